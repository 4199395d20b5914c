/** Workflow calls the work lists and the flow-handling page use (spec 1 §7 Workflow). */
import { z } from 'zod';
import { MESSAGES } from '../constants.js';
import { type TFlowDefinitionTree, WF_MESSAGES, ZFlowDefinitionTree } from '../workflow.js';
import { ZListRequest, ZNoData } from './common.js';
import { defineCall, zDateTime } from './define.js';
import { ZAuditFields } from './rows.js';

/** The answer of a record's saveAndStartFlow (spec 1 §3 "Flow start on a contract or cost record"). */
export const ZFlowStart = z.object({
  id: z.string(),
  taskId: z.string().nullable(),
  procInstId: z.string(),
  name: z.string(),
  procDefineId: z.string(),
  curActivityId: z.string().nullable(),
  curActivityName: z.string().nullable(),
});

/** The answer of /form/workflow/start. `taskId` is absent when the initiator holds no task after the start. */
export const ZStartAnswer = z.object({
  id: z.string(),
  procInstId: z.string(),
  taskId: z.string().nullish(),
  name: z.string(),
  procDefineId: z.string(),
  curActivityId: z.string().nullable(),
  curActivityName: z.string().nullable(),
  status: z.string(),
});

/** A task row of the to-do, done and copies lists. */
export const ZWfTaskRow = z.object({
  id: z.string(),
  taskId: z.string(),
  procInstId: z.string(),
  processName: z.string(),
  procDefId: z.string(),
  procDefName: z.string(),
  taskDefKey: z.string(),
  stepName: z.string(),
  kind: z.string(),
  status: z.string(),
  delegationState: z.string().nullable(),
  businessType: z.string().nullable(),
  businessKey: z.string().nullable(),
  initiatorName: z.string().nullable(),
  isFinished: z.boolean(),
  createdDate: zDateTime,
  doneDate: zDateTime.nullable(),
  dueDate: zDateTime.nullable(),
});

/** A flow row of my applications, followed flows and flows I took part in. */
export const ZWfProcessRow = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  procDefineId: z.string(),
  procDefineName: z.string(),
  businessType: z.string().nullable(),
  businessId: z.string().nullable(),
  initiatorId: z.string(),
  initiatorName: z.string().nullable(),
  currentNodeNames: z.string().nullable(),
  startedDate: zDateTime,
  endedDate: zDateTime.nullable(),
});

/** A startable definition (spec §3 flow list item). */
export const ZWfDefinitionItem = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  category: z.string().nullable(),
  sort: z.number(),
  flowType: z.number().nullable(),
  businessType: z.string().nullable(),
});

/** A node a submit can reach (type 1 forward, 2 send back). */
export const ZNextOption = z.object({
  userTaskId: z.string(),
  userTaskConfigId: z.string(),
  actualFlowNodeConfigId: z.string(),
  name: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  needChooseFromOrg: z.boolean(),
  needFilterOperator: z.boolean(),
  multiple: z.boolean(),
});

/** An earlier step a task can be sent back to. */
export const ZPrevOption = z.object({
  userTaskConfigId: z.string(),
  userTaskConfigName: z.string(),
  userTaskOperatorNames: z.string(),
  userTaskRole: z.string(),
  userTaskSubmitDate: z.string().nullable(),
  isInitiator: z.boolean(),
});

export const ZAuditEntry = z.object({
  id: z.string(),
  action: z.string(),
  nodeName: z.string().nullable(),
  userName: z.string().nullable(),
  opinion: z.string().nullable(),
  agree: z.boolean().nullable(),
  createdDate: zDateTime,
});

export const ZStepAudit = z.object({
  auditInfoId: z.string().nullable(),
  opinion: z.string().nullable(),
  agree: z.boolean().nullable(),
  history: z.array(ZAuditEntry),
});

const tags = ['workflow'];
const list = <R extends z.ZodType>(path: string, summary: string, row: R) =>
  defineCall({ method: 'POST', path, tags, summary, body: ZListRequest.optional(), data: z.array(row), paged: true });

/** `:todoId` of a to-do (a missing or malformed id reads as a missing task). */
const ZTodoParams = z.object({ todoId: z.string().trim().min(1, MESSAGES.TASK_MISSING).max(64, MESSAGES.TASK_MISSING) });

const ZUserIds = z.array(z.string().max(64)).max(200);

/** Body of /form/workflow/start. */
export const ZWfStart = z.object({
  processCode: z.string({ error: WF_MESSAGES.DEFINITION_MISSING }).trim().min(1, WF_MESSAGES.DEFINITION_MISSING).max(100),
  procParentId: z.string().max(64).nullish(),
  name: z.string().trim().max(200, '流程标题不能超过200个字符').optional(),
  businessType: z.string().max(50).nullish(),
  businessId: z.string().max(64).nullish(),
  formData: z.record(z.string(), z.unknown()).optional(),
  operators: z.record(z.string(), ZUserIds).optional(),
  requestId: z.string().max(100).optional(),
});

export const wfApi = {
  start: defineCall({
    method: 'POST', path: '/form/workflow/start', tags, summary: '发起流程（processCode, procParentId）', body: ZWfStart, data: ZStartAnswer,
  }),
  todoList: list('/b/wf/task/queryTodoList', '我的待办', ZWfTaskRow),
  copyList: list('/b/wf/task/queryList', '抄送/传阅给我的（params.kind: cc | forward, status 过滤）', ZWfTaskRow),
  doneList: list('/b/wf/task/queryDoneList', '我的已办', ZWfTaskRow),
  myList: list('/b/wf/process/queryMyList', '我的申请', ZWfProcessRow),
  focusList: list('/b/wf/process/queryFocusList', '我的关注', ZWfProcessRow),
  participantList: list('/b/wf/process/queryParticipantList', '我参与的流程', ZWfProcessRow),
  startable: list('/act/procdef/queryList', '可发起的流程（全部流程）', ZWfDefinitionItem),
  nextOptions: defineCall({
    method: 'GET', path: '/a/wf/userTaskTodo/:todoId/nextFlowNodeOptionList', tags, summary: '下一节点选项（1 提交，2 退回）',
    params: ZTodoParams, data: z.array(ZNextOption),
  }),
  prevOptions: defineCall({
    method: 'GET', path: '/a/wf/userTaskTodo/:todoId/prevFlowNodeOptionList', tags, summary: '可退回的步骤',
    params: ZTodoParams, data: z.array(ZPrevOption),
  }),
  stepAudit: defineCall({
    method: 'GET', path: '/a/wf/todo/:todoId/stepAudit', tags, summary: '审批意见（本任务与流程历史）',
    params: ZTodoParams, data: ZStepAudit,
  }),
  fastForward: defineCall({
    method: 'GET', path: '/a/wf/userTaskTodo/:todoId/fastForward', tags, summary: '能否快速提交（唯一的下一节点且无需选人）',
    params: ZTodoParams, data: z.object({ canForward: z.boolean(), canForwardUserTask: ZNextOption.nullable() }),
  }),
};


// --- task handling, instances, administration (wf.routes.ts) ----------------------------------

/** Buttons and field permissions of the caller's open task. */
export const ZTodoPermission = z.object({
  todoId: z.string(),
  workId: z.string(),
  stepId: z.string(),
  stepName: z.string(),
  procInstId: z.string(),
  type: z.number().nullable(),
  kind: z.string(),
  delegationState: z.string().nullable(),
  isFinished: z.boolean(),
  readOnly: z.boolean(),
  fieldPermissions: z.record(z.string(), z.string()),
  hasNextBtn: z.boolean(),
  hasPrevBtn: z.boolean(),
  hasForwardBtn: z.boolean(),
  hasAdjustBtn: z.boolean(),
  hasConsultBtn: z.boolean(),
  hasRefreshBtn: z.boolean(),
  /** 暂存: the holder may keep opinion and form data without submitting. */
  hasSaveBtn: z.boolean(),
  nextBtnName: z.string(),
  prevBtnName: z.string(),
  forwardBtnName: z.string(),
  adjustBtnName: z.string(),
  consultBtnName: z.string(),
  refreshBtnName: z.string(),
});

/** What an engine command answers: the instance's state after it. */
export const ZCommandResult = z.object({
  instanceId: z.string(),
  status: z.string(),
  /** Names of the nodes active after the command. */
  activeNodes: z.array(z.string()),
  taskId: z.string().optional(),
});

export const ZNodeState = z.enum(['done', 'active', 'returned', 'rejected', 'cancelled', 'notReached']);

/** An instance for the flow page and its chart. */
export const ZProcessDetail = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  procDefineId: z.string(),
  /** The version this instance runs on (its front-end init config). */
  versionId: z.string(),
  procDefineName: z.string().nullable(),
  processCode: z.string().nullable(),
  businessType: z.string().nullable(),
  businessId: z.string().nullable(),
  initiatorId: z.string(),
  initiatorName: z.string().nullable(),
  startedDate: zDateTime,
  endedDate: zDateTime.nullable(),
  formData: z.record(z.string(), z.unknown()),
  currentNodeNames: z.string().nullable(),
  graph: z.object({
    startId: z.string(),
    nodes: z.array(z.object({
      id: z.string(),
      type: z.string(),
      name: z.string(),
      next: z.string().nullable(),
      branches: z.array(z.object({ id: z.string(), name: z.string(), target: z.string(), isDefault: z.boolean().optional() })),
      state: ZNodeState,
    })),
  }),
  runs: z.array(z.object({
    id: z.string(),
    nodeId: z.string(),
    nodeName: z.string(),
    round: z.number(),
    entered: z.string(),
    status: z.string(),
    fromRunId: z.string().nullable(),
    startedDate: zDateTime,
    endedDate: zDateTime.nullable(),
    tasks: z.array(z.object({
      id: z.string(),
      kind: z.string(),
      status: z.string(),
      outcome: z.string().nullable(),
      assigneeName: z.string().nullable(),
      opinion: z.string().nullable(),
      doneDate: zDateTime.nullable(),
    })),
  })),
});

/** A transfer record (1 转办, 2 传阅, 3 征询) of an instance. */
export const ZTransferLog = z.object({
  tenantId: z.string(),
  id: z.string(),
  instanceId: z.string(),
  taskId: z.string(),
  type: z.number(),
  fromUserId: z.string(),
  toUserIds: z.array(z.string()),
  topic: z.string().nullable(),
  remark: z.string().nullable(),
  createdDate: zDateTime,
  fromUserName: z.string().nullable(),
  toUserNames: z.string(),
});

/** The to-do as a flow task (GET /b/wf/task/{id}); `draft` is its 暂存 (opinion and form data). */
export const ZTaskDetail = z.object({
  id: z.string(),
  businessKey: z.string().nullable(),
  taskDefKey: z.string(),
  stepName: z.string(),
  delegationState: z.string().nullable(),
  isFinished: z.boolean(),
  procDefId: z.string(),
  procDefName: z.string().nullable(),
  procInstId: z.string(),
  processName: z.string(),
  status: z.string(),
  kind: z.string(),
  draft: z.object({ opinion: z.string().nullable().optional(), formData: z.record(z.string(), z.unknown()).optional() }).nullable(),
  isClick: z.boolean(),
});

/** The definition's declarative front-end init config (spec: frontInitScript). */
export const ZFrontInitConfig = z.object({
  procDefineId: z.string(),
  versionId: z.string(),
  version: z.number(),
  defaults: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  hidden: z.array(z.string()),
  notice: z.string().nullable(),
});

/** A definition by its code with its current version (GET /act/procdef/key/{key}). */
export const ZDefinitionByKey = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  flowType: z.number().nullable(),
  businessType: z.string().nullable(),
  status: z.number(),
  version: z.number(),
  versionId: z.string(),
  tree: z.unknown(),
  publishedDate: zDateTime,
});

/** A definition row as stored (the designer's save answers it). */
export const ZDefinitionRecord = z.object({
  tenantId: z.string(),
  id: z.string(),
  code: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  flowType: z.number().nullable(),
  businessType: z.string().nullable(),
  currentVersionId: z.string().nullable(),
  draft: z.unknown(),
  sort: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  ...ZAuditFields,
});

/** A row of the definition administration list (drafts and suspended definitions included). */
export const ZDefinitionAdminRow = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  businessType: z.string().nullable(),
  flowType: z.number().nullable(),
  sort: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  currentVersionId: z.string().nullable(),
  currentVersion: z.number().nullable(),
  versionCount: z.number(),
  hasDraft: z.boolean(),
  updatedDate: zDateTime,
  version: z.number(),
});

export const ZVersionRow = z.object({
  id: z.string(),
  version: z.number(),
  publishedDate: zDateTime,
  publishedBy: z.string().nullable(),
});

/** A definition for the designer: base settings, the tree to edit (the draft, else the current version's) and its versions. */
export const ZDefinitionDetail = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  businessType: z.string().nullable(),
  flowType: z.number().nullable(),
  sort: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  currentVersionId: z.string().nullable(),
  currentVersion: z.number().nullable(),
  draft: z.custom<TFlowDefinitionTree>().nullable(),
  tree: z.custom<TFlowDefinitionTree>().nullable(),
  version: z.number(),
  versions: z.array(ZVersionRow),
});

/** A published version (read-only viewer). */
export const ZVersionDetail = z.object({
  id: z.string(),
  definitionId: z.string(),
  name: z.string(),
  code: z.string(),
  version: z.number(),
  tree: z.custom<TFlowDefinitionTree>(),
  publishedDate: zDateTime,
  isCurrent: z.boolean(),
});

/** An open task of the company with its holder (process-task monitor). */
export const ZOpenTaskRow = z.object({
  id: z.string(),
  procInstId: z.string(),
  processName: z.string(),
  procDefName: z.string(),
  stepName: z.string(),
  kind: z.string(),
  status: z.string(),
  assigneeId: z.string(),
  assigneeName: z.string().nullable(),
  initiatorName: z.string().nullable(),
  createdDate: zDateTime,
  dueDate: zDateTime.nullable(),
});

export const ZDelegation = z.object({
  id: z.string(),
  deputyId: z.string(),
  deputyName: z.string().nullable(),
  startDate: zDateTime,
  endDate: zDateTime,
  enabled: z.boolean(),
});

const ZOpinion = z.string().max(2000, '审批意见不能超过2000个字符').nullish();
const ZRequestId = z.string().max(100).optional();
const ZInstanceParams = z.object({ id: ZTodoParams.shape.todoId });
const ZBool = z.union([z.boolean(), z.literal(0), z.literal(1)]);

export const ZWfSubmit = z.object({
  nextStepId: z.string().max(64).nullish(),
  audit: z.object({
    opinion: ZOpinion, agree: z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]).optional(), id: z.string().max(64).nullish(),
  }).optional(),
  isSendBack: ZBool.optional(),
  sendBackWorkId: z.string().max(64).nullish(),
  phenomenalSendBack: ZBool.optional(),
  formData: z.record(z.string(), z.unknown()).optional(),
  operators: z.record(z.string(), ZUserIds).optional(),
  requestId: ZRequestId,
});

export const ZWfTransfer = z.object({
  topic: z.string({ error: MESSAGES.TRANSFER_TOPIC_REQUIRED }).trim().min(1, MESSAGES.TRANSFER_TOPIC_REQUIRED).max(200),
  newOperatorIds: z.union([ZUserIds, z.string().max(2000)], { error: MESSAGES.TRANSFER_RECIPIENT_REQUIRED }),
  remark: z.string({ error: MESSAGES.TRANSFER_REMARK_REQUIRED }).trim().min(1, MESSAGES.TRANSFER_REMARK_REQUIRED).max(2000),
  requestId: ZRequestId,
});

export const ZDefinitionSave = z.object({
  id: z.string().max(64).optional(),
  code: z.string({ error: '请输入流程编码' }).trim().min(1, '请输入流程编码').max(100).regex(/^[\w-]+$/, '流程编码只能包含字母、数字、_ 和 -'),
  name: z.string({ error: '请输入流程名称' }).trim().min(1, '请输入流程名称').max(100, '流程名称不能超过100个字符'),
  category: z.string().max(50).nullish(),
  flowType: z.number().int().nullish(),
  businessType: z.string().max(50).nullish(),
  sort: z.number().int().optional(),
  remark: z.string().max(500).nullish(),
  /** The designer's tree being edited (shape checked here, publishing checks the flow itself). */
  draft: ZFlowDefinitionTree.nullish(),
});

/** A command closing the flow or a step: an opinion and a request id (retries answer the first result). */
const ZCloseBody = z.object({ opinion: ZOpinion, requestId: ZRequestId }).optional();
const ZTransferParams = z.object({ taskId: ZTodoParams.shape.todoId, workId: ZTodoParams.shape.todoId });
/**
 * `{workId}_{configId}` in one segment: a node run (or instance) id, which never holds '_'
 * (UUIDs), then the node id, which may (dept_manager).
 */
const ZOperatorKey = z.object({
  workId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, '参数格式不正确'),
  configId: z.string().regex(/^[\w-]{1,64}$/, '参数格式不正确'),
});
const OPERATORS_PATH = '/a/wf/userTaskInstance/:workId(^[A-Za-z0-9-]+)_:configId/operators';
const command = <P extends z.ZodType, B extends z.ZodType>(path: string, summary: string, params: P, body: B) =>
  defineCall({ method: 'POST', path, tags, summary, params, body, data: ZCommandResult });
const transferLog = (suffix: string, summary: string) => defineCall({
  method: 'GET', path: `/a/wf/flowInstance/:id/${suffix}`, tags, summary, params: ZInstanceParams, data: z.array(ZTransferLog),
});

/** Task commands, instance pages, follows, delegation and the flow administration. */
export const wfTaskApi = {
  permission: defineCall({
    method: 'GET', path: '/a/wf/flowInstance/:id/permission', tags, summary: '待办按钮权限（todoPermission）', params: ZInstanceParams, data: ZTodoPermission,
  }),
  submit: command('/a/wf/userTaskTodo/:todoId/submitForm', '提交（同意 / 驳回 / 退回）', ZTodoParams, ZWfSubmit),
  fastForwardSubmit: command('/a/wf/userTaskTodo/:todoId/fastForwardForm', '快速提交', ZTodoParams,
    ZWfSubmit.pick({ nextStepId: true, audit: true, formData: true, requestId: true })),
  adjust: command('/a/wf/flowInstance/:taskId/userTaskTodoInstance/:todoId/adjustLog', '转办（一个接收人）',
    z.object({ taskId: ZTodoParams.shape.todoId, todoId: ZTodoParams.shape.todoId }), ZWfTransfer),
  passOn: command('/a/wf/flowInstance/:taskId/userTaskInstance/:workId/passOnLog', '传阅（多个接收人）', ZTransferParams, ZWfTransfer),
  consult: command('/a/wf/flowInstance/:taskId/userTaskInstance/:workId/consultLog', '征询意见（多个接收人）', ZTransferParams, ZWfTransfer),
  adjustLog: transferLog('adjustLog', '转办记录'),
  passOnLog: transferLog('passOnLog', '传阅记录'),
  consultLog: transferLog('consultLog', '征询记录'),
  setOperators: defineCall({
    method: 'PUT', path: OPERATORS_PATH, tags, summary: '预先指定节点处理人', params: ZOperatorKey, body: ZUserIds, data: z.array(z.string()),
  }),
  operators: defineCall({ method: 'GET', path: OPERATORS_PATH, tags, summary: '节点已指定的处理人', params: ZOperatorKey, data: z.array(z.string()) }),
  // Our own calls for the flow page's urge and withdraw buttons (the spec names no path).
  urge: defineCall({
    method: 'POST', path: '/a/wf/flowInstance/:id/urge', tags, summary: '催办', params: ZInstanceParams,
    body: z.object({ opinion: ZOpinion }).optional(), data: z.object({ notified: z.number() }),
  }),
  withdraw: command('/a/wf/flowInstance/:id/withdraw', '撤回（发起人，后续节点未处理时）', ZInstanceParams, ZCloseBody),
  withdrawTask: command('/a/wf/userTaskTodo/:todoId/withdraw', '审批人撤回（下一步尚未处理时）', ZTodoParams, ZCloseBody),
  process: defineCall({
    method: 'GET', path: '/b/wf/process/:id', tags, summary: '流程实例（流程图节点状态、运行记录）', params: ZInstanceParams, data: ZProcessDetail,
  }),
  monitorInfo: defineCall({
    method: 'GET', path: '/a/wf/flowInstance/:taskId/monitorInfo', tags, summary: '流程监控信息（业务名称）',
    params: z.object({ taskId: ZTodoParams.shape.todoId }),
    data: z.object({ id: z.string(), businessName: z.string(), status: z.string(), currentNodeNames: z.string().nullable() }),
  }),
  follow: defineCall({
    method: 'POST', path: '/b/wf/focus', tags, summary: '关注流程', body: z.object({ id: ZTodoParams.shape.todoId }), data: z.boolean(),
  }),
  isFollowing: defineCall({ method: 'GET', path: '/b/wf/focus/:id', tags, summary: '是否已关注', params: ZInstanceParams, data: z.boolean() }),
  unfollowAll: defineCall({ method: 'DELETE', path: '/b/wf/focus/deleteFocusAll', tags, summary: '取消全部关注', data: z.boolean() }),
  unfollow: defineCall({ method: 'DELETE', path: '/b/wf/focus/:id', tags, summary: '取消关注', params: ZInstanceParams, data: z.boolean() }),
  task: defineCall({ method: 'GET', path: '/b/wf/task/:id', tags, summary: '待办任务（流程任务字段）', params: ZInstanceParams, data: ZTaskDetail }),
  saveTask: defineCall({
    method: 'POST', path: '/b/wf/task', tags,
    summary: '保存任务：带 formData / audit 时暂存（意见与表单，不提交）；否则打开任务（isClick：抄送标记已读）',
    body: z.object({
      id: ZTodoParams.shape.todoId,
      isClick: ZBool.optional(),
      formData: z.record(z.string().max(64), z.unknown()).refine((r) => JSON.stringify(r).length <= 200_000, '表单数据过大').optional(),
      audit: z.object({ opinion: ZOpinion }).optional(),
    }),
    data: z.boolean(),
  }),
  candidates: defineCall({
    method: 'GET', path: '/b/wf/user/:instanceId/:nodeId/taskUserList', tags, summary: '节点候选处理人',
    params: z.object({ instanceId: ZTodoParams.shape.todoId, nodeId: ZTodoParams.shape.todoId }),
    data: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  // --- delegation while away (our own calls: the spec names none) ---
  delegations: defineCall({ method: 'GET', path: '/a/wf/delegation', tags, summary: '我的委托', data: z.array(ZDelegation) }),
  delegate: defineCall({
    method: 'POST', path: '/a/wf/delegation', tags, summary: '设置委托（期间新待办交给代理人）',
    body: z.object({
      deputyId: z.string({ error: MESSAGES.PERSON_REQUIRED }).min(1, MESSAGES.PERSON_REQUIRED).max(64),
      startDate: z.coerce.date({ error: '请选择开始时间' }),
      endDate: z.coerce.date({ error: '请选择结束时间' }),
    }),
    data: z.string(),
  }),
  cancelDelegation: defineCall({ method: 'DELETE', path: '/a/wf/delegation/:id', tags, summary: '取消委托', params: ZInstanceParams, data: ZNoData }),
};

/** Definitions: the start dialog's detail and init config, the designer, versions and the monitors. */
export const wfAdminApi = {
  definitionByKey: defineCall({
    method: 'GET', path: '/act/procdef/key/:key', tags, summary: '流程定义（按编码，含当前版本）',
    params: z.object({ key: z.string().min(1).max(100) }), data: ZDefinitionByKey,
  }),
  frontInit: defineCall({
    method: 'GET', path: '/act/procdef/:id/frontInitScript', tags,
    summary: '业务表单初始化配置（默认值、隐藏字段、填写说明；声明式 JSON，不执行脚本）', params: ZInstanceParams, data: ZFrontInitConfig,
  }),
  save: defineCall({
    method: 'POST', path: '/a/wf/definition', tags, summary: '保存流程定义（基础设置）', body: ZDefinitionSave, data: ZDefinitionRecord,
  }),
  /** The body is the tree; publishing checks it and answers every problem in Chinese. */
  publish: defineCall({
    method: 'POST', path: '/a/wf/definition/:id/publish', tags, summary: '发布流程（校验、编译、生成新版本）', params: ZInstanceParams,
    body: z.custom<TFlowDefinitionTree>(),
    data: z.object({ id: z.string(), version: z.number(), definitionId: z.string() }),
  }),
  list: defineCall({
    method: 'POST', path: '/a/wf/definition/queryList', tags, summary: '流程定义管理列表（含未发布、已停用）',
    body: ZListRequest.optional(), data: z.array(ZDefinitionAdminRow), paged: true,
  }),
  get: defineCall({
    method: 'GET', path: '/a/wf/definition/:id', tags, summary: '流程定义（设计器：基础设置、草稿或当前版本、版本列表）', params: ZInstanceParams, data: ZDefinitionDetail,
  }),
  setStatus: defineCall({
    method: 'PUT', path: '/a/wf/definition/:id/status', tags, summary: '启用 / 停用流程定义', params: ZInstanceParams,
    body: z.object({ status: z.union([z.literal(0), z.literal(1)]) }), data: ZNoData,
  }),
  version: defineCall({ method: 'GET', path: '/a/wf/version/:id', tags, summary: '流程版本（只读流程图）', params: ZInstanceParams, data: ZVersionDetail }),
  deleteInstance: defineCall({
    method: 'DELETE', path: '/b/wf/process/delete/:id', tags, summary: '删除流程实例（管理员；审批记录保留）', params: ZInstanceParams, data: ZNoData,
  }),
  terminate: command('/b/wf/process/:id/terminate', '终止流程实例（管理员）', ZInstanceParams, ZCloseBody),
  openTasks: list('/b/wf/task/queryOpenList', '流程任务监控（全部待处理任务及处理人）', ZOpenTaskRow),
  instances: list('/b/wf/process/queryList', '流程实例监控（全部流程）', ZWfProcessRow),
};

/** Wire types (what the web and the tests receive). */
export type TFlowStart = z.input<typeof ZFlowStart>;
export type TStartAnswer = z.input<typeof ZStartAnswer>;
export type TWfTaskRow = z.input<typeof ZWfTaskRow>;
export type TWfProcessRow = z.input<typeof ZWfProcessRow>;
export type TWfDefinitionItem = z.input<typeof ZWfDefinitionItem>;
export type TNextOption = z.input<typeof ZNextOption>;
export type TPrevOption = z.input<typeof ZPrevOption>;
export type TAuditEntry = z.input<typeof ZAuditEntry>;
export type TStepAudit = z.input<typeof ZStepAudit>;
export type TTodoPermission = z.input<typeof ZTodoPermission>;
export type TCommandResult = z.input<typeof ZCommandResult>;
export type TProcessDetail = z.input<typeof ZProcessDetail>;
export type TTransferLog = z.input<typeof ZTransferLog>;
export type TTaskDetail = z.input<typeof ZTaskDetail>;
export type TFrontInitConfig = z.input<typeof ZFrontInitConfig>;
export type TDefinitionAdminRow = z.input<typeof ZDefinitionAdminRow>;
export type TDefinitionDetail = z.input<typeof ZDefinitionDetail>;
export type TVersionRow = z.input<typeof ZVersionRow>;
export type TVersionDetail = z.input<typeof ZVersionDetail>;
export type TOpenTaskRow = z.input<typeof ZOpenTaskRow>;
export type TDelegation = z.input<typeof ZDelegation>;
export type TDefinitionSave = z.input<typeof ZDefinitionSave>;
