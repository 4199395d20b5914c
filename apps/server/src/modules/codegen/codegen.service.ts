import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { ZSerialRule, type TSerialRule } from '@ecms/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { cgCounter, cgRule } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';

/*
 * Code generation (spec 3 §2 code-gen): prefix + date part + a sequence that restarts per
 * period. A value is taken by one upsert on the (rule, period) counter row: concurrent callers
 * queue on that row's lock, so no two ever get the same number.
 */

/** Date parts in the company's time zone (China), so numbers roll over at local midnight. */
function datePart(pattern: TSerialRule['datePattern'], now: Date): string {
  if (!pattern) return '';
  const d = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, dd] = d.split('-');
  return pattern === 'YYYY' ? y : pattern === 'YYYYMM' ? `${y}${m}` : `${y}${m}${dd}`;
}

export const formatSerial = (r: Pick<TSerialRule, 'prefix' | 'separator' | 'seqLength'>, period: string, n: number) =>
  [r.prefix, period, String(n).padStart(r.seqLength, '0')].filter((p) => p !== '').join(r.separator);

async function ruleByCode(tx: Db, code: string) {
  const [rule] = await tx.select().from(cgRule).where(eq(cgRule.code, code));
  if (!rule) throw notFound(`编码规则“${code}”不存在`);
  return rule;
}

export async function ruleExists(tx: Db, code: string): Promise<boolean> {
  const [rule] = await tx.select({ id: cgRule.id }).from(cgRule).where(eq(cgRule.code, code));
  return !!rule;
}

/** Next value of a rule; `peek` shows it without consuming it. */
export async function nextSerial(tx: Db, code: string, opts: { peek?: boolean; now?: Date } = {}): Promise<string> {
  const rule = await ruleByCode(tx, code);
  const period = datePart(rule.datePattern as TSerialRule['datePattern'], opts.now ?? new Date());
  if (opts.peek) {
    const [c] = await tx.select({ value: cgCounter.value }).from(cgCounter).where(and(eq(cgCounter.ruleCode, code), eq(cgCounter.period, period)));
    return formatSerial(rule, period, (c?.value ?? 0) + 1);
  }
  const [row] = await tx.insert(cgCounter).values({ ruleCode: code, period, value: 1 })
    .onConflictDoUpdate({ target: [cgCounter.tenantId, cgCounter.ruleCode, cgCounter.period], set: { value: sql`${cgCounter.value} + 1` } })
    .returning({ value: cgCounter.value });
  return formatSerial(rule, period, row.value);
}

/** `n` consecutive numbers of a rule in one counter step (an import's rows, numbered when it is published). */
export async function nextSerials(tx: Db, code: string, n: number, now = new Date()): Promise<string[]> {
  if (n <= 0) return [];
  const rule = await ruleByCode(tx, code);
  const period = datePart(rule.datePattern as TSerialRule['datePattern'], now);
  const [row] = await tx.insert(cgCounter).values({ ruleCode: code, period, value: n })
    .onConflictDoUpdate({ target: [cgCounter.tenantId, cgCounter.ruleCode, cgCounter.period], set: { value: sql`${cgCounter.value} + ${n}` } })
    .returning({ value: cgCounter.value });
  return Array.from({ length: n }, (_, i) => formatSerial(rule, period, row.value - n + 1 + i));
}

export const codegenRules = {
  async list(tx: Db, req: TListRequest) {
    const q = await buildListQuery({
      scope: 'none', reason: 'numbering rules are tenant configuration, not records of a data menu',
      fields: { code: cgRule.code, name: cgRule.name, prefix: cgRule.prefix, updatedDate: cgRule.updatedDate },
      defaultOrderBy: 'updatedDate', tieBreaker: cgRule.id,
    }, req);
    const { rows, total } = await pageWithTotal(tx, cgRule, q, (n) => tx.select({ ...getTableColumns(cgRule), [TOTAL_COLUMN]: n }).from(cgRule)
      .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
    const now = new Date();
    return { rows: rows.map((r) => ({ ...r, example: formatSerial(r, datePart(r.datePattern as TSerialRule['datePattern'], now), 1) })), total };
  },
  async save(tx: Db, input: z.output<typeof ZSerialRule> & { id?: string }) {
    const [same] = await tx.select({ id: cgRule.id }).from(cgRule).where(eq(cgRule.code, input.code));
    if (same && same.id !== input.id) throw badRequest(`编码规则“${input.code}”已存在`);
    const values = { code: input.code, name: input.name, prefix: input.prefix, datePattern: input.datePattern, seqLength: input.seqLength, separator: input.separator };
    if (input.id) {
      const [row] = await tx.update(cgRule).set({ ...values, updatedDate: new Date(), version: sql`${cgRule.version} + 1` })
        .where(eq(cgRule.id, input.id)).returning();
      if (!row) throw notFound();
      return row;
    }
    const [row] = await tx.insert(cgRule).values({ id: newId(), ...values }).returning();
    return row;
  },
  async remove(tx: Db, id: string) {
    const [row] = await tx.delete(cgRule).where(eq(cgRule.id, id)).returning({ code: cgRule.code });
    if (!row) throw notFound();
    await tx.delete(cgCounter).where(eq(cgCounter.ruleCode, row.code));
  },
};
