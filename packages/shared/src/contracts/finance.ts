/** Finance (spec 3 §3 "Bank line", §7 Finance): bank accounts, statements, month summaries, statement import. */
import { z } from 'zod';
import { ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';

/** Messages of the bank-statement calls (spec 3 §5 where it has one). */
export const FINANCE_MSG = {
  READ_FIRST: '请先导入读取文件!',
  ACCOUNT_REQUIRED: '请填写银行账号',
  NO_HEADER: '未找到表头：前10行中没有一行含至少3个已知列（如交易时间、借方发生额、贷方发生额、余额）',
  NO_DATE: '请指定交易时间列',
  NO_AMOUNT: '请指定金额列：收入和支出，或发生额',
  NOT_FOUND: '流水不存在或无权查看',
  ACCOUNT_NOT_FOUND: '银行账户不存在或无权查看',
  MONTH: '月份格式应为 YYYY-MM',
  AMOUNT_BOTH: '收入和支出不能同时填写',
  AMOUNT_NONE: '请填写收入或支出金额',
  DATE: '请填写交易时间',
  NO_ROWS: '文件中没有可导入的流水',
  IMPORT_OK: '导入成功',
} as const;

const money = z.number().finite().min(-1e15).max(1e15);
const text = (max: number) => z.string().max(max).nullable().optional();

export const ZBankAccount = z.object({
  id: z.string(),
  accountNo: z.string(),
  accountName: z.string().nullable(),
  accountUnit: z.string().nullable(),
  deptId: z.string().nullable(),
});

export const ZBankDetail = z.object({
  id: z.string(),
  accountId: z.string(),
  accountNo: z.string(),
  accountName: z.string().nullable(),
  accountUnit: z.string().nullable(),
  dateTime: zDateTime,
  month: z.string(),
  income: z.number(),
  pay: z.number(),
  balance: z.number().nullable(),
  otherSideName: z.string().nullable(),
  otherSideAccountNo: z.string().nullable(),
  otherSideUnit: z.string().nullable(),
  summary: z.string().nullable(),
  matter: z.string().nullable(),
  memo: z.string().nullable(),
  remark: z.string().nullable(),
  serialNo: z.string().nullable(),
  isNeedClaim: z.boolean(),
  isChangeAccount: z.boolean(),
  claimTotal: z.number(),
  needClaimTotal: z.number(),
  batchId: z.string().nullable(),
  deptId: z.string().nullable(),
  createdDate: zDateTime,
  version: z.number(),
});

/** A line entered by hand (bankDetail/save): income or pay, not both. */
export const ZBankDetailSave = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().optional(),
  accountId: z.string({ error: '请选择银行账户' }).min(1, '请选择银行账户').max(64),
  dateTime: z.string({ error: FINANCE_MSG.DATE }).min(1, FINANCE_MSG.DATE).max(32),
  income: money.nullable().optional(),
  pay: money.nullable().optional(),
  balance: money.nullable().optional(),
  otherSideName: text(200),
  otherSideAccountNo: text(64),
  otherSideUnit: text(200),
  summary: text(200),
  matter: text(200),
  memo: text(500),
  remark: text(500),
  serialNo: text(64),
  isNeedClaim: z.boolean().optional(),
});

export const ZIds = z.object({ ids: z.array(z.string().min(1).max(64)).min(1, '请至少选择一条记录！').max(1000) });

const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, FINANCE_MSG.MONTH);

export const ZSummaryQuery = z.object({
  accountId: z.string().max(64).optional(),
  year: z.string().regex(/^\d{4}$/, '年份格式应为 YYYY').optional(),
}).nullish();

/** One month of one account: Σincome, Σpay, the first and last balance, and whether they agree. */
export const ZBankMonthSummary = z.object({
  accountId: z.string(),
  accountNo: z.string(),
  accountName: z.string().nullable(),
  month: z.string(),
  count: z.number(),
  income: z.number(),
  pay: z.number(),
  /** The balance before the month's first line (its balance − income + pay). */
  openingBalance: z.number().nullable(),
  /** The month's last 余额. */
  closingBalance: z.number().nullable(),
  /** opening + Σincome − Σpay = closing. */
  balanced: z.boolean(),
});

export const ZMonthDelete = z.object({ accountId: z.string().min(1, '请选择银行账户').max(64), month: ZMonth });

/** Fields a statement column can map to (domain §1). */
export const BANK_FIELDS = [
  'date', 'dateTime', 'time', 'income', 'pay', 'amount', 'direction', 'balance', 'otherSideName', 'otherSideAccountNo', 'otherSideUnit',
  'summary', 'matter', 'memo', 'serialNo', 'accountNo', 'accountName', 'payerAccountNo', 'payerName', 'payeeAccountNo', 'payeeName',
] as const;
export type BankField = (typeof BANK_FIELDS)[number];

const ZColIndexMap = z.record(z.string().regex(/^\d{1,3}$/), z.enum(BANK_FIELDS).or(z.literal('')));

/** The read step: what was found in the file (spec 3 §2 "Bank-statement Excel import dialog"). */
export const ZBankRead = z.object({
  fileId: z.string(),
  fileName: z.string(),
  sheets: z.array(z.string()),
  sheetName: z.string().optional(),
  headerRow: z.number(),
  headerRows: z.number(),
  columnList: z.array(z.string()),
  colIndexMap: z.record(z.string(), z.string()),
  fields: z.array(z.object({ key: z.string(), name: z.string() })),
  accountNo: z.string().nullable(),
  accountName: z.string().nullable(),
  accountUnit: z.string().nullable(),
  /** The known account of that number, if any. */
  accountId: z.string().nullable(),
  /** The mapping came from the account's last import. */
  remembered: z.boolean(),
  datas: z.array(z.array(z.string())),
});

export const ZBankReadBody = z.object({
  fileId: z.string().min(1, FINANCE_MSG.READ_FIRST).max(64),
  sheetName: z.string().max(100).optional(),
  accountNo: z.string().max(64).optional(),
});

/** bankAccountImportConfig: the account and the confirmed layout (spec 3 §3 "Bank import payload"). */
export const ZBankImportConfig = z.object({
  accountNo: z.string({ error: FINANCE_MSG.ACCOUNT_REQUIRED }).trim().min(1, FINANCE_MSG.ACCOUNT_REQUIRED).max(64),
  accountName: z.string().max(200).optional(),
  accountUnit: z.string().max(200).optional(),
  sheetName: z.string().max(100).optional(),
  headerRow: z.number().int().min(1).max(50),
  headerRows: z.number().int().min(1).max(2).optional(),
  colIndexMap: ZColIndexMap,
});

export const ZBankImportBody = z.object({
  fileItems: z.array(z.string().min(1).max(64)).min(1, FINANCE_MSG.READ_FIRST).max(1, '一次导入一个文件'),
  bankAccountImportConfig: ZBankImportConfig,
  /** Conflicting lines replace the stored ones (default: they are left as they are and listed). */
  replaceConflicts: z.boolean().optional(),
});

export const BANK_ROW_STATUS = ['new', 'duplicate', 'conflict', 'invalid', 'skipped'] as const;

export const ZBankCheckRow = z.object({
  row: z.number(),
  status: z.enum(BANK_ROW_STATUS),
  dateTime: z.string().nullable(),
  income: z.number(),
  pay: z.number(),
  balance: z.number().nullable(),
  otherSideName: z.string().nullable(),
  summary: z.string().nullable(),
  serialNo: z.string().nullable(),
  reason: z.string().nullable(),
});

/** A break of the balance chain: the line's 余额 is not the previous 余额 + income − pay. */
export const ZChainBreak = z.object({
  row: z.number(),
  expected: z.number(),
  actual: z.number(),
  diff: z.number(),
  /** 'missing': lines worth `diff` are missing before it; 'duplicate': it repeats the line before. */
  kind: z.enum(['missing', 'duplicate']),
  text: z.string(),
});

export const ZBankCheck = z.object({
  total: z.number(),
  newCount: z.number(),
  duplicateCount: z.number(),
  conflictCount: z.number(),
  invalidCount: z.number(),
  skippedCount: z.number(),
  fileSha256: z.string(),
  /** When this very file was imported before (its date), else null. */
  sameFileImportedAt: zDateTime.nullable(),
  chainOrder: z.enum(['asc', 'desc']),
  /** The first `shownLimit` breaks (the link to the stored ledger first); `chainBreakCount` is exact. */
  chainBreaks: z.array(ZChainBreak),
  chainBreakCount: z.number(),
  /** The first `shownLimit` lines of each status, in file order (the counts above are exact). */
  rows: z.array(ZBankCheckRow),
  shownLimit: z.number(),
  /** Some status has more lines than `rows` shows. */
  rowsTruncated: z.boolean(),
});

export const ZBankImportResult = z.object({
  batchId: z.string(),
  accountId: z.string(),
  imported: z.number(),
  duplicates: z.number(),
  conflicts: z.number(),
  replaced: z.number(),
  invalid: z.number(),
  skipped: z.number(),
  chainBreaks: z.number(),
});

const tags = ['finance'];
const B = '/b/finance';

export const bankDetailApi = {
  queryList: defineCall({
    method: 'POST', path: `${B}/bankDetail/queryList`, tags, summary: '银行流水（按数据权限；params: accountId, dateTime$between, month, otherSideName$like …）',
    body: ZListRequest.optional(), data: z.array(ZBankDetail), paged: true,
  }),
  save: defineCall({ method: 'POST', path: `${B}/bankDetail/save`, tags, summary: '新增（无 id）或修改（id + version）一条流水', body: ZBankDetailSave, data: ZBankDetail }),
  deleteBankDetail: defineCall({ method: 'POST', path: `${B}/bankDetail/deleteBankDetail`, tags, summary: '删除流水（ids）', body: ZIds, data: z.null() }),
  findSummarys: defineCall({
    method: 'POST', path: `${B}/bankDetail/findSummarys`, tags, summary: '流水月度汇总（每账户每月：收入、支出、期初、期末余额及是否平衡）',
    body: ZSummaryQuery, data: z.array(ZBankMonthSummary),
  }),
  deleteBankDetailMonth: defineCall({
    method: 'POST', path: `${B}/bankDetail/deleteBankDetailMonth`, tags, summary: '删除一个账户一个月的流水', body: ZMonthDelete, data: z.object({ deleted: z.number() }),
  }),
};

export const bankMonthBalanceApi = {
  getBankAccountList: defineCall({
    method: 'POST', path: `${B}/bankMonthBalance/getBankAccountList`, tags, summary: '银行账户（按数据权限）', data: z.array(ZBankAccount),
  }),
};

export const bankDetailExcelApi = {
  readExcel: defineCall({
    method: 'POST', path: `${B}/bankDetailExcel/readExcel`, tags, summary: '读取流水文件：表头行、列对应（同义词或该账户上次的对应）、账号户名、前若干行',
    body: ZBankReadBody, data: ZBankRead,
  }),
  checkRepeat: defineCall({
    method: 'POST', path: `${B}/bankDetailExcel/checkRepeat`, tags, summary: '导入预览：新增 / 重复 / 冲突 / 无效行与余额连续性（不写入）',
    body: ZBankImportBody, data: ZBankCheck,
  }),
  importExcel: defineCall({
    method: 'POST', path: `${B}/bankDetailExcel/importExcel`, tags, summary: '导入流水（分批写入、一次发布：发布前不可见；重复行跳过并计数，冲突行按 replaceConflicts 替换或保留）',
    body: ZBankImportBody, data: ZBankImportResult,
  }),
};

export type TBankAccount = z.input<typeof ZBankAccount>;
export type TBankDetail = z.input<typeof ZBankDetail>;
export type TBankDetailSave = z.input<typeof ZBankDetailSave>;
export type TBankMonthSummary = z.input<typeof ZBankMonthSummary>;
export type TBankRead = z.input<typeof ZBankRead>;
export type TBankCheck = z.input<typeof ZBankCheck>;
export type TBankCheckRow = z.input<typeof ZBankCheckRow>;
export type TBankImportConfig = z.input<typeof ZBankImportConfig>;
export type TBankImportResult = z.input<typeof ZBankImportResult>;
