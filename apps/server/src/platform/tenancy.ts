import { sql } from 'drizzle-orm';
import { type Db, HOLDABLE, requestDbOf } from '../db/client.js';
import { enterTenant, loadTenantKey, tenantKeyLoaded } from '../db/tenant-context.js';
import { type CommitScope, openCommitScope, runCommitted } from './realtime/after-commit.js';
import { AppError } from './errors.js';
import { flushesAtEnd, flushSearch } from './search/index.js';
import type { AppRegistry } from './registry.js';

/** Who acts: the tenant every query is confined to, and the user recorded in audit columns. */
export interface Actor {
  tenantId: string;
  userId: string | null;
}

/**
 * Runs `fn` in one transaction confined to the actor's tenant. The transaction switches to the
 * plain role `ecms_app`, so the row-level-security policy of every tenant-scoped table applies:
 * a repository cannot read or write another tenant's rows even if it forgets a condition, and
 * inserts take tenant_id, created_by and updated_by from the transaction. Work queued with
 * afterCommit(tx, ...) runs once the transaction has committed. `registry` (the app's modules)
 * is reachable from the transaction through registryOf(tx); req.tx passes the app's.
 */
export async function withTenant<T>(db: Db, actor: Actor, fn: (tx: Db) => Promise<T>, registry?: AppRegistry): Promise<T> {
  let opened: { scope: CommitScope; owned: boolean } | undefined;
  // The tenant key is read at start-up (buildApp, migrate); a handle opened otherwise reads it on
  // its first request, on PostgreSQL only (the owner's pool: a connection of its own). On PGlite
  // the one connection may be inside a transaction: the proof is then made in SQL (enterTenant).
  const request = requestDbOf(db);
  if (request !== db && !tenantKeyLoaded(db)) await loadTenantKey(db);
  // On PostgreSQL with a login role (DATABASE_APP_USER) the transaction runs on that plain role's
  // connection: even a statement that resets the role stays under row-level security.
  const result = await request.transaction(async (tx) => {
    opened = openCommitScope(tx, db);
    opened.scope.registry ??= registry;
    // HOLDABLE: it goes out with BEGIN and the work's first statement, one round trip (PostgreSQL:
    // db/client.ts pipelineBegin; PGlite: pgliteHoldBegin, which writes the ids in as literals).
    // ecms_enter first: it runs as the connecting role, then the role switches (issue 20).
    await tx.execute(sql`${sql.raw(HOLDABLE)} select ${enterTenant(db, actor.tenantId, actor.userId)}, set_config('role', 'ecms_app', true)`);
    flushesAtEnd(tx as unknown as Db);
    const out = await fn(tx as unknown as Db);
    // Search documents the work deferred (platform/search deferRefresh, queueDocs): one upsert.
    await flushSearch(tx as unknown as Db);
    return out;
  });
  // Committed: now the pushes and cross-instance events the transaction queued may go out.
  if (opened?.owned && opened.scope.tasks.length) await runCommitted(opened.scope);
  return result;
}

/**
 * The company an anonymous request is about (public pages: the official site, registration):
 * `companyId` when given, else the default company. A missing or suspended company is a 4xx.
 */
export async function publicTenantId(db: Db, companyId?: string): Promise<string> {
  if (companyId !== undefined && !/^[\w-]{1,64}$/.test(companyId)) throw new AppError(400, '企业不存在');
  const rows = (await db.execute(sql`select id, status from tenant where ${companyId ? sql`id = ${companyId}` : sql`code = 'default'`}`)) as unknown as { rows: { id: string; status: number }[] };
  const t = rows.rows[0];
  if (!t) throw new AppError(400, companyId ? '企业不存在' : '系统尚未初始化');
  if (t.status !== 1) throw new AppError(403, '企业已停用，请联系管理员');
  return t.id;
}
