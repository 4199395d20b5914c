import { useMemo, useState } from 'react';
import { Empty, Input, Modal, Spin, Tree, TreeSelect, Typography, type TreeSelectProps } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchShareDeptTree, flattenTree, type ShareDeptNode, type TreeNode } from '../api/sys';
import { useApp } from './use-app';

export const SHARE_DEPT_TREE_KEY = 'share-dept-tree';

/** Department tree for pickers (GET /share/dept/deptTree), cached. */
export function useShareDeptTree(enabled = true) {
  return useQuery({ queryKey: [SHARE_DEPT_TREE_KEY], queryFn: fetchShareDeptTree, staleTime: 60_000, enabled });
}

/** antd tree data from our nodes, keeping only the branches that match `keyword`. */
export function toTreeData<T extends TreeNode>(nodes: T[], keyword = '', render?: (n: T) => React.ReactNode): DataNode[] {
  const kw = keyword.trim().toLowerCase();
  const walk = (ns: T[]): DataNode[] =>
    ns.flatMap((n) => {
      const kids = walk((n.children as T[] | undefined) ?? []);
      const hit = !kw || n.name.toLowerCase().includes(kw);
      if (!hit && kids.length === 0) return [];
      return [{ key: n.id, title: render ? render(n) : n.name, children: kids.length ? kids : undefined }];
    });
  return walk(nodes);
}

export function allKeys(nodes: DataNode[] | undefined, out: React.Key[] = []): React.Key[] {
  for (const n of nodes ?? []) {
    out.push(n.key);
    allKeys(n.children, out);
  }
  return out;
}

type TreeSelectOpt = { value: string; title: string; children?: TreeSelectOpt[] };
const toSelectData = (ns: ShareDeptNode[]): TreeSelectOpt[] =>
  ns.map((n) => ({ value: n.id, title: n.name, children: n.children?.length ? toSelectData(n.children) : undefined }));

/** Department TreeSelect over the shared department tree. */
export function DeptTreeSelect(props: Omit<TreeSelectProps, 'treeData'>) {
  const { t } = useTranslation();
  const { data, isPending } = useShareDeptTree();
  return (
    <TreeSelect
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      loading={isPending}
      placeholder={t('picker.selectDept')}
      treeData={toSelectData(data ?? [])}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto', minWidth: 260 } } }}
      {...props}
    />
  );
}

export interface DeptSelectDialogProps {
  open: boolean;
  multiple?: boolean;
  value?: string[];
  title?: string;
  onOk: (ids: string[], depts: ShareDeptNode[]) => void;
  onCancel: () => void;
}

/** Select-department dialog (spec 1 §2.7): searchable tree, single or multiple. */
export function DeptSelectDialog({ open, multiple = false, value, title, onOk, onCancel }: DeptSelectDialogProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const { data, isPending, isError, refetch } = useShareDeptTree(open);
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<string[] | null>(null);
  const selected = picked ?? value ?? [];
  const treeData = useMemo(() => toTreeData(data ?? [], keyword), [data, keyword]);
  const flat = useMemo(() => flattenTree(data ?? []), [data]);

  const close = () => {
    setPicked(null);
    setKeyword('');
  };
  return (
    <Modal
      title={title ?? t('picker.selectDept')}
      open={open}
      width={520}
      destroyOnHidden
      onCancel={() => {
        close();
        onCancel();
      }}
      onOk={() => {
        if (selected.length === 0) {
          message.warning(t('picker.deptRequired'));
          return;
        }
        onOk(selected, flat.filter((n) => selected.includes(n.id)));
        close();
      }}
      okButtonProps={{ 'data-testid': 'dept-dialog-ok' }}
      styles={{ body: { height: '60vh', display: 'flex', flexDirection: 'column', gap: 8 } }}
      data-testid="dept-select-dialog"
    >
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('picker.searchDept')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        data-testid="dept-dialog-search"
      />
      <div style={{ flex: 1, overflow: 'auto', border: '1px solid var(--ecms-border)', borderRadius: 6, padding: 8 }}>
        {isPending ? (
          <Spin style={{ display: 'block', marginTop: 40 }} />
        ) : isError ? (
          <Empty description={<Typography.Link onClick={() => void refetch()}>{t('list.loadFailed')}，{t('common.retry')}</Typography.Link>} />
        ) : treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Tree
            blockNode
            checkable={multiple}
            checkStrictly
            defaultExpandAll
            treeData={treeData}
            selectedKeys={multiple ? [] : selected}
            checkedKeys={multiple ? selected : undefined}
            onSelect={(keys) => !multiple && setPicked(keys.map(String))}
            onCheck={(keys) => setPicked((Array.isArray(keys) ? keys : keys.checked).map(String))}
            data-testid="dept-dialog-tree"
          />
        )}
      </div>
    </Modal>
  );
}
