import { describe, expect, it } from 'vitest';
import { JGJ59_CATEGORIES, JGJ59_TABLES, ScoreInputError, scoreSummary, scoreTable, type CheckTable } from '../jgj59.js';

/*
 * JGJ 59-2011 §4.0.3 and its 条文说明 worked examples (domain/supervision.md §4): sub-table
 * normalisation for missing items, the 保证项目 veto, the summary conversion A1 = B × C / 100, the
 * mean of several scaffolds, the summary's 缺项 normalisation, and the grades.
 */

const table = (code: string): CheckTable => JGJ59_TABLES.find((t) => t.code === code)!;
/** Deductions that leave `items` scoring exactly `score` in total, taken from the general items first. */
const full = (code: string) => Object.fromEntries(table(code).items.map((i) => [i.code, { deduction: 0 }]));

describe('the catalogue', () => {
  it('has the summary weights of the standard (total 100) and every seeded table sums to 100 with 保证 60', () => {
    expect(JGJ59_CATEGORIES.reduce((a, c) => a + c.weight, 0)).toBe(100);
    expect(JGJ59_CATEGORIES.find((c) => c.name === '文明施工')!.weight).toBe(15);
    expect(JGJ59_CATEGORIES.find((c) => c.name === '施工机具')!.weight).toBe(5);
    for (const t of JGJ59_TABLES) {
      expect(t.items.reduce((a, i) => a + i.baseScore, 0), t.name).toBe(100);
      const g = t.items.filter((i) => i.kind === 'guarantee').reduce((a, i) => a + i.baseScore, 0);
      expect([0, 60], t.name).toContain(g);
    }
  });
});

describe('a sub-table', () => {
  it('deducts per item and never below the item\'s zero', () => {
    const r = scoreTable(table('0101'), { '0101-07': { deduction: 4 }, '0101-08': { deduction: 25 } });
    expect(r).toMatchObject({ score: 86, zeroed: false, guaranteeSubtotal: 60 });
  });

  it('a missing item normalises the table: 施工用电 with 外电防护 missing scoring 60 of 90 gives 66.67', () => {
    // 条文说明 example (with the 2011 table's 外电防护 = 10): A2 = D / E × 100.
    const sheet = { '0701-01': { deduction: 0, na: true }, '0701-05': { deduction: 15 }, '0701-06': { deduction: 15 } };
    expect(scoreTable(table('0701'), sheet).score).toBe(66.67);
  });

  it('a 保证项目 at zero zeroes the table', () => {
    const r = scoreTable(table('0401'), { '0401-01': { deduction: 10 } });
    expect(r).toMatchObject({ score: 0, zeroed: true });
  });

  it('a 保证 subtotal under 40 zeroes the table, 40 does not', () => {
    const six = (d: number) => Object.fromEntries(table('0501').items.filter((i) => i.kind === 'guarantee').map((i) => [i.code, { deduction: d }]));
    // 6 × (10 − 4) = 36 < 40
    expect(scoreTable(table('0501'), six(4))).toMatchObject({ score: 0, zeroed: true, guaranteeSubtotal: 36 });
    // 6 × (10 − 3) = 42 ≥ 40: 42 + 40 = 82
    expect(scoreTable(table('0501'), six(3))).toMatchObject({ score: 82, zeroed: false, guaranteeSubtotal: 42 });
  });

  it('tables without 保证项目 (高处作业, 施工机具) have no veto', () => {
    expect(scoreTable(table('0601'), { '0601-01': { deduction: 10 } }).score).toBe(90);
    expect(scoreTable(table('1001'), { '1001-01': { deduction: 12 } }).score).toBe(88);
  });

  it('refuses an item of another table', () => {
    expect(() => scoreTable(table('0101'), { '0201-01': { deduction: 1 } })).toThrow(ScoreInputError);
    expect(() => scoreSummary({ '9999': {} })).toThrow(ScoreInputError);
  });
});

describe('the summary table', () => {
  it('converts a sub-table to the summary: 施工用电 86 → 8.6 points', () => {
    const r = scoreSummary({ '0701': { '0701-05': { deduction: 6 }, '0701-06': { deduction: 8 } } });
    expect(r.categories.find((c) => c.code === '07')).toMatchObject({ tableScore: 86, weighted: 8.6 });
  });

  it('several scaffolds take their arithmetic mean: 86 and 80 → 83', () => {
    const two: CheckTable = { ...table('0301'), code: '0306', name: '悬挑式脚手架检查评分表', items: table('0301').items.map((i) => ({ ...i, code: i.code.replace('0301', '0306') })) };
    const r = scoreSummary(
      { '0301': { '0301-07': { deduction: 10 }, '0301-08': { deduction: 4 } }, '0306': { '0306-07': { deduction: 10 }, '0306-08': { deduction: 10 } } },
      [...JGJ59_TABLES, two],
    );
    expect(r.categories.find((c) => c.code === '03')).toMatchObject({ tableScore: 83, weighted: 8.3 });
  });

  it('a site without tower cranes: the others scoring 84 of 90 give 93.33 (条文说明 84 / 90 × 100)', () => {
    // One plain 100-point table per category keeps the arithmetic the standard's: 文明施工 (15) at 60
    // gives 9, every other present category its full weight, Σ = 84 over the 90 present.
    const tables: CheckTable[] = JGJ59_CATEGORIES.map((c) => ({ code: `T${c.code}`, name: c.name, category: c.code, items: [{ code: `T${c.code}-1`, name: c.name, kind: 'plain', baseScore: 100 }] }));
    const sheet = Object.fromEntries(JGJ59_CATEGORIES.filter((c) => c.code !== '09').map((c) => [`T${c.code}`, { [`T${c.code}-1`]: { deduction: c.code === '02' ? 40 : 0 } }]));
    const r = scoreSummary(sheet, tables);
    expect(r.categories.reduce((a, c) => a + (c.weighted ?? 0), 0)).toBe(84);
    expect(r.categories.find((c) => c.code === '09')!.weighted).toBeNull();
    expect(r).toMatchObject({ total: 93.33, gradeName: '优良' });
  });

  it('grades: ≥ 80 优良, 70–80 合格, < 70 不合格, any zero sub-table 不合格', () => {
    const grade = (deduction: number) => scoreSummary({ '0601': { '0601-01': { deduction }, '0601-02': { deduction }, '0601-03': { deduction } } });
    expect(grade(0)).toMatchObject({ total: 100, gradeName: '优良' });
    expect(grade(6.67)).toMatchObject({ total: 79.99, gradeName: '合格' });
    expect(grade(3.34)).toMatchObject({ total: 89.98, gradeName: '优良' });
    expect(grade(10)).toMatchObject({ total: 70, gradeName: '合格' });
    const low = scoreSummary({ '0601': Object.fromEntries(table('0601').items.slice(0, 4).map((i) => [i.code, { deduction: 10 }])) });
    expect(low).toMatchObject({ total: 60, gradeName: '不合格' });
    const zero = scoreSummary({ '0101': full('0101'), '0201': full('0201'), '0401': { '0401-02': { deduction: 10 } } });
    expect(zero.tables.find((t) => t.code === '0401')!.zeroed).toBe(true);
    expect(zero.gradeName).toBe('不合格');
  });
});
