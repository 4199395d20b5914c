import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, type TTaskDetail, WF_MESSAGES, wfAdminApi, wfApi, wfTaskApi } from '@ecms/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { wfDefinition, wfNodeRun, wfTask } from '../../db/schema/index.js';
import { publishDefinition, saveDefinition } from '../definition/definition.service.js';
import { frontInitConfig } from '../definition/front-init.js';
import { adminDefinition, adminListDefinitions, adminVersion, queryOpenTasks, setDefinitionStatus } from '../definition/definition.admin.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
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


const recipientsOf = (v: string[] | string): string[] => {
  const ids = (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean);
  if (ids.length === 0) throw badRequest(MESSAGES.TRANSFER_RECIPIENT_REQUIRED);
  return ids;
};
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

  route(app, wfTaskApi.permission, { config: { permission: TODO } }, async (req) => ok(await req.tx((tx) => todoPermission(tx, req.actor(), req.params.id))));

  route(app, wfTaskApi.submit, { config: { permission: TODO } }, async (req) => {
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

  /** The caller's open task in a node run (passOnLog / consultLog address the run). */
  const myTaskInRun = async (tx: Db, userId: string, workId: string): Promise<string> => {
    const [t] = await tx.select({ id: wfTask.id }).from(wfTask)
      .where(and(eq(wfTask.nodeRunId, workId), eq(wfTask.assigneeId, userId), inArray(wfTask.status, ['pending', 'waiting']))).limit(1);
    if (!t) throw notFound(MESSAGES.TASK_MISSING);
    return t.id;
  };

  route(app, wfTaskApi.adjust, { config: { permission: TODO } }, async (req) => {
    const b = req.body;
    const r = await command(req, (tx) => handOver(tx, req.actor(), {
      taskId: req.params.todoId, toUserIds: recipientsOf(b.newOperatorIds), topic: b.topic, remark: b.remark, requestId: requestIdOf(req, b.requestId),
    }));
    return ok(r, { msg: '转办成功' });
  });

  route(app, wfTaskApi.passOn, { config: { permission: TODO } }, async (req) => {
    const b = req.body;
    const r = await command(req, async (tx) => passOn(tx, req.actor(), {
      taskId: await myTaskInRun(tx, req.actor().userId, req.params.workId), toUserIds: recipientsOf(b.newOperatorIds), topic: b.topic,
      remark: b.remark, requestId: requestIdOf(req, b.requestId),
    }));
    return ok(r, { msg: '传阅成功' });
  });

  route(app, wfTaskApi.consult, { config: { permission: TODO } }, async (req) => {
    const b = req.body;
    const r = await command(req, async (tx) => consult(tx, req.actor(), {
      taskId: await myTaskInRun(tx, req.actor().userId, req.params.workId), toUserIds: recipientsOf(b.newOperatorIds), topic: b.topic,
      remark: b.remark, requestId: requestIdOf(req, b.requestId),
    }));
    return ok(r, { msg: '征询成功' });
  });

  for (const [c, type] of [[wfTaskApi.adjustLog, 1], [wfTaskApi.passOnLog, 2], [wfTaskApi.consultLog, 3]] as const) {
    route(app, c, { config: { permission: TODO } }, async (req) => ok(await req.tx(async (tx) => {
      await ensureCanView(tx, req.actor(), req.params.id);
      return transferLogs(tx, req.params.id, type);
    })));
  }

  /** workId names an instance, or a node run of it. */
  const instanceOfWork = async (tx: Db, workId: string): Promise<string> => {
    const [run] = await tx.select({ instanceId: wfNodeRun.instanceId }).from(wfNodeRun).where(eq(wfNodeRun.id, workId));
    return run?.instanceId ?? workId;
  };
  route(app, wfTaskApi.setOperators, { config: { permission: TODO } }, async (req) => {
    const { workId, configId } = req.params;
    return ok(await command(req, async (tx) => setOperators(tx, req.actor(), {
      instanceId: await instanceOfWork(tx, workId), nodeId: configId, userIds: req.body,
    })), { msg: MESSAGES.SET_OK });
  });
  route(app, wfTaskApi.operators, { config: { permission: TODO } }, async (req) => {
    const { workId, configId } = req.params;
    return ok(await req.tx(async (tx) => {
      const instanceId = await instanceOfWork(tx, workId);
      await ensureCanView(tx, req.actor(), instanceId);
      return getOperators(tx, instanceId, configId);
    }));
  });

  // Our own calls for the flow page's urge and withdraw buttons (the spec names no path).
  route(app, wfTaskApi.urge, { config: { permission: TODO } }, async (req) => ok(await command(req, (tx) => urge(tx, req.actor(), { instanceId: req.params.id, opinion: req.body?.opinion })), { msg: '催办成功' }));

  route(app, wfTaskApi.withdraw, { config: { permission: TODO } }, async (req) => ok(await command(req, (tx) => withdraw(tx, req.actor(), {
    instanceId: req.params.id, opinion: req.body?.opinion, requestId: requestIdOf(req, req.body?.requestId),
  })), { msg: '撤回成功' }));

  route(app, wfTaskApi.withdrawTask, { config: { permission: TODO } }, async (req) => ok(await command(req, (tx) => withdrawTask(tx, req.actor(), {
    taskId: req.params.todoId, opinion: req.body?.opinion, requestId: requestIdOf(req, req.body?.requestId),
  })), { msg: '撤回成功' }));

  route(app, wfAdminApi.deleteInstance, { config: { permission: 'sys:procInst:view' } }, async (req) => {
    await command(req, (tx) => deleteInstance(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });

  // --- instances: detail with the chart's node states, my flows, follows ----------------------
  route(app, wfTaskApi.process, { config: { permission: TODO } }, async (req) => ok(await req.tx((tx) => processDetail(tx, req.actor(), req.params.id))));

  route(app, wfTaskApi.monitorInfo, { config: { permission: TODO } }, async (req) => ok(await req.tx(async (tx) => {
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

  route(app, wfTaskApi.follow, { config: { permission: 'home:focus:view' } }, async (req) => {
    await req.tx((tx) => follow(tx, req.actor(), req.body.id, true));
    return ok(true, { msg: MESSAGES.FAVOURITE_OK });
  });

  route(app, wfTaskApi.isFollowing, { config: { permission: 'home:focus:view' } }, async (req) => ok(await req.tx((tx) => isFollowing(tx, req.actor(), req.params.id))));

  route(app, wfTaskApi.unfollowAll, { config: { permission: 'home:focus:view' } }, async (req) => {
    await req.tx((tx) => unfollowAll(tx, req.actor()));
    return ok(true, { msg: MESSAGES.CANCEL_OK });
  });

  route(app, wfTaskApi.unfollow, { config: { permission: 'home:focus:view' } }, async (req) => {
    await req.tx((tx) => follow(tx, req.actor(), req.params.id, false));
    return ok(true, { msg: MESSAGES.CANCEL_OK });
  });

  // --- fast forward: one obvious next step, no choice to make --------------------------------
  route(app, wfApi.fastForward, { config: { permission: TODO } }, async (req) => ok(await req.tx(async (tx) => {
    const forward = (await nextNodeOptions(tx, req.actor(), req.params.todoId)).filter((o) => o.type === 1);
    const only = forward.length === 1 && !forward[0].needChooseFromOrg && !forward[0].needFilterOperator ? forward[0] : null;
    return { canForward: !!only, canForwardUserTask: only };
  })));

  route(app, wfTaskApi.fastForwardSubmit, { config: { permission: TODO } }, async (req) => {
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

  route(app, wfAdminApi.definitionByKey, { config: { permission: 'home:start:flow' } }, async (req) => ok(await req.tx((tx) => definitionDetail(tx, req.params.key))));

  route(app, wfAdminApi.frontInit, { config: { permission: 'home:start:flow' } }, async (req) => ok(await req.tx((tx) => frontInitConfig(tx, req.params.id))));

  route(app, wfAdminApi.save, { config: { permission: 'sys:settingFlow:view' } }, async (req) => ok(await req.tx((tx) => saveDefinition(tx, req.actor(), req.body)), { msg: MESSAGES.SAVE_OK }));

  route(app, wfAdminApi.publish, { config: { permission: 'sys:settingFlow:view' } }, async (req) => {
    const v = await req.tx((tx) => publishDefinition(tx, req.actor(), req.params.id, req.body));
    return ok({ id: v.id, version: v.version, definitionId: v.definitionId }, { msg: '发布成功' });
  });

  // --- administration (our own calls: act-procdef, setting-flow, viewer, monitors) -----------
  route(app, wfAdminApi.list, { config: { permission: 'sys:procdef:view' } }, async (req) => {
    const rows = await req.tx((tx) => adminListDefinitions(tx, req.body ?? {}));
    return ok(rows, { total: rows.length });
  });

  route(app, wfAdminApi.get, { config: { permission: 'sys:settingFlow:view' } }, async (req) => ok(await req.tx((tx) => adminDefinition(tx, req.params.id))));

  route(app, wfAdminApi.setStatus, { config: { permission: 'sys:procdef:suspend' } }, async (req) => {
    await req.tx((tx) => setDefinitionStatus(tx, req.params.id, req.body.status));
    return ok(null, { msg: MESSAGES.SET_OK });
  });

  route(app, wfAdminApi.version, { config: { permission: 'sys:procdef:view' } }, async (req) => ok(await req.tx((tx) => adminVersion(tx, req.params.id))));

  route(app, wfAdminApi.terminate, { config: { permission: 'sys:procInst:view' } }, async (req) => ok(await command(req, (tx) => terminate(tx, req.actor(), {
    instanceId: req.params.id, opinion: req.body?.opinion, requestId: requestIdOf(req, req.body?.requestId),
  })), { msg: '终止成功' }));

  route(app, wfAdminApi.openTasks, { config: { permission: 'sys:procTask:view' } }, async (req) => {
    const { rows, total } = await req.tx((tx) => queryOpenTasks(tx, req.body ?? {}));
    return ok(rows, { total });
  });

  route(app, wfTaskApi.task, { config: { permission: TODO } }, async (req) => ok(await req.tx(async (tx) => {
    const task = await getTask(tx, req.params.id);
    const inst = await ensureCanView(tx, req.actor(), task.instanceId);
    const [def] = await tx.select({ name: wfDefinition.name }).from(wfDefinition).where(eq(wfDefinition.id, inst.definitionId));
    return {
      id: task.id, businessKey: inst.businessId, taskDefKey: task.nodeId, stepName: task.nodeName, delegationState: task.delegationState,
      isFinished: inst.status !== 'running', procDefId: inst.definitionId, procDefName: def?.name ?? null, procInstId: inst.id,
      processName: inst.name, status: task.status, kind: task.kind, draft: task.draft as TTaskDetail['draft'], isClick: task.status !== 'pending',
    };
  })));

  route(app, wfApi.participantList, { config: { permission: 'home:done:view' } }, async (req) => {
    const { rows, total } = await req.tx((tx) => queryParticipantList(tx, req.actor(), req.body ?? {}));
    return ok(rows, { total });
  });

  route(app, wfAdminApi.instances, { config: { permission: 'sys:procInst:view' } }, async (req) => {
    const { rows, total } = await req.tx((tx) => queryAllProcesses(tx, req.body ?? {}));
    return ok(rows, { total });
  });

  // --- delegation while away (our own calls: the spec names none) ---------------------------
  route(app, wfTaskApi.delegations, { config: { permission: TODO } }, async (req) => ok(await req.tx((tx) => myDelegations(tx, req.actor()))));

  route(app, wfTaskApi.delegate, { config: { permission: TODO } }, async (req) => ok(await req.tx((tx) => setDelegation(tx, req.actor(), req.body)), { msg: MESSAGES.SET_OK }));

  route(app, wfTaskApi.cancelDelegation, { config: { permission: TODO } }, async (req) => {
    await req.tx((tx) => cancelDelegation(tx, req.actor(), req.params.id));
    return ok(null, { msg: MESSAGES.CANCEL_OK });
  });

  route(app, wfTaskApi.saveTask, { config: { permission: TODO } }, async (req) => {
    const b = req.body;
    if (b.formData === undefined && b.audit === undefined) return ok(await req.tx((tx) => markCcRead(tx, req.actor(), b.id)));
    await command(req, (tx) => saveDraft(tx, req.actor(), { taskId: b.id, opinion: b.audit?.opinion ?? null, formData: b.formData }));
    return ok(true, { msg: MESSAGES.SAVE_OK });
  });

  route(app, wfTaskApi.candidates, { config: { permission: TODO } }, async (req) => ok(await req.tx((tx) => nodeCandidates(tx, req.actor(), req.params.instanceId, req.params.nodeId))));
};
