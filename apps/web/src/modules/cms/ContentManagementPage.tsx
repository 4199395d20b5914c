import { useState } from 'react';
import { Button, Card, Col, Empty, Form, Input, Modal, Popconfirm, Row, Space, Switch, Tag, Tree, TreeSelect } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TCmsArticleRow, TCmsCategoryNode } from '@ecms/shared';
import { LedgerPage, useCan, useCrudMutation } from '../../components/ledger';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { LEVELS_KEY, queryLevels } from '../member';
import {
  type ArticleForm, categoryTree, CMS_ARTICLES_KEY, CMS_TREE_KEY, deleteArticle, deleteCategory, getArticle, queryArticles, saveArticle, saveCategory,
} from './api';

const right = (action: string) => `sys:cms:${action}`;
interface CategoryForm { id?: string; name: string; parentId?: string | null; visible: boolean }

interface TreeNode { key: string; value: string; title: string; children: TreeNode[] }
const toTree = (nodes: TCmsCategoryNode[]): TreeNode[] =>
  nodes.map((n) => ({ key: n.id, value: n.id, title: n.name, children: toTree(n.children) }));

/** /sys-manager/content-management: columns (tree) and their articles (rich text, publish / unpublish, audience by member level). */
export function ContentManagementPage() {
  const { t } = useTranslation();
  const can = useCan();
  // The global search opens an article's page with ?keyword=<title>.
  const [query] = useSearchParams();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [editing, setEditing] = useState<CategoryForm | null>(null);
  const [catForm] = Form.useForm<CategoryForm>();
  const [articleForm] = Form.useForm<ArticleForm>();
  const tree = useQuery({ queryKey: [CMS_TREE_KEY], queryFn: categoryTree });
  const levels = useQuery({ queryKey: [LEVELS_KEY, 'options'], queryFn: () => queryLevels({ pageSize: 1000 }) });
  const treeData = toTree(tree.data ?? []);
  const find = (nodes: TCmsCategoryNode[], id: string | null): TCmsCategoryNode | undefined =>
    nodes.reduce<TCmsCategoryNode | undefined>((hit, n) => hit ?? (n.id === id ? n : find(n.children, id)), undefined);
  const selected = find(tree.data ?? [], categoryId);

  const saveCat = useCrudMutation({
    mutationFn: (v: CategoryForm) => saveCategory({ id: v.id, name: v.name, parentId: v.parentId ?? null, visible: v.visible }),
    invalidate: [[CMS_TREE_KEY]],
    close: () => setEditing(null),
  });
  const removeCat = useCrudMutation({
    mutationFn: (id: string) => deleteCategory(id),
    invalidate: [[CMS_TREE_KEY]],
    close: () => setCategoryId(null),
  });
  const publish = useCrudMutation({
    mutationFn: async (r: TCmsArticleRow) => {
      const full = await getArticle(r.id);
      return saveArticle({ categoryId: full.categoryId, title: full.title, summary: full.summary, content: full.content, cover: full.cover, levelId: full.levelId, status: r.status === 1 ? 0 : 1 }, r);
    },
    invalidate: [[CMS_ARTICLES_KEY]],
  });
  const openCat = (v: CategoryForm) => { catForm.setFieldsValue(v); setEditing(v); };

  return (
    <Row gutter={12} wrap={false} style={{ minWidth: 0 }} data-testid="cms-page">
      <Col flex="260px" style={{ minWidth: 0 }}>
        <Card
          size="small"
          title={t('member.cms.categories')}
          extra={can(right('add')) ? <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => openCat({ name: '', parentId: categoryId, visible: true })} data-testid="cms-category-add">{t('member.cms.addCategory')}</Button> : null}
        >
          {treeData.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('member.cms.noCategory')} /> : (
            <Tree
              blockNode
              defaultExpandAll
              selectedKeys={categoryId ? [categoryId] : []}
              treeData={treeData}
              onSelect={(keys) => setCategoryId((keys[0] as string) ?? null)}
              data-testid="cms-category-tree"
            />
          )}
          {selected ? (
            <Space style={{ marginTop: 12 }}>
              {can(right('edit')) ? <Button size="small" icon={<EditOutlined />} onClick={() => openCat({ id: selected.id, name: selected.name, parentId: selected.parentId, visible: selected.visible })} data-testid="cms-category-edit">{t('member.cms.editCategory')}</Button> : null}
              {can(right('delete')) ? (
                <Popconfirm title={t('common.confirmDelete', '确认删除吗？')} onConfirm={() => removeCat.mutate(selected.id)}>
                  <Button size="small" danger icon={<DeleteOutlined />} data-testid="cms-category-delete">{t('member.cms.deleteCategory')}</Button>
                </Popconfirm>
              ) : null}
            </Space>
          ) : null}
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <LedgerPage<TCmsArticleRow, ArticleForm>
          testId="cms-article-page"
          tableTestId="cms-article-table"
          queryKey={[CMS_ARTICLES_KEY]}
          list={queryArticles}
          params={categoryId ? { categoryId } : {}}
          search={[{ name: 'title$like', placeholder: t('member.cms.search'), testId: 'cms-article-search', initial: query.get('keyword') ?? undefined }]}
          columns={[
            { title: t('member.cms.title'), dataIndex: 'title', width: 240, ellipsis: true },
            { title: t('member.cms.category'), dataIndex: 'categoryName', width: 120, ellipsis: true },
            {
              title: t('member.cms.status'), dataIndex: 'status', width: 90,
              render: (v: number) => (v === 1 ? <Tag color="green">{t('member.cms.published')}</Tag> : <Tag>{t('member.cms.draft')}</Tag>),
            },
            { title: t('member.cms.level'), dataIndex: 'levelName', width: 110, render: (v: string | null) => v ?? t('member.cms.public') },
            { title: t('member.cms.publishDate'), dataIndex: 'publishDate', width: 110, format: 'date' },
            { title: t('member.cms.updated'), dataIndex: 'updatedDate', width: 160, format: 'datetime' },
          ]}
          create={{ label: t('member.cms.add'), rights: right('add'), testId: 'cms-article-add' }}
          edit={{ rights: right('edit'), testId: 'cms-article-edit' }}
          remove={{ fn: (r) => deleteArticle(r.id), rights: right('delete'), testId: 'cms-article-delete' }}
          actions={[
            'edit',
            {
              key: 'publish', label: t('member.cms.publish'), rights: right('edit'), testId: 'cms-article-publish', visible: (r) => r.status !== 1,
              loading: (r) => publish.isPending && publish.variables?.id === r.id, onClick: (r) => publish.mutate(r),
            },
            {
              key: 'unpublish', label: t('member.cms.unpublish'), rights: right('edit'), testId: 'cms-article-unpublish', visible: (r) => r.status === 1,
              loading: (r) => publish.isPending && publish.variables?.id === r.id, onClick: (r) => publish.mutate(r),
            },
            'delete',
          ]}
          actionsColumn={{ width: 200 }}
          form={{
            title: { create: t('member.cms.add'), edit: t('member.cms.edit') },
            okTestId: 'cms-article-save',
            width: 860,
            initialValues: () => ({ categoryId: categoryId ?? undefined, status: 0, content: '' }) as Partial<ArticleForm> as ArticleForm,
            instance: articleForm,
            toValues: (r) => ({ categoryId: r.categoryId, title: r.title, summary: r.summary, cover: r.cover, levelId: r.levelId, status: r.status === 1 ? 1 : 0, content: '' }),
            // The list has no bodies: the body of the opened article is loaded into the form.
            onOpen: (r) => { if (r) void getArticle(r.id).then((full) => articleForm.setFieldValue('content', full.content)); },
            save: (v, row) => saveArticle({ ...v, cover: v.cover || null, levelId: v.levelId ?? null }, row),
            fields: [
              { name: 'title', label: t('member.cms.title'), required: true, maxLength: 200, testId: 'cms-article-title' },
              {
                name: 'categoryId', label: t('member.cms.category'), required: true,
                control: <TreeSelect treeData={treeData} treeDefaultExpandAll data-testid="cms-article-category" />,
              },
              {
                name: 'levelId', label: t('member.cms.level'), type: 'select', placeholder: t('member.cms.public'),
                options: (levels.data?.rows ?? []).map((l) => ({ value: l.id, label: l.name })), item: { extra: t('member.cms.levelHelp') },
              },
              { name: 'summary', label: t('member.cms.summary'), type: 'textarea', maxLength: 500 },
              { name: 'cover', label: t('member.cms.cover'), maxLength: 1000 },
              { name: 'content', label: t('member.cms.content'), control: <RichTextEditor testId="cms-article-content" /> },
              { name: 'status', label: t('member.cms.publish'), control: <PublishSwitch /> },
            ],
          }}
        />
      </Col>
      <Modal
        open={!!editing}
        title={editing?.id ? t('member.cms.editCategory') : t('member.cms.addCategory')}
        confirmLoading={saveCat.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => void catForm.validateFields().then((v) => saveCat.mutate({ ...editing, ...v }), () => undefined)}
        okButtonProps={{ 'data-testid': 'cms-category-save' } as never}
        destroyOnHidden
      >
        <Form form={catForm} layout="vertical" preserve={false} initialValues={editing ?? undefined}>
          <Form.Item name="name" label={t('member.cms.categoryName')} rules={[{ required: true, whitespace: true, message: t('member.cms.categoryRequired') }]}>
            <Input maxLength={50} data-testid="cms-category-name" />
          </Form.Item>
          <Form.Item name="parentId" label={t('member.cms.parent')}>
            <TreeSelect allowClear treeData={treeData} treeDefaultExpandAll />
          </Form.Item>
          <Form.Item name="visible" label={t('member.cms.visible')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Row>
  );
}

/** 0 / 1 as a switch (the article's publish state). */
function PublishSwitch({ value, onChange }: { value?: 0 | 1; onChange?: (v: 0 | 1) => void }) {
  return <Switch checked={value === 1} onChange={(c) => onChange?.(c ? 1 : 0)} data-testid="cms-article-status" />;
}
