import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { auth, body } from './helpers.js';
import { multipart } from './multipart.js';
import type { TestContext } from './use-test-app.js';

/*
 * Staged imports (platform/excel/staging.ts) seen from outside while they run: another user, in
 * transactions of its own, must never see a row of a batch that is still pending, and gets its
 * answers while the import runs (the embedded database's one connection is not held by it).
 */

export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('数据');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Uploads a workbook as `login` and starts confirmExcel on it (not awaited by the caller until it wants the answer). */
export async function startImport(ctx: TestContext, login: string, code: string, rows: unknown[][], mode: 'valid' | 'all' = 'valid') {
  const token = await ctx.token(login);
  const m = multipart([{ field: 'file', filename: 'import.xlsx', content: await xlsxOf(rows) }]);
  const up = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(token), 'content-type': m.contentType }, payload: m.payload });
  expect(up.statusCode, up.body).toBe(200);
  const fileId = body<string[]>(up).data[0];
  return ctx.app.inject({ method: 'POST', url: `/api/b/excel/template/confirmExcel/${code}/${fileId}`, headers: auth(token), payload: { mode } });
}

export interface StagedWatch {
  /** Polls that found a batch of the company pending. */
  pendingPolls: number;
  /** Polls that saw a row of the import while a batch was pending (must stay 0). */
  leaks: number;
  /** List calls answered while one batch stayed pending from before the call to after it. */
  listsWhilePending: number;
  /** What those list calls counted of the import's rows (each must be 0). */
  listedWhilePending: number[];
}

/**
 * Watches `running` (an import) as `observer`: `visible` counts the import's rows (plain SQL, run
 * under row-level security as the observer) in the same statement as the pending batches are
 * read; `list` (optional) counts them through the observer's HTTP list. Returns once it settled.
 */
export async function watchStaged(ctx: TestContext, observer: string, visible: SQL, running: Promise<unknown>, list?: () => Promise<number | undefined>): Promise<StagedWatch> {
  let done = false;
  void running.finally(() => { done = true; }).catch(() => undefined);
  const out: StagedWatch = { pendingPolls: 0, leaks: 0, listsWhilePending: 0, listedWhilePending: [] };
  const poll = () => ctx.as(observer, async (tx) => {
    const r = await tx.execute(sql`select (select string_agg(id, ',') from imp_pending) as pending, (${visible})::int as n`);
    const row = (r as unknown as { rows: { pending: string | null; n: number }[] }).rows[0];
    return { pending: row.pending ? row.pending.split(',') : [], n: Number(row.n) };
  });
  while (!done) {
    const before = await poll();
    if (before.pending.length) {
      out.pendingPolls++;
      if (before.n > 0) out.leaks++;
      if (list) {
        const listed = await list();
        const after = await poll();
        if (after.pending.some((id) => before.pending.includes(id))) {
          out.listsWhilePending++;
          // No total is not an answer: counted as a leak.
          out.listedWhilePending.push(listed ?? -1);
        }
      }
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await running;
  return out;
}

/** No batch is left pending and no row keeps a marker of one (failed imports are deleted, published ones settled). */
export async function expectNoStagedLeftovers(ctx: TestContext, table: SQL): Promise<void> {
  const r = await ctx.db.execute(sql`select (select count(*) from imp_pending where tenant_id = ${ctx.tenantId})::int as pending,
    (select count(*) from ${table} where import_batch is not null)::int as marked`);
  expect((r as unknown as { rows: { pending: number; marked: number }[] }).rows[0]).toEqual({ pending: 0, marked: 0 });
}
