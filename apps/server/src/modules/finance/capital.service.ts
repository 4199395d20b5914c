import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCapitalQuery } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { finBankAccount, finBankDetail, finMonthBalance } from '../../db/schema/index.js';

/*
 * 资金头寸 (capital position, issue 17): the company's money across its bank accounts by day.
 * An account's balance at the end of a day = the opening of its first month balance (0 when it
 * has none) + Σ income − Σ pay of its statement lines up to that day (China time), the same
 * chain the month balances keep. Company-wide under the function right finance:capital:view:
 * the position is a treasury figure, not a per-department ledger. Month adjustments (调整额) are
 * not spread over days. Three aggregates, whatever the number of lines.
 */

const fen = (v: number | string | null | undefined) => Math.round(Number(v ?? 0) * 100);
const yuan = (f: number) => f / 100;
/** Midnight China time of a YYYY-MM-DD day, as an instant. */
const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function capitalPosition(tx: Db, q: z.output<typeof ZCapitalQuery>) {
  const start = chinaMidnight(q.from), end = chinaMidnight(nextDay(q.to));
  const onAccount = q.accountId ? eq(finBankDetail.accountId, q.accountId) : undefined;
  const day = sql<string>`to_char(${finBankDetail.dateTime} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const net = sql<string>`sum(${finBankDetail.income} - ${finBankDetail.pay})`;
  const [accounts, firstMonths, before, daily] = await Promise.all([
    tx.select({ id: finBankAccount.id, accountNo: finBankAccount.accountNo, accountName: finBankAccount.accountName, accountUnit: finBankAccount.accountUnit })
      .from(finBankAccount).where(q.accountId ? eq(finBankAccount.id, q.accountId) : undefined).orderBy(asc(finBankAccount.accountNo)),
    tx.selectDistinctOn([finMonthBalance.accountId], { accountId: finMonthBalance.accountId, month: finMonthBalance.month, opening: finMonthBalance.opening })
      .from(finMonthBalance).orderBy(finMonthBalance.accountId, asc(finMonthBalance.month)),
    tx.select({ accountId: finBankDetail.accountId, month: finBankDetail.month, net })
      .from(finBankDetail).where(and(lt(finBankDetail.dateTime, start), onAccount)).groupBy(finBankDetail.accountId, finBankDetail.month),
    tx.select({ accountId: finBankDetail.accountId, day, income: sql<string>`sum(${finBankDetail.income})`, pay: sql<string>`sum(${finBankDetail.pay})` })
      .from(finBankDetail).where(and(gte(finBankDetail.dateTime, start), lt(finBankDetail.dateTime, end), onAccount))
      .groupBy(finBankDetail.accountId, day),
  ]);
  const first = new Map(firstMonths.map((r) => [r.accountId, r]));
  const opening = new Map<string, number>();
  for (const a of accounts) opening.set(a.id, fen(first.get(a.id)?.opening));
  for (const r of before) {
    const m0 = first.get(r.accountId)?.month;
    if (opening.has(r.accountId) && (!m0 || r.month >= m0)) opening.set(r.accountId, opening.get(r.accountId)! + fen(r.net));
  }
  const perAccount = new Map(accounts.map((a) => [a.id, { income: 0, pay: 0 }]));
  const perDay = new Map<string, { income: number; pay: number }>();
  for (const r of daily) {
    const acc = perAccount.get(r.accountId);
    if (!acc) continue;
    const [i, p] = [fen(r.income), fen(r.pay)];
    acc.income += i; acc.pay += p;
    const d = perDay.get(r.day) ?? { income: 0, pay: 0 };
    d.income += i; d.pay += p;
    perDay.set(r.day, d);
  }
  const totalOpening = [...opening.values()].reduce((s, v) => s + v, 0);
  const days: { date: string; income: number; pay: number; balance: number }[] = [];
  let balance = totalOpening, income = 0, pay = 0;
  for (let d = q.from; d <= q.to; d = nextDay(d)) {
    const m = perDay.get(d) ?? { income: 0, pay: 0 };
    balance += m.income - m.pay; income += m.income; pay += m.pay;
    days.push({ date: d, income: yuan(m.income), pay: yuan(m.pay), balance: yuan(balance) });
  }
  return {
    from: q.from, to: q.to, opening: yuan(totalOpening), income: yuan(income), pay: yuan(pay), closing: yuan(balance), days,
    accounts: accounts.map((a) => {
      const o = opening.get(a.id)!, m = perAccount.get(a.id)!;
      return { accountId: a.id, accountNo: a.accountNo, accountName: a.accountName, accountUnit: a.accountUnit, opening: yuan(o), income: yuan(m.income), pay: yuan(m.pay), closing: yuan(o + m.income - m.pay) };
    }),
  };
}
