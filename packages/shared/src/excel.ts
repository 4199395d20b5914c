import { z } from 'zod';

/*
 * Excel templates and the import wizard (spec 3 §3 "Excel template config", §4 "Excel import
 * flow", §5 "Excel import"). colIndexMaps: column position (0-based, as a string) → field key.
 */

export const EXCEL_TEXT = {
  READ_OK: '读取成功!',
  IMPORT_OK: '导入成功!',
  READ_FIRST: '请先导入读取文件!',
  SELECT_ROWS: '请选择数据源!',
  CODE_TAKEN: '模板编码已存在',
  NOT_FOUND: '模板不存在或已被删除',
  TARGET_UNKNOWN: '导入目标不存在',
  DEFAULT_DATE_FORMAT: 'YYYY/MM/DD',
} as const;

export const IMPORT_MODES = { all: '全部或不导入', valid: '仅导入有效行' } as const;
export type TImportMode = keyof typeof IMPORT_MODES;

export const ZExcelField = z.object({
  name: z.string().max(100),
  key: z.string().max(100),
  col: z.number().int().min(-1).max(16383).nullable().optional(),
});

export const ZExcelSheetVo = z.object({
  sheetName: z.string().max(100).optional(),
  columnList: z.array(z.string().max(200)).max(1000).optional(),
  datas: z.array(z.array(z.string().max(2000)).max(1000)).max(100).optional(),
});

export const ZColIndexMaps = z.record(z.string().regex(/^\d{1,5}$/), z.string().max(100));

export const ZExcelTemplateConfig = z.object({
  sheetName: z.string().max(100).optional(),
  headerRow: z.number().int().min(1).max(100).optional(),
  fields: z.array(ZExcelField).max(500).optional(),
  colIndexMaps: ZColIndexMaps.optional(),
  excelSheetVos: z.array(ZExcelSheetVo).max(50).optional(),
});
export type TExcelTemplateConfig = z.infer<typeof ZExcelTemplateConfig>;

export const ZExcelTemplateSave = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().optional(),
  code: z.string().trim().min(1, '请输入模板编码').max(64).regex(/^[\w:.-]+$/, '模板编码只能包含字母、数字、下划线、冒号、点和横线'),
  name: z.string().trim().min(1, '请输入模板名称').max(100),
  targetCode: z.string().trim().min(1, '请选择导入目标').max(100),
  sheetName: z.string().max(100).nullable().optional(),
  remark: z.string().max(500).nullable().optional(),
  config: ZExcelTemplateConfig.optional(),
});
export type TExcelTemplateSave = z.infer<typeof ZExcelTemplateSave>;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
export const ZExcelConfirm = z.object({
  colIndexMaps: ZColIndexMaps.optional(),
  sheetName: z.string().max(100).optional(),
  mode: z.enum(['all', 'valid', 'check']).default('all'),
  /** Chosen by the browser so it can match progress pushes before the answer arrives. */
  jobId: z.string().regex(ID).optional(),
  /** Spreadsheet row numbers the user removed from the preview: not imported. */
  skipRows: z.array(z.number().int().min(1)).max(100000).optional(),
  /** Remember colIndexMaps on the template (default true). */
  remember: z.boolean().optional(),
});
export type TExcelConfirm = z.infer<typeof ZExcelConfirm>;

export const ZExcelDoImport = z.object({
  code: z.string().max(100).optional(),
  encodedFileItem: z.string().regex(ID, '文件编号不正确'),
  formId: z.string().max(64).optional(),
  projectId: z.string().max(64).optional(),
  projectNodeId: z.string().max(64).optional(),
  groupId: z.string().max(64).optional(),
  mode: z.enum(['all', 'valid', 'check']).default('all'),
  colIndexMaps: ZColIndexMaps.optional(),
  jobId: z.string().regex(ID).optional(),
});

export const ZImportResult = z.object({
  total: z.number(),
  imported: z.number(),
  failed: z.number(),
  errors: z.array(z.object({ row: z.number(), reasons: z.array(z.string()) })),
  /** File item id of the error workbook (download through /b/fileItem/download/{id}). */
  errorFileId: z.string().optional(),
  errorFileUrl: z.string().optional(),
  notes: z.array(z.string()),
  mode: z.enum(['all', 'valid', 'check']),
});
export type TImportResult = z.input<typeof ZImportResult>;

export const ZExcelRead = z.object({
  code: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  sheets: z.array(z.string()),
  sheetName: z.string().optional(),
  /** Column titles of the sheet, by position (an empty cell is a hole: null on the wire). */
  columnList: z.array(z.string().nullish()),
  /** Target fields (name, key, col) with the column each is mapped to (-1: none). */
  fields: z.array(z.object({ name: z.string(), key: z.string(), col: z.number(), required: z.boolean(), type: z.string() })),
  colIndexMaps: z.record(z.string(), z.string()),
  excelSheetVos: z.array(z.object({
    sheetName: z.string().optional(), columnList: z.array(z.string().nullish()), datas: z.array(z.array(z.string().nullish())), rowNumbers: z.array(z.number()),
  })),
  total: z.number(),
  /** The target imports all or nothing: the wizard offers no "valid rows only". */
  allOrNothing: z.boolean().optional(),
});
export type TExcelRead = z.input<typeof ZExcelRead>;

/*
 * Excel reports (Excel 报表): saved, reusable export definitions over a registered export
 * source — the columns in their order (optionally retitled), the saved list filters (list DSL
 * params, `field` or `field$op`), the sort and the sheet name. Running one streams what the
 * caller's own permission and data scope allow.
 */
export const EXCEL_REPORT_TEXT = {
  NAME_REQUIRED: '名称不能为空',
  SOURCE_REQUIRED: '请选择数据源',
  COLUMNS_REQUIRED: '请至少选择一列',
  SOURCE_UNKNOWN: '数据源不存在',
  COLUMN_UNKNOWN: '所选列不属于该数据源',
  COLUMN_DUPLICATE: '列不能重复选择',
  FILTER_UNKNOWN: '筛选条件的字段不属于该数据源',
  FILTER_OP_UNKNOWN: '不支持的筛选运算符',
  SORT_UNKNOWN: '排序字段不属于该数据源',
  NOT_FOUND: '报表不存在或已被删除',
  NAME_TAKEN: '报表名称已存在',
} as const;

/** Operators of the list DSL (server platform/list-query.ts LIST_OPS). */
export const LIST_FILTER_OPS = {
  eq: '等于', ne: '不等于', like: '包含', in: '属于', gt: '大于', gte: '大于等于', lt: '小于', lte: '小于等于', between: '介于', isNull: '为空',
} as const;
export type TListFilterOp = keyof typeof LIST_FILTER_OPS;

export const ZExcelReportColumn = z.object({
  key: z.string().trim().min(1).max(100),
  title: z.string().trim().max(100).nullable().optional(),
});
export type TExcelReportColumn = z.infer<typeof ZExcelReportColumn>;

export const ZExcelReportSave = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().optional(),
  name: z.string({ error: EXCEL_REPORT_TEXT.NAME_REQUIRED }).trim().min(1, EXCEL_REPORT_TEXT.NAME_REQUIRED).max(100, '名称不能超过100个字符'),
  remark: z.string().max(500, '备注不能超过500个字符').nullable().optional(),
  sourceCode: z.string({ error: EXCEL_REPORT_TEXT.SOURCE_REQUIRED }).trim().min(1, EXCEL_REPORT_TEXT.SOURCE_REQUIRED).max(100),
  columns: z.array(ZExcelReportColumn, { error: EXCEL_REPORT_TEXT.COLUMNS_REQUIRED })
    .min(1, EXCEL_REPORT_TEXT.COLUMNS_REQUIRED).max(200, '列不能超过200个'),
  params: z.record(z.string().max(120), z.unknown()).nullable().optional(),
  orderBy: z.string().max(64).nullable().optional(),
  order: z.enum(['asc', 'desc']).nullable().optional(),
  sheetName: z.string().max(31, '工作表名称不能超过31个字符').nullable().optional(),
});
export type TExcelReportSave = z.infer<typeof ZExcelReportSave>;

export const ZExcelReport = z.object({
  id: z.string(),
  name: z.string(),
  remark: z.string().nullable(),
  sourceCode: z.string(),
  sourceLabel: z.string().optional(),
  columns: z.array(z.object({ key: z.string(), title: z.string().nullable().optional() })),
  params: z.record(z.string(), z.unknown()),
  orderBy: z.string().nullable(),
  order: z.enum(['asc', 'desc']).nullable(),
  sheetName: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
  version: z.number(),
});
export type TExcelReport = z.input<typeof ZExcelReport>;

/** A filterable (and maybe sortable) field of an export source, for the report designer. */
export const ZExportFilterField = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'number', 'date', 'select']),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  sortable: z.boolean().optional(),
});
export type TExportFilterField = z.input<typeof ZExportFilterField>;

export const ZExportSourceInfo = z.object({
  code: z.string(),
  label: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  filters: z.array(ZExportFilterField),
});
export type TExportSourceInfo = z.input<typeof ZExportSourceInfo>;
