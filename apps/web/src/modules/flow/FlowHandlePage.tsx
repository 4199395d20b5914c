import { FLOW_TABS, type FlowTab } from './flow-tabs';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Input, InputNumber, Result, Select, Skeleton, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import {
  BellOutlined, CheckOutlined, CommentOutlined, ReloadOutlined, RollbackOutlined, SaveOutlined, SendOutlined, ShareAltOutlined, SwapOutlined, UndoOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { BUSINESS_TYPE, COMMISSION_PURPOSE, labelOf, type OptionMap, optionsOf, skipsFastForward } from '@ecms/shared';
import {
  type AuditEntry, type Done, fastForward, fetchFastForward, fetchFrontInit, fetchNextOptions, fetchPermission, fetchProcess, fetchStepAudit, fetchTaskDraft,
  type FrontInit, type ProcessDetail, saveTaskDraft, submitTask, type TodoPermission, type TransferKind, urge, withdrawFlow,
} from '../../api/wf-handle';
import { useUserInfo } from '../../app/hooks/use-user';
import { useApp } from '../../components/use-app';
import { StartFlowView } from './StartFlowView';
import { ReturnDialog, SubmitDialog, TransferDialog } from './dialogs';
import { fieldAccess, formEditable } from './editability';
import { formIdOfBusinessType, WfFormComp, type WfFormCompHandle } from '../form';
import './flow.css';

// The chart library loads with the chart tab only.
const FlowChart = lazy(() => import('./FlowChart').then((m) => ({ default: m.FlowChart })));

const TAB_LABEL: Record<FlowTab, string> = {
  'flow-business': 'flowHandle.tabs.business', 'flow-status': 'flowHandle.tabs.status', 'flow-chart': 'flowHandle.tabs.chart', 'flow-related': 'flowHandle.tabs.related',
};
const STATUS_COLOR: Record<string, string> = { running: 'processing', approved: 'success', rejected: 'error', withdrawn: 'default', terminated: 'default' };
const truthy = (v: string | null) => v === '1' || v === 'true';

const processKey = (id: string) => ['wf-process', id];

/** The caller's open task: the linked to-do if still open, else any open task of theirs in the instance. */
async function resolvePermission(taskId: string | null, procInstId: string): Promise<TodoPermission | null> {
  const linked = taskId ? await fetchPermission(taskId) : null;
  if (linked?.hasNextBtn) return linked;
  return (await fetchPermission(procInstId)) ?? linked;
}

/**
 * The initiator may withdraw while nobody after the latest start has acted (the engine decides;
 * this only hides a button that would be refused).
 */
export function canWithdraw(detail: ProcessDetail): boolean {
  if (detail.status !== 'running') return false;
  const lastStart = detail.runs.map((r) => r.nodeId).lastIndexOf(detail.graph.startId);
  return !detail.runs.slice(lastStart + 1).some((r) => r.tasks.some((x) => x.kind !== 'cc' && x.kind !== 'forward'
    && (x.status === 'done' || x.status === 'transferred' || x.status === 'waiting')));
}

/** Opinion history when no to-do of the caller addresses the audit trail: the runs' handled tasks. */
function historyFromRuns(detail: ProcessDetail): AuditEntry[] {
  return detail.runs.flatMap((r) => r.tasks.filter((x) => x.doneDate && x.outcome).map((x) => ({
    id: x.id, action: x.outcome!, nodeName: r.nodeName, userName: x.assigneeName, opinion: x.opinion, agree: null, createdDate: x.doneDate!,
  }))).sort((a, b) => a.createdDate.localeCompare(b.createdDate));
}

const fmt = (d: string | null | undefined) => (d ? dayjs(d).format('YYYY-MM-DD HH:mm') : '-');

/**
 * /flowhandle/{tab} and /flowhandle2/{tab} (blank window, no shell): one flow instance with its
 * business content, opinions, chart and related flows, and the caller's task buttons.
 */
export function FlowHandlePage({ bare = false }: { bare?: boolean }) {
  const [params] = useSearchParams();
  const procDefineId = params.get('procDefineId');
  if (!params.get('procInstId') && procDefineId) return <StartFlowView procDefineId={procDefineId} bare={bare} />;
  return <FlowInstanceView bare={bare} />;
}

function FlowInstanceView({ bare }: { bare: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const procInstId = params.get('procInstId') ?? '';
  const taskId = params.get('taskId');
  const flags = { view: truthy(params.get('view')), adminEdit: truthy(params.get('adminEdit')) };
  const tab = (FLOW_TABS.find((x) => location.pathname.endsWith(`/${x}`)) ?? 'flow-business') as FlowTab;
  const me = useUserInfo().data;

  const detail = useQuery({ queryKey: processKey(procInstId), queryFn: () => fetchProcess(procInstId), enabled: !!procInstId });
  const perm = useQuery({ queryKey: ['wf-permission', procInstId, taskId], queryFn: () => resolvePermission(taskId, procInstId), enabled: !!procInstId });
  const p = perm.data ?? null;
  const auditTodo = p?.todoId ?? taskId;
  const audit = useQuery({ queryKey: ['wf-audit', procInstId, auditTodo], queryFn: () => fetchStepAudit(auditTodo!), enabled: !!auditTodo, retry: false });

  const [opinion, setOpinion] = useState('');
  const [formValues, setFormValues] = useState<Record<string, unknown>>({});
  const [dialog, setDialog] = useState<'submit' | 'return' | TransferKind | null>(null);
  // an online form as business content saves its pending edits before the task moves on
  const formComp = useRef<WfFormCompHandle>(null);
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const d = detail.data;
  const editable = formEditable(p, flags);
  const isStart = !!d && p?.stepId === d.graph.startId;
  // 暂存: the holder's saved draft comes back over the instance's values when the task reopens.
  const edited = useRef<Record<string, unknown>>({});
  const draft = useQuery({ queryKey: ['wf-draft', p?.todoId], queryFn: () => fetchTaskDraft(p!.todoId), enabled: !!p?.todoId && !!p.hasSaveBtn, retry: false });
  // The definition's front-end init config (declarative: defaults, hidden fields, notice).
  const initKey = d?.versionId ?? d?.procDefineId;
  const frontInit = useQuery({ queryKey: ['wf-front-init', initKey], queryFn: () => fetchFrontInit(initKey!), enabled: !!initKey, staleTime: 5 * 60_000, retry: false });
  useEffect(() => {
    const base = { ...(detail.data?.formData ?? {}) };
    if (editable && isStart) {
      for (const [k, v] of Object.entries(frontInit.data?.defaults ?? {})) if (base[k] === undefined || base[k] === null || base[k] === '') base[k] = v;
    }
    // Queries resolving late (draft, init config, a refetch) must not wipe what the user typed.
    setFormValues({ ...base, ...(draft.data?.formData ?? {}), ...edited.current });
  }, [detail.data, draft.data, frontInit.data, editable, isStart]);
  useEffect(() => {
    edited.current = {};
    setOpinion('');
  }, [p?.todoId]);
  const draftOpinion = draft.data?.opinion;
  useEffect(() => {
    if (draftOpinion) setOpinion((typed) => typed || draftOpinion);
  }, [draftOpinion]);
  const editForm = (next: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(next)) if (v !== formValues[k]) edited.current[k] = v;
    setFormValues(next);
  };
  const actionable = !!p?.hasNextBtn;
  const isInitiator = !!d && !!me && d.initiatorId === me.userId;
  const running = d?.status === 'running';
  const changedForm = useMemo(() => (editable ? formValues : undefined), [editable, formValues]);

  /** After a command: toast the server's message, reload everything (the to-do leaves the lists). */
  const after = async (r: Done<unknown>) => {
    setDialog(null);
    message.success(r.msg);
    await qc.invalidateQueries();
  };

  const onNext = async () => {
    if (!p) return;
    setBusy(true);
    try {
      if (formComp.current && !(await formComp.current.save())) return;
      if (!['normal', 'handover', 'addsign'].includes(p.kind)) {
        await after(await submitTask(p.todoId, { nextStepId: '', opinion }));
        return;
      }
      if (skipsFastForward(p.type)) {
        const first = (await fetchNextOptions(p.todoId)).find((o) => o.type === 1);
        if (first) {
          await after(await submitTask(p.todoId, { nextStepId: first.userTaskConfigId, opinion, formData: changedForm }));
          return;
        }
      }
      const ff = await fetchFastForward(p.todoId);
      if (ff.canForward && ff.canForwardUserTask) {
        const next = ff.canForwardUserTask;
        modal.confirm({
          title: t('flowHandle.fastTitle'),
          content: t('flowHandle.fastContent', { name: next.name }),
          okText: t('flowHandle.fastYes'),
          cancelText: t('flowHandle.fastNo'),
          okButtonProps: { 'data-testid': 'fast-yes' },
          cancelButtonProps: { 'data-testid': 'fast-no' },
          onOk: async () => {
            try {
              await after(await fastForward(p.todoId, { nextStepId: next.userTaskConfigId, opinion, formData: changedForm }));
            } catch { /* shown by the client */ }
          },
          onCancel: (close?: unknown) => {
            // Escape / the close icon also land here; both mean "let me choose".
            if (typeof close === 'function') (close as () => void)();
            setDialog('submit');
          },
        });
        return;
      }
      setDialog('submit');
    } catch { /* shown by the client */ } finally {
      setBusy(false);
    }
  };

  const onSave = async () => {
    if (!p) return;
    setSaving(true);
    try {
      const r = await saveTaskDraft(p.todoId, { opinion, formData: changedForm });
      message.success(r.msg);
      await qc.invalidateQueries({ queryKey: ['wf-draft', p.todoId] });
    } catch { /* shown by the client */ } finally {
      setSaving(false);
    }
  };

  const confirmRun = (title: string, run: () => Promise<Done<unknown>>, content?: string) => {
    modal.confirm({
      title, content,
      onOk: async () => {
        try { await after(await run()); } catch { /* shown by the client */ }
      },
    });
  };

  if (!procInstId) {
    return <div className="ecms-flow-page"><Result status="warning" title={t('flowHandle.missingId')} /></div>;
  }
  if (detail.isError) {
    return (
      <div className="ecms-flow-page">
        <Result status="error" title={t('flowHandle.loadFailed')} subTitle={(detail.error as Error)?.message}
          extra={<Button type="primary" onClick={() => void detail.refetch()}>{t('flowHandle.retry')}</Button>} />
      </div>
    );
  }
  if (!d) {
    return <div className="ecms-flow-page"><Card><Skeleton active paragraph={{ rows: 10 }} /></Card></div>;
  }

  const current = Array.isArray(d.currentNodeNames) ? d.currentNodeNames.join('、') : d.currentNodeNames;
  const actions = (
    <Space wrap size={8} className="ecms-flow-actions" data-testid="flow-actions">
      {p?.hasNextBtn && <Button type="primary" icon={<CheckOutlined />} loading={busy} onClick={() => void onNext()} data-testid="flow-next">{p.nextBtnName}</Button>}
      {p?.hasSaveBtn && <Button icon={<SaveOutlined />} loading={saving} onClick={() => void onSave()} data-testid="flow-save">{t('flowHandle.saveDraft')}</Button>}
      {p?.hasPrevBtn && <Button danger icon={<RollbackOutlined />} onClick={() => setDialog('return')} data-testid="flow-prev">{p.prevBtnName}</Button>}
      {p?.hasAdjustBtn && <Button icon={<SwapOutlined />} onClick={() => setDialog('adjust')} data-testid="flow-adjust">{p.adjustBtnName}</Button>}
      {p?.hasForwardBtn && <Button icon={<ShareAltOutlined />} onClick={() => setDialog('passOn')} data-testid="flow-forward">{p.forwardBtnName}</Button>}
      {p?.hasConsultBtn && <Button icon={<CommentOutlined />} onClick={() => setDialog('consult')} data-testid="flow-consult">{p.consultBtnName}</Button>}
      {running && isInitiator && !actionable && (
        <Button icon={<BellOutlined />} onClick={() => confirmRun(t('flowHandle.urge'), () => urge(d.id))} data-testid="flow-urge">{t('flowHandle.urge')}</Button>
      )}
      {isInitiator && canWithdraw(d) && (
        <Button icon={<UndoOutlined />} onClick={() => confirmRun(t('flowHandle.withdraw'), () => withdrawFlow(d.id), t('flowHandle.withdrawConfirm'))} data-testid="flow-withdraw">
          {t('flowHandle.withdraw')}
        </Button>
      )}
      {(p?.hasRefreshBtn ?? true) && (
        <Tooltip title={p?.refreshBtnName ?? t('common.refresh')}>
          <Button icon={<ReloadOutlined />} onClick={() => void qc.invalidateQueries({ queryKey: ['wf-permission', procInstId] }).then(() => Promise.all([detail.refetch(), audit.refetch()]))}
            data-testid="flow-refresh" aria-label={p?.refreshBtnName ?? t('common.refresh')} />
        </Tooltip>
      )}
    </Space>
  );

  const history = audit.data?.history ?? (audit.isPending && auditTodo ? undefined : historyFromRuns(d));

  let body;
  if (tab === 'flow-status') {
    body = (
      <ResponsiveTable<AuditEntry> size="middle" rowKey="id" data-testid="flow-history" loading={!history} dataSource={history ?? []} pagination={false}
        locale={{ emptyText: <Empty description={t('flowHandle.history.empty')} /> }} scroll={{ x: 760 }}
        columns={[
          { title: '#', width: 50, render: (_v, _r, i) => i + 1 },
          { title: t('flowHandle.history.step'), dataIndex: 'nodeName', width: 160, ellipsis: true, render: (v: string | null) => v ?? '-' },
          { title: t('flowHandle.history.operator'), dataIndex: 'userName', width: 110, render: (v: string | null) => v ?? '-' },
          { title: t('flowHandle.history.action'), dataIndex: 'action', width: 110, render: (v: string) => <Tag color={actionColor(v)}>{t(`flowHandle.action.${v}`, { defaultValue: v })}</Tag> },
          { title: t('flowHandle.history.opinion'), dataIndex: 'opinion', render: (v: string | null) => v || <Typography.Text type="secondary">-</Typography.Text> },
          { title: t('flowHandle.history.time'), dataIndex: 'createdDate', width: 150, render: fmt },
        ]} />
    );
  } else if (tab === 'flow-chart') {
    body = <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}><FlowChart detail={d} /></Suspense>;
  } else if (tab === 'flow-related') {
    body = <Empty className="ecms-flow-empty" description={t('flowHandle.related')} data-testid="flow-related" />;
  } else {
    body = (
      <BusinessForm detail={d} perm={p} frontInit={frontInit.data} values={formValues} onChange={editForm} editable={editable} isStart={isStart} adminEdit={flags.adminEdit}
        opinion={actionable ? opinion : undefined} onOpinion={setOpinion} formRef={formComp} />
    );
  }

  return (
    <div className={`ecms-flow-page${bare ? ' ecms-flow-page--bare' : ''}`} data-testid="flow-page">
      <Card className="ecms-flow-head" size="small">
        <div className="ecms-flow-head-row">
          <div className="ecms-flow-title">
            <Typography.Title level={4} ellipsis={{ tooltip: d.name }} style={{ margin: 0 }} data-testid="flow-title">{d.name}</Typography.Title>
            <Tag color={STATUS_COLOR[d.status] ?? 'default'} data-testid="flow-status-tag">{t(`flowHandle.status.${d.status}`, { defaultValue: d.status })}</Tag>
          </div>
          {actions}
        </div>
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 2, lg: 4 }} className="ecms-flow-meta"
          items={[
            { key: 'def', label: t('flowHandle.definition'), children: d.procDefineName ?? '-' },
            { key: 'ini', label: t('flowHandle.initiator'), children: d.initiatorName ?? '-' },
            { key: 'start', label: t('flowHandle.startedDate'), children: fmt(d.startedDate) },
            { key: 'cur', label: actionable ? t('flowHandle.myStep') : t('flowHandle.currentStep'), children: (actionable ? p?.stepName : current) || '-' },
          ]} />
      </Card>
      <Card className="ecms-flow-body" size="small">
        <Tabs activeKey={tab} onChange={(k) => navigate({ pathname: `${bare ? '/flowhandle2' : '/flowhandle'}/${k}`, search: location.search })}
          items={FLOW_TABS.map((k) => ({ key: k, label: <span data-testid={`tab-${k}`}>{t(TAB_LABEL[k])}</span> }))} />
        <div className="ecms-flow-tab">{body}</div>
      </Card>
      {p && dialog === 'submit' && (
        <SubmitDialog open perm={p} opinion={opinion} formData={changedForm} onCancel={() => setDialog(null)} onDone={(r) => void after(r)} />
      )}
      {p && dialog === 'return' && <ReturnDialog open perm={p} opinion={opinion} onCancel={() => setDialog(null)} onDone={(r) => void after(r)} />}
      {p && (dialog === 'adjust' || dialog === 'passOn' || dialog === 'consult') && (
        <TransferDialog open perm={p} kind={dialog} topic={d.name} onCancel={() => setDialog(null)} onDone={(r) => void after(r)}
          title={dialog === 'adjust' ? p.adjustBtnName : dialog === 'passOn' ? p.forwardBtnName : p.consultBtnName} />
      )}
    </div>
  );
}

function actionColor(action: string): string {
  if (['agree', 'start', 'resubmit', 'answer', 'read', 'auto'].includes(action)) return 'green';
  if (['return', 'withdraw'].includes(action)) return 'orange';
  if (['reject', 'terminate', 'delete'].includes(action)) return 'red';
  return 'blue';
}

interface BusinessFormProps {
  detail: ProcessDetail;
  frontInit?: FrontInit;
  perm: TodoPermission | null;
  values: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
  editable: boolean;
  isStart: boolean;
  adminEdit: boolean;
  opinion?: string;
  onOpinion: (v: string) => void;
  formRef?: React.Ref<WfFormCompHandle>;
}

/** flow-business: the instance's form data as a key-value form, editable per node and flags, and the opinion box. */
function BusinessForm({ detail, frontInit, perm, values, onChange, editable, isStart, adminEdit, opinion, onOpinion, formRef }: BusinessFormProps) {
  const { t } = useTranslation();
  // business type form:<code>: the online form itself, with the node's field permissions (spec 1 §2.4 wf-form-comp)
  const onlineForm = formIdOfBusinessType(detail.businessType);
  const hidden = new Set(adminEdit ? [] : frontInit?.hidden ?? []);
  const fields = [...new Set([...Object.keys(detail.formData ?? {}), ...Object.keys(values)])].filter((k) => !hidden.has(k)).sort((a, b) => fieldRank(a) - fieldRank(b) || a.localeCompare(b))
    .map((k) => ({ key: k, access: fieldAccess(perm, k, isStart, editable, adminEdit) }))
    .filter((f) => f.access !== 'hidden');
  const label = (k: string) => t(`flowHandle.fields.${k}`, { defaultValue: k });
  // The tag says what the user can do here: on an approval node only fields configured editable are.
  const anyEditable = editable && (onlineForm
    ? adminEdit || isStart || Object.values(perm?.fieldPermissions ?? {}).includes('editable')
    : fields.some((f) => f.access === 'editable'));
  return (
    <div className="ecms-flow-business" data-testid="flow-business">
      <Typography.Title level={5} className="ecms-flow-section">
        {t('flowHandle.formTitle')}
        <Tag color={anyEditable ? 'blue' : 'default'} style={{ marginInlineStart: 8 }} data-testid="form-mode">{anyEditable ? t('flowHandle.editable') : t('flowHandle.readOnly')}</Tag>
      </Typography.Title>
      {frontInit?.notice && <Alert type="info" showIcon title={frontInit.notice} style={{ marginBottom: 12 }} data-testid="flow-front-notice" />}
      {onlineForm && detail.businessId ? (
        <WfFormComp ref={formRef} formId={onlineForm} recordId={detail.businessId} taskDefKey={perm?.stepId ?? detail.graph.startId} readonly={!editable} />
      ) : fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('flowHandle.noForm')} /> : (
        <Descriptions bordered size="middle" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 }} className="ecms-flow-form" styles={{ label: { width: 140 } }}
          items={fields.map(({ key, access }) => {
            const v = values[key];
            let input;
            const options = ENUM_FIELDS[key];
            if (options && access === 'editable') {
              input = <Select style={{ width: '100%' }} value={v as number} onChange={(n) => onChange({ ...values, [key]: n })} data-testid={`field-${key}`} aria-label={label(key)}
                options={optionsOf(options).map((o) => ({ value: o.value, label: o.label }))} />;
            } else if (options) input = <span className="ecms-flow-value" data-testid={`field-${key}`}>{labelOf(options, v) || display(v)}</span>;
            else if (access !== 'editable') input = <span className="ecms-flow-value" data-testid={`field-${key}`}>{display(v)}</span>;
            else if (typeof v === 'number') input = <InputNumber style={{ width: '100%' }} value={v} formatter={thousands} parser={unthousands} onChange={(n) => onChange({ ...values, [key]: n ?? 0 })} data-testid={`field-${key}`} aria-label={label(key)} />;
            else if (typeof v === 'string' || v === null || v === undefined) input = <Input value={(v as string) ?? ''} onChange={(e) => onChange({ ...values, [key]: e.target.value })} data-testid={`field-${key}`} aria-label={label(key)} />;
            else input = <span className="ecms-flow-value" data-testid={`field-${key}`}>{display(v)}</span>;
            return { key, label: label(key), children: input };
          })} />
      )}
      {opinion !== undefined && (
        <>
          <Typography.Title level={5} className="ecms-flow-section ecms-flow-section--gap"><SendOutlined /> {t('flowHandle.opinion')}</Typography.Title>
          <Input.TextArea rows={3} maxLength={2000} showCount value={opinion} onChange={(e) => onOpinion(e.target.value)}
            placeholder={t('flowHandle.opinionPlaceholder')} aria-label={t('flowHandle.opinion')} data-testid="flow-opinion" />
        </>
      )}
    </div>
  );
}

/** Known business fields first, in reading order; the rest alphabetically after them. */
const FIELD_ORDER = ['contractName', 'contractAmount', 'amount', 'businessType', 'commissionPurpose', 'reason', 'remark'];
/** Coded fields the contract and cost-consultation flows carry: shown and chosen by their labels. */
const ENUM_FIELDS: Record<string, OptionMap> = { businessType: BUSINESS_TYPE, commissionPurpose: COMMISSION_PURPOSE };
const fieldRank = (k: string) => (FIELD_ORDER.includes(k) ? FIELD_ORDER.indexOf(k) : FIELD_ORDER.length);

const thousands = (v: number | string | undefined) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const unthousands = (v: string | undefined) => Number((v ?? '').replace(/,/g, ''));

function display(v: unknown): string {
  if (v === null || v === undefined || v === '') return '-';
  if (typeof v === 'number') return v.toLocaleString('zh-CN');
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
