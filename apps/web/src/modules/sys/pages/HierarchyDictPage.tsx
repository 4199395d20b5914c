import { useMemo, useState } from 'react';
import { Button, Card, Empty, Form, Input, Popconfirm, Space, Tag, TreeSelect, Typography } from 'antd';
import { ApartmentOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import {
  createDictItem,
  deleteDictItem,
  fetchDictKinds,
  flattenTree,
  moveTreeDictNode,
  queryTreeDict,
  quiet,
  subtreeIds,
  updateDictItem,
  type TreeDictNode,
} from '../../../api/sys';
import { DragHandle, DragSortTable, TreeTableTools, applyMove, type RowMove } from '../../../components/DragSortTable';
import { FormModal } from '../../../components/FormModal';
import { activateOnKey, StatusTag, SearchInput } from '../../../components/list-page';
import { TreeSearchCard } from '../../../components/TreeSearchCard';
import { EnabledItem, RemarkItem, SortItem } from '../../../components/form-items';
import { useApp } from '../../../components/use-app';
import { requiredRule } from '../../../utils/validators';

const KINDS_KEY = 'sys-dict-kinds';
const TREE_KEY = 'sys-treedict';

type NodeForm = { parentId?: string; label: string; value: string; sort?: number; enabled?: boolean; remark?: string };
type NewDictForm = { type: string; dictName: string; label: string; value: string };

type Opt = { value: string; title: string; disabled?: boolean; children?: Opt[] };
function parentOptions(nodes: TreeDictNode[], exclude: Set<string>): Opt[] {
  return nodes.map((n) => ({
    value: n.id,
    title: `${n.label}（${n.value}）`,
    disabled: exclude.has(n.id),
    children: n.children?.length ? parentOptions(n.children, exclude) : undefined,
  }));
}

/** Nodes whose label or value contains the keyword, with their ancestors (and their whole subtree). */
export function filterDictTree(nodes: TreeDictNode[], keyword: string): TreeDictNode[] {
  const kw = keyword.trim().toLowerCase();
  if (!kw) return nodes;
  return nodes.flatMap((n) => {
    if (n.label.toLowerCase().includes(kw) || n.value.toLowerCase().includes(kw)) return [n];
    const kids = filterDictTree(n.children ?? [], kw);
    return kids.length ? [{ ...n, children: kids }] : [];
  });
}

/**
 * /sys-manager/hierarchy-dict: the tree dictionaries (left) and the chosen one's node tree
 * (right) as a drag-sortable tree table: add top-level or child nodes, edit, delete, and drag a
 * node before / after / into another (PUT /a/bd/treedict/updateSort).
 */
export function HierarchyDictPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const kinds = useQuery({ queryKey: [KINDS_KEY], queryFn: fetchDictKinds });
  const [kindKeyword, setKindKeyword] = useState('');
  const [picked, setPicked] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<{ node?: TreeDictNode; parentId?: string } | null>(null);
  const [creatingDict, setCreatingDict] = useState(false);
  const [form] = Form.useForm<NodeForm>();
  const [dictForm] = Form.useForm<NewDictForm>();

  const treeDicts = useMemo(() => (kinds.data ?? []).find((g) => g.id === 'treedict')?.children ?? [], [kinds.data]);
  const kw = kindKeyword.trim().toLowerCase();
  const shownDicts = treeDicts.filter((d) => !kw || d.name.toLowerCase().includes(kw) || d.id.toLowerCase().includes(kw));
  const type = picked ?? treeDicts[0]?.id;
  const current = treeDicts.find((d) => d.id === type);

  const tree = useQuery({ queryKey: [TREE_KEY, type], queryFn: () => queryTreeDict(type!), enabled: Boolean(type) });
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const shown = useMemo(() => filterDictTree(nodes, keyword), [nodes, keyword]);
  const parents = useMemo(() => flattenTree(nodes).filter((n) => n.children?.length).map((n) => n.id), [nodes]);
  const expandedKeys = keyword ? flattenTree(shown).map((n) => n.id) : (expanded ?? parents);

  const refresh = () => {
    void qc.invalidateQueries({ queryKey: [TREE_KEY, type] });
    void qc.invalidateQueries({ queryKey: [KINDS_KEY] });
    void qc.invalidateQueries({ queryKey: ['dict', type] });
    void qc.invalidateQueries({ queryKey: ['treedict', type] });
  };

  const save = useMutation({
    mutationFn: (v: NodeForm) => {
      const body = { ...v, parentId: v.parentId || null, type };
      return editing?.node ? updateDictItem({ ...body, id: editing.node.id, version: editing.node.version }) : createDictItem(body);
    },
    onSuccess: (_r, v) => {
      message.success(MESSAGES.SAVE_OK);
      if (v.parentId && expanded && !expanded.includes(v.parentId)) setExpanded([...expanded, v.parentId]);
      setEditing(null);
      refresh();
    },
  });
  const createDict = useMutation({
    mutationFn: (v: NewDictForm) => createDictItem({ type: v.type.trim(), label: v.label, value: v.value, ...({ dictName: v.dictName.trim(), ext: { tree: true } } as object) }),
    onSuccess: (_r, v) => {
      message.success(MESSAGES.SAVE_OK);
      setCreatingDict(false);
      setPicked(v.type.trim());
      void qc.invalidateQueries({ queryKey: [KINDS_KEY] });
    },
  });
  const move = useMutation({
    mutationFn: (m: RowMove) => moveTreeDictNode(m.sourceId, m.targetId, m.position),
    onMutate: (m) => {
      qc.setQueryData<TreeDictNode[]>([TREE_KEY, type], (old) => old && applyMove(old, m));
      if (m.position === 'inside' && expanded && !expanded.includes(m.targetId)) setExpanded([...expanded, m.targetId]);
    },
    onSuccess: () => message.success(t('sys.menu.sorted')),
    onSettled: refresh,
  });

  const openEdit = (node?: TreeDictNode, parentId?: string) => {
    form.resetFields();
    setEditing({ node, parentId });
    form.setFieldsValue(
      node
        ? { parentId: node.parentId ?? undefined, label: node.label, value: node.value, sort: node.sort ?? 0, enabled: node.enabled !== false, remark: node.remark ?? '' }
        : { parentId, enabled: true },
    );
  };
  const openNewDict = () => {
    dictForm.resetFields();
    setCreatingDict(true);
  };
  const exclude = useMemo(() => new Set(editing?.node ? subtreeIds(nodes, editing.node.id) : []), [editing, nodes]);

  return (
    <div className="ecms-split" data-testid="treedict-page">
      <TreeSearchCard
        icon={<ApartmentOutlined />}
        title={t('sys.treeDict.kinds')}
        extra={
          <Button
            size="small"
            type="primary"
            icon={<PlusOutlined />}
            onClick={openNewDict}
            data-testid="treedict-new-dict"
          >
            {t('sys.add')}
          </Button>
        }
        keyword={kindKeyword}
        onKeyword={setKindKeyword}
        placeholder={t('sys.dict.searchKind')}
        searchTestId="treedict-kind-search"
        query={kinds}
        empty={shownDicts.length === 0}
        emptyText={t('sys.dict.noKind')}
      >
        <div role="listbox" aria-label={t('sysRoute.treeDict')} className="ecms-plain-list ecms-role-list" data-testid="treedict-kinds">
          {shownDicts.map((d) => (
            <div
              key={d.id}
              role="option"
              aria-selected={d.id === type}
              tabIndex={0}
              className={`ecms-plain-list__item${d.id === type ? ' is-active' : ''}`}
              onClick={() => {
                setPicked(d.id);
                setExpanded(null);
                setKeyword('');
              }}
              onKeyDown={activateOnKey(() => setPicked(d.id))}
              data-testid="treedict-kind"
              data-code={d.id}
            >
              <span className="ecms-tree-title__text" title={`${d.name}（${d.id}）`}>
                {d.name} <span className="ecms-tree-title__code">{d.id}</span>
              </span>
              {typeof d.count === 'number' && <Tag style={{ marginLeft: 4, marginRight: 0 }}>{String(d.count)}</Tag>}
            </div>
          ))}
        </div>
      </TreeSearchCard>
      <Card className="ecms-split__main" size="small" title={current ? `${current.name}（${current.id}）` : t('sys.treeDict.nodes')}>
        {!type ? (
          <Empty description={t('sys.dict.selectKind')} />
        ) : (
          <>
            <div className="ecms-toolbar">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => openEdit()} data-testid="treedict-add">
                {t('sys.treeDict.addTop')}
              </Button>
              <SearchInput placeholder={t('sys.treeDict.search')} width={220} value={keyword} onChange={setKeyword} testId="treedict-search" />
              <TreeTableTools onExpandAll={() => setExpanded(parents)} onCollapseAll={() => setExpanded([])} dragHint={t('sys.treeDict.dragHint')} onRefresh={refresh} />
            </div>
            <DragSortTable<TreeDictNode>
              rowKey="id"
              size="small"
              data-testid="treedict-table"
              rowTestId="treedict-row"
              dataSource={shown}
              loading={tree.isFetching || move.isPending}
              error={tree.isError ? tree.error : undefined}
              onRetry={() => void tree.refetch()}
              emptyText={keyword ? t('sys.treeDict.noMatch') : t('sys.treeDict.empty')}
              pagination={false}
              allowInside
              dragDisabled={Boolean(keyword)}
              onMove={(m) => move.mutate(m)}
              expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (k) => setExpanded(k.map(String)) }}
              scroll={{ y: 'calc(100vh - 350px)' }}
              columns={[
                {
                  title: t('sys.dict.label'),
                  dataIndex: 'label',
                  // one line whatever the depth: the name keeps the room, the path and remark give way
                  ellipsis: { showTitle: false },
                  render: (v: string) => (
                    <span style={{ cursor: keyword ? undefined : 'grab' }} title={v}>
                      <DragHandle hidden={Boolean(keyword)} /> {v}
                    </span>
                  ),
                },
                { title: t('sys.dict.value'), dataIndex: 'value', width: 100 },
                {
                  title: t('sys.treeDict.fullText'),
                  key: 'fullText',
                  width: 200,
                  ellipsis: true,
                  responsive: ['xl'],
                  render: (_v, r) => String((r as { extValues?: { fullText?: string } }).extValues?.fullText ?? r.label),
                },
                {
                  title: t('sys.status'),
                  dataIndex: 'enabled',
                  width: 72,
                  render: (v: boolean) => <StatusTag enabled={v !== false} />,
                },
                { title: t('sys.remark'), dataIndex: 'remark', width: 120, ellipsis: true, responsive: ['xxl'] },
                {
                  title: t('sys.actions'),
                  key: 'ops',
                  width: 200,
                  fixed: 'right',
                  render: (_v, r) => (
                    <Space size={0}>
                      <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => openEdit(undefined, r.id)} data-testid="treedict-add-child">
                        {t('sys.addChild')}
                      </Button>
                      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => openEdit(r)} data-testid="treedict-edit">
                        {t('sys.edit')}
                      </Button>
                      <Popconfirm
                        title={MESSAGES.CONFIRM_DELETE}
                        onConfirm={() =>
                          quiet(
                            deleteDictItem(r.id).then(() => {
                              message.success(MESSAGES.DELETE_OK);
                              refresh();
                            }),
                          )
                        }
                      >
                        <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="treedict-delete" aria-label={t('sys.delete')} />
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]}
            />
          </>
        )}
      </Card>
      <FormModal
        title={editing?.node ? t('sys.treeDict.edit') : t('sys.treeDict.add')}
        open={Boolean(editing)}
        form={form}
        onClose={() => setEditing(null)}
        saving={save.isPending}
        okTestId="treedict-save"
        data-testid="treedict-modal"
        onFinish={(v) => save.mutate(v)}
        labelWidth={80}
      >
        <Form.Item name="parentId" label={t('sys.treeDict.parent')}>
          <TreeSelect
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
            placeholder={t('sys.treeDict.root')}
            treeData={parentOptions(nodes, exclude)}
            styles={{ popup: { root: { maxHeight: 360, overflow: 'auto' } } }}
            data-testid="treedict-form-parent"
          />
        </Form.Item>
        <Form.Item name="label" label={t('sys.dict.label')} rules={[requiredRule(t, 'sys.dict.label')]}>
          <Input maxLength={100} data-testid="treedict-form-label" />
        </Form.Item>
        <Form.Item name="value" label={t('sys.dict.value')} rules={[requiredRule(t, 'sys.dict.value')]}>
          <Input maxLength={100} data-testid="treedict-form-value" />
        </Form.Item>
        <SortItem min={-1000000} max={1000000} extra={editing?.node ? undefined : t('sys.treeDict.sortHint')} />
        <EnabledItem />
        <RemarkItem />
      </FormModal>
      <FormModal
        title={t('sys.treeDict.newDict')}
        open={creatingDict}
        form={dictForm}
        onClose={() => setCreatingDict(false)}
        saving={createDict.isPending}
        okTestId="treedict-new-dict-save"
        onFinish={(v) => createDict.mutate(v)}
        labelWidth={96}
      >
        <Form.Item
          name="type"
          label={t('sys.dict.type')}
          rules={[
            requiredRule(t, 'sys.dict.type'),
            { pattern: /^[A-Za-z][\w-]*$/, message: t('sys.treeDict.codeRule') },
            { validator: (_r, v: string) => (v && treeDicts.some((d) => d.id === v.trim()) ? Promise.reject(new Error(t('sys.treeDict.codeTaken'))) : Promise.resolve()) },
          ]}
        >
          <Input maxLength={64} data-testid="treedict-new-code" />
        </Form.Item>
        <Form.Item name="dictName" label={t('sys.treeDict.dictName')} rules={[requiredRule(t, 'sys.treeDict.dictName')]}>
          <Input maxLength={100} data-testid="treedict-new-name" />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('sys.treeDict.firstNodeHint')}</Typography.Paragraph>
        <Form.Item name="label" label={t('sys.dict.label')} rules={[requiredRule(t, 'sys.dict.label')]}>
          <Input maxLength={100} data-testid="treedict-new-label" />
        </Form.Item>
        <Form.Item name="value" label={t('sys.dict.value')} rules={[requiredRule(t, 'sys.dict.value')]}>
          <Input maxLength={100} data-testid="treedict-new-value" />
        </Form.Item>
      </FormModal>
    </div>
  );
}
