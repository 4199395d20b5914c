import { useState } from 'react';
import { Button, Input, Modal, Result, Skeleton } from 'antd';
import { ResponsiveTable } from '../../../components/list-page';
import { PrinterOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, PAGE_SIZE } from '@ecms/shared';
import { usePagination } from '../../../components/list-page';
import { fetchNotice, queryNotices, SUP_KEYS, type TSupNotice, type TSupNoticeDetail } from '../api';
import './print.css';

/**
 * 监理通知单 as the A4 sheet of GB/T 50319-2013 表 A.0.3: heading, 工程名称 and 编号 above one ruled box
 * holding 致 / 事由 / 内容 and the signature block. The browser prints the sheet alone (print.css:
 * @page A4, everything else hidden), which also gives the PDF through the print dialog's "save as PDF".
 */
export function NoticeSheet({ d }: { d: TSupNoticeDetail }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`supervise.print.${key}`);
  return (
    <div className="sup-a4-sheet" data-testid="sup-notice-sheet">
      <div className="sup-a4-form">{k('formNo')}</div>
      <h1 className="sup-a4-title">{t('supervise.notice.title')}</h1>
      <div className="sup-a4-head">
        <span>{k('projectName')}：{d.businessName ?? ''}</span>
        <span>{k('number')}：{d.code}</span>
      </div>
      <table className="sup-a4-box">
        <tbody>
          <tr><td>{k('to')}：{d.constructionUnit ?? '________'}{k('toSuffix')}</td></tr>
          <tr><td>{k('reason')}：{d.subject}</td></tr>
          <tr>
            <td className="sup-a4-content">
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
              {d.rectifyDeadline && <p className="sup-a4-text">{t('supervise.print.deadlineLine', { date: d.rectifyDeadline })}</p>}
              <div className="sup-a4-sign">
                <div>{k('org')}</div>
                <div>{k('engineer')}：{d.issuedByName ?? ''}</div>
                <div>{k('date')}：{formatDate(d.issuedDate as string, 'date')}</div>
              </div>
            </td>
          </tr>
        </tbody>
      </table>
      <div className="sup-a4-note">{k('note')}</div>
    </div>
  );
}

/** Print preview of one notice: the A4 sheet and a print button. */
export function NoticePrintModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const doc = useQuery({ queryKey: [SUP_KEYS.notices, 'detail', id], queryFn: () => fetchNotice(id!), enabled: !!id });
  return (
    <Modal
      open={!!id} onCancel={onClose} width={Math.min(880, window.innerWidth - 16)} title={t('supervise.print.preview')} destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>{t('supervise.print.close')}</Button>,
        <Button key="print" type="primary" icon={<PrinterOutlined />} disabled={!doc.data} onClick={() => window.print()} data-testid="sup-print-go">
          {t('supervise.print.print')}
        </Button>,
      ]}
    >
      {doc.isError && <Result status="warning" title={t('supervise.print.notFound')} />}
      {!doc.data && !doc.isError && <Skeleton active />}
      {doc.data && <div className="sup-a4-scroll"><NoticeSheet d={doc.data} /></div>}
    </Modal>
  );
}

/**
 * 文号选择 (document-number selector, spec §2 / §9): the project's numbered notices, 20 per page
 * (20/50/100), searchable by number; choosing one calls `onPick`.
 */
export function DocNumberPicker({ businessId, open, onClose, onPick }: {
  businessId: string; open: boolean; onClose: () => void; onPick: (row: TSupNotice) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: PAGE_SIZE.DOC_NUMBER_DEFAULT });
  const params = { businessId, ...(code.trim() ? { code$like: code.trim() } : {}) };
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
      title={`${t('supervise.print.docNo')} · ${t('supervise.notice.title')}`}>
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
