import { memo, useCallback, useMemo, useState } from 'react';
import { Alert, Button, Empty, Form, Input, InputNumber, List, Select, Space, Switch, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../../components/list-page';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TApproverNode, TFlowNode, TFlowOptions, TFrontInit } from '@ecms/shared';
import { DictSelect } from '../../../components/dict';
import { FlowTree, type DesignerCtx, type Selection } from '../designer/FlowTree';
import { NodeDrawer } from '../designer/NodeDrawer';
import { useDescribe, useDirectory } from '../designer/use-directory';
import { listNodes, updateNode } from '../tree-ops';
import { useFlowForm } from '../../form-designer';
import { useSettingFlow } from './SettingFlowPage';

const TYPE_COLOR: Record<string, string> = { start: 'geekblue', approver: 'orange', handler: 'purple', cc: 'blue', condition: 'green', parallel: 'cyan', subprocess: 'lime', end: 'default' };

/** f-base-setting: code, name, category, business type, sort, remark. */
export function BaseSettingTab() {
  const { t } = useTranslation();
  const { id, base, setBase } = useSettingFlow();
  return (
    <Form layout="horizontal" labelCol={{ flex: '110px' }} wrapperCol={{ flex: 'auto' }} style={{ maxWidth: 640, paddingTop: 8 }} component="div" data-testid="base-setting">
      <Form.Item label={t('flowAdmin.setting.code')} required extra={t('flowAdmin.setting.codeHint')}>
        <Input value={base.code} maxLength={100} disabled={!!id} onChange={(e) => setBase({ code: e.target.value.trim() })} data-testid="base-code" />
      </Form.Item>
      <Form.Item label={t('flowAdmin.setting.name')} required>
        <Input value={base.name} maxLength={100} onChange={(e) => setBase({ name: e.target.value })} data-testid="base-name" />
      </Form.Item>
      <Form.Item label={t('flowAdmin.setting.category')}>
        <DictSelect code="process-left-group" value={base.category ?? undefined} onChange={(v) => setBase({ category: (v as string) ?? null })} />
      </Form.Item>
      <Form.Item label={t('flowAdmin.setting.businessType')}>
        <Input value={base.businessType ?? ''} maxLength={50} placeholder="contract" onChange={(e) => setBase({ businessType: e.target.value.trim() || null })} />
      </Form.Item>
      <Form.Item label={t('flowAdmin.setting.sort')}>
        <InputNumber min={0} max={999999} precision={0} value={base.sort ?? 0} onChange={(v) => setBase({ sort: v ?? 0 })} />
      </Form.Item>
      <Form.Item label={t('flowAdmin.setting.remark')}>
        <Input.TextArea rows={3} maxLength={500} value={base.remark ?? ''} onChange={(e) => setBase({ remark: e.target.value || null })} />
      </Form.Item>
    </Form>
  );
}

/** The designer with its drawer; `ctx` stays stable across edits so untouched cards do not re-render. */
export function useDesignerCtx(apply: DesignerCtx['apply'], readOnly: boolean) {
  const dir = useDirectory();
  const { describeNode, describeBranch } = useDescribe(dir);
  const [selection, setSelection] = useState<Selection | null>(null);
  const select = useCallback((s: Selection) => setSelection(s), []);
  const ctx = useMemo<DesignerCtx>(() => ({ apply, select, describeNode, describeBranch, readOnly }), [apply, select, describeNode, describeBranch, readOnly]);
  return { ctx, dir, selection, close: () => setSelection(null), describeNode };
}

/** f-flow-design: THE designer. */
export function FlowDesignTab() {
  const { id, base, tree, apply } = useSettingFlow();
  const { ctx, dir, selection, close } = useDesignerCtx(apply, false);
  // The bound online form's fields feed the node drawer's field permissions and condition fields.
  const { fields } = useFlowForm(id ? base.code : null);
  return (
    <div style={{ height: '100%', minHeight: 280 }}>
      <DesignCanvas tree={tree} ctx={ctx} />
      <NodeDrawer tree={tree} selection={selection} onClose={close} apply={apply} dir={dir} formFields={fields} />
    </div>
  );
}

const DesignCanvas = memo(FlowTree);

/** f-flow-step: every node in order with who handles it. */
export function FlowStepTab() {
  const { t } = useTranslation();
  const { tree } = useSettingFlow();
  const dir = useDirectory();
  const { describeNode } = useDescribe(dir);
  const rows = useMemo(() => listNodes(tree), [tree]);
  return (
    <ResponsiveTable<TFlowNode>
      rowKey="id"
      size="small"
      bordered
      pagination={false}
      dataSource={rows}
      data-testid="flow-steps"
      columns={[
        { title: t('flowAdmin.step.index'), width: 64, render: (_v, _r, i) => i + 1 },
        { title: t('flowAdmin.step.name'), dataIndex: 'name', width: 200 },
        { title: t('flowAdmin.step.type'), dataIndex: 'type', width: 110, render: (v: string) => <Tag color={TYPE_COLOR[v]}>{t(`flowAdmin.type.${v}`)}</Tag> },
        { title: t('flowAdmin.step.assignee'), render: (_v, r) => describeNode(r) || (r.type === 'condition' || r.type === 'parallel' ? r.branches.map((b) => b.name).join(' / ') : '-') },
        {
          title: t('flowAdmin.step.mode'), width: 160,
          render: (_v, r) => (r.type === 'approver' || r.type === 'handler' ? t(`flowAdmin.mode.${r.config.mode ?? 'single'}`).replace(/（.*）/, '') : '-'),
        },
        {
          title: t('flowAdmin.step.deadline'), width: 120,
          render: (_v, r) => (r.type === 'approver' || r.type === 'handler') && r.config.deadlineHours ? `${r.config.deadlineHours} ${t('flowAdmin.deadline.hours')}` : '-',
        },
      ]}
    />
  );
}

function useOptions() {
  const { tree, apply } = useSettingFlow();
  const options = tree.options ?? {};
  const set = (patch: Partial<TFlowOptions>) => apply((tr) => ({ ...tr, options: { ...tr.options, ...patch } }));
  return { options, set };
}

const EVENTS = ['task', 'returned', 'approved', 'rejected', 'cc', 'urged'] as const;

/** f-flow-notice: which moments notify people, and the urge interval (the model's options). */
export function FlowNoticeTab() {
  const { t } = useTranslation();
  const { options, set } = useOptions();
  return (
    <div style={{ maxWidth: 720, paddingTop: 8 }} data-testid="flow-notice">
      <Typography.Paragraph>{t('flowAdmin.notice.intro')}</Typography.Paragraph>
      <List size="small" bordered dataSource={[...EVENTS]} renderItem={(e) => <List.Item>{t(`flowAdmin.notice.${e}`)}</List.Item>} style={{ marginBottom: 16 }} />
      <Form layout="vertical" component="div">
        <Form.Item label={t('flowAdmin.notice.urgeInterval')} extra={t('flowAdmin.notice.urgeHint')}>
          <InputNumber min={0} max={24 * 60} precision={0} value={options.urgeIntervalMinutes} placeholder="10"
            onChange={(v) => set({ urgeIntervalMinutes: v ?? undefined })} data-testid="notice-urge" />
        </Form.Item>
      </Form>
    </div>
  );
}

/** f-flow-expire-notice: each approval node's deadline and what happens when it passes. */
export function ExpireNoticeTab() {
  const { t } = useTranslation();
  const { tree, apply } = useSettingFlow();
  const rows = useMemo(() => listNodes(tree).filter((n): n is TApproverNode => n.type === 'approver' || n.type === 'handler'), [tree]);
  const set = (id: string, patch: Partial<TApproverNode['config']>) =>
    apply((tr) => updateNode(tr, id, (n) => ({ ...n, config: { ...(n as TApproverNode).config, ...patch } }) as TFlowNode));
  return (
    <div data-testid="flow-expire">
      <Alert type="info" showIcon title={t('flowAdmin.notice.expireIntro')} style={{ marginBottom: 12 }} />
      <ResponsiveTable<TApproverNode>
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('flowAdmin.notice.noNodes')} /> }}
        columns={[
          { title: t('flowAdmin.step.name'), dataIndex: 'name' },
          {
            title: t('flowAdmin.deadline.title'), width: 200,
            render: (_v, r) => (
              <InputNumber min={1} max={24 * 365} value={r.config.deadlineHours} placeholder={t('flowAdmin.deadline.none')} suffix={t('flowAdmin.deadline.hours')} style={{ width: 160 }}
                onChange={(v) => set(r.id, { deadlineHours: v ?? undefined, onExpire: v ? r.config.onExpire ?? 'notify' : undefined })} />
            ),
          },
          {
            title: t('flowAdmin.deadline.onExpire'), width: 200,
            render: (_v, r) => (
              <Select style={{ width: 170 }} disabled={!r.config.deadlineHours} value={r.config.deadlineHours ? r.config.onExpire ?? 'notify' : undefined}
                onChange={(v) => set(r.id, { onExpire: v })}
                options={(['notify', 'autoPass', 'escalateToLeader'] as const).map((v) => ({ value: v, label: t(`flowAdmin.deadline.${v}`) }))} />
            ),
          },
        ]}
      />
    </div>
  );
}

/** f-advance-setting: definition-wide options. */
export function AdvanceSettingTab() {
  const { t } = useTranslation();
  const { options, set } = useOptions();
  const item = (key: 'resubmitToReturner' | 'allowWithdraw', hint: string, dflt: boolean) => (
    <List.Item
      actions={[<Switch key="s" checked={options[key] ?? dflt} onChange={(v) => set({ [key]: v })} data-testid={`advance-${key}`} />]}
    >
      <List.Item.Meta title={t(`flowAdmin.advance.${key}`)} description={t(`flowAdmin.advance.${hint}`)} />
    </List.Item>
  );
  return (
    <div style={{ maxWidth: 720, marginTop: 8 }}>
      <List bordered data-testid="advance-setting">
        {item('resubmitToReturner', 'resubmitHint', false)}
        {item('allowWithdraw', 'withdrawHint', true)}
      </List>
      <FrontInitEditor />
    </div>
  );
}

const FIELD_KEY = /^[A-Za-z_][\w.]*$/;
type DefaultRow = { key: number; field: string; value: string };
/** A typed number stays a number (the business form shows a number input for it). */
const valueOf = (v: string): string | number => (/^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v);

/**
 * The definition's front-end init config (GET /act/procdef/{id}/frontInitScript): kept as data
 * (defaults, hidden fields, notice) so the flow page never runs definition text as script.
 */
function FrontInitEditor() {
  const { t } = useTranslation();
  const { options, set } = useOptions();
  const fi = options.frontInit ?? {};
  const [rows, setRows] = useState<DefaultRow[]>(() => Object.entries(fi.defaults ?? {}).map(([field, v], i) => ({ key: i, field, value: String(v) })));
  const patch = (p: Partial<TFrontInit>) => {
    const next = { ...fi, ...p };
    const empty = !next.notice && !next.hidden?.length && !Object.keys(next.defaults ?? {}).length;
    set({ frontInit: empty ? undefined : next });
  };
  const changeRows = (next: DefaultRow[]) => {
    setRows(next);
    const valid = next.filter((r) => FIELD_KEY.test(r.field) && r.field.length <= 64);
    patch({ defaults: valid.length ? Object.fromEntries(valid.map((r) => [r.field, valueOf(r.value)])) : undefined });
  };
  return (
    <Form layout="vertical" component="div" style={{ marginTop: 16 }} data-testid="front-init">
      <Typography.Title level={5} style={{ marginTop: 0 }}>{t('flowAdmin.advance.frontInit')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('flowAdmin.advance.frontInitHint')}</Typography.Paragraph>
      <Form.Item label={t('flowAdmin.advance.notice')}>
        <Input.TextArea rows={2} maxLength={500} showCount value={fi.notice ?? ''} placeholder={t('flowAdmin.advance.noticePlaceholder')}
          onChange={(e) => patch({ notice: e.target.value || undefined })} data-testid="front-init-notice" />
      </Form.Item>
      <Form.Item label={t('flowAdmin.advance.hidden')}>
        <Select mode="tags" value={fi.hidden ?? []} placeholder={t('flowAdmin.advance.hiddenPlaceholder')} open={false} suffixIcon={null} tokenSeparators={[',', ' ']}
          onChange={(v: string[]) => patch({ hidden: v.filter((x) => FIELD_KEY.test(x) && x.length <= 64).slice(0, 50) })} data-testid="front-init-hidden" />
      </Form.Item>
      <Form.Item label={t('flowAdmin.advance.defaults')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.map((r) => {
            const bad = !!r.field && !FIELD_KEY.test(r.field);
            return (
              <Space.Compact key={r.key} style={{ width: '100%' }}>
                <Input style={{ width: '40%' }} value={r.field} maxLength={64} placeholder={t('flowAdmin.advance.field')} status={bad ? 'error' : undefined}
                  title={bad ? t('flowAdmin.advance.fieldInvalid') : undefined}
                  onChange={(e) => changeRows(rows.map((x) => (x.key === r.key ? { ...x, field: e.target.value.trim() } : x)))} data-testid="front-init-field" />
                <Input style={{ width: '60%' }} value={r.value} maxLength={500} placeholder={t('flowAdmin.advance.value')}
                  onChange={(e) => changeRows(rows.map((x) => (x.key === r.key ? { ...x, value: e.target.value } : x)))} data-testid="front-init-value" />
                <Button icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => changeRows(rows.filter((x) => x.key !== r.key))} />
              </Space.Compact>
            );
          })}
          <Button type="dashed" icon={<PlusOutlined />} disabled={rows.length >= 50} onClick={() => setRows([...rows, { key: Date.now(), field: '', value: '' }])} data-testid="front-init-add">
            {t('flowAdmin.advance.addDefault')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** Tabs that need the form designer (a later issue): said plainly. */
export function FormPendingTab({ what }: { what: 'form' | 'data' | 'leader' }) {
  const { t } = useTranslation();
  return <Empty style={{ marginTop: 64 }} description={t(`flowAdmin.empty.${what}`)} data-testid={`pending-${what}`} />;
}
