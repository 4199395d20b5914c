import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Button, Empty, Skeleton, Space } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { fetchFlowFormDisplay, fieldErrorsOf, FORM_ROWS_KEY, isStale, updateFormRecord, type FieldError } from '../../../api/forms';
import { useApp } from '../../../components/use-app';
import { useFormRecord } from '../hooks';
import { FormRenderer, type FormRendererHandle } from './FormRenderer';
import type { FormValue } from '../field-model';

/** `form:<code>` business type of a flow instance → the form id, else null. */
export function formIdOfBusinessType(businessType: string | null | undefined): string | null {
  return businessType && businessType.startsWith('form:') ? businessType.slice('form:'.length) || null : null;
}

export interface WfFormCompHandle {
  /** Saves pending edits (validating first); false when the form refused or the save failed. */
  save: () => Promise<boolean>;
}

export interface WfFormCompProps {
  formId: string;
  recordId: string;
  /** the caller's node (its field permissions apply) */
  taskDefKey?: string | null;
  readonly: boolean;
  ref?: Ref<WfFormCompHandle>;
}

/**
 * An online form as a flow's business content ({formId}/wf-form-comp): the model with the node's
 * field permissions from POST /b/wf/form/display, the record, and 保存 while the task is open
 * (the server enforces the same permissions on save).
 */
export function WfFormComp({ formId, recordId, taskDefKey, readonly, ref }: WfFormCompProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const display = useQuery({
    queryKey: ['wf-form-display', formId, taskDefKey ?? '', readonly],
    queryFn: () => fetchFlowFormDisplay({ formId, taskDefKey, readonly }),
    retry: false,
  });
  const record = useFormRecord(formId, recordId);
  const renderer = useRef<FormRendererHandle>(null);
  const dirty = useRef(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [saving, setSaving] = useState(false);
  const editable = !readonly && record.data?.editable !== false;

  const initial = useMemo<FormValue | null>(() => {
    if (!record.data) return null;
    const { subTables, ...values } = record.data;
    return { values, subTables: subTables ?? {} };
  }, [record.data]);

  const save = async (): Promise<boolean> => {
    if (!editable || !record.data) return true;
    const v = await renderer.current?.validate();
    if (!v) {
      message.warning(t('formRt.fixErrors'));
      return false;
    }
    setSaving(true);
    setErrors([]);
    try {
      await updateFormRecord(formId, recordId, { ...v, version: record.data.version });
      dirty.current = false;
      void qc.invalidateQueries({ queryKey: [FORM_ROWS_KEY, formId] });
      await record.refetch();
      return true;
    } catch (e) {
      message.error((e as Error).message || MESSAGES.SUBMIT_FAILED);
      const fe = fieldErrorsOf(e);
      if (fe?.length) setErrors(fe);
      else if (isStale(e)) await record.refetch();
      return false;
    } finally {
      setSaving(false);
    }
  };

  useImperativeHandle(ref, () => ({ save: async () => (dirty.current ? save() : true) }));

  if (display.isPending || record.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (display.isError || record.isError || !initial) {
    return <Empty description={t('formRt.noFlowForm')} data-testid="wf-form-comp-missing" />;
  }
  return (
    <div data-testid="wf-form-comp">
      <FormRenderer
        key={`${record.data.version ?? ''}:${record.data.updatedDate ?? ''}`}
        ref={renderer}
        model={display.data.model}
        value={initial}
        mode={editable ? 'edit' : 'view'}
        fieldPermissions={display.data.fieldPermissions}
        errors={errors}
        formCode={display.data.definition?.code ?? formId}
        recordId={recordId}
        onChange={() => { dirty.current = true; }}
      />
      {editable && (
        <Space style={{ marginTop: 12 }}>
          <Button icon={<SaveOutlined />} loading={saving} onClick={() => void save().then((ok) => ok && message.success(MESSAGES.SAVE_OK))} data-testid="wf-form-comp-save">
            {t('formRt.save')}
          </Button>
        </Space>
      )}
    </div>
  );
}
