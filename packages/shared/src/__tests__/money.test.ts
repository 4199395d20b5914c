import { describe, expect, it } from 'vitest';
import { amountInWords, checkTaxId, isValidIdCard, usccCheckChar } from '../money.js';

describe('大写金额 (domain/finance.md §4 test vectors)', () => {
  it.each([
    [0, '零元整'], [0.01, '壹分'], [10, '壹拾元整'], [1010, '壹仟零壹拾元整'],
    [100000, '壹拾万元整'], [200000000, '贰亿元整'], [100000001, '壹亿零壹元整'], [100010000, '壹亿零壹万元整'],
    [100700, '壹拾万零柒佰元整'], [309825, '叁拾万玖仟捌佰贰拾伍元整'], [12000.01, '壹万贰仟元零壹分'], [325.04, '叁佰贰拾伍元零肆分'],
    [6007.14, '陆仟零柒元壹角肆分'], [1680.32, '壹仟陆佰捌拾元零叁角贰分'], [107000.53, '壹拾万柒仟元零伍角叁分'],
    [16409.02, '壹万陆仟肆佰零玖元零贰分'], [0.5, '伍角整'], ['1,234.50', '壹仟贰佰叁拾肆元伍角整'],
  ] as const)('%s → %s', (n, words) => {
    expect(amountInWords(n)).toBe(words);
  });

  it('prefix, 圆, negatives, and never the forbidden characters', () => {
    expect(amountInWords(10, { prefix: true, yuan: '圆' })).toBe('人民币壹拾圆整');
    expect(amountInWords(-325.04)).toBe('负叁佰贰拾伍元零肆分');
    for (const n of [1, 2, 20, 222.22, 10000000002.2]) expect(amountInWords(n)).not.toMatch(/[一二两十毛另0]/);
    expect(() => amountInWords('abc')).toThrow();
  });
});

describe('check digits (domain/finance.md §3)', () => {
  it('USCC: the worked example and known real codes', () => {
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
    expect(checkTaxId('914403001922038216')).toBe('ok');
    expect(checkTaxId('91110000802100433B')).toBe('ok');
    expect(checkTaxId('91110000802100433C')).toBe('checkFailed');
    expect(checkTaxId('91110000802100433')).toBe('ok'); // 17 characters: no check to apply
    expect(checkTaxId('9111000080210043IO')).toBe('invalid');
    expect(checkTaxId('123')).toBe('invalid');
  });

  it('ID card: check character and birth date', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('110105194912310021')).toBe(false);
    expect(isValidIdCard('11010519491331002X')).toBe(false);
    expect(isValidIdCard('1101051949123100')).toBe(false);
  });
});
