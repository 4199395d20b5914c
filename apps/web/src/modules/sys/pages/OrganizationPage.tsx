import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Checkbox, Form, Input, InputNumber, Select, Space, Tag, Tree, TreeSelect } from 'antd';
import { ApartmentOutlined, EditOutlined, PlusOutlined, UserAddOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { deleteDept, flattenTree, queryDeptTree, queryUsers, saveDept, subtreeIds, type DeptNode, type UserRow } from '../../../api/sys';
import { allKeys, SHARE_DEPT_TREE_KEY, toTreeData } from '../../../components/dept';
import { ExportButton } from '../../../components/ExportButton';
import { ListTable, StatusTag, useListPage, SearchInput } from '../../../components/list-page';
import { FormModal } from '../../../components/FormModal';
import { TreeSearchCard } from '../../../components/TreeSearchCard';
import { RemarkItem } from '../../../components/form-items';
import { useApp } from '../../../components/use-app';
import { TreeTitle } from '../components/TreeTitle';
import { useUserEditor } from '../components/UserEditor';
import { PersonInput } from '../../../components/PersonInput';
import { requiredRule } from '../../../utils/validators';

export const DEPT_TREE_KEY = 'sys-dept-tree';

type DeptForm = { parentId?: string; leaderId?: string | null; name: string; fullName?: string; code?: string; sort?: number; phone?: string; remark?: string; status?: 0 | 1 };

type TSOpt = { value: string; title: string; disabled?: boolean; children?: TSOpt[] };
function deptOptions(nodes: DeptNode[], exclude: string[]): TSOpt[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.name,
    disabled: exclude.includes(n.id),
    children: n.children?.length ? deptOptions(n.children, exclude) : undefined,
  }));
}

/** /sys-manager/organization: department tree (left) and the selected department's users (right). */
export function OrganizationPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const tree = useQuery({ queryKey: [DEPT_TREE_KEY], queryFn: queryDeptTree });
  const [keyword, setKeyword] = useState('');
  // A global-search hit opens this page with ?deptId=: select that department, also when the
  // page is already open in its tab.
  const [urlParams] = useSearchParams();
  const urlDept = urlParams.get('deptId') ?? undefined;
  const [selected, setSelected] = useState<string | undefined>(urlDept);
  const [expanded, setExpanded] = useState<React.Key[] | null>(null);
  const [editing, setEditing] = useState<{ node?: DeptNode; parentId?: string } | null>(null);
  const [form] = Form.useForm<DeptForm>();
  const [includeChildren, setIncludeChildren] = useState(true);
  const [userKeyword, setUserKeyword] = useState('');
  const flat = useMemo(() => flattenTree(tree.data ?? []), [tree.data]);
  const current = flat.find((n) => n.id === selected);
  useEffect(() => {
    if (urlDept) setSelected(urlDept);
  }, [urlDept]);
  useEffect(() => {
    // Open the path down to the department the URL names, however deep it sits.
    if (!urlDept || !flat.length) return;
    const byId = new Map(flat.map((n) => [n.id, n]));
    const path: string[] = [];
    for (let n = byId.get(urlDept); n?.parentId; n = byId.get(n.parentId)) path.push(n.parentId);
    if (path.length) setExpanded((prev) => [...new Set([...(prev ?? []), ...path])]);
  }, [urlDept, flat]);

  const refresh = () => {
    void qc.invalidateQueries({ queryKey: [DEPT_TREE_KEY] });
    void qc.invalidateQueries({ queryKey: [SHARE_DEPT_TREE_KEY] });
  };
  const save = useMutation({
    mutationFn: (v: DeptForm) =>
      saveDept({ ...v, parentId: v.parentId || null, id: editing?.node?.id, version: editing?.node?.version }),
    onSuccess: () => {
      message.success(MESSAGES.SAVE_OK);
      setEditing(null);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteDept(id),
    onSuccess: (_r, id) => {
      message.success(MESSAGES.DELETE_OK);
      if (selected === id) setSelected(undefined);
      refresh();
    },
  });

  const openEdit = (node?: DeptNode, parentId?: string) => {
    setEditing({ node, parentId });
    form.resetFields();
    form.setFieldsValue(
      node
        ? { parentId: node.parentId ?? undefined, leaderId: node.leaderId ?? null, name: node.name, fullName: node.fullName ?? '', code: node.code ?? '', sort: node.sort ?? 0, phone: node.phone ?? '', remark: node.remark ?? '', status: node.status === 0 ? 0 : 1 }
        : { parentId, sort: 0, status: 1 },
    );
  };

  const treeData = useMemo(
    () =>
      toTreeData(tree.data ?? [], keyword, (n: DeptNode) => (
        <TreeTitle
          id={n.id}
          testPrefix="org-dept"
          text={
            <>
              {n.name}
              {n.status === 0 && (
                <Tag color="default" style={{ marginLeft: 4 }}>
                  {t('sys.disabled')}
                </Tag>
              )}
            </>
          }
          onAdd={() => openEdit(undefined, n.id)}
          onEdit={() => openEdit(n)}
          onDelete={() => remove.mutateAsync(n.id)}
        />
      )),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tree.data, keyword, t],
  );
  const expandedKeys = keyword ? allKeys(treeData) : (expanded ?? allKeys(treeData).slice(0, 50));

  const params = {
    deptId: selected,
    includeChildren: selected ? includeChildren : undefined,
    name$like: userKeyword.trim() || undefined,
  };
  const list = useListPage<UserRow>(['sys-org-users'], queryUsers, params);
  const editor = useUserEditor();

  return (
    <div className="ecms-split" data-testid="org-page">
      <TreeSearchCard
        icon={<ApartmentOutlined />}
        title={t('sys.org.deptTree')}
        extra={
          <Space size={4}>
            <Button size="small" type="text" icon={<ReloadOutlined />} onClick={() => void tree.refetch()} aria-label={t('common.refresh')} />
            <ExportButton code="sys:dept" permission="sys:dept:view" request={{ params: { name: keyword.trim() || undefined } }} fileName={t('sysRoute.organization')} size="small" testId="org-dept-export" />
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => openEdit(undefined, selected)} data-testid="org-dept-add">
              {t('sys.add')}
            </Button>
          </Space>
        }
        keyword={keyword}
        onKeyword={setKeyword}
        placeholder={t('picker.searchDept')}
        searchTestId="org-dept-search"
        query={tree}
        empty={treeData.length === 0}
        emptyText={t('sys.org.noDept')}
      >
        <Tree
          blockNode
          treeData={treeData}
          expandedKeys={expandedKeys}
          onExpand={(k) => setExpanded(k)}
          selectedKeys={selected ? [selected] : []}
          onSelect={(keys) => setSelected(keys.length ? String(keys[0]) : undefined)}
          data-testid="org-dept-tree"
        />
      </TreeSearchCard>
      <Card
        className="ecms-split__main"
        size="small"
        title={current ? t('sys.org.usersOf', { name: current.name }) : t('sys.org.allUsers')}
      >
        <div className="ecms-toolbar">
          <SearchInput placeholder={t('sys.user.searchName')} width={220} value={userKeyword} onChange={setUserKeyword} testId="org-user-search" />
          <Checkbox checked={includeChildren} disabled={!selected} onChange={(e) => setIncludeChildren(e.target.checked)} data-testid="org-include-children">
            {t('sys.org.includeChildren')}
          </Checkbox>
          <span className="ecms-toolbar__spacer" />
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => void editor.open('new', selected)} data-testid="org-user-add">
            {t('sys.user.add')}
          </Button>
        </div>
        <ListTable<UserRow>
          rowKey="id"
          list={list}
          data-testid="org-user-table"
          columns={[
            { title: t('sys.user.name'), dataIndex: 'name', width: 120 },
            { title: t('sys.user.loginName'), dataIndex: 'loginName', width: 140 },
            { title: t('sys.user.dept'), dataIndex: 'deptName', width: 160, ellipsis: true },
            { title: t('sys.user.no'), dataIndex: 'no', width: 100 },
            { title: t('sys.user.phone'), dataIndex: 'phone', width: 130 },
            {
              title: t('sys.status'),
              dataIndex: 'status',
              width: 80,
              render: (v: number) => <StatusTag enabled={v !== 0} />,
            },
            {
              title: t('sys.actions'),
              key: 'ops',
              width: 90,
              fixed: 'right',
              render: (_v, r) => (
                <Button type="link" size="small" icon={<EditOutlined />} onClick={() => void editor.open(r)} data-testid="org-user-edit">
                  {t('sys.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {editor.drawer}
      <FormModal
        title={editing?.node ? t('sys.org.editDept') : t('sys.org.addDept')}
        open={Boolean(editing)}
        onClose={() => setEditing(null)}
        saving={save.isPending}
        okTestId="org-dept-save"
        width={560}
        data-testid="org-dept-modal"
        form={form}
        onFinish={(v) => save.mutate(v)}
        labelWidth={96}
      >
        <Form.Item name="parentId" label={t('sys.org.parent')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder={t('sys.org.rootDept')}
            treeData={deptOptions(tree.data ?? [], editing?.node ? subtreeIds(tree.data ?? [], editing.node.id) : [])}
            data-testid="org-dept-parent"
          />
        </Form.Item>
        <Form.Item name="name" label={t('sys.org.name')} rules={[requiredRule(t, 'sys.org.name'), { max: 50 }]}>
          <Input maxLength={50} data-testid="org-dept-name" />
        </Form.Item>
        <Form.Item name="fullName" label={t('sys.org.fullName')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="leaderId" label={t('sys.org.leader')}>
          <PersonInput displayName={(editing?.node?.leaderName as string | null | undefined) ?? null} data-testid="org-dept-leader" />
        </Form.Item>
        <Form.Item name="code" label={t('sys.org.code')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="phone" label={t('sys.user.phone')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="sort" label={t('sys.sort')}>
          <InputNumber min={0} max={99999} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status" label={t('sys.status')}>
          <Select
            style={{ width: 160 }}
            options={[
              { value: 1, label: t('sys.enabled') },
              { value: 0, label: t('sys.disabled') },
            ]}
          />
        </Form.Item>
        <RemarkItem />
      </FormModal>
    </div>
  );
}
