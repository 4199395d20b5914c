import { useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, InputNumber, Select, Tabs } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { quiet, deleteRole, saveRole, type RoleRow } from '../../../api/sys';
import { FormModal } from '../../../components/FormModal';
import { RemarkItem } from '../../../components/form-items';
import { useApp } from '../../../components/use-app';
import { HttpError } from '../../../api/http';
import { DataRightsTab, DeptRightsTab, MemberLevelTab, MenuRightsTab, RoleUsersTab } from '../components/role-rights';
import { CopyRightsDialog, RoleListCard, ROLES_KEY, useRoles } from '../components/role-list';
import { requiredRule } from '../../../utils/validators';

type RoleForm = { name: string; code: string; sort?: number; status?: 0 | 1; remark?: string };

/** /sys-manager/role: role list and the selected role's rights and users. */
export function RolePage() {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const qc = useQueryClient();
  const roles = useRoles();
  const [roleId, setRoleId] = useState<string | undefined>();
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);
  const [form] = Form.useForm<RoleForm>();
  const [copying, setCopying] = useState(false);
  const rows = roles.data?.rows ?? [];
  const current = rows.find((r) => r.id === roleId) ?? rows[0];

  const refresh = () => {
    void qc.invalidateQueries({ queryKey: [ROLES_KEY] });
    void qc.invalidateQueries({ queryKey: ['sys-roles-all'] });
  };
  const save = useMutation({
    mutationFn: (v: RoleForm) => {
      const old = editing !== 'new' && editing ? editing : undefined;
      return saveRole({ ...v, id: old?.id, version: old?.version });
    },
    onSuccess: () => {
      message.success(MESSAGES.SAVE_OK);
      setEditing(null);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: ({ id, force, silent }: { id: string; force?: boolean; silent?: boolean }) => deleteRole(id, { force, silent }),
    onSuccess: () => {
      message.success(MESSAGES.DELETE_OK);
      setRoleId(undefined);
      refresh();
    },
  });
  /** A role that still has users is deleted only after a second, explicit confirmation (force). */
  const removeRole = async (r: RoleRow) => {
    try {
      await remove.mutateAsync({ id: r.id, silent: true });
    } catch (err) {
      if (!(err instanceof HttpError) || err.kind !== 'business') {
        message.error(err instanceof Error ? err.message : t('http.unknownError'));
        return;
      }
      modal.confirm({
        title: t('sys.role.forceTitle', { name: r.name }),
        content: t('sys.role.forceHint', { reason: err.message }),
        okType: 'danger',
        okText: t('sys.role.forceOk'),
        cancelText: t('common.cancel'),
        onOk: () => quiet(remove.mutateAsync({ id: r.id, force: true })),
      });
    }
  };
  const openEdit = (r: RoleRow | 'new') => {
    form.resetFields();
    setEditing(r);
    form.setFieldsValue(r === 'new' ? { sort: 0, status: 1 } : { name: r.name, code: r.code, sort: r.sort ?? 0, status: r.status === 0 ? 0 : 1, remark: r.remark ?? '' });
  };
  const isAdmin = current?.code === 'admin';

  return (
    <div className="ecms-split" data-testid="role-page">
      <RoleListCard
        editable
        selectedId={current?.id}
        onSelect={setRoleId}
        onAdd={() => openEdit('new')}
        onEdit={openEdit}
        onDelete={removeRole}
      />
      <Card
        className="ecms-split__main"
        size="small"
        title={current ? `${current.name}（${current.code}）` : t('sys.role.selectRole')}
        extra={
          current && (
            <Button size="small" icon={<CopyOutlined />} onClick={() => setCopying(true)} data-testid="role-copy">
              {t('sys.role.copy')}
            </Button>
          )
        }
      >
        {!current ? (
          <Empty description={t('sys.role.selectRole')} />
        ) : (
          <>
            {isAdmin && <Alert type="info" showIcon title={t('sys.role.adminAll')} style={{ marginBottom: 8 }} />}
            <Tabs
              key={current.id}
              destroyOnHidden
              items={[
                { key: 'menu', label: <span data-testid="role-tab-menu">{t('sys.role.tabMenu')}</span>, children: <MenuRightsTab roleId={current.id} /> },
                { key: 'dept', label: <span data-testid="role-tab-dept">{t('sys.role.tabDept')}</span>, children: <DeptRightsTab roleId={current.id} /> },
                { key: 'data', label: <span data-testid="role-tab-data">{t('sys.role.tabData')}</span>, children: <DataRightsTab roleId={current.id} /> },
                { key: 'users', label: <span data-testid="role-tab-users">{t('sys.role.tabUsers')}</span>, children: <RoleUsersTab roleId={current.id} /> },
                { key: 'levels', label: <span data-testid="role-tab-levels">{t('sys.role.tabLevels')}</span>, children: <MemberLevelTab roleId={current.id} /> },
              ]}
            />
          </>
        )}
      </Card>
      {current && <CopyRightsDialog key={current.id} target={current} roles={rows} open={copying} onClose={() => setCopying(false)} />}
      <FormModal
        title={editing === 'new' ? t('sys.role.add') : t('sys.role.edit')}
        open={Boolean(editing)}
        form={form}
        onClose={() => setEditing(null)}
        saving={save.isPending}
        okTestId="role-save"
        data-testid="role-modal"
        onFinish={(v) => save.mutate(v)}
        labelWidth={96}
      >
        <Form.Item name="name" label={t('sys.role.name')} rules={[requiredRule(t, 'sys.role.name')]}>
          <Input maxLength={100} data-testid="role-form-name" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('sys.role.code')}
          rules={[
            requiredRule(t, 'sys.role.code'),
            { pattern: /^[\w.-]+$/, message: t('sys.role.codeRule') },
          ]}
        >
          <Input maxLength={64} disabled={editing !== 'new' && editing?.code === 'admin'} data-testid="role-form-code" />
        </Form.Item>
        <Form.Item name="sort" label={t('sys.sort')}>
          <InputNumber min={0} max={99999} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status" label={t('sys.status')}>
          <Select style={{ width: 160 }} options={[{ value: 1, label: t('sys.enabled') }, { value: 0, label: t('sys.disabled') }]} />
        </Form.Item>
        <RemarkItem />
      </FormModal>
    </div>
  );
}
