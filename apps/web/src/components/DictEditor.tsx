import { useMemo, useState } from 'react';
import { Button, Form, Input, Popconfirm, Space, TreeSelect } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import {
  createDictItem,
  deleteDictItem,
  flattenTree,
  moveTreeDictNode,
  queryTreeDict,
  quiet,
  subtreeIds,
  updateDictItem,
  type TreeDictNode,
} from '../api/sys';
import { DragHandle, DragSortTable, TreeTableTools, applyMove, type RowMove } from './DragSortTable';
import { FormModal } from './FormModal';
import { SearchInput, StatusTag } from './list-page';
import { EnabledItem, RemarkItem, SortItem } from './form-items';
import { useCan, type Rights } from './ledger/rights';
import { useApp } from './use-app';
import { requiredRule } from '../utils/validators';

/*
 * One dictionary shown and edited on its own (spec 3 §2 base data: asset classes, office-supply
 * classes, maintenance problem types; the system page 层级字典 shows the chosen tree dictionary
 * with it): its items as a drag-sortable table — a tree (add child, drag into another node) when
 * the dictionary is one — with add, edit (label, value, order, enabled, remark) and delete. The
 * server checks the rights on every call (modules/bd dict-rights.ts); `rights` only hides the
 * buttons the user could not use.
 */

export const DICT_EDITOR_KEY = 'sys-treedict';

type NodeForm = { parentId?: string; label: string; value: string; sort?: number; enabled?: boolean; remark?: string };
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

export interface DictEditorProps {
  /** The dictionary code (bd_dict.type). */
  type: string;
  /** A tree dictionary: child nodes, parent picker, drag into a node. */
  tree: boolean;
  /** Who sees 新增 / 编辑 / 删除 (absent: everybody who reaches the page). */
  rights?: { add?: Rights; edit?: Rights; delete?: Rights };
  /** After a save, delete or move (e.g. a catalogue of dictionaries to refresh). */
  onChanged?: () => void;
  /** Prefix of the test ids (`<p>-add`, `<p>-row`, `<p>-form-label` …). */
  testId?: string;
}

export function DictEditor({ type, tree, rights, onChanged, testId = 'treedict' }: DictEditorProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const can = useCan();
  const allowed = (r: Rights | undefined) => r === undefined || can(r);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<{ node?: TreeDictNode; parentId?: string } | null>(null);
  const [form] = Form.useForm<NodeForm>();

  const query = useQuery({ queryKey: [DICT_EDITOR_KEY, type], queryFn: () => queryTreeDict(type) });
  const nodes = useMemo(() => query.data ?? [], [query.data]);
  const shown = useMemo(() => filterDictTree(nodes, keyword), [nodes, keyword]);
  const parents = useMemo(() => flattenTree(nodes).filter((n) => n.children?.length).map((n) => n.id), [nodes]);
  const expandedKeys = keyword ? flattenTree(shown).map((n) => n.id) : (expanded ?? parents);
  const canAdd = allowed(rights?.add);
  const canEdit = allowed(rights?.edit);
  const canDelete = allowed(rights?.delete);

  const refresh = () => {
    void qc.invalidateQueries({ queryKey: [DICT_EDITOR_KEY, type] });
    // the selects and tree pickers of every form read these
    void qc.invalidateQueries({ queryKey: ['dict', type] });
    void qc.invalidateQueries({ queryKey: ['treedict', type] });
    onChanged?.();
  };

  const save = useMutation({
    mutationFn: (v: NodeForm) => {
      const body = { ...v, parentId: tree ? v.parentId || null : null, type };
      return editing?.node ? updateDictItem({ ...body, id: editing.node.id, version: editing.node.version }) : createDictItem(body);
    },
    onSuccess: (_r, v) => {
      message.success(MESSAGES.SAVE_OK);
      if (v.parentId && expanded && !expanded.includes(v.parentId)) setExpanded([...expanded, v.parentId]);
      setEditing(null);
      refresh();
    },
  });
  const move = useMutation({
    mutationFn: (m: RowMove) => moveTreeDictNode(m.sourceId, m.targetId, m.position),
    onMutate: (m) => {
      qc.setQueryData<TreeDictNode[]>([DICT_EDITOR_KEY, type], (old) => old && applyMove(old, m));
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
  const exclude = useMemo(() => new Set(editing?.node ? subtreeIds(nodes, editing.node.id) : []), [editing, nodes]);
  const dragOff = Boolean(keyword) || !canEdit;

  return (
    <>
      <div className="ecms-toolbar">
        {canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openEdit()} data-testid={`${testId}-add`}>
            {tree ? t('sys.treeDict.addTop') : t('sys.dict.add')}
          </Button>
        )}
        <SearchInput placeholder={t('sys.treeDict.search')} width={220} value={keyword} onChange={setKeyword} testId={`${testId}-search`} />
        <TreeTableTools
          onExpandAll={tree ? () => setExpanded(parents) : undefined}
          onCollapseAll={tree ? () => setExpanded([]) : undefined}
          dragHint={canEdit ? (tree ? t('sys.treeDict.dragHint') : t('sys.dict.dragHint')) : undefined}
          onRefresh={refresh}
        />
      </div>
      <DragSortTable<TreeDictNode>
        rowKey="id"
        size="small"
        data-testid={`${testId}-table`}
        rowTestId={`${testId}-row`}
        dataSource={shown}
        loading={query.isFetching || move.isPending}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        emptyText={keyword ? t('sys.treeDict.noMatch') : tree ? t('sys.treeDict.empty') : t('sys.dict.empty')}
        pagination={false}
        allowInside={tree}
        dragDisabled={dragOff}
        onMove={(m) => move.mutate(m)}
        expandable={tree ? { expandedRowKeys: expandedKeys, onExpandedRowsChange: (k) => setExpanded(k.map(String)) } : undefined}
        scroll={{ y: 'calc(100vh - 350px)' }}
        columns={[
          {
            title: t('sys.dict.label'),
            dataIndex: 'label',
            // one line whatever the depth: the name keeps the room, the path and remark give way
            ellipsis: { showTitle: false },
            render: (v: string) => (
              <span style={{ cursor: dragOff ? undefined : 'grab' }} title={v}>
                <DragHandle hidden={dragOff} /> {v}
              </span>
            ),
          },
          { title: t('sys.dict.value'), dataIndex: 'value', width: 100 },
          ...(tree
            ? [{
              title: t('sys.treeDict.fullText'),
              key: 'fullText',
              width: 200,
              ellipsis: true,
              responsive: ['xl' as const],
              render: (_v: unknown, r: TreeDictNode) => String((r as { extValues?: { fullText?: string } }).extValues?.fullText ?? r.label),
            }]
            : [{ title: t('sys.sort'), dataIndex: 'sort', width: 80 }]),
          {
            title: t('sys.status'),
            dataIndex: 'enabled',
            width: 72,
            render: (v: boolean) => <StatusTag enabled={v !== false} />,
          },
          { title: t('sys.remark'), dataIndex: 'remark', width: 120, ellipsis: true, responsive: ['xxl'] },
          ...(canAdd || canEdit || canDelete
            ? [{
              title: t('sys.actions'),
              key: 'ops',
              width: tree ? 200 : 120,
              fixed: 'right' as const,
              render: (_v: unknown, r: TreeDictNode) => (
                <Space size={0}>
                  {tree && canAdd && (
                    <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => openEdit(undefined, r.id)} data-testid={`${testId}-add-child`}>
                      {t('sys.addChild')}
                    </Button>
                  )}
                  {canEdit && (
                    <Button type="link" size="small" icon={<EditOutlined />} onClick={() => openEdit(r)} data-testid={`${testId}-edit`}>
                      {t('sys.edit')}
                    </Button>
                  )}
                  {canDelete && (
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
                      <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid={`${testId}-delete`} aria-label={t('sys.delete')} />
                    </Popconfirm>
                  )}
                </Space>
              ),
            }]
            : []),
        ]}
      />
      <FormModal
        title={editing?.node ? (tree ? t('sys.treeDict.edit') : t('sys.dict.edit')) : tree ? t('sys.treeDict.add') : t('sys.dict.add')}
        open={Boolean(editing)}
        form={form}
        onClose={() => setEditing(null)}
        saving={save.isPending}
        okTestId={`${testId}-save`}
        data-testid={`${testId}-modal`}
        onFinish={(v) => save.mutate(v)}
        labelWidth={80}
      >
        {tree && (
          <Form.Item name="parentId" label={t('sys.treeDict.parent')}>
            <TreeSelect
              allowClear
              showSearch={{ treeNodeFilterProp: 'title' }}
              treeDefaultExpandAll
              placeholder={t('sys.treeDict.root')}
              treeData={parentOptions(nodes, exclude)}
              styles={{ popup: { root: { maxHeight: 360, overflow: 'auto' } } }}
              data-testid={`${testId}-form-parent`}
            />
          </Form.Item>
        )}
        <Form.Item name="label" label={t('sys.dict.label')} rules={[requiredRule(t, 'sys.dict.label')]}>
          <Input maxLength={100} data-testid={`${testId}-form-label`} />
        </Form.Item>
        <Form.Item name="value" label={t('sys.dict.value')} rules={[requiredRule(t, 'sys.dict.value')]}>
          <Input maxLength={100} data-testid={`${testId}-form-value`} />
        </Form.Item>
        <SortItem min={-1000000} max={1000000} extra={editing?.node ? undefined : t('sys.treeDict.sortHint')} />
        <EnabledItem />
        <RemarkItem />
      </FormModal>
    </>
  );
}
