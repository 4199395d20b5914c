import { describe, expect, it } from 'vitest';
import { computeRow, evaluateFormula, FormulaError, formulaRefs, parseFormula, roundTo, sumColumn, toNumber, validateFormula } from '../forms-formula.js';

describe('formula parser', () => {
  it('parses arithmetic with precedence, parentheses and unary minus', () => {
    expect(evaluateFormula('1 + 2 * 3', {})).toBe(7);
    expect(evaluateFormula('(1 + 2) * 3', {})).toBe(9);
    expect(evaluateFormula('-2 * -3', {})).toBe(6);
    expect(evaluateFormula('10 / 4', {})).toBe(2.5);
    expect(evaluateFormula('8 - 3 - 2', {})).toBe(3);
    expect(evaluateFormula('2 × 3 ÷ （1 + 2）', {})).toBe(2);
  });

  it('refuses anything that is not arithmetic over field keys', () => {
    for (const bad of ['', '1 +', '(1 + 2', '1 + 2)', 'a b', 'alert("x")', 'a; b', 'a.b', 'a[0]', '2 ** 3', 'x = 1']) {
      expect(() => parseFormula(bad), bad).toThrow(FormulaError);
    }
    expect(() => parseFormula('a'.repeat(501))).toThrow('公式过长');
    expect(() => parseFormula('('.repeat(60) + '1' + ')'.repeat(60))).toThrow('公式嵌套过深');
  });

  it('lists the keys a formula reads and checks them against the known fields', () => {
    expect(formulaRefs('quantity * price + quantity')).toEqual(['quantity', 'price']);
    expect(validateFormula('quantity * price', ['quantity', 'price'])).toBeNull();
    expect(validateFormula('quantity * cost', ['quantity', 'price'])).toBe('公式引用了不存在的字段：cost');
    expect(validateFormula('quantity *', ['quantity'])).toBe('公式不完整');
  });
});

describe('formula evaluation', () => {
  it('computes total = quantity × price with numbers and numeric strings', () => {
    expect(evaluateFormula('quantity * price', { quantity: 3, price: '12.5' })).toBe(37.5);
    expect(evaluateFormula('quantity * price', { quantity: '1,000', price: 2 })).toBe(2000);
  });

  it('rounds half away from zero at the precision without float noise', () => {
    expect(evaluateFormula('a * b', { a: 0.1, b: 3 })).toBe(0.3);
    expect(evaluateFormula('a * b', { a: 1.005, b: 1 })).toBe(1.01);
    expect(evaluateFormula('a / b', { a: 10, b: 3 }, 4)).toBe(3.3333);
    expect(evaluateFormula('a / b', { a: -10, b: 3 }, 0)).toBe(-3);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(1e-7, 2)).toBe(0);
  });

  it('treats empty operands as 0 but gives null when nothing is filled, and null on division by zero', () => {
    expect(evaluateFormula('a + b', { a: 2 })).toBe(2);
    expect(evaluateFormula('a * b', {})).toBeNull();
    expect(evaluateFormula('a * b', { a: '', b: null })).toBeNull();
    expect(evaluateFormula('a / b', { a: 1, b: 0 })).toBeNull();
    expect(evaluateFormula('a + 1', { a: 'abc' })).toBeNull();
  });

  it('computes the computed fields of a row in dependency order and reports only changes', () => {
    const fields = [
      { key: 'total', type: 'computed', formula: 'subtotal + tax' },
      { key: 'subtotal', type: 'computed', formula: 'quantity * price' },
      { key: 'tax', type: 'computed', formula: 'subtotal * 0.13' },
      { key: 'quantity', type: 'number' },
      { key: 'price', type: 'money' },
    ];
    expect(computeRow(fields, { quantity: 2, price: 50 })).toEqual({ subtotal: 100, tax: 13, total: 113 });
    expect(computeRow(fields, { quantity: 2, price: 50, subtotal: 100, tax: 13, total: 113 })).toEqual({});
    // a cycle is left out instead of looping
    expect(computeRow([{ key: 'a', type: 'computed', formula: 'b + 1' }, { key: 'b', type: 'computed', formula: 'a + 1' }], {})).toEqual({});
  });

  it('adds up a sub-table column with sum(sub.key) for main-form totals', () => {
    const items = [{ amount: 37.5 }, { amount: '2,000' }, { amount: null }];
    expect(evaluateFormula('sum(items.amount)', {}, 2, { items })).toBe(2037.5);
    expect(evaluateFormula('sum(items.amount) * 1.13', {}, 2, { items })).toBe(2302.38);
    expect(evaluateFormula('sum(items.amount)', {}, 2, { items: [] })).toBeNull();
    expect(formulaRefs('sum(items.amount) + fee')).toEqual(['items.amount', 'fee']);
    expect(validateFormula('sum(items.amount)', ['items.amount'])).toBeNull();
    expect(() => parseFormula('sum(items)')).toThrow(FormulaError);
    expect(() => parseFormula('sum(items.amount')).toThrow(FormulaError);
    expect(evaluateFormula('.5 * 2', {})).toBe(1);
    expect(computeRow([{ key: 'total', type: 'computed', formula: 'sum(items.amount)' }], {}, { items })).toEqual({ total: 2037.5 });
  });

  it('sums a column over rows', () => {
    expect(sumColumn([{ t: 1.1 }, { t: '2.2' }, { t: null }], 't')).toBe(3.3);
    expect(sumColumn([], 't')).toBeNull();
    expect(toNumber('  ')).toBeNull();
  });
});
