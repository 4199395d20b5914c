/** Online forms (docs/forms.md, docs/forms-excel-contract.md) and record kinds (print, ref options). */
import { z } from 'zod';
import { defineCall } from './define.js';

const tags = ['form'];
const id = z.string().min(1).max(64);

// ---- record kinds -------------------------------------------------------------------------------

/** One labelled value of a print. */
export const ZPrintField = z.object({ label: z.string(), value: z.string() });
/** A table of a print (a form's sub-table). */
export const ZPrintTable = z.object({ title: z.string(), columns: z.array(z.string()), rows: z.array(z.array(z.string())) });
/** A record laid out for printing: heading, labelled values (formatted as the export writes them), tables. */
export const ZPrintDoc = z.object({
  kind: z.string(),
  kindName: z.string(),
  id: z.string(),
  title: z.string(),
  fields: z.array(ZPrintField),
  tables: z.array(ZPrintTable),
});
/** A record to pick in a `ref` field. */
export const ZRefOption = z.object({ value: z.string(), label: z.string().nullable() });

/** `:kind` of a record kind: `contract`, `form:<code>`. */
const ZKindParam = z.object({ kind: z.string().min(1).max(64), id });

export const recordKindApi = {
  print: defineCall({
    method: 'GET', path: '/b/record/:kind/:id/print', tags, summary: '记录打印/预览（按记录类型的查看权限与数据权限）',
    params: ZKindParam, data: ZPrintDoc,
  }),
  options: defineCall({
    method: 'GET', path: '/b/record/:kind/options', tags, summary: '关联字段的候选记录（按标题搜索或按 id，按数据权限）',
    params: z.object({ kind: z.string().min(1).max(64) }),
    query: z.object({ q: z.string().max(100).optional(), ids: z.string().max(2000).optional() }),
    data: z.array(ZRefOption),
  }),
};

export type TPrintField = z.infer<typeof ZPrintField>;
export type TPrintTable = z.infer<typeof ZPrintTable>;
export type TPrintDoc = z.infer<typeof ZPrintDoc>;
export type TRefOption = z.infer<typeof ZRefOption>;
