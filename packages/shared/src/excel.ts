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

export interface TImportResult {
  total: number;
  imported: number;
  failed: number;
  errors: { row: number; reasons: string[] }[];
  /** File item id of the error workbook (download through /b/fileItem/download/{id}). */
  errorFileId?: string;
  errorFileUrl?: string;
  notes: string[];
  mode: 'all' | 'valid' | 'check';
}

export interface TExcelRead {
  code: string;
  fileId: string;
  fileName: string;
  sheets: string[];
  sheetName?: string;
  /** Column titles of the sheet, by position. */
  columnList: string[];
  /** Target fields (name, key, col) with the column each is mapped to (-1: none). */
  fields: { name: string; key: string; col: number; required: boolean; type: string }[];
  colIndexMaps: Record<string, string>;
  excelSheetVos: { sheetName?: string; columnList: string[]; datas: string[][]; rowNumbers: number[] }[];
  total: number;
}
