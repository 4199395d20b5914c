/**
 * Excel templates, import and reports (spec 3 §7 "Excel") that answer JSON. Template downloads,
 * list exports and report runs stream a workbook and stay plain routes (excel*.routes.ts).
 */
import { z } from 'zod';
import {
  type TExcelTemplateConfig, ZExcelConfirm, ZExcelDoImport, ZExcelRead, ZExcelReport, ZExcelReportSave, ZExcelTemplateSave,
  ZExportSourceInfo, ZImportResult,
} from '../excel.js';
import { ZListRequest } from './common.js';
import { defineCall } from './define.js';
import { ZAuditFields } from './rows.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const CODE = /^[\w:.-]{1,100}$/;
const ZTemplateId = z.object({ id: z.string().regex(ID) });
const ZCodeFile = z.object({ code: z.string().regex(CODE, '模板编码不正确'), file: z.string().regex(ID, '文件编号不正确') });
const ZReportId = z.object({ id: z.string().regex(ID, '报表编号不正确') });

export const ZExcelTemplateRow = z.object({
  tenantId: z.string(),
  id: z.string(),
  code: z.string(),
  name: z.string(),
  targetCode: z.string(),
  sheetName: z.string().nullable(),
  /** Stored as saved (ZExcelTemplateConfig checked it then); answered as it is. */
  config: z.custom<TExcelTemplateConfig>((v) => typeof v === 'object' && v !== null && !Array.isArray(v)),
  remark: z.string().nullable(),
  ...ZAuditFields,
});

/** An import target and its columns (template configuration). */
export const ZImportTargetInfo = z.object({
  code: z.string(),
  label: z.string(),
  columns: z.array(z.object({
    key: z.string(),
    label: z.string(),
    type: z.string(),
    required: z.boolean().optional(),
    dictCode: z.string().optional(),
    unique: z.boolean().optional(),
    maxLength: z.number().optional(),
    pattern: z.string().optional(),
    patternMessage: z.string().optional(),
    dictStore: z.enum(['value', 'label']).optional(),
  })),
  /** The target's rows only make sense together: imports run all or nothing (no "valid rows only"). */
  allOrNothing: z.boolean().optional(),
});

const tags = ['excel'];
const doImport = (path: string, summary: string) => defineCall({ method: 'POST', path, tags, summary, body: ZExcelDoImport, data: ZImportResult });

export const excelApi = {
  templateList: defineCall({
    method: 'POST', path: '/b/excel/template/queryList', tags, summary: 'Excel 模板列表（params: code, name, targetCode）',
    body: ZListRequest.optional(), data: z.array(ZExcelTemplateRow), paged: true,
  }),
  template: defineCall({ method: 'GET', path: '/b/excel/template/:id', tags, summary: 'Excel 模板详情', params: ZTemplateId, data: ZExcelTemplateRow }),
  saveTemplate: defineCall({
    method: 'POST', path: '/b/excel/template', tags, summary: '新增（无 id）或修改（id + version）Excel 模板', body: ZExcelTemplateSave, data: ZExcelTemplateRow,
  }),
  deleteTemplate: defineCall({ method: 'DELETE', path: '/b/excel/template/:id', tags, summary: '删除 Excel 模板', params: ZTemplateId, data: z.null() }),
  targets: defineCall({ method: 'GET', path: '/b/excel/targets', tags, summary: '可导入的目标及其字段（模板配置用）', data: z.array(ZImportTargetInfo) }),
  readExcel: defineCall({
    method: 'POST', path: '/b/excel/template/readExcel/:code/:file', tags, summary: '读取上传的 Excel：工作表、列标题、字段对应、前若干行',
    params: ZCodeFile, body: z.object({ sheetName: z.string().max(100).optional() }).optional(), data: ZExcelRead,
  }),
  /** A refused all-or-nothing import answers 400 with the same result as its data. */
  confirmExcel: defineCall({
    method: 'POST', path: '/b/excel/template/confirmExcel/:code/:file', tags,
    summary: '按列对应（colIndexMaps）导入已读取的文件；mode: all 全部或不导入 / valid 仅导入有效行 / check 只校验',
    params: ZCodeFile, body: ZExcelConfirm, data: ZImportResult,
  }),
  doImport: doImport('/b/excel/doImport', '导入（code 模板编码或 formId 表单；encodedFileItem 上传的文件编号）'),
  importData: doImport('/b/excel/template/importData', '导入数据（同 /b/excel/doImport）'),

  reportList: defineCall({
    method: 'POST', path: '/b/excel/report/queryList', tags, summary: 'Excel 报表列表（params: name, sourceCode）',
    body: ZListRequest.optional(), data: z.array(ZExcelReport), paged: true,
  }),
  reportSources: defineCall({
    method: 'GET', path: '/b/excel/report/sources', tags, summary: '可用的数据源及其列、筛选字段（报表设计用；按当前用户权限）', data: z.array(ZExportSourceInfo),
  }),
  report: defineCall({ method: 'GET', path: '/b/excel/report/:id', tags, summary: 'Excel 报表详情', params: ZReportId, data: ZExcelReport }),
  saveReport: defineCall({
    method: 'POST', path: '/b/excel/report/save', tags, summary: '新增（无 id）或修改（id + version）Excel 报表', body: ZExcelReportSave, data: ZExcelReport,
  }),
  deleteReport: defineCall({ method: 'DELETE', path: '/b/excel/report/:id', tags, summary: '删除 Excel 报表', params: ZReportId, data: z.null() }),
};

export type TExcelTemplateRow = z.input<typeof ZExcelTemplateRow>;
export type TImportTargetInfo = z.input<typeof ZImportTargetInfo>;
