import { describe, expect, it } from 'vitest';
import { balanceChain, ChainWalk, type BankLine } from '../bank-layout.js';

const line = (row: number, income: number, pay: number, balance: number | null): BankLine => ({
  row, dateTime: new Date(Date.UTC(2026, 0, row)), month: '2026-01', income, pay, balance,
  otherSideName: null, otherSideAccountNo: null, otherSideUnit: null, summary: null, matter: null, memo: null, serialNo: null,
});

/** A chain of `n` lines oldest first from 1000 fen, each +10 fen. */
const chain = (n: number) => Array.from({ length: n }, (_, i) => line(i + 1, 10, 0, 1000 + 10 * (i + 1)));

describe('balance chain walked in one pass', () => {
  it('finds the order with fewer breaks, oldest first on a tie', () => {
    expect(balanceChain(chain(5))).toEqual({ order: 'asc', breaks: [] });
    expect(balanceChain([...chain(5)].reverse())).toEqual({ order: 'desc', breaks: [] });
    expect(balanceChain([line(1, 10, 0, null), line(2, 10, 0, null)]).order).toBe('asc');
  });

  it('a missing line and a repeated line, in either order', () => {
    const lines = chain(6);
    const gap = [...lines.slice(0, 2), ...lines.slice(3)];
    expect(balanceChain(gap).breaks).toEqual([{ row: 4, expected: 1030, actual: 1040, diff: 10, kind: 'missing' }]);
    const dup = [lines[0], lines[1], { ...lines[1], row: 99 }, lines[2]];
    const down = balanceChain([...dup].reverse());
    expect(down.order).toBe('desc');
    expect(down.breaks.map((b) => b.kind)).toEqual(['duplicate']);
  });

  it('keeps counts exact and at most `keep` breaks: the first of the walk each way', () => {
    // Every second line breaks oldest first; newest first breaks everywhere: the file is oldest first.
    const broken = chain(40).map((l, i) => (i % 2 ? { ...l, balance: l.balance! + 1000 * i } : l));
    const up = new ChainWalk(3);
    for (const l of broken) up.push(l);
    const r = up.result();
    expect(r.count).toBe(balanceChain(broken).breaks.length);
    expect(r.breaks.map((b) => b.row)).toEqual(balanceChain(broken).breaks.slice(0, 3).map((b) => b.row));
    // Newest first with one break: kept in the walk's order (descending rows).
    const rev = [...chain(30)].reverse();
    rev[10] = { ...rev[10], balance: rev[10].balance! + 7 };
    const down = new ChainWalk(1);
    for (const l of rev) down.push(l);
    const all = balanceChain(rev);
    expect(down.result()).toMatchObject({ order: 'desc', count: all.breaks.length, breaks: all.breaks.slice(0, 1) });
  });
});
