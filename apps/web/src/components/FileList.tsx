import { useState } from 'react';
import { Button, Modal, Popconfirm, Progress, Space, Tag, Upload } from 'antd';
import { DeleteOutlined, DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatFileSize, MESSAGES } from '@ecms/shared';
import {
  checkPreview, deleteFileItem, FILES_KEY, OFFICE_SUFFIXES, PREVIEW_SUFFIXES, previewUrl, queryFiles, startDownload, uploadFile,
  type FileRefs, type FileRow,
} from '../api/files';
import { useCurrentUser } from '../app/hooks/use-user';
import { ListTable, useListPage } from './list-page';
import { useApp } from './use-app';

export interface FileListProps extends FileRefs {
  /** Hide upload and delete (view-only records). */
  readOnly?: boolean;
}

/**
 * The attachment list of a record (spec 1 §2.7): upload, download, batch download (one zip),
 * delete (own files; administrators any).
 */
export function FileList({ readOnly, ...refs }: FileListProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const user = useCurrentUser();
  const [selected, setSelected] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const params = { refModule: refs.refModule, refRecordId: refs.refRecordId, businessId: refs.businessId };
  const { query, pagination, rows } = useListPage<FileRow>([FILES_KEY], queryFiles, params);
  const remove = useMutation({
    mutationFn: (id: string) => deleteFileItem(id),
    onSuccess: () => {
      message.success(MESSAGES.DELETE_OK);
      void qc.invalidateQueries({ queryKey: [FILES_KEY] });
    },
  });
  const canDelete = (r: FileRow) => !readOnly && (user.isAdmin || r.userId === user.userId);

  return (
    <div data-testid="file-list">
      <Space style={{ marginBottom: 8 }}>
        {!readOnly && (
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="file-upload-open">
            {t('files.upload')}
          </Button>
        )}
        <Button icon={<DownloadOutlined />} disabled={!selected.length} onClick={() => startDownload(selected)} data-testid="file-batch-download">
          {t('files.batchDownload')}
        </Button>
      </Space>
      <ListTable<FileRow>
        rowKey="id"
        size="small"
        dataSource={rows}
        loading={query.isFetching || remove.isPending}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        pagination={pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        columns={[
          { title: t('files.name'), dataIndex: 'fileName', ellipsis: true },
          { title: t('files.size'), dataIndex: 'fileSize', width: 110, render: (v: number) => formatFileSize(v) },
          { title: t('files.uploader'), dataIndex: 'userName', width: 110 },
          { title: t('files.time'), dataIndex: 'time', width: 150, render: (v: string) => formatDate(v, 'datetime') },
          {
            title: t('sys.actions'),
            width: 190,
            render: (_: unknown, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => startDownload([r.id])} data-testid="file-download">{t('files.download')}</Button>
                {PREVIEW_SUFFIXES.has(r.suffix ?? '') && <PreviewButton file={r} />}
                {canDelete(r) && (
                  <Popconfirm title={MESSAGES.CONFIRM_DELETE} onConfirm={() => remove.mutate(r.id)} okText={MESSAGES.CONFIRM} cancelText={MESSAGES.CANCEL}>
                    <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="file-delete" aria-label={t('files.delete')} />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <UploadDialog open={uploading} refs={refs} onClose={() => setUploading(false)} onUploaded={() => void qc.invalidateQueries({ queryKey: [FILES_KEY] })} />
    </div>
  );
}

/**
 * Opens a preview in a new tab. Images, PDF and text open at once; an Office file is first
 * converted on the server (which may take a while, or be impossible without LibreOffice), so the
 * tab is opened on the click (no popup blocker) and either pointed at the PDF or closed with the
 * server's reason shown here.
 */
export function PreviewButton({ file }: { file: Pick<FileRow, 'id' | 'suffix'> }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  if (!OFFICE_SUFFIXES.has(file.suffix ?? '')) {
    return (
      <Button type="link" size="small" href={previewUrl(file.id)} target="_blank" rel="noopener noreferrer" data-testid="file-preview">
        {t('files.preview')}
      </Button>
    );
  }
  const open = async () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setBusy(true);
    const hide = message.loading(t('files.converting'), 0);
    try {
      await checkPreview(file.id);
      if (tab) tab.location.href = previewUrl(file.id);
      else window.open(previewUrl(file.id), '_blank', 'noopener');
    } catch (err) {
      tab?.close();
      message.warning((err as Error).message || t('files.previewFailed'));
    } finally {
      hide();
      setBusy(false);
    }
  };
  return (
    <Button type="link" size="small" loading={busy} onClick={() => void open()} data-testid="file-preview">
      {t('files.preview')}
    </Button>
  );
}

interface Entry { uid: string; file: File; percent: number; status: 'waiting' | 'uploading' | 'done' | 'error'; error?: string }

/** One file per row with its status (waiting / uploaded) and a real progress bar. */
export function UploadDialog({ open, refs, onClose, onUploaded }: { open: boolean; refs: FileRefs; onClose: () => void; onUploaded: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [busy, setBusy] = useState(false);
  const patch = (uid: string, p: Partial<Entry>) => setEntries((cur) => cur.map((e) => (e.uid === uid ? { ...e, ...p } : e)));

  const start = async () => {
    const pending = entries.filter((e) => e.status === 'waiting' || e.status === 'error');
    if (!pending.length) {
      message.warning(MESSAGES.NOTHING_TO_UPLOAD);
      return;
    }
    setBusy(true);
    for (const e of pending) {
      patch(e.uid, { status: 'uploading', percent: 0, error: undefined });
      try {
        await uploadFile(e.file, refs, (percent) => patch(e.uid, { percent }));
        patch(e.uid, { status: 'done', percent: 100 });
      } catch (err) {
        patch(e.uid, { status: 'error', error: (err as Error).message });
        message.error((err as Error).message);
      }
    }
    setBusy(false);
    onUploaded();
  };
  const close = () => {
    if (busy) return;
    setEntries([]);
    onClose();
  };
  const statusTag = (e: Entry) =>
    e.status === 'done' ? <Tag color="success">{t('files.uploaded')}</Tag>
      : e.status === 'error' ? <Tag color="error" title={e.error}>{t('files.failed')}</Tag>
        : e.status === 'uploading' ? <Tag color="processing">{t('files.uploading')}</Tag>
          : <Tag>{t('files.waiting')}</Tag>;

  return (
    <Modal
      open={open}
      title={t('files.uploadTitle')}
      onCancel={close}
      width={640}
      footer={[
        <Button key="close" onClick={close} disabled={busy}>{t('files.close')}</Button>,
        <Button key="start" type="primary" loading={busy} onClick={() => void start()} data-testid="file-upload-start">{t('files.startUpload')}</Button>,
      ]}
    >
      <Upload.Dragger
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          setEntries((cur) => [...cur, { uid: file.uid, file, percent: 0, status: 'waiting' }]);
          return false;
        }}
        data-testid="file-upload-picker"
      >
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p className="ant-upload-text">{t('files.dropHint')}</p>
      </Upload.Dragger>
      <div style={{ marginTop: 12 }} data-testid="file-upload-rows">
        {entries.map((e) => (
          <div key={e.uid} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }} data-testid="file-upload-row">
            <span style={{ flex: '0 0 220px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={e.file.name}>{e.file.name}</span>
            <span style={{ flex: '0 0 80px' }}>{formatFileSize(e.file.size)}</span>
            <Progress style={{ flex: 1, margin: 0 }} size="small" percent={e.percent} status={e.status === 'error' ? 'exception' : e.status === 'done' ? 'success' : 'active'} />
            {statusTag(e)}
            {e.status !== 'uploading' && e.status !== 'done' && (
              <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('files.delete')} onClick={() => setEntries((cur) => cur.filter((x) => x.uid !== e.uid))} />
            )}
          </div>
        ))}
      </div>
    </Modal>
  );
}
