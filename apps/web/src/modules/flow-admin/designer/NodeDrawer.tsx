import { useMemo, useState } from 'react';
import { Alert, AutoComplete, Button, Checkbox, Divider, Drawer, Form, Input, InputNumber, Radio, Select, Space, Switch, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_MODES, CONDITION_OPS, type TApproverConfig, type TAssigneeRule, type TButtons, type TCondition, type TConditionBranch,
  type TFlowDefinitionTree, type TFlowNode,
} from '@ecms/shared';
import { PersonPicker } from '../../../components/PersonPicker';
import { FieldPermissionsEditor, type FlowFormField } from '../../form-designer';
import { findBranch, findNode, nodesBefore, updateBranch, updateNode, type Branch } from '../tree-ops';
import type { Selection } from './FlowTree';
import type { Directory } from './use-directory';

type Apply = (edit: (t: TFlowDefinitionTree) => TFlowDefinitionTree) => void;
type RuleType = TAssigneeRule['type'];

const APPROVER_RULES: RuleType[] = ['users', 'role', 'deptLeader', 'initiator', 'initiatorChooses', 'previousChooses', 'formField', 'staffRank'];
const CC_RULES: RuleType[] = ['users', 'role', 'deptLeader', 'initiator', 'formField', 'staffRank'];
const BUTTONS: (keyof TButtons)[] = ['next', 'prev', 'forward', 'handover', 'consult', 'refresh'];
const FIELD_PRESETS = ['contractAmount', '$initiatorDept', '$initiatorId'];

function defaultRule(type: RuleType): TAssigneeRule {
  switch (type) {
    case 'users': return { type, userIds: [] };
    case 'role': return { type, roleCodes: [] };
    case 'deptLeader': return { type, levels: 1 };
    case 'formField': return { type, field: '' };
    case 'staffRank': return { type, ranks: [] };
    default: return { type } as TAssigneeRule;
  }
}

/** Who handles the node: the rule kind, then what that kind needs. */
function RuleEditor({ rule, types, onChange, dir }: { rule: TAssigneeRule; types: RuleType[]; onChange: (r: TAssigneeRule) => void; dir: Directory }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Radio.Group
        value={rule.type}
        onChange={(e) => onChange(defaultRule(e.target.value as RuleType))}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', rowGap: 8, marginBottom: 12 }}
        data-testid="wf-rule-type"
      >
        {types.map((ty) => <Radio key={ty} value={ty} data-testid={`wf-rule-${ty}`}>{t(`flowAdmin.rule.${ty}`)}</Radio>)}
      </Radio.Group>
      {rule.type === 'users' && (
        <div>
          <Button icon={<UserAddOutlined />} onClick={() => setPicking(true)} data-testid="wf-pick-users">{t('flowAdmin.rule.pickUsers')}</Button>
          <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: 6 }} data-testid="wf-picked-users">
            {rule.userIds.map((id) => (
              <Tag key={id} closable color="blue" onClose={() => onChange({ ...rule, userIds: rule.userIds.filter((x) => x !== id) })}>
                {dir.userName.get(id) ?? id}
              </Tag>
            ))}
          </div>
          <PersonPicker
            open={picking}
            value={rule.userIds.map((id) => ({ id, name: dir.userName.get(id) ?? id }))}
            onCancel={() => setPicking(false)}
            onOk={(users) => { setPicking(false); onChange({ ...rule, userIds: users.map((u) => u.id) }); }}
          />
        </div>
      )}
      {rule.type === 'role' && (
        <Select mode="multiple" style={{ width: '100%' }} placeholder={t('flowAdmin.rule.roles')} options={dir.roles} value={rule.roleCodes}
          onChange={(v) => onChange({ ...rule, roleCodes: v })} optionFilterProp="label" data-testid="wf-rule-roles" />
      )}
      {rule.type === 'deptLeader' && (
        <Select style={{ width: 200 }} value={rule.levels} onChange={(v) => onChange({ ...rule, levels: v })}
          options={Array.from({ length: 10 }, (_, i) => ({ value: i + 1, label: t('flowAdmin.rule.level', { n: i + 1 }) }))} />
      )}
      {(rule.type === 'initiatorChooses' || rule.type === 'previousChooses') && (
        <Checkbox checked={!!rule.multiple} onChange={(e) => onChange({ ...rule, multiple: e.target.checked })}>{t('flowAdmin.rule.multiple')}</Checkbox>
      )}
      {rule.type === 'formField' && (
        <Input placeholder={t('flowAdmin.rule.fieldPlaceholder')} value={rule.field} maxLength={100} onChange={(e) => onChange({ ...rule, field: e.target.value.trim() })} />
      )}
      {rule.type === 'staffRank' && (
        <Select mode="multiple" style={{ width: '100%' }} placeholder={t('flowAdmin.rule.ranks')} options={dir.ranks} value={rule.ranks}
          onChange={(v) => onChange({ ...rule, ranks: v })} />
      )}
    </>
  );
}

function ApproverPanel({ tree, node, set, dir }: { tree: TFlowDefinitionTree; node: TFlowNode & { type: 'approver' | 'handler' }; set: (c: TApproverConfig) => void; dir: Directory }) {
  const { t } = useTranslation();
  const c = node.config;
  const before = useMemo(() => nodesBefore(tree, node.id), [tree, node.id]);
  const rt = c.returnTargets ?? 'any';
  const rtMode = Array.isArray(rt) ? 'listed' : rt;
  const manyPeople = !['deptLeader', 'initiator'].includes(c.assignee.type);
  const setButton = (k: keyof TButtons, v: { enabled: boolean; name?: string }) => set({ ...c, buttons: { ...c.buttons, [k]: v } });
  return (
    <>
      <Form.Item label={t(node.type === 'handler' ? 'flowAdmin.drawer.handler' : 'flowAdmin.drawer.assignee')}>
        <RuleEditor rule={c.assignee} types={APPROVER_RULES} onChange={(assignee) => set({ ...c, assignee })} dir={dir} />
      </Form.Item>
      {manyPeople && (
        <Form.Item label={t('flowAdmin.mode.title')}>
          <Radio.Group value={c.mode ?? 'single'} onChange={(e) => set({ ...c, mode: e.target.value })} style={{ display: 'flex', flexDirection: 'column', gap: 6 }} data-testid="wf-mode">
            {APPROVAL_MODES.map((m) => <Radio key={m} value={m}>{t(`flowAdmin.mode.${m}`)}</Radio>)}
          </Radio.Group>
          {c.mode === 'ratio' && (
            <Space style={{ marginTop: 8 }}>
              {t('flowAdmin.mode.ratioValue')}
              <InputNumber min={1} max={100} value={c.ratio} onChange={(v) => set({ ...c, ratio: v ?? undefined })} />
            </Space>
          )}
        </Form.Item>
      )}
      <Divider titlePlacement="start" plain>{t('flowAdmin.drawer.settings')}</Divider>
      <Form.Item label={t('flowAdmin.noAssignee.title')}>
        <Select value={c.noAssignee ?? 'toAdmin'} onChange={(v) => set({ ...c, noAssignee: v })}
          options={(['autoPass', 'toAdmin', 'error'] as const).map((v) => ({ value: v, label: t(`flowAdmin.noAssignee.${v}`) }))} />
      </Form.Item>
      <Form.Item label={t('flowAdmin.selfApprove.title')}>
        <Select value={c.assigneeIsInitiator ?? 'self'} onChange={(v) => set({ ...c, assigneeIsInitiator: v })}
          options={(['self', 'autoPass', 'deptLeader'] as const).map((v) => ({ value: v, label: t(`flowAdmin.selfApprove.${v}`) }))} />
      </Form.Item>
      <Form.Item label={t('flowAdmin.returnTarget.title')}>
        <Select<typeof rtMode> value={rtMode} onChange={(v) => set({ ...c, returnTargets: v === 'listed' ? [] : v })}
          options={(['any', 'previous', 'initiator', 'none', 'listed'] as const).map((v) => ({ value: v, label: t(`flowAdmin.returnTarget.${v}`) }))} />
        {Array.isArray(rt) && (
          <Select mode="multiple" style={{ width: '100%', marginTop: 8 }} placeholder={t('flowAdmin.returnTarget.pick')} value={rt}
            onChange={(v) => set({ ...c, returnTargets: v })} options={before.map((n) => ({ value: n.id, label: n.name }))} />
        )}
      </Form.Item>
      <Form.Item label={t('flowAdmin.deadline.title')}>
        <Space wrap>
          <InputNumber min={1} max={24 * 365} value={c.deadlineHours} placeholder={t('flowAdmin.deadline.none')} style={{ width: 120 }}
            onChange={(v) => set({ ...c, deadlineHours: v ?? undefined, onExpire: v ? c.onExpire ?? 'notify' : undefined })} suffix={t('flowAdmin.deadline.hours')} />
          {c.deadlineHours ? (
            <Select style={{ width: 180 }} value={c.onExpire ?? 'notify'} onChange={(v) => set({ ...c, onExpire: v })} prefix={t('flowAdmin.deadline.onExpire')}
              options={(['notify', 'autoPass', 'escalateToLeader'] as const).map((v) => ({ value: v, label: t(`flowAdmin.deadline.${v}`) }))} />
          ) : null}
        </Space>
      </Form.Item>
      <Form.Item label={t('flowAdmin.button.title')}>
        <div style={{ display: 'grid', gridTemplateColumns: '72px 52px 1fr', gap: 8, alignItems: 'center' }}>
          {BUTTONS.map((k) => {
            const b = c.buttons?.[k];
            const enabled = b?.enabled ?? true;
            return [
              <span key={`${k}-l`}>{t(`flowAdmin.button.${k}`)}</span>,
              <Switch key={`${k}-s`} size="small" checked={enabled} onChange={(v) => setButton(k, { enabled: v, name: b?.name })} />,
              <Input key={`${k}-n`} size="small" maxLength={20} disabled={!enabled} placeholder={t('flowAdmin.button.custom')} value={b?.name ?? ''}
                onChange={(e) => setButton(k, { enabled, name: e.target.value })} />,
            ];
          })}
        </div>
      </Form.Item>
      <Checkbox checked={!!c.readOnly} onChange={(e) => set({ ...c, readOnly: e.target.checked })}>{t('flowAdmin.drawer.readOnly')}</Checkbox>
    </>
  );
}

const parseValue = (op: string, raw: string): unknown => {
  const one = (s: string) => (s.trim() !== '' && !Number.isNaN(Number(s)) ? Number(s) : s.trim());
  if (op === 'in' || op === 'notIn') return raw.split(/[,，]/).map((s) => s.trim()).filter(Boolean).map(one);
  return one(raw);
};
const showValue = (v: unknown) => (Array.isArray(v) ? v.join(',') : v == null ? '' : String(v));

function ConditionsPanel({ branch, set, formFields }: { branch: TConditionBranch; set: (b: TConditionBranch) => void; formFields?: FlowFormField[] }) {
  const { t } = useTranslation();
  const fieldOptions = [
    ...(formFields ?? []).filter((f) => f.type !== 'subTable').map((f) => ({ value: f.key, label: `${f.label}（${f.key}）` })),
    ...FIELD_PRESETS.filter((f) => !formFields?.length || f.startsWith('$')).map((f) => ({ value: f, label: `${t(`flowAdmin.fieldPreset.${f}`)}（${f}）` })),
  ];
  if (branch.isDefault) return <Alert type="info" showIcon title={t('flowAdmin.drawer.defaultHint')} />;
  const change = (i: number, c: TCondition) => set({ ...branch, conditions: branch.conditions.map((x, j) => (j === i ? c : x)) });
  return (
    <Form.Item label={t('flowAdmin.drawer.allConditions')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {branch.conditions.map((c, i) => (
          <div key={i} style={{ display: 'flex', gap: 6 }} data-testid="wf-condition-row">
            <AutoComplete style={{ width: 150 }} value={c.field} placeholder={t('flowAdmin.drawer.field')}
              options={fieldOptions}
              onChange={(v) => change(i, { ...c, field: String(v ?? '') })} />
            <Select style={{ width: 110 }} value={c.op} onChange={(op) => change(i, { ...c, op, value: op === 'isEmpty' || op === 'notEmpty' ? undefined : c.value })}
              options={CONDITION_OPS.map((o) => ({ value: o, label: t(`flowAdmin.op.${o}`) }))} />
            {c.op !== 'isEmpty' && c.op !== 'notEmpty' && (
              <Input style={{ flex: 1 }} value={showValue(c.value)} placeholder={t('flowAdmin.drawer.valuePlaceholder')} onChange={(e) => change(i, { ...c, value: parseValue(c.op, e.target.value) })} />
            )}
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('sys.delete')}
              onClick={() => set({ ...branch, conditions: branch.conditions.filter((_, j) => j !== i) })} />
          </div>
        ))}
        <Button type="dashed" block icon={<PlusOutlined />} disabled={branch.conditions.length >= 20}
          onClick={() => set({ ...branch, conditions: [...branch.conditions, { field: 'contractAmount', op: 'gte', value: 0 }] })} data-testid="wf-add-condition">
          {t('flowAdmin.drawer.addCondition')}
        </Button>
      </Space>
    </Form.Item>
  );
}

/** The side drawer configuring the selected node or branch; every change applies to the tree at once. */
export function NodeDrawer({ tree, selection, onClose, apply, dir, readOnly, formFields }: {
  tree: TFlowDefinitionTree; selection: Selection | null; onClose: () => void; apply: Apply; dir: Directory; readOnly?: boolean;
  /** Fields of the online form bound to this flow (f-form-manager): listed for per-node field permissions. */
  formFields?: FlowFormField[];
}) {
  const { t } = useTranslation();
  const node = selection?.kind === 'node' ? findNode(tree, selection.id) : undefined;
  const found = selection?.kind === 'branch' ? findBranch(tree, selection.branchId) : undefined;
  const open = !!(node || found);
  const setNode = (fn: (n: TFlowNode) => TFlowNode) => node && apply((tr) => updateNode(tr, node.id, fn));
  const setBranch = (b: Branch) => found && apply((tr) => updateBranch(tr, found.gateway.id, found.branch.id, () => b));
  const title = node ? t(`flowAdmin.type.${node.type}`) : found ? (found.gateway.type === 'condition' ? t('flowAdmin.type.condition') : t('flowAdmin.type.parallel')) : '';
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size={520}
      destroyOnHidden
      extra={<Button type="primary" onClick={onClose} data-testid="wf-drawer-done">{t('flowAdmin.drawer.done')}</Button>}
      data-testid="wf-drawer"
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Form layout="vertical" component="div">
          {node && (
            <Form.Item label={t('flowAdmin.drawer.name')}>
              <Input value={node.name} maxLength={50} onChange={(e) => setNode((n) => ({ ...n, name: e.target.value }))} data-testid="wf-node-name" />
            </Form.Item>
          )}
          {found && (
            <Form.Item label={t('flowAdmin.drawer.branchName')}>
              <Input value={found.branch.name} maxLength={50} onChange={(e) => setBranch({ ...found.branch, name: e.target.value })} data-testid="wf-branch-name" />
            </Form.Item>
          )}
          {node?.type === 'start' && <Typography.Paragraph type="secondary">{t('flowAdmin.drawer.startHint')}</Typography.Paragraph>}
          {node && (node.type === 'approver' || node.type === 'handler') && (
            <ApproverPanel tree={tree} node={node} dir={dir} set={(config) => setNode((n) => ({ ...n, config }) as TFlowNode)} />
          )}
          {node?.type === 'cc' && (
            <Form.Item label={t('flowAdmin.drawer.cc')}>
              <RuleEditor rule={node.config.assignee} types={CC_RULES} dir={dir} onChange={(assignee) => setNode((n) => ({ ...n, config: { assignee } }) as TFlowNode)} />
            </Form.Item>
          )}
          {node && (node.type === 'start' || node.type === 'approver' || node.type === 'handler') && (
            <Form.Item label={t('fd.flow.fieldPermissions')} style={{ marginTop: 16 }}>
              {formFields?.length ? (
                <FieldPermissionsEditor
                  fields={formFields}
                  isStart={node.type === 'start'}
                  disabled={readOnly}
                  value={node.type === 'start' ? node.config?.fieldPermissions : node.config.fieldPermissions}
                  onChange={(fieldPermissions) => setNode((n) => ({ ...n, config: { ...(n as { config?: object }).config, fieldPermissions } }) as TFlowNode)}
                />
              ) : (
                <Typography.Text type="secondary" data-testid="wf-no-form-fields">{t('fd.flow.noFormFields')}</Typography.Text>
              )}
            </Form.Item>
          )}
          {found && found.gateway.type === 'condition' && <ConditionsPanel branch={found.branch as TConditionBranch} set={setBranch} formFields={formFields} />}
          {found && found.gateway.type === 'parallel' && <Typography.Paragraph type="secondary">{t('flowAdmin.drawer.parallelHint')}</Typography.Paragraph>}
        </Form>
      </fieldset>
    </Drawer>
  );
}
