/** Workflow calls the work lists and the flow-handling page use (spec 1 §7 Workflow). */
import { z } from 'zod';
import { MESSAGES } from '../constants.js';
import { WF_MESSAGES } from '../workflow.js';
import { ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';

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
