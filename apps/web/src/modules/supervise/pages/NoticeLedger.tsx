import { useState } from 'react';
import { Button, Descriptions, Form, Input, Modal, Radio, Tag, Timeline } from 'antd';
import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { ResponsiveTable } from '../../../components/list-page';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, SUP_DOC_TYPES } from '@ecms/shared';
import { FormModal } from '../../../components/FormModal';
import { LedgerPage, useCrudMutation } from '../../../components/ledger';
import { useApp } from '../../../components/use-app';
import { DocNumberPicker, NoticePrintModal } from './NoticePrint';
import { fetchNotice, issueNotice, queryNotices, replyNotice, reviewNotice, SUP_KEYS, type TSupNotice } from '../api';

const STATE_COLOR: Record<string, string> = { ISSUED: 'orange', REPLIED: 'blue', RETURNED: 'red', RECHECK: 'purple', CLOSED: 'green', SENT: 'default' };
const TYPE_COLOR: Record<string, string> = { notice: 'blue', safety: 'volcano', contact: 'cyan' };

interface ReplyForm { content: string }
interface ReviewForm { reviewOpinion: 1 | 2 | 3; remark?: string }
interface ContactForm { subject: string; content?: string }

/**
 * The numbered documents of a project: 监理通知单 and 安全隐患通知单 (the contractor replies, the engineer
 * reviews 1 / 2 / 3, spec 2 §3, until closed) and 工作联系单 (sent, no reply), each printable.
 */
export function NoticeLedger({ businessId, onChanged }: { businessId: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [replying, setReplying] = useState<TSupNotice | null>(null);
  const [reviewing, setReviewing] = useState<TSupNotice | null>(null);
  const [viewing, setViewing] = useState<TSupNotice | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [replyForm] = Form.useForm<ReplyForm>();
  const [reviewForm] = Form.useForm<ReviewForm>();
  const [contactForm] = Form.useForm<ContactForm>();
  const [contacting, setContacting] = useState(false);
  const toast = (msg: string) => { void message.success(msg); onChanged(); };
  const reply = useCrudMutation({
    mutationFn: async (v: ReplyForm) => (await replyNotice(replying!.id, v.content)).msg,
    success: false, onSuccess: toast, invalidate: [[SUP_KEYS.notices]], close: () => setReplying(null),
  });
  const review = useCrudMutation({
    mutationFn: async (v: ReviewForm) => (await reviewNotice(reviewing!.id, v.reviewOpinion, v.remark)).msg,
    success: false, onSuccess: toast, invalidate: [[SUP_KEYS.notices]], close: () => setReviewing(null),
  });
  const contact = useCrudMutation({
    mutationFn: async (v: ContactForm) => (await issueNotice({ businessId, docType: 'contact', subject: v.subject, content: v.content })).msg,
    success: false, onSuccess: toast, invalidate: [[SUP_KEYS.notices]], close: () => setContacting(false),
  });
  const opinions = [1, 2, 3].map((v) => ({ value: v, label: t(`supervise.notice.opinions.${v}`) }));
  return (
    <>
      <LedgerPage<TSupNotice>
        testId="sup-notice-ledger"
        tableTestId="sup-notice-table"
        queryKey={[SUP_KEYS.notices]}
        list={queryNotices}
        params={{ businessId }}
        card={{ title: t('supervise.notice.title'), size: 'small' }}
        search={[
          { name: 'code$like', placeholder: t('supervise.notice.code'), width: 160 },
          {
            name: 'docType', type: 'select', placeholder: t('supervise.print.docType'), width: 150, testId: 'sup-notice-type',
            options: SUP_DOC_TYPES.map((v) => ({ value: v, label: t(`supervise.print.docTypes.${v}`) })),
          },
        ]}
        columns={[
          { title: t('supervise.notice.code'), dataIndex: 'code', width: 140, render: (v: string, r) => <a style={{ whiteSpace: 'nowrap' }} onClick={() => setViewing(r)}>{v}</a> },
          {
            title: t('supervise.print.docType'), dataIndex: 'docType', width: 130,
            render: (v: string) => <Tag color={TYPE_COLOR[v]} data-testid="sup-notice-type-tag">{t(`supervise.print.docTypes.${v}`)}</Tag>,
          },
          { title: t('supervise.notice.subject'), dataIndex: 'subject', width: 200, ellipsis: true },
          { title: t('supervise.notice.state'), dataIndex: 'stateName', width: 110, render: (v: string, r) => <Tag color={STATE_COLOR[r.state]} data-testid="sup-notice-state">{v}</Tag> },
          { title: `${t('supervise.notice.rectified')}/${t('supervise.notice.problems')}`, key: 'n', width: 90, render: (_: unknown, r) => `${r.rectifiedCount}/${r.problemCount}` },
          { title: t('supervise.notice.deadline'), dataIndex: 'rectifyDeadline', width: 108, render: (v: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span> },
          { title: t('supervise.notice.rounds'), dataIndex: 'rounds', width: 80 },
          { title: t('supervise.notice.issuedBy'), dataIndex: 'issuedByName', width: 80 },
          { title: t('supervise.notice.issuedDate'), dataIndex: 'issuedDate', width: 150, format: 'datetime', onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
        ]}
        edit={false}
        toolbar={(ctx) => (
          <>
            {ctx.can('supervise:problem:notice') && (
              <Button icon={<PlusOutlined />} onClick={() => { contactForm.resetFields(); setContacting(true); }} data-testid="sup-contact-add">{t('supervise.print.addContact')}</Button>
            )}
            <Button icon={<PrinterOutlined />} onClick={() => setPicking(true)} data-testid="sup-docno-open">{t('supervise.print.docNo')}</Button>
          </>
        )}
        actionsColumn={{ width: 190 }}
        actions={[
          {
            key: 'reply', label: t('supervise.notice.reply'), rights: 'supervise:problem:reply', visible: (r) => r.state === 'ISSUED' || r.state === 'RETURNED',
            onClick: (r) => { replyForm.resetFields(); setReplying(r); },
          },
          {
            key: 'review', label: t('supervise.notice.review'), rights: 'supervise:problem:review', visible: (r) => r.state === 'REPLIED' || r.state === 'RECHECK',
            onClick: (r) => { reviewForm.resetFields(); setReviewing(r); },
          },
          { key: 'detail', label: t('supervise.notice.detail'), onClick: (r) => setViewing(r) },
          { key: 'print', label: t('supervise.print.print'), testId: 'sup-notice-print', onClick: (r) => setPrinting(r.id) },
        ]}
      />
      <DocNumberPicker businessId={businessId} open={picking} onClose={() => setPicking(false)} onPick={(r) => { setPicking(false); setPrinting(r.id); }} />
      <NoticePrintModal id={printing} onClose={() => setPrinting(null)} />
      <FormModal<ContactForm> form={contactForm} open={contacting} onClose={() => setContacting(false)} saving={contact.isPending} okTestId="sup-contact-ok"
        title={t('supervise.print.addContact')} width={Math.min(640, window.innerWidth - 16)} labelWidth={90} onFinish={(v) => contact.mutate(v)}>
        <Form.Item name="subject" label={t('supervise.print.reason')} rules={[{ required: true, whitespace: true, message: '请输入事由' }]}>
          <Input maxLength={200} data-testid="sup-contact-subject" />
        </Form.Item>
        <Form.Item name="content" label={t('supervise.print.content')}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={4000} data-testid="sup-contact-content" />
        </Form.Item>
      </FormModal>
      <FormModal<ReplyForm> form={replyForm} open={!!replying} onClose={() => setReplying(null)} saving={reply.isPending} okTestId="sup-reply-ok"
        title={`${t('supervise.notice.reply')} · ${replying?.code ?? ''}`} width={Math.min(640, window.innerWidth - 16)} labelWidth={90}
        onFinish={(v) => reply.mutate(v)}>
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }} items={[
          { key: 's', label: t('supervise.notice.subject'), children: replying?.subject },
          { key: 'd', label: t('supervise.notice.deadline'), children: replying?.rectifyDeadline ?? '—' },
          ...(replying?.reviewRemark ? [{ key: 'r', label: t('supervise.notice.remark'), children: replying.reviewRemark }] : []),
        ]} />
        <Form.Item name="content" label={t('supervise.notice.replyContent')} rules={[{ required: true, whitespace: true, message: '请输入整改回复内容' }]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={4000} placeholder={t('supervise.notice.replyPlaceholder')} data-testid="sup-reply-content" />
        </Form.Item>
      </FormModal>
      <FormModal<ReviewForm> form={reviewForm} open={!!reviewing} onClose={() => setReviewing(null)} saving={review.isPending} okTestId="sup-review-ok"
        title={`${t('supervise.notice.review')} · ${reviewing?.code ?? ''}`} width={Math.min(640, window.innerWidth - 16)} onFinish={(v) => review.mutate(v)}>
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }} items={[
          { key: 'c', label: t('supervise.notice.replyContent'), children: reviewing?.replyContent },
        ]} />
        <Form.Item name="reviewOpinion" label={t('supervise.notice.opinion')} rules={[{ required: true, message: '请选择复查意见' }]}>
          <Radio.Group data-testid="sup-review-opinion" options={reviewing?.state === 'RECHECK' ? opinions.slice(0, 2) : opinions} />
        </Form.Item>
        <Form.Item name="remark" label={t('supervise.notice.remark')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} data-testid="sup-review-remark" />
        </Form.Item>
      </FormModal>
      <NoticeDetail notice={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

function NoticeDetail({ notice, onClose }: { notice: TSupNotice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [SUP_KEYS.notices, 'detail', notice?.id], queryFn: () => fetchNotice(notice!.id), enabled: !!notice });
  const d = detail.data;
  return (
    <Modal open={!!notice} onCancel={onClose} footer={null} width={Math.min(900, window.innerWidth - 16)} title={`${t('supervise.notice.title')} ${notice?.code ?? ''}`} destroyOnHidden>
      {d && (
        <>
          <Descriptions size="small" column={2} bordered items={[
            { key: 'p', label: t('supervise.problem.project'), children: d.businessName, span: 2 },
            { key: 's', label: t('supervise.notice.subject'), children: d.subject, span: 2 },
            { key: 'c', label: t('supervise.notice.content'), children: d.content ?? '—', span: 2 },
            { key: 'st', label: t('supervise.notice.state'), children: <Tag color={STATE_COLOR[d.state]}>{d.stateName}</Tag> },
            { key: 'dl', label: t('supervise.notice.deadline'), children: d.rectifyDeadline ?? '—' },
          ]} />
          <ResponsiveTable size="small" rowKey="id" pagination={false} style={{ margin: '12px 0' }} dataSource={d.problems} columns={[
            { title: t('supervise.problem.code'), dataIndex: 'code', width: 130 },
            { title: t('supervise.problem.name'), dataIndex: 'name' },
            { title: t('supervise.problem.unit'), dataIndex: 'projectNodeName', width: 110 },
            { title: t('supervise.problem.status'), dataIndex: 'problemStatus', width: 90, render: (v: number) => <Tag color={v === 1 ? 'success' : 'error'}>{t(`supervise.problem.statuses.${v}`)}</Tag> },
          ]} />
          <Timeline items={d.events.map((e) => ({
            key: e.id,
            color: e.kind === 'review' ? (e.opinion === 1 ? 'green' : 'red') : 'blue',
            children: (
              <span>
                {formatDate(e.createdDate as string, 'datetime')} {e.createdByName} · {t(`supervise.notice.events.${e.kind}`)}
                {e.opinion ? `：${t(`supervise.notice.opinions.${e.opinion}`)}` : ''}{e.content ? ` — ${e.content}` : ''}
              </span>
            ),
          }))} />
        </>
      )}
    </Modal>
  );
}
