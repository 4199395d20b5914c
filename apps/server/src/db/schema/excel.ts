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
