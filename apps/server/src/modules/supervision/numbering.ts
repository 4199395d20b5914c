import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supDocCounter } from '../../db/schema/index.js';

/** Today's date in China (YYYY-MM-DD): deadlines and document years are China dates. */
// Built once: constructing a formatter with a time zone costs far more than formatting (the
// problem ledger asks for today's date on every page, to flag overdue rows).
const CHINA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

export function chinaToday(now = new Date()): string {
  return CHINA_DATE.format(now);
}

/**
 * The next number of a document kind in a year. One upsert on the (kind, year) counter row:
 * concurrent issuers queue on that row's lock, and a transaction that fails gives its number
 * back with its rollback, so numbers are distinct and have no gaps.
 */
export async function nextDocNumber(tx: Db, kind: string, year: number): Promise<number> {
  const [row] = await tx.insert(supDocCounter).values({ kind, year, value: 1 })
    .onConflictDoUpdate({ target: [supDocCounter.tenantId, supDocCounter.kind, supDocCounter.year], set: { value: sql`${supDocCounter.value} + 1` } })
    .returning({ value: supDocCounter.value });
  return row.value;
}

/** Takes `n` consecutive numbers in one step (an import batch); answers the first. */
export async function nextDocNumbers(tx: Db, kind: string, year: number, n: number): Promise<number> {
  const [row] = await tx.insert(supDocCounter).values({ kind, year, value: n })
    .onConflictDoUpdate({ target: [supDocCounter.tenantId, supDocCounter.kind, supDocCounter.year], set: { value: sql`${supDocCounter.value} + ${n}` } })
    .returning({ value: supDocCounter.value });
  return row.value - n + 1;
}

/** PREFIX-YYYY-NNNN. */
export const formatDocNumber = (prefix: string, year: number, n: number, width = 4): string => `${prefix}-${year}-${String(n).padStart(width, '0')}`;
