import { and, asc, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { TApproverConfig, TFlowDefinitionTree, TFlowNode } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { sysUser, wfInstance, wfNodeRun, wfOutbox, wfTask } from '../../db/schema/index.js';
import type { Actor } from '../../platform/tenancy.js';
import type { TestApp, TestAppOptions } from '../../../test/helpers.js';
import type { BusinessBinding, BusinessEvent, BusinessEventName } from '../engine/business.js';
import { type TestContext, useTestApp } from '../../../test/use-test-app.js';
import { defineFlow } from '../definition/definition.service.js';

/** Engine test harness: a seeded database, demo users by login name, commands run as a user. */
export interface WfHarness {
  /** The file's useTestApp() context (factories, tokens, HTTP calls). */
  ctx: TestContext;
  t: TestApp;
  tenantId: string;
  /** Demo user id by login name. */
  uid(login: string): string;
  /** Runs `fn` in one tenant transaction as the user (like a request would). */
  as<T>(login: string, fn: (tx: Db, actor: Actor) => Promise<T>): Promise<T>;
  define(code: string, root: TFlowNode, options?: TFlowDefinitionTree['options']): Promise<string>;
  /** Open approval tasks of an instance (pending/queued/waiting; not CC or pass-on copies), with assignee login names. */
  openTasks(instanceId: string): Promise<Array<typeof wfTask.$inferSelect & { login: string }>>;
  pendingOf(instanceId: string, login: string): Promise<typeof wfTask.$inferSelect>;
  runs(instanceId: string): Promise<Array<typeof wfNodeRun.$inferSelect>>;
  instance(instanceId: string): Promise<typeof wfInstance.$inferSelect>;
  outbox(instanceId: string): Promise<Array<typeof wfOutbox.$inferSelect>>;
}

/**
 * The harness for this test file, on useTestApp(): the app comes up in beforeAll (with the demo
 * users' ids read once, so `uid` answers synchronously in tree builders) and closes in afterAll.
 */
export function useWfHarness(options: TestAppOptions = {}): WfHarness {
  const ctx = useTestApp({}, options);
  const byLogin = new Map<string, string>();
  const byId = new Map<string, string>();
  beforeAll(async () => {
    const users = await ctx.db.select({ id: sysUser.id, loginName: sysUser.loginName }).from(sysUser).where(eq(sysUser.tenantId, ctx.tenantId));
    for (const u of users) {
      byLogin.set(u.loginName, u.id);
      byId.set(u.id, u.loginName);
    }
  });
  const db = () => ctx.db;
  const uid = (login: string) => {
    const id = byLogin.get(login);
    if (!id) throw new Error(`no demo user ${login}`);
    return id;
  };
  const as = <T>(login: string, fn: (tx: Db, actor: Actor) => Promise<T>) => ctx.as(login, fn);
  const h: WfHarness = {
    ctx,
    get t() { return ctx.t; },
    get tenantId() { return ctx.tenantId; },
    uid,
    as,
    async define(code, root, options) {
      const r = await as('admin', (tx, actor) => defineFlow(tx, actor, { code, name: code, tree: { root, options } }));
      return r.definition.id;
    },
    async openTasks(instanceId) {
      const rows = await db().select().from(wfTask).where(eq(wfTask.instanceId, instanceId)).orderBy(asc(wfTask.createdDate), asc(wfTask.seq));
      return rows.filter((r) => ['pending', 'queued', 'waiting'].includes(r.status) && r.kind !== 'cc' && r.kind !== 'forward').map((r) => ({ ...r, login: byId.get(r.assigneeId) ?? r.assigneeId }));
    },
    async pendingOf(instanceId, login) {
      const [task] = await db().select().from(wfTask)
        .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.assigneeId, uid(login)), eq(wfTask.status, 'pending')));
      if (!task) throw new Error(`${login} has no pending task`);
      return task;
    },
    async runs(instanceId) {
      return db().select().from(wfNodeRun).where(eq(wfNodeRun.instanceId, instanceId)).orderBy(asc(wfNodeRun.seq));
    },
    async instance(instanceId) {
      const [row] = await db().select().from(wfInstance).where(eq(wfInstance.id, instanceId));
      return row;
    },
    async outbox(instanceId) {
      return db().select().from(wfOutbox).where(eq(wfOutbox.instanceId, instanceId)).orderBy(asc(wfOutbox.createdDate), asc(wfOutbox.id));
    },
  };
  return h;
}

/** Tree builders for readable tests. */
export const start = (childNode?: TFlowNode): TFlowNode => ({ id: 'start', name: '发起人', type: 'start', childNode });
export const approver = (id: string, name: string, config: TApproverConfig, childNode?: TFlowNode): TFlowNode =>
  ({ id, name, type: 'approver', config, childNode });
export const users = (...ids: string[]) => ({ type: 'users' as const, userIds: ids });

/**
 * A flow binding for tests that switch callbacks per test: it forwards every event to whatever
 * `current()` answers at the time (declared once in a test module, since registries are built
 * when the app starts).
 */
export function forwardingBinding(current: () => BusinessBinding | undefined): BusinessBinding {
  const on = (name: BusinessEventName) => async (e: BusinessEvent) => {
    const b = current();
    const fn = b?.[name] ?? (name === 'terminated' ? b?.rejected : undefined);
    if (fn) await fn.call(b, e);
  };
  return { started: on('started'), nodeChanged: on('nodeChanged'), approved: on('approved'), rejected: on('rejected'), withdrawn: on('withdrawn'), terminated: on('terminated') };
}
