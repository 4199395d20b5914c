import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { impPending } from '../../db/schema/index.js';
import { newId } from '../ids.js';
import type { TxRunner } from './import.js';
import type { StagedTable } from './targets.js';

/*
 * Staged writes (issue 13: no import holds the embedded database's one connection for long).
 * An import's rows go in through many short transactions, yet the user sees all of them or none:
 *  - the batch is listed in imp_pending first;
 *  - every write transaction sets `ecms.import_batch`; a table that takes part has an
 *    `import_batch` column defaulting to that setting and a restrictive row-level policy that
 *    hides a row whose batch is still pending from every transaction but the batch's own
 *    (hand-written in the migration that adds the column: sys_user, search_doc, sup_problem,
 *    sup_hazard, fin_dept_cost; an online form's table gets it from the form DDL, form-ddl.ts);
 *  - publishing is one statement: the batch leaves imp_pending, and every row it wrote is
 *    visible at the same commit;
 *  - a failure deletes the batch's rows from every such table, then the batch.
 * A target may use it only if its insertBatch inserts rows into such tables and changes nothing
 * else (ImportTarget.staged / stagedFor); what must be consecutive (serial numbers) it assigns in
 * the publish transaction (ImportTarget.publish), so a failed import consumes none. After the publish the markers are cleared in short transactions
 * (cosmetic: a published row is visible either way). A batch left pending by a crash keeps its
 * rows hidden; it is swept by the next staged import of its company once it is STALE_MS old.
 */

const SETTING = 'ecms.import_batch';
/** A pending batch older than this belongs to a process that died (an import is minutes at most). */
const STALE_MS = 6 * 3600_000;
const SETTLE_ROWS = 200;

let tablesCache: Promise<StagedTable[]> | undefined;

/** The platform's tables that take part (those with an import_batch column), found once per process. */
function platformTables(tx: Db): Promise<StagedTable[]> {
  tablesCache ??= tx.execute(sql`select n.nspname as schema, c.relname as table from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where a.attname = 'import_batch' and not a.attisdropped and c.relkind = 'r' and n.nspname = current_schema()
      order by c.relname`)
    .then((r) => (r as unknown as { rows: StagedTable[] }).rows)
    .catch((e: unknown) => { tablesCache = undefined; throw e; });
  return tablesCache;
}

/** Every table a batch may have written: the platform's and those its target named (an online form's). */
async function batchTables(tx: Db, extra: readonly StagedTable[]): Promise<StagedTable[]> {
  return [...extra, ...(await platformTables(tx))];
}

const qualified = (t: StagedTable) => sql`${sql.identifier(t.schema)}.${sql.identifier(t.table)}`;

const enter = (tx: Db, batch: string) => tx.execute(sql`select set_config(${SETTING}, ${batch}, true)`);

/** Deletes a batch's rows from every taking-part table, then the batch (its own transaction). */
async function dropBatch(tx: Db, batch: string, extra: readonly StagedTable[]): Promise<void> {
  await enter(tx, batch);
  for (const t of await batchTables(tx, extra)) await tx.execute(sql`delete from ${qualified(t)} where import_batch = ${batch}`);
  await tx.delete(impPending).where(eq(impPending.id, batch));
}

export interface Stage {
  readonly id: string;
  /** A short write transaction of the batch: what it inserts into taking-part tables stays hidden. */
  write<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Makes every row of the batch visible at once; `fn` runs in the same transaction first. */
  publish(fn?: (tx: Db) => Promise<void>): Promise<void>;
  /** Deletes what the batch wrote (after a failure); never throws. */
  discard(): Promise<void>;
  /** Clears the published batch's markers, in short transactions; never throws. */
  settle(): Promise<void>;
}

/**
 * Opens a staged batch (sweeping the company's stale ones first). `extra`: tables outside the
 * platform schema the batch writes into; they are recorded with it so that a sweep finds them.
 */
export async function openStage(withTx: TxRunner, extra: readonly StagedTable[] = []): Promise<Stage> {
  const id = newId();
  const stale = await withTx(async (tx) => {
    await tx.insert(impPending).values({ id, extraTables: [...extra] });
    return tx.select({ id: impPending.id, extraTables: impPending.extraTables }).from(impPending)
      .where(lt(impPending.startedDate, new Date(Date.now() - STALE_MS)));
  });
  // A sweep that fails (e.g. its form's table was dropped since) leaves the rows hidden; the next import tries again.
  for (const s of stale) await withTx((tx) => dropBatch(tx, s.id, s.extraTables)).catch(() => undefined);
  return {
    id,
    write: (fn) => withTx(async (tx) => { await enter(tx, id); return fn(tx); }),
    publish: (fn) => withTx(async (tx) => {
      await enter(tx, id);
      await fn?.(tx);
      await tx.delete(impPending).where(eq(impPending.id, id));
    }),
    discard: () => withTx((tx) => dropBatch(tx, id, extra)).catch(() => undefined),
    settle: async () => {
      try {
        const tables = await withTx((tx) => batchTables(tx, extra));
        for (const t of tables) {
          for (;;) {
            const n = await withTx(async (tx) => {
              await enter(tx, id);
              const r = await tx.execute(sql`with u as (update ${qualified(t)} set import_batch = null where ctid in (
                select ctid from ${qualified(t)} where import_batch = ${id} limit ${SETTLE_ROWS}) returning 1)
                select count(*)::int as n from u`);
              return (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
            });
            if (n < SETTLE_ROWS) break;
          }
        }
      } catch {
        // Markers of a published batch are harmless: its rows are visible either way.
      }
    },
  };
}
