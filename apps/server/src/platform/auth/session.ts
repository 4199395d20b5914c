import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authSession, sysUser, tenant } from '../../db/schema/index.js';
import { newId } from '../ids.js';
import { publishEvent, TOPIC } from '../realtime/events.js';
import { queryRows } from '../sql.js';
import { randomToken, sha256 } from './crypto.js';

export interface SessionInfo {
  sessionId: string;
  tenantId: string;
  userId: string;
  roles: string[];
  isAdmin: boolean;
  mustChangePassword: boolean;
  /**
   * The company has a SaaS grade (modules/saas): only the menus of the grade exist for it, for the
   * admin role too (ecms_grade_allows in the database, used by every menu and right lookup).
   */
  graded?: boolean;
  /** Set when resolveSession was asked about a permission: whether the caller's roles grant it. */
  granted?: boolean;
  /**
   * The user's department and enabled role ids, read by the session lookup itself, so a request's
   * data scopes (platform/acl/data-scope.ts) need no statement of their own for them. Absent on
   * actors the server makes (jobs, seeds, tests): the data scope then reads them.
   */
  basics?: { deptId: string | null; roleIds: string[] };
}

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/** Role code that sees everything (spec §6: a role named admin sees all). */
export const ADMIN_ROLE = 'admin';

export async function createSession(
  db: Db,
  policy: SessionPolicy,
  s: { tenantId: string; userId: string; method: string; ip?: string; userAgent?: string },
): Promise<string> {
  const token = randomToken();
  await db.insert(authSession).values({
    id: newId(),
    tokenHash: sha256(token),
    tenantId: s.tenantId,
    userId: s.userId,
    method: s.method,
    ip: s.ip,
    userAgent: s.userAgent?.slice(0, 300),
    expiresAt: new Date(Date.now() + policy.absoluteHours * 3_600_000),
  });
  return token;
}

/** Only touch last_seen_at when it is this stale, so reads do not write on every request. */
const TOUCH_AFTER_MS = 60_000;

/**
 * The session lookup as a named prepared statement (one per database handle, with and without the
 * permission check): it runs on every request, and PostgreSQL spent longer planning its joins
 * and subqueries than running them. node-postgres prepares it once per pooled connection and the
 * server then reuses a generic plan; PGlite runs it as a plain statement.
 */
function sessionLookup(db: Db, withPermission: boolean) {
  const s = authSession;
  // Codes and ids of the enabled roles in one subquery: a two-element array of arrays would need
  // equal lengths anyway, so they travel as a pair of aggregates over one scan.
  const roles = sql<string[] | string>`coalesce((select array_agg(r.code order by r.id) from sys_user_role ur
    join sys_role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.status = 1
    where ur.tenant_id = ${s.tenantId} and ur.user_id = ${s.userId}), '{}')`;
  const roleIds = sql<string[] | string>`coalesce((select array_agg(r.id order by r.id) from sys_user_role ur
    join sys_role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.status = 1
    where ur.tenant_id = ${s.tenantId} and ur.user_id = ${s.userId}), '{}')`;
  // Whether the user holds the enabled admin role: it decides which right check below runs at all.
  const admin = sql`exists (select 1 from sys_user_role ur
    join sys_role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.status = 1 and r.code = ${ADMIN_ROLE}
    where ur.tenant_id = ${s.tenantId} and ur.user_id = ${s.userId})`;
  const gradedCompany = sql`exists (select 1 from saas_company c where c.tenant_id = ${s.tenantId} and c.grade_id is not null)`;
  // PostgreSQL evaluates a CASE branch's subquery only when the branch is taken: an admin (most of a
  // small company's traffic) skips the role-menu walk, and an ungraded company's admin the grade check;
  // they were two thirds of the statement's execution time. The menus carrying the permission come
  // first (sys_menu_permission_idx), then whether one of the user's enabled roles holds one of them.
  // A menu outside the company's SaaS grade grants nothing, whoever holds it (ecms_grade_allows).
  const granted = withPermission ? sql<boolean | null>`case when ${admin} then null else exists (select 1 from sys_menu m
    where m.tenant_id = ${s.tenantId} and m.permission = ${sql.placeholder('permission')}
      and exists (select 1 from sys_role_menu rm
        join sys_user_role ur on ur.tenant_id = rm.tenant_id and ur.role_id = rm.role_id and ur.user_id = ${s.userId}
        join sys_role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.status = 1
        where rm.tenant_id = m.tenant_id and rm.menu_id = m.id)
      and ecms_grade_allows(m.tenant_id, m.code, m.permission)) end` : sql<boolean | null>`null::boolean`;
  // The admin role of a graded company holds what the grade allows, not everything.
  const inGrade = withPermission ? sql<boolean | null>`case when ${gradedCompany} and ${admin} then exists (select 1 from sys_menu m
    where m.tenant_id = ${s.tenantId} and m.permission = ${sql.placeholder('permission')}
      and ecms_grade_allows(m.tenant_id, m.code, m.permission)) end` : sql<boolean | null>`null::boolean`;
  const graded = sql<boolean>`${gradedCompany}`;
  return db.select({ id: s.id, tenantId: s.tenantId, userId: s.userId, lastSeenAt: s.lastSeenAt, mustChangePassword: sysUser.mustChangePassword, deptId: sysUser.deptId, roles, roleIds, granted, inGrade, graded })
    .from(s)
    .innerJoin(sysUser, and(eq(sysUser.tenantId, s.tenantId), eq(sysUser.id, s.userId), eq(sysUser.status, 1)))
    .innerJoin(tenant, and(eq(tenant.id, s.tenantId), eq(tenant.status, 1)))
    .where(and(eq(s.tokenHash, sql.placeholder('hash')), isNull(s.revokedAt), sql`${s.expiresAt} > now()`,
      sql`${s.lastSeenAt} > now() - make_interval(mins => ${sql.placeholder('mins')})`))
    .prepare(withPermission ? 'ecms_session_lookup_perm' : 'ecms_session_lookup');
}
type SessionLookup = ReturnType<typeof sessionLookup>;
const lookups = new WeakMap<Db, { plain?: SessionLookup; perm?: SessionLookup }>();

/**
 * The live session of a token with its user's enabled roles, or null when the token is unknown,
 * revoked, past its absolute expiry, idle too long, or its user is disabled. When `permission`
 * is given, the same statement answers whether the user's roles grant it (`granted`): a guarded
 * request costs one round trip for authentication and authorisation together.
 */
export async function resolveSession(db: Db, policy: SessionPolicy, token: string, permission?: string): Promise<SessionInfo | null> {
  if (!token || token.length > 200) return null;
  const cached = lookups.get(db) ?? {};
  lookups.set(db, cached);
  const lookup = permission === undefined ? (cached.plain ??= sessionLookup(db, false)) : (cached.perm ??= sessionLookup(db, true));
  const rows = await lookup.execute({ hash: sha256(token), mins: policy.idleMinutes, permission });
  const row = rows[0];
  if (!row) return null;
  if (Date.now() - new Date(row.lastSeenAt).getTime() > TOUCH_AFTER_MS) {
    await db.update(authSession).set({ lastSeenAt: new Date() }).where(eq(authSession.id, row.id));
  }
  const roles = parseArray(row.roles);
  const isAdmin = roles.includes(ADMIN_ROLE);
  return {
    sessionId: row.id,
    tenantId: row.tenantId,
    userId: row.userId,
    roles,
    isAdmin,
    mustChangePassword: row.mustChangePassword,
    graded: row.graded === true,
    basics: { deptId: row.deptId ?? null, roleIds: parseArray(row.roleIds) },
    ...(permission === undefined ? {} : { granted: isAdmin ? (row.graded !== true || row.inGrade === true) : row.granted === true }),
  };
}

/** node-postgres parses text[]; PGlite may hand back the literal. */
function parseArray(v: string[] | string): string[] {
  if (Array.isArray(v)) return v;
  const inner = v.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((x) => x.replace(/^"|"$/g, '')) : [];
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db.update(authSession).set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)));
  // Open push sockets of the session close on every instance.
  await publishEvent(db, TOPIC.SESSION_REVOKED, { sessionId });
}

export async function revokeUserSessions(db: Db, tenantId: string, userId: string, reason: string): Promise<void> {
  await db.update(authSession).set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSession.tenantId, tenantId), eq(authSession.userId, userId), isNull(authSession.revokedAt)));
  await publishEvent(db, TOPIC.SESSION_REVOKED, { tenantId, userId });
}

export async function onlineCounts(db: Db, policy: SessionPolicy, tenantId: string): Promise<{ onlineNo: number; totalNo: number }> {
  const [row] = await queryRows<{ online: number; total: number }>(db, sql`
    select (select count(distinct user_id)::int from auth_session where tenant_id = ${tenantId} and revoked_at is null
              and expires_at > now() and last_seen_at > now() - make_interval(mins => ${policy.idleMinutes})) as online,
           (select count(*)::int from sys_user where tenant_id = ${tenantId} and status = 1) as total`);
  return { onlineNo: Number(row.online), totalNo: Number(row.total) };
}
