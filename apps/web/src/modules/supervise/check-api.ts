/** The check register's calls (packages/shared/src/contracts/supervision-check.ts). */
import { superviseCheckApi as api, type SupCheckScope } from '@ecms/shared';
import type { ListRequest } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

export const CHECK_KEY = 'sup-check';
export const queryChecks = (taskId: string, scope: SupCheckScope, req: ListRequest) => callList(api[scope].checkList, { params: { taskId }, body: req });
export const saveCheck = (taskId: string, scope: SupCheckScope, body: { name: string; checkDate: string; remark?: string | null }) =>
  callEnvelope(api[scope].checkSave, { params: { taskId }, body });
export const deleteCheck = (taskId: string, scope: SupCheckScope, id: string) => call(api[scope].checkDelete, { params: { taskId, id } });
export const addCheckTables = (taskId: string, scope: SupCheckScope, id: string, codes: string[]) => callEnvelope(api[scope].tableAdd, { params: { taskId, id }, body: codes });
export const delCheckTable = (taskId: string, scope: SupCheckScope, id: string, code: string) => callEnvelope(api[scope].tableDel, { params: { taskId, id }, body: [code] });
export const fetchCheckTable = (taskId: string, scope: SupCheckScope, id: string, tableId: string) => call(api[scope].tableGet, { params: { taskId, id, tableId } });
export const scoreCheckTable = (taskId: string, scope: SupCheckScope, id: string, tableId: string, rows: { id: string; score?: number | null; na?: boolean }[]) =>
  callEnvelope(api[scope].tableScore, { params: { taskId, id, tableId }, body: rows });
