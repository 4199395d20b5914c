import { useMemo, useState } from 'react';
import { Button, Card, Form, Input, Popconfirm, Space, Tooltip, TreeSelect } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { deleteArea, flattenTree, queryAreaTree, saveArea, quiet, type AreaNode } from '../../../api/sys';
import { ListTable, SearchInput } from '../../../components/list-page';
import { FormModal } from '../../../components/FormModal';
import { SortItem } from '../../../components/form-items';
import { useApp } from '../../../components/use-app';
import { requiredRule } from '../../../utils/validators';

const AREA_KEY = 'sys-area-tree';

type AreaForm = { parentId?: string; name: string; code?: string; sort?: number };

function filterAreas(ns: AreaNode[], kw: string): AreaNode[] {
  if (!kw) return ns;
  return ns.flatMap((n) => {
    const kids = filterAreas(n.children ?? [], kw);
    const hit = n.name.includes(kw) || (n.code ?? '').startsWith(kw);
    return hit || kids.length ? [{ ...n, children: kids.length ? kids : undefined }] : [];
  });
}

type TSOpt = { value: string; title: string; children?: TSOpt[] };
const areaOptions = (ns: AreaNode[], exclude?: string): TSOpt[] =>
  ns.filter((n) => n.id !== exclude).map((n) => ({ value: n.id, title: n.name, children: n.children?.length ? areaOptions(n.children, exclude) : undefined }));

/** /sys-manager/area: province / city / district tree with add, edit and delete. */
export function AreaPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const tree = useQuery({ queryKey: [AREA_KEY], queryFn: queryAreaTree });
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<React.Key[]>([]);
  const [editing, setEditing] = useState<{ node?: AreaNode; parentId?: string } | null>(null);
  const [form] = Form.useForm<AreaForm>();
  const data = useMemo(() => filterAreas(tree.data ?? [], keyword.trim()), [tree.data, keyword]);
  const flat = useMemo(() => flattenTree(tree.data ?? []), [tree.data]);
  const refresh = () => void qc.invalidateQueries({ queryKey: [AREA_KEY] });
  const save = useMutation({
    mutationFn: (v: AreaForm) => {
      const parent = flat.find((n) => n.id === v.parentId);
      const parentIds = parent ? [parent.parentIds, parent.id].filter(Boolean).join(',') : '';
      return saveArea({ ...v, parentId: v.parentId || null, parentIds, id: editing?.node?.id, version: editing?.node?.version });
    },
    onSuccess: () => {
      message.success(MESSAGES.SAVE_OK);
      setEditing(null);
      refresh();
    },
  });
  const openEdit = (node?: AreaNode, parentId?: string) => {
    form.resetFields();
    setEditing({ node, parentId });
    form.setFieldsValue(node ? { parentId: node.parentId ?? undefined, name: node.name, code: node.code ?? '', sort: node.sort ?? 0 } : { parentId, sort: 0 });
  };

  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="area-page">
      <div className="ecms-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openEdit()} data-testid="area-add">
          {t('sys.area.add')}
        </Button>
        <SearchInput placeholder={t('sys.area.search')} width={220} value={keyword} onChange={setKeyword} testId="area-search" />
        <span className="ecms-toolbar__spacer" />
        <Tooltip title={t('common.refresh')}>
          <Button icon={<ReloadOutlined />} onClick={refresh} aria-label={t('common.refresh')} />
        </Tooltip>
      </div>
      <ListTable<AreaNode>
        rowKey="id"
        size="small"
        dataSource={data}
        loading={tree.isFetching}
        error={tree.isError ? tree.error : undefined}
        onRetry={() => void tree.refetch()}
        pagination={false}
        scroll={{ y: 'calc(100vh - 300px)' }}
        expandable={{
          expandedRowKeys: keyword ? flattenTree(data).map((n) => n.id) : expanded,
          onExpandedRowsChange: (k) => setExpanded([...k]),
        }}
        data-testid="area-table"
        columns={[
          { title: t('sys.area.name'), dataIndex: 'name', width: 260 },
          { title: t('sys.area.code'), dataIndex: 'code', width: 120 },
          { title: t('sys.area.level'), dataIndex: 'level', width: 80 },
          { title: t('sys.sort'), dataIndex: 'sort', width: 80 },
          {
            title: t('sys.actions'),
            key: 'ops',
            width: 220,
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => openEdit(undefined, r.id)} data-testid="area-add-child">
                  {t('sys.addChild')}
                </Button>
                <Button type="link" size="small" icon={<EditOutlined />} onClick={() => openEdit(r)} data-testid="area-edit">
                  {t('sys.edit')}
                </Button>
                <Popconfirm
                  title={MESSAGES.CONFIRM_DELETE}
                  onConfirm={() =>
                    quiet(deleteArea(r.id).then(() => {
                      message.success(MESSAGES.DELETE_OK);
                      refresh();
                    }))
                  }
                >
                  <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="area-delete" />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <FormModal
        title={editing?.node ? t('sys.area.edit') : t('sys.area.add')}
        open={Boolean(editing)}
        onClose={() => setEditing(null)}
        saving={save.isPending}
        okTestId="area-save"
        data-testid="area-modal"
        form={form}
        onFinish={(v) => save.mutate(v)}
        labelWidth={88}
      >
        <Form.Item name="parentId" label={t('sys.area.parent')}>
          <TreeSelect
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder={t('sys.area.root')}
            treeData={areaOptions(tree.data ?? [], editing?.node?.id)}
            styles={{ popup: { root: { maxHeight: 360, overflow: 'auto' } } }}
          />
        </Form.Item>
        <Form.Item name="name" label={t('sys.area.name')} rules={[requiredRule(t, 'sys.area.name')]}>
          <Input maxLength={50} data-testid="area-form-name" />
        </Form.Item>
        <Form.Item name="code" label={t('sys.area.code')} rules={[{ pattern: /^[0-9A-Za-z]*$/, message: t('sys.area.code') }]}>
          <Input maxLength={20} />
        </Form.Item>
        <SortItem />
      </FormModal>
    </Card>
  );
}
