import { sysUser } from '../../db/schema/index.js';
import type { ListEntity } from '../../platform/list-query.js';

/*
 * The administrator's user list entity, shared by the user service (its list and export) and the
 * role service (a role's members). Its own file so neither service imports the other for it
 * (that made admin.service ↔ role.service ↔ user.service a cycle).
 */

/** The administrator's user list: plain name/loginName/phone match as "contains". */
export const USER_LIST: ListEntity = {
  fields: {
    name: sysUser.name, loginName: sysUser.loginName, phone: sysUser.phone, no: sysUser.no, job: sysUser.job, email: sysUser.email,
    deptId: sysUser.deptId, status: sysUser.status, userType: sysUser.userType, staffRank: sysUser.staffRank, sort: sysUser.sort,
    lastLoginDate: sysUser.lastLoginDate, createdDate: sysUser.createdDate, updatedDate: sysUser.updatedDate,
  },
  defaultOrderBy: 'updatedDate',
  tieBreaker: sysUser.id,
};
