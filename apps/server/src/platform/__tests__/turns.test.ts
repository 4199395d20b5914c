import { describe, expect, it } from 'vitest';
import type { TImportResult } from '@ecms/shared';
import { auth, body } from '../../../test/helpers.js';
import { listenLocal } from '../../../test/realtime-helpers.js';
import { startImport } from '../../../test/staged-import.js';
import { useTestApp } from '../../../test/use-test-app.js';

/*
 * Issue 13: while an import writes, other requests get their turns. On the embedded database
 * (PGlite, one connection, statements run in this thread) a series of awaited transactions used
 * to run on microtasks alone: no socket was read until the import's last batch, so a cheap call
 * sent meanwhile waited for the whole write phase (db/client.ts pgliteTakeTurns).
 *
 * Cheap calls go over a real socket (a listening server), one after another with no pause, for
 * the whole import. Where each call starts and ends is read off the database's statement log
 * (countStatements): an ordering fact, not a timing. The import's staged write transactions are
 * the statements that enter its batch (set_config('ecms.import_batch', ...)); the write phase
 * runs from the first of them to the publish (the batch leaving imp_pending).
 */
const ROWS = Number(process.env.ECMS_TURNS_ROWS ?? 3_000);
const HEAD = ['申请日期', '申请人', '申请部门', '用途'];
const ctx = useTestApp({}, { countStatements: true });

const cheapCalls = [
  { who: null, url: '/api/share/param/paramList' },
  { who: 'admin', url: '/api/user/info' },
] as const;

/** A cheap call: the statement log's length when it was sent and when its answer came. */
interface Span { url: string; from: number; to: number; ms: number }

describe('no request waits for a whole import (issue 13)', () => {
  it(`cheap calls are answered during the write phase of a ${ROWS}-row staged import, each after a few of its batches at most`, async () => {
    const origin = (await listenLocal(ctx.app)).replace(/^ws/, 'http');
    const stmts = ctx.t.database.statements!;
    const headers = new Map<string | null, Record<string, string>>([[null, {}], ['admin', auth(await ctx.token('admin'))]]);
    const rows = [HEAD, ...Array.from({ length: ROWS }, (_, i) => ['2026/11/20', '孙丽', '造价一所', `轮转采购${String(i).padStart(5, '0')}`])];

    const running = startImport(ctx, 'admin', 'form:office_purchase', rows);
    let done = false;
    void running.finally(() => { done = true; }).catch(() => undefined);
    const spans: Span[] = [];
    while (!done) {
      for (const c of cheapCalls) {
        const from = stmts.count;
        const t0 = performance.now();
        const res = await fetch(`${origin}${c.url}`, { headers: headers.get(c.who) });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        spans.push({ url: c.url, from, to: stmts.count, ms: performance.now() - t0 });
      }
    }
    const res = await running;
    expect(res.statusCode, res.body).toBe(200);
    expect(body<TImportResult>(res).data).toMatchObject({ total: ROWS, imported: ROWS, failed: 0 });

    // The import's write transactions, in the order they were sent, and its publish.
    const sent = stmts.sent;
    const enters = sent.flatMap((s, i) => (s.values[0] === 'ecms.import_batch' ? [i] : []));
    const publish = sent.findIndex((s, i) => i > enters[0] && /delete from "imp_pending"/i.test(s.text));
    const writes = enters.filter((i) => i < publish);
    // 100 rows per write transaction (import.ts STAGED_BATCH_ROWS), then the publish's own.
    expect(writes.length).toBeGreaterThanOrEqual(ROWS / 100);
    const during = spans.filter((s) => s.from > writes[0] && s.to < publish);
    const batchesWaited = (s: Span) => writes.filter((i) => i >= s.from && i < s.to).length;
    const overlapping = spans.filter((s) => s.to > writes[0] && s.from < publish);
    const worst = Math.max(0, ...overlapping.map(batchesWaited));
    // Logged, not asserted (timing): the longest call answered inside the write phase.
    const slowest = Math.max(0, ...during.map((s) => s.ms));
    console.log(`[turns] ${ROWS} rows, ${writes.length} write transactions; ${spans.length} cheap calls, ${during.length} answered inside the write phase; `
      + `worst: ${worst} write transactions waited; longest of those ${slowest.toFixed(0)} ms`);
    // Both calls are answered while the write phase runs, not only after it (before: none was).
    for (const c of cheapCalls) expect(during.filter((s) => s.url === c.url).length, c.url).toBeGreaterThanOrEqual(1);
    expect(during.length).toBeGreaterThanOrEqual(3);
    // The import runs one write transaction per turn of the event loop while others wait: a call
    // waits for about as many as it needs turns (reading the request, its session lookup, its
    // transaction, writing the answer, this client reading it: 3-7 seen), never for the rest of
    // the import's batches (before: the call in flight waited for all of them). Bound loosely:
    // one run at load 18 saw 18 of 31, cause not found.
    expect(worst).toBeLessThanOrEqual((writes.length * 2) / 3);
  }, 600_000);
});
