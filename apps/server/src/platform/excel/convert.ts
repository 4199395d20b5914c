import type { ImportColumn } from './targets.js';

/*
 * Spreadsheet cell → the typed value a target stores. Cells arrive as exceljs gives them
 * (string, number, boolean, Date, rich text, formula results, hyperlinks); people type dates
 * and numbers in many ways, so each type accepts the common spellings and says what it wants
 * when it cannot read one.
 */

export interface Lookups {
  /** dictCode → (label or value) → value / label. */
  dict(code: string): Map<string, { value: string; label: string }> | undefined;
  /** Person by name or login name → id (names shared by several people are ambiguous). */
  person(text: string): string | 'ambiguous' | undefined;
  /** Department by name or path (总公司/工程部) → id. */
  dept(text: string): string | 'ambiguous' | undefined;
}

export type Converted = { ok: true; value: unknown } | { ok: false; reason: string };

const ok = (value: unknown): Converted => ({ ok: true, value });
const bad = (reason: string): Converted => ({ ok: false, reason });

/** The plain value of an exceljs cell value (rich text, formulas, hyperlinks, errors unwrapped). */
export function plainCell(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'object' || v instanceof Date) return v;
  const o = v as Record<string, unknown>;
  if (Array.isArray(o.richText)) return (o.richText as { text: string }[]).map((r) => r.text).join('');
  if ('result' in o) return plainCell(o.result);
  if ('formula' in o || 'sharedFormula' in o) return null;
  if ('text' in o) return plainCell(o.text);
  if ('error' in o) return null;
  return String(v);
}

/** A cell as text the user would read (dates as YYYY/MM/DD). */
export function cellText(v: unknown): string {
  const p = plainCell(v);
  if (p === null || p === undefined) return '';
  if (p instanceof Date) return formatDate(p, true);
  return String(p).trim();
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Dates from exceljs are UTC midnight of the shown day. */
export function formatDate(d: Date, slash = false, withTime = false): string {
  const s = `${d.getUTCFullYear()}${slash ? '/' : '-'}${pad(d.getUTCMonth() + 1)}${slash ? '/' : '-'}${pad(d.getUTCDate())}`;
  return withTime ? `${s} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` : s;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DATE_RE = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;
const COMPACT_RE = /^(\d{4})(\d{2})(\d{2})$/;

/** A date (UTC midnight) from a Date, an Excel serial number or YYYY/MM/DD, YYYY-MM-DD, YYYY.MM.DD, YYYY年M月D日, YYYYMMDD. */
export function parseDate(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v === 'number') {
    // Excel serial day numbers (1 = 1900-01-01); anything else is not a plausible date.
    if (v < 1 || v > 2958465) return null;
    return new Date(EXCEL_EPOCH + Math.round(v * 86400000));
  }
  if (typeof v !== 'string') return null;
  const s = v.trim();
  const m = DATE_RE.exec(s) ?? COMPACT_RE.exec(s);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d, Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)));
  // 2024/02/30 rolls over in Date: refuse instead.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date;
}

const NUMBER_RE = /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

const PLAIN_NUMBER_RE = /^-?\d+(?:\.\d+)?$/;

/** A number from a number cell or text with thousands separators, currency signs or a % sign. */
export function parseNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  // Most cells are plain decimals: read them without the clean-up below.
  if (PLAIN_NUMBER_RE.test(v)) return Number(v);
  let s = v.trim().replace(/^[¥￥$]/, '').replace(/\s/g, '');
  let scale = 1;
  if (s.endsWith('%')) { s = s.slice(0, -1); scale = 0.01; }
  if (!NUMBER_RE.test(s)) return null;
  const n = Number(s.replace(/,/g, '')) * scale;
  return Number.isFinite(n) ? n : null;
}

const TRUE = new Set(['是', 'true', 'y', 'yes', '1', '√', '对']);
const FALSE = new Set(['否', 'false', 'n', 'no', '0', '×', '错']);

/** A column's pattern, compiled once per column rather than once per cell. */
const patterns = new WeakMap<ImportColumn, RegExp>();
function patternOf(col: ImportColumn & { pattern: string }): RegExp {
  let re = patterns.get(col);
  if (!re) patterns.set(col, (re = new RegExp(col.pattern)));
  return re;
}

const NUMERIC_TYPES = new Set<ImportColumn['type']>(['number', 'money', 'percent']);
const DATE_TYPES = new Set<ImportColumn['type']>(['date', 'datetime']);

/** Text of an already plain cell value (see cellText). */
const plainText = (p: unknown): string =>
  p === null || p === undefined ? '' : typeof p === 'string' ? p.trim() : p instanceof Date ? formatDate(p, true) : String(p).trim();

/** Converts one non-empty cell for `col`; empty cells are handled by the caller (required). */
export function convertCell(col: ImportColumn, raw: unknown, lookups: Lookups): Converted {
  const v = plainCell(raw);
  // Number cells of number columns and date cells of date columns need no text.
  const typed = NUMERIC_TYPES.has(col.type) ? typeof v === 'number' : DATE_TYPES.has(col.type) && (typeof v === 'number' || v instanceof Date);
  const text = typed ? '' : plainText(v);
  switch (col.type) {
    case 'text': {
      if (col.maxLength && text.length > col.maxLength) return bad(`${col.label}长度不能超过${col.maxLength}个字符`);
      if (col.pattern && !patternOf(col as ImportColumn & { pattern: string }).test(text)) return bad(col.patternMessage ?? `${col.label}格式不正确`);
      return ok(text);
    }
    case 'number': case 'money': case 'percent': {
      const n = parseNumber(typeof v === 'number' ? v : text);
      return n === null ? bad(`${col.label}应为数字`) : ok(n);
    }
    case 'date': case 'datetime': {
      const d = parseDate(v instanceof Date || typeof v === 'number' ? v : text);
      return d ? ok(col.type === 'date' ? formatDate(d) : d) : bad(`${col.label}日期格式不正确（应为 YYYY/MM/DD）`);
    }
    case 'month': {
      if (v instanceof Date) return ok(formatDate(v).slice(0, 7));
      const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*月?$/.exec(text);
      if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return bad(`${col.label}月份格式不正确（应为 YYYY/MM）`);
      return ok(`${m[1]}-${pad(Number(m[2]))}`);
    }
    case 'year': {
      const m = /^(\d{4})\s*年?$/.exec(text);
      return m ? ok(m[1]) : bad(`${col.label}年份格式不正确（应为 YYYY）`);
    }
    case 'bool': {
      const k = text.toLowerCase();
      if (TRUE.has(k)) return ok(true);
      if (FALSE.has(k)) return ok(false);
      return bad(`${col.label}应为“是”或“否”`);
    }
    case 'select': case 'multiSelect': {
      const dict = col.dictCode ? lookups.dict(col.dictCode) : undefined;
      if (!dict) return ok(text);
      const parts = col.type === 'multiSelect' ? text.split(/[,，、;；]/).map((s) => s.trim()).filter(Boolean) : [text];
      const out: string[] = [];
      for (const p of parts) {
        const hit = dict.get(p);
        if (!hit) return bad(`${col.label}“${p}”不在字典选项中`);
        out.push(col.dictStore === 'label' ? hit.label : hit.value);
      }
      return ok(col.type === 'multiSelect' ? out.join(',') : out[0]);
    }
    case 'person': {
      const id = lookups.person(text);
      if (id === 'ambiguous') return bad(`${col.label}“${text}”有重名，请填写登录名`);
      return id ? ok(id) : bad(`${col.label}“${text}”不存在`);
    }
    case 'dept': {
      const id = lookups.dept(text);
      if (id === 'ambiguous') return bad(`${col.label}“${text}”有重名，请填写完整路径（如 总公司/工程部）`);
      return id ? ok(id) : bad(`${col.label}“${text}”不存在`);
    }
  }
}

/** Whether a cell is empty for the purposes of required checks and trailing empty rows. */
export function isEmptyCell(v: unknown): boolean {
  // The common cases without building the text (this runs for every cell of every row).
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return false;
  return cellText(v) === '';
}
