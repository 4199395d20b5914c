/* What the Excel bench's orchestrator (excel.ts) and its measured child processes (excel-phase.ts) share. */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';

export const HEAD = ['编号', '名称', '金额', '日期', '数量', '备注'];
export const KEYS = ['code', 'name', 'amount', 'd', 'qty', 'remark'] as const;
export const TABLES = { ours: 'bench_excel_ours', bare: 'bench_excel_bare' } as const;
export type Side = keyof typeof TABLES;

export const createTable = (db: Db, side: Side) => db.execute(sql`create table if not exists ${sql.identifier(TABLES[side])}
  (code text primary key, name text not null, amount numeric, d date, qty numeric, remark text)`);

/** The one multi-row insert both pipelines use (the bare one and the product's bench target). */
export const insertRows = (tx: Db, side: Side, rows: Record<string, unknown>[]) =>
  tx.execute(sql`insert into ${sql.identifier(TABLES[side])} (code, name, amount, d, qty, remark) values ${sql.join(
    rows.map((r) => sql`(${r.code}, ${r.name}, ${r.amount}, ${r.d}, ${r.qty}, ${r.remark})`), sql`, `)}`);

/** Row i of the input sheet: text cells as people type them (dates with slashes, money with separators). */
export const inputRow = (i: number): unknown[] => [
  `C${String(i).padStart(7, '0')}`, `项目名称${i}`, `${(i % 1000).toLocaleString('en')},${String(i % 1000).padStart(3, '0')}.50`,
  `2024/${1 + (i % 12)}/${1 + (i % 28)}`, i % 97, i % 3 ? '' : `备注${i}`,
];
