/**
 * Project files (工程文件, spec 3 §7 "Project cost data" → "Project files"): a project's files and
 * their tree, what each kind of file may be, reading a workbook before it is imported (sheets and
 * headers, then one sheet with its column → field mapping), 人材机 price sheets compared with the
 * project's resources, importing a 清单 workbook into an existing project, and the full-attribute
 * export of a project. The BoQ tables and their layouts (2013 / 2024) are those of quality's
 * importer (domain/boq-quality-check.md §5).
 */
import { z } from 'zod';
import { defineCall, zDateTime } from './define.js';
import { ZQcProject } from './quality.js';

export const PROJECT_FILE_MSG = {
  NOT_FOUND: '工程文件不存在或无权查看',
  UNKNOWN_KIND: '不支持的文件类别',
  NOT_XLSX: '只能读取 .xlsx 格式的 Excel 文件',
  SHEET_NOT_FOUND: '工作表不存在',
  NOT_A_TABLE: '该工作表不是可识别的清单表，请指定表类型',
  NO_PRICE_SHEET: '未找到人材机价格表：表头需有名称、单位和单价（市场价、信息价或除税价）列',
  NOTHING_TO_APPLY: '没有可调整的价格：文件中的价格与工程一致或未匹配',
  PRICE_APPLIED: '价格已写入工程',
  SPEC_MISMATCH: '文件的清单规范版本与工程不一致，不能导入同一工程',
  IMPORT_OK: '导入成功',
  FOLDER_INVALID: '文件夹名称不正确',
} as const;

const ZId = z.string().min(1).max(64);
export const PROJECT_FILE_KINDS = { boq: '清单文件', price: '价格文件', other: '其他文件' } as const;
export const ZProjectFileKind = z.enum(['boq', 'price', 'other']);
/** The BoQ tables a sheet can be read as (quality's boq-parse TableKind). */
export const ZBoqTable = z.enum(['t04', 't08', 't09', 't11', 'tm', 't12', 't12_1', 't13', 'res']);
/** A folder path of the project's file tree: names of at most 50 characters joined by '/', no '..'. */
const ZFolder = z.string().trim().max(200)
  .refine((s) => s === '' || s.split('/').every((p) => p.trim() !== '' && p.length <= 50 && p !== '.' && p !== '..'), PROJECT_FILE_MSG.FOLDER_INVALID);

export const ZProjectFile = z.object({
  id: z.string(),
  projectId: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  kind: z.string(),
  kindName: z.string(),
  folder: z.string(),
  specVersion: z.string().nullable(),
  units: z.array(z.string()),
  importedAt: zDateTime.nullable(),
  remark: z.string().nullable(),
  createdDate: zDateTime,
});
export type TProjectFile = z.input<typeof ZProjectFile>;

/** POST /b/project/file: adds / moves / removes files of a project, answers its files. No change: the list. */
export const ZProjectFileSave = z.object({
  projectId: ZId,
  add: z.array(z.object({ fileId: ZId, kind: ZProjectFileKind.optional(), folder: ZFolder.optional(), remark: z.string().trim().max(500).optional() })).max(50).optional(),
  remove: z.array(ZId).max(50).optional(),
});

export const ZFileSupport = z.object({
  kind: z.string(),
  kindName: z.string(),
  extensions: z.array(z.string()),
  maxBytes: z.number(),
  maxRows: z.number(),
  /** The layouts read and the tables recognised in each (boq); the price columns (price). */
  layouts: z.array(z.object({ version: z.string(), name: z.string(), tables: z.array(z.object({ table: z.string(), label: z.string() })) })),
  columns: z.array(z.string()),
});

export const ZBoqReadExcelBody = z.object({ fileId: ZId, sheetName: z.string().max(100).optional() });
const ZSheetInfo = z.object({
  sheet: z.string(),
  rows: z.number(),
  table: z.string().nullable(),
  label: z.string(),
  unit: z.string().nullable(),
  headerRow: z.number().nullable(),
  headers: z.array(z.string()),
});
export const ZBoqExcelRead = z.object({
  fileName: z.string(),
  specVersion: z.string().nullable(),
  sheets: z.array(ZSheetInfo),
  /** The sheet shown (asked, else the first recognised one) with its first rows. */
  sheetName: z.string(),
  rows: z.array(z.array(z.string())),
  rowNumbers: z.array(z.number()),
});

export const ZBoqReadExcelExBody = z.object({
  fileId: ZId,
  sheetName: z.string().min(1).max(100),
  table: ZBoqTable.optional(),
  headerRow: z.number().int().min(1).max(50).optional(),
  colIndexMaps: z.record(z.string().regex(/^\d{1,3}$/), z.string().max(30)).refine((m) => Object.keys(m).length <= 60, '列对应过多').optional(),
});
export const ZBoqExcelReadEx = z.object({
  sheetName: z.string(),
  table: z.string(),
  label: z.string(),
  unit: z.string().nullable(),
  headerRow: z.number(),
  headerRows: z.number(),
  headers: z.array(z.string()),
  fields: z.array(z.object({ key: z.string(), name: z.string(), col: z.number() })),
  colIndexMaps: z.record(z.string(), z.string()),
  /** The first data rows as field → text, with their row numbers. */
  records: z.array(z.object({ row: z.number(), values: z.record(z.string(), z.string()) })),
  total: z.number(),
});

export const ZReadPriceBody = z.object({ fileId: ZId, projectId: ZId.optional(), sheetName: z.string().max(100).optional() });
const ZPriceRow = z.object({
  sheet: z.string(), row: z.number(), code: z.string().nullable(), name: z.string(), spec: z.string().nullable(), unit: z.string().nullable(),
  kind: z.string(), price: z.number().nullable(), taxPrice: z.number().nullable(),
});
export const ZPriceRead = z.object({
  sheets: z.array(z.object({ sheet: z.string(), headerRow: z.number(), rows: z.number() })),
  rows: z.array(ZPriceRow),
  total: z.number(),
  /** With a project: its 人材机 lines matched (by code, else name + unit) against the file's prices. */
  compare: z.array(z.object({
    lineId: z.string(), unitName: z.string(), code: z.string().nullable(), name: z.string(), unit: z.string().nullable(),
    projectPrice: z.number().nullable(), filePrice: z.number().nullable(), deviation: z.number().nullable(),
    srcSheet: z.string(), srcRow: z.number(), fileSheet: z.string().nullable(), fileRow: z.number().nullable(),
  })),
});

export const ZApplyPriceBody = z.strictObject({
  fileId: ZId, projectId: ZId, sheetName: z.string().max(100).optional(),
  /** Only these 人材机 lines (compare rows' lineId); omitted: every matched line whose price differs. */
  lineIds: z.array(z.string().min(1).max(64)).min(1, '请选择要调价的人材机').max(20000).optional(),
});
const ZPriceChange = z.object({
  lineId: z.string(), unitName: z.string(), code: z.string().nullable(), name: z.string(), unit: z.string().nullable(),
  oldPrice: z.number().nullable(), newPrice: z.number(), oldAmount: z.number().nullable(), newAmount: z.number().nullable(),
  srcSheet: z.string(), srcRow: z.number(), fileSheet: z.string(), fileRow: z.number(),
});
/** A price application: the lines changed, kept as the project's 调价记录. */
export const ZPriceApply = z.object({
  id: z.string(), projectId: z.string(), fileId: z.string(), fileName: z.string(), sheetName: z.string().nullable(),
  changed: z.number(), changes: z.array(ZPriceChange), createdBy: z.string().nullable(), createdDate: zDateTime,
});

export const ZImportExcelBody = z.object({
  projectId: ZId,
  fileId: ZId,
  /** Per sheet name: the user's table, header row and column → field (readExcelEx). */
  mappings: z.record(z.string().max(100), z.object({
    table: ZBoqTable.nullable().optional(),
    headerRow: z.number().int().min(1).max(50).optional(),
    colIndexMaps: z.record(z.string().regex(/^\d{1,3}$/), z.string().max(30)).optional(),
  })).refine((m) => Object.keys(m).length <= 200, '工作表过多').optional(),
});
export const ZExcelImported = z.object({
  project: ZQcProject,
  file: ZProjectFile,
  specVersion: z.string(),
  units: z.array(z.object({ name: z.string(), single: z.string(), action: z.enum(['added', 'replaced']), items: z.number(), lines: z.number() })),
});

const ZTreeNode: z.ZodType<TTreeNode, TTreeNode> = z.lazy(() => z.object({
  key: z.string(),
  title: z.string(),
  type: z.enum(['folder', 'file', 'unit']),
  fileId: z.string().optional(),
  projectFileId: z.string().optional(),
  kind: z.string().optional(),
  children: z.array(ZTreeNode),
}));
export interface TTreeNode { key: string; title: string; type: 'folder' | 'file' | 'unit'; fileId?: string; projectFileId?: string; kind?: string; children: TTreeNode[] }

const tags = ['quality'];
export const projectFileApi = {
  files: defineCall({ method: 'POST', path: '/b/project/file', tags, summary: '工程文件：添加、移动、移除后返回工程的文件', body: ZProjectFileSave, data: z.array(ZProjectFile) }),
  support: defineCall({ method: 'GET', path: '/b/project/file/support/:kind', tags, summary: '某类工程文件支持的格式、版本与表', params: z.object({ kind: z.string().min(1).max(20) }), data: ZFileSupport }),
  readExcel: defineCall({ method: 'POST', path: '/b/project/file/readExcel', tags, summary: '读取清单文件：工作表、识别出的表、表头、前若干行', body: ZBoqReadExcelBody, data: ZBoqExcelRead }),
  readExcelEx: defineCall({ method: 'POST', path: '/b/project/file/readExcelEx', tags, summary: '读取一个工作表：表头行、列与字段对应、前若干行', body: ZBoqReadExcelExBody, data: ZBoqExcelReadEx }),
  readPriceExcel: defineCall({ method: 'POST', path: '/b/project/file/readPriceExcel', tags, summary: '读取人材机价格表（可与工程的人材机比对）', body: ZReadPriceBody, data: ZPriceRead }),
  importExcel: defineCall({ method: 'POST', path: '/b/project/file/importExcel', tags, summary: '将清单文件导入已有工程（同名单位工程替换）', body: ZImportExcelBody, data: ZExcelImported }),
  applyPrice: defineCall({ method: 'POST', path: '/b/project/file/applyPrice', tags, summary: '将价格文件的人材机价格写入工程（一次事务，留调价记录）', body: ZApplyPriceBody, data: ZPriceApply }),
  priceApplies: defineCall({ method: 'GET', path: '/b/project/file/priceApply/:id', tags, summary: '工程的调价记录', params: z.object({ id: ZId }), data: z.array(ZPriceApply) }),
  readDirectory: defineCall({ method: 'GET', path: '/b/project/file/readDirectory/:id', tags, summary: '工程的文件目录树', params: z.object({ id: ZId }), data: z.array(ZTreeNode) }),
};
