import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { supNotice, supProblem, supProject } from '../../db/schema/index.js';
import type { EntityScope } from '../../platform/acl/data-scope.js';
import type { ScopedRecordKind } from '../../platform/repository.js';

/*
 * The data scope of the supervision area: one data menu, 'sup_project'. A project is placed by
 * its department and its creator; its director and its members (a contractor's representative
 * among them) see it whatever their role's scope. Problems and notices carry the project's
 * department and follow the same rule through their project.
 */

export const SUP_DATA_MENU = 'sup_project';

/** The caller directs or is a member of the project `projectId` (a column of the row at hand). */
export const involved = (projectId: AnyPgColumn, tenant: AnyPgColumn, userId: string): SQL => sql`(exists (
  select 1 from sup_project p where p.tenant_id = ${tenant} and p.id = ${projectId} and p.director_id = ${userId})
  or exists (select 1 from sup_project_member m where m.tenant_id = ${tenant} and m.project_id = ${projectId} and m.user_id = ${userId}))`;

export const PROJECT_SCOPE: EntityScope = {
  dataMenu: SUP_DATA_MENU, dept: supProject.deptId, owner: supProject.createdBy,
  alsoVisible: (userId) => involved(supProject.id, supProject.tenantId, userId),
};
export const PROBLEM_SCOPE: EntityScope = {
  dataMenu: SUP_DATA_MENU, dept: supProblem.deptId, owner: supProblem.createdBy,
  alsoVisible: (userId) => involved(supProblem.projectId, supProblem.tenantId, userId),
};
export const NOTICE_SCOPE: EntityScope = {
  dataMenu: SUP_DATA_MENU, dept: supNotice.deptId, owner: supNotice.createdBy,
  alsoVisible: (userId) => involved(supNotice.projectId, supNotice.tenantId, userId),
};

export const PROJECT_RECORD: ScopedRecordKind<typeof supProject> = { table: supProject, id: supProject.id, scope: PROJECT_SCOPE };
export const PROBLEM_RECORD: ScopedRecordKind<typeof supProblem> = { table: supProblem, id: supProblem.id, scope: PROBLEM_SCOPE };
export const NOTICE_RECORD: ScopedRecordKind<typeof supNotice> = { table: supNotice, id: supNotice.id, scope: NOTICE_SCOPE };
