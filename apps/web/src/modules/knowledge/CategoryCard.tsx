import { useState } from 'react';
import { Button, Card, Empty, Form, Input, Modal, Popconfirm, Select, Space, Tree, TreeSelect } from 'antd';
import { DeleteOutlined, EditOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TKnCategoryNode } from '@ecms/shared';
import { queryRoles } from '../../api/sys';
import { useCan, useCrudMutation } from '../../components/ledger';
import { type CategoryForm, categoryTree, deleteCategory, KN_TREE_KEY, saveCategory } from './api';

export interface TreeOption { key: string; value: string; title: string; children: TreeOption[] }
export const toOptions = (nodes: TKnCategoryNode[]): TreeOption[] =>
  nodes.map((n) => ({ key: n.id, value: n.id, title: n.name, children: toOptions(n.children) }));
const find = (nodes: TKnCategoryNode[], id: string | null): TKnCategoryNode | undefined =>
  nodes.reduce<TKnCategoryNode | undefined>((hit, n) => hit ?? (n.id === id ? n : find(n.children, id)), undefined);

export function useCategoryTree() {
  return useQuery({ queryKey: [KN_TREE_KEY], queryFn: categoryTree });
}

/**
 * The knowledge categories as a tree card: picks the category the page lists; with `editable`
 * (知识管理) also adds, edits (name, parent, reading roles) and deletes them.
 */
export function CategoryCard({ value, onChange, editable }: { value: string | null; onChange: (id: string | null) => void; editable?: boolean }) {
  const { t } = useTranslation();
  const can = useCan();
  const tree = useCategoryTree();
  const roles = useQuery({ queryKey: ['sys-roles', 'kn-options'], queryFn: () => queryRoles(), enabled: !!editable });
  const [editing, setEditing] = useState<CategoryForm | null>(null);
  const [form] = Form.useForm<CategoryForm>();
  const options = toOptions(tree.data ?? []);
  const selected = find(tree.data ?? [], value);
  const right = (a: string) => `knowledge:manage:${a}`;
  const save = useCrudMutation({
    mutationFn: (v: CategoryForm) => saveCategory({ ...v, id: editing?.id, parentId: v.parentId ?? null, roleIds: v.roleIds ?? [] }),
    invalidate: [[KN_TREE_KEY]],
    close: () => setEditing(null),
  });
  const remove = useCrudMutation({ mutationFn: (id: string) => deleteCategory(id), invalidate: [[KN_TREE_KEY]], close: () => onChange(null) });
  const open = (v: CategoryForm) => { form.resetFields(); form.setFieldsValue(v); setEditing(v); };
  const limited = (nodes: TKnCategoryNode[]): TreeOption[] => nodes.map((n) => ({
    key: n.id, value: n.id, children: limited(n.children),
    title: (n.roleIds.length ? <span>{n.name} <LockOutlined style={{ color: '#faad14' }} title={t('knowledge.category.limited')} /></span> : n.name) as unknown as string,
  }));

  return (
    <Card
      size="small"
      title={t('knowledge.category.title')}
      extra={editable && can(right('add')) ? (
        <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => open({ name: '', parentId: value, roleIds: [] })} data-testid="kn-category-add">
          {t('knowledge.category.add')}
        </Button>
      ) : null}
      data-testid="kn-category-card"
    >
      {options.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.category.none')} /> : (
        <Tree
          blockNode
          defaultExpandAll
          selectedKeys={value ? [value] : []}
          treeData={limited(tree.data ?? [])}
          onSelect={(keys) => onChange((keys[0] as string) ?? null)}
          data-testid="kn-category-tree"
        />
      )}
      {editable && selected ? (
        <Space style={{ marginTop: 12 }} wrap>
          {can(right('edit')) ? (
            <Button size="small" icon={<EditOutlined />} data-testid="kn-category-edit"
              onClick={() => open({ id: selected.id, name: selected.name, parentId: selected.parentId, roleIds: selected.roleIds, remark: selected.remark })}>
              {t('knowledge.category.edit')}
            </Button>
          ) : null}
          {can(right('delete')) ? (
            <Popconfirm title={t('common.confirmDelete', '确认删除吗？')} onConfirm={() => remove.mutate(selected.id)}>
              <Button size="small" danger icon={<DeleteOutlined />} data-testid="kn-category-delete">{t('knowledge.category.delete')}</Button>
            </Popconfirm>
          ) : null}
        </Space>
      ) : null}
      <Modal
        open={!!editing}
        title={editing?.id ? t('knowledge.category.edit') : t('knowledge.category.add')}
        onCancel={() => setEditing(null)}
        onOk={() => void form.validateFields().then((v) => save.mutate(v))}
        confirmLoading={save.isPending}
        okButtonProps={{ 'data-testid': 'kn-category-save' } as never}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={t('knowledge.category.name')} rules={[{ required: true, whitespace: true, message: t('knowledge.category.nameRequired') }]}>
            <Input maxLength={50} data-testid="kn-category-name" />
          </Form.Item>
          <Form.Item name="parentId" label={t('knowledge.category.parent')}>
            <TreeSelect allowClear treeDefaultExpandAll treeData={options} />
          </Form.Item>
          <Form.Item name="roleIds" label={t('knowledge.category.roles')} extra={t('knowledge.category.rolesHelp')}>
            <Select mode="multiple" allowClear optionFilterProp="label" data-testid="kn-category-roles"
              options={(roles.data?.rows ?? []).map((r) => ({ value: r.id, label: r.name }))} />
          </Form.Item>
          <Form.Item name="remark" label={t('knowledge.category.remark')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
