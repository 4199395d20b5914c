import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { impPending } from '../../db/schema/index.js';
import { newId } from '../ids.js';
import type { TxRunner } from './import.js';

/*
 * Staged writes (issue 13: no import holds the embedded database's one connection for long).
 * An import's rows go in through many short transactions, yet the user sees all of them or none:
 *  - the batch is listed in imp_pending first;
 *  - every write transaction sets `ecms.import_batch`; a table that takes part has an
 *    `import_batch` column defaulting to that setting and a restrictive row-level policy that
 *    hides a row whose batch is still pending from every transaction but the batch's own
 *    (hand-written in the migration that adds the column; sys_user and search_doc so far);
 *  - publishing is one statement: the batch leaves imp_pending, and every row it wrote is
 *    visible at the same commit;
 *  - a failure deletes the batch's rows from every such table, then the batch.
 * A target may use it only if its insertBatch inserts rows into such tables and changes nothing
 * else (ImportTarget.staged). After the publish the markers are cleared in short transactions
 * (cosmetic: a published row is visible either way). A batch left pending by a crash keeps its
 * rows hidden; it is swept by the next staged import of its company once it is STALE_MS old.
 */

const SETTING = 'ecms.import_batch';
/** A pending batch older than this belongs to a process that died (an import is minutes at most). */
const STALE_MS = 6 * 3600_000;
const SETTLE_ROWS = 200;

let tablesCache: Promise<string[]> | undefined;

/** The tables that take part (those with an import_batch column), found once per process. */
function stagedTables(tx: Db): Promise<string[]> {
  tablesCache ??= tx.execute(sql`select c.relname as name from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where a.attname = 'import_batch' and not a.attisdropped and c.relkind = 'r' and n.nspname = current_schema()
      order by c.relname`)
    .then((r) => (r as unknown as { rows: { name: string }[] }).rows.map((x) => x.name))
    .catch((e: unknown) => { tablesCache = undefined; throw e; });
  return tablesCache;
}

const enter = (tx: Db, batch: string) => tx.execute(sql`select set_config(${SETTING}, ${batch}, true)`);

/** Deletes a batch's rows from every taking-part table, then the batch (its own transaction). */
async function dropBatch(tx: Db, batch: string): Promise<void> {
  await enter(tx, batch);
  for (const t of await stagedTables(tx)) await tx.execute(sql`delete from ${sql.identifier(t)} where import_batch = ${batch}`);
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

/** Opens a staged batch (sweeping the company's stale ones first). */
export async function openStage(withTx: TxRunner): Promise<Stage> {
  const id = newId();
  const stale = await withTx(async (tx) => {
    await tx.insert(impPending).values({ id });
    return tx.select({ id: impPending.id }).from(impPending).where(lt(impPending.startedDate, new Date(Date.now() - STALE_MS)));
  });
  for (const s of stale) await withTx((tx) => dropBatch(tx, s.id));
  return {
    id,
    write: (fn) => withTx(async (tx) => { await enter(tx, id); return fn(tx); }),
    publish: (fn) => withTx(async (tx) => {
      await enter(tx, id);
      await fn?.(tx);
      await tx.delete(impPending).where(eq(impPending.id, id));
    }),
    discard: () => withTx((tx) => dropBatch(tx, id)).catch(() => undefined),
    settle: async () => {
      try {
        const tables = await withTx((tx) => stagedTables(tx));
        for (const t of tables) {
          for (;;) {
            const n = await withTx(async (tx) => {
              await enter(tx, id);
              const r = await tx.execute(sql`with u as (update ${sql.identifier(t)} set import_batch = null where ctid in (
                select ctid from ${sql.identifier(t)} where import_batch = ${id} limit ${SETTLE_ROWS}) returning 1)
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
