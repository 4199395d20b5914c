import { useMemo, useState } from 'react';
import { Alert, Button, Card, Result, Skeleton, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, MinusSquareOutlined, PlusOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FORM_ROWS_KEY, queryFormRows, type FormRow } from '../../../api/forms';
import { ExportButton } from '../../../components/ExportButton';
import { ListTable } from '../../../components/list-page';
import { configColumns, SearchBar, useRowUserNames } from '../components/PageConfigList';
import { RecordContext } from '../components/fields';
import { useFormMeta, useFormNav, useFormPageConfig } from '../hooks';
import { extraListParams } from '../page-config';
import { auditColumns, downloadFormRows, useBatchDelete, useRowActions } from './WfListPage';
import { usePageTitle } from '../../../app/store/page-title';

/** The list call's ceiling (list DSL maximum): a tree is built from one page. */
const TREE_LIMIT = 1000;

type TreeRow = FormRow & { children?: TreeRow[] };

/** Rows → tree by parentId; a row whose parent is not among the rows becomes a root (filtered lists). */
export function buildTree(rows: FormRow[]): TreeRow[] {
  const byId = new Map<string, TreeRow>(rows.map((r) => [r.id, { ...r }]));
  const roots: TreeRow[] = [];
  for (const r of byId.values()) {
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    if (parent && parent !== r) (parent.children ??= []).push(r);
    else roots.push(r);
  }
  return roots;
}

const allIds = (ns: TreeRow[], out: string[] = []): string[] => {
  for (const n of ns) {
    if (n.children?.length) {
      out.push(n.id);
      allIds(n.children, out);
    }
  }
  return out;
};

/**
 * /:formId/wf-treegrid: an online form whose records form a tree (parentId): expand / collapse,
 * add a child under a record, and the list page's actions.
 */
export function WfTreeGridPage(props: { formId?: string } = {}) {
  const { t } = useTranslation();
  const route = useParams();
  const formId = props.formId ?? route.formId ?? '';
  const nav = useFormNav(formId);
  const meta = useFormMeta(formId);
  usePageTitle(meta.data?.definition.name); // the tab and breadcrumb name the form
  const [search, setSearch] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const batch = useBatchDelete(formId, selected, () => setSelected([]));
  const config = useFormPageConfig(formId, meta.data);
  const params = { ...extraListParams(config?.extraParams), ...search };
  const req = { params, orderBy: 'createdDate', order: 'asc' as const, pageNo: 1, pageSize: TREE_LIMIT };
  const rows = useQuery({ queryKey: [FORM_ROWS_KEY, formId, 'tree', req], queryFn: () => queryFormRows(formId, req), enabled: !!config, placeholderData: keepPreviousData });
  const tree = useMemo(() => buildTree(rows.data?.rows ?? []), [rows.data]);
  const userNames = useRowUserNames(config?.tableColumn ?? [], rows.data?.rows ?? []);
  const record = useMemo(() => ({ userNames }), [userNames]);
  const actions = useRowActions(formId, meta.data, (r) => meta.data?.permissions.create && (
    <Button type="link" size="small" onClick={() => nav.form({ mode: 'create', parentId: r.id })} data-testid="row-add-child">{t('formRt.addChild')}</Button>
  ));

  if (meta.isError) return <Card><Result status="warning" title={t('formRt.notFound')} /></Card>;
  if (!meta.data || !config) return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  const m = meta.data;
  // the tree label first: it carries the expand icons
  const labelKey = m.model.treeLabelField ?? m.model.titleField ?? config.tableColumn[0]?.key;
  const cols = configColumns<TreeRow>(config.tableColumn);
  const ordered = [...cols.filter((c) => c.key === labelKey), ...cols.filter((c) => c.key !== labelKey)];
  const columns: ColumnsType<TreeRow> = [...ordered, ...(auditColumns(m, t) as ColumnsType<TreeRow>), ...(actions as ColumnsType<TreeRow>)];
  const expandedKeys = expanded ?? allIds(tree);
  const total = rows.data?.total ?? 0;

  return (
    <Card title={<Typography.Text strong data-testid="wf-list-title">{m.definition.name}</Typography.Text>} data-testid="wf-treegrid-page">
      <RecordContext.Provider value={record}>
        <SearchBar conditions={config.searchConditons} onSearch={setSearch} />
        <div className="ecms-list-toolbar">
          {m.permissions.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => nav.form({ mode: 'create' })} data-testid="wf-list-add">{t('formRt.add')}</Button>
          )}
          {m.permissions.delete && (
            <Button danger icon={<DeleteOutlined />} loading={batch.pending} onClick={batch.run} data-testid="wf-list-batch-delete">{t('formRt.batchDelete')}</Button>
          )}
          <ExportButton
            allowed={m.permissions.export}
            request={{ params, orderBy: 'createdDate', order: 'asc' }}
            fileName={m.definition.name}
            download={downloadFormRows(formId)}
            testId="wf-list-export"
          />
          <Button icon={<PlusSquareOutlined />} onClick={() => setExpanded(allIds(tree))} data-testid="tree-expand-all">{t('formRt.expandAll')}</Button>
          <Button icon={<MinusSquareOutlined />} onClick={() => setExpanded([])} data-testid="tree-collapse-all">{t('formRt.collapseAll')}</Button>
        </div>
        {total > TREE_LIMIT && <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={t('formRt.treeTruncated', { count: TREE_LIMIT })} />}
        <ListTable<TreeRow>
          rowKey="id"
          dataSource={tree}
          loading={rows.isFetching}
          error={rows.error}
          onRetry={() => void rows.refetch()}
          pagination={false}
          columns={columns}
          expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded(keys.map(String)) }}
          rowSelection={m.permissions.delete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), checkStrictly: true, columnWidth: 40 } : undefined}
          onRow={(r) => ({ onDoubleClick: () => nav.form({ id: r.id, mode: 'view' }) })}
          data-testid="wf-treegrid"
        />
      </RecordContext.Provider>
    </Card>
  );
}
