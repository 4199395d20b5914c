import { useState } from 'react';
import { Button, Checkbox, Form, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { copyRoleRights, queryRoles, quiet, updateRoleSort, type ListResult, type RoleRow } from '../../../api/sys';
import { DragHandle, DragSortTable, applyMove } from '../../../components/DragSortTable';
import { ExportButton } from '../../../components/ExportButton';
import { FormModal } from '../../../components/FormModal';
import { activateOnKey } from '../../../components/list-page';
import { TreeSearchCard } from '../../../components/TreeSearchCard';
import { useApp } from '../../../components/use-app';

/* The role list (with drag sort) and copying rights between roles: role page and integrated authorisation. */

export const ROLES_KEY = 'sys-roles';

/** All roles in sort order (shared cache of the role pages). */
export function useRoles() {
  return useQuery({ queryKey: [ROLES_KEY], queryFn: () => queryRoles() });
}

/**
 * The role list of the left-hand card: search, select, and (when `editable`) add / edit / delete
 * buttons and drag sort (PUT /a/sys/role/updateSort).
 */
export function RoleListCard({
  selectedId,
  onSelect,
  editable,
  onAdd,
  onEdit,
  onDelete,
}: {
  selectedId?: string;
  onSelect: (id: string) => void;
  editable?: boolean;
  onAdd?: () => void;
  onEdit?: (r: RoleRow) => void;
  onDelete?: (r: RoleRow) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const roles = useRoles();
  const [keyword, setKeyword] = useState('');
  const rows = roles.data?.rows ?? [];
  const kw = keyword.trim().toLowerCase();
  const shown = rows.filter((r) => !kw || r.name.toLowerCase().includes(kw) || r.code.toLowerCase().includes(kw));
  const sort = useMutation({
    mutationFn: (m: { sourceId: string; targetId: string; before: boolean }) => updateRoleSort(m.sourceId, m.targetId, m.before),
    onMutate: (m) => {
      // redraw at once; the server's order comes back with the refetch
      qc.setQueryData<ListResult<RoleRow>>([ROLES_KEY], (old) =>
        old && { ...old, rows: applyMove(old.rows, { sourceId: m.sourceId, targetId: m.targetId, position: m.before ? 'before' : 'after' }) },
      );
    },
    onSuccess: () => message.success(t('sys.menu.sorted')),
    onSettled: () => void qc.invalidateQueries({ queryKey: [ROLES_KEY] }),
  });
  return (
    <TreeSearchCard
      icon={<TeamOutlined />}
      title={t('sys.role.list')}
      extra={
        editable && (
          <Space size={4}>
            <ExportButton code="sys:role" permission="sys:role:view" request={{ params: { keyword: kw || undefined } }} fileName={t('sysRoute.role')} size="small" testId="role-export" />
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="role-add">
              {t('sys.add')}
            </Button>
          </Space>
        )
      }
      keyword={keyword}
      onKeyword={setKeyword}
      placeholder={t('sys.role.search')}
      searchTestId="role-search"
      query={roles}
      empty={shown.length === 0}
      emptyText={t('sys.role.noRole')}
    >
      {editable && !kw && <Typography.Text type="secondary" className="ecms-hint">{t('sys.role.dragHint')}</Typography.Text>}
      <DragSortTable<RoleRow>
        rowKey="id"
        size="small"
        bordered={false}
        showHeader={false}
        className="ecms-role-table"
        data-testid="role-list"
        rowTestId="role-item"
        dataSource={shown}
        pagination={false}
        sameLevelOnly
        dragDisabled={!editable || Boolean(kw)}
        onMove={(m) => sort.mutate({ sourceId: m.sourceId, targetId: m.targetId, before: m.position === 'before' })}
        rowClassName={(r) => (r.id === selectedId ? 'is-active' : '')}
        onRow={(r) => ({
          onClick: () => onSelect(r.id),
          onKeyDown: (e) => e.target === e.currentTarget && activateOnKey(() => onSelect(r.id))(e),
          tabIndex: 0,
          'aria-selected': r.id === selectedId,
          'data-role-id': r.id,
        }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'name',
            render: (_v, r) => (
              <span className="ecms-role-table__name">
                <DragHandle hidden={!editable || Boolean(kw)} />
                <Typography.Text ellipsis={{ tooltip: `${r.name}（${r.code}）` }} style={{ color: 'inherit', flex: 1, minWidth: 0 }}>
                  {r.name}
                </Typography.Text>
                {r.status === 0 && <Tag style={{ marginLeft: 4 }}>{t('sys.disabled')}</Tag>}
              </span>
            ),
          },
          ...(editable
            ? [
                {
                  key: 'ops',
                  width: 64,
                  render: (_v: unknown, r: RoleRow) => (
                    <span className="ecms-plain-list__ops" onClick={(e) => e.stopPropagation()}>
                      <Button size="small" type="text" icon={<EditOutlined />} onClick={() => onEdit?.(r)} aria-label={t('sys.edit')} data-testid="role-edit" />
                      <Popconfirm title={MESSAGES.CONFIRM_DELETE} onConfirm={() => quiet(Promise.resolve(onDelete?.(r)))}>
                        <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('sys.delete')} data-testid="role-delete" disabled={r.code === 'admin'} />
                      </Popconfirm>
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
    </TreeSearchCard>
  );
}

type CopyForm = { src: string; parts: ('menu' | 'dept' | 'data' | 'users' | 'levels')[]; cover?: boolean };

/** 复制权限: copies another role's rights onto this one. */
export function CopyRightsDialog({ target, roles, open, onClose }: { target: RoleRow; roles: RoleRow[]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<CopyForm>();
  const parts = Form.useWatch('parts', form) ?? [];
  const copy = useMutation({
    mutationFn: (v: CopyForm) =>
      copyRoleRights(v.src, target.id, {
        menu: v.parts.includes('menu'),
        dept: v.parts.includes('dept'),
        data: v.parts.includes('data'),
        cover: v.cover,
        users: v.parts.includes('users'),
        levels: v.parts.includes('levels'),
      }),
    onSuccess: () => {
      message.success(t('sys.role.copied'));
      for (const k of ['sys-role-menu-ids', 'sys-role-dept-ids', 'sys-role-data', 'sys-role-users', 'sys-role-levels']) void qc.invalidateQueries({ queryKey: [k, target.id] });
      onClose();
    },
  });
  return (
    <FormModal
      title={t('sys.role.copyTitle', { name: target.name })}
      open={open}
      form={form}
      onClose={onClose}
      saving={copy.isPending}
      okTestId="role-copy-ok"
      data-testid="role-copy-modal"
    >
      <Form form={form} layout="vertical" initialValues={{ parts: ['menu'], cover: false }} onFinish={(v) => copy.mutate(v)}>
        <Form.Item name="src" label={t('sys.role.copyFrom')} rules={[{ required: true, message: t('picker.pleaseSelect') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={roles.filter((r) => r.id !== target.id).map((r) => ({ value: r.id, label: r.name }))}
            data-testid="role-copy-src"
          />
        </Form.Item>
        <Form.Item name="parts" label={t('sys.role.copyParts')} rules={[{ required: true, type: 'array', min: 1, message: t('picker.pleaseSelect') }]}>
          <Checkbox.Group
            options={[
              { value: 'menu', label: t('sys.role.tabMenu') },
              { value: 'dept', label: t('sys.role.tabDept') },
              { value: 'data', label: t('sys.role.tabData') },
              { value: 'users', label: t('sys.role.tabUsers') },
              { value: 'levels', label: t('sys.role.tabLevels') },
            ]}
          />
        </Form.Item>
        {parts.includes('data') && (
          <Form.Item name="cover" valuePropName="checked">
            <Checkbox>{t('sys.role.copyCover')}</Checkbox>
          </Form.Item>
        )}
        <Typography.Text type="secondary">{t('sys.role.copyHint')}</Typography.Text>
      </Form>
    </FormModal>
  );
}
