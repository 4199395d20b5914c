import { sql } from 'drizzle-orm';
import type { TAssigneeRule } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { rememberUsers, usersByIds } from '../../platform/directory.js';
import { queryRows } from '../../platform/sql.js';
import type { WfInstanceRow } from './business.js';

/*
 * Who handles a node: the node's assignee rule resolved against the organisation (active users
 * only, in the organisation's sort order, no duplicates).
 */

const uniq = (ids: string[]) => [...new Set(ids.filter((id) => typeof id === 'string' && id.length > 0))];

type UserRow = { id: string; name: string; login_name: string; dept_id: string | null };

/** Enabled users just read with the directory's fields: the new tasks' messages find them without a query. */
const remember = (tx: Db, rows: UserRow[]) =>
  rememberUsers(tx, rows.map((r) => ({ id: r.id, name: r.name, loginName: r.login_name, deptId: r.dept_id, enabled: true })));

/** Keeps the enabled users among `ids`, preserving the given order. */
export async function activeUsers(tx: Db, ids: string[]): Promise<string[]> {
  const want = uniq(ids);
  if (want.length === 0) return [];
  const users = await usersByIds(tx, want);
  return want.filter((id) => users.get(id)?.enabled);
}

/** The leader of the user's department, `levels` up; a department without a leader defers to its parent. */
export async function deptLeader(tx: Db, deptId: string | null, userId: string, levels: number): Promise<string | null> {
  if (!deptId) return null;
  const rows = await queryRows<{ id: string; parent_id: string | null; leader_id: string | null }>(tx, sql`
    with recursive up as (
      select id, parent_id, leader_id, 0 as depth from sys_dept where id = ${deptId}
      union all
      select d.id, d.parent_id, d.leader_id, up.depth + 1 from sys_dept d join up on d.id = up.parent_id where up.depth < 50
    ) select id, parent_id, leader_id from up order by depth`);
  // Level 1 is the user's own leader: when the user leads their own department, that is the parent's.
  let i = 0;
  if (rows[0]?.leader_id === userId) i = 1;
  let remaining = levels;
  for (; i < rows.length; i++) {
    const leader = rows[i].leader_id;
    if (!leader || leader === userId) continue;
    remaining -= 1;
    if (remaining === 0) return leader;
  }
  // Fewer levels than asked: the top-most leader found.
  const top = [...rows].reverse().find((r) => r.leader_id && r.leader_id !== userId);
  return top?.leader_id ?? null;
}

export async function usersWithRoles(tx: Db, roleCodes: string[]): Promise<string[]> {
  if (roleCodes.length === 0) return [];
  const rows = await queryRows<UserRow>(tx, sql`
    select distinct u.id, u.sort, u.name, u.login_name, u.dept_id from sys_user u
    join sys_user_role ur on ur.tenant_id = u.tenant_id and ur.user_id = u.id
    join sys_role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.status = 1
    where u.status = 1 and r.code in (${sql.join(roleCodes.map((c) => sql`${c}`), sql`, `)})
    order by u.sort, u.id`);
  remember(tx, rows);
  return rows.map((r) => r.id);
}

export interface ResolveInput {
  instance: WfInstanceRow;
  nodeId: string;
  /** Operators the submitting user chose for this node (previous approver chooses). */
  chosen?: string[];
}

export async function resolveAssignees(tx: Db, rule: TAssigneeRule, input: ResolveInput): Promise<string[]> {
  const { instance } = input;
  switch (rule.type) {
    case 'users': return activeUsers(tx, rule.userIds);
    case 'role': return usersWithRoles(tx, rule.roleCodes);
    case 'deptLeader': {
      const leader = await deptLeader(tx, instance.initiatorDeptId, instance.initiatorId, rule.levels);
      return leader ? activeUsers(tx, [leader]) : [];
    }
    case 'initiator': return activeUsers(tx, [instance.initiatorId]);
    case 'initiatorChooses': return activeUsers(tx, instance.chosenOperators[input.nodeId] ?? []);
    case 'previousChooses': return activeUsers(tx, input.chosen ?? instance.chosenOperators[input.nodeId] ?? []);
    case 'formField': {
      const v = instance.formData[rule.field];
      const ids = Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(',') : [];
      return activeUsers(tx, ids.map((s) => s.trim()));
    }
    case 'staffRank': {
      if (rule.ranks.length === 0) return [];
      const rows = await queryRows<UserRow>(tx, sql`
        select id, name, login_name, dept_id from sys_user where status = 1 and staff_rank in (${sql.join(rule.ranks.map((r) => sql`${r}`), sql`, `)})
        order by sort, id`);
      remember(tx, rows);
      return rows.map((r) => r.id);
    }
  }
}
