import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Popconfirm, Space, Tree } from 'antd';
import { BookOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES } from '@ecms/shared';
import { createDictItem, deleteDictItem, fetchDictKinds, flattenTree, queryDictItems, updateDictItem, quiet, type DictRow } from '../../../api/sys';
import { allKeys, toTreeData } from '../../../components/dept';
import { ListTable, StatusTag, useListPage } from '../../../components/list-page';
import { FormModal } from '../../../components/FormModal';
import { TreeSearchCard } from '../../../components/TreeSearchCard';
import { EnabledItem, RemarkItem, SortItem } from '../../../components/form-items';
import { useApp } from '../../../components/use-app';
import { requiredRule } from '../../../utils/validators';

type DictForm = { label: string; value: string; sort?: number; enabled?: boolean; remark?: string };

/** /sys-manager/dict: dictionary types (left) and the selected dictionary's items (right). */
export function DictPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const kinds = useQuery({ queryKey: ['sys-dict-kinds'], queryFn: fetchDictKinds });
  const [keyword, setKeyword] = useState('');
  const [pickedType, setType] = useState<string | undefined>();
  const [editing, setEditing] = useState<DictRow | 'new' | null>(null);
  const [form] = Form.useForm<DictForm>();
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
  const list = useListPage<DictRow>(['sys-dict-items'], queryDictItems, { type }, { orderBy: 'sort', order: 'asc', enabled: Boolean(type) });
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['sys-dict-items'] });
    void qc.invalidateQueries({ queryKey: ['dict', type] });
    void qc.invalidateQueries({ queryKey: ['sys-dict-kinds'] });
  };
  const save = useMutation({
    mutationFn: (v: DictForm) =>
      editing && editing !== 'new' ? updateDictItem({ ...v, id: editing.id, version: editing.version, type }) : createDictItem({ ...v, type }),
    onSuccess: () => {
      message.success(MESSAGES.SAVE_OK);
      setEditing(null);
      refresh();
    },
  });
  const openEdit = (r: DictRow | 'new') => {
    form.resetFields();
    setEditing(r);
    form.setFieldsValue(
      r === 'new'
        ? { sort: (list.total + 1) * 10, enabled: true }
        : { label: r.label, value: r.value, sort: r.sort ?? 0, enabled: r.enabled !== false, remark: r.remark ?? '' },
    );
  };

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
            <div className="ecms-toolbar">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => openEdit('new')} data-testid="dict-add">
                {t('sys.dict.add')}
              </Button>
            </div>
            <ListTable<DictRow>
              rowKey="id"
              list={list}
              data-testid="dict-table"
              columns={[
                { title: t('sys.dict.label'), dataIndex: 'label', width: 200 },
                { title: t('sys.dict.value'), dataIndex: 'value', width: 140 },
                { title: t('sys.sort'), dataIndex: 'sort', width: 80 },
                {
                  title: t('sys.status'),
                  dataIndex: 'enabled',
                  width: 90,
                  render: (v: boolean) => <StatusTag enabled={v !== false} />,
                },
                { title: t('sys.remark'), dataIndex: 'remark', width: 200, ellipsis: true },
                {
                  title: t('sys.actions'),
                  key: 'ops',
                  width: 150,
                  render: (_v, r) => (
                    <Space size={0}>
                      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => openEdit(r)} data-testid="dict-edit">
                        {t('sys.edit')}
                      </Button>
                      <Popconfirm
                        title={MESSAGES.CONFIRM_DELETE}
                        onConfirm={() =>
                          quiet(deleteDictItem(r.id).then(() => {
                            message.success(MESSAGES.DELETE_OK);
                            refresh();
                          }))
                        }
                      >
                        <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="dict-delete">
                          {t('sys.delete')}
                        </Button>
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
        title={editing === 'new' ? t('sys.dict.add') : t('sys.dict.edit')}
        open={Boolean(editing)}
        onClose={() => setEditing(null)}
        saving={save.isPending}
        okTestId="dict-save"
        data-testid="dict-modal"
        form={form}
        onFinish={(v) => save.mutate(v)}
        labelWidth={80}
      >
        <Form.Item label={t('sys.dict.type')}>
          <Input value={type} disabled />
        </Form.Item>
        <Form.Item name="label" label={t('sys.dict.label')} rules={[requiredRule(t, 'sys.dict.label')]}>
          <Input maxLength={100} data-testid="dict-form-label" />
        </Form.Item>
        <Form.Item name="value" label={t('sys.dict.value')} rules={[requiredRule(t, 'sys.dict.value')]}>
          <Input maxLength={100} data-testid="dict-form-value" />
        </Form.Item>
        <SortItem />
        <EnabledItem />
        <RemarkItem />
      </FormModal>
    </div>
  );
}
