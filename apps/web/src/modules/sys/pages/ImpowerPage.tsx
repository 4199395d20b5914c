import { Alert, Card, Empty, Segmented } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/TreeSearchCard';
import { DataRightsTab, DeptRightsTab, MenuRightsTab, RoleUsersTab } from '../components/role-rights';
import { RoleListCard, useRoles } from '../components/role-list';

export const IMPOWER_PARTS = ['function', 'data', 'department', 'account'] as const;
export type ImpowerPart = (typeof IMPOWER_PARTS)[number];

const PART_LABEL: Record<ImpowerPart, string> = {
  function: 'sys.impower.function',
  data: 'sys.impower.data',
  department: 'sys.impower.department',
  account: 'sys.impower.account',
};

/**
 * Integrated authorisation (/sys-manager/impower-new/{function,data,department,account}, and the
 * user centre's *Authorization pages): pick a role on the left, grant one kind of right on the right.
 * The chosen role travels in ?roleId= so switching between the kinds keeps it.
 * `base` is where the part links point (null: the part is fixed, no switcher).
 */
export function ImpowerPage({ part, base }: { part: ImpowerPart; base: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const roles = useRoles();
  const rows = roles.data?.rows ?? [];
  const current = rows.find((r) => r.id === search.get('roleId')) ?? rows[0];
  const select = (id: string) => setSearch((s) => {
    const next = new URLSearchParams(s);
    next.set('roleId', id);
    return next;
  }, { replace: true });
  const body = !current ? null : part === 'function' ? (
    <MenuRightsTab key={current.id} roleId={current.id} />
  ) : part === 'data' ? (
    <DataRightsTab key={current.id} roleId={current.id} />
  ) : part === 'department' ? (
    <DeptRightsTab key={current.id} roleId={current.id} />
  ) : (
    <RoleUsersTab key={current.id} roleId={current.id} />
  );
  return (
    <div className="ecms-split" data-testid={`impower-${part}`}>
      <RoleListCard selectedId={current?.id} onSelect={select} />
      <Card
        className="ecms-split__main"
        size="small"
        title={current ? `${t(PART_LABEL[part])} · ${current.name}` : t(PART_LABEL[part])}
        extra={
          base && (
            <Segmented<ImpowerPart>
              size="small"
              value={part}
              onChange={(p) => {
                // the chosen role (or the one asked for, while the list still loads) goes along
                const roleId = current?.id ?? search.get('roleId');
                navigate(`${base}/${p}${roleId ? `?roleId=${encodeURIComponent(roleId)}` : ''}`);
              }}
              options={IMPOWER_PARTS.map((p) => ({ value: p, label: <span data-testid={`impower-tab-${p}`}>{t(PART_LABEL[p])}</span> }))}
            />
          )
        }
      >
        {roles.isPending || roles.isError ? (
          <LoadState query={roles} />
        ) : !current ? (
          <Empty description={t('sys.role.selectRole')} />
        ) : (
          <>
            {current.code === 'admin' && <Alert type="info" showIcon title={t('sys.role.adminAll')} style={{ marginBottom: 8 }} />}
            {body}
          </>
        )}
      </Card>
    </div>
  );
}
