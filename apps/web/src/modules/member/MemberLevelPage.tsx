import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { TMemberLevelRow } from '@ecms/shared';
import { LedgerPage, useCrudMutation } from '../../components/ledger';
import { deleteLevel, LEVELS_KEY, moveLevel, queryLevels, saveLevel } from './api';

const RIGHT = 'sys:memberGrade:view';
interface LevelForm { name: string; fee?: string; periodMonths?: number; remark?: string | null }

/** /sys-manager/saas-user-grade: member levels (fee, period), in rank order; moving one places it before or after its neighbour. */
export function MemberLevelPage() {
  const { t } = useTranslation();
  const move = useCrudMutation({
    mutationFn: (v: { source: string; target: string; before: boolean }) => moveLevel(v.source, v.target, v.before),
    invalidate: [[LEVELS_KEY]],
  });
  // Every level in rank order (one company has a handful): the neighbour a move goes before or after.
  const all = useQuery({ queryKey: [LEVELS_KEY, 'options'], queryFn: () => queryLevels({ pageSize: 1000 }) });
  const step = (r: TMemberLevelRow, dir: -1 | 1) => {
    const rows = all.data?.rows ?? [];
    const n = rows[rows.findIndex((x) => x.id === r.id) + dir];
    if (n) move.mutate({ source: r.id, target: n.id, before: dir < 0 });
  };
  return (
    <LedgerPage<TMemberLevelRow, LevelForm>
      testId="member-level-page"
      tableTestId="member-level-table"
      queryKey={[LEVELS_KEY]}
      list={queryLevels}
      columns={[
        { title: t('member.level.name'), dataIndex: 'name', width: 160 },
        { title: t('member.level.fee'), dataIndex: 'fee', width: 120, align: 'right', format: 'money' },
        { title: t('member.level.period'), dataIndex: 'periodMonths', width: 110, align: 'right' },
        { title: t('member.level.members'), dataIndex: 'memberCount', width: 90, align: 'right' },
        { title: t('member.level.remark'), dataIndex: 'remark', ellipsis: true },
      ]}
      create={{ label: t('member.level.add'), rights: RIGHT, testId: 'member-level-add' }}
      edit={{ rights: RIGHT, testId: 'member-level-edit' }}
      remove={{ fn: (r) => deleteLevel(r.id), rights: RIGHT, testId: 'member-level-delete' }}
      actions={[
        { key: 'up', label: null, icon: <ArrowUpOutlined />, ariaLabel: t('member.level.up'), rights: RIGHT, testId: 'member-level-up', onClick: (r) => step(r, -1) },
        { key: 'down', label: null, icon: <ArrowDownOutlined />, ariaLabel: t('member.level.down'), rights: RIGHT, testId: 'member-level-down', onClick: (r) => step(r, 1) },
        'edit',
        'delete',
      ]}
      actionsColumn={{ width: 180 }}
      form={{
        title: { create: t('member.level.add'), edit: t('member.level.edit') },
        okTestId: 'member-level-save',
        initialValues: () => ({ fee: '0', periodMonths: 12 }),
        toValues: (r) => ({ name: r.name, fee: r.fee, periodMonths: r.periodMonths, remark: r.remark }),
        save: (v, row) => saveLevel({ id: row?.id, name: v.name, fee: String(v.fee ?? '0'), periodMonths: Number(v.periodMonths ?? 12), remark: v.remark ?? null }),
        fields: [
          { name: 'name', label: t('member.level.name'), required: true, maxLength: 50, testId: 'member-level-name' },
          { name: 'fee', label: t('member.level.fee'), maxLength: 16, testId: 'member-level-fee', rules: [{ pattern: /^\d{1,14}(\.\d{1,2})?$/, message: t('member.level.feeRule') }] },
          { name: 'periodMonths', label: t('member.level.period'), type: 'number', props: { min: 1, max: 120 } },
          { name: 'remark', label: t('member.level.remark'), type: 'textarea', maxLength: 500 },
        ],
      }}
    />
  );
}
