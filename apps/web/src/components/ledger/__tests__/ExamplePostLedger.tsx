import { useTranslation } from 'react-i18next';
import { EnabledItem, RemarkItem, SortItem } from '../../form-items';
import { StatusTag } from '../../list-page';
import { LedgerPage } from '..';
import { deletePosts, POSTS_KEY, queryPosts, savePost, type PostForm, type PostRow } from './example-api';

const right = (action: string) => `sys:post:${action}`;

/** 岗位台账: the worked example of docs/ledger-kit.md (search, list, form, rights, export, import, batch delete). */
export function PostLedgerPage() {
  const { t } = useTranslation();
  return (
    <LedgerPage<PostRow, PostForm>
      testId="post-page"
      tableTestId="post-table"
      queryKey={[POSTS_KEY]}
      list={queryPosts}
      orderBy="sort"
      order="asc"
      search={[
        { name: 'name$like', placeholder: t('post.search', '搜索岗位名称'), testId: 'post-search' },
        { name: 'type', type: 'dict', dict: 'POST_TYPE', placeholder: t('post.type', '岗位类别'), testId: 'post-type' },
      ]}
      columns={[
        { title: t('post.code', '岗位编码'), dataIndex: 'code', width: 140 },
        { title: t('post.name', '岗位名称'), dataIndex: 'name', width: 180 },
        { title: t('post.type', '岗位类别'), dataIndex: 'type', width: 120, dict: 'POST_TYPE' },
        { title: t('sys.sort'), dataIndex: 'sort', width: 80 },
        { title: t('sys.status'), dataIndex: 'enabled', width: 90, render: (v: boolean) => <StatusTag enabled={v} /> },
        { title: t('post.updated', '更新时间'), dataIndex: 'updatedDate', width: 160, format: 'datetime' },
      ]}
      create={{ label: t('post.add', '新增岗位'), rights: right('add'), testId: 'post-add' }}
      edit={{ rights: right('edit'), testId: 'post-edit' }}
      remove={{ fn: (r) => deletePosts([r.id]), rights: right('delete'), testId: 'post-delete' }}
      batchRemove={{ fn: (ids) => deletePosts(ids), rights: right('delete'), testId: 'post-batch-delete' }}
      export={{ code: 'sys:post', fileName: t('post.title', '岗位台账'), rights: right('view') }}
      import={{ targetCode: 'sys:post', rights: right('add'), testId: 'post-import' }}
      form={{
        title: { create: t('post.add', '新增岗位'), edit: t('post.edit', '编辑岗位') },
        okTestId: 'post-save',
        initialValues: () => ({ enabled: true, sort: 0 }),
        save: (v, row) => savePost({ ...v, id: row?.id, version: row?.version }),
        fields: [
          { name: 'code', label: t('post.code', '岗位编码'), required: true, maxLength: 64, testId: 'post-code', rules: [{ pattern: /^[\w-]+$/, message: t('post.codeRule', '只能包含字母、数字、下划线和横线') }] },
          { name: 'name', label: t('post.name', '岗位名称'), required: true, testId: 'post-name' },
          { name: 'type', label: t('post.type', '岗位类别'), type: 'dict', dict: 'POST_TYPE' },
          <SortItem key="sort" />,
          <EnabledItem key="enabled" />,
          <RemarkItem key="remark" />,
        ],
      }}
    />
  );
}
