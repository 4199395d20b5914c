import { describe, expect, it } from 'vitest';
import { bankDetailApi, capitalApi, monthBalanceApi } from '@ecms/shared';
import { finBankAccount } from '../../../db/schema/index.js';
import { newId } from '../../../platform/ids.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();
const admin = () => ctx.client('admin');

async function account(no: string) {
  const id = newId();
  await ctx.db.insert(finBankAccount).values({ tenantId: ctx.tenantId, id, accountNo: no, accountName: '华建工程咨询有限公司' });
  return id;
}
const line = (accountId: string, dateTime: string, v: { income?: number; pay?: number }) =>
  admin().data(bankDetailApi.save, { body: { accountId, dateTime, ...v } });

describe('capital position (资金头寸)', () => {
  it('gives each day\'s money in and out and the end-of-day balance across accounts, from the first month\'s opening', async () => {
    const a = await account('6222000000000000001');
    const b = await account('6222000000000000002');
    await line(a, '2026-03-01 09:00', { income: 1000 });
    await line(a, '2026-03-10 23:30', { pay: 300.5 }); // China time: still the 10th
    await line(a, '2026-03-11 00:10', { income: 50 });
    await line(b, '2026-03-10 12:00', { income: 2000 });
    await line(b, '2026-04-02 08:00', { pay: 100 });
    // Account A's first month opens at 10000 (set on its month balance).
    await admin().data(monthBalanceApi.calMonthBalance, { body: { accountId: a, month: '2026-03' } });
    const [march] = (await admin().data(monthBalanceApi.queryList, { body: { params: { accountId: a } } }));
    await admin().data(monthBalanceApi.saveBankMonthBalance, { body: { id: march.id, version: march.version, opening: 10000 } });

    const r = await admin().data(capitalApi.position, { body: { from: '2026-03-09', to: '2026-03-11' } });
    const mine = r.accounts.filter((x) => x.accountId === a || x.accountId === b);
    expect(mine.map((x) => [x.accountNo, x.opening, x.income, x.pay, x.closing])).toEqual([
      ['6222000000000000001', 11000, 50, 300.5, 10749.5],
      ['6222000000000000002', 0, 2000, 0, 2000],
    ]);
    const others = r.opening - 11000;
    expect(r.days.map((d) => [d.date, d.income, d.pay, d.balance - others])).toEqual([
      ['2026-03-09', 0, 0, 11000],
      ['2026-03-10', 2000, 300.5, 12699.5],
      ['2026-03-11', 50, 0, 12749.5],
    ]);
    const one = await admin().data(capitalApi.position, { body: { from: '2026-04-01', to: '2026-04-30', accountId: b } });
    expect([one.accounts.length, one.opening, one.closing, one.days.length, one.days[1]]).toEqual([1, 2000, 1900, 30, { date: '2026-04-02', income: 0, pay: 100, balance: 1900 }]);
  });

  it('bounds the query and checks the right', async () => {
    const bad = async (body: object) => (await admin().send(capitalApi.position, { body: body as never })).body.msg;
    expect(await bad({ from: '2026-03-10', to: '2026-03-01' })).toBe('开始日期不能晚于结束日期');
    expect(await bad({ from: '2025-01-01', to: '2026-03-01' })).toBe('查询区间不能超过366天');
    expect(await bad({ from: '2026-3-1', to: '2026-03-01' })).toBe('日期格式应为 YYYY-MM-DD');
    const nobody = await ctx.make.caller({ deptCode: 'HJ0201', roles: [{ perms: ['finance:bankDetail:view'] }] });
    expect((await ctx.client(nobody.loginName).send(capitalApi.position, { body: { from: '2026-03-01', to: '2026-03-02' } })).statusCode).toBe(403);
  });
});
