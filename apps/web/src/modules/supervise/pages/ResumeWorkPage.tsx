import { useState } from 'react';
import { Descriptions, Form, Select, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { FLOW_RECORD_STATUS, SAFETY_MSG } from '@ecms/shared';
import { FlowStatusTag, LedgerPage, useCrudMutation } from '../../../components/ledger';
import { PersonInput } from '../../../components/PersonInput';
import { useCurrentUser } from '../../../app/hooks/use-user';
import { queryResumes, queryStopWorks, SAFETY_KEYS, saveResume, startResume, type TResumeWork } from '../safety-api';
import { clamp2, nowrap, SafetyProjectBar, useSafetyProject } from './SafetyProjectBar';
import { AutoOpen, StopStateTag } from './StopWorkPage';

const right = (a: string) => `supervise:resumeWork:${a}`;
const S = FLOW_RECORD_STATUS;
const EDITABLE = new Set<number>([S.DRAFT.value, S.RETURNED.value, S.REJECTED.value, S.WITHDRAWN.value, S.TERMINATED.value]);

interface ResumeForm { stopWorkId?: string; resumeDate?: Dayjs; reviewerId?: string | null; stopReason?: string; resumeConditions?: string; rectificationOpinion?: string }

/**
 * /engineering-supervision/resume-work (复工申请, GB/T 50319 B.0.3): every field of spec §3 — the
 * project's and the order's read-only, the application's own editable while a draft — saved first
 * (请先保存), then submitted to the 总监 (and the engineering reviewer); the order follows the flow.
 */
export function ResumeWorkPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const p = useSafetyProject();
  const { businessId, search, project } = p;
  const fromStop = search.get('stopWorkId');
  const [form] = Form.useForm<ResumeForm>();
  const stopId = Form.useWatch('stopWorkId', form);
  // The picker of spec §2: orders of the project, searchable by code and construction unit (page size 999).
  const stops = useQuery({ queryKey: [SAFETY_KEYS.stops, 'picker', businessId], queryFn: () => queryStopWorks({ params: { businessId }, pageNo: 1, pageSize: 999 }), enabled: !!businessId });
  const order = stops.data?.rows.find((s) => s.id === stopId);
  const [editing, setEditing] = useState<TResumeWork | null>(null);
  const submit = useCrudMutation({
    mutationFn: async (r: TResumeWork) => (await startResume(r.id)).msg,
    success: SAFETY_MSG.START_OK,
    invalidate: [[SAFETY_KEYS.resumes], [SAFETY_KEYS.stops]],
  });

  const info = (row: TResumeWork | null) => {
    const o = row ?? (order && {
      businessName: project?.name, businessCode: project?.code, projectDirectorName: project?.directorName, projectDeptName: project?.deptName,
      stopWorkCode: order.stopWorkCode, stopWorkOrderLevelName: order.stopWorkOrderLevelName, code: '—', constructionUnitName: order.constructionUnitName,
      stopDate: order.stopDate, stopWorkRange: order.stopWorkRange, submitterName: me.name, submitTime: null,
    });
    if (!o) return null;
    const items: [string, unknown][] = [
      ['businessName', o.businessName], ['businessCode', o.businessCode], ['director', o.projectDirectorName], ['dept', o.projectDeptName],
      ['stopCode', o.stopWorkCode], ['stopLevel', o.stopWorkOrderLevelName], ['code', o.code], ['constructionUnit', o.constructionUnitName],
      ['stopDate', o.stopDate], ['stopRange', o.stopWorkRange], ['submitter', o.submitterName],
      ['submitTime', o.submitTime ? dayjs(o.submitTime).format('YYYY-MM-DD HH:mm') : '—'],
    ];
    return (
      <Descriptions key="info" size="small" bordered column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }} data-testid="sup-resume-info"
        items={items.map(([k, v]) => ({ key: k, label: t(`safety.resume.${k}`), children: (v as string) || '—' }))} />
    );
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="sup-resume-page">
      <SafetyProjectBar ctx={p} testId="sup-resume-project" />
      <LedgerPage<TResumeWork, ResumeForm>
        testId="sup-resume-ledger"
        tableTestId="sup-resume-table"
        queryKey={[SAFETY_KEYS.resumes]}
        list={queryResumes}
        params={{ businessId }}
        enabled={!!businessId}
        invalidate={[[SAFETY_KEYS.stops]]}
        columns={[
          { title: t('safety.resume.code'), dataIndex: 'code', width: 130, render: nowrap },
          { title: t('safety.resume.stopCode'), dataIndex: 'stopWorkCode', width: 130, render: nowrap },
          { title: t('safety.resume.stopRange'), dataIndex: 'stopWorkRange', width: 170, render: clamp2 },
          { title: t('safety.resume.resumeDate'), dataIndex: 'resumeDate', width: 104, render: nowrap },
          { title: t('safety.resume.conditions'), dataIndex: 'resumeConditions', width: 200, render: clamp2 },
          { title: t('safety.resume.submitter'), dataIndex: 'submitterName', width: 80 },
          { title: t('safety.resume.status'), dataIndex: 'statusName', width: 90, render: (_: unknown, r) => <FlowStatusTag status={r.status} name={r.statusName} /> },
          { title: t('safety.resume.node'), dataIndex: 'curNodeName', width: 130, ellipsis: true },
          { title: t('safety.resume.orderState'), dataIndex: 'stopWorkStateName', width: 104, render: (_: unknown, r) => <StopStateTag state={r.stopWorkState} name={r.stopWorkStateName} /> },
        ]}
        create={{ label: t('safety.resume.add'), rights: right('add'), testId: 'sup-resume-add' }}
        edit={{ rights: right('add'), visible: (r) => EDITABLE.has(r.status) && r.createdBy === me.userId, testId: 'sup-resume-edit' }}
        actionsColumn={{ width: 150 }}
        actions={['edit', {
          key: 'submit', label: t('safety.submit'), rights: right('submit'), testId: 'sup-resume-submit',
          visible: (r) => EDITABLE.has(r.status) && r.createdBy === me.userId && r.stopWorkState === 'STOPPED',
          loading: (r) => submit.isPending && submit.variables?.id === r.id, onClick: (r) => submit.mutate(r),
        }]}
        form={{
          title: { create: t('safety.resume.add'), edit: t('safety.resume.edit') },
          instance: form,
          okTestId: 'sup-resume-save',
          width: 1200,
          initialValues: () => ({ stopWorkId: fromStop ?? undefined, resumeDate: dayjs().add(1, 'day') }),
          toValues: (r) => ({
            stopWorkId: r.stopWorkId, resumeDate: dayjs(r.resumeDate), reviewerId: r.reviewerId, stopReason: r.stopReason ?? undefined,
            resumeConditions: r.resumeConditions, rectificationOpinion: r.rectificationOpinion ?? undefined,
          }),
          save: (v, row) => saveResume({
            id: row?.id, stopWorkId: v.stopWorkId ?? '', resumeDate: v.resumeDate ? v.resumeDate.format('YYYY-MM-DD') : '', reviewerId: v.reviewerId ?? null,
            stopReason: v.stopReason ?? null, resumeConditions: v.resumeConditions ?? '', rectificationOpinion: v.rectificationOpinion ?? null,
          }),
          onOpen: (row) => setEditing(row),
          fields: [
            info(editing),
            {
              name: 'stopWorkId', label: t('safety.resume.pickStop'), testId: 'sup-resume-stop', rules: [{ required: true, message: SAFETY_MSG.STOP_REQUIRED }],
              control: <Select showSearch optionFilterProp="label" style={{ width: 420, maxWidth: '100%' }} data-testid="sup-resume-stop" disabled={!!editing}
                options={(stops.data?.rows ?? []).filter((s) => s.state === 'STOPPED' || s.id === stopId)
                  .map((s) => ({ value: s.id, label: `${s.stopWorkCode} ${s.constructionUnitName ?? ''} ${s.stopWorkRange}` }))} />,
            },
            { name: 'resumeDate', label: t('safety.resume.resumeDate'), type: 'date', rules: [{ required: true, type: 'object', message: SAFETY_MSG.RESUME_DATE_REQUIRED }] },
            { name: 'reviewerId', label: t('safety.resume.reviewer'), control: <PersonInput data-testid="sup-resume-reviewer" /> },
            { name: 'stopReason', label: t('safety.resume.stopReason'), type: 'textarea', maxLength: 2000, placeholder: order?.reason },
            { name: 'resumeConditions', label: t('safety.resume.conditions'), type: 'textarea', maxLength: 4000, testId: 'sup-resume-conditions', rules: [{ required: true, whitespace: true, message: SAFETY_MSG.RESUME_CONDITIONS_REQUIRED }] },
            { name: 'rectificationOpinion', label: t('safety.resume.opinion'), type: 'textarea', maxLength: 4000 },
          ],
        }}
      >
        {(ctx) => <AutoOpen ctx={ctx} when={!!fromStop && !!stops.data?.rows.some((s) => s.id === fromStop)} />}
      </LedgerPage>
      {!businessId && <Tag>{t('safety.chooseProject')}</Tag>}
    </Space>
  );
}
