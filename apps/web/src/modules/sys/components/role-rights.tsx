import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Form, Popconfirm, Radio, Select, Space, Tree, Typography } from 'antd';
import { SaveOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import {
  quiet,
  DATA_SCOPES,
  fetchShareDeptTree,
  flattenTree,
  listDataMenus,
  queryDataRef,
  queryMemberLevels,
  queryMenuTree,
  queryRoleDeptIds,
  queryRoleMemberLevelIds,
  queryRoleMenuIds,
  queryRoleUsers,
  saveDataRef,
  saveRoleDeptIds,
  saveRoleMemberLevels,
  saveRoleMenus,
  saveRoleUsers,
  type DataMenu,
  type DataScope,
  type MemberLevel,
  type TreeNode,
  type RoleUserRow,
} from '../../../api/sys';
import { allKeys, toTreeData } from '../../../components/dept';
import { DictSelect } from '../../../components/dict';
import { DragSortTable } from '../../../components/DragSortTable';
import { PersonPicker, type PickedUser } from '../../../components/PersonPicker';
import { activateOnKey, SearchInput, useLocalPagination, ResponsiveTable } from '../../../components/list-page';
import { LoadState } from '../../../components/TreeSearchCard';
import { useApp } from '../../../components/use-app';

/*
 * The rights of one role, as tabs: used by the role page (/sys-manager/role) and by integrated
 * authorisation (/sys-manager/impower-new/*) and the user centre, which show them one per page.
 */

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
  placeholder,
}: {
  roleId: string;
  testId: string;
  treeKey: string;
  loadTree: () => Promise<TreeNode[]>;
  idsKey: string;
  loadIds: (roleId: string) => Promise<string[]>;
  save: (roleId: string, ids: string[]) => Promise<unknown>;
  strictly?: boolean;
  placeholder?: string;
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
  const both = { isPending: tree.isPending || ids.isPending, isError: tree.isError || ids.isError, refetch: () => Promise.all([tree.refetch(), ids.refetch()]) };
  if (both.isPending || both.isError) return <LoadState query={both} />;
  return (
    <div data-testid={testId}>
      <div className="ecms-toolbar">
        <SearchInput size="small" placeholder={placeholder} width={200} value={keyword} onChange={setKeyword} />
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
export function DataRightsTab({ roleId }: { roleId: string }) {
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

  if (menus.isPending || menus.isError) return <LoadState query={menus} />;
  if (!menus.data?.length) return <Empty description={t('sys.role.noDataMenu')} />;
  return (
    <div style={{ display: 'flex', gap: 12, minWidth: 0 }} data-testid="role-data-tab">
      <Card size="small" title={t('sys.role.dataMenus')} style={{ width: 180, flex: 'none' }} styles={{ body: { padding: 4 } }}>
        <div role="listbox" aria-label={t('sys.role.dataMenus')} className="ecms-plain-list ecms-role-list">
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
          <LoadState query={ref} />
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
export function RoleUsersTab({ roleId }: { roleId: string }) {
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
  const pagination = useLocalPagination(current.length);
  const add = (picked: PickedUser[]) => {
    setPicker(false);
    save.mutate([...new Set([...current.map((u) => u.id), ...picked.map((u) => u.id)])]);
  };
  if (users.isError) return <LoadState query={users} />;
  return (
    <div data-testid="role-users-tab">
      <div className="ecms-toolbar">
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setPicker(true)} data-testid="role-users-add">
          {t('sys.role.addUsers')}
        </Button>
        <Typography.Text type="secondary">{t('list.total', { total: current.length })}</Typography.Text>
      </div>
      <ResponsiveTable<RoleUserRow>
        rowKey="id"
        size="small"
        bordered
        loading={users.isFetching || save.isPending}
        dataSource={current}
        pagination={pagination}
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

/** 菜单权限: the menu tree with check boxes (parents follow their children). */
export function MenuRightsTab({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  return (
    <CheckTreeTab placeholder={t('sys.role.searchMenu')} roleId={roleId} testId="role-menu-tree" treeKey="sys-menu-tree" loadTree={queryMenuTree} idsKey="sys-role-menu-ids" loadIds={queryRoleMenuIds} save={saveRoleMenus} />
  );
}

/** 部门权限: departments checked one by one (no parent/child linkage). */
export function DeptRightsTab({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  return (
    <CheckTreeTab
      placeholder={t('picker.searchDept')}
      roleId={roleId}
      testId="role-dept-tree"
      treeKey="share-dept-tree"
      loadTree={fetchShareDeptTree}
      idsKey="sys-role-dept-ids"
      loadIds={queryRoleDeptIds}
      save={saveRoleDeptIds}
      strictly
    />
  );
}

/** 会员等级: member levels with check boxes (levels come with the members module). */
export function MemberLevelTab({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const levels = useQuery({ queryKey: ['sys-member-levels'], queryFn: queryMemberLevels });
  const ids = useQuery({ queryKey: ['sys-role-levels', roleId], queryFn: () => queryRoleMemberLevelIds(roleId) });
  const [checked, setChecked] = useState<string[] | null>(null);
  const value = checked ?? ids.data ?? [];
  const save = useMutation({
    mutationFn: (list: string[]) => saveRoleMemberLevels(roleId, list),
    onSuccess: () => {
      message.success(MESSAGES.SAVE_OK);
      setChecked(null);
      void qc.invalidateQueries({ queryKey: ['sys-role-levels', roleId] });
    },
  });
  const both = { isPending: levels.isPending || ids.isPending, isError: levels.isError || ids.isError, refetch: () => Promise.all([levels.refetch(), ids.refetch()]) };
  if (both.isPending || both.isError) return <LoadState query={both} />;
  return (
    <div data-testid="role-levels-tab">
      <div className="ecms-toolbar">
        <Typography.Text type="secondary">{t('sys.role.levelsHint')}</Typography.Text>
        <span className="ecms-toolbar__spacer" />
        <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} disabled={!levels.data?.length} onClick={() => save.mutate(value)} data-testid="role-levels-save">
          {t('common.save')}
        </Button>
      </div>
      <DragSortTable<MemberLevel>
        rowKey="id"
        size="small"
        dataSource={levels.data}
        pagination={false}
        emptyText={t('sys.role.noLevels')}
        rowSelection={{ selectedRowKeys: value, onChange: (keys) => setChecked(keys.map(String)) }}
        columns={[{ title: t('sys.role.levelName'), dataIndex: 'name' }]}
      />
    </div>
  );
}
