import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bankDetailApi, bankDetailExcelApi, bankMonthBalanceApi, monthBalanceApi, type TBankImportConfig, type TBankRead } from '@ecms/shared';
import { finBankAccount, finBankDetail, tenant } from '../../../db/schema/index.js';
import { newId } from '../../../platform/ids.js';
import { client } from '../../../../test/api-client.js';
import { auth, body } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { ACCOUNT_NAME, januaryTxns, manyTxns, statementWorkbook, type Bank, type Txn } from './bank-workbooks.js';

const ctx = useTestApp();
const as = async (login = 'admin') => client(ctx.app, await ctx.token(login));

async function upload(content: Buffer, filename = 'statement.xlsx', login = 'admin'): Promise<string> {
  const m = multipart([{ field: 'file', filename, content }]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(await ctx.token(login)), 'content-type': m.contentType }, payload: m.payload });
  expect(res.statusCode, res.body).toBe(200);
  return body<string[]>(res).data[0];
}

/** Upload + read: the detected layout as the dialog would confirm it. */
async function read(bank: Bank, accountNo: string, txns: Txn[], login = 'admin') {
  const fileId = await upload(await statementWorkbook(bank, accountNo, txns), `${bank}.xlsx`, login);
  const r = await (await as(login)).data(bankDetailExcelApi.readExcel, { body: { fileId } });
  return { fileId, r };
}

async function readFile(content: Buffer) {
  const fileId = await upload(content);
  return { fileId, r: await (await as()).data(bankDetailExcelApi.readExcel, { body: { fileId } }) };
}

const configOf = (r: TBankRead, accountNo = r.accountNo ?? ''): TBankImportConfig => ({
  accountNo, accountName: r.accountName ?? undefined, headerRow: r.headerRow, headerRows: r.headerRows,
  colIndexMap: r.colIndexMap as TBankImportConfig['colIndexMap'],
});

const check = async (fileId: string, cfg: TBankImportConfig, login = 'admin') =>
  (await as(login)).data(bankDetailExcelApi.checkRepeat, { body: { fileItems: [fileId], bankAccountImportConfig: cfg } });
const doImport = async (fileId: string, cfg: TBankImportConfig, extra: { replaceConflicts?: boolean } = {}, login = 'admin') =>
  (await as(login)).data(bankDetailExcelApi.importExcel, { body: { fileItems: [fileId], bankAccountImportConfig: cfg, ...extra } });
const lines = async (accountId: string, login = 'admin') =>
  (await as(login)).call(bankDetailApi.queryList, { body: { params: { accountId }, orderBy: 'dateTime', order: 'asc', pageSize: 100 } });

const BANKS: Bank[] = ['ICBC', 'CCB', 'ABC', 'BOC', 'CMB', 'BOCOM'];

describe('bank statement import', () => {
  it.each(BANKS)('%s layout: header, meta rows, mapping, amounts and dates come in right', async (bank) => {
    const accountNo = `62${BANKS.indexOf(bank)}0001000200030004`;
    const txns = januaryTxns(bank);
    const { fileId, r } = await read(bank, accountNo, txns);
    const mapped = new Set(Object.values(r.colIndexMap));
    expect(mapped.has('dateTime') || mapped.has('date'), JSON.stringify(r.colIndexMap)).toBe(true);
    expect(mapped.has('balance')).toBe(true);
    expect(mapped.has('income') && mapped.has('pay') || mapped.has('amount')).toBe(true);
    expect(r.accountNo).toBe(accountNo);
    if (bank !== 'ICBC') expect(r.accountName).toBe(ACCOUNT_NAME);
    if (bank === 'CCB') expect(r.headerRows).toBe(2);
    if (bank === 'BOC') expect(r.columnList[0]).toContain('交易日期');

    const cfg = configOf(r);
    const preview = await check(fileId, cfg);
    expect(preview).toMatchObject({ newCount: 5, duplicateCount: 0, conflictCount: 0, invalidCount: 0, chainBreaks: [] });
    if (bank === 'ICBC') expect(preview.skippedCount).toBe(1); // the 合计 row, listed, not imported

    const done = await doImport(fileId, cfg);
    expect(done).toMatchObject({ imported: 5, duplicates: 0, conflicts: 0 });
    const page = await lines(done.accountId);
    expect(page.total).toBe(5);
    expect(page.data.map((l) => [l.income, l.pay, l.balance])).toEqual(txns.map((x) => [x.income ?? 0, x.pay ?? 0, x.balance]));
    // China time: 09:12:30 on 5 January is 01:12:30 UTC.
    expect(new Date(page.data[0].dateTime as string).toISOString()).toBe(bank === 'CCB' ? '2026-01-04T16:00:00.000Z' : '2026-01-05T01:12:30.000Z');
    expect(page.data[0].otherSideName).toBe('某市城投公司');
    expect(page.data[1].otherSideAccountNo).toBe('6222021001002003004');

    const [month] = await (await as()).data(bankDetailApi.findSummarys, { body: { accountId: done.accountId } });
    expect(month).toMatchObject({ month: '2026-01', count: 5, income: 138000.5, pay: 21250.06, openingBalance: 100000, closingBalance: 216750.44, balanced: true });
  });

  it('re-import shows every line as a duplicate and imports nothing; the same file is recognised', async () => {
    const accountNo = '9555000011112222';
    const txns = januaryTxns('R');
    const file = await statementWorkbook('CMB', accountNo, txns);
    const first = await readFile(file);
    await doImport(first.fileId, configOf(first.r));
    const again = await readFile(file);
    const preview = await check(again.fileId, configOf(again.r));
    expect(preview).toMatchObject({ newCount: 0, duplicateCount: 5, conflictCount: 0 });
    expect(preview.sameFileImportedAt).not.toBeNull();
    expect(preview.rows.every((x) => x.status === 'duplicate' && x.reason === '已导入（相同流水）')).toBe(true);
    const done = await doImport(again.fileId, configOf(again.r));
    expect(done).toMatchObject({ imported: 0, duplicates: 5 });
    expect((await lines(done.accountId)).total).toBe(5);

    // A later statement overlapping the first: only its new lines come in (no serial: fingerprints, ABC).
    const abcNo = '1234560000000001';
    const a = await read('ABC', abcNo, txns.slice(0, 3));
    await doImport(a.fileId, configOf(a.r));
    const b = await read('ABC', abcNo, txns);
    expect(await check(b.fileId, configOf(b.r))).toMatchObject({ newCount: 2, duplicateCount: 3 });
    expect(await doImport(b.fileId, configOf(b.r))).toMatchObject({ imported: 2, duplicates: 3 });
  });

  it('a changed line is a conflict: kept unless the user replaces it', async () => {
    const accountNo = '0200001009000011111';
    const txns = januaryTxns('C');
    const first = await read('ICBC', accountNo, txns);
    const { accountId } = await doImport(first.fileId, configOf(first.r));
    const changed = txns.map((x, i) => (i === 2 ? { ...x, memo: '补记：第二期' } : x));
    const again = await read('ICBC', accountNo, changed);
    const preview = await check(again.fileId, configOf(again.r));
    expect(preview).toMatchObject({ newCount: 0, duplicateCount: 4, conflictCount: 1 });
    expect(preview.rows.find((x) => x.status === 'conflict')).toMatchObject({ row: 5, serialNo: 'C0003', reason: '与已导入的流水编号相同但内容不同' });
    expect(await doImport(again.fileId, configOf(again.r))).toMatchObject({ imported: 0, conflicts: 1, replaced: 0 });
    expect((await lines(accountId)).data[2].memo).toBeNull();
    expect(await doImport(again.fileId, configOf(again.r), { replaceConflicts: true })).toMatchObject({ replaced: 1 });
    expect((await lines(accountId)).data[2].memo).toBe('补记：第二期');
  });

  it('a gap in the balance chain is reported as missing lines, a repeated line as a duplicate', async () => {
    const txns = januaryTxns('G');
    const gap = await read('BOCOM', '3100000000000000001', [txns[0], txns[1], txns[3], txns[4]]);
    const p1 = await check(gap.fileId, configOf(gap.r));
    expect(p1.chainBreaks).toEqual([expect.objectContaining({ row: 6, kind: 'missing', diff: 88000.5 })]);
    expect(p1.chainBreaks[0].text).toContain('疑似缺少流水');

    // A statement that does not start where the ledger stopped: the gap between them is reported.
    const stored = await read('BOCOM', '3100000000000000003', txns.slice(0, 2));
    await doImport(stored.fileId, configOf(stored.r));
    const later = await read('BOCOM', '3100000000000000003', txns.slice(3));
    const p3 = await check(later.fileId, configOf(later.r));
    expect(p3.chainBreaks).toEqual([expect.objectContaining({ row: 4, kind: 'missing', diff: 88000.5 })]);
    expect(p3.chainBreaks[0].text).toContain('与已导入的上一笔流水');

    // Newest first works as well; the repeated line (identical transfer) is still imported, and flagged.
    const dup = await read('BOCOM', '3100000000000000002', [txns[0], txns[1], txns[1], txns[2]].reverse());
    const p2 = await check(dup.fileId, configOf(dup.r));
    expect(p2.chainOrder).toBe('desc');
    expect(p2.newCount).toBe(4);
    expect(p2.chainBreaks).toEqual([expect.objectContaining({ kind: 'duplicate' })]);
  });

  it('remembers a corrected mapping per account', async () => {
    const accountNo = '6227000000000000777';
    const wbTxns = januaryTxns('M');
    const first = await read('CMB', accountNo, wbTxns);
    // The user maps 其它摘要 (unmapped by the synonyms) to 附言.
    const col = first.r.columnList.indexOf('其它摘要');
    const cfg = configOf(first.r);
    cfg.colIndexMap = { ...cfg.colIndexMap, [String(col)]: 'memo' };
    await doImport(first.fileId, cfg);
    const next = await read('CMB', accountNo, januaryTxns('N'));
    expect(next.r.remembered).toBe(true);
    expect(next.r.colIndexMap[String(col)]).toBe('memo');
  });

  it('refuses bad input with a 4xx and a Chinese message, writing nothing', async () => {
    const admin = await as();
    const noFile = await admin.send(bankDetailExcelApi.readExcel, { body: { fileId: '' } });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.body.msg).toBe('请先导入读取文件!');
    const unknownFile = await admin.send(bankDetailExcelApi.readExcel, { body: { fileId: newId() } });
    expect(unknownFile.statusCode).toBe(404);
    expect(unknownFile.body.msg).toBe('文件不存在');
    const { fileId, r } = await read('ICBC', '6200000000000000999', januaryTxns('B'));
    const noAccount = await admin.send(bankDetailExcelApi.importExcel, { body: { fileItems: [fileId], bankAccountImportConfig: { ...configOf(r), accountNo: ' ' } } });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.body.msg).toBe('请填写银行账号');
    const noDate = await admin.send(bankDetailExcelApi.checkRepeat, { body: { fileItems: [fileId], bankAccountImportConfig: { ...configOf(r), colIndexMap: { 5: 'pay' } } } });
    expect(noDate.body.msg).toBe('请指定交易时间列');
    const badField = await admin.send(bankDetailExcelApi.checkRepeat, { body: { fileItems: [fileId], bankAccountImportConfig: { ...configOf(r), colIndexMap: { 0: 'password' } } } as never });
    expect(badField.statusCode).toBe(400);
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('x').addRow(['说明', '这里没有流水']);
    const noHeader = await upload(Buffer.from(await empty.xlsx.writeBuffer()));
    const nh = await admin.send(bankDetailExcelApi.readExcel, { body: { fileId: noHeader } });
    expect(nh.statusCode).toBe(400);
    expect(nh.body.msg).toContain('未找到表头');

    const accounts = await admin.data(bankMonthBalanceApi.getBankAccountList, {});
    expect(accounts.some((a) => a.accountNo === '6200000000000000999')).toBe(false);

    const acc = accounts[0];
    const both = await admin.send(bankDetailApi.save, { body: { accountId: acc.id, dateTime: '2026-02-01 10:00', income: 1, pay: 1 } });
    expect(both.body.msg).toBe('收入和支出不能同时填写');
    const badMonth = await admin.send(bankDetailApi.deleteBankDetailMonth, { body: { accountId: acc.id, month: '2026-13' } });
    expect(badMonth.body.msg).toBe('月份格式应为 YYYY-MM');
    const hostile = await admin.send(bankDetailApi.queryList, { body: { params: { password: 'x' }, pageSize: -1 } });
    expect(hostile.statusCode).toBe(400);
    const anon = await ctx.app.inject({ method: 'POST', url: '/api/b/finance/bankDetail/queryList', payload: {} });
    expect(anon.statusCode).toBe(401);
  });

  it('a hand-entered line, its month summary, deleting the month', async () => {
    const admin = await as();
    const { fileId, r } = await read('ABC', '6228000000000000555', januaryTxns('H'));
    const { accountId } = await doImport(fileId, configOf(r));
    const saved = await admin.data(bankDetailApi.save, { body: { accountId, dateTime: '2026-02-03 09:00:00', income: 500, balance: 217250.44, otherSideName: '某客户', summary: '现金存入' } });
    expect(saved).toMatchObject({ month: '2026-02', income: 500, pay: 0, isNeedClaim: true, needClaimTotal: 500 });
    const months = await admin.data(bankDetailApi.findSummarys, { body: { accountId } });
    expect(months.map((m) => [m.month, m.count, m.balanced])).toEqual([['2026-02', 1, true], ['2026-01', 5, true]]);
    // China days 8–12 January as instants (the web's date range).
    const range = await admin.call(bankDetailApi.queryList, { body: { params: { accountId, dateTime$between: ['2026-01-07T16:00:00.000Z', '2026-01-12T15:59:59.999Z'] } } });
    expect(range.data.map((l) => l.otherSideName)).toEqual(['某区住建局', '某办公用品公司']);
    expect(await admin.data(bankDetailApi.deleteBankDetailMonth, { body: { accountId, month: '2026-01' } })).toEqual({ deleted: 5 });
    expect((await lines(accountId)).total).toBe(1);
  });
});

describe('bank statement workbooks out and concurrent imports', () => {
  const download = async (url: string, payload: object = {}) => {
    const res = await ctx.call('admin', 'POST', url, payload);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  };

  it('the template imports as it is; the ledger and the month balances export what the user sees', async () => {
    const template = await ctx.call('admin', 'POST', '/b/finance/bankDetailExcel/getBankTemplate', {});
    expect(template.statusCode).toBe(200);
    const t = await readFile(template.rawPayload);
    expect(t.r.headerRow).toBe(1);
    const { accountId } = await doImport(t.fileId, { ...configOf(t.r, '6212000000000000888') });
    expect((await lines(accountId)).data[0]).toMatchObject({ income: 50000, balance: 150000, otherSideName: '某市城投公司', serialNo: 'LS0001' });

    const ledger = await download('/b/excel/template/exportData', { code: 'finance:bankDetail', params: { accountId } });
    expect(ledger[0]).toContain('交易时间');
    expect(ledger).toHaveLength(2);
    const balances = await download('/b/finance/bankDetailExcel/exportBankBanlance', { accountId });
    expect(balances[0]).toEqual(['账号', '户名', '月份', '笔数', '期初余额（元）', '收入合计（元）', '支出合计（元）', '期末余额（元）', '余额连续']);
    expect(balances[1]).toEqual(expect.arrayContaining(['6212000000000000888', '2026-01', 1, 100000, 50000, 150000, '是']));
  });

  it('the same statement imported twice at once comes in once', async () => {
    const { fileId, r } = await read('CCB', '6217000000000000321', januaryTxns('P'));
    const [a, b] = await Promise.all([doImport(fileId, configOf(r)), doImport(fileId, configOf(r))]);
    expect(a.imported + b.imported).toBe(5);
    expect(a.duplicates + b.duplicates).toBe(5);
    expect((await lines(a.accountId)).total).toBe(5);
  });

  it('a line is edited with its version; a stale version is refused', async () => {
    const { fileId, r } = await read('ABC', '6228000000000000666', januaryTxns('V'));
    const { accountId } = await doImport(fileId, configOf(r));
    const line = (await lines(accountId)).data[0];
    const admin = await as();
    const body = { id: line.id, version: line.version, accountId, dateTime: '2026-01-05 09:12:30', income: 50000, otherSideName: '某市城投集团', remark: '更正户名' };
    expect(await admin.data(bankDetailApi.save, { body })).toMatchObject({ otherSideName: '某市城投集团', version: line.version + 1 });
    expect((await admin.send(bankDetailApi.save, { body })).statusCode).toBe(409);
  });
});

describe('bank statement visibility', () => {
  it('a user scoped to one account sees only its lines and it among the accounts', async () => {
    const txns = januaryTxns('S');
    const a = await read('CMB', '6200111100000001', txns);
    const accA = (await doImport(a.fileId, configOf(a.r))).accountId;
    const b = await read('CMB', '6200111100000002', txns);
    await doImport(b.fileId, configOf(b.r));

    const cashier = await ctx.make.user({
      roles: [{ perms: ['finance:bankDetail:view', 'finance:bankDetail:import'], scopes: { fin_bank_detail: 'attr' }, refs: [{ dataMenu: 'fin_bank_detail', attr: 'account', dataId: accA }] }],
    });
    const c = await as(cashier.loginName);
    const accounts = await c.data(bankMonthBalanceApi.getBankAccountList, {});
    expect(accounts.map((x) => x.accountNo)).toEqual(['6200111100000001']);
    const page = await c.call(bankDetailApi.queryList, { body: { pageSize: 100 } });
    expect(page.total).toBe(5);
    expect(page.data.every((l) => l.accountId === accA)).toBe(true);
    expect((await c.data(bankDetailApi.findSummarys, {})).map((m) => m.accountNo)).toEqual(['6200111100000001']);
    // Importing into an account outside the scope is refused, and nothing is written.
    const intoB = await read('CMB', '6200111100000002', januaryTxns('X'), cashier.loginName);
    expect(intoB.r.accountId).toBeNull(); // the read does not tell that the account exists
    const peek = await c.send(bankDetailExcelApi.checkRepeat, { body: { fileItems: [intoB.fileId], bankAccountImportConfig: configOf(intoB.r) } });
    expect(peek.statusCode).toBe(404);
    expect(peek.body.msg).toBe('银行账户不存在或无权查看');
    const res = await c.send(bankDetailExcelApi.importExcel, { body: { fileItems: [intoB.fileId], bankAccountImportConfig: configOf(intoB.r) } });
    expect(res.statusCode).toBe(404);
    // A new account may be opened by its import (it belongs to the importer's department).
    const fresh = await read('CMB', '6200111100000009', januaryTxns('Y'), cashier.loginName);
    expect((await c.data(bankDetailExcelApi.importExcel, { body: { fileItems: [fresh.fileId], bankAccountImportConfig: configOf(fresh.r) } })).imported).toBe(5);
    // No delete right.
    expect((await c.send(bankDetailApi.deleteBankDetail, { body: { ids: [page.data[0].id] } })).statusCode).toBe(403);

    const outsider = await ctx.make.user({ roles: [{ perms: [] }] });
    expect((await (await as(outsider.loginName)).send(bankDetailApi.queryList, { body: {} })).statusCode).toBe(403);
  });

  it('another company\'s accounts and lines are out of reach', async () => {
    const other = newId();
    await ctx.db.insert(tenant).values({ id: other, code: `t-${other}`, name: '另一家公司' });
    const accountId = newId();
    const lineId = newId();
    await ctx.db.insert(finBankAccount).values({ tenantId: other, id: accountId, accountNo: '8888000000000001', accountName: '别家公司' });
    await ctx.db.insert(finBankDetail).values({
      tenantId: other, id: lineId, accountId, accountNo: '8888000000000001', dateTime: new Date(), month: '2026-01', income: 1, pay: 0,
      dedupeKey: 's:1', contentHash: 'x',
    });
    const admin = await as();
    expect((await admin.data(bankMonthBalanceApi.getBankAccountList, {})).some((a) => a.id === accountId)).toBe(false);
    expect((await admin.call(bankDetailApi.queryList, { body: { params: { accountId } } })).total).toBe(0);
    expect((await admin.send(bankDetailApi.deleteBankDetail, { body: { ids: [lineId] } })).statusCode).toBe(404);
    // The same account number in this company is its own account.
    const mine = await read('CMB', '8888000000000001', januaryTxns('O'));
    const done = await doImport(mine.fileId, configOf(mine.r));
    expect(done.accountId).not.toBe(accountId);
    expect(done.imported).toBe(5);
  });
});

describe('bank statement import at size (streamed, staged)', () => {
  it('a large re-import: counts are exact, the preview lists the first 200 of each kind', async () => {
    const accountNo = '0200003300000000001';
    const file = await statementWorkbook('ICBC', accountNo, manyTxns(1200, 'L'));
    const first = await readFile(file);
    const fresh = await check(first.fileId, configOf(first.r));
    expect(fresh).toMatchObject({ total: 1201, newCount: 1200, duplicateCount: 0, skippedCount: 1, chainBreaks: [], chainBreakCount: 0, shownLimit: 200, rowsTruncated: true });
    expect(fresh.rows.filter((x) => x.status === 'new')).toHaveLength(200);
    expect(fresh.rows[0]).toMatchObject({ row: 3, status: 'new', serialNo: 'L000001' });
    const done = await doImport(first.fileId, configOf(first.r));
    expect(done).toMatchObject({ imported: 1200, duplicates: 0, chainBreaks: 0 });
    expect((await lines(done.accountId)).total).toBe(1200);
    const months = await (await as()).data(bankDetailApi.findSummarys, { body: { accountId: done.accountId } });
    expect(months.every((m) => m.balanced)).toBe(true);

    const again = await readFile(file);
    const dup = await check(again.fileId, configOf(again.r));
    expect(dup).toMatchObject({ newCount: 0, duplicateCount: 1200, skippedCount: 1, rowsTruncated: true });
    expect(dup.sameFileImportedAt).not.toBeNull();
    expect(dup.rows).toHaveLength(201);
    expect(dup.rows.filter((x) => x.status === 'duplicate')).toHaveLength(200);
    expect(await doImport(again.fileId, configOf(again.r))).toMatchObject({ imported: 0, duplicates: 1200 });
    expect((await lines(done.accountId)).total).toBe(1200);
  });

  it('a small preview is complete and says so', async () => {
    const { fileId, r } = await read('CMB', '6200333300000002', januaryTxns('K'));
    expect(await check(fileId, configOf(r))).toMatchObject({ newCount: 5, rowsTruncated: false, shownLimit: 200 });
  });

  it('an import is invisible until it is published: others see the lines before it or all of them', async () => {
    const accountNo = '0200003300000000002';
    const jan = await read('ICBC', accountNo, januaryTxns('W'));
    const { accountId } = await doImport(jan.fileId, configOf(jan.r));
    const feb = await readFile(await statementWorkbook('ICBC', accountNo, manyTxns(1500, 'WF')));
    let finished = false;
    const importing = doImport(feb.fileId, configOf(feb.r)).finally(() => { finished = true; });
    const seen = new Set<number>();
    while (!finished) seen.add((await lines(accountId)).total ?? -1);
    expect((await importing).imported).toBe(1500);
    seen.add((await lines(accountId)).total ?? -1);
    expect([...seen].every((n) => n === 5 || n === 1505), [...seen].join(',')).toBe(true);
  });

  it('a failed first import into a new account leaves the account to another import still under way', async () => {
    const accountNo = '0200003300000000004';
    const admin = await as();
    const listed = async () => (await admin.data(bankMonthBalanceApi.getBankAccountList, {})).find((x) => x.accountNo === accountNo);
    // Alone, a failed import takes the account it opened with it: every line of this file has an unreadable time.
    const unreadable = (prefix: string, n: number) => manyTxns(n, prefix).map((t) => ({ ...t, at: `时间不详${t.serial}` }));
    const alone = await readFile(await statementWorkbook('ICBC', accountNo, unreadable('RA', 3)));
    expect((await admin.send(bankDetailExcelApi.importExcel, { body: { fileItems: [alone.fileId], bankAccountImportConfig: configOf(alone.r) } })).statusCode).toBe(400);
    expect(await listed()).toBeUndefined();

    // A opens the account, then fails after reading its long file; B, started once the account is
    // there, writes 3000 lines into it meanwhile (staged, so invisible to A's clean-up).
    const a = await readFile(await statementWorkbook('ICBC', accountNo, unreadable('RB', 1000)));
    const b = await readFile(await statementWorkbook('ICBC', accountNo, manyTxns(3000, 'RG')));
    const done: string[] = [];
    const failing = admin.send(bankDetailExcelApi.importExcel, { body: { fileItems: [a.fileId], bankAccountImportConfig: configOf(a.r) } })
      .finally(() => done.push('A'));
    // Polled with a pause: the sheet workers' messages (A's reading) need the event loop's turns too.
    while (!done.length && !(await listed())) await new Promise((r) => setTimeout(r, 20));
    const good = doImport(b.fileId, configOf(b.r)).finally(() => done.push('B'));
    const [resA, resB] = await Promise.all([failing, good]);
    expect(resA.statusCode).toBe(400);
    // The interleaving this is about: A ended (and cleaned up) while B was under way.
    expect(done).toEqual(['A', 'B']);
    expect(resB.imported).toBe(3000);
    expect((await listed())?.id).toBe(resB.accountId);
    // (The list's total is capped; the month summaries count every line.)
    const months = await admin.data(bankDetailApi.findSummarys, { body: { accountId: resB.accountId } });
    expect(months.reduce((n, m) => n + m.count, 0)).toBe(3000);
  });

  it('a failed import leaves nothing: lines of a closed month refuse it, and the batches already written go', async () => {
    const accountNo = '0200003300000000003';
    const jan = await read('ICBC', accountNo, januaryTxns('Z'));
    const { accountId } = await doImport(jan.fileId, configOf(jan.r));
    const admin = await as();
    await admin.data(monthBalanceApi.calMonthBalance, { body: { accountId, month: '2026-01' } });
    await admin.data(monthBalanceApi.closeMonth, { body: { accountId, month: '2026-01' } });
    // 600 February lines (the first batch goes in), then a January line the ledger lacks.
    const late = { ...januaryTxns('Z2')[0], at: '2026-01-31 10:00:00', serial: 'Z2LATE' };
    const f = await readFile(await statementWorkbook('ICBC', accountNo, [...manyTxns(600, 'ZF'), late]));
    const res = await admin.send(bankDetailExcelApi.importExcel, { body: { fileItems: [f.fileId], bankAccountImportConfig: configOf(f.r) } });
    expect(res.statusCode).toBe(409);
    expect(res.body.msg).toContain('2026-01月已结账');
    expect((await lines(accountId)).total).toBe(5);
    // Nothing of it is left hidden either: the same February lines import afterwards.
    const ok = await readFile(await statementWorkbook('ICBC', accountNo, manyTxns(600, 'ZF')));
    expect(await doImport(ok.fileId, configOf(ok.r))).toMatchObject({ imported: 600 });
  });
});
