/**
 * Supervision records (spec 2 §3 Supervision record, §4 record form, §7 patrolInfo/*, /weather/{date}):
 * patrol (巡视, type 1) and side-station (旁站, type 2) records with their problems and photos, the
 * weather of a project's day, the daily supervision log (监理日志) and the portal's dashboard and
 * statistics. Domain: ../shared/domain/supervision.md §1 (监理日志), §5 (巡视/旁站 content).
 */
import { z } from 'zod';
import { ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';
import { ZSupIdParam, ZSupProblem } from './supervision.js';

/** Messages of the records part: the spec's where it has one (§4, §5), else (wording ours). */
export const SUP_RECORD_MSG = {
  SAVE_FIRST: '请先保存', // spec §4
  RECORD_NOT_FOUND: '记录不存在或无权查看', // (wording ours)
  RECORD_TYPE: '记录类型不正确', // (wording ours)
  RECORD_SUBMITTED: '记录已发起，不能修改', // (wording ours)
  SUBMITTED: '发起成功', // (wording ours)
  AREA_REQUIRED: '请输入巡视部位', // (wording ours)
  SITUATION_REQUIRED: '请输入巡视情况', // (wording ours)
  PART_REQUIRED: '请输入旁站部位', // (wording ours)
  PROCESS_REQUIRED: '请输入旁站工序', // (wording ours)
  START_REQUIRED: '请选择开始时间', // (wording ours)
  TIME_FORMAT: '时间格式应为YYYY-MM-DD HH:mm', // spec §5 date-time format (wording ours)
  END_BEFORE_START: '结束时间不能早于开始时间', // (wording ours)
  WEATHER_TYPE_REQUIRED: '请选择天气', // (wording ours)
  TEMP_RANGE: '温度应在-300到300之间', // spec §5: temperature input -300 to 300
  TEMP_ORDER: '最低气温不能高于最高气温', // (wording ours)
  LOG_NOT_FOUND: '监理日志不存在或无权查看', // (wording ours)
  LOG_EXISTS: '该项目当天的监理日志已存在，请打开已有日志编辑', // (wording ours)
  LOG_SIGNED: '监理日志已签认，不能修改', // (wording ours)
  LOG_SIGN_OK: '签认成功', // (wording ours)
  DATE_FUTURE: '日期不能晚于今天', // (wording ours)
} as const;

const M = SUP_RECORD_MSG;
const DATE_MSG = '日期格式应为YYYY-MM-DD';
const text = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`).nullish().transform((v) => (v ? v : null));
const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, `不能超过${max}个字符`);
const optId = z.string().max(64).nullish().transform((v) => (v ? v : null));
const businessId = z.string({ error: '请选择监理项目' }).min(1, '请选择监理项目').max(64);
const realDay = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
/** YYYY-MM-DD, a real calendar day. */
export const zSupDay = (message: string = DATE_MSG) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message).refine(realDay, { message });
/** YYYY-MM-DD HH:mm (spec §5). */
const zMinute = z.string({ error: M.TIME_FORMAT }).regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, M.TIME_FORMAT)
  .refine((s) => realDay(s.slice(0, 10)), { message: M.TIME_FORMAT });
const optMinute = z.union([zMinute, z.literal(''), z.null()]).optional().transform((v) => (v ? v : null));

/** 1 巡视, 2 旁站. */
export const RECORD_TYPE = {
  PATROL: { value: 1, label: '巡视记录' },
  SIDE_STATION: { value: 2, label: '旁站记录' },
} as const;
/** Record status (spec §4): 0 未发起, 1 已发起 (stepName 发起). */
export const RECORD_STATUS = {
  DRAFT: { value: 0, label: '未发起' },
  STARTED: { value: 1, label: '已发起' },
} as const;
/** file_item.ref_module of a record's photos. */
export const RECORD_FILES = 'supervise-record';
/** Weather types offered by the weather form. */
export const WEATHER_TYPES = ['晴', '多云', '阴', '小雨', '中雨', '大雨', '暴雨', '雷阵雨', '雨夹雪', '小雪', '中雪', '大雪', '雾', '霾'] as const;

// ---------------------------------------------------------------------------
// 巡视 / 旁站 records
// ---------------------------------------------------------------------------

export const ZSupRecord = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string().nullable(),
  type: z.number(),
  recordDate: z.string(),
  projectNodeId: z.string().nullable(),
  projectNodeName: z.string().nullable(),
  patrolNodeId: z.string().nullable(),
  patrolNodeName: z.string().nullable(),
  area: z.string().nullable(),
  situation: z.string().nullable(),
  problemText: z.string().nullable(),
  part: z.string().nullable(),
  process: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  constructionSituation: z.string().nullable(),
  supervisionSituation: z.string().nullable(),
  problemHandling: z.string().nullable(),
  weather: z.string().nullable(),
  remark: z.string().nullable(),
  status: z.number(),
  /** 发起 once submitted, else '' (spec §3 flow fields: the initial value means not started). */
  stepName: z.string(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdDate: zDateTime,
  updatedDate: zDateTime,
  version: z.number(),
  /** Problems recorded on it (the problem ledger, sourceId = this record). */
  problemCount: z.number(),
  /** The caller created it and it is not started: the form is editable (spec §4). */
  editable: z.boolean(),
});
export type TSupRecord = z.input<typeof ZSupRecord>;

/** A blank record from `patrolInfo/newInfo`: not saved (no id), prefilled with the project, today and today's weather. */
export const ZSupRecordDraft = z.object({
  id: z.null(),
  businessId: z.string(),
  businessName: z.string(),
  type: z.number(),
  recordDate: z.string(),
  weather: z.string().nullable(),
  createdByName: z.string().nullable(),
  status: z.number(),
  stepName: z.string(),
  editable: z.boolean(),
});
export type TSupRecordDraft = z.input<typeof ZSupRecordDraft>;

export const ZNewRecordInfo = z.object({
  businessId,
  type: z.union([z.literal(1), z.literal(2)], { error: M.RECORD_TYPE }),
});

export const ZSupRecordSave = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().min(1).optional(),
  businessId,
  type: z.union([z.literal(1), z.literal(2)], { error: M.RECORD_TYPE }),
  recordDate: zSupDay('请选择记录日期'),
  projectNodeId: optId,
  patrolNodeId: optId,
  area: text(200),
  situation: text(4000),
  problemText: text(4000),
  part: text(200),
  process: text(200),
  startTime: optMinute,
  endTime: optMinute,
  constructionSituation: text(4000),
  supervisionSituation: text(4000),
  problemHandling: text(4000),
  weather: text(100),
  remark: text(2000),
}).superRefine((b, ctx) => {
  // Content of domain §5 / GB/T 50319 A.0.6: what each kind of record cannot go without.
  const need = (ok: unknown, message: string, path: string) => { if (!ok) ctx.addIssue({ code: 'custom', message, path: [path] }); };
  if (b.type === 1) {
    need(b.area, M.AREA_REQUIRED, 'area');
    need(b.situation, M.SITUATION_REQUIRED, 'situation');
  } else {
    need(b.part, M.PART_REQUIRED, 'part');
    need(b.process, M.PROCESS_REQUIRED, 'process');
    need(b.startTime, M.START_REQUIRED, 'startTime');
    if (b.startTime && b.endTime && b.endTime < b.startTime) need(false, M.END_BEFORE_START, 'endTime');
  }
});
export type TSupRecordSave = z.input<typeof ZSupRecordSave>;

/** A problem found in a record: goes to the problem ledger with the record as its source. */
export const ZRecordProblem = z.object({
  name: required('请输入问题描述', 500),
  problemType: text(16),
  /** Defaults to the record's unit project / part. */
  projectNodeId: optId,
  patrolNodeId: optId,
  rectifyDeadline: z.union([zSupDay(), z.literal(''), z.null()]).optional().transform((v) => (v ? v : null)),
  serious: z.boolean().optional(),
  requirement: text(1000),
});
export type TRecordProblem = z.input<typeof ZRecordProblem>;

// ---------------------------------------------------------------------------
// Weather
// ---------------------------------------------------------------------------

export const ZDayParam = z.object({ taskId: z.string().min(1).max(64), date: zSupDay() });
/** Weather answer (spec §3): tempRange, dayWtype; `source` names the provider, null fields when nobody entered it. */
export const ZWeather = z.object({
  date: z.string(),
  tempRange: z.string().nullable(),
  dayWtype: z.string().nullable(),
  tempLow: z.number().nullable(),
  tempHigh: z.number().nullable(),
  wind: z.string().nullable(),
  source: z.string(),
});
export type TWeather = z.input<typeof ZWeather>;
const temp = z.number({ error: M.TEMP_RANGE }).min(-300, M.TEMP_RANGE).max(300, M.TEMP_RANGE).nullish().transform((v) => (v ?? null));
export const ZWeatherSave = z.object({
  dayWtype: required(M.WEATHER_TYPE_REQUIRED, 20),
  tempLow: temp,
  tempHigh: temp,
  wind: text(50),
}).refine((b) => b.tempLow === null || b.tempHigh === null || b.tempLow <= b.tempHigh, { message: M.TEMP_ORDER, path: ['tempLow'] });
export type TWeatherSave = z.input<typeof ZWeatherSave>;

// ---------------------------------------------------------------------------
// 监理日志
// ---------------------------------------------------------------------------

const LOG_FIELDS = {
  weather: text(200),
  siteSituation: text(8000),
  workDone: text(8000),
  problems: text(8000),
  instructions: text(8000),
  other: text(4000),
};

export const ZSupDailyLog = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string().nullable(),
  logDate: z.string(),
  weather: z.string().nullable(),
  siteSituation: z.string().nullable(),
  workDone: z.string().nullable(),
  problems: z.string().nullable(),
  instructions: z.string().nullable(),
  other: z.string().nullable(),
  signed: z.boolean(),
  signedBy: z.string().nullable(),
  signedName: z.string().nullable(),
  signedDate: zDateTime.nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  updatedDate: zDateTime,
  version: z.number(),
  editable: z.boolean(),
});
export type TSupDailyLog = z.input<typeof ZSupDailyLog>;

export const ZDailyLogSave = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().min(1).optional(),
  businessId,
  logDate: zSupDay('请选择日志日期'),
  ...LOG_FIELDS,
});
export type TDailyLogSave = z.input<typeof ZDailyLogSave>;

export const ZDailyLogPrefillReq = z.object({ businessId, logDate: zSupDay('请选择日志日期') });
/** The draft built from the day's records, problems, notices and weather; what it was built from is counted. */
export const ZDailyLogDraft = z.object({
  businessId: z.string(),
  logDate: z.string(),
  weather: z.string().nullable(),
  siteSituation: z.string().nullable(),
  workDone: z.string().nullable(),
  problems: z.string().nullable(),
  instructions: z.string().nullable(),
  sources: z.object({ patrols: z.number(), sideStations: z.number(), problems: z.number(), notices: z.number(), weather: z.boolean() }),
  /** The log of that day if one exists already (one per project and day). */
  existingId: z.string().nullable(),
});
export type TDailyLogDraft = z.input<typeof ZDailyLogDraft>;

// ---------------------------------------------------------------------------
// Portal
// ---------------------------------------------------------------------------

export const ZPortalReq = z.object({
  businessId: optId,
  dateFrom: z.union([zSupDay(), z.literal(''), z.null()]).optional().transform((v) => (v ? v : null)),
  dateTo: z.union([zSupDay(), z.literal(''), z.null()]).optional().transform((v) => (v ? v : null)),
});
export type TPortalReq = z.input<typeof ZPortalReq>;

export const ZPortalDashboard = z.object({
  projects: z.number(),
  openProblems: z.number(),
  overdueProblems: z.number(),
  seriousOpen: z.number(),
  todayPatrols: z.number(),
  todaySideStations: z.number(),
  todayLogs: z.number(),
  today: z.string(),
  /** Open problems past their deadline, most overdue first (at most 10). */
  overdueList: z.array(ZSupProblem),
  todayRecords: z.array(z.object({
    id: z.string(), type: z.number(), businessName: z.string().nullable(), title: z.string(), createdByName: z.string().nullable(), problemCount: z.number(),
  })),
});
export type TPortalDashboard = z.input<typeof ZPortalDashboard>;

const ZCountRow = z.object({ key: z.string().nullable(), name: z.string(), count: z.number(), rectified: z.number() });
export const ZProjectStat = z.object({
  businessId: z.string(), businessName: z.string(), found: z.number(), rectified: z.number(), open: z.number(), overdue: z.number(),
  /** Rectified / found × 100, one decimal; null with no problems. */
  rate: z.number().nullable(),
});
export type TProjectStat = z.input<typeof ZProjectStat>;
export const ZPortalStatistics = z.object({
  byType: z.array(ZCountRow),
  byUnit: z.array(ZCountRow),
  byDiscoverer: z.array(ZCountRow),
  perProject: z.array(ZProjectStat),
});
export type TPortalStatistics = z.input<typeof ZPortalStatistics>;

/** The export of the per-project statistics table (POST /b/excel/template/exportData). */
export const SUP_STAT_EXPORT = 'supervise:problemStat';

const tags = ['supervise'];

export const superviseRecordApi = {
  recordNewInfo: defineCall({
    method: 'POST', path: '/b/supervise/patrolInfo/newInfo', tags, summary: '新建巡视(1)/旁站(2)记录（未保存的草稿）',
    body: ZNewRecordInfo, data: ZSupRecordDraft,
  }),
  recordList: defineCall({
    method: 'POST', path: '/b/supervise/patrolInfo/queryList', tags, summary: '巡视/旁站记录（按数据权限）',
    body: ZListRequest.optional(), data: z.array(ZSupRecord), paged: true,
  }),
  recordGet: defineCall({ method: 'GET', path: '/b/supervise/patrolInfo/:id', tags, summary: '巡视/旁站记录详情', params: ZSupIdParam, data: ZSupRecord }),
  recordSave: defineCall({ method: 'POST', path: '/b/supervise/patrolInfo', tags, summary: '保存巡视/旁站记录（仅创建人）', body: ZSupRecordSave, data: ZSupRecord }),
  recordDelete: defineCall({ method: 'DELETE', path: '/b/supervise/patrolInfo/:id', tags, summary: '删除巡视/旁站记录', params: ZSupIdParam, data: z.null() }),
  recordSubmit: defineCall({
    method: 'POST', path: '/b/supervise/patrolInfo/:id/submit', tags, summary: '发起记录（请先保存）', params: ZSupIdParam, data: ZSupRecord,
  }),
  recordProblem: defineCall({
    method: 'POST', path: '/b/supervise/patrolInfo/:id/problem', tags, summary: '记录中发现的问题（进入问题台账）',
    params: ZSupIdParam, body: ZRecordProblem, data: ZSupProblem,
  }),
  weatherGet: defineCall({
    method: 'GET', path: '/bs/supervise/:taskId/weather/:date', tags, summary: '某日天气（tempRange, dayWtype）', params: ZDayParam, data: ZWeather,
  }),
  weatherSave: defineCall({
    method: 'POST', path: '/bs/supervise/:taskId/weather/:date', tags, summary: '登记某日天气', params: ZDayParam, body: ZWeatherSave, data: ZWeather,
  }),
  logList: defineCall({
    method: 'POST', path: '/b/supervise/dailyLog/queryList', tags, summary: '监理日志（按数据权限）',
    body: ZListRequest.optional(), data: z.array(ZSupDailyLog), paged: true,
  }),
  logGet: defineCall({ method: 'GET', path: '/b/supervise/dailyLog/:id', tags, summary: '监理日志详情', params: ZSupIdParam, data: ZSupDailyLog }),
  logSave: defineCall({ method: 'POST', path: '/b/supervise/dailyLog', tags, summary: '保存监理日志（每项目每天一份）', body: ZDailyLogSave, data: ZSupDailyLog }),
  logPrefill: defineCall({
    method: 'POST', path: '/b/supervise/dailyLog/prefill', tags, summary: '由当天记录、问题、通知单和天气生成日志草稿',
    body: ZDailyLogPrefillReq, data: ZDailyLogDraft,
  }),
  logSign: defineCall({ method: 'POST', path: '/b/supervise/dailyLog/:id/sign', tags, summary: '签认监理日志（签认后不能修改）', params: ZSupIdParam, data: ZSupDailyLog }),
  logDelete: defineCall({ method: 'DELETE', path: '/b/supervise/dailyLog/:id', tags, summary: '删除未签认的监理日志', params: ZSupIdParam, data: z.null() }),
  portalDashboard: defineCall({
    method: 'POST', path: '/b/supervise/portal/dashboard', tags, summary: '监理门户：未整改、逾期、今日记录', body: ZPortalReq, data: ZPortalDashboard,
  }),
  portalStatistics: defineCall({
    method: 'POST', path: '/b/supervise/portal/statistics', tags, summary: '问题统计：按类型、单位工程、发现人；各项目整改率与逾期数',
    body: ZPortalReq, data: ZPortalStatistics,
  }),
};

