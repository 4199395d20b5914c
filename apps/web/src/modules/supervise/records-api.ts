/** Calls of the records part (packages/shared/src/contracts/supervision-records.ts): records, weather, daily log, portal. */
import {
  superviseRecordApi as api, type TDailyLogSave, type TPortalReq, type TRecordProblem, type TSupDailyLog, type TSupRecord, type TSupRecordSave,
  type TWeatherSave,
} from '@ecms/shared';
import type { ListRequest, ListResult } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

export type { TDailyLogDraft, TPortalDashboard, TPortalStatistics, TSupDailyLog, TSupRecord, TWeather } from '@ecms/shared';

export const REC_KEYS = { records: 'sup-records', logs: 'sup-logs', portal: 'sup-portal', weather: 'sup-weather' } as const;

export const newRecordInfo = (businessId: string, type: 1 | 2) => call(api.recordNewInfo, { body: { businessId, type } });
export const queryRecords = (req: ListRequest): Promise<ListResult<TSupRecord>> => callList(api.recordList, { body: req });
export const fetchRecord = (id: string) => call(api.recordGet, { params: { id } });
export const saveRecord = (body: TSupRecordSave) => callEnvelope(api.recordSave, { body });
export const deleteRecord = (id: string) => call(api.recordDelete, { params: { id } });
export const submitRecord = (id: string) => callEnvelope(api.recordSubmit, { params: { id } });
export const addRecordProblem = (id: string, body: TRecordProblem) => callEnvelope(api.recordProblem, { params: { id }, body });

export const fetchWeather = (taskId: string, date: string) => call(api.weatherGet, { params: { taskId, date } });
export const saveWeather = (taskId: string, date: string, body: TWeatherSave) => callEnvelope(api.weatherSave, { params: { taskId, date }, body });

export const queryLogs = (req: ListRequest): Promise<ListResult<TSupDailyLog>> => callList(api.logList, { body: req });
export const fetchLog = (id: string) => call(api.logGet, { params: { id } });
export const saveLog = (body: TDailyLogSave) => callEnvelope(api.logSave, { body });
export const prefillLog = (businessId: string, logDate: string) => call(api.logPrefill, { body: { businessId, logDate } });
export const signLog = (id: string) => callEnvelope(api.logSign, { params: { id } });
export const deleteLog = (id: string) => call(api.logDelete, { params: { id } });

export const fetchDashboard = (body: TPortalReq) => call(api.portalDashboard, { body });
export const fetchStatistics = (body: TPortalReq) => call(api.portalStatistics, { body });
