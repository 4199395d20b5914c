import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Card, DatePicker, Empty, Form, Input, InputNumber, Modal, Popconfirm, Progress, Select, Space, Table, Tag, Typography } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { FIN_PLAN_MSG, type TOkrGoal, type TOkrSave, type TTracking, type TTrackingSave } from '@ecms/shared';
import { FormModal } from '../../components/FormModal';
import { DeptTreeSelect } from '../../components/dept';
import { LedgerPage, useCan, useCrudMutation } from '../../components/ledger';
import { PersonInput } from '../../components/PersonInput';
import { ContractSelect } from './BillingDialog';
import { MoneyInput } from './MoneyInput';
import { fmtMoney } from './MonthBalancePage';
import {
  confirmFollow, deleteGoal, deleteTracking, giveUpFollow, OKR_KEY, okrTree, queryTrackings, saveGoal, saveTracking, setSignStatus, TRACKING_KEY,
} from './plan-api';

/*
 * 项目跟踪 (/project-tracking): prospective businesses, confirmed or given up, their signing; money
 * may be claimed on them (到账认款, kind 业务). 经营目标 (/b/business-objectives): the year's income
 * objectives split company → department → person, with monthly targets and recognised income.
 */

const ImportWizard = lazy(() => import('../excel').then((m) => ({ default: m.ImportWizard })));

type TrackingForm = Omit<TTrackingSave, 'followDate'> & { followDate?: Dayjs | null };
const STATUS_COLOR = ['default', 'processing', 'error'];
const SIGN_COLOR = ['default', 'success', 'warning'];

export function TrackingPage() {
  const { t } = useTranslation();
  const [givingUp, setGivingUp] = useState<TTracking | null>(null);
  const [signing, setSigning] = useState<TTracking | null>(null);
  const [reason, setReason] = useState('');
  const [sign, setSign] = useState<{ signStatus: 0 | 1 | 2; contractId?: string | null }>({ signStatus: 0 });
  const invalidate = [[TRACKING_KEY]];
  const confirm = useCrudMutation({ mutationFn: (r: TTracking) => confirmFollow(r.id), invalidate });
  const giveUp = useCrudMutation({ mutationFn: () => giveUpFollow(givingUp!.id, reason), invalidate, close: () => setGivingUp(null) });
  const signSave = useCrudMutation({ mutationFn: () => setSignStatus(signing!.id, sign.signStatus, sign.contractId), invalidate, close: () => setSigning(null) });
  const statusNames = t('finPlan.tracking.statusNames', { returnObjects: true }) as string[];
  const signNames = t('finPlan.tracking.signNames', { returnObjects: true }) as string[];

  return (
    <>
      <LedgerPage<TTracking, TrackingForm>
        testId="tracking-page" tableTestId="tracking-table" card={{ title: t('finPlan.route.tracking') }}
        queryKey={[TRACKING_KEY]} list={queryTrackings} orderBy="createdDate" order="desc"
        search={[
          { name: 'name$like', placeholder: t('finPlan.tracking.search'), width: 200, testId: 'tracking-search' },
          { name: 'status', type: 'select', placeholder: t('finPlan.tracking.status'), width: 130, options: statusNames.map((label, value) => ({ value, label })) },
        ]}
        create={{ label: t('finPlan.tracking.add'), rights: 'finance:projectTracking:add', testId: 'tracking-add' }}
        edit={{ rights: 'finance:projectTracking:edit', visible: (r) => r.status !== 2 }}
        form={{
          title: { create: t('finPlan.tracking.add'), edit: t('finPlan.tracking.edit') },
          width: 620, okTestId: 'tracking-save',
          toValues: (r) => ({ ...r, followDate: r.followDate ? dayjs(r.followDate) : null }),
          save: (v, row) => saveTracking({
            ...(row && { id: row.id, version: row.version }), name: v.name, customer: v.customer ?? null, expectedAmount: v.expectedAmount ?? null,
            followDate: v.followDate ? v.followDate.format('YYYY-MM-DD') : null, remark: v.remark ?? null,
          }),
          fields: [
            { name: 'name', label: t('finPlan.tracking.name'), required: true, maxLength: 200, testId: 'tracking-name' },
            { name: 'customer', label: t('finPlan.tracking.customer'), maxLength: 200, testId: 'tracking-customer' },
            { name: 'expectedAmount', label: t('finPlan.tracking.expected'), control: <MoneyInput testId="tracking-expected" /> },
            { name: 'followDate', label: t('finPlan.tracking.followDate'), type: 'date' },
            { name: 'remark', label: t('finPlan.tracking.remark'), type: 'textarea', maxLength: 1000 },
          ],
        }}
        remove={{ fn: (r) => deleteTracking(r.id), rights: 'finance:projectTracking:delete', confirm: t('finPlan.tracking.deleteConfirm') }}
        actions={[
          'edit',
          { key: 'confirm', label: t('finPlan.tracking.confirm'), rights: 'finance:projectTracking:follow', visible: (r) => r.status !== 1, onClick: (r) => confirm.mutate(r), testId: 'tracking-confirm' },
          { key: 'sign', label: t('finPlan.tracking.setSign'), rights: 'finance:projectTracking:follow', visible: (r) => r.status === 1,
            onClick: (r) => { setSign({ signStatus: r.signStatus as 0 | 1 | 2, contractId: r.contractId }); setSigning(r); }, testId: 'tracking-sign' },
          { key: 'giveUp', label: t('finPlan.tracking.giveUp'), danger: true, rights: 'finance:projectTracking:follow', visible: (r) => r.status !== 2 && r.signStatus !== 1,
            onClick: (r) => { setReason(''); setGivingUp(r); }, testId: 'tracking-give-up' },
          'delete',
        ]}
        table={{ scroll: { x: 1500 } }} actionsColumn={{ width: 260 }}
        columns={[
          { title: t('finPlan.tracking.code'), dataIndex: 'code', width: 170 },
          { title: t('finPlan.tracking.name'), dataIndex: 'name', width: 220, ellipsis: true },
          { title: t('finPlan.tracking.customer'), dataIndex: 'customer', width: 180, ellipsis: true },
          { title: t('finPlan.tracking.expected'), dataIndex: 'expectedAmount', width: 130, format: 'money', align: 'right' },
          { title: t('finPlan.tracking.received'), dataIndex: 'received', width: 130, format: 'money', align: 'right' },
          { title: t('finPlan.tracking.status'), dataIndex: 'status', width: 100, render: (v: number) => <Tag color={STATUS_COLOR[v]}>{statusNames[v]}</Tag> },
          { title: t('finPlan.tracking.sign'), dataIndex: 'signStatus', width: 100, render: (v: number) => <Tag color={SIGN_COLOR[v]}>{signNames[v]}</Tag> },
          { title: t('finPlan.tracking.contract'), dataIndex: 'contractName', width: 180, ellipsis: true },
          { title: t('finPlan.tracking.owner'), dataIndex: 'ownerName', width: 100 },
          { title: t('finPlan.tracking.dept'), dataIndex: 'deptName', width: 120, ellipsis: true },
          { title: t('finPlan.tracking.followDate'), dataIndex: 'followDate', width: 110 },
          { title: t('finPlan.tracking.reason'), dataIndex: 'giveUpReason', width: 160, ellipsis: true },
        ]}
      />
      <Modal open={!!givingUp} title={t('finPlan.tracking.giveUpTitle', { name: givingUp?.name ?? '' })} onCancel={() => setGivingUp(null)}
        onOk={() => giveUp.mutate(undefined)} confirmLoading={giveUp.isPending} okButtonProps={{ disabled: !reason.trim(), danger: true }} destroyOnHidden>
        <Input.TextArea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={FIN_PLAN_MSG.GIVE_UP_REASON} data-testid="tracking-reason" />
      </Modal>
      <Modal open={!!signing} title={t('finPlan.tracking.signTitle', { name: signing?.name ?? '' })} onCancel={() => setSigning(null)}
        onOk={() => signSave.mutate(undefined)} confirmLoading={signSave.isPending} okButtonProps={{ disabled: sign.signStatus === 1 && !sign.contractId }} destroyOnHidden>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select style={{ width: 200 }} value={sign.signStatus} onChange={(signStatus) => setSign({ signStatus })} data-testid="tracking-sign-status"
            options={signNames.map((label, value) => ({ value, label }))} />
          {sign.signStatus === 1 && <ContractSelect value={sign.contractId} onChange={(contractId) => setSign((s) => ({ ...s, contractId }))} testId="tracking-sign-contract" />}
        </Space>
      </Modal>
    </>
  );
}

// ---- objectives -------------------------------------------------------------------------------

type GoalDialog = { mode: 'company' } | { mode: 'child'; parent: TOkrGoal } | { mode: 'edit'; goal: TOkrGoal };
interface GoalForm { name: string; target: number; keyResults?: string | null; deptId?: string; userId?: string; months?: (number | null)[] }

function GoalEditor({ year, dialog, onClose }: { year: number; dialog: GoalDialog; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GoalForm>();
  const goal = dialog.mode === 'edit' ? dialog.goal : null;
  useEffect(() => {
    form.setFieldsValue(goal ? { name: goal.name, target: goal.target, keyResults: goal.keyResults, months: goal.monthTargets } : { months: Array(12).fill(null) });
  }, [form, goal]);
  const parent = dialog.mode === 'child' ? dialog.parent : null;
  const level: TOkrSave['level'] = goal?.level ?? (parent ? (parent.level === 'company' ? 'dept' : 'person') : 'company');
  const save = useCrudMutation({
    mutationFn: (v: GoalForm) => {
      const months = v.months?.map((m) => m ?? 0);
      const given = months && months.some((m) => m > 0);
      return saveGoal({
        ...(goal && { id: goal.id, version: goal.version }), level, year, parentId: parent?.id ?? goal?.parentId ?? null,
        deptId: level === 'dept' ? v.deptId ?? goal?.deptId ?? null : null, userId: level === 'person' ? v.userId ?? goal?.userId ?? null : null,
        name: v.name, target: v.target, keyResults: v.keyResults ?? null, ...(given && { monthTargets: months }),
      });
    },
    invalidate: [[OKR_KEY]],
    close: onClose,
  });
  const title = goal ? t('finPlan.okr.editTitle', { name: goal.name }) : parent ? t('finPlan.okr.childTitle', { name: parent.name }) : t('finPlan.okr.newTitle');
  return (
    <FormModal<GoalForm> open title={title} form={form} saving={save.isPending} okTestId="okr-save" onClose={onClose} width={760} labelWidth={110}
      onFinish={(v) => save.mutate(v)}>
      {level === 'dept' && !goal && (
        <Form.Item name="deptId" label={t('finPlan.okr.dept')} rules={[{ required: true, message: FIN_PLAN_MSG.DEPT }]}><DeptTreeSelect data-testid="okr-dept" /></Form.Item>
      )}
      {level === 'person' && !goal && (
        <Form.Item name="userId" label={t('finPlan.okr.user')} rules={[{ required: true, message: FIN_PLAN_MSG.USER }]}><PersonInput data-testid="okr-user" /></Form.Item>
      )}
      <Form.Item name="name" label={t('finPlan.okr.name')} rules={[{ required: true, whitespace: true, message: FIN_PLAN_MSG.GOAL_NAME }]}><Input maxLength={200} data-testid="okr-name" /></Form.Item>
      <Form.Item name="target" label={t('finPlan.okr.target')} rules={[{ required: true, message: FIN_PLAN_MSG.TARGET }]}><MoneyInput testId="okr-target" /></Form.Item>
      <Form.Item label={t('finPlan.okr.monthTargets')} extra={t('finPlan.okr.spreadHint')}>
        <Space wrap size={[8, 4]}>
          {Array.from({ length: 12 }, (_, i) => (
            <Form.Item key={i} name={['months', i]} noStyle>
              <InputNumber<number> min={0} precision={2} style={{ width: 130 }} placeholder={t('finPlan.okr.month', { m: i + 1 })} data-testid={`okr-month-${i + 1}`} />
            </Form.Item>
          ))}
        </Space>
      </Form.Item>
      <Form.Item name="keyResults" label={t('finPlan.okr.keyResults')}><Input.TextArea rows={3} maxLength={2000} /></Form.Item>
    </FormModal>
  );
}

/** /b/business-objectives (经营目标): the year's objective tree with targets, splits and recognised income. */
export function ObjectivesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [year, setYear] = useState(dayjs().year());
  const [dialog, setDialog] = useState<GoalDialog | null>(null);
  const [importing, setImporting] = useState(false);
  const tree = useQuery({ queryKey: [OKR_KEY, year], queryFn: () => okrTree(year) });
  const remove = useCrudMutation({ mutationFn: (g: TOkrGoal) => deleteGoal(g.id), invalidate: [[OKR_KEY]] });
  const editable = can('market:objectives:edit');
  const levels = t('finPlan.okr.levels', { returnObjects: true }) as Record<string, string>;

  return (
    <Card data-testid="objectives-page" title={t('finPlan.route.objectives')} extra={
      <Space>
        <DatePicker picker="year" allowClear={false} value={dayjs(`${year}-01-01`)} onChange={(d) => d && setYear(d.year())} data-testid="okr-year" />
        {editable && !(tree.data ?? []).some((g) => g.level === 'company') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'company' })} data-testid="okr-add-company">{t('finPlan.okr.addCompany')}</Button>
        )}
        {editable && <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="okr-import">{t('finPlan.okrImport')}</Button>}
      </Space>
    }>
      <Table<TOkrGoal> rowKey="id" size="middle" data-testid="okr-tree" loading={tree.isLoading} dataSource={tree.data ?? []} pagination={false}
        expandable={{ defaultExpandAllRows: true }} scroll={{ x: 1200 }} key={`${year}-${tree.dataUpdatedAt}`}
        locale={{ emptyText: <Empty description={t('finPlan.okr.empty')} /> }}
        columns={[
          { title: t('finPlan.okr.name'), dataIndex: 'name', width: 260, render: (v: string, g) => <span data-testid={`okr-row-${g.level}`}>{v}</span> },
          { title: t('finPlan.okr.level'), dataIndex: 'level', width: 80, render: (v: string) => <Tag>{levels[v]}</Tag> },
          { title: t('finPlan.okr.owner'), key: 'owner', width: 120, render: (_: unknown, g) => g.userName ?? g.deptName ?? '—' },
          { title: t('finPlan.okr.target'), dataIndex: 'target', width: 140, align: 'right', render: fmtMoney },
          { title: t('finPlan.okr.split'), dataIndex: 'splitTotal', width: 140, align: 'right', render: fmtMoney },
          { title: t('finPlan.okr.actual'), dataIndex: 'actual', width: 140, align: 'right', render: fmtMoney },
          {
            title: t('finPlan.okr.progress'), dataIndex: 'progress', width: 180,
            render: (v: number) => <Progress percent={Math.round(v * 1000) / 10} size="small" status={v >= 1 ? 'success' : 'active'} />,
          },
          {
            title: t('finPlan.okr.monthActual'), key: 'months', width: 260,
            render: (_: unknown, g) => (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {g.monthActuals.map((a, i) => (a || g.monthTargets[i] ? `${i + 1}月 ${fmtMoney(a)}/${fmtMoney(g.monthTargets[i])}` : null)).filter(Boolean).slice(0, 3).join('；') || '—'}
              </Typography.Text>
            ),
          },
          ...(editable ? [{
            title: t('sys.actions'), key: 'actions', width: 200, fixed: 'right' as const,
            render: (_: unknown, g: TOkrGoal) => (
              <Space size={4}>
                {g.level !== 'person' && <Button type="link" size="small" onClick={() => setDialog({ mode: 'child', parent: g })} data-testid={`okr-split-${g.level}`}>{t('finPlan.okr.addChild')}</Button>}
                <Button type="link" size="small" onClick={() => setDialog({ mode: 'edit', goal: g })}>{t('finPlan.okr.edit')}</Button>
                <Popconfirm title={t('finPlan.okr.deleteConfirm')} onConfirm={() => remove.mutate(g)}>
                  <Button type="link" size="small" danger>{t('finPlan.okr.remove')}</Button>
                </Popconfirm>
              </Space>
            ),
          }] : []),
        ]} />
      {dialog && <GoalEditor year={year} dialog={dialog} onClose={() => setDialog(null)} />}
      {importing && (
        <Suspense fallback={null}>
          <ImportWizard open targetCode="finance:okr" onClose={() => setImporting(false)} onImported={() => void tree.refetch()} />
        </Suspense>
      )}
    </Card>
  );
}
