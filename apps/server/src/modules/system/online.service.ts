import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authSession, sysDept, sysUser } from '../../db/schema/index.js';
import type { SessionInfo, SessionPolicy } from '../../platform/auth/session.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { buildTree } from './dept.service.js';
import { USER_MSG, userScope } from './user.service.js';

/*
 * Online users (在线用户). Sessions live in auth_session, which is not tenant-scoped (a token
 * arrives before its tenant is known): liveSessionCounts reads it with the privileged handle,
 * always filtered by the caller's tenant. Users and departments come through the tenant transaction.
 */

export const ONLINE_MSG = { KICK_SELF: '不能将自己强制下线' } as const;

/** Live sessions per user of one tenant (not revoked, not expired, not idle). Privileged handle, explicit tenant. */
export async function liveSessionCounts(db: Db, policy: SessionPolicy, tenantId: string): Promise<Map<string, number>> {
  const rows = await db.select({ userId: authSession.userId, n: count() }).from(authSession).where(and(
    eq(authSession.tenantId, tenantId),
    isNull(authSession.revokedAt),
    gt(authSession.expiresAt, sql`now()`),
    gt(authSession.lastSeenAt, sql`now() - make_interval(mins => ${policy.idleMinutes}::int)`),
  )).groupBy(authSession.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

export interface OnlineNode {
  id: string;
  parentId: string | null;
  type: 'dept' | 'user';
  name: string;
  job: string | null;
  online: boolean;
  /** The user's department name (for a department node: its own name). */
  dept: string | null;
  /** A user's live sessions; a department's online users (its whole subtree). */
  onlineNo: number;
  children: OnlineNode[];
}

/**
 * GET /a/session/online/queryList: the department tree with the caller's visible users (sys_user
 * scope) as leaves; `status` keeps online or offline users, `keyword` matches a user's name or
 * department name. Departments without a matching user are left out.
 */
export async function queryOnlineTree(
  tx: Db,
  actor: SessionInfo,
  sessions: Map<string, number>,
  filter: { status: 'all' | 'online' | 'offline'; keyword?: string },
): Promise<OnlineNode[]> {
  const users = await tx.select({ id: sysUser.id, name: sysUser.name, job: sysUser.job, deptId: sysUser.deptId, dept: sysDept.name })
    .from(sysUser).leftJoin(sysDept, and(eq(sysDept.tenantId, sysUser.tenantId), eq(sysDept.id, sysUser.deptId)))
    .where(and(eq(sysUser.status, 1), eq(sysUser.userType, 'staff'), await userScope(tx, actor)))
    .orderBy(asc(sysUser.sort), asc(sysUser.name), asc(sysUser.id));
  const keyword = filter.keyword?.trim().toLowerCase();
  const picked = users.filter((u) => {
    const online = sessions.has(u.id);
    if (filter.status === 'online' && !online) return false;
    if (filter.status === 'offline' && online) return false;
    return !keyword || u.name.toLowerCase().includes(keyword) || !!u.dept?.toLowerCase().includes(keyword);
  });

  const depts = await tx.select({ id: sysDept.id, name: sysDept.name, parentId: sysDept.parentId, parentIds: sysDept.parentIds })
    .from(sysDept).orderBy(asc(sysDept.sort), asc(sysDept.name), asc(sysDept.id));
  const deptById = new Map(depts.map((d) => [d.id, d]));
  // Departments holding a picked user, with their ancestors; online counts roll up the tree.
  const onlineIn = new Map<string, number>();
  const keep = new Set<string>();
  for (const u of picked) {
    const d = u.deptId ? deptById.get(u.deptId) : undefined;
    if (!d) continue;
    const chain = [...(d.parentIds ? d.parentIds.split(',') : []), d.id];
    for (const id of chain) {
      keep.add(id);
      if (sessions.has(u.id)) onlineIn.set(id, (onlineIn.get(id) ?? 0) + 1);
    }
  }
  const nodes: OnlineNode[] = [
    ...picked.map((u) => ({
      id: u.id, parentId: u.deptId, type: 'user' as const, name: u.name, job: u.job, online: sessions.has(u.id),
      dept: u.dept, onlineNo: sessions.get(u.id) ?? 0, children: [],
    })),
    ...depts.filter((d) => keep.has(d.id)).map((d) => ({
      id: d.id, parentId: d.parentId, type: 'dept' as const, name: d.name, job: null, online: (onlineIn.get(d.id) ?? 0) > 0,
      dept: d.name, onlineNo: onlineIn.get(d.id) ?? 0, children: [],
    })),
  ];
  return buildTree(nodes);
}

/** DELETE /a/session/online/{userId}: checks the target (visible, not oneself); the caller revokes after commit. */
export async function checkKick(tx: Db, actor: SessionInfo, userId: string): Promise<void> {
  if (userId === actor.userId) throw badRequest(ONLINE_MSG.KICK_SELF);
  const [row] = await tx.select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.id, userId), await userScope(tx, actor)));
  if (!row) throw notFound(USER_MSG.NOT_FOUND);
}
