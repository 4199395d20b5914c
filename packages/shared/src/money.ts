/*
 * Money words and check digits (domain/finance.md §3, §4): 大写金额 as 人民银行's rules write it,
 * the USCC (GB 32100-2015) and ID card (GB 11643-1999) check characters. Pure functions for the
 * server (printing, validation) and the web (forms).
 */

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SECTION_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿', '万亿'];

/** Fen of an amount given as a number or decimal text, without float arithmetic on the text. */
function toFen(amount: number | string): bigint {
  const s = typeof amount === 'number' ? amount.toFixed(2) : amount.trim().replace(/[,，\s]/g, '');
  const m = /^(-)?(\d+)(?:\.(\d{0,2})\d*)?$/.exec(s);
  if (!m) throw new Error(`not an amount: ${String(amount)}`);
  const fen = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -fen : fen;
}

/** One 4-digit section: inner zeros as one 零, trailing zeros as nothing. */
function sectionWords(n: number): string {
  let out = '';
  let zero = false;
  for (let pos = 3; pos >= 0; pos--) {
    const d = Math.floor(n / 10 ** pos) % 10;
    if (d === 0) { if (out) zero = true; continue; }
    if (zero) { out += '零'; zero = false; }
    out += DIGITS[d] + SECTION_UNITS[pos];
  }
  return out;
}

/**
 * 大写金额 of `amount` (yuan; a number or decimal text, rounded down to the fen as written):
 * 壹万贰仟元零壹分, 壹拾万零柒佰元整, 零元整. Options: `prefix` 人民币, `yuan` 圆 for invoices.
 */
export function amountInWords(amount: number | string, opts: { prefix?: boolean; yuan?: '元' | '圆' } = {}): string {
  const yuanChar = opts.yuan ?? '元';
  let fen = toFen(amount);
  const negative = fen < 0n;
  if (negative) fen = -fen;
  const yuan = fen / 100n;
  const jiao = Number((fen / 10n) % 10n);
  const cent = Number(fen % 10n);
  let words = '';
  if (yuan > 0n) {
    const sections: number[] = [];
    for (let y = yuan; y > 0n; y /= 10000n) sections.push(Number(y % 10000n));
    if (sections.length > BIG_UNITS.length) throw new Error('amount too large');
    let pendingZero = false;
    for (let i = sections.length - 1; i >= 0; i--) {
      const s = sections[i];
      if (s === 0) { if (words) pendingZero = true; continue; }
      // Below a written higher section, a section under 1000 (or after an all-zero one) starts with 零.
      if (words && (pendingZero || s < 1000)) words += '零';
      pendingZero = false;
      words += sectionWords(s) + BIG_UNITS[i];
    }
    words += yuanChar;
  }
  if (jiao === 0 && cent === 0) {
    words = words ? `${words}整` : `零${yuanChar}整`;
  } else {
    // 元位 0 with 角, or 角 0 with 分: a 零 after 元 (none when there are no yuan at all).
    if (yuan > 0n && (yuan % 10n === 0n || jiao === 0)) words += '零';
    if (jiao > 0) words += `${DIGITS[jiao]}角`;
    words += cent > 0 ? `${DIGITS[cent]}分` : '整';
  }
  return `${opts.prefix ? '人民币' : ''}${negative ? '负' : ''}${words}`;
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character a USCC's first 17 characters call for (null when they are not USCC characters). */
export function usccCheckChar(first17: string): string | null {
  if (!/^[0-9A-HJ-NPQRTUWXY]{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(first17[i]) * USCC_WEIGHTS[i];
  const c = 31 - (sum % 31);
  return USCC_CHARS[c === 31 ? 0 : c];
}

/**
 * A taxpayer id as buyers give it: 'invalid' (not 15/17/18/20 of [A-Z0-9]), 'checkFailed' (an
 * 18-character USCC whose check character is wrong: warn only, early pilot codes fail it), 'ok'.
 */
export function checkTaxId(id: string): 'ok' | 'checkFailed' | 'invalid' {
  const s = id.trim().toUpperCase();
  if (!/^[A-Z0-9]+$/.test(s) || ![15, 17, 18, 20].includes(s.length)) return 'invalid';
  if (s.length !== 18) return 'ok';
  const check = usccCheckChar(s.slice(0, 17));
  // 18 characters outside the USCC alphabet (I, O, S, V, Z) are no USCC at all.
  if (check === null || !USCC_CHARS.includes(s[17])) return 'invalid';
  return check === s[17] ? 'ok' : 'checkFailed';
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** An 18-digit resident ID: its birth date is a real day and its check character matches. */
export function isValidIdCard(id: string): boolean {
  const s = id.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(s)) return false;
  const y = Number(s.slice(6, 10));
  const m = Number(s.slice(10, 12));
  const d = Number(s.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(s[i]) * ID_WEIGHTS[i];
  return '10X98765432'[sum % 11] === s[17];
}
