/**
 * Display formatters (spec 1 §5, §9; spec 3 §9; domain/finance.md §4).
 * Numeric formatting works on exact decimal digits (BigInt), never on binary
 * floating-point arithmetic, and rounds half away from zero.
 */
import dayjs from 'dayjs';
import { DATE_FORMAT, LAYOUT, type DateFormatKind } from './constants.js';

export type NumericInput = number | string | bigint | null | undefined;

// ---------------------------------------------------------------------------
// Exact decimal helpers
// ---------------------------------------------------------------------------

/** value = (neg ? -1 : 1) × coef × 10^exp */
interface Decimal {
  neg: boolean;
  coef: bigint;
  exp: number;
}

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Parses a number, bigint or numeric string (commas, spaces and a leading ¥/￥ are
 * ignored) into an exact decimal. Numbers use their shortest round-trip text, so
 * 1.005 is treated as exactly 1.005. Returns null for empty or non-numeric input.
 */
function parseDecimal(input: NumericInput): Decimal | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'bigint') return { neg: input < 0n, coef: input < 0n ? -input : input, exp: 0 };
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else {
    text = input.replace(/[,\s]/g, '').replace(/^([+-]?)[¥￥]/, '$1');
  }
  const m = DECIMAL_RE.exec(text);
  if (!m) return null;
  const intPart = m[2] ?? '';
  const fracPart = m[3] ?? '';
  if (intPart === '' && fracPart === '') return null;
  const coef = BigInt(intPart + fracPart || '0');
  const exp = -fracPart.length + (m[4] ? Number(m[4]) : 0);
  return { neg: m[1] === '-' && coef !== 0n, coef, exp };
}

/** |value| scaled by 10^decimals, rounded half away from zero. */
function scaledAbs(dec: Decimal, decimals: number): bigint {
  const shift = dec.exp + decimals;
  if (shift >= 0) return dec.coef * 10n ** BigInt(shift);
  const div = 10n ** BigInt(-shift);
  const q = dec.coef / div;
  const r = dec.coef % div;
  return r * 2n >= div ? q + 1n : q;
}

function groupThousands(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Fixed-point text of a decimal (optionally with thousands separators); '-' only for non-zero results. */
function toFixedText(dec: Decimal, decimals: number, grouping: boolean): string {
  const d = Math.max(0, Math.trunc(decimals));
  const abs = scaledAbs(dec, d);
  const digits = abs.toString().padStart(d + 1, '0');
  const intDigits = d === 0 ? digits : digits.slice(0, -d);
  const frac = d === 0 ? '' : `.${digits.slice(-d)}`;
  const sign = dec.neg && abs !== 0n ? '-' : '';
  return sign + (grouping ? groupThousands(intDigits) : intDigits) + frac;
}

// ---------------------------------------------------------------------------
// Money and numbers
// ---------------------------------------------------------------------------

/**
 * Money with thousands separators and a fixed number of decimals (2 by default, 3 in places).
 * null / undefined / '' / non-numeric → ''.
 * @example formatMoney(1234567.891) === '1,234,567.89'
 */
export function formatMoney(value: NumericInput, decimals = 2): string {
  const dec = parseDecimal(value);
  return dec ? toFixedText(dec, decimals, true) : '';
}

/** A fixed-decimal number without grouping (e.g. 2- or 3-decimal quantities); '' when empty. */
export function formatFixed(value: NumericInput, decimals = 2): string {
  const dec = parseDecimal(value);
  return dec ? toFixedText(dec, decimals, false) : '';
}

/**
 * Converts to units of ten thousand (万): divides by 10,000 exactly, optionally rounding
 * to `decimals`. Returns null for empty or non-numeric input.
 * @example toTenThousands(123456) === 12.3456; toTenThousands(123456, 2) === 12.35
 */
export function toTenThousands(value: NumericInput, decimals?: number): number | null {
  const dec = parseDecimal(value);
  if (!dec) return null;
  const shifted: Decimal = { ...dec, exp: dec.exp - 4 };
  if (decimals === undefined) {
    const text = `${shifted.neg ? '-' : ''}${shifted.coef}e${shifted.exp}`;
    return Number(text);
  }
  return Number(toFixedText(shifted, decimals, false));
}

/**
 * Percent text of a ratio: formatPercent(0.1234) === '12.34%'. With `isRatio = false`
 * the value is already in percent: formatPercent(12.345, 1, false) === '12.3%'.
 */
export function formatPercent(value: NumericInput, decimals = 2, isRatio = true): string {
  const dec = parseDecimal(value);
  if (!dec) return '';
  const pct: Decimal = isRatio ? { ...dec, exp: dec.exp + 2 } : dec;
  return `${toFixedText(pct, decimals, false)}%`;
}

// ---------------------------------------------------------------------------
// Uppercase Chinese amount (大写金额)
// ---------------------------------------------------------------------------

const CN_DIGITS = '零壹贰叁肆伍陆柒捌玖';
const CN_SMALL_UNITS = ['', '拾', '佰', '仟'] as const;

/** A 4-digit section (0 < n < 10000) without leading zeros; inner zero runs → one 零. */
function sectionToChinese(n: number): string {
  let out = '';
  let pendingZero = false;
  for (let pos = 3; pos >= 0; pos--) {
    const digit = Math.floor(n / 10 ** pos) % 10;
    if (digit === 0) {
      if (out !== '') pendingZero = true;
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    out += CN_DIGITS[digit] + CN_SMALL_UNITS[pos];
  }
  return out;
}

/** An integer below 10^8 (> 0): high 万 section and low section, with 零 when the low one is < 1000. */
function below100MillionToChinese(n: number): string {
  const high = Math.floor(n / 10000);
  const low = n % 10000;
  let out = '';
  if (high > 0) out += sectionToChinese(high) + '万';
  if (low > 0) {
    if (high > 0 && low < 1000) out += '零';
    out += sectionToChinese(low);
  }
  return out;
}

/** A positive integer of yuan; sections of 亿 are handled recursively (so 10^16 → 壹亿亿). */
function integerToChinese(n: bigint): string {
  const HUNDRED_MILLION = 100000000n;
  if (n < HUNDRED_MILLION) return below100MillionToChinese(Number(n));
  const high = n / HUNDRED_MILLION;
  const low = Number(n % HUNDRED_MILLION);
  let out = `${integerToChinese(high)}亿`;
  if (low > 0) {
    if (low < 10000000) out += '零';
    out += below100MillionToChinese(low);
  }
  return out;
}

/**
 * Uppercase Chinese amount per the People's Bank rules (domain/finance.md §4), first
 * form of each example: rounded half-up to 分; sections of 万/亿 with a single 零 for
 * zero runs; a leading 拾 is written 壹拾; 零 before 角 when the 元 digit is 0; 零 after
 * 元 when 角 is 0 and 分 is not; 整 after 元 (not after 角 or 分); 0 → 零元整; a zero
 * yuan part is omitted (0.05 → 伍分); negatives get the prefix 负.
 * Returns '' for empty or non-numeric input.
 * @example toChineseAmount(10005) === '壹万零伍元整'; toChineseAmount(1680.32) === '壹仟陆佰捌拾元零叁角贰分'
 */
export function toChineseAmount(value: NumericInput): string {
  const dec = parseDecimal(value);
  if (!dec) return '';
  const cents = scaledAbs(dec, 2);
  if (cents === 0n) return '零元整';
  const yuan = cents / 100n;
  const jiao = Number((cents / 10n) % 10n);
  const fen = Number(cents % 10n);

  let out = dec.neg ? '负' : '';
  if (yuan > 0n) out += `${integerToChinese(yuan)}元`;
  if (jiao === 0 && fen === 0) return `${out}整`;
  if (jiao > 0) {
    if (yuan > 0n && yuan % 10n === 0n) out += '零';
    out += `${CN_DIGITS[jiao]}角`;
  } else if (yuan > 0n) {
    out += '零';
  }
  if (fen > 0) out += `${CN_DIGITS[fen]}分`;
  return out;
}

// ---------------------------------------------------------------------------
// Dates and times
// ---------------------------------------------------------------------------

export type DateInput = Date | string | number | dayjs.Dayjs | null | undefined;

function toDayjs(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  let v: Date | string | number | dayjs.Dayjs = value;
  if (typeof v === 'string' && /^\d{13}$/.test(v.trim())) v = Number(v.trim());
  const d = dayjs(v);
  return d.isValid() ? d : null;
}

/**
 * Formats a date: 'date' YYYY-MM-DD (default), 'datetime' YYYY-MM-DD HH:mm,
 * 'datetimeSeconds' YYYY-MM-DD HH:mm:ss, 'month' YYYY-MM, 'year' YYYY.
 * Empty or invalid input → ''.
 */
export function formatDate(value: DateInput, kind: DateFormatKind = 'date'): string {
  const d = toDayjs(value);
  return d ? d.format(DATE_FORMAT[kind]) : '';
}

/**
 * Relative time in Chinese: under 30 s 刚刚, under an hour N分钟前, under a day N小时前,
 * under two days 1天前, otherwise the date-time (YYYY-MM-DD HH:mm). Future times count as 刚刚.
 */
export function relativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const d = toDayjs(value);
  const n = toDayjs(now);
  if (!d || !n) return '';
  const seconds = (n.valueOf() - d.valueOf()) / 1000;
  if (seconds < 30) return '刚刚';
  if (seconds < 3600) return `${Math.max(1, Math.floor(seconds / 60))}分钟前`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)}小时前`;
  if (seconds < 172800) return '1天前';
  return d.format(DATE_FORMAT.datetime);
}

/**
 * Greeting by hour: before 9 早上好, up to 11 上午好, up to 13 中午好, before 20 下午好,
 * else 晚上好. The small hours (before 5) still belong to the evening: 1 AM is not 早上好.
 * Accepts an hour (0-23) or a Date; defaults to now.
 */
export function greeting(hourOrDate: number | Date = new Date()): string {
  const hour = hourOrDate instanceof Date ? hourOrDate.getHours() : hourOrDate;
  if (hour < 5) return '晚上好';
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}

// ---------------------------------------------------------------------------
// Misc display helpers
// ---------------------------------------------------------------------------

/** 是 / 否 for truthy / falsy flags (also '1'/'0', 'true'/'false'); '' for null, undefined and ''. */
export function yesNo(value: boolean | number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (value === 'false' || value === '0') return '否';
  return value ? '是' : '否';
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** File size with base 1000 and two decimals, e.g. 1500 → '1.50 KB'; 0 → '0 B'; invalid → ''. */
export function formatFileSize(bytes: number | string | null | undefined): string {
  if (bytes === null || bytes === undefined || bytes === '') return '';
  const n = Number(bytes);
  if (!Number.isFinite(n) || n < 0) return '';
  if (n === 0) return '0 B';
  let i = Math.min(SIZE_UNITS.length - 1, Math.max(0, Math.floor(Math.log10(n) / 3)));
  // Guard against log rounding and values that round up to the next unit (999999 → 1.00 MB).
  while (i > 0 && n < 1000 ** i) i--;
  while (i < SIZE_UNITS.length - 1 && Number((n / 1000 ** i).toFixed(2)) >= 1000) i++;
  return `${(n / 1000 ** i).toFixed(2)} ${SIZE_UNITS[i]}`;
}

/** Truncates to `max` characters (code points) and appends '...'; null/undefined → ''. */
export function ellipsis(text: string | null | undefined, max: number = LAYOUT.ELLIPSIS_LENGTH): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** Display width: non-ASCII characters count 1, ASCII characters count half. */
export function textWidth(text: string | null | undefined): number {
  if (!text) return 0;
  let width = 0;
  for (const ch of text) width += (ch.codePointAt(0) ?? 0) < 128 ? 0.5 : 1;
  return width;
}

export interface LabelValueOption {
  label: string;
  value: string;
}

/**
 * Parses an option string of label|value pairs separated by commas
 * ('label|value,label2|value2'; full-width ， accepted). A pair without '|' uses the
 * label as value. Empty input → [].
 */
export function parseOptions(text: string | null | undefined): LabelValueOption[] {
  if (!text) return [];
  const out: LabelValueOption[] = [];
  for (const part of text.split(/[,，]/)) {
    const item = part.trim();
    if (!item) continue;
    const bar = item.indexOf('|');
    const label = (bar < 0 ? item : item.slice(0, bar)).trim();
    const value = (bar < 0 ? item : item.slice(bar + 1)).trim();
    out.push({ label, value });
  }
  return out;
}

/** System parameter value: the strings 'true' and 'false' become booleans; anything else is unchanged. */
export function paramValue(value: string): string | boolean;
export function paramValue(value: string | null | undefined): string | boolean | null | undefined;
export function paramValue(value: string | null | undefined): string | boolean | null | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}
