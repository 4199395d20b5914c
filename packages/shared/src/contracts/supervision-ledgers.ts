/**
 * Supervision ledgers (spec 2 §1, §2, §3; domain §6): 持证人员, 大型机械 (`large/equipment`), 检测仪器 with
 * their verification cycle, 项目印章, 现场固定资产, 人员计划退场. One shape for all: a ledger kind is a list
 * of declared fields; the server validates a row's fields from that declaration and the web builds the
 * page (columns, form) from it, so a new ledger is a declaration, not a page.
 */
import { z } from 'zod';
import { ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';
import { zSupDay } from './supervision-records.js';

export const SUP_LEDGER_MSG = {
  NOT_FOUND: '台账记录不存在或无权查看', // (wording ours)
  VERIFY_FUTURE: '上次检定/校准日期不能晚于今天', // (wording ours)
  DESTROY_DATE: '请填写销毁日期', // (wording ours)
  SCRAP_DATE: '请填写报废日期', // (wording ours)
  EXIT_BEFORE_ENTRY: '退场日期不能早于进场日期', // (wording ours)
  MEMBER_NOT_FOUND: '所选人员不是该项目的成员', // (wording ours)
} as const;

export type LedgerFieldType = 'text' | 'textarea' | 'date' | 'number' | 'dict';
export interface LedgerFieldDef {
  name: string;
  label: string;
  type: LedgerFieldType;
  /** Dictionary code of a `dict` field (its value is the item value). */
  dict?: string;
  required?: boolean;
  max?: number;
  min?: number;
  /** Shown as a list column. */
  column?: boolean;
  /**
   * Editable only while the row's `field` has one of `values` (a seal's destruction, an asset's scrapping):
   * otherwise the form shows it read-only and the server clears it.
   */
  onlyWhen?: { field: string; values: string[] };
}
export interface LedgerKindDef {
  kind: string;
  /** Permission prefix (the menu's): view / add / edit / delete. */
  permission: string;
  title: string;
  /** The field whose value names a row (search 名称). */
  nameField: string;
  fields: LedgerFieldDef[];
}

const f = (name: string, label: string, type: LedgerFieldType = 'text', more: Partial<LedgerFieldDef> = {}): LedgerFieldDef => ({ name, label, type, column: true, ...more });

/** The ledgers. Dictionaries are the area's seeds (supervision.seed.ts). */
export const SUP_LEDGERS = {
  qualifier: {
    kind: 'qualifier', permission: 'supervise:qualifier', title: '持证人员', nameField: 'staffName',
    fields: [
      f('staffName', '姓名', 'text', { required: true, max: 50 }), f('positionName', '岗位', 'text', { max: 50 }),
      f('certName', '证书名称', 'text', { required: true, max: 100 }), f('certNo', '证书编号', 'text', { required: true, max: 100 }),
      f('issueUnit', '发证机关', 'text', { max: 100, column: false }), f('validTo', '有效期至', 'date'),
      f('entryDate', '进场日期', 'date'), f('remark', '备注', 'textarea', { max: 500, column: false }),
    ],
  },
  machine: {
    kind: 'machine', permission: 'supervise:machine', title: '大型机械', nameField: 'deviceName',
    fields: [
      f('deviceName', '设备名称', 'text', { required: true, max: 100 }), f('machineType', '设备类型', 'dict', { dict: 'SUPERVISE_MACHINE_DATA', required: true }),
      f('model', '规格型号', 'text', { max: 100 }), f('recordNo', '产权备案编号', 'text', { max: 100 }),
      f('installUnit', '安装单位', 'text', { max: 100, column: false }), f('installDate', '安装日期', 'date'),
      f('inspectDate', '检测日期', 'date'), f('useRegNo', '使用登记编号', 'text', { max: 100, column: false }),
      f('remark', '备注', 'textarea', { max: 500, column: false }),
    ],
  },
  instrument: {
    kind: 'instrument', permission: 'supervise:instrument', title: '检测仪器', nameField: 'instrumentName',
    fields: [
      f('instrumentName', '仪器名称', 'text', { required: true, max: 100 }), f('model', '规格型号', 'text', { max: 100 }),
      f('serialNo', '出厂编号', 'text', { max: 100 }), f('verifyMethod', '溯源方式', 'dict', { dict: 'VERIFY_METHOD', required: true }),
      f('lastVerifyDate', '上次检定/校准日期', 'date', { required: true }), f('cycleMonths', '周期（月）', 'number', { required: true, min: 1, max: 60 }),
      f('state', '仪器状态', 'dict', { dict: 'INSTRUMENT_STATE' }), f('remark', '备注', 'textarea', { max: 500, column: false }),
    ],
  },
  seal: {
    kind: 'seal', permission: 'supervise:seal', title: '项目印章', nameField: 'sealName',
    fields: [
      f('sealName', '印章名称', 'text', { required: true, max: 100 }), f('sealType', '印章类型', 'dict', { dict: 'SEAL_TYPE', required: true }),
      f('keeper', '保管人', 'text', { max: 50 }), f('enableDate', '启用日期', 'date'),
      f('status', '状态', 'dict', { dict: 'SEAL_STATUS', required: true }),
      f('destroyDate', '销毁日期', 'date', { onlyWhen: { field: 'status', values: ['3'] } }),
      f('destroyReason', '销毁原因', 'textarea', { max: 500, column: false, onlyWhen: { field: 'status', values: ['3'] } }),
    ],
  },
  fixedAssets: {
    kind: 'fixedAssets', permission: 'supervise:fixedAssets', title: '固定资产', nameField: 'assetName',
    fields: [
      f('assetName', '资产名称', 'text', { required: true, max: 100 }), f('assetNo', '资产编号', 'text', { max: 100 }),
      f('assetType', '资产类型', 'dict', { dict: 'ASSET_CLASS', column: false }),
      f('spec', '规格型号', 'text', { max: 100, column: false }), f('quantity', '数量', 'number', { required: true, min: 0, max: 1_000_000 }),
      f('holder', '使用人', 'text', { max: 50 }), f('status', '状态', 'dict', { dict: 'SUP_ASSET_STATUS', required: true }),
      f('scrapDate', '报废日期', 'date', { onlyWhen: { field: 'status', values: ['3'] } }),
      f('scrapReason', '报废原因', 'textarea', { max: 500, column: false, onlyWhen: { field: 'status', values: ['3'] } }),
    ],
  },
  exitPlan: {
    kind: 'exitPlan', permission: 'supervise:exitPlan', title: '人员计划退场', nameField: 'name',
    fields: [
      f('name', '姓名', 'text', { required: true, max: 50 }), f('sex', '性别', 'dict', { dict: 'SEX', column: false }),
      f('birthDay', '出生日期', 'date', { column: false }), f('edu', '学历', 'dict', { dict: 'EDUCATION', column: false }),
      f('ranks', '职称', 'text', { max: 50 }), f('stationInfo', '岗位', 'text', { max: 100 }),
      f('entryProjectDate', '进场日期', 'date'), f('exitProjectDate', '计划退场日期', 'date', { required: true }),
      f('purpose', '退场去向', 'dict', { dict: 'EXIT_PURPOSE' }),
    ],
  },
  /**
   * 项目授权 / 开工准备 (spec 2 §3 ready-work form, `POST /bs/supervise/ready/work`): a document of the
   * project's authorisation, filed under a SUPERVISE_DOCUMENT category; the project's own rights.
   */
  readyWork: {
    kind: 'readyWork', permission: 'supervise:project', title: '项目授权', nameField: 'docName',
    fields: [
      f('docName', '名称', 'text', { required: true, max: 200 }), f('content', '文件类别', 'dict', { dict: 'SUPERVISE_DOCUMENT', required: true }),
      f('itemName', '事项', 'text', { max: 200 }), f('remark', '备注', 'textarea', { max: 500, column: false }),
    ],
  },
} as const satisfies Record<string, LedgerKindDef>;

export type SupLedgerKind = keyof typeof SUP_LEDGERS;
export const SUP_LEDGER_KINDS = Object.keys(SUP_LEDGERS) as SupLedgerKind[];
export const ledgerDef = (kind: SupLedgerKind): LedgerKindDef => SUP_LEDGERS[kind];
/** Field name → Chinese label over all ledgers (a name means the same thing in every ledger). */
export const SUP_LEDGER_LABELS: Record<string, string> = Object.fromEntries(
  Object.values(SUP_LEDGERS).flatMap((k: LedgerKindDef) => k.fields.map((d) => [d.name, d.label])),
);

/** Days before an instrument's next verification when it shows 即将到期. */
export const INSTRUMENT_DUE_DAYS = 30;
/** An instrument's verification state: next due = last + cycle (domain §6). */
export const DUE_STATE = { ok: '有效', due: '即将到期', overdue: '已过期' } as const;
export type DueState = keyof typeof DUE_STATE;

const blank = (v: unknown) => v === '' || v === null || v === undefined;
/** The zod schema of one field; an empty value is null (then refused when the field is required). */
function fieldSchema(d: LedgerFieldDef): z.ZodType {
  const need = `请填写${d.label}`;
  if (d.type === 'number') {
    const n = z.number({ error: need })
      .refine((v) => d.min === undefined || v >= d.min, `${d.label}不能小于${d.min}`)
      .refine((v) => d.max === undefined || v <= d.max, `${d.label}不能大于${d.max}`);
    return z.preprocess((v) => (blank(v) ? null : typeof v === 'string' ? Number(v) : v), d.required ? n : n.nullable());
  }
  const max = d.max ?? 200;
  const s = d.type === 'date'
    ? z.string({ error: need }).pipe(zSupDay(`${d.label}格式应为YYYY-MM-DD`))
    : z.string({ error: need }).trim().min(1, need).max(max, `${d.label}不能超过${max}个字符`);
  return z.preprocess((v) => (blank(v) ? null : v), d.required ? s : s.nullable());
}

/** The schema of a kind's fields: every declared field present (null when empty), unknown fields dropped. */
export function ledgerDataSchema(kind: SupLedgerKind) {
  const fields = ledgerDef(kind).fields;
  const shape = z.object(Object.fromEntries(fields.map((d) => [d.name, fieldSchema(d)])));
  return z.preprocess((v) => {
    const src = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
    return Object.fromEntries(fields.map((d) => [d.name, src[d.name] ?? null]));
  }, shape);
}

const id64 = z.string().min(1).max(64);
export const ZLedgerKindParam = z.object({ kind: z.enum(SUP_LEDGER_KINDS as [SupLedgerKind, ...SupLedgerKind[]], { error: '台账类型不正确' }) });
export const ZLedgerIdParam = ZLedgerKindParam.extend({ id: id64 });

export const ZLedgerSave = z.object({
  id: id64.optional(),
  version: z.number().int().optional(),
  businessId: z.string({ error: '请选择监理项目' }).min(1, '请选择监理项目').max(64),
  /** 人员退场: the project member (完工人员) whose entry date becomes entryProjectDate. */
  memberId: id64.nullish(),
  data: z.record(z.string().max(64), z.unknown()),
});
export type TLedgerSave = z.input<typeof ZLedgerSave>;

export const ZLedgerRow = z.object({
  id: z.string(),
  kind: z.string(),
  businessId: z.string(),
  businessName: z.string().nullable(),
  name: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** Instruments: next verification date and its state. */
  dueDate: z.string().nullable(),
  dueState: z.enum(['ok', 'due', 'overdue']).nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdDate: zDateTime,
  updatedDate: zDateTime,
  version: z.number(),
  editable: z.boolean(),
});
export type TLedgerRow = z.input<typeof ZLedgerRow>;

/** Counts of instruments due and overdue over the visible projects (the page's alert). */
export const ZLedgerDueCount = z.object({ due: z.number(), overdue: z.number() });

/** The ready-work form as the spec sends it (type 1: save); the fields are the readyWork ledger's (name → docName, as 'name' is a person's 姓名 in the exit plan). */
export const ZReadyWorkSave = z.object({
  id: id64.optional(),
  version: z.number().int().optional(),
  businessId: z.string({ error: '请选择监理项目' }).min(1, '请选择监理项目').max(64),
  type: z.union([z.literal(1), z.literal('1')]).optional(),
  name: z.unknown().optional(),
  content: z.unknown().optional(),
  itemName: z.unknown().optional(),
  remark: z.unknown().optional(),
});

/** 验收报告 累计完成 (completed cumulative): what the project's supervision has done up to now. */
export const ZCompletedCumulative = z.object({
  businessId: z.string(),
  businessName: z.string(),
  asOf: z.string(),
  problemsFound: z.number(),
  problemsRectified: z.number(),
  problemsOpen: z.number(),
  /** Rectified / found × 100, one decimal; null without problems. */
  rectificationRate: z.number().nullable(),
  notices: z.number(),
  noticesClosed: z.number(),
  safetyNotices: z.number(),
  contactSheets: z.number(),
  stopWorkOrders: z.number(),
  stopWorkResumed: z.number(),
  patrolRecords: z.number(),
  sideStationRecords: z.number(),
  dailyLogs: z.number(),
  hazards: z.number(),
  hazardsAccepted: z.number(),
});
export type TCompletedCumulative = z.input<typeof ZCompletedCumulative>;

const tags = ['supervise'];
export const superviseLedgerApi = {
  readyWork: defineCall({ method: 'POST', path: '/bs/supervise/ready/work', tags, summary: '项目授权 / 开工准备表（type 1 保存）', body: ZReadyWorkSave, data: ZLedgerRow }),
  completedCumulative: defineCall({
    method: 'GET', path: '/b/supervise/acceptance/report/getCompletedCumulative/:id', tags, summary: '验收报告：累计完成（问题、通知单、停复工、记录、日志、危大工程）',
    params: z.object({ id: id64 }), data: ZCompletedCumulative,
  }),
  ledgerList: defineCall({
    method: 'POST', path: '/b/supervise/ledger/:kind/queryList', tags, summary: '监理台账列表（按数据权限；仪器可按 dueState 过滤）',
    params: ZLedgerKindParam, body: ZListRequest.optional(), data: z.array(ZLedgerRow), paged: true,
  }),
  ledgerGet: defineCall({ method: 'GET', path: '/b/supervise/ledger/:kind/:id', tags, summary: '监理台账记录', params: ZLedgerIdParam, data: ZLedgerRow }),
  ledgerSave: defineCall({ method: 'POST', path: '/b/supervise/ledger/:kind', tags, summary: '保存监理台账记录（仅创建人修改）', params: ZLedgerKindParam, body: ZLedgerSave, data: ZLedgerRow }),
  ledgerDelete: defineCall({ method: 'DELETE', path: '/b/supervise/ledger/:kind/:id', tags, summary: '删除监理台账记录', params: ZLedgerIdParam, data: z.null() }),
  instrumentDue: defineCall({ method: 'GET', path: '/b/supervise/ledger/instrument/dueCount', tags, summary: '即将到期 / 已过期的检测仪器数', data: ZLedgerDueCount }),
  largeEquipment: defineCall({ method: 'GET', path: '/bs/supervise/large/equipment/:id', tags, summary: '大型机械（spec §7）', params: z.object({ id: id64 }), data: ZLedgerRow }),
};
