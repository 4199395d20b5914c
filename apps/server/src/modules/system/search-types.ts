import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { sysDept, sysUser } from '../../db/schema/index.js';
import type { SearchType } from '../../platform/search/index.js';

/** Users and departments in the global search (spec 1 §2.5), under their data menus' scopes. */
const joined = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');


const parent = alias(sysDept, 'parent');

export const systemSearchTypes: readonly SearchType[] = [
  {
    tableCode: 'sys_user',
    name: '人员',
    sort: 900,
    permission: 'sys:user:view',
    dataMenu: 'sys_user',
    async load(tx: Db, ids?: string[]) {
      const rows = await tx.select({
        id: sysUser.id, name: sysUser.name, loginName: sysUser.loginName, phone: sysUser.phone, email: sysUser.email,
        no: sysUser.no, job: sysUser.job, deptId: sysUser.deptId, deptName: sysDept.name, updatedDate: sysUser.updatedDate,
      }).from(sysUser).leftJoin(sysDept, eq(sysDept.id, sysUser.deptId))
        .where(and(eq(sysUser.userType, 'staff'), ids ? inArray(sysUser.id, ids) : undefined));
      return rows.map((u) => ({
        recordId: u.id,
        title: `${u.name}（${u.loginName}）`,
        content: joined([u.deptName, u.job, u.no, u.phone, u.email]),
        link: `/sys-manager/user?keyword=${encodeURIComponent(u.loginName)}`,
        deptId: u.deptId,
        ownerId: u.id,
        updatedDate: u.updatedDate,
      }));
    },
  },
  {
    tableCode: 'sys_dept',
    name: '部门',
    sort: 910,
    permission: 'sys:dept:view',
    dataMenu: 'sys_dept',
    scope: (c) => ({ dept: c.deptId, selfDept: c.deptId }),
    async load(tx: Db, ids?: string[]) {
      const rows = await tx.select({
        id: sysDept.id, name: sysDept.name, fullName: sysDept.fullName, code: sysDept.code, parentName: parent.name,
        updatedDate: sysDept.updatedDate,
      }).from(sysDept).leftJoin(parent, eq(parent.id, sysDept.parentId)).where(ids ? inArray(sysDept.id, ids) : undefined);
      return rows.map((d) => ({
        recordId: d.id,
        title: d.name,
        content: joined([d.fullName !== d.name ? d.fullName : null, d.code, d.parentName]),
        link: `/sys-manager/organization?deptId=${encodeURIComponent(d.id)}`,
        deptId: d.id,
        updatedDate: d.updatedDate,
      }));
    },
  },
];
