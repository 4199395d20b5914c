import { createHash } from 'node:crypto';
import type { BankField } from '@ecms/shared';
import { cellText, parseDate, plainCell } from '../../platform/excel/convert.js';
import type { HeaderSynonyms } from '../../platform/excel/header-detect.js';

/*
 * The statement layouts of the six banks of domain/finance.md §1: header synonyms per field,
 * meta keys above the table, and the normalisation of one row to a statement line (dates in
 * China time, amounts in integer fen, 借 = pay, 贷 = income).
 */

export const BANK_SYNONYMS: Record<BankField, readonly string[]> = {
  date: ['交易日期', '交易日', '日期', '记账日期', '入账日期'],
  dateTime: ['交易时间', '记账时间', '交易日期时间'],
  time: ['时间'],
  income: ['贷方发生额', '贷方发生额（收入）', '贷方发生额/元(收入)', '贷方金额', '收入金额', '转入金额', '收入', '贷方'],
  pay: ['借方发生额', '借方发生额（支取）', '借方金额', '支出金额', '转出金额', '支出', '借方'],
  amount: ['发生额', '交易金额', '金额'],
  direction: ['借贷标志', '借/贷', '借贷方向', '借贷', '收支标志', '收支方向'],
  balance: ['余额', '账户余额', '交易后余额', '当前余额'],
  otherSideName: ['对方户名', '对方单位', '对方单位名称', '收(付)方名称', '对方名称', '对方账户名称'],
  otherSideAccountNo: ['对方账号', '收(付)方账号', '对方账户'],
  otherSideUnit: ['对方开户机构', '对方行号', '对方行名', '对方银行', '收(付)方开户行名', '收(付)方开户行号', '交易行名', '对方开户行'],
  summary: ['摘要', '业务摘要', '其它摘要', '交易类型'],
  matter: ['用途', '交易用途'],
  memo: ['附言', '交易附言', '备注', '个性化信息'],
  serialNo: ['交易流水号', '流水号', '账户明细编号-交易流水号', '凭证号', '银行流水号', '业务参考号'],
  accountNo: ['本方账号', '账号'],
  accountName: ['本方账户名称', '账户名称', '本方户名'],
  payerAccountNo: ['付款人账号'],
  payerName: ['付款人名称'],
  payeeAccountNo: ['收款人账号'],
  payeeName: ['收款人名称'],
};

/** Labels of the fields in the mapping step. */
export const BANK_FIELD_NAMES: Record<BankField, string> = {
  date: '交易日期', dateTime: '交易时间', time: '时间（与日期合并）', income: '收入（贷方）', pay: '支出（借方）',
  amount: '发生额（带符号或借贷标志）', direction: '借贷标志', balance: '余额', otherSideName: '对方户名', otherSideAccountNo: '对方账号',
  otherSideUnit: '对方开户行', summary: '摘要', matter: '用途', memo: '附言/备注', serialNo: '流水号',
  accountNo: '本方账号', accountName: '本方户名', payerAccountNo: '付款人账号', payerName: '付款人名称',
  payeeAccountNo: '收款人账号', payeeName: '收款人名称',
};

/** Meta rows above the table (账号：…, 户名：…). */
export const BANK_META: HeaderSynonyms = {
  accountNo: ['账号', '账户号', '查询账号', '银行账号', '账户', '本方账号'],
  accountName: ['户名', '账户名称', '公司名称', '单位名称', '账户名', '客户名称'],
  accountUnit: ['开户行', '开户银行', '开户机构'],
};

/** One normalised line (money in fen). */
export interface BankLine {
  row: number;
  dateTime: Date;
  month: string;
  income: number;
  pay: number;
  balance: number | null;
  otherSideName: string | null;
  otherSideAccountNo: string | null;
  otherSideUnit: string | null;
  summary: string | null;
  matter: string | null;
  memo: string | null;
  serialNo: string | null;
}

export type Normalised = { ok: true; line: BankLine } | { ok: false; skipped: boolean; reason: string };

/** Text → fen: strips thousands separators, spaces and currency signs; blank = 0; (1.00) and trailing - are negative. */
export function toFen(v: unknown): number | null {
  const p = plainCell(v);
  if (p === null || p === undefined || p === '') return 0;
  if (typeof p === 'number') return Number.isFinite(p) ? Math.round(p * 100) : null;
  let s = String(p).replace(/[,，\s\u3000¥￥]|元|RMB|CNY/gi, '');
  if (!s || s === '-' || s === '--') return 0;
  let neg = false;
  if (/^\(.*\)$/.test(s)) { neg = true; s = s.slice(1, -1); }
  if (s.endsWith('-')) { neg = true; s = s.slice(0, -1); }
  if (!/^[-+]?\d+(\.\d+)?$/.test(s)) return null;
  const n = Math.round(Number(s) * 100);
  return neg ? -n : n;
}

const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const COMPACT_DT = /^(\d{4})(\d{2})(\d{2})\s*(\d{1,2})?:?(\d{2})?:?(\d{2})?$/;

/** A date-time as wall-clock fields in UTC (exceljs's convention), from any of the banks' spellings. */
function wallTime(dateCell: unknown, timeCell: unknown): Date | null {
  const d = plainCell(dateCell);
  let wall: Date | null;
  if (typeof d === 'string') {
    const s = d.trim().replace(/\s+/g, ' ');
    const c = COMPACT_DT.exec(s);
    if (c) wall = new Date(Date.UTC(+c[1], +c[2] - 1, +c[3], +(c[4] ?? 0), +(c[5] ?? 0), +(c[6] ?? 0)));
    else wall = parseDate(s.replace(/(\d)\.(\d{1,2})\.(\d)/, '$1-$2-$3'));
    if (c && (wall!.getUTCMonth() !== +c[2] - 1 || wall!.getUTCDate() !== +c[3])) wall = null;
  } else {
    wall = parseDate(d);
  }
  if (!wall) return null;
  const t = plainCell(timeCell);
  if (t !== null && t !== undefined && t !== '') {
    let h = 0; let m = 0; let sec = 0;
    if (t instanceof Date) { h = t.getUTCHours(); m = t.getUTCMinutes(); sec = t.getUTCSeconds(); }
    else if (typeof t === 'number' && t < 1) { const x = Math.round(t * 86400); h = Math.floor(x / 3600); m = Math.floor(x / 60) % 60; sec = x % 60; }
    else {
      const s = String(t).trim();
      const tm = TIME_RE.exec(s) ?? /^(\d{2})(\d{2})(\d{2})$/.exec(s);
      if (tm) { h = +tm[1]; m = +tm[2]; sec = +(tm[3] ?? 0); }
      else { const full = wallTime(s, null); if (full) return full; }
    }
    wall = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), h, m, sec));
  }
  return wall;
}

const CHINA_OFFSET_MS = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** China wall time (UTC fields) → the instant, and its month YYYY-MM. */
function chinaInstant(wall: Date): { at: Date; month: string } {
  return { at: new Date(wall.getTime() - CHINA_OFFSET_MS), month: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}` };
}

const TOTAL_RE = /^(本页)?(合计|总计|小计|累计)/;
const DEBIT = /^(借|支|支出|出|付|d|dr|debit|-)/i;
const CREDIT = /^(贷|收|收入|入|c|cr|credit|\+)/i;

const textOf = (cells: unknown[], idx: number | undefined, max: number): string | null => {
  if (idx === undefined) return null;
  const s = cellText(cells[idx]);
  return s ? s.slice(0, max) : null;
};

/** Column index per field, from the confirmed mapping. */
export function fieldColumns(colIndexMap: Record<string, string>): Partial<Record<BankField, number>> {
  const out: Partial<Record<BankField, number>> = {};
  for (const [i, k] of Object.entries(colIndexMap)) if (k) out[k as BankField] ??= Number(i);
  return out;
}

/**
 * One sheet row → a line. Rows with income = pay = 0 (totals, blank separators) are skipped,
 * not failed; an unreadable date or amount fails with the reason.
 */
export function normaliseRow(row: number, cells: unknown[], cols: Partial<Record<BankField, number>>, ownAccountNo: string): Normalised {
  const at = (f: BankField) => (cols[f] === undefined ? undefined : cells[cols[f]!]);
  const dateCell = at('date') ?? at('dateTime');
  const timeCell = cols.date !== undefined ? (at('dateTime') ?? at('time')) : at('time');
  const emptyDate = cellText(dateCell) === '';
  const amountText = [at('income'), at('pay'), at('amount')].map((c) => cellText(c)).join('');
  if (emptyDate && !amountText) return { ok: false, skipped: true, reason: '空行' };
  if (cells.some((c) => TOTAL_RE.test(cellText(c)))) return { ok: false, skipped: true, reason: '合计行' };
  let income = toFen(at('income'));
  let pay = toFen(at('pay'));
  if (income === null || pay === null) return { ok: false, skipped: false, reason: '金额不是数字' };
  if (cols.amount !== undefined && cols.income === undefined && cols.pay === undefined) {
    const amount = toFen(at('amount'));
    if (amount === null) return { ok: false, skipped: false, reason: '发生额不是数字' };
    const flag = cellText(at('direction'));
    const payer = cellText(at('payerAccountNo')).replace(/\s/g, '');
    if (flag && DEBIT.test(flag)) { pay = Math.abs(amount); income = 0; }
    else if (flag && CREDIT.test(flag)) { income = Math.abs(amount); pay = 0; }
    else if (amount < 0) { pay = -amount; income = 0; }
    // BOC: the direction is whether the queried account is the payer.
    else if (payer && ownAccountNo && payer === ownAccountNo.replace(/\s/g, '')) { pay = amount; income = 0; }
    else { income = amount; pay = 0; }
  }
  // A negative credit is a debit (some banks write reversals so).
  if (income < 0 && pay === 0) { pay = -income; income = 0; }
  if (pay < 0 && income === 0) { income = -pay; pay = 0; }
  if (income === 0 && pay === 0) return { ok: false, skipped: true, reason: '收入和支出均为0（合计或说明行）' };
  const wall = wallTime(dateCell, timeCell);
  if (!wall) return { ok: false, skipped: false, reason: emptyDate ? '交易时间为空' : `交易时间“${cellText(dateCell)}”无法识别` };
  const { at: when, month } = chinaInstant(wall);
  let balance: number | null = null;
  if (cols.balance !== undefined && cellText(at('balance')) !== '') {
    balance = toFen(at('balance'));
    if (balance === null) return { ok: false, skipped: false, reason: '余额不是数字' };
  }
  // BOC names both parties; the other side is the one that is not us.
  const weArePayer = cols.payerAccountNo !== undefined && pay > 0;
  const otherSideName = textOf(cells, cols.otherSideName, 200)
    ?? textOf(cells, weArePayer ? cols.payeeName : cols.payerName, 200);
  const otherSideAccountNo = textOf(cells, cols.otherSideAccountNo, 64)
    ?? textOf(cells, weArePayer ? cols.payeeAccountNo : cols.payerAccountNo, 64);
  return {
    ok: true,
    line: {
      row, dateTime: when, month, income, pay, balance, otherSideName, otherSideAccountNo,
      otherSideUnit: textOf(cells, cols.otherSideUnit, 200), summary: textOf(cells, cols.summary, 200),
      matter: textOf(cells, cols.matter, 200), memo: textOf(cells, cols.memo, 500), serialNo: textOf(cells, cols.serialNo, 64),
    },
  };
}

/** A serial a bank fills with one repeated digit (ICBC writes 000000000) identifies nothing. */
export const isRealSerial = (s: string | null): s is string => !!s && !/^(.)\1*$/.test(s.trim());

const sha = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);

/** Domain §1 fingerprint of a line without a serial (the occurrence index is added by the caller). */
export function fingerprint(accountNo: string, l: BankLine): string {
  return sha([accountNo, l.dateTime.toISOString(), l.income, l.pay, l.balance ?? '', l.otherSideAccountNo || l.otherSideName || '', l.summary ?? ''].join('\u0001'));
}

/** Every stored field of a line: same key with another hash is a conflict. */
export function contentHash(l: BankLine): string {
  return sha([l.dateTime.toISOString(), l.income, l.pay, l.balance ?? '', l.otherSideName ?? '', l.otherSideAccountNo ?? '', l.otherSideUnit ?? '',
    l.summary ?? '', l.matter ?? '', l.memo ?? '', l.serialNo ?? ''].join('\u0001'));
}

/** Dedupe keys line by line, in file order: `s:<serial>`, else `f:<fingerprint>#<n-th equal line in the file>`. */
export class DedupeKeyer {
  // Only lines without a real serial are counted (the n-th equal line needs the ones before it).
  private seen = new Map<string, number>();
  constructor(private readonly accountNo: string) {}
  key(l: BankLine): string {
    if (isRealSerial(l.serialNo)) return `s:${l.serialNo.trim()}`;
    const f = fingerprint(this.accountNo, l);
    const n = (this.seen.get(f) ?? 0) + 1;
    this.seen.set(f, n);
    return `f:${f}#${n}`;
  }
}

/** Dedupe keys of a file's lines. */
export function dedupeKeys(accountNo: string, lines: BankLine[]): string[] {
  const keyer = new DedupeKeyer(accountNo);
  return lines.map((l) => keyer.key(l));
}

export interface ChainBreak { row: number; expected: number; actual: number; diff: number; kind: 'missing' | 'duplicate' }

/**
 * Domain §1 rule 4, walked line by line in file order and both ways at once (a file is read once,
 * as a stream): balance[i] = balance[i-1] + income[i] − pay[i]. Files come oldest first or newest
 * first; the order with fewer breaks is the file's (oldest first on a tie). A line that repeats
 * the one before and breaks the chain is a duplicate; any other break means lines worth `diff`
 * are missing. Counts are exact; at most `keep` breaks per direction are kept (the first ones of
 * the walk: for newest first, the last lines of the file).
 */
export class ChainWalk {
  private prev: BankLine | undefined;
  private asc = { count: 0, kept: [] as ChainBreak[] };
  private desc = { count: 0, kept: [] as ChainBreak[] };
  constructor(private readonly keep = Number.POSITIVE_INFINITY) {}

  push(l: BankLine): void {
    if (l.balance === null) return;
    const p = this.prev;
    if (p && p.balance !== null) {
      const same = p.income === l.income && p.pay === l.pay && p.balance === l.balance && p.summary === l.summary;
      const kind = same ? 'duplicate' as const : 'missing' as const;
      // Oldest first: this line follows p.
      const up = p.balance + l.income - l.pay;
      if (up !== l.balance) {
        this.asc.count++;
        if (this.asc.kept.length < this.keep) this.asc.kept.push({ row: l.row, expected: up, actual: l.balance, diff: l.balance - up, kind });
      }
      // Newest first: p follows this line.
      const down = l.balance + p.income - p.pay;
      if (down !== p.balance) {
        this.desc.count++;
        this.desc.kept.push({ row: p.row, expected: down, actual: p.balance, diff: p.balance - down, kind });
        // Only the last `keep` in file order are the walk's first ones; trimmed now and then.
        if (this.desc.kept.length >= 2 * this.keep) this.desc.kept.splice(0, this.desc.kept.length - this.keep);
      }
    }
    this.prev = l;
  }

  result(): { order: 'asc' | 'desc'; breaks: ChainBreak[]; count: number } {
    if (this.asc.count === 0 || this.desc.count >= this.asc.count) return { order: 'asc', breaks: this.asc.kept, count: this.asc.count };
    return { order: 'desc', breaks: this.desc.kept.slice(-this.keep).reverse(), count: this.desc.count };
  }
}

/** The chain of a whole list of lines (every break). */
export function balanceChain(lines: BankLine[]): { order: 'asc' | 'desc'; breaks: ChainBreak[] } {
  const walk = new ChainWalk();
  for (const l of lines) walk.push(l);
  const { order, breaks } = walk.result();
  return { order, breaks };
}

export const yuan = (fen: number): number => fen / 100;
