import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Checkbox, Empty, Form, Input, InputNumber, Modal, Popconfirm, Radio, Result, Select, Space, Spin, Table, Tabs, Tag, Tree, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined, SaveOutlined, SearchOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import {
  copyRoleRights,
  quiet,
  DATA_SCOPES,
  deleteRole,
  fetchShareDeptTree,
  flattenTree,
  listDataMenus,
  queryDataRef,
  queryMenuTree,
  queryRoleDeptIds,
  queryRoleMenuIds,
  queryRoles,
  queryRoleUsers,
  saveDataRef,
  saveRole,
  saveRoleDeptIds,
  saveRoleMenus,
  saveRoleUsers,
  type DataMenu,
  type DataScope,
  type RoleRow,
  type TreeNode,
  type UserRow,
} from '../../../api/sys';
import { allKeys, toTreeData } from '../../../components/dept';
import { DictSelect } from '../../../components/dict';
import { PersonPicker, type PickedUser } from '../../../components/PersonPicker';
import { activateOnKey } from '../../../components/list-page';
import { useApp } from '../../../components/use-app';
import { HttpError } from '../../../api/http';

const ROLES_KEY = 'sys-roles';

type RoleForm = { name: string; code: string; sort?: number; status?: number; remark?: string };

function LoadState({ pending, error, onRetry }: { pending: boolean; error: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (pending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (error)
    return <Result status="warning" title={t('list.loadFailed')} extra={<Button onClick={onRetry}>{t('common.retry')}</Button>} />;
  return null;
}

/** A checkable tree with save, used by 菜单权限 and 部门权限. */
function CheckTreeTab({
  roleId,
  testId,
  treeKey,
  loadTree,
  idsKey,
  loadIds,
  save,
  strictly,
}: {
  roleId: string;
  testId: string;
  treeKey: string;
  loadTree: () => Promise<TreeNode[]>;
  idsKey: string;
  loadIds: (roleId: string) => Promise<string[]>;
  save: (roleId: string, ids: string[]) => Promise<unknown>;
  strictly?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const tree = useQuery({ queryKey: [treeKey], queryFn: loadTree });
  const ids = useQuery({ queryKey: [idsKey, roleId], queryFn: () => loadIds(roleId) });
  const [checked, setChecked] = useState<string[] | null>(null);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<React.Key[] | null>(null);
  const treeData = useMemo(() => toTreeData(tree.data ?? [], keyword), [tree.data, keyword]);
  const flat = useMemo(() => flattenTree(tree.data ?? []), [tree.data]);
  const leafIds = useMemo(() => new Set(flat.filter((n) => !n.children?.length).map((n) => n.id)), [flat]);
  // with parent/child linkage the tree wants only leaves checked (parents follow)
  const initial = useMemo(() => (ids.data ?? []).filter((id) => strictly || leafIds.has(id)), [ids.data, leafIds, strictly]);
  const value = checked ?? initial;
  const mutation = useMutation({
    mutationFn: (list: string[]) => save(roleId, list),
    onSuccess: () => {
      message.success(MESSAGES.SAVE_OK);
      setChecked(null);
      void qc.invalidateQueries({ queryKey: [idsKey, roleId] });
    },
  });
  const [halfChecked, setHalf] = useState<string[]>([]);
  const state = <LoadState pending={tree.isPending || ids.isPending} error={tree.isError || ids.isError} onRetry={() => void Promise.all([tree.refetch(), ids.refetch()])} />;
  if (tree.isPending || ids.isPending || tree.isError || ids.isError) return state;
  return (
    <div data-testid={testId}>
      <div className="ecms-toolbar">
        <Input allowClear size="small" prefix={<SearchOutlined />} style={{ width: 200 }} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        <Button size="small" onClick={() => setExpanded(allKeys(treeData))}>
          {t('sys.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('sys.collapseAll')}
        </Button>
        <Button size="small" onClick={() => setChecked(flat.map((n) => n.id))} data-testid={`${testId}-check-all`}>
          {t('sys.role.checkAll')}
        </Button>
        <Button size="small" onClick={() => setChecked([])} data-testid={`${testId}-uncheck-all`}>
          {t('sys.role.uncheckAll')}
        </Button>
        <span className="ecms-toolbar__spacer" />
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={mutation.isPending}
          onClick={() => mutation.mutate(strictly ? value : [...new Set([...value, ...halfChecked])])}
          data-testid={`${testId}-save`}
        >
          {t('common.save')}
        </Button>
      </div>
      <div className="ecms-scroll-box">
        {treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Tree
            checkable
            blockNode
            checkStrictly={strictly}
            selectable={false}
            treeData={treeData}
            expandedKeys={keyword ? allKeys(treeData) : (expanded ?? allKeys(treeData))}
            onExpand={(k) => setExpanded(k)}
            checkedKeys={value}
            onCheck={(keys, info) => {
              setChecked((Array.isArray(keys) ? keys : keys.checked).map(String));
              setHalf((info.halfCheckedKeys ?? []).map(String));
            }}
          />
        )}
      </div>
    </div>
  );
}

/** 数据权限: data objects, scope radio, custom departments or attribute rules. */
function DataTab({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const menus = useQuery({ queryKey: ['sys-data-menus'], queryFn: listDataMenus });
  const [menuId, setMenuId] = useState<string | undefined>();
  const current: DataMenu | undefined = menus.data?.find((m) => m.id === menuId) ?? menus.data?.[0];
  const ref = useQuery({ queryKey: ['sys-role-data', roleId, current?.id], queryFn: () => queryDataRef(roleId, current!.id), enabled: Boolean(current) });
  const depts = useQuery({ queryKey: ['share-dept-tree'], queryFn: fetchShareDeptTree, staleTime: 60_000 });
  const [scope, setScope] = useState<DataScope | null>(null);
  const [attrValues, setAttrValues] = useState<Record<string, string[]> | null>(null);
  const [deptIds, setDeptIds] = useState<string[] | null>(null);
  useEffect(() => {
    setScope(null);
    setAttrValues(null);
    setDeptIds(null);
  }, [roleId, current?.id]);

  const serverRefs = Array.isArray(ref.data?.refs) ? (ref.data?.refs as { attr: string; dataId: string }[]).filter((r) => typeof r === 'object') : [];
  const effScope: DataScope = scope ?? (ref.data?.scope as DataScope) ?? 'self';
  const effAttrs =
    attrValues ??
    serverRefs.reduce<Record<string, string[]>>((acc, r) => {
      (acc[r.attr] ??= []).push(r.dataId);
      return acc;
    }, {});
  const effDepts = deptIds ?? ref.data?.deptIds ?? [];
  const deptTree = useMemo(() => toTreeData(depts.data ?? []), [depts.data]);

  const save = useMutation({
    mutationFn: async () => {
      if (!current) return;
      if (effScope === 'custom' && deptIds) await saveRoleDeptIds(roleId, deptIds);
      const refs = effScope === 'attr' ? Object.entries(effAttrs).flatMap(([attr, vs]) => vs.map((dataId) => ({ attr, dataId }))) : [];
      await saveDataRef(roleId, current.id, { scope: effScope, refs });
    },
    onSuccess: () => {
      message.success(MESSAGES.SAVE_OK);
      void qc.invalidateQueries({ queryKey: ['sys-role-data', roleId] });
      void qc.invalidateQueries({ queryKey: ['sys-role-dept-ids', roleId] });
      setScope(null);
      setAttrValues(null);
      setDeptIds(null);
    },
  });

  if (menus.isPending || menus.isError) return <LoadState pending={menus.isPending} error={menus.isError} onRetry={() => void menus.refetch()} />;
  if (!menus.data?.length) return <Empty description={t('sys.role.noDataMenu')} />;
  return (
    <div style={{ display: 'flex', gap: 12, minWidth: 0 }} data-testid="role-data-tab">
      <Card size="small" title={t('sys.role.dataMenus')} style={{ width: 180, flex: 'none' }} styles={{ body: { padding: 4 } }}>
        <div role="listbox" className="ecms-plain-list ecms-role-list">
          {menus.data.map((m) => (
            <div
              key={m.id}
              role="option"
              aria-selected={m.id === current?.id}
              className={`ecms-plain-list__item${m.id === current?.id ? ' is-active' : ''}`}
              tabIndex={0}
              onClick={() => setMenuId(m.id)}
              onKeyDown={activateOnKey(() => setMenuId(m.id))}
              data-testid="role-data-menu"
            >
              {m.name}
            </div>
          ))}
        </div>
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>
        {ref.isPending || ref.isError ? (
          <LoadState pending={ref.isPending} error={ref.isError} onRetry={() => void ref.refetch()} />
        ) : (
          <>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {current?.name} · {t('sys.role.scope')}
            </Typography.Title>
            <Radio.Group value={effScope} onChange={(e) => setScope(e.target.value as DataScope)} data-testid="role-data-scope">
              <Space wrap>
                {DATA_SCOPES.filter((s) => s !== 'attr' || (current?.attrs?.length ?? 0) > 0).map((s) => (
                  <Radio key={s} value={s} data-testid={`role-data-scope-${s}`}>
                    {t(`sys.role.scopes.${s}`)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
            {effScope === 'custom' && (
              <div style={{ marginTop: 12 }}>
                <Alert type="info" showIcon title={t('sys.role.customDeptHint')} style={{ marginBottom: 8 }} />
                <div className="ecms-scroll-box" style={{ maxHeight: 'calc(100vh - 440px)' }}>
                  <Tree
                    checkable
                    checkStrictly
                    selectable={false}
                    defaultExpandAll
                    treeData={deptTree}
                    checkedKeys={effDepts}
                    onCheck={(keys) => setDeptIds((Array.isArray(keys) ? keys : keys.checked).map(String))}
                    data-testid="role-data-depts"
                  />
                </div>
              </div>
            )}
            {effScope === 'attr' && (
              <div style={{ marginTop: 12 }}>
                <Typography.Text strong>{t('sys.role.attrRules')}</Typography.Text>
                <Form layout="vertical" style={{ marginTop: 8, maxWidth: 520 }}>
                  {(current?.attrs ?? []).map((a) => (
                    <Form.Item key={a.code} label={a.name}>
                      {a.dict ? (
                        <DictSelect
                          code={a.dict}
                          mode="multiple"
                          value={effAttrs[a.code] ?? []}
                          onChange={(v: string[]) => setAttrValues({ ...effAttrs, [a.code]: v })}
                        />
                      ) : (
                        <Select
                          mode="tags"
                          value={effAttrs[a.code] ?? []}
                          onChange={(v: string[]) => setAttrValues({ ...effAttrs, [a.code]: v })}
                        />
                      )}
                    </Form.Item>
                  ))}
                </Form>
              </div>
            )}
            <div style={{ marginTop: 16 }}>
              <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => save.mutate()} data-testid="role-data-save">
                {t('common.save')}
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** 用户: the role's users, add via the person picker, remove. */
function UsersTab({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const users = useQuery({ queryKey: ['sys-role-users', roleId], queryFn: () => queryRoleUsers(roleId) });
  const [picker, setPicker] = useState(false);
  const save = useMutation({
    mutationFn: (ids: string[]) => saveRoleUsers(roleId, ids),
    onSuccess: () => {
      message.success(MESSAGES.SAVE_OK);
      void qc.invalidateQueries({ queryKey: ['sys-role-users', roleId] });
      void qc.invalidateQueries({ queryKey: ['sys-users'] });
    },
  });
  const current = users.data ?? [];
  const add = (picked: PickedUser[]) => {
    setPicker(false);
    save.mutate([...new Set([...current.map((u) => u.id), ...picked.map((u) => u.id)])]);
  };
  if (users.isError) return <LoadState pending={false} error onRetry={() => void users.refetch()} />;
  return (
    <div data-testid="role-users-tab">
      <div className="ecms-toolbar">
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setPicker(true)} data-testid="role-users-add">
          {t('sys.role.addUsers')}
        </Button>
        <Typography.Text type="secondary">{t('list.total', { total: current.length })}</Typography.Text>
      </div>
      <Table<UserRow>
        rowKey="id"
        size="small"
        bordered
        loading={users.isFetching || save.isPending}
        dataSource={current}
        pagination={current.length > 50 ? { pageSize: 50, showTotal: (n) => t('list.total', { total: n }) } : false}
        scroll={{ x: 'max-content', y: 'calc(100vh - 420px)' }}
        columns={[
          { title: t('sys.user.name'), dataIndex: 'name', width: 120 },
          { title: t('sys.user.loginName'), dataIndex: 'loginName', width: 140 },
          { title: t('sys.user.dept'), dataIndex: 'deptName', width: 180, ellipsis: true },
          {
            title: t('sys.actions'),
            key: 'ops',
            width: 90,
            render: (_v, r) => (
              <Popconfirm title={MESSAGES.CONFIRM_DELETE} onConfirm={() => quiet(save.mutateAsync(current.filter((u) => u.id !== r.id).map((u) => u.id)))}>
                <Button type="link" size="small" danger data-testid="role-users-remove">
                  {t('sys.role.removeUser')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <PersonPicker open={picker} multiple onCancel={() => setPicker(false)} onOk={add} />
    </div>
  );
}

type CopyForm = { src: string; parts: ('menu' | 'dept' | 'data' | 'users')[]; cover?: boolean };

/** 复制权限: copies another role's rights onto this one. */
function CopyRightsDialog({ target, roles, open, onClose }: { target: RoleRow; roles: RoleRow[]; open: boolean; onClose: () => void }) {
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
      }),
    onSuccess: () => {
      message.success(t('sys.role.copied'));
      for (const k of ['sys-role-menu-ids', 'sys-role-dept-ids', 'sys-role-data', 'sys-role-users']) void qc.invalidateQueries({ queryKey: [k, target.id] });
      onClose();
    },
  });
  return (
    <Modal
      title={t('sys.role.copyTitle', { name: target.name })}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={copy.isPending}
      okButtonProps={{ 'data-testid': 'role-copy-ok' }}
      destroyOnHidden
      forceRender
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
    </Modal>
  );
}

/** /sys-manager/role: role list and the selected role's rights and users. */
export function RolePage() {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const qc = useQueryClient();
  const roles = useQuery({ queryKey: [ROLES_KEY], queryFn: () => queryRoles() });
  const [roleId, setRoleId] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);
  const [form] = Form.useForm<RoleForm>();
  const [copying, setCopying] = useState(false);
  const rows = roles.data?.rows ?? [];
  const current = rows.find((r) => r.id === roleId) ?? rows[0];
  const shown = rows.filter((r) => !keyword || r.name.includes(keyword) || r.code.toLowerCase().includes(keyword.toLowerCase()));

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
    form.setFieldsValue(r === 'new' ? { sort: 0, status: 1 } : { name: r.name, code: r.code, sort: r.sort ?? 0, status: r.status ?? 1, remark: r.remark ?? '' });
  };
  const isAdmin = current?.code === 'admin';

  return (
    <div className="ecms-split" data-testid="role-page">
      <Card
        className="ecms-split__side"
        size="small"
        title={
          <Space>
            <TeamOutlined />
            {t('sys.role.list')}
          </Space>
        }
        extra={
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => openEdit('new')} data-testid="role-add">
            {t('sys.add')}
          </Button>
        }
      >
        <Input allowClear size="small" prefix={<SearchOutlined />} placeholder={t('sys.role.search')} value={keyword} onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 8 }} data-testid="role-search" />
        {roles.isPending || roles.isError ? (
          <LoadState pending={roles.isPending} error={roles.isError} onRetry={() => void roles.refetch()} />
        ) : shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sys.role.noRole')} />
        ) : (
          <div role="listbox" className="ecms-plain-list ecms-role-list" data-testid="role-list">
            {shown.map((r) => (
              <div
                key={r.id}
                role="option"
                aria-selected={r.id === current?.id}
                className={`ecms-plain-list__item${r.id === current?.id ? ' is-active' : ''}`}
                tabIndex={0}
                onClick={() => setRoleId(r.id)}
                onKeyDown={(e) => e.target === e.currentTarget && activateOnKey(() => setRoleId(r.id))(e)}
                data-testid="role-item"
                data-role-id={r.id}
              >
                <Typography.Text ellipsis style={{ color: 'inherit', flex: 1, minWidth: 0 }}>
                  {r.name}
                </Typography.Text>
                {r.status === 0 && <Tag style={{ marginLeft: 4 }}>{t('sys.disabled')}</Tag>}
                <span className="ecms-plain-list__ops" onClick={(e) => e.stopPropagation()}>
                  <Button size="small" type="text" icon={<EditOutlined />} onClick={() => openEdit(r)} aria-label={t('sys.edit')} data-testid="role-edit" />
                  <Popconfirm title={MESSAGES.CONFIRM_DELETE} onConfirm={() => quiet(removeRole(r))}>
                    <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('sys.delete')} data-testid="role-delete" disabled={r.code === 'admin'} />
                  </Popconfirm>
                </span>
              </div>
            ))}
          </div>
        )}
      </Card>
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
                {
                  key: 'menu',
                  label: <span data-testid="role-tab-menu">{t('sys.role.tabMenu')}</span>,
                  children: (
                    <CheckTreeTab
                      roleId={current.id}
                      testId="role-menu-tree"
                      treeKey="sys-menu-tree"
                      loadTree={queryMenuTree}
                      idsKey="sys-role-menu-ids"
                      loadIds={queryRoleMenuIds}
                      save={saveRoleMenus}
                    />
                  ),
                },
                {
                  key: 'dept',
                  label: <span data-testid="role-tab-dept">{t('sys.role.tabDept')}</span>,
                  children: (
                    <CheckTreeTab
                      roleId={current.id}
                      testId="role-dept-tree"
                      treeKey="share-dept-tree"
                      loadTree={fetchShareDeptTree}
                      idsKey="sys-role-dept-ids"
                      loadIds={queryRoleDeptIds}
                      save={saveRoleDeptIds}
                      strictly
                    />
                  ),
                },
                { key: 'data', label: <span data-testid="role-tab-data">{t('sys.role.tabData')}</span>, children: <DataTab roleId={current.id} /> },
                { key: 'users', label: <span data-testid="role-tab-users">{t('sys.role.tabUsers')}</span>, children: <UsersTab roleId={current.id} /> },
              ]}
            />
          </>
        )}
      </Card>
      {current && <CopyRightsDialog key={current.id} target={current} roles={rows} open={copying} onClose={() => setCopying(false)} />}
      <Modal
        title={editing === 'new' ? t('sys.role.add') : t('sys.role.edit')}
        open={Boolean(editing)}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        okButtonProps={{ 'data-testid': 'role-save' }}
        destroyOnHidden
        forceRender
        data-testid="role-modal"
      >
        <Form form={form} labelCol={{ flex: '96px' }} onFinish={(v) => save.mutate(v)}>
          <Form.Item name="name" label={t('sys.role.name')} rules={[{ required: true, whitespace: true, message: t('sys.required', { label: t('sys.role.name') }) }]}>
            <Input maxLength={100} data-testid="role-form-name" />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('sys.role.code')}
            rules={[
              { required: true, whitespace: true, message: t('sys.required', { label: t('sys.role.code') }) },
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
          <Form.Item name="remark" label={t('sys.remark')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
