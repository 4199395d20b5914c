import { describe, expect, it } from 'vitest';
import { detectHeader, mapTitles, normHeaderLabel } from '../excel/header-detect.js';

/* Header detection of sheets exported by other systems (titles below title/meta rows, two-row headers, synonyms). */

const SYN = {
  date: ['交易日期', '交易时间'], income: ['贷方发生额', '收入'], pay: ['借方发生额', '支出'], amount: ['发生额'], balance: ['余额'], name: ['对方户名'],
};
const META = { accountNo: ['账号', '查询账号'], accountName: ['户名'] };

describe('header detection', () => {
  it('normalises titles: spaces incl. U+3000, bracketed English, /元, colons, bracket width', () => {
    expect(normHeaderLabel('账\u3000\u3000号：')).toBe('账号');
    expect(normHeaderLabel('交易日期[ Transaction Date ]')).toBe('交易日期');
    expect(normHeaderLabel('余额/元')).toBe('余额');
    expect(normHeaderLabel('收(付)方名称')).toBe(normHeaderLabel('收（付）方名称'));
    expect(normHeaderLabel('Amount (CNY)')).toBe('amount');
  });

  it('finds the row with most known titles below a title and meta rows, and reads the meta', () => {
    const rows = [['某银行明细'], ['账号：6222 0000', '', '户  名:', '某公司'], [], ['交易时间', '收入', '支出', '余额', '备注'], ['2026-01-01', '1', '', '1']];
    const h = detectHeader(rows, SYN, { meta: META })!;
    expect(h).toMatchObject({ headerRow: 4, headerRows: 1, mapping: { 0: 'date', 1: 'income', 2: 'pay', 3: 'balance' } });
    expect(h.meta).toEqual({ accountNo: '6222 0000', accountName: '某公司' });
  });

  it('joins a two-row header under a merged parent (发生额 over 借方 | 贷方)', () => {
    const rows = [['交易时间', '对方户名', '发生额/元', '', '余额/元'], ['', '', '借方', '贷方', ''], ['20260101', 'x', '1.00', '', '9']];
    const h = detectHeader(rows, SYN)!;
    expect(h.headerRows).toBe(2);
    expect(h.titles).toEqual(['交易时间', '对方户名', '发生额/元-借方', '发生额/元-贷方', '余额/元']);
    expect(h.mapping).toEqual({ 0: 'date', 1: 'name', 2: 'pay', 3: 'income', 4: 'balance' });
  });

  it('answers null below the minimum of known titles; a remembered title wins over the synonyms', () => {
    expect(detectHeader([['说明', '其它'], ['a', 'b']], SYN)).toBeNull();
    expect(mapTitles(['交易时间', '附注', '收入'], SYN, { 附注: 'name' })).toEqual({ 0: 'date', 1: 'name', 2: 'income' });
    expect(mapTitles(['收入', '收入'], SYN)).toEqual({ 0: 'income' });
  });
});
