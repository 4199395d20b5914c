import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DatePicker, Form, Select, Space, Tag, TreeSelect, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { SAFETY_MSG, STOP_WORK_LEVELS } from '@ecms/shared';
import { LedgerPage, type LedgerCtx } from '../../../components/ledger';
import { queryProblems, SUP_KEYS } from '../api';
import { issueStopWork, queryHazards, queryStopWorks, SAFETY_KEYS, type TStopWork } from '../safety-api';
import { StopWorkPrintModal } from './NoticePrint';
import { clamp2, nowrap, SafetyProjectBar, treeOptions, useSafetyProject } from './SafetyProjectBar';

const right = (a: string) => `supervise:stopWork:${a}`;
const STATE_COLOR: Record<string, string> = { STOPPED: 'red', APPLYING: 'orange', RESUMED: 'green' };

interface StopForm {
  level?: string; reasonType?: string; reason?: string; unitNodeId?: string; partNodeId?: string | null; stopWorkRange?: string;
  stopDate?: Dayjs; rectificationDate?: Dayjs | null; requirement?: string; problemIds?: string[]; hazardId?: string | null;
}

/** Opens a ledger's create dialog once, when `when` first holds (a link that prefills the form). */
export function AutoOpen<T>({ ctx, when }: { ctx: LedgerCtx<T>; when: boolean }) {
  const done = useRef(false);
  useEffect(() => {
    if (when && !done.current) { done.current = true; ctx.openCreate(); }
  }, [when, ctx]);
  return null;
}

export const StopStateTag = ({ state, name }: { state: string; name: string }) => <Tag color={STATE_COLOR[state]} data-testid="sup-stop-state">{name}</Tag>;

/**
 * /engineering-supervision/stop-work (工程暂停令, GB/T 50319 A.0.5): a project's numbered orders with
 * their state (停工中 / 复工申请中 / 已复工, following the resume application's flow). Opened from an
 * overdue serious problem's reminder (?problemId=), the form comes prefilled with that problem.
 */
export function StopWorkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const p = useSafetyProject();
  const [printing, setPrinting] = useState<TStopWork | null>(null);
  const { businessId, search } = p;
  const problemId = search.get('problemId');
  const [form] = Form.useForm<StopForm>();
  const unitId = Form.useWatch('unitNodeId', form);
  const parts = useMemo(() => treeOptions(p.units.find((u) => u.id === unitId)?.children ?? []), [p.units, unitId]);
  const problems = useQuery({
    queryKey: [SUP_KEYS.problems, 'open', businessId],
    queryFn: () => queryProblems({ params: { businessId, problemStatus: 0 }, pageSize: 500 }), enabled: !!businessId,
  });
  const hazards = useQuery({ queryKey: [SAFETY_KEYS.hazards, 'pick', businessId], queryFn: () => queryHazards({ params: { businessId }, pageSize: 200 }), enabled: !!businessId });
  const prefilled = problemId ? problems.data?.rows.find((r) => r.id === problemId) : undefined;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="sup-stop-page">
      <SafetyProjectBar ctx={p} testId="sup-stop-project" />
      <LedgerPage<TStopWork, StopForm>
        testId="sup-stop-ledger"
        tableTestId="sup-stop-table"
        queryKey={[SAFETY_KEYS.stops]}
        list={queryStopWorks}
        params={{ businessId }}
        enabled={!!businessId}
        search={[
          { name: 'stopWorkCode$like', placeholder: t('safety.stop.search'), width: 150, testId: 'sup-stop-search' },
          { name: 'constructionUnitName$like', placeholder: t('safety.stop.searchUnit'), width: 160 },
        ]}
        columns={[
          { title: t('safety.stop.code'), dataIndex: 'stopWorkCode', width: 130, render: nowrap },
          { title: t('safety.stop.level'), dataIndex: 'stopWorkOrderLevelName', width: 90 },
          { title: t('safety.stop.range'), dataIndex: 'stopWorkRange', width: 160, render: clamp2 },
          { title: t('safety.stop.reason'), dataIndex: 'reason', width: 220, render: clamp2 },
          { title: t('safety.stop.constructionUnit'), dataIndex: 'constructionUnitName', width: 150, render: clamp2 },
          { title: t('safety.stop.stopDate'), dataIndex: 'stopDate', width: 140, render: nowrap },
          { title: t('safety.stop.rectificationDate'), dataIndex: 'rectificationDate', width: 104, render: nowrap },
          { title: t('safety.stop.state'), dataIndex: 'stateName', width: 104, render: (_: unknown, r) => <StopStateTag state={r.state} name={r.stateName} /> },
          { title: t('safety.stop.resumeDate'), dataIndex: 'resumeDate', width: 104, render: nowrap },
        ]}
        create={{ label: t('safety.stop.add'), rights: right('add'), testId: 'sup-stop-add' }}
        edit={false}
        actionsColumn={{ width: 150 }}
        actions={[{
          key: 'resume', label: t('safety.stop.applyResume'), rights: 'supervise:resumeWork:add', testId: 'sup-stop-apply-resume',
          visible: (r) => r.state === 'STOPPED',
          onClick: (r) => navigate(`/engineering-supervision/resume-work?businessId=${encodeURIComponent(businessId)}&stopWorkId=${encodeURIComponent(r.id)}`),
        }, { key: 'print', label: t('supervise.print.print'), testId: 'sup-stop-print', onClick: (r) => setPrinting(r) }]}
        // From a reminder: the form opens once, prefilled with the overdue problem.
        children={(ctx) => <><AutoOpen ctx={ctx} when={!!prefilled} /><StopWorkPrintModal row={printing} onClose={() => setPrinting(null)} /></>}
        form={{
          title: { create: t('safety.stop.add'), edit: t('safety.stop.add') },
          instance: form,
          okTestId: 'sup-stop-save',
          width: 760,
          initialValues: () => ({
            level: '2', stopDate: dayjs().startOf('minute'), rectificationDate: dayjs().add(3, 'day'),
            ...(prefilled && {
              reasonType: '5', problemIds: [prefilled.id], unitNodeId: prefilled.projectNodeId ?? undefined, partNodeId: prefilled.patrolNodeId,
              reason: `${prefilled.code} ${prefilled.name}：整改期限 ${prefilled.rectifyDeadline ?? ''} 已过，逾期未整改，存在重大安全隐患。`,
            }),
          }),
          save: (v) => issueStopWork({
            businessId, level: (v.level ?? '') as '1', reasonType: v.reasonType ?? null, reason: v.reason ?? '', unitNodeId: v.unitNodeId ?? null,
            partNodeId: v.partNodeId ?? null, stopWorkRange: v.stopWorkRange ?? null, stopDate: v.stopDate ? v.stopDate.format('YYYY-MM-DD HH:mm') : '',
            rectificationDate: v.rectificationDate ? v.rectificationDate.format('YYYY-MM-DD') : null, requirement: v.requirement ?? null,
            problemIds: v.problemIds ?? [], hazardId: v.hazardId ?? null,
          }),
          fields: [
            prefilled && <Typography.Paragraph key="from" type="warning" data-testid="sup-stop-from-problem">{t('safety.stop.fromProblem', { code: prefilled.code })}</Typography.Paragraph>,
            {
              name: 'level', label: t('safety.stop.level'), type: 'select', testId: 'sup-stop-level',
              rules: [{ required: true, message: SAFETY_MSG.LEVEL_REQUIRED }], options: Object.entries(STOP_WORK_LEVELS).map(([value, label]) => ({ value, label })),
            },
            { name: 'reasonType', label: t('safety.stop.reasonType'), type: 'dict', dict: 'STOP_WORK_REASON' },
            { name: 'reason', label: t('safety.stop.reason'), type: 'textarea', maxLength: 2000, testId: 'sup-stop-reason', rules: [{ required: true, whitespace: true, message: SAFETY_MSG.REASON_REQUIRED }] },
            {
              name: 'unitNodeId', label: t('safety.stop.unit'), type: 'select', testId: 'sup-stop-unit',
              options: p.units.map((u) => ({ value: u.id, label: u.name })), props: { onChange: () => form.setFieldValue('partNodeId', null), style: { width: 260 } },
            },
            { name: 'partNodeId', label: t('safety.stop.part'), control: <TreeSelect allowClear treeDefaultExpandAll treeData={parts} style={{ width: 260 }} disabled={!unitId} /> },
            { name: 'stopWorkRange', label: t('safety.stop.range'), maxLength: 500, placeholder: t('safety.stop.rangeHint') },
            {
              name: 'stopDate', label: t('safety.stop.stopDate'), rules: [{ required: true, type: 'object', message: SAFETY_MSG.STOP_DATE_REQUIRED }],
              control: <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid="sup-stop-date" />,
            },
            { name: 'rectificationDate', label: t('safety.stop.rectificationDate'), type: 'date' },
            { name: 'requirement', label: t('safety.stop.requirement'), type: 'textarea', maxLength: 2000 },
            {
              name: 'problemIds', label: t('safety.stop.problems'),
              control: <Select mode="multiple" allowClear optionFilterProp="label" data-testid="sup-stop-problems"
                options={(problems.data?.rows ?? []).map((r) => ({ value: r.id, label: `${r.code} ${r.name}` }))} />,
            },
            {
              name: 'hazardId', label: t('safety.stop.hazard'), type: 'select',
              options: (hazards.data?.rows ?? []).map((h) => ({ value: h.id, label: `${h.name}（${h.scale}）` })),
            },
          ],
        }}
      />
    </Space>
  );
}
