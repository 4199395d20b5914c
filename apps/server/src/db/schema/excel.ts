import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Excel import templates (spec 3 §3 "Excel template config"). A template names what it fills
 * (`target_code`, a registered import target such as 'sys:user' or 'form:<id>') and keeps the
 * spreadsheet layout in `config`: fields (name, key, col), colIndexMaps, excelSheetVos and the
 * column mapping the last import used (remembered per template).
 */
export const excelTemplate = pgTable('excel_template', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  targetCode: text('target_code').notNull(),
  sheetName: text('sheet_name'),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('excel_template_code_uq').on(t.tenantId, t.code),
  index('excel_template_target_idx').on(t.tenantId, t.targetCode),
  tenantPolicy(t),
]).enableRLS();

/*
 * Excel reports (Excel 报表): a saved export over a registered export source (`source_code`).
 * `columns` are the chosen source columns in order with optional custom titles; `params`,
 * `order_by` and `order_dir` are list-DSL filters and sort applied on every run, inside the
 * runner's own data scope.
 */
export const excelReport = pgTable('excel_report', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  name: text('name').notNull(),
  remark: text('remark'),
  sourceCode: text('source_code').notNull(),
  columns: jsonb('columns').$type<{ key: string; title?: string | null }[]>().notNull().default([]),
  params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
  orderBy: text('order_by'),
  orderDir: text('order_dir'),
  sheetName: text('sheet_name'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('excel_report_name_uq').on(t.tenantId, t.name),
  index('excel_report_source_idx').on(t.tenantId, t.sourceCode),
  tenantPolicy(t),
]).enableRLS();
