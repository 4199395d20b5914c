import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { checkPassword, checkTaxId, MEMBER_MSG, MESSAGES } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { memInvoice, memLevel, memMember, sysRole, sysRoleMemberLevel, sysUser, sysUserRole } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/auth/crypto.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, pageWithTotalOf, type TListRequest, TOTAL_COLUMN, type UnscopedListEntity } from '../../platform/list-query.js';
import { moveRelative } from '../../platform/sort-order.js';

/** The seeded role every member holds (its menus: the member pages only). */
export const MEMBER_ROLE = 'member';

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
/** China date `months` after `from` (a membership period). */
function addMonths(from: string, months: number): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

// ---- levels ----------------------------------------------------------------------------------

const LEVEL_LIST: UnscopedListEntity = {
  scope: 'none', reason: 'member levels are the company\'s catalogue (sys:memberGrade)',
  fields: { name: memLevel.name, sort: memLevel.sort, fee: memLevel.fee },
  defaultOrderBy: 'sort', defaultOrder: 'asc', tieBreaker: memLevel.id,
};
const memberCount = sql<number>`(select count(*)::int from ${memMember} mm where mm.tenant_id = ${memLevel.tenantId} and mm.level_id = ${memLevel.id})`;
const LEVEL_COLS = {
  id: memLevel.id, name: memLevel.name, fee: memLevel.fee, periodMonths: memLevel.periodMonths, sort: memLevel.sort,
  remark: memLevel.remark, memberCount,
};

export async function listLevels(tx: Db, req: TListRequest) {
  const q = await buildListQuery(LEVEL_LIST, req);
  return pageWithTotal(tx, memLevel, q, (n) => tx.select({ ...LEVEL_COLS, [TOTAL_COLUMN]: n }).from(memLevel)
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

async function levelRow(tx: Db, id: string) {
  const [row] = await tx.select(LEVEL_COLS).from(memLevel).where(eq(memLevel.id, id));
  if (!row) throw notFound(MEMBER_MSG.LEVEL_MISSING);
  return row;
}

export async function saveLevel(tx: Db, input: { id?: string; name: string; fee?: string; periodMonths?: number; remark?: string | null }) {
  const values = { name: input.name, fee: input.fee ?? '0', periodMonths: input.periodMonths ?? 12, remark: input.remark ?? null };
  if (input.id) {
    const done = await tx.update(memLevel).set({ ...values, updatedDate: new Date(), version: sql`${memLevel.version} + 1` })
      .where(eq(memLevel.id, input.id)).returning({ id: memLevel.id });
    if (done.length === 0) throw notFound(MEMBER_MSG.LEVEL_MISSING);
    return levelRow(tx, input.id);
  }
  const id = newId();
  const [{ top }] = await tx.select({ top: sql<number>`coalesce(max(${memLevel.sort}), 0)::int` }).from(memLevel);
  await tx.insert(memLevel).values({ id, ...values, sort: top + 10 });
  return levelRow(tx, id);
}

export async function deleteLevel(tx: Db, id: string): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(memMember).where(eq(memMember.levelId, id));
  if (n > 0) throw badRequest(MEMBER_MSG.LEVEL_IN_USE);
  await tx.delete(sysRoleMemberLevel).where(eq(sysRoleMemberLevel.memberLevelId, id));
  const done = await tx.delete(memLevel).where(eq(memLevel.id, id)).returning({ id: memLevel.id });
  if (done.length === 0) throw notFound(MEMBER_MSG.LEVEL_MISSING);
}

export async function moveLevel(tx: Db, source: string, target: string, before: boolean): Promise<void> {
  await moveRelative(tx, memLevel, { sourceId: source, targetId: target, before });
}

// ---- members ---------------------------------------------------------------------------------

/**
 * A member's roles follow their level (spec 3 §6 member-level rights): the seeded member role plus
 * every role linked to the level. The administrator role is never given to a member: a member
 * never sees staff data whatever an administrator links.
 */
export async function syncMemberRoles(tx: Db, userId: string, levelId: string | null): Promise<void> {
  const roleIds = new Set<string>();
  const [base] = await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, MEMBER_ROLE));
  if (base) roleIds.add(base.id);
  if (levelId) {
    const linked = await tx.select({ id: sysRole.id }).from(sysRoleMemberLevel)
      .innerJoin(sysRole, and(eq(sysRole.tenantId, sysRoleMemberLevel.tenantId), eq(sysRole.id, sysRoleMemberLevel.roleId)))
      .where(and(eq(sysRoleMemberLevel.memberLevelId, levelId), ne(sysRole.code, 'admin')));
    for (const r of linked) roleIds.add(r.id);
  }
  await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  if (roleIds.size > 0) await tx.insert(sysUserRole).values([...roleIds].map((roleId) => ({ userId, roleId })));
}

/* Disabling, deleting and resetting a member end their sessions: the routes revoke them after commit (auth_session is the owner's). */

/** Creates a member account (registration), on the lowest level when the company has levels. */
export async function createMember(tx: Db, input: { loginName: string; name: string; phone: string; passwordHash: string }): Promise<string> {
  const [taken] = await tx.select({ loginName: sysUser.loginName, phone: sysUser.phone }).from(sysUser)
    .where(sql`lower(${sysUser.loginName}) = lower(${input.loginName}) or ${sysUser.phone} = ${input.phone}`).limit(1);
  if (taken) throw badRequest(taken.phone === input.phone ? MEMBER_MSG.PHONE_TAKEN : MEMBER_MSG.LOGIN_TAKEN);
  const id = newId();
  await tx.insert(sysUser).values({
    id, loginName: input.loginName, name: input.name, phone: input.phone, passwordHash: input.passwordHash, userType: 'member',
    createdBy: id, updatedBy: id,
  });
  const [level] = await tx.select({ id: memLevel.id, periodMonths: memLevel.periodMonths }).from(memLevel).orderBy(asc(memLevel.sort)).limit(1);
  const begin = today();
  await tx.insert(memMember).values({
    userId: id, levelId: level?.id ?? null, beginDate: level ? begin : null, endDate: level ? addMonths(begin, level.periodMonths) : null,
    createdBy: id, updatedBy: id,
  });
  await syncMemberRoles(tx, id, level?.id ?? null);
  return id;
}

export async function phoneRegistered(tx: Db, phone: string): Promise<boolean> {
  const [row] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.phone, phone)).limit(1);
  return !!row;
}

const MEMBER_LIST: UnscopedListEntity = {
  scope: 'none', reason: 'members are outside customers, not staff records of a department (sys:member)',
  fields: {
    name: sysUser.name, loginName: sysUser.loginName, phone: sysUser.phone, status: sysUser.status, levelId: memMember.levelId,
    endDate: memMember.endDate, createdDate: sysUser.createdDate,
  },
  defaultOrderBy: 'createdDate', defaultOrder: 'desc', tieBreaker: sysUser.id,
};
const MEMBER_COLS = {
  id: sysUser.id, loginName: sysUser.loginName, name: sysUser.name, phone: sysUser.phone, status: sysUser.status,
  levelId: memMember.levelId, levelName: memLevel.name, memberFee: memLevel.fee, beginDate: memMember.beginDate, endDate: memMember.endDate,
  createdDate: sysUser.createdDate,
};
const memberOf = and(eq(memMember.tenantId, sysUser.tenantId), eq(memMember.userId, sysUser.id));
const membersFrom = (tx: Db) => tx.select(MEMBER_COLS).from(sysUser)
  .leftJoin(memMember, memberOf)
  .leftJoin(memLevel, and(eq(memLevel.tenantId, memMember.tenantId), eq(memLevel.id, memMember.levelId)));

export async function listMembers(tx: Db, req: TListRequest) {
  const q = await buildListQuery(MEMBER_LIST, req, { extra: [eq(sysUser.userType, 'member')] });
  // Filters reach the member row (level, end date): the total counts over that join.
  return pageWithTotalOf(tx, sql`${sysUser} left join ${memMember} on ${memberOf}`, q,
    membersFrom(tx).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

async function memberRow(tx: Db, id: string) {
  const [row] = await membersFrom(tx).where(and(eq(sysUser.id, id), eq(sysUser.userType, 'member')));
  if (!row) throw notFound(MEMBER_MSG.MEMBER_MISSING);
  return row;
}

export async function saveMember(tx: Db, actor: SessionInfo, input: {
  id: string; name: string; levelId?: string | null; beginDate?: string | null; endDate?: string | null; status?: 0 | 1;
}) {
  const before = await memberRow(tx, input.id);
  if (input.levelId) await levelRow(tx, input.levelId);
  await tx.update(sysUser).set({ name: input.name, ...(input.status === undefined ? {} : { status: input.status }), updatedDate: new Date(), updatedBy: actor.userId })
    .where(eq(sysUser.id, input.id));
  const levelId = input.levelId === undefined ? before.levelId : input.levelId;
  await tx.insert(memMember).values({ userId: input.id, levelId, beginDate: input.beginDate ?? null, endDate: input.endDate ?? null })
    .onConflictDoUpdate({
      target: [memMember.tenantId, memMember.userId],
      set: { levelId, beginDate: input.beginDate ?? null, endDate: input.endDate ?? null, updatedDate: new Date(), updatedBy: actor.userId },
    });
  if (levelId !== before.levelId) await syncMemberRoles(tx, input.id, levelId);
  return memberRow(tx, input.id);
}

export async function deleteMember(tx: Db, actor: SessionInfo, id: string): Promise<void> {
  await memberRow(tx, id);
  await tx.delete(sysUser).where(and(eq(sysUser.id, id), eq(sysUser.userType, 'member')));
}

export async function resetMemberPassword(tx: Db, actor: SessionInfo, id: string, password: string): Promise<void> {
  await memberRow(tx, id);
  const rule = checkPassword(password);
  if (rule) throw badRequest(rule);
  await tx.update(sysUser).set({ passwordHash: await hashPassword(password), mustChangePassword: true, passwordChangedDate: new Date(), updatedBy: actor.userId })
    .where(eq(sysUser.id, id));
}

/** A member changes their own name (personal-info drawer); nobody else's. */
export async function modMemberName(tx: Db, actor: SessionInfo, id: string, name: string): Promise<void> {
  if (id !== actor.userId) throw forbidden();
  if (!name.trim()) throw badRequest(MESSAGES.MEMBER_NAME_REQUIRED);
  await memberRow(tx, id);
  await tx.update(sysUser).set({ name: name.trim(), updatedDate: new Date(), updatedBy: actor.userId, version: sql`${sysUser.version} + 1` })
    .where(eq(sysUser.id, id));
}

/** Membership fields of the user info (levelName, memberFee, beginDate, endDate). */
export async function membershipOf(tx: Db, userId: string) {
  const [row] = await tx.select({ levelId: memMember.levelId, levelName: memLevel.name, memberFee: memLevel.fee, beginDate: memMember.beginDate, endDate: memMember.endDate })
    .from(memMember).leftJoin(memLevel, and(eq(memLevel.tenantId, memMember.tenantId), eq(memLevel.id, memMember.levelId)))
    .where(eq(memMember.userId, userId));
  return row ?? null;
}

// ---- invoice details -------------------------------------------------------------------------

const INVOICE_FIELDS = ['personName', 'companyName', 'honestyCode', 'email', 'registeredAddress', 'phone', 'bank', 'bankAccount', 'receiver', 'receiveAddress'] as const;
type InvoiceField = (typeof INVOICE_FIELDS)[number];
/** Required fields per invoice type with the spec's messages (spec 1 §5), in the form's order. */
const REQUIRED: Record<1 | 2, [InvoiceField, string][]> = {
  1: [['personName', MESSAGES.INVOICE_PERSON_NAME_REQUIRED], ['companyName', MESSAGES.INVOICE_ENTERPRISE_NAME_REQUIRED],
    ['honestyCode', MESSAGES.INVOICE_HONESTY_CODE_REQUIRED], ['email', MESSAGES.INVOICE_EMAIL_REQUIRED]],
  2: [['companyName', MESSAGES.INVOICE_COMPANY_NAME_REQUIRED], ['honestyCode', MESSAGES.INVOICE_HONESTY_CODE_REQUIRED],
    ['registeredAddress', MESSAGES.INVOICE_REGISTERED_ADDRESS_REQUIRED], ['phone', MESSAGES.INVOICE_PHONE_REQUIRED],
    ['bank', MESSAGES.INVOICE_BANK_REQUIRED], ['bankAccount', MESSAGES.INVOICE_BANK_ACCOUNT_REQUIRED],
    ['receiver', MESSAGES.INVOICE_RECEIVER_REQUIRED], ['receiveAddress', MESSAGES.INVOICE_RECEIVE_ADDRESS_REQUIRED]],
};

async function assertMember(tx: Db, actor: SessionInfo): Promise<void> {
  const [u] = await tx.select({ userType: sysUser.userType }).from(sysUser).where(eq(sysUser.id, actor.userId));
  if (u?.userType !== 'member') throw forbidden(MEMBER_MSG.NOT_MEMBER);
}

const usccWarning = (code: string | null | undefined) => (code && checkTaxId(code) !== 'ok' ? MEMBER_MSG.USCC_WARN : null);

export async function myInvoice(tx: Db, actor: SessionInfo) {
  await assertMember(tx, actor);
  const [row] = await tx.select().from(memInvoice).where(eq(memInvoice.userId, actor.userId));
  const out = { invoicesType: row?.invoicesType ?? null, usccWarning: usccWarning(row?.honestyCode) } as Record<string, unknown>;
  for (const f of INVOICE_FIELDS) out[f] = row?.[f] ?? null;
  return out as { invoicesType: number | null; usccWarning: string | null } & Record<InvoiceField, string | null>;
}

export async function saveMyInvoice(tx: Db, actor: SessionInfo, input: { invoicesType: number } & Partial<Record<InvoiceField, string | null>>) {
  await assertMember(tx, actor);
  const type = input.invoicesType === 2 ? 2 : 1;
  for (const [f, msg] of REQUIRED[type]) if (!input[f]?.trim()) throw badRequest(msg);
  if (type === 1 && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email ?? '')) throw badRequest('邮箱格式不正确');
  // Only the fields of the chosen kind are kept: switching the kind changes the form (spec 1 §5).
  const keep = new Set(REQUIRED[type].map(([f]) => f));
  const values: Partial<Record<InvoiceField, string | null>> = {};
  for (const f of INVOICE_FIELDS) values[f] = keep.has(f) ? input[f]?.trim() ?? null : null;
  await tx.insert(memInvoice).values({ userId: actor.userId, invoicesType: type, ...values })
    .onConflictDoUpdate({ target: [memInvoice.tenantId, memInvoice.userId], set: { invoicesType: type, ...values, updatedDate: new Date(), updatedBy: actor.userId } });
  return myInvoice(tx, actor);
}

export const memberIds = async (tx: Db, ids: string[]) => (ids.length === 0 ? [] : tx.select({ id: sysUser.id }).from(sysUser)
  .where(and(inArray(sysUser.id, ids), eq(sysUser.userType, 'member'))));

/** The levels as the role authorisation lists them (id, name, sort). */
export const levelOptions = (tx: Db) => tx.select({ id: memLevel.id, name: memLevel.name, sort: memLevel.sort }).from(memLevel).orderBy(asc(memLevel.sort));

/**
 * After a role's member levels changed (role authorisation): every member who holds the role or
 * whose level is now linked to it gets the roles of their level again.
 */
export async function resyncMembersOfRole(tx: Db, roleId: string): Promise<void> {
  const affected = await tx.selectDistinct({ userId: memMember.userId, levelId: memMember.levelId }).from(memMember)
    .where(sql`${memMember.userId} in (select ur.user_id from ${sysUserRole} ur where ur.role_id = ${roleId})
      or ${memMember.levelId} in (select rl.member_level_id from ${sysRoleMemberLevel} rl where rl.role_id = ${roleId})`);
  for (const m of affected) await syncMemberRoles(tx, m.userId, m.levelId);
}

// ---- member roles (会员角色, /sys-manager/saas-user-role) ----------------------------------------

/** Roles a level may grant: every role but the administrator role and the base member role (all members hold it). */
const grantableRoles = (tx: Db) => tx.select({ id: sysRole.id, code: sysRole.code, name: sysRole.name }).from(sysRole)
  .where(and(ne(sysRole.code, 'admin'), ne(sysRole.code, MEMBER_ROLE))).orderBy(asc(sysRole.sort), asc(sysRole.id));

async function levelOf(tx: Db, id: string): Promise<void> {
  const [lv] = await tx.select({ id: memLevel.id }).from(memLevel).where(eq(memLevel.id, id));
  if (!lv) throw notFound(MEMBER_MSG.LEVEL_MISSING);
}

export async function levelRoles(tx: Db, levelId: string) {
  await levelOf(tx, levelId);
  const roles = await grantableRoles(tx);
  const linked = await tx.select({ roleId: sysRoleMemberLevel.roleId }).from(sysRoleMemberLevel).where(eq(sysRoleMemberLevel.memberLevelId, levelId));
  const offered = new Set(roles.map((r) => r.id));
  return { roles, roleIds: linked.map((l) => l.roleId).filter((id) => offered.has(id)) };
}

/**
 * The level's roles become exactly `roleIds` (each one grantable, else 角色不存在); the level's
 * members get their roles again in the same transaction.
 */
export async function replaceLevelRoles(tx: Db, levelId: string, roleIds: string[]): Promise<void> {
  await levelOf(tx, levelId);
  const wanted = [...new Set(roleIds)];
  const offered = new Set((await grantableRoles(tx)).map((r) => r.id));
  if (wanted.some((id) => !offered.has(id))) throw badRequest('角色不存在');
  await tx.delete(sysRoleMemberLevel).where(eq(sysRoleMemberLevel.memberLevelId, levelId));
  if (wanted.length) await tx.insert(sysRoleMemberLevel).values(wanted.map((roleId) => ({ roleId, memberLevelId: levelId })));
  const members = await tx.select({ userId: memMember.userId }).from(memMember).where(eq(memMember.levelId, levelId));
  for (const m of members) await syncMemberRoles(tx, m.userId, levelId);
}
