import { z } from 'zod';
import type { TTodoPermission, ZNodeState } from './contracts/workflow.js';

/*
 * Approval-flow definition model: a DingTalk-style node tree (ARCHITECTURE §6). Each node has
 * an optional `childNode` (what follows it); condition and parallel nodes hold branches, each
 * with its own chain, and continue with their `childNode` once the branches are done.
 * Shared by the server (validate, compile, run) and the web designer.
 */

/** Who handles an approver / handler / CC node. */
export const ZAssigneeRule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('users'), userIds: z.array(z.string().min(1)).max(200) }),
  /** Users holding the role (by role code). */
  z.object({ type: z.literal('role'), roleCodes: z.array(z.string().min(1)).max(50) }),
  /** The initiator's department leader, `levels` up (1 = direct leader). */
  z.object({ type: z.literal('deptLeader'), levels: z.number().int().min(1).max(10) }),
  z.object({ type: z.literal('initiator') }),
  /** The initiator chooses at start (or PUT operators) among everyone or `candidates`. */
  z.object({ type: z.literal('initiatorChooses'), multiple: z.boolean().optional() }),
  /** The previous approver chooses when submitting to this node. */
  z.object({ type: z.literal('previousChooses'), multiple: z.boolean().optional() }),
  /** A form field holding a user id or an array of user ids. */
  z.object({ type: z.literal('formField'), field: z.string().min(1) }),
  /** Users with one of these staff ranks (STAFF_RANK labels). */
  z.object({ type: z.literal('staffRank'), ranks: z.array(z.string().min(1)).max(20) }),
]);
export type TAssigneeRule = z.infer<typeof ZAssigneeRule>;

export const APPROVAL_MODES = ['single', 'orSign', 'countersign', 'sequential', 'ratio'] as const;
export type TApprovalMode = (typeof APPROVAL_MODES)[number];

export const FIELD_PERMISSIONS = ['hidden', 'readonly', 'editable'] as const;
export type TFieldPermission = (typeof FIELD_PERMISSIONS)[number];

const ZButton = z.object({ enabled: z.boolean(), name: z.string().max(20).optional() });
/** Task buttons (spec 1 §4): next, previous/return, forward (pass on), hand over, consult, refresh. */
export const ZButtons = z.object({
  next: ZButton.optional(),
  prev: ZButton.optional(),
  forward: ZButton.optional(),
  handover: ZButton.optional(),
  consult: ZButton.optional(),
  refresh: ZButton.optional(),
});
export type TButtons = z.infer<typeof ZButtons>;

export const ZApproverConfig = z.object({
  assignee: ZAssigneeRule,
  mode: z.enum(APPROVAL_MODES).optional(),
  /** ratio mode: share of agreements (percent, 1-100) that completes the node. */
  ratio: z.number().min(1).max(100).optional(),
  /** No one found: pass automatically, give it to the administrators, or stop with an error. */
  noAssignee: z.enum(['autoPass', 'toAdmin', 'error']).optional(),
  /** The initiator is among the assignees: they approve it, it passes for them, or their leader approves. */
  assigneeIsInitiator: z.enum(['self', 'autoPass', 'deptLeader']).optional(),
  fieldPermissions: z.record(z.string(), z.enum(FIELD_PERMISSIONS)).optional(),
  readOnly: z.boolean().optional(),
  /** Spec task type (4, 5, 7 submit directly, skipping the fast-forward check). */
  taskType: z.number().int().optional(),
  buttons: ZButtons.optional(),
  /** Nodes this one may send back to: 'any' earlier step (default), 'previous' only, 'initiator' only, or listed node ids. */
  returnTargets: z.union([z.enum(['any', 'previous', 'initiator', 'none']), z.array(z.string())]).optional(),
  /** Hours to handle a task; past it the assignee is reminded, then the task may be escalated. */
  deadlineHours: z.number().positive().max(24 * 365).optional(),
  onExpire: z.enum(['notify', 'autoPass', 'escalateToLeader']).optional(),
});
export type TApproverConfig = z.infer<typeof ZApproverConfig>;

export const CONDITION_OPS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'notIn', 'contains', 'isEmpty', 'notEmpty'] as const;
export const ZCondition = z.object({
  /** Form field name; `$initiatorDept` and `$initiatorId` name the initiator. */
  field: z.string().min(1),
  op: z.enum(CONDITION_OPS),
  value: z.unknown().optional(),
});
export type TCondition = z.infer<typeof ZCondition>;

export interface TFlowNodeBase { id: string; name: string; childNode?: TFlowNode | null }
export interface TStartNode extends TFlowNodeBase { type: 'start'; config?: { fieldPermissions?: Record<string, TFieldPermission>; buttons?: TButtons } }
export interface TApproverNode extends TFlowNodeBase { type: 'approver' | 'handler'; config: TApproverConfig }
export interface TCcNode extends TFlowNodeBase { type: 'cc'; config: { assignee: TAssigneeRule } }
export interface TConditionBranch { id: string; name: string; conditions: TCondition[]; isDefault?: boolean; childNode?: TFlowNode | null }
export interface TConditionNode extends TFlowNodeBase { type: 'condition'; branches: TConditionBranch[] }
export interface TParallelBranch { id: string; name: string; childNode?: TFlowNode | null }
export interface TParallelNode extends TFlowNodeBase { type: 'parallel'; branches: TParallelBranch[] }
export interface TEndNode extends TFlowNodeBase { type: 'end' }
/** Starts another flow (by its process code) for the same initiator; waits for it unless `wait` is false. */
export interface TSubprocessNode extends TFlowNodeBase { type: 'subprocess'; config: { processCode: string; wait?: boolean } }
export type TFlowNode = TStartNode | TApproverNode | TCcNode | TConditionNode | TParallelNode | TSubprocessNode | TEndNode;

const nodeId = z.string().trim().min(1, '节点编号不能为空').max(64).regex(/^[\w-]+$/, '节点编号只能包含字母、数字、_ 和 -');
const nodeName = z.string().trim().min(1, '节点名称不能为空').max(50, '节点名称不能超过50个字符');
const child = () => z.lazy(() => ZFlowNode).nullish();

export const ZFlowNode: z.ZodType<TFlowNode> = z.lazy(() => z.discriminatedUnion('type', [
  z.object({ id: nodeId, name: nodeName, type: z.literal('start'), childNode: child(),
    config: z.object({ fieldPermissions: z.record(z.string(), z.enum(FIELD_PERMISSIONS)).optional(), buttons: ZButtons.optional() }).optional() }),
  z.object({ id: nodeId, name: nodeName, type: z.enum(['approver', 'handler']), childNode: child(), config: ZApproverConfig }),
  z.object({ id: nodeId, name: nodeName, type: z.literal('cc'), childNode: child(), config: z.object({ assignee: ZAssigneeRule }) }),
  z.object({ id: nodeId, name: nodeName, type: z.literal('condition'), childNode: child(),
    branches: z.array(z.object({ id: nodeId, name: nodeName, conditions: z.array(ZCondition).max(20), isDefault: z.boolean().optional(), childNode: child() })).max(20) }),
  z.object({ id: nodeId, name: nodeName, type: z.literal('parallel'), childNode: child(),
    branches: z.array(z.object({ id: nodeId, name: nodeName, childNode: child() })).max(20) }),
  z.object({ id: nodeId, name: nodeName, type: z.literal('subprocess'), childNode: child(),
    config: z.object({ processCode: z.string().trim().max(100), wait: z.boolean().optional() }) }),
  z.object({ id: nodeId, name: nodeName, type: z.literal('end'), childNode: child() }),
])) as z.ZodType<TFlowNode>;

const fieldKey = z.string().trim().min(1).max(64).regex(/^[A-Za-z_][\w.]*$/, '字段编码只能包含字母、数字、_ 和 .');
/**
 * The definition's front-end init config (GET /act/procdef/{id}/frontInitScript). The spec's
 * "init script" is kept declarative on purpose: the browser never evaluates definition text.
 */
export const ZFrontInit = z.object({
  /** Values filled into empty fields of the business form while the initiator edits it. */
  defaults: z.record(fieldKey, z.union([z.string().max(500), z.number(), z.boolean()])).refine((r) => Object.keys(r).length <= 50, '默认值最多50项').optional(),
  /** Fields not shown on the flow page. */
  hidden: z.array(fieldKey).max(50).optional(),
  /** A note shown above the business form (filling instructions). */
  notice: z.string().max(500, '填写说明不能超过500个字符').optional(),
});
export type TFrontInit = z.infer<typeof ZFrontInit>;

/** Definition-wide options. */
export const ZFlowOptions = z.object({
  /** After a return, the resubmitted flow goes straight back to the node that returned it. */
  resubmitToReturner: z.boolean().optional(),
  /** The initiator may withdraw while nobody downstream has acted (default true). */
  allowWithdraw: z.boolean().optional(),
  /** Minimum minutes between two urges of one instance by one user (default 10). */
  urgeIntervalMinutes: z.number().int().min(0).max(24 * 60).optional(),
  /** Front-end init config of the business form (defaults, hidden fields, notice). */
  frontInit: ZFrontInit.optional(),
});
export type TFlowOptions = z.infer<typeof ZFlowOptions>;

export const ZFlowDefinitionTree = z.object({ root: ZFlowNode, options: ZFlowOptions.optional() });
export type TFlowDefinitionTree = z.infer<typeof ZFlowDefinitionTree>;

/** Instance states. */
export const FLOW_STATUS = {
  RUNNING: { value: 'running', label: '审批中' },
  APPROVED: { value: 'approved', label: '已审批' },
  REJECTED: { value: 'rejected', label: '已驳回' },
  WITHDRAWN: { value: 'withdrawn', label: '已撤回' },
  TERMINATED: { value: 'terminated', label: '已终止' },
} as const;

/** Workflow messages (wording ours unless the spec quotes them; see MESSAGES for the spec's). */
export const WF_MESSAGES = {
  TASK_DONE: '该任务已处理，请刷新后查看',
  TASK_NOT_YOURS: '您不是该任务的处理人',
  TASK_WAITING: '征询意见尚未全部回复，暂不能提交',
  FLOW_FINISHED: '流程已结束，不能再操作',
  NO_ASSIGNEE: '未找到节点「{node}」的审批人，请联系管理员',
  CHOOSE_OPERATOR: '请选择节点「{node}」的处理人',
  RETURN_TARGET_INVALID: '不能退回到该节点',
  HANDOVER_ONE: '转办只能选择一个接收人',
  RECIPIENT_REQUIRED: '请选择接收人',
  WITHDRAW_DENIED: '后续节点已处理，不能撤回',
  URGE_TOO_OFTEN: '催办过于频繁，请稍后再试',
  DEFINITION_MISSING: '流程定义不存在或未发布',
  DEFINITION_SUSPENDED: '流程已停用，不能发起',
  ALREADY_RUNNING: '该业务已有审批中的流程',
  NOT_INITIATOR: '只有发起人可以执行此操作',
  ADD_SIGNER_MODE: '只有会签、依次审批或按比例会签节点可以加签',
} as const;

/** State of a node in an instance's chart (from its latest run; contracts ZNodeState). */
export type NodeState = z.infer<typeof ZNodeState>;

/** Buttons and field permissions of the caller's open task (GET …/flowInstance/{id}/permission; contracts ZTodoPermission). */
export type TodoPermission = TTodoPermission;
