import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, WF_MESSAGES, wfApi, ZFlowDefinitionTree } from '@ecms/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { wfDefinition, wfNodeRun, wfTask } from '../../db/schema/index.js';
import { publishDefinition, saveDefinition } from '../definition/definition.service.js';
import { frontInitConfig } from '../definition/front-init.js';
import { adminDefinition, adminListDefinitions, adminVersion, queryOpenTasks, setDefinitionStatus } from '../definition/definition.admin.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { ZListRequest } from '../../platform/list-query.js';
import {
  auditTrail, consult, deleteInstance, getOperators, getTask, handOver, nextNodeOptions, passOn, prevNodeOptions, saveDraft, setOperators,
  setDelegation, startFlow, submitTask, terminate, urge, withdraw, withdrawTask,
} from '../engine/operations.js';
import {
  cancelDelegation, definitionDetail, markCcRead, nodeCandidates, ensureCanView, follow, listDefinitions, myDelegations, queryAllProcesses, queryParticipantList, queryCopyList, isFollowing, processDetail, queryDoneList, queryFocusList, queryMyList, queryTodoList, todoPermission, transferLogs,
  unfollowAll,
} from '../engine/queries.js';

/*
 * Workflow calls of spec 1 §7 (paths under /api). Task handling needs the to-do menu; who may
 * act on a task is decided by the engine (only its holder).
 */

const TODO = 'home:todo:view';
const ZId = z.string().trim().min(1, MESSAGES.TASK_MISSING).max(64, MESSAGES.TASK_MISSING);
const ZTodoParams = z.object({ todoId: ZId });
const ZUserIds = z.array(z.string().max(64)).max(200);
const ZOpinion = z.string().max(2000, '审批意见不能超过2000个字符').nullish();
const ZRequestId = z.string().max(100).optional();

/** A retried command can lose the race to its own first attempt on the request-id index. */
async function command<T>(req: FastifyRequest, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await req.tx(fn);
  } catch (err) {
    const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw conflict(WF_MESSAGES.TASK_DONE);
    throw err;
  }
}

const requestIdOf = (req: FastifyRequest, bodyId?: string) => {
  const h = req.headers['idempotency-key'];
  return bodyId || (typeof h === 'string' && h ? h.slice(0, 100) : undefined);
};


const ZSubmit = z.object({
  nextStepId: z.string().max(64).nullish(),
  audit: z.object({ opinion: ZOpinion, agree: z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]).optional(), id: z.string().max(64).nullish() }).optional(),
  isSendBack: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  sendBackWorkId: z.string().max(64).nullish(),
  phenomenalSendBack: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  formData: z.record(z.string(), z.unknown()).optional(),
  operators: z.record(z.string(), ZUserIds).optional(),
  requestId: ZRequestId,
});

const ZTransfer = z.object({
  topic: z.string({ error: MESSAGES.TRANSFER_TOPIC_REQUIRED }).trim().min(1, MESSAGES.TRANSFER_TOPIC_REQUIRED).max(200),
  newOperatorIds: z.union([ZUserIds, z.string().max(2000)], { error: MESSAGES.TRANSFER_RECIPIENT_REQUIRED }),
  remark: z.string({ error: MESSAGES.TRANSFER_REMARK_REQUIRED }).trim().min(1, MESSAGES.TRANSFER_REMARK_REQUIRED).max(2000),
  requestId: ZRequestId,
});
const recipientsOf = (v: string[] | string): string[] => {
  const ids = (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean);
  if (ids.length === 0) throw badRequest(MESSAGES.TRANSFER_RECIPIENT_REQUIRED);
  return ids;
};
const ZDefinitionSave = z.object({
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
const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

export const wfRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, wfApi.start, { config: { permission: 'home:start:flow' } }, async (req) => {
    const b = req.body;
    const r = await command(req, async (tx) => {
      const res = await startFlow(tx, req.actor(), {
        processCode: b.processCode, parentId: b.procParentId ?? null, name: b.name, businessType: b.businessType ?? null,
        businessId: b.businessId ?? null, formData: b.formData, operators: b.operators, requestId: requestIdOf(req, b.requestId),
      });
      const [run] = await tx.select().from(wfNodeRun).where(and(eq(wfNodeRun.instanceId, res.instanceId), eq(wfNodeRun.status, 'active'))).limit(1);
      return { res, run };
    });
    return ok({
      id: r.res.instanceId, procInstId: r.res.instanceId, taskId: r.res.taskId, name: r.res.procDefineName, procDefineId: r.res.procDefineId,
      curActivityId: r.run?.nodeId ?? null, curActivityName: r.res.activeNodes.join('、') || null, status: r.res.status,
    }, { msg: MESSAGES.SUBMIT_OK });
  });

  route(app, wfApi.todoList, { config: { permission: TODO } }, async (req) => {
    const { rows, total } = await req.tx((tx) => queryTodoList(tx, req.actor(), req.body ?? {}));
    return ok(rows, { total });
  });

  route(app, wfApi.copyList, { config: { permission: 'home:copy:view' } }, async (req) => {
    const { rows, total } = await req.tx((tx) => queryCopyList(tx, req.actor(), req.body ?? {}));
    return ok(rows, { total });
  });

  route(app, wfApi.doneList, { config: { permission: 'home:done:view' } }, async (req) => {
    const { rows, total } = await req.tx((tx) => queryDoneList(tx, req.actor(), req.body ?? {}));
    return ok(rows, { total });
  });

  app.get('/a/wf/flowInstance/:id/permission', {
    schema: { tags: ['workflow'], summary: '待办按钮权限（todoPermission）', params: z.object({ id: ZId }) },
    config: { permission: TODO },
  }, async (req) => ok(await req.tx((tx) => todoPermission(tx, req.actor(), req.params.id))));

  app.post('/a/wf/userTaskTodo/:todoId/submitForm', {
    schema: { tags: ['workflow'], summary: '提交（同意 / 驳回 / 退回）', params: ZTodoParams, body: ZSubmit },
    config: { permission: TODO },
  }, async (req) => {
    const b = req.body;
    const todoId = req.params.todoId;
    const sendBack = truthy(b.isSendBack);
    const agree = b.audit?.agree === undefined ? true : truthy(b.audit.agree);
    const result = await command(req, async (tx) => {
      let sendBackTo: string | null = null;
      if (sendBack) {
        sendBackTo = b.nextStepId || null;
        if (!sendBackTo && b.sendBackWorkId) {
          const [run] = await tx.select({ nodeId: wfNodeRun.nodeId }).from(wfNodeRun).where(eq(wfNodeRun.id, b.sendBackWorkId));
          sendBackTo = run?.nodeId ?? null;
        }
        if (!sendBackTo) throw badRequest(MESSAGES.NEXT_NODE_REQUIRED);
      }
      // A forward submit names the next node the user picked among the options: the engine
      // checks it under the command's lock (no second lock and read of the task here).
      return submitTask(tx, req.actor(), {
        taskId: todoId, agree, opinion: b.audit?.opinion ?? null, formData: b.formData, sendBackTo, operators: b.operators,
        requestId: requestIdOf(req, b.requestId), nextStepId: b.nextStepId || null, checkNextStep: true,
      });
    });
    return ok(result, { msg: MESSAGES.SUBMIT_OK });
  });

  route(app, wfApi.nextOptions, { config: { permission: TODO } }, async (req) => ok(await req.tx((tx) => nextNodeOptions(tx, req.actor(), req.params.todoId))));

  route(app, wfApi.prevOptions, { config: { permission: TODO } }, async (req) => ok(await req.tx((tx) => prevNodeOptions(tx, req.actor(), req.params.todoId))));

  route(app, wfApi.stepAudit, { config: { permission: TODO } }, async (req) => ok(await req.tx(async (tx) => {
    const task = await getTask(tx, req.params.todoId);
    await ensureCanView(tx, req.actor(), task.instanceId);
    const trail = await auditTrail(tx, task.instanceId);
    const mine = [...trail].reverse().find((a) => a.taskId === task.id);
    return {
      auditInfoId: mine?.id ?? null, opinion: mine?.opinion ?? (task.draft?.opinion as string | undefined) ?? null, agree: mine?.agree ?? null,
      history: trail.map((a) => ({
        id: a.id, action: a.action, nodeName: a.nodeName, userName: a.userName, opinion: a.opinion, agree: a.agree, createdDate: a.createdDate,
      })),
    };
  })));

  const ZTransferParams = z.object({ taskId: ZId, workId: ZId });
  /** The caller's open task in a node run (passOnLog / consultLog address the run). */
  const myTaskInRun = async (tx: Db, userId: string, workId: string): Promise<string> => {
    const [t] = await tx.select({ id: wfTask.id }).from(wfTask)
      .where(and(eq(wfTask.nodeRunId, workId), eq(wfTask.assigneeId, userId), inArray(wfTask.status, ['pending', 'waiting']))).limit(1);
    if (!t) throw notFound(MESSAGES.TASK_MISSING);
    return t.id;
  };

  app.post('/a/wf/flowInstance/:taskId/userTaskTodoInstance/:todoId/adjustLog', {
    schema: { tags: ['workflow'], summary: '转办（一个接收人）', params: z.object({ taskId: ZId, todoId: ZId }), body: ZTransfer },
    config: { permission: TODO },
  }, async (req) => {
    const b = req.body;
    const r = await command(req, (tx) => handOver(tx, req.actor(), {
      taskId: req.params.todoId, toUserIds: recipientsOf(b.newOperatorIds), topic: b.topic, remark: b.remark, requestId: requestIdOf(req, b.requestId),
    }));
    return ok(r, { msg: '转办成功' });
  });

  app.post('/a/wf/flowInstance/:taskId/userTaskInstance/:workId/passOnLog', {
    schema: { tags: ['workflow'], summary: '传阅（多个接收人）', params: ZTransferParams, body: ZTransfer },
    config: { permission: TODO },
  }, async (req) => {
    const b = req.body;
    const r = await command(req, async (tx) => passOn(tx, req.actor(), {
      taskId: await myTaskInRun(tx, req.actor().userId, req.params.workId), toUserIds: recipientsOf(b.newOperatorIds), topic: b.topic,
      remark: b.remark, requestId: requestIdOf(req, b.requestId),
    }));
    return ok(r, { msg: '传阅成功' });
  });

  app.post('/a/wf/flowInstance/:taskId/userTaskInstance/:workId/consultLog', {
    schema: { tags: ['workflow'], summary: '征询意见（多个接收人）', params: ZTransferParams, body: ZTransfer },
    config: { permission: TODO },
  }, async (req) => {
    const b = req.body;
    const r = await command(req, async (tx) => consult(tx, req.actor(), {
      taskId: await myTaskInRun(tx, req.actor().userId, req.params.workId), toUserIds: recipientsOf(b.newOperatorIds), topic: b.topic,
      remark: b.remark, requestId: requestIdOf(req, b.requestId),
    }));
    return ok(r, { msg: '征询成功' });
  });

  const logRoute = (suffix: string, type: number, summary: string) => app.get(`/a/wf/flowInstance/:id/${suffix}`, {
    schema: { tags: ['workflow'], summary, params: z.object({ id: ZId }) },
    config: { permission: TODO },
  }, async (req) => ok(await req.tx(async (tx) => {
    await ensureCanView(tx, req.actor(), req.params.id);
    return transferLogs(tx, req.params.id, type);
  })));
  logRoute('adjustLog', 1, '转办记录');
  logRoute('passOnLog', 2, '传阅记录');
  logRoute('consultLog', 3, '征询记录');

  /*
   * `{workId}_{configId}` in one segment: a node run (or instance) id, which never holds '_'
   * (UUIDs), then the node id, which may (dept_manager).
   */
  const ZOperatorKey = z.object({
    workId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, '参数格式不正确'),
    configId: z.string().regex(/^[\w-]{1,64}$/, '参数格式不正确'),
  });
  const OPERATORS_PATH = '/a/wf/userTaskInstance/:workId(^[A-Za-z0-9-]+)_:configId/operators';
  /** workId names an instance, or a node run of it. */
  const instanceOfWork = async (tx: Db, workId: string): Promise<string> => {
    const [run] = await tx.select({ instanceId: wfNodeRun.instanceId }).from(wfNodeRun).where(eq(wfNodeRun.id, workId));
    return run?.instanceId ?? workId;
  };
  app.put(OPERATORS_PATH, {
    schema: { tags: ['workflow'], summary: '预先指定节点处理人', params: ZOperatorKey, body: ZUserIds },
    config: { permission: TODO },
  }, async (req) => {
    const { workId, configId } = req.params;
    return ok(await command(req, async (tx) => setOperators(tx, req.actor(), {
      instanceId: await instanceOfWork(tx, workId), nodeId: configId, userIds: req.body,
    })), { msg: MESSAGES.SET_OK });
  });
  app.get(OPERATORS_PATH, {
    schema: { tags: ['workflow'], summary: '节点已指定的处理人', params: ZOperatorKey },
    config: { permission: TODO },
  }, async (req) => {
    const { workId, configId } = req.params;
    return ok(await req.tx(async (tx) => {
      const instanceId = await instanceOfWork(tx, workId);
      await ensureCanView(tx, req.actor(), instanceId);
      return getOperators(tx, instanceId, configId);
    }));
  });

  // Our own calls for the flow page's urge and withdraw buttons (the spec names no path).
  app.post('/a/wf/flowInstance/:id/urge', {
    schema: { tags: ['workflow'], summary: '催办', params: z.object({ id: ZId }), body: z.object({ opinion: ZOpinion }).optional() },
    config: { permission: TODO },
  }, async (req) => ok(await command(req, (tx) => urge(tx, req.actor(), { instanceId: req.params.id, opinion: req.body?.opinion })), { msg: '催办成功' }));

  app.post('/a/wf/flowInstance/:id/withdraw', {
    schema: { tags: ['workflow'], summary: '撤回（发起人，后续节点未处理时）', params: z.object({ id: ZId }), body: z.object({ opinion: ZOpinion, requestId: ZRequestId }).optional() },
    config: { permission: TODO },
  }, async (req) => ok(await command(req, (tx) => withdraw(tx, req.actor(), {
    instanceId: req.params.id, opinion: req.body?.opinion, requestId: requestIdOf(req, req.body?.requestId),
  })), { msg: '撤回成功' }));

  app.post('/a/wf/userTaskTodo/:todoId/withdraw', {
    schema: { tags: ['workflow'], summary: '审批人撤回（下一步尚未处理时）', params: ZTodoParams, body: z.object({ opinion: ZOpinion, requestId: ZRequestId }).optional() },
    config: { permission: TODO },
  }, async (req) => ok(await command(req, (tx) => withdrawTask(tx, req.actor(), {
    taskId: req.params.todoId, opinion: req.body?.opinion, requestId: requestIdOf(req, req.body?.requestId),
  })), { msg: '撤回成功' }));

  app.delete('/b/wf/process/delete/:id', {
    schema: { tags: ['workflow'], summary: '删除流程实例（管理员；审批记录保留）', params: z.object({ id: ZId }) },
    config: { permission: 'sys:procInst:view' },
  }, async (req) => {
    await command(req, (tx) => deleteInstance(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  // --- instances: detail with the chart's node states, my flows, follows ----------------------
  app.get('/b/wf/process/:id', {
    schema: { tags: ['workflow'], summary: '流程实例（流程图节点状态、运行记录）', params: z.object({ id: ZId }) },
    config: { permission: TODO },
  }, async (req) => ok(await req.tx((tx) => processDetail(tx, req.actor(), req.params.id))));

  app.get('/a/wf/flowInstance/:taskId/monitorInfo', {
    schema: { tags: ['workflow'], summary: '流程监控信息（业务名称）', params: z.object({ taskId: ZId }) },
    config: { permission: TODO },
  }, async (req) => ok(await req.tx(async (tx) => {
    const [task] = await tx.select({ instanceId: wfTask.instanceId }).from(wfTask).where(eq(wfTask.id, req.params.taskId));
    const inst = await ensureCanView(tx, req.actor(), task?.instanceId ?? req.params.taskId);
    return { id: inst.id, businessName: inst.name, status: inst.status, currentNodeNames: inst.currentNodeNames };
  })));

  route(app, wfApi.myList, { config: { permission: 'home:apply:view' } }, async (req) => {
    const { rows, total } = await req.tx((tx) => queryMyList(tx, req.actor(), req.body ?? {}));
    return ok(rows, { total });
  });

  route(app, wfApi.focusList, { config: { permission: 'home:focus:view' } }, async (req) => {
    const { rows, total } = await req.tx((tx) => queryFocusList(tx, req.actor(), req.body ?? {}));
    return ok(rows, { total });
  });

  app.post('/b/wf/focus', {
    schema: { tags: ['workflow'], summary: '关注流程', body: z.object({ id: ZId }) },
    config: { permission: 'home:focus:view' },
  }, async (req) => {
    await req.tx((tx) => follow(tx, req.actor(), req.body.id, true));
    return ok(true, { msg: MESSAGES.FAVOURITE_OK });
  });

  app.get('/b/wf/focus/:id', {
    schema: { tags: ['workflow'], summary: '是否已关注', params: z.object({ id: ZId }) },
    config: { permission: 'home:focus:view' },
  }, async (req) => ok(await req.tx((tx) => isFollowing(tx, req.actor(), req.params.id))));

  app.delete('/b/wf/focus/deleteFocusAll', {
    schema: { tags: ['workflow'], summary: '取消全部关注' },
    config: { permission: 'home:focus:view' },
  }, async (req) => {
    await req.tx((tx) => unfollowAll(tx, req.actor()));
    return ok(true, { msg: MESSAGES.CANCEL_OK });
  });

  app.delete('/b/wf/focus/:id', {
    schema: { tags: ['workflow'], summary: '取消关注', params: z.object({ id: ZId }) },
    config: { permission: 'home:focus:view' },
  }, async (req) => {
    await req.tx((tx) => follow(tx, req.actor(), req.params.id, false));
    return ok(true, { msg: MESSAGES.CANCEL_OK });
  });

  // --- fast forward: one obvious next step, no choice to make --------------------------------
  route(app, wfApi.fastForward, { config: { permission: TODO } }, async (req) => ok(await req.tx(async (tx) => {
    const forward = (await nextNodeOptions(tx, req.actor(), req.params.todoId)).filter((o) => o.type === 1);
    const only = forward.length === 1 && !forward[0].needChooseFromOrg && !forward[0].needFilterOperator ? forward[0] : null;
    return { canForward: !!only, canForwardUserTask: only };
  })));

  app.post('/a/wf/userTaskTodo/:todoId/fastForwardForm', {
    schema: { tags: ['workflow'], summary: '快速提交', params: ZTodoParams, body: ZSubmit.pick({ nextStepId: true, audit: true, formData: true, requestId: true }) },
    config: { permission: TODO },
  }, async (req) => {
    const b = req.body;
    const r = await command(req, async (tx) => {
      const forward = (await nextNodeOptions(tx, req.actor(), req.params.todoId)).filter((o) => o.type === 1);
      if (forward.length !== 1 || forward[0].needChooseFromOrg || (b.nextStepId && b.nextStepId !== forward[0].userTaskConfigId)) {
        throw badRequest(MESSAGES.NEXT_NODE_REQUIRED);
      }
      return submitTask(tx, req.actor(), {
        taskId: req.params.todoId, agree: true, opinion: b.audit?.opinion ?? null, formData: b.formData, requestId: requestIdOf(req, b.requestId),
      });
    });
    return ok(r, { msg: MESSAGES.SUBMIT_OK });
  });

  // --- definitions: start-flow dialog lists, designer save and publish ----------------------
  route(app, wfApi.startable, { config: { permission: 'home:start:flow' } }, async (req) => {
    const rows = await req.tx((tx) => listDefinitions(tx, req.body ?? {}));
    return ok(rows, { total: rows.length });
  });

  app.get('/act/procdef/key/:key', {
    schema: { tags: ['workflow'], summary: '流程定义（按编码，含当前版本）', params: z.object({ key: z.string().min(1).max(100) }) },
    config: { permission: 'home:start:flow' },
  }, async (req) => ok(await req.tx((tx) => definitionDetail(tx, req.params.key))));

  app.get('/act/procdef/:id/frontInitScript', {
    schema: { tags: ['workflow'], summary: '业务表单初始化配置（默认值、隐藏字段、填写说明；声明式 JSON，不执行脚本）', params: z.object({ id: ZId }) },
    config: { permission: 'home:start:flow' },
  }, async (req) => ok(await req.tx((tx) => frontInitConfig(tx, req.params.id))));

  app.post('/a/wf/definition', {
    schema: { tags: ['workflow'], summary: '保存流程定义（基础设置）', body: ZDefinitionSave },
    config: { permission: 'sys:settingFlow:view' },
  }, async (req) => ok(await req.tx((tx) => saveDefinition(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));

  app.post('/a/wf/definition/:id/publish', {
    schema: { tags: ['workflow'], summary: '发布流程（校验、编译、生成新版本）', params: z.object({ id: ZId }), body: z.unknown() },
    config: { permission: 'sys:settingFlow:view' },
  }, async (req) => {
    const v = await req.tx((tx) => publishDefinition(tx, req.actor(), req.params.id, req.body));
    return ok({ id: v.id, version: v.version, definitionId: v.definitionId }, { msg: '发布成功' });
  });

  // --- administration (our own calls: act-procdef, setting-flow, viewer, monitors) -----------
  app.post('/a/wf/definition/queryList', {
    schema: { tags: ['workflow'], summary: '流程定义管理列表（含未发布、已停用）', body: ZListRequest.optional() },
    config: { permission: 'sys:procdef:view' },
  }, async (req) => {
    const rows = await req.tx((tx) => adminListDefinitions(tx, req.body ?? {}));
    return ok(rows, { total: rows.length });
  });

  app.get('/a/wf/definition/:id', {
    schema: { tags: ['workflow'], summary: '流程定义（设计器：基础设置、草稿或当前版本、版本列表）', params: z.object({ id: ZId }) },
    config: { permission: 'sys:settingFlow:view' },
  }, async (req) => ok(await req.tx((tx) => adminDefinition(tx, req.params.id))));

  app.put('/a/wf/definition/:id/status', {
    schema: { tags: ['workflow'], summary: '启用 / 停用流程定义', params: z.object({ id: ZId }), body: z.object({ status: z.union([z.literal(0), z.literal(1)]) }) },
    config: { permission: 'sys:procdef:suspend' },
  }, async (req) => {
    await req.tx((tx) => setDefinitionStatus(tx, req.params.id, req.body.status));
    return ok(null, { msg: MESSAGES.SET_OK });
  });

  app.get('/a/wf/version/:id', {
    schema: { tags: ['workflow'], summary: '流程版本（只读流程图）', params: z.object({ id: ZId }) },
    config: { permission: 'sys:procdef:view' },
  }, async (req) => ok(await req.tx((tx) => adminVersion(tx, req.params.id))));

  app.post('/b/wf/process/:id/terminate', {
    schema: { tags: ['workflow'], summary: '终止流程实例（管理员）', params: z.object({ id: ZId }), body: z.object({ opinion: ZOpinion, requestId: ZRequestId }).optional() },
    config: { permission: 'sys:procInst:view' },
  }, async (req) => ok(await command(req, (tx) => terminate(tx, req.actor(), {
    instanceId: req.params.id, opinion: req.body?.opinion, requestId: requestIdOf(req, req.body?.requestId),
  })), { msg: '终止成功' }));

  app.post('/b/wf/task/queryOpenList', {
    schema: { tags: ['workflow'], summary: '流程任务监控（全部待处理任务及处理人）', body: ZListRequest.optional() },
    config: { permission: 'sys:procTask:view' },
  }, async (req) => {
    const { rows, total } = await req.tx((tx) => queryOpenTasks(tx, req.body ?? {}));
    return ok(rows, { total });
  });

  app.get('/b/wf/task/:id', {
    schema: { tags: ['workflow'], summary: '待办任务（流程任务字段）', params: z.object({ id: ZId }) },
    config: { permission: TODO },
  }, async (req) => ok(await req.tx(async (tx) => {
    const task = await getTask(tx, req.params.id);
    const inst = await ensureCanView(tx, req.actor(), task.instanceId);
    const [def] = await tx.select({ name: wfDefinition.name }).from(wfDefinition).where(eq(wfDefinition.id, inst.definitionId));
    return {
      id: task.id, businessKey: inst.businessId, taskDefKey: task.nodeId, stepName: task.nodeName, delegationState: task.delegationState,
      isFinished: inst.status !== 'running', procDefId: inst.definitionId, procDefName: def?.name ?? null, procInstId: inst.id,
      processName: inst.name, status: task.status, kind: task.kind, draft: task.draft, isClick: task.status !== 'pending',
    };
  })));

  route(app, wfApi.participantList, { config: { permission: 'home:done:view' } }, async (req) => {
    const { rows, total } = await req.tx((tx) => queryParticipantList(tx, req.actor(), req.body ?? {}));
    return ok(rows, { total });
  });

  app.post('/b/wf/process/queryList', {
    schema: { tags: ['workflow'], summary: '流程实例监控（全部流程）', body: ZListRequest.optional() },
    config: { permission: 'sys:procInst:view' },
  }, async (req) => {
    const { rows, total } = await req.tx((tx) => queryAllProcesses(tx, req.body ?? {}));
    return ok(rows, { total });
  });

  // --- delegation while away (our own calls: the spec names none) ---------------------------
  app.get('/a/wf/delegation', {
    schema: { tags: ['workflow'], summary: '我的委托' },
    config: { permission: TODO },
  }, async (req) => ok(await req.tx((tx) => myDelegations(tx, req.actor()))));

  app.post('/a/wf/delegation', {
    schema: { tags: ['workflow'], summary: '设置委托（期间新待办交给代理人）', body: z.object({
      deputyId: z.string({ error: MESSAGES.PERSON_REQUIRED }).min(1, MESSAGES.PERSON_REQUIRED).max(64),
      startDate: z.coerce.date({ error: '请选择开始时间' }),
      endDate: z.coerce.date({ error: '请选择结束时间' }),
    }) },
    config: { permission: TODO },
  }, async (req) => ok(await req.tx((tx) => setDelegation(tx, req.actor(), req.body)), { msg: MESSAGES.SET_OK }));

  app.delete('/a/wf/delegation/:id', {
    schema: { tags: ['workflow'], summary: '取消委托', params: z.object({ id: ZId }) },
    config: { permission: TODO },
  }, async (req) => {
    await req.tx((tx) => cancelDelegation(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.CANCEL_OK });
  });

  app.post('/b/wf/task', {
    schema: {
      tags: ['workflow'],
      summary: '保存任务：带 formData / audit 时暂存（意见与表单，不提交）；否则打开任务（isClick：抄送标记已读）',
      body: z.object({
        id: ZId,
        isClick: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
        formData: z.record(z.string().max(64), z.unknown()).refine((r) => JSON.stringify(r).length <= 200_000, '表单数据过大').optional(),
        audit: z.object({ opinion: ZOpinion }).optional(),
      }),
    },
    config: { permission: TODO },
  }, async (req) => {
    const b = req.body;
    if (b.formData === undefined && b.audit === undefined) return ok(await req.tx((tx) => markCcRead(tx, req.actor(), b.id)));
    await command(req, (tx) => saveDraft(tx, req.actor(), { taskId: b.id, opinion: b.audit?.opinion ?? null, formData: b.formData }));
    return ok(true, { msg: MESSAGES.SAVE_OK });
  });

  app.get('/b/wf/user/:instanceId/:nodeId/taskUserList', {
    schema: { tags: ['workflow'], summary: '节点候选处理人', params: z.object({ instanceId: ZId, nodeId: ZId }) },
    config: { permission: TODO },
  }, async (req) => ok(await req.tx((tx) => nodeCandidates(tx, req.actor(), req.params.instanceId, req.params.nodeId))));
};
