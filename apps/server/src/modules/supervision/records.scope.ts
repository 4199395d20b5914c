import { supDailyLog, supRecord } from '../../db/schema/index.js';
import type { EntityScope } from '../../platform/acl/data-scope.js';
import type { ScopedRecordKind } from '../../platform/repository.js';
import { involved, SUP_DATA_MENU } from './scope.js';

/*
 * The data scope of patrol/side-station records and daily logs: the project's rule (scope.ts):
 * department and creator by the 'sup_project' data menu, and the project's director and members
 * always see them.
 */


export const RECORD_SCOPE: EntityScope = {
  dataMenu: SUP_DATA_MENU, dept: supRecord.deptId, owner: supRecord.createdBy,
  alsoVisible: (userId) => involved(supRecord.projectId, supRecord.tenantId, userId),
};
export const LOG_SCOPE: EntityScope = {
  dataMenu: SUP_DATA_MENU, dept: supDailyLog.deptId, owner: supDailyLog.createdBy,
  alsoVisible: (userId) => involved(supDailyLog.projectId, supDailyLog.tenantId, userId),
};

export const RECORD_KIND: ScopedRecordKind<typeof supRecord> = { table: supRecord, id: supRecord.id, scope: RECORD_SCOPE };
export const LOG_KIND: ScopedRecordKind<typeof supDailyLog> = { table: supDailyLog, id: supDailyLog.id, scope: LOG_SCOPE };
