import { useMemo, useState } from 'react';
import { Alert, Card, Empty, Form, Input, Tree } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createDictItem, deleteDictItem, fetchDictKinds, flattenTree, queryDictItems, updateDictItem, type DictRow } from '../../../api/sys';
import { allKeys, toTreeData } from '../../../components/dept';
import { StatusTag } from '../../../components/list-page';
import { LedgerPage } from '../../../components/ledger';
import { TreeSearchCard } from '../../../components/TreeSearchCard';
import { EnabledItem, RemarkItem, SortItem } from '../../../components/form-items';

type DictForm = { label: string; value: string; sort?: number; enabled?: boolean; remark?: string };

/** /sys-manager/dict: dictionary types (left) and the selected dictionary's items (right). */
export function DictPage() {
  const { t } = useTranslation();
  const kinds = useQuery({ queryKey: ['sys-dict-kinds'], queryFn: fetchDictKinds });
  const [keyword, setKeyword] = useState('');
  const [pickedType, setType] = useState<string | undefined>();
  // only real dictionaries are selectable (the catalogue's top level groups them)
  const dictNodes = useMemo(() => flattenTree(kinds.data ?? []).filter((n) => n.type !== 'group'), [kinds.data]);
  // the first dictionary is shown until another is chosen
  const type = pickedType ?? dictNodes[0]?.id;
  const current = dictNodes.find((n) => n.id === type);
  const treeData = useMemo(
    () =>
      toTreeData(kinds.data ?? [], keyword, (n) =>
        n.type === 'group' ? (
          <strong>{n.name}</strong>
        ) : (
          <span className="ecms-tree-title" title={`${n.name}（${n.id}）`}>
            <span className="ecms-tree-title__text">
              {n.name} <span className="ecms-tree-title__code">{n.id}</span>
            </span>
          </span>
        ),
      ),
    [kinds.data, keyword],
  );
  const invalidate = [['sys-dict-items'], ['dict', type], ['sys-dict-kinds']];

  return (
    <div className="ecms-split" data-testid="dict-page">
      <TreeSearchCard
        icon={<BookOutlined />}
        title={t('sys.dict.kinds')}
        keyword={keyword}
        onKeyword={setKeyword}
        placeholder={t('sys.dict.searchKind')}
        searchTestId="dict-kind-search"
        query={kinds}
        empty={treeData.length === 0}
        emptyText={t('sys.dict.noKind')}
      >
        <Tree
          blockNode
          treeData={treeData}
          defaultExpandedKeys={allKeys(treeData).slice(0, 1)}
          {...(keyword ? { expandedKeys: allKeys(treeData) } : {})}
          selectedKeys={type ? [type] : []}
          onSelect={(keys, info) => {
            const id = String(keys[0] ?? '');
            if (id && dictNodes.some((n) => n.id === id)) setType(id);
            else if (info.node.children) return;
          }}
          data-testid="dict-kind-tree"
        />
      </TreeSearchCard>
      <Card className="ecms-split__main" size="small" title={current ? `${current.name}（${current.id}）` : t('sys.dict.items')}>
        {!type ? (
          <Empty description={t('sys.dict.selectKind')} />
        ) : (
          <>
            {current?.isTree === true && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                title={t('sys.dict.treeHint')}
                action={<Link to="/sys-manager/hierarchy-dict">{t('sys.dict.openTree')}</Link>}
                data-testid="dict-tree-hint"
              />
            )}
            <LedgerPage<DictRow, DictForm>
              card={false}
              tableTestId="dict-table"
              queryKey={['sys-dict-items']}
              invalidate={invalidate}
              list={queryDictItems}
              params={{ type }}
              orderBy="sort"
              order="asc"
              refreshButton={false}
              create={{ label: t('sys.dict.add'), testId: 'dict-add' }}
              edit={{ testId: 'dict-edit' }}
              remove={{ fn: (r) => deleteDictItem(r.id), testId: 'dict-delete' }}
              columns={[
                { title: t('sys.dict.label'), dataIndex: 'label', width: 200 },
                { title: t('sys.dict.value'), dataIndex: 'value', width: 140 },
                { title: t('sys.sort'), dataIndex: 'sort', width: 80 },
                { title: t('sys.status'), dataIndex: 'enabled', width: 90, render: (v: boolean) => <StatusTag enabled={v !== false} /> },
                { title: t('sys.remark'), dataIndex: 'remark', width: 200, ellipsis: true },
              ]}
              form={{
                title: { create: t('sys.dict.add'), edit: t('sys.dict.edit') },
                okTestId: 'dict-save',
                testId: 'dict-modal',
                labelWidth: 80,
                save: (v, r) => (r ? updateDictItem({ ...v, id: r.id, version: r.version, type }) : createDictItem({ ...v, type })),
                initialValues: ({ list }) => ({ sort: (list.total + 1) * 10, enabled: true }),
                toValues: (r) => ({ label: r.label, value: r.value, sort: r.sort ?? 0, enabled: r.enabled !== false, remark: r.remark ?? '' }),
                fields: [
                  <Form.Item key="type" label={t('sys.dict.type')}><Input value={type} disabled /></Form.Item>,
                  { name: 'label', label: t('sys.dict.label'), required: true, testId: 'dict-form-label' },
                  { name: 'value', label: t('sys.dict.value'), required: true, testId: 'dict-form-value' },
                  <SortItem key="sort" />,
                  <EnabledItem key="enabled" />,
                  <RemarkItem key="remark" />,
                ],
              }}
            />
          </>
        )}
      </Card>
    </div>
  );
}
