import { describe, it, expect } from 'vitest';
import dayjs from 'dayjs';
import {
  ellipsis,
  formatDate,
  formatFileSize,
  formatFixed,
  formatMoney,
  formatPercent,
  greeting,
  paramValue,
  parseOptions,
  relativeTime,
  textWidth,
  toChineseAmount,
  toTenThousands,
  yesNo,
} from '../index.js';

describe('formatMoney', () => {
  it('groups thousands with 2 decimals by default', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(999.995)).toBe('1,000.00');
    expect(formatMoney(100)).toBe('100.00');
    expect(formatMoney(1000)).toBe('1,000.00');
  });

  it('supports 3 decimals and 0 decimals', () => {
    expect(formatMoney(1234.5678, 3)).toBe('1,234.568');
    expect(formatMoney(1234.5, 3)).toBe('1,234.500');
    expect(formatMoney(1234.5, 0)).toBe('1,235');
  });

  it('handles negatives and rounds half away from zero on the decimal text', () => {
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
    expect(formatMoney(-0.004)).toBe('0.00');
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney(-1.005)).toBe('-1.01');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
  });

  it('accepts numeric strings, including grouped ones', () => {
    expect(formatMoney('1234567.1')).toBe('1,234,567.10');
    expect(formatMoney('-9876.543', 3)).toBe('-9,876.543');
    expect(formatMoney('1,234.5')).toBe('1,234.50');
    expect(formatMoney(' 42 ')).toBe('42.00');
    expect(formatMoney('12345678901234567890.129')).toBe('12,345,678,901,234,567,890.13');
  });

  it('handles exponent notation', () => {
    expect(formatMoney(1e21)).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatMoney(5e-7)).toBe('0.00');
    expect(formatMoney(1.5e-2)).toBe('0.02');
  });

  it('empty or invalid input gives empty text', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('formatFixed does not group', () => {
    expect(formatFixed(1234.5678, 3)).toBe('1234.568');
    expect(formatFixed(null)).toBe('');
  });
});

describe('toTenThousands', () => {
  it('divides by 10,000 exactly', () => {
    expect(toTenThousands(123456)).toBe(12.3456);
    expect(toTenThousands(10000)).toBe(1);
    expect(toTenThousands('50000')).toBe(5);
    expect(toTenThousands(-25000)).toBe(-2.5);
    expect(toTenThousands(0.3)).toBe(0.00003);
  });

  it('rounds to the given decimals', () => {
    expect(toTenThousands(123456, 2)).toBe(12.35);
    expect(toTenThousands(123449, 2)).toBe(12.34);
    expect(toTenThousands(5, 0)).toBe(0);
    expect(toTenThousands(-125000, 1)).toBe(-12.5);
  });

  it('empty gives null', () => {
    expect(toTenThousands(null)).toBeNull();
    expect(toTenThousands('')).toBeNull();
    expect(toTenThousands('x')).toBeNull();
  });
});

describe('toChineseAmount', () => {
  it('brief examples', () => {
    expect(toChineseAmount(0)).toBe('零元整');
    expect(toChineseAmount(0.05)).toBe('伍分');
    expect(toChineseAmount(10)).toBe('壹拾元整');
    expect(toChineseAmount(100.5)).toBe('壹佰元零伍角');
    expect(toChineseAmount(1005)).toBe('壹仟零伍元整');
    expect(toChineseAmount(10005)).toBe('壹万零伍元整');
    expect(toChineseAmount(100000)).toBe('壹拾万元整');
    expect(toChineseAmount(1000000.01)).toBe('壹佰万元零壹分');
    expect(toChineseAmount(123456789.12)).toBe('壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元壹角贰分');
    expect(toChineseAmount(-50)).toBe('负伍拾元整');
  });

  it('domain doc test vectors', () => {
    expect(toChineseAmount(0.01)).toBe('壹分');
    expect(toChineseAmount(1010)).toBe('壹仟零壹拾元整');
    expect(toChineseAmount(200000000)).toBe('贰亿元整');
    expect(toChineseAmount(100000001)).toBe('壹亿零壹元整');
    expect(toChineseAmount(100010000)).toBe('壹亿零壹万元整');
    expect(toChineseAmount(100700)).toBe('壹拾万零柒佰元整');
    expect(toChineseAmount(309825)).toBe('叁拾万玖仟捌佰贰拾伍元整');
    expect(toChineseAmount(12000.01)).toBe('壹万贰仟元零壹分');
    expect(toChineseAmount(325.04)).toBe('叁佰贰拾伍元零肆分');
  });

  it('People’s Bank rule examples (first form)', () => {
    expect(toChineseAmount(6007.14)).toBe('陆仟零柒元壹角肆分');
    expect(toChineseAmount(1680.32)).toBe('壹仟陆佰捌拾元零叁角贰分');
    expect(toChineseAmount(107000.53)).toBe('壹拾万柒仟元零伍角叁分');
    expect(toChineseAmount(16409.02)).toBe('壹万陆仟肆佰零玖元零贰分');
  });

  it('角 / 分 handling', () => {
    expect(toChineseAmount(0.5)).toBe('伍角');
    expect(toChineseAmount(0.55)).toBe('伍角伍分');
    expect(toChineseAmount(1.5)).toBe('壹元伍角');
    expect(toChineseAmount(1.05)).toBe('壹元零伍分');
    expect(toChineseAmount(10.5)).toBe('壹拾元零伍角');
    expect(toChineseAmount(15.25)).toBe('壹拾伍元贰角伍分');
  });

  it('rounds to 分 and accepts strings', () => {
    expect(toChineseAmount(1.005)).toBe('壹元零壹分');
    expect(toChineseAmount(0.004)).toBe('零元整');
    expect(toChineseAmount('1,234.5')).toBe('壹仟贰佰叁拾肆元伍角');
    expect(toChineseAmount('-0.01')).toBe('负壹分');
  });

  it('large amounts', () => {
    expect(toChineseAmount(110000000)).toBe('壹亿壹仟万元整');
    expect(toChineseAmount(1000000000000)).toBe('壹万亿元整');
    expect(toChineseAmount(1234500000000)).toBe('壹万贰仟叁佰肆拾伍亿元整');
    expect(toChineseAmount(100000010)).toBe('壹亿零壹拾元整');
  });

  it('empty gives empty text', () => {
    expect(toChineseAmount(null)).toBe('');
    expect(toChineseAmount('')).toBe('');
    expect(toChineseAmount('abc')).toBe('');
  });
});

describe('formatPercent', () => {
  it('formats ratios', () => {
    expect(formatPercent(0.1234)).toBe('12.34%');
    expect(formatPercent(0.5, 0)).toBe('50%');
    expect(formatPercent(1)).toBe('100.00%');
    expect(formatPercent(-0.0125, 1)).toBe('-1.3%');
    expect(formatPercent('0.07')).toBe('7.00%');
  });

  it('formats values already in percent', () => {
    expect(formatPercent(12.345, 1, false)).toBe('12.3%');
    expect(formatPercent(null)).toBe('');
  });
});

describe('formatDate', () => {
  const d = new Date(2024, 0, 5, 8, 3, 9);
  it('formats each kind', () => {
    expect(formatDate(d)).toBe('2024-01-05');
    expect(formatDate(d, 'date')).toBe('2024-01-05');
    expect(formatDate(d, 'datetime')).toBe('2024-01-05 08:03');
    expect(formatDate(d, 'datetimeSeconds')).toBe('2024-01-05 08:03:09');
    expect(formatDate(d, 'month')).toBe('2024-01');
    expect(formatDate(d, 'year')).toBe('2024');
  });

  it('accepts strings, timestamps and dayjs', () => {
    expect(formatDate('2024-03-09 13:45:00', 'datetime')).toBe('2024-03-09 13:45');
    expect(formatDate(d.getTime(), 'datetimeSeconds')).toBe('2024-01-05 08:03:09');
    expect(formatDate(String(d.getTime()), 'date')).toBe('2024-01-05');
    expect(formatDate(dayjs(d), 'month')).toBe('2024-01');
  });

  it('empty or invalid gives empty text', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('yesNo', () => {
  it('maps flags to 是/否', () => {
    expect(yesNo(true)).toBe('是');
    expect(yesNo(false)).toBe('否');
    expect(yesNo(1)).toBe('是');
    expect(yesNo(0)).toBe('否');
    expect(yesNo('1')).toBe('是');
    expect(yesNo('0')).toBe('否');
    expect(yesNo('true')).toBe('是');
    expect(yesNo('false')).toBe('否');
    expect(yesNo(null)).toBe('');
    expect(yesNo(undefined)).toBe('');
  });
});

describe('formatFileSize', () => {
  it('uses base 1000 with two decimals', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512.00 B');
    expect(formatFileSize(1000)).toBe('1.00 KB');
    expect(formatFileSize(1500)).toBe('1.50 KB');
    expect(formatFileSize(1024)).toBe('1.02 KB');
    expect(formatFileSize(2500000)).toBe('2.50 MB');
    expect(formatFileSize(3e9)).toBe('3.00 GB');
    expect(formatFileSize(1.234e12)).toBe('1.23 TB');
    expect(formatFileSize(5e15)).toBe('5000.00 TB');
  });

  it('rolls over to the next unit when rounding reaches 1000', () => {
    expect(formatFileSize(999999)).toBe('1.00 MB');
    expect(formatFileSize(999)).toBe('999.00 B');
  });

  it('accepts numeric strings; invalid gives empty text', () => {
    expect(formatFileSize('2048')).toBe('2.05 KB');
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize('')).toBe('');
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize('abc')).toBe('');
  });
});

describe('relativeTime', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0);
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('follows the thresholds', () => {
    expect(relativeTime(ago(0), now)).toBe('刚刚');
    expect(relativeTime(ago(29), now)).toBe('刚刚');
    expect(relativeTime(ago(30), now)).toBe('1分钟前');
    expect(relativeTime(ago(5 * 60), now)).toBe('5分钟前');
    expect(relativeTime(ago(3599), now)).toBe('59分钟前');
    expect(relativeTime(ago(3600), now)).toBe('1小时前');
    expect(relativeTime(ago(23 * 3600 + 59 * 60), now)).toBe('23小时前');
    expect(relativeTime(ago(24 * 3600), now)).toBe('1天前');
    expect(relativeTime(ago(47 * 3600), now)).toBe('1天前');
    expect(relativeTime(ago(48 * 3600), now)).toBe('2024-06-13 12:00');
  });

  it('future times count as just now; invalid gives empty text', () => {
    expect(relativeTime(ago(-600), now)).toBe('刚刚');
    expect(relativeTime(null, now)).toBe('');
  });

  it('defaults now to the current time', () => {
    expect(relativeTime(new Date())).toBe('刚刚');
  });
});

describe('greeting', () => {
  it('by hour', () => {
    expect(greeting(0)).toBe('晚上好');
    expect(greeting(1)).toBe('晚上好');
    expect(greeting(4)).toBe('晚上好');
    expect(greeting(5)).toBe('早上好');
    expect(greeting(8)).toBe('早上好');
    expect(greeting(9)).toBe('上午好');
    expect(greeting(11)).toBe('上午好');
    expect(greeting(12)).toBe('中午好');
    expect(greeting(13)).toBe('中午好');
    expect(greeting(14)).toBe('下午好');
    expect(greeting(19)).toBe('下午好');
    expect(greeting(20)).toBe('晚上好');
    expect(greeting(23)).toBe('晚上好');
  });

  it('accepts a Date', () => {
    expect(greeting(new Date(2024, 0, 1, 7))).toBe('早上好');
    expect(typeof greeting()).toBe('string');
  });
});

describe('ellipsis', () => {
  it('truncates beyond the maximum (default 25)', () => {
    const long = '一二三四五六七八九十一二三四五六七八九十一二三四五六';
    expect(Array.from(long)).toHaveLength(26);
    expect(ellipsis(long)).toBe(`${long.slice(0, 25)}...`);
    expect(ellipsis(long.slice(0, 25))).toBe(long.slice(0, 25));
    expect(ellipsis('abcdef', 3)).toBe('abc...');
    expect(ellipsis('abc', 3)).toBe('abc');
    expect(ellipsis(null)).toBe('');
    expect(ellipsis('')).toBe('');
  });
});

describe('textWidth', () => {
  it('counts non-ASCII as 1 and ASCII as half', () => {
    expect(textWidth('中文')).toBe(2);
    expect(textWidth('ab')).toBe(1);
    expect(textWidth('中a')).toBe(1.5);
    expect(textWidth('项目A-1')).toBe(3.5);
    expect(textWidth('')).toBe(0);
    expect(textWidth(null)).toBe(0);
  });
});

describe('parseOptions', () => {
  it('parses label|value pairs', () => {
    expect(parseOptions('是|1,否|0')).toEqual([
      { label: '是', value: '1' },
      { label: '否', value: '0' },
    ]);
    expect(parseOptions(' 甲 | a ，乙|b ,, 丙 ')).toEqual([
      { label: '甲', value: 'a' },
      { label: '乙', value: 'b' },
      { label: '丙', value: '丙' },
    ]);
    expect(parseOptions('')).toEqual([]);
    expect(parseOptions(null)).toEqual([]);
  });
});

describe('paramValue', () => {
  it('turns true/false strings into booleans', () => {
    expect(paramValue('true')).toBe(true);
    expect(paramValue('false')).toBe(false);
    expect(paramValue('TRUE')).toBe('TRUE');
    expect(paramValue('ECMS')).toBe('ECMS');
    expect(paramValue('')).toBe('');
    expect(paramValue(null)).toBeNull();
    expect(paramValue(undefined)).toBeUndefined();
  });
});
