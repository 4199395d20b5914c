import { sql } from 'drizzle-orm';
import { sysUser } from '../../db/schema/index.js';
import type { EntityScope } from '../../platform/acl/data-scope.js';
import type { ScopedListEntity } from '../../platform/list-query.js';
import type { ScopedRecordKind } from '../../platform/repository.js';

/*
 * The administrator's user list entity and its data scope, shared by the user service (its list,
 * reads and export) and the role service (a role's members). Its own file so neither service
 * imports the other for it (that made admin.service ↔ role.service ↔ user.service a cycle).
 */

/** A user's rank as the STAFF_RANK dictionary value (users hold the label, attribute rules hold the value). */
const staffRankValue = sql`coalesce((select d.value from bd_dict d where d.tenant_id = ${sysUser.tenantId} and d.type = 'STAFF_RANK'
  and (d.label = ${sysUser.staffRank} or d.value = ${sysUser.staffRank}) order by d.sort limit 1), ${sysUser.staffRank})`;

/** Users under the 'sys_user' data menu: by department, the user's own row, staff-rank attribute rules. */
export const USER_SCOPE: EntityScope = { dataMenu: 'sys_user', dept: sysUser.deptId, self: sysUser.id, attrs: { staffRank: staffRankValue } };
/** A user read by id (administration calls): outside the scope it answers like a missing one. */
export const USER_RECORD: ScopedRecordKind<typeof sysUser> = { table: sysUser, id: sysUser.id, scope: USER_SCOPE };

/** The administrator's user list: plain name/loginName/phone match as "contains". */
export const USER_LIST: ScopedListEntity = {
  scope: USER_SCOPE,
  fields: {
    name: sysUser.name, loginName: sysUser.loginName, phone: sysUser.phone, no: sysUser.no, job: sysUser.job, email: sysUser.email,
    deptId: sysUser.deptId, status: sysUser.status, userType: sysUser.userType, staffRank: sysUser.staffRank, sort: sysUser.sort,
    lastLoginDate: sysUser.lastLoginDate, createdDate: sysUser.createdDate, updatedDate: sysUser.updatedDate,
  },
  defaultOrderBy: 'updatedDate',
  tieBreaker: sysUser.id,
};
