import { useMemo, useState } from 'react';
import { Button, Card, Form, Input, Popconfirm, Radio, Space, Switch, Tag, TreeSelect } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { deleteMenu, flattenTree, queryMenuTree, saveMenu, subtreeIds, updateMenuSort, quiet, type MenuRow } from '../../../api/sys';
import { DragHandle, DragSortTable, TreeTableTools } from '../../../components/DragSortTable';
import { FormModal } from '../../../components/FormModal';
import { SearchInput } from '../../../components/list-page';
import { SortItem } from '../../../components/form-items';
import { useApp } from '../../../components/use-app';
import { requiredRule } from '../../../utils/validators';

const MENU_TREE_KEY = 'sys-menu-tree';

type MenuForm = {
  parentId?: string;
  name: string;
  fullName?: string;
  type: 'Group' | 'Menu' | 'Button';
  url?: string;
  href?: string;
  openType?: 1 | 2 | 3;
  permission?: string;
  icon?: string;
  sort?: number;
  hidden?: boolean;
};

type TSOpt = { value: string; title: string; disabled?: boolean; children?: TSOpt[] };
const menuOptions = (ns: MenuRow[], exclude: string[]): TSOpt[] =>
  ns
    .filter((n) => n.type !== 'Button')
    .map((n) => ({ value: n.id, title: n.name, disabled: exclude.includes(n.id), children: n.children?.length ? menuOptions(n.children, exclude) : undefined }));

function filterTree(ns: MenuRow[], kw: string): MenuRow[] {
  if (!kw) return ns;
  return ns.flatMap((n) => {
    const kids = filterTree(n.children ?? [], kw);
    const hit = n.name.includes(kw) || (n.url ?? '').includes(kw) || (n.permission ?? '').includes(kw);
    return hit || kids.length ? [{ ...n, children: kids.length ? kids : hit ? n.children : undefined }] : [];
  });
}

/** /sys-manager/menu: tree table; drag a row onto a sibling to reorder (updateSort). */
export function MenuPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const tree = useQuery({ queryKey: [MENU_TREE_KEY], queryFn: queryMenuTree });
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<React.Key[]>([]);
  const [editing, setEditing] = useState<{ node?: MenuRow; parentId?: string } | null>(null);
  const [form] = Form.useForm<MenuForm>();
  const type = Form.useWatch('type', form);
  const flat = useMemo(() => flattenTree(tree.data ?? []), [tree.data]);
  const data = useMemo(() => filterTree(tree.data ?? [], keyword.trim()), [tree.data, keyword]);
  const refresh = () => void qc.invalidateQueries({ queryKey: [MENU_TREE_KEY] });

  const save = useMutation({
    mutationFn: (v: MenuForm) =>
      saveMenu({ ...v, parentId: v.parentId || null, permission: v.permission || null, id: editing?.node?.id, version: editing?.node?.version }),
    onSuccess: () => {
      message.success(MESSAGES.SAVE_OK);
      setEditing(null);
      refresh();
    },
  });
  const sort = useMutation({
    mutationFn: (v: { source: string; target: string; before: boolean }) => updateMenuSort(v.source, v.target, v.before),
    onSuccess: () => {
      message.success(t('sys.menu.sorted'));
      refresh();
    },
  });

  const openEdit = (node?: MenuRow, parentId?: string) => {
    form.resetFields();
    setEditing({ node, parentId });
    form.setFieldsValue(
      node
        ? {
            parentId: node.parentId ?? undefined,
            name: node.name,
            fullName: node.fullName ?? '',
            type: (node.type as MenuForm['type']) ?? 'Menu',
            url: node.url ?? '',
            href: node.href ?? '',
            openType: (node.openType as MenuForm['openType']) ?? 1,
            permission: node.permission ?? '',
            icon: node.icon ?? '',
            sort: node.sort ?? 0,
            hidden: Boolean(node.hidden),
          }
        : { parentId, type: 'Menu', openType: 1, sort: 0, hidden: false },
    );
  };

  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="menu-page">
      <div className="ecms-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openEdit()} data-testid="menu-add">
          {t('sys.menu.add')}
        </Button>
        <SearchInput placeholder={t('sys.menu.search')} width={240} value={keyword} onChange={setKeyword} testId="menu-search" />
        <TreeTableTools
          onExpandAll={() => setExpanded(flat.filter((n) => n.children?.length).map((n) => n.id))}
          onCollapseAll={() => setExpanded([])}
          dragHint={t('sys.menu.dragHint')}
          onRefresh={refresh}
        />
      </div>
      <DragSortTable<MenuRow>
        rowKey="id"
        size="small"
        dataSource={data}
        loading={tree.isFetching || sort.isPending}
        error={tree.isError ? tree.error : undefined}
        onRetry={() => void tree.refetch()}
        pagination={false}
        expandable={{
          expandedRowKeys: keyword ? flattenTree(data).map((n) => n.id) : expanded,
          onExpandedRowsChange: (k) => setExpanded([...k]),
        }}
        scroll={{ y: 'calc(100vh - 300px)' }}
        data-testid="menu-table"
        rowTestId="menu-row"
        sameLevelOnly
        dragDisabled={Boolean(keyword)}
        onMove={(m) => sort.mutate({ source: m.sourceId, target: m.targetId, before: m.position === 'before' })}
        columns={[
          {
            title: t('sys.menu.name'),
            dataIndex: 'name',
            width: 240,
            render: (v: string, r) => (
              <span style={{ cursor: keyword ? undefined : 'grab' }}>
                <DragHandle hidden={Boolean(keyword)} />
                {v}
                {r.hidden && <Tag style={{ marginLeft: 6 }}>{t('sys.menu.hidden')}</Tag>}
              </span>
            ),
          },
          {
            title: t('sys.menu.type'),
            dataIndex: 'type',
            width: 80,
            render: (v: string) => (
              <Tag color={v === 'Group' ? 'blue' : v === 'Button' ? 'orange' : 'green'}>{t(`sys.menu.types.${v === 'Group' || v === 'Button' ? v : 'Menu'}`)}</Tag>
            ),
          },
          { title: t('sys.menu.url'), dataIndex: 'url', width: 260, ellipsis: true },
          { title: t('sys.menu.permission'), dataIndex: 'permission', width: 180, ellipsis: true },
          { title: t('sys.sort'), dataIndex: 'sort', width: 70 },
          {
            title: t('sys.actions'),
            key: 'ops',
            width: 200,
            fixed: 'right',
            render: (_v, r) => (
              <Space size={0}>
                {r.type !== 'Button' && (
                  <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => openEdit(undefined, r.id)} data-testid="menu-add-child">
                    {t('sys.addChild')}
                  </Button>
                )}
                <Button type="link" size="small" icon={<EditOutlined />} onClick={() => openEdit(r)} data-testid="menu-edit">
                  {t('sys.edit')}
                </Button>
                <Popconfirm
                  title={MESSAGES.CONFIRM_DELETE}
                  onConfirm={() =>
                    quiet(deleteMenu(r.id).then(() => {
                      message.success(MESSAGES.DELETE_OK);
                      refresh();
                    }))
                  }
                >
                  <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="menu-delete" />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <FormModal
        title={editing?.node ? t('sys.menu.edit') : t('sys.menu.add')}
        open={Boolean(editing)}
        onClose={() => setEditing(null)}
        saving={save.isPending}
        okTestId="menu-save"
        width={600}
        data-testid="menu-modal"
        form={form}
        onFinish={(v) => save.mutate(v)}
        labelWidth={96}
      >
        <Form.Item name="parentId" label={t('sys.menu.parent')}>
          <TreeSelect
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder={t('sys.menu.root')}
            treeData={menuOptions(tree.data ?? [], editing?.node ? subtreeIds(tree.data ?? [], editing.node.id) : [])}
            styles={{ popup: { root: { maxHeight: 360, overflow: 'auto' } } }}
          />
        </Form.Item>
        <Form.Item name="type" label={t('sys.menu.type')}>
          <Radio.Group
            options={(['Group', 'Menu', 'Button'] as const).map((v) => ({ value: v, label: t(`sys.menu.types.${v}`) }))}
            optionType="button"
          />
        </Form.Item>
        <Form.Item name="name" label={t('sys.menu.name')} rules={[requiredRule(t, 'sys.menu.name')]}>
          <Input maxLength={100} data-testid="menu-form-name" />
        </Form.Item>
        <Form.Item name="fullName" label={t('sys.menu.fullName')}>
          <Input maxLength={200} />
        </Form.Item>
        {type !== 'Button' && (
          <>
            <Form.Item name="url" label={t('sys.menu.url')}>
              <Input maxLength={500} placeholder="/sys-manager/..." />
            </Form.Item>
            <Form.Item name="href" label={t('sys.menu.href')}>
              <Input maxLength={500} placeholder="https://" />
            </Form.Item>
            <Form.Item name="openType" label={t('sys.menu.openType')}>
              <Radio.Group
                options={[
                  { value: 1, label: t('sys.menu.openTypes.t1') },
                  { value: 2, label: t('sys.menu.openTypes.t2') },
                  { value: 3, label: t('sys.menu.openTypes.t3') },
                ]}
              />
            </Form.Item>
            <Form.Item name="icon" label={t('sys.menu.icon')}>
              <Input maxLength={100} placeholder="SettingOutlined" />
            </Form.Item>
          </>
        )}
        <Form.Item name="permission" label={t('sys.menu.permission')} rules={[{ pattern: /^[\w:.-]*$/, message: t('sys.menu.permission') }]}>
          <Input maxLength={200} placeholder="sys:user:view" />
        </Form.Item>
        <Space size={24}>
          <SortItem />
          <Form.Item name="hidden" label={t('sys.menu.hidden')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </FormModal>
    </Card>
  );
}
