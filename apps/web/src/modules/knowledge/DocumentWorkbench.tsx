import { useState } from 'react';
import { Col, Form, Modal, Row, Switch, Table, Tag, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, type TKnDocumentRow } from '@ecms/shared';
import { FileList } from '../../components/FileList';
import { LedgerPage } from '../../components/ledger';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { type DocForm, type DocKind, deleteDoc, docReaders, docVersions, getDoc, KN_DOCS_KEY, queryDocs, saveDoc } from './api';
import { CategoryCard, toOptions, useCategoryTree } from './CategoryCard';

const RIGHT: Record<DocKind, string> = { document: 'knowledge:document', knowledge: 'knowledge:manage' };

function PublishSwitch({ value, onChange }: { value?: 0 | 1; onChange?: (v: 0 | 1) => void }) {
  return <Switch checked={value === 1} onChange={(on) => onChange?.(on ? 1 : 0)} data-testid="kn-doc-status" />;
}

/** A document's version history or its readers, in a dialog. */
function HistoryDialog({ row, mode, onClose }: { row: TKnDocumentRow | null; mode: 'versions' | 'readers' | 'files'; onClose: () => void }) {
  const { t } = useTranslation();
  const versions = useQuery({ queryKey: [KN_DOCS_KEY, 'versions', row?.id], queryFn: () => docVersions(row!.id), enabled: !!row && mode === 'versions' });
  const readers = useQuery({ queryKey: [KN_DOCS_KEY, 'readers', row?.id], queryFn: () => docReaders(row!.id), enabled: !!row && mode === 'readers' });
  const title = { versions: t('knowledge.doc.versions'), readers: t('knowledge.doc.readers'), files: t('knowledge.doc.files') }[mode];
  return (
    <Modal open={!!row} title={`${title} · ${row?.title ?? ''}`} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {mode === 'files' && row ? <FileList refModule="knowledge" refRecordId={row.id} /> : null}
      {mode === 'versions' ? (
        <Table size="small" rowKey="id" loading={versions.isFetching} dataSource={versions.data ?? []} pagination={false} data-testid="kn-doc-versions"
          columns={[
            { title: t('knowledge.doc.revision'), dataIndex: 'revision', width: 70, render: (v: number) => `V${v}` },
            { title: t('knowledge.doc.title'), dataIndex: 'title', ellipsis: true },
            { title: t('knowledge.doc.remark'), dataIndex: 'remark', ellipsis: true },
            { title: t('knowledge.doc.author'), dataIndex: 'createName', width: 100 },
            { title: t('knowledge.doc.savedAt'), dataIndex: 'createdDate', width: 160, render: (v: string) => formatDate(v, 'datetime') },
          ]} />
      ) : null}
      {mode === 'readers' ? (
        <Table size="small" rowKey="userId" loading={readers.isFetching} dataSource={readers.data ?? []} pagination={false} data-testid="kn-doc-readers"
          columns={[
            { title: t('knowledge.doc.reader'), dataIndex: 'userName' },
            { title: t('knowledge.doc.times'), dataIndex: 'times', width: 90 },
            { title: t('knowledge.doc.lastRead'), dataIndex: 'lastDate', width: 160, render: (v: string) => formatDate(v, 'datetime') },
          ]} />
      ) : null}
    </Modal>
  );
}

/**
 * 文档管理 and 知识管理: the category tree beside the ledger of one kind (drafts included), with
 * rich-text bodies, publishing, attachments, the version history and who read each one.
 */
export function DocumentWorkbench({ kind }: { kind: DocKind }) {
  const { t } = useTranslation();
  const right = (a: string) => `${RIGHT[kind]}:${a}`;
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ row: TKnDocumentRow; mode: 'versions' | 'readers' | 'files' } | null>(null);
  const [form] = Form.useForm<DocForm>();
  const tree = useCategoryTree();
  const p = `kn-${kind}`;
  return (
    <Row gutter={12} wrap={false} style={{ minWidth: 0 }} data-testid={`${p}-page`}>
      <Col flex="240px" style={{ minWidth: 0 }}>
        <CategoryCard value={categoryId} onChange={setCategoryId} editable={kind === 'knowledge'} />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <LedgerPage<TKnDocumentRow, DocForm>
          testId={`${p}-ledger`}
          tableTestId={`${p}-table`}
          queryKey={[KN_DOCS_KEY, kind]}
          list={queryDocs(kind)}
          params={categoryId ? { categoryId } : {}}
          search={[{ name: 'keyword', placeholder: t('knowledge.doc.search'), testId: `${p}-search` }]}
          columns={[
            { title: t('knowledge.doc.title'), dataIndex: 'title', width: 220, ellipsis: true },
            ...(kind === 'document' ? [{ title: t('knowledge.doc.code'), dataIndex: 'code', width: 130, ellipsis: true }] : []),
            { title: t('knowledge.doc.category'), dataIndex: 'categoryName', width: 110, ellipsis: true },
            { title: t('knowledge.doc.revision'), dataIndex: 'revision', width: 70, render: (v: number) => `V${v}` },
            {
              title: t('knowledge.doc.status'), dataIndex: 'status', width: 80,
              render: (v: number) => (v === 1 ? <Tag color="green">{t('knowledge.doc.published')}</Tag> : <Tag>{t('knowledge.doc.draft')}</Tag>),
            },
            { title: t('knowledge.doc.readCount'), dataIndex: 'readCount', width: 80 },
            { title: t('knowledge.doc.author'), dataIndex: 'createName', width: 90 },
            { title: t('knowledge.doc.updated'), dataIndex: 'updatedDate', width: 150, format: 'datetime' },
          ]}
          create={{ label: t(`knowledge.${kind}.add`), rights: right('add'), testId: `${p}-add` }}
          edit={{ rights: right('edit'), testId: `${p}-edit` }}
          remove={{ fn: (r) => deleteDoc(kind, r.id), rights: right('delete'), testId: `${p}-delete` }}
          actions={[
            'edit',
            { key: 'files', label: t('knowledge.doc.files'), rights: right('view'), testId: `${p}-files`, onClick: (r) => setDialog({ row: r, mode: 'files' }) },
            { key: 'versions', label: t('knowledge.doc.versions'), rights: right('view'), testId: `${p}-versions`, onClick: (r) => setDialog({ row: r, mode: 'versions' }) },
            { key: 'readers', label: t('knowledge.doc.readers'), rights: right('view'), testId: `${p}-readers`, onClick: (r) => setDialog({ row: r, mode: 'readers' }) },
            'delete',
          ]}
          actionsColumn={{ width: 250 }}
          form={{
            title: { create: t(`knowledge.${kind}.add`), edit: t(`knowledge.${kind}.edit`) },
            okTestId: `${p}-save`,
            width: 860,
            instance: form,
            initialValues: () => ({ categoryId: categoryId ?? '', title: '', status: 0, content: '' }),
            toValues: (r) => ({ categoryId: r.categoryId, title: r.title, code: r.code, keywords: r.keywords, summary: r.summary, status: r.status === 1 ? 1 : 0, content: '' }),
            // The list has no bodies: the opened record's body is loaded into the form.
            onOpen: (r) => { if (r) void getDoc(kind, r.id).then((full) => form.setFieldValue('content', full.content)); },
            save: (v, row) => saveDoc(kind, v, row),
            fields: [
              { name: 'title', label: t('knowledge.doc.title'), required: true, maxLength: 200, testId: `${p}-title` },
              {
                name: 'categoryId', label: t('knowledge.doc.category'), required: true,
                control: <TreeSelect treeData={toOptions(tree.data ?? [])} treeDefaultExpandAll data-testid={`${p}-category`} />,
              },
              ...(kind === 'document' ? [{ name: 'code', label: t('knowledge.doc.code'), maxLength: 64, testId: `${p}-code` }] : []),
              { name: 'keywords', label: t('knowledge.doc.keywords'), maxLength: 200 },
              { name: 'summary', label: t('knowledge.doc.summary'), type: 'textarea' as const, maxLength: 1000 },
              { name: 'content', label: t('knowledge.doc.content'), control: <RichTextEditor testId={`${p}-content`} minHeight={180} /> },
              { name: 'remark', label: t('knowledge.doc.remark'), maxLength: 500, placeholder: t('knowledge.doc.remarkHelp') },
              { name: 'status', label: t('knowledge.doc.publish'), control: <PublishSwitch /> },
            ],
          }}
        >
          <HistoryDialog row={dialog?.row ?? null} mode={dialog?.mode ?? 'files'} onClose={() => setDialog(null)} />
        </LedgerPage>
      </Col>
    </Row>
  );
}

/** /main-page/document-management */
export const DocumentManagementPage = () => <DocumentWorkbench kind="document" />;
/** /main-page/knowledge-manage */
export const KnowledgeManagePage = () => <DocumentWorkbench kind="knowledge" />;
