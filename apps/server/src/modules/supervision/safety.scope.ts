import { sql } from 'drizzle-orm';
import { supHazard, supResumeWork, supRule, supStopWork } from '../../db/schema/index.js';
import type { EntityScope } from '../../platform/acl/data-scope.js';
import type { ScopedRecordKind } from '../../platform/repository.js';
import { participatesIn } from '../../workflow/flow-record.js';
import { involved, SUP_DATA_MENU } from './scope.js';

/*
 * The data scope of the safety part: the area's one data menu 'sup_project' (scope.ts). Rows carry
 * their project's department and creator; the project's director and members always see them, and
 * whoever has a task in a record's approval flow sees that record (an approver reads what they approve).
 */

export const STOP_SCOPE: EntityScope = {
  dataMenu: SUP_DATA_MENU, dept: supStopWork.deptId, owner: supStopWork.createdBy,
  alsoVisible: (userId) => involved(supStopWork.projectId, supStopWork.tenantId, userId),
};
export const RESUME_SCOPE: EntityScope = {
  dataMenu: SUP_DATA_MENU, dept: supResumeWork.deptId, owner: supResumeWork.createdBy,
  alsoVisible: (userId) => sql`(${involved(supResumeWork.projectId, supResumeWork.tenantId, userId)} or ${participatesIn(supResumeWork.procInstId, userId)})`,
};
export const HAZARD_SCOPE: EntityScope = {
  dataMenu: SUP_DATA_MENU, dept: supHazard.deptId, owner: supHazard.createdBy,
  alsoVisible: (userId) => involved(supHazard.projectId, supHazard.tenantId, userId),
};
export const RULE_SCOPE: EntityScope = {
  dataMenu: SUP_DATA_MENU, dept: supRule.deptId, owner: supRule.createdBy,
  alsoVisible: (userId) => sql`(${involved(supRule.projectId, supRule.tenantId, userId)} or ${participatesIn(supRule.procInstId, userId)})`,
};

export const STOP_RECORD: ScopedRecordKind<typeof supStopWork> = { table: supStopWork, id: supStopWork.id, scope: STOP_SCOPE };
export const RESUME_RECORD: ScopedRecordKind<typeof supResumeWork> = { table: supResumeWork, id: supResumeWork.id, scope: RESUME_SCOPE };
export const HAZARD_RECORD: ScopedRecordKind<typeof supHazard> = { table: supHazard, id: supHazard.id, scope: HAZARD_SCOPE };
export const RULE_RECORD: ScopedRecordKind<typeof supRule> = { table: supRule, id: supRule.id, scope: RULE_SCOPE };
