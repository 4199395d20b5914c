import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined, PrinterOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FLOW_RECORD_STATUS, formatDate, MESSAGES } from '@ecms/shared';
import { flowBusinessLink } from '../../../api/contract';
import {
  createFormRecord, fieldErrorsOf, FORM_ROWS_KEY, isStale, saveAndStartFormFlow, startFormRecordFlow, updateFormRecord, type FieldError, type FormMeta, type FormRecord,
} from '../../../api/forms';
import { useUserInfo } from '../../../app/hooks/use-user';
import { useApp } from '../../../components/use-app';
import { FormRenderer, type FormRendererHandle } from '../components/FormRenderer';
import { PrintPreview } from '../components/PrintPreview';
import { initialValue, type FormValue } from '../field-model';
import { useFormMeta, useFormNav, useFormRecord, type FormPageMode } from '../hooks';
import { usePageTitle } from '../../../app/store/page-title';

/**
 * /:formId/wf-form?id=&mode=create|edit|view (also /main-page/wf-form?formId=): one record of an
 * online form. Save validates every field and scrolls to the first error; the server's field
 * errors land on their fields; a stale save (409) shows the server's message and reloads.
 */
export function WfFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [query] = useSearchParams();
  const formId = params.formId ?? query.get('formId') ?? '';
  const id = query.get('id');
  const asked = (query.get('mode') as FormPageMode | null) ?? (id ? 'view' : 'create');
  const meta = useFormMeta(formId);
  usePageTitle(meta.data?.definition.name); // the tab and breadcrumb name the form
  const record = useFormRecord(formId, id);

  if (!formId || meta.isError) return <Card><Result status="warning" title={t('formRt.notFound')} /></Card>;
  if (meta.isPending || (id && record.isPending)) return <Card><Skeleton active paragraph={{ rows: 10 }} /></Card>;
  if (id && record.isError) {
    return (
      <Card>
        <Result status="warning" title={t('formRt.recordNotFound')} extra={<Button onClick={() => void record.refetch()}>{t('formRt.retry')}</Button>} />
      </Card>
    );
  }
  const m = meta.data;
  const r = id ? record.data : undefined;
  // what the caller may do decides the mode: another user's record stays read-only
  const othersRecord = !!r && r.editable === false;
  let mode: FormPageMode = asked;
  if (mode === 'create' && (id || !m.permissions.create)) mode = id ? 'edit' : 'view';
  if (mode === 'edit' && (!r || othersRecord || !m.permissions.edit)) mode = 'view';
  if (mode === 'view' && !r) return <Card><Result status="warning" title={t('formRt.recordNotFound')} /></Card>;
  return (
    <FormEditor
      key={`${id ?? 'new'}:${mode}:${r?.version ?? ''}:${r?.updatedDate ?? ''}`}
      formId={formId}
      meta={m}
      record={r}
      mode={mode}
      othersRecord={othersRecord}
      parentId={query.get('parentId')}
      onReload={() => void record.refetch()}
    />
  );
}

/** Flow statuses that rule out starting a flow again (running, sent back, approved). */
const IN_OR_PAST_FLOW = new Set<number>([FLOW_RECORD_STATUS.APPROVING.value, FLOW_RECORD_STATUS.RETURNED.value, FLOW_RECORD_STATUS.APPROVED.value]);

function FormEditor({ formId, meta, record, mode, othersRecord, parentId, onReload }: {
  formId: string;
  meta: FormMeta;
  record?: FormRecord;
  mode: FormPageMode;
  othersRecord: boolean;
  parentId: string | null;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const me = useUserInfo().data;
  const nav = useFormNav(formId);
  const ref = useRef<FormRendererHandle>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [saving, setSaving] = useState<'save' | 'start' | null>(null);
  const [printing, setPrinting] = useState(false);
  const def = meta.definition;
  // The initial value only: typing stays inside the renderer (no page re-render per keystroke).
  const initial = useMemo<FormValue>(() => {
    if (!record) return initialValue(meta.model, { userId: me?.userId, deptId: me?.deptId });
    const { subTables, ...values } = record;
    return { values, subTables: subTables ?? {} };
  }, [record, meta.model, me?.userId, me?.deptId]);

  const editing = mode !== 'view';
  // A saved record of one's own that never went into a flow (or came out of one: withdrawn,
  // rejected, terminated) can be saved and sent on its way too.
  const status = record?.flowStatus === undefined || record.flowStatus === null ? null : Number(record.flowStatus);
  const startable = status === null || !IN_OR_PAST_FLOW.has(status);
  const canStartFlow = !!def.processCode && (mode === 'create' || (mode === 'edit' && !!record && record.createdBy === me?.userId && startable));

  const save = async (startFlow: boolean) => {
    const v = await ref.current?.validate();
    if (!v) {
      message.warning(t('formRt.fixErrors'));
      return;
    }
    setSaving(startFlow ? 'start' : 'save');
    setErrors([]);
    try {
      if (startFlow) {
        let s;
        if (record) {
          await updateFormRecord(formId, record.id, { ...v, version: record.version });
          s = await startFormRecordFlow(formId, record.id);
        } else {
          s = await saveAndStartFormFlow(formId, v);
        }
        message.success(t('formRt.started', { name: s.curActivityName ?? s.name }));
        void qc.invalidateQueries({ queryKey: [FORM_ROWS_KEY, formId] });
        navigate(flowBusinessLink(s));
      } else if (!record) {
        const created = await createFormRecord(formId, { ...v, parentId });
        message.success(MESSAGES.SAVE_OK);
        void qc.invalidateQueries({ queryKey: [FORM_ROWS_KEY, formId] });
        nav.form({ id: created.id, mode: 'edit' }, { replace: true });
      } else {
        await updateFormRecord(formId, record.id, { ...v, version: record.version });
        message.success(MESSAGES.SAVE_OK);
        void qc.invalidateQueries({ queryKey: [FORM_ROWS_KEY, formId] });
        onReload();
      }
    } catch (e) {
      const fieldErrors = fieldErrorsOf(e);
      message.error((e as Error).message || MESSAGES.SUBMIT_FAILED);
      if (fieldErrors?.length) setErrors(fieldErrors);
      else if (isStale(e)) onReload();
    } finally {
      setSaving(null);
    }
  };

  const modeLabel = mode === 'create' ? t('formRt.modeCreate') : mode === 'edit' ? t('formRt.modeEdit') : t('formRt.modeView');
  return (
    <div className="ecms-form-page" data-testid="wf-form-page">
      <Card size="small">
        <div className="ecms-form-page-bar">
          <div className="ecms-form-page-title">
            <Typography.Title level={4} ellipsis={{ tooltip: def.name }} data-testid="wf-form-title">{def.name}</Typography.Title>
            <Tag color={editing ? 'blue' : 'default'} data-testid="wf-form-mode">{modeLabel}</Tag>
          </div>
          <Space wrap>
            {mode === 'view' && record && !othersRecord && meta.permissions.edit && (
              <Button type="primary" icon={<EditOutlined />} onClick={() => nav.form({ id: record.id, mode: 'edit' })} data-testid="wf-form-edit">
                {t('formRt.edit')}
              </Button>
            )}
            {record?.procInstId && (
              <Button onClick={() => navigate(flowBusinessLink({ procInstId: record.procInstId!, name: def.name }))} data-testid="wf-form-open-flow">
                {t('contract.openFlow')}
              </Button>
            )}
            {mode === 'view' && record && (
              <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)} data-testid="wf-form-print">{t('formRt.print')}</Button>
            )}
            <Button icon={<ArrowLeftOutlined />} onClick={() => nav.list(meta)} data-testid="wf-form-back">{t('formRt.back')}</Button>
          </Space>
        </div>
        {record && <PrintPreview kind={`form:${def.code}`} id={record.id} open={printing} onClose={() => setPrinting(false)} />}
        {record && (
          <Space size={16} wrap className="ecms-form-audit" data-testid="wf-form-audit">
            <Typography.Text type="secondary">{t('formRt.createdBy')}：{record.createdByName ?? '-'}</Typography.Text>
            <Typography.Text type="secondary">{t('formRt.createdDate')}：{formatDate(record.createdDate, 'datetime') || '-'}</Typography.Text>
            <Typography.Text type="secondary">{t('formRt.updatedDate')}：{formatDate(record.updatedDate, 'datetime') || '-'}</Typography.Text>
          </Space>
        )}
        {record?.lockedReason
          ? <Alert style={{ marginTop: 8 }} type="warning" showIcon title={record.lockedReason} data-testid="wf-form-locked" />
          : othersRecord && <Alert style={{ marginTop: 8 }} type="info" showIcon title={t('formRt.readOnlyOther')} data-testid="wf-form-readonly" />}
      </Card>
      <FormRenderer
        ref={ref}
        model={meta.model}
        value={initial}
        mode={editing ? 'edit' : 'view'}
        errors={errors}
        formCode={def.code}
        recordId={record?.id}
      />
      {editing && (
        <div className="ecms-form-page-foot">
          <Button type="primary" icon={<SaveOutlined />} loading={saving === 'save'} disabled={!!saving} onClick={() => void save(false)} data-testid="wf-form-save">
            {t('formRt.save')}
          </Button>
          {canStartFlow && (
            <Button icon={<SendOutlined />} loading={saving === 'start'} disabled={!!saving} onClick={() => void save(true)} data-testid="wf-form-start">
              {t('formRt.saveAndStart')}
            </Button>
          )}
          <Button onClick={() => nav.list(meta)}>{t('formRt.cancel')}</Button>
        </div>
      )}
    </div>
  );
}
