/** The check register's calls (packages/shared/src/contracts/supervision-check.ts). */
import { superviseCheckApi as api, type SupCheckScope, type TSupCheckItemSave } from '@ecms/shared';
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

/** Check items of a source (a patrol / side-station record or a check): picked from the JGJ 59 node items on a unit project and part. */
export const CHECK_ITEM_KEY = 'sup-check-items';
export const queryCheckItems = (sourceId: string) => callList(api.itemList, { body: { params: { sourceId }, pageSize: 200 } });
export const searchNodeItems = (body: { sourceId: string; projectNodeId?: string | null; patrolNodeId?: string | null; keyword?: string | null }) => call(api.nodeItems, { body });
export const selectNodeItems = (body: { sourceId: string; selectIds: string[]; projectNodeId?: string | null; patrolNodeId?: string | null }) =>
  callEnvelope(api.nodeItemsSelect, { body });
export const deleteCheckItem = (id: string) => call(api.itemDelete, { params: { id } });
export const saveCheckItem = (body: TSupCheckItemSave) => callEnvelope(api.itemSave, { body });

/** Staff of a person exit plan (an exitPlan ledger row). */
export const EXIT_STAFF_KEY = 'sup-exit-staff';
export const queryExitStaff = (planId: string, req: ListRequest = {}) => callList(api.exitStaffList, { body: { ...req, params: { ...req.params, planId } } });
export const saveExitStaff = (body: {
  id?: string | null; planId: string; memberId?: string | null; name: string; ranks?: string | null; stationInfo?: string | null;
  entryProjectDate?: string | null; exitProjectDate?: string | null; purpose?: string | null; version?: number;
}) => call(api.exitStaffSave, { body });
export const deleteExitStaff = (id: string) => call(api.exitStaffDelete, { params: { id } });
