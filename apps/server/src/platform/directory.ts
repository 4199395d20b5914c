import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sysDept, sysUser } from '../db/schema/index.js';

/*
 * The directory: who a user or a department is, for code outside the system module that only
 * needs names (a message's sender, a footprint's department, a flow step's actor). One query
 * per batch of ids, confined to the transaction's tenant (row-level security, and the tenant
 * condition, which also puts the (tenant_id, id) primary key to use), and memoised per
 * transaction: a request that names the same people twice reads them once. The memo lives as
 * long as the transaction handle; code that renames users or departments (the system module)
 * does not go through it.
 */

export interface DirectoryUser { id: string; name: string; loginName: string; deptId: string | null; enabled: boolean }
export interface DirectoryDept { id: string; name: string; parentId: string | null }

interface Memo { users: Map<string, DirectoryUser | null>; depts: Map<string, DirectoryDept | null> }
const memos = new WeakMap<object, Memo>();

function memoOf(tx: Db): Memo {
  let m = memos.get(tx);
  if (!m) memos.set(tx, (m = { users: new Map(), depts: new Map() }));
  return m;
}

const currentTenant = sql`current_setting('ecms.tenant_id', true)`;

/** Users by id (unknown ids absent from the answer), in at most one query. */
export async function usersByIds(tx: Db, ids: Iterable<string | null | undefined>): Promise<Map<string, DirectoryUser>> {
  const memo = memoOf(tx).users;
  const want = [...new Set([...ids].filter((id): id is string => !!id))];
  const missing = want.filter((id) => !memo.has(id));
  if (missing.length) {
    const rows = await tx.select({ id: sysUser.id, name: sysUser.name, loginName: sysUser.loginName, deptId: sysUser.deptId, status: sysUser.status })
      .from(sysUser).where(and(eq(sysUser.tenantId, currentTenant), inArray(sysUser.id, missing)));
    for (const id of missing) memo.set(id, null);
    for (const r of rows) memo.set(r.id, { id: r.id, name: r.name, loginName: r.loginName, deptId: r.deptId, enabled: r.status === 1 });
  }
  const out = new Map<string, DirectoryUser>();
  for (const id of want) {
    const u = memo.get(id);
    if (u) out.set(id, u);
  }
  return out;
}

/**
 * Users a caller has just read with the directory's fields (the approval engine's assignees):
 * later lookups in the transaction find them without a query.
 */
export function rememberUsers(tx: Db, users: readonly DirectoryUser[]): void {
  const memo = memoOf(tx).users;
  for (const u of users) memo.set(u.id, u);
}

/** One user, or undefined. */
export async function userById(tx: Db, id: string | null | undefined): Promise<DirectoryUser | undefined> {
  return id ? (await usersByIds(tx, [id])).get(id) : undefined;
}

/** Departments by id (unknown ids absent from the answer), in at most one query. */
export async function deptsByIds(tx: Db, ids: Iterable<string | null | undefined>): Promise<Map<string, DirectoryDept>> {
  const memo = memoOf(tx).depts;
  const want = [...new Set([...ids].filter((id): id is string => !!id))];
  const missing = want.filter((id) => !memo.has(id));
  if (missing.length) {
    const rows = await tx.select({ id: sysDept.id, name: sysDept.name, parentId: sysDept.parentId })
      .from(sysDept).where(and(eq(sysDept.tenantId, currentTenant), inArray(sysDept.id, missing)));
    for (const id of missing) memo.set(id, null);
    for (const r of rows) memo.set(r.id, r);
  }
  const out = new Map<string, DirectoryDept>();
  for (const id of want) {
    const d = memo.get(id);
    if (d) out.set(id, d);
  }
  return out;
}

/** Names of users by id. */
export async function userNames(tx: Db, ids: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  return new Map([...(await usersByIds(tx, ids))].map(([id, u]) => [id, u.name]));
}

/** Names of departments by id. */
export async function deptNames(tx: Db, ids: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  return new Map([...(await deptsByIds(tx, ids))].map(([id, d]) => [id, d.name]));
}

/** Every enabled user of the tenant (an import matching people by name or login name). */
export async function enabledUsers(tx: Db): Promise<DirectoryUser[]> {
  const rows = await tx.select({ id: sysUser.id, name: sysUser.name, loginName: sysUser.loginName, deptId: sysUser.deptId })
    .from(sysUser).where(and(eq(sysUser.tenantId, currentTenant), eq(sysUser.status, 1)));
  return rows.map((r) => ({ ...r, enabled: true }));
}

/** Every department of the tenant (an import matching departments by name or path). */
export async function allDepts(tx: Db): Promise<DirectoryDept[]> {
  return tx.select({ id: sysDept.id, name: sysDept.name, parentId: sysDept.parentId }).from(sysDept).where(eq(sysDept.tenantId, currentTenant));
}
