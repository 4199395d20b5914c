import { useState, type ReactNode } from 'react';
import { Button, Input, Modal, Result, Segmented, Skeleton, Space } from 'antd';
import { ResponsiveTable } from '../../../components/list-page';
import { FilePdfOutlined, FileWordOutlined, PrinterOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, PAGE_SIZE, SUP_DOC_TYPES } from '@ecms/shared';
import { usePagination } from '../../../components/list-page';
import { useApp } from '../../../components/use-app';
import { downloadSheet, fetchNotice, queryNotices, SUP_KEYS, type TSupNotice, type TSupNoticeDetail } from '../api';
import type { TStopWork } from '../safety-api';
import './print.css';

/** Sign lines and body of one GB/T 50319 sheet: the shared A4 frame (form no., title, 工程名称/编号, ruled box). */
export function A4Sheet({ formNo, title, projectName, code, rows, body, sign, note, testId }: {
  formNo: string; title: string; projectName: string; code: string; rows: { label: string; text: string }[];
  body: ReactNode; sign: ReactNode[]; note: string; testId: string;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`supervise.print.${key}`);
  return (
    <div className="sup-a4-sheet" data-testid={testId}>
      <div className="sup-a4-form">{formNo}</div>
      <h1 className="sup-a4-title">{title}</h1>
      <div className="sup-a4-head">
        <span>{k('projectName')}：{projectName}</span>
        <span>{k('number')}：{code}</span>
      </div>
      <table className="sup-a4-box">
        <tbody>
          {rows.map((r) => <tr key={r.label}><td>{r.label}：{r.text}</td></tr>)}
          <tr>
            <td className="sup-a4-content">
              {body}
              <div className="sup-a4-sign">{sign.map((line, i) => <div key={i}>{line}</div>)}</div>
            </td>
          </tr>
        </tbody>
      </table>
      <div className="sup-a4-note">{note}</div>
    </div>
  );
}

const docTypeOf = (d: { docType?: string }) => (d.docType === 'safety' || d.docType === 'contact' ? d.docType : 'notice');

/**
 * 监理通知单 / 安全隐患通知单 as the A4 sheet of GB/T 50319-2013 表 A.0.3 and 工作联系单 as 表 C.0.1:
 * heading, 工程名称 and 编号 above one ruled box holding 致 / 事由 / 内容 and the signature block. The
 * browser prints the sheet alone (print.css: @page A4, everything else hidden); the server makes the
 * same sheet as PDF / Word (GET /b/supervise/print/notice/{id}).
 */
export function NoticeSheet({ d }: { d: TSupNoticeDetail }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`supervise.print.${key}`);
  const type = docTypeOf(d);
  const contact = type === 'contact';
  return (
    <A4Sheet
      testId="sup-notice-sheet" formNo={k(`formNos.${type}`)} title={k(`docTypes.${type}`)} projectName={d.businessName ?? ''} code={d.code}
      rows={[
        { label: k('to'), text: contact ? (d.constructionUnit ?? '________') : `${d.constructionUnit ?? '________'}${k('toSuffix')}` },
        { label: k('reason'), text: d.subject },
      ]}
      body={(
        <>
          <div>{k('content')}：</div>
          {d.content && <p className="sup-a4-text">{d.content}</p>}
          {d.problems.length > 0 && (
            <ol className="sup-a4-list">
              {d.problems.map((p) => (
                <li key={p.id}>
                  {p.code} {p.name}
                  {p.projectNodeName ? `（${p.projectNodeName}${p.patrolNodeName ? ` / ${p.patrolNodeName}` : ''}）` : ''}
                </li>
              ))}
            </ol>
          )}
          {!contact && d.rectifyDeadline && <p className="sup-a4-text">{t('supervise.print.deadlineLine', { date: d.rectifyDeadline })}</p>}
        </>
      )}
      sign={contact
        ? [`${k('sender')}：${k('senderValue')}`, `${k('head')}：${d.issuedByName ?? ''}`, `${k('date')}：${formatDate(d.issuedDate as string, 'date')}`]
        : [k('org'), `${k('engineer')}：${d.issuedByName ?? ''}`, `${k('date')}：${formatDate(d.issuedDate as string, 'date')}`]}
      note={contact ? k('contactNote') : k('note')}
    />
  );
}

/** 工程暂停令 as the A4 sheet of GB/T 50319-2013 表 A.0.5 (stop time to the hour, part/process, requirements). */
export function StopWorkSheet({ d }: { d: TStopWork }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`supervise.print.${key}`);
  return (
    <A4Sheet
      testId="sup-stop-sheet" formNo={k('formNos.stopWork')} title={k('stopTitle')} projectName={d.businessName ?? ''} code={d.stopWorkCode}
      rows={[{ label: k('to'), text: `${d.constructionUnitName ?? '________'}${k('toSuffix')}` }]}
      body={(
        <>
          <p className="sup-a4-text">{t('supervise.print.stopText', { reason: d.reason, date: d.stopDate, range: d.stopWorkRange })}</p>
          <div>{k('requirement')}：</div>
          {d.requirement && <p className="sup-a4-text">{d.requirement}</p>}
          {d.rectificationDate && <p className="sup-a4-text">{t('supervise.print.rectifyBy', { date: d.rectificationDate })}</p>}
        </>
      )}
      sign={[k('org'), `${k('chief')}：${d.issuedByName ?? ''}`, `${k('date')}：${formatDate(d.createdDate as string, 'date')}`]}
      note={k('note')}
    />
  );
}

/** Print preview: the A4 sheet, the browser's print, and the server's PDF / Word of the same sheet. */
function PrintModal({ open, onClose, error, ready, download, children }: {
  open: boolean; onClose: () => void; error: boolean; ready: boolean; download: (format: 'pdf' | 'docx') => Promise<void>; children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [busy, setBusy] = useState<'pdf' | 'docx' | null>(null);
  const get = (format: 'pdf' | 'docx') => {
    setBusy(format);
    download(format).catch((e: Error) => { void message.error(e.message); }).finally(() => setBusy(null));
  };
  return (
    <Modal
      open={open} onCancel={onClose} width={Math.min(880, window.innerWidth - 16)} title={t('supervise.print.preview')} destroyOnHidden
      footer={(
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('supervise.print.close')}</Button>
          <Button icon={<FileWordOutlined />} disabled={!ready} loading={busy === 'docx'} onClick={() => get('docx')} data-testid="sup-print-word">{t('supervise.print.word')}</Button>
          <Button icon={<FilePdfOutlined />} disabled={!ready} loading={busy === 'pdf'} onClick={() => get('pdf')} data-testid="sup-print-pdf">{t('supervise.print.pdf')}</Button>
          <Button type="primary" icon={<PrinterOutlined />} disabled={!ready} onClick={() => window.print()} data-testid="sup-print-go">
            {t('supervise.print.print')}
          </Button>
        </Space>
      )}
    >
      {error && <Result status="warning" title={t('supervise.print.notFound')} />}
      {!ready && !error && <Skeleton active />}
      {ready && <div className="sup-a4-scroll">{children}</div>}
    </Modal>
  );
}

/** Print preview of one notice / contact sheet. */
export function NoticePrintModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const doc = useQuery({ queryKey: [SUP_KEYS.notices, 'detail', id], queryFn: () => fetchNotice(id!), enabled: !!id });
  const d = doc.data;
  return (
    <PrintModal open={!!id} onClose={onClose} error={doc.isError} ready={!!d}
      download={(format) => downloadSheet('notice', d!.id, format, d!.code)}>
      {d && <NoticeSheet d={d} />}
    </PrintModal>
  );
}

/** Print preview of one 工程暂停令 (the row carries every field of the sheet). */
export function StopWorkPrintModal({ row, onClose }: { row: TStopWork | null; onClose: () => void }) {
  return (
    <PrintModal open={!!row} onClose={onClose} error={false} ready={!!row}
      download={(format) => downloadSheet('stopWork', row!.id, format, row!.stopWorkCode)}>
      {row && <StopWorkSheet d={row} />}
    </PrintModal>
  );
}

/**
 * 文号选择 (document-number selector, spec §2 / §9): the project's numbered documents of one type
 * (工作联系单 / 监理通知单 / 安全隐患通知单), 20 per page (20/50/100), searchable by number; choosing one calls `onPick`.
 */
export function DocNumberPicker({ businessId, open, onClose, onPick }: {
  businessId: string; open: boolean; onClose: () => void; onPick: (row: TSupNotice) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [docType, setDocType] = useState<string>('notice');
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: PAGE_SIZE.DOC_NUMBER_DEFAULT });
  const params = { businessId, docType, ...(code.trim() ? { code$like: code.trim() } : {}) };
  const list = useQuery({
    queryKey: [SUP_KEYS.notices, 'doc-numbers', params, page],
    queryFn: () => queryNotices({ params, orderBy: 'code', order: 'desc', pageNo: page.pageNo, pageSize: page.pageSize }),
    enabled: open && !!businessId, placeholderData: keepPreviousData,
  });
  const pagination = {
    ...usePagination(list.data?.total ?? 0, page.pageNo, page.pageSize, (pageNo, pageSize) => setPage({ pageNo, pageSize })),
    pageSizeOptions: [...PAGE_SIZE.DOC_NUMBER_OPTIONS],
  };
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={Math.min(900, window.innerWidth - 16)} destroyOnHidden
      title={`${t('supervise.print.docNo')} · ${t(`supervise.print.docTypes.${docType}`)}`}>
      <Segmented
        block={window.innerWidth < 600} value={docType} style={{ marginBottom: 12, maxWidth: '100%' }} data-testid="sup-docno-type"
        options={SUP_DOC_TYPES.map((v) => ({ value: v, label: t(`supervise.print.docTypes.${v}`) }))}
        onChange={(v) => { setDocType(v); setPage((p) => ({ ...p, pageNo: 1 })); }}
      />
      <br />
      <Input.Search
        allowClear placeholder={t('supervise.notice.code')} style={{ width: 240, maxWidth: '100%', marginBottom: 12 }} data-testid="sup-docno-search"
        onSearch={(v) => { setCode(v); setPage((p) => ({ ...p, pageNo: 1 })); }}
      />
      <ResponsiveTable<TSupNotice>
        size="small" rowKey="id" data-testid="sup-docno-table" loading={list.isFetching} dataSource={list.data?.rows ?? []}
        pagination={pagination} scroll={{ x: 640 }}
        columns={[
          { title: t('supervise.notice.code'), dataIndex: 'code', width: 140, render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span> },
          { title: t('supervise.notice.subject'), dataIndex: 'subject', ellipsis: true },
          { title: t('supervise.notice.state'), dataIndex: 'stateName', width: 100 },
          { title: t('supervise.notice.issuedDate'), dataIndex: 'issuedDate', width: 110, render: (v: string) => formatDate(v, 'date') },
          {
            title: '', key: 'pick', width: 80, fixed: 'right',
            render: (_: unknown, r) => <a data-testid="sup-docno-pick" onClick={() => onPick(r)}>{t('supervise.print.pick')}</a>,
          },
        ]}
      />
    </Modal>
  );
}
