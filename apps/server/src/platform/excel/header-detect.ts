/*
 * Finding the header of a sheet exported by another system (bank statements, ERP dumps): the
 * titles are not on row 1 but below a title and some "key: value" meta rows, may span two rows
 * (a merged parent over 借方 | 贷方), and are spelled differently per source. A target declares
 * synonyms per field; this finds the row among the first ones with most known titles, merges a
 * second header row when that maps more columns, reads the meta rows above, and answers the
 * column → field mapping for the user to confirm or correct. Nothing here knows the fields.
 */

/** Field key → the titles it goes by (compared after normHeaderLabel). */
export type HeaderSynonyms = Record<string, readonly string[]>;

export interface HeaderDetectOptions {
  /** Rows scanned for the header (default 10). */
  scanRows?: number;
  /** Known titles needed to accept a row as the header (default 3). */
  minHits?: number;
  /** Meta keys (e.g. accountNo → 账号, 户名…) read from "key: value" cells above the header. */
  meta?: HeaderSynonyms;
}

export interface DetectedHeader {
  /** 1-based row number of the (first) header row. */
  headerRow: number;
  /** 1 or 2 header rows; data starts after them. */
  headerRows: number;
  /** The column titles (two-row headers joined as 父-子). */
  titles: string[];
  /** Column index (0-based, as a string) → field key. */
  mapping: Record<string, string>;
  /** Meta values found above the header (by meta key). */
  meta: Record<string, string>;
}

/**
 * Comparable form of a title: no whitespace (incl. U+3000, the ideographic space of `账  号`), no bracketed English
 * (`交易日期[ Transaction Date ]`, `(CNY)`), no unit suffix `/元`, no trailing colon, half-width brackets.
 */
export function normHeaderLabel(s: string | undefined | null): string {
  return (s ?? '')
    .replace(/[\s\u3000]+/g, '')
    .replace(/（/g, '(').replace(/）/g, ')').replace(/【/g, '[').replace(/】/g, ']')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\([A-Za-z][^)]*\)/g, '')
    .replace(/\/?[(]?元[)]?$/, '')
    .replace(/\/元/g, '')
    .replace(/[:：]+$/, '')
    .toLowerCase();
}

const indexes = new WeakMap<HeaderSynonyms, ReadonlyMap<string, string>>();

/**
 * Normalised title → field key, built once per synonyms object (a 表-09 sheet detects a header per
 * block: 20,000 blocks must not normalise the same synonyms 20,000 times). Never mutated.
 */
function synonymIndex(synonyms: HeaderSynonyms): ReadonlyMap<string, string> {
  let m = indexes.get(synonyms) as Map<string, string> | undefined;
  if (m) return m;
  m = new Map<string, string>();
  for (const [key, titles] of Object.entries(synonyms)) for (const t of titles) if (!m.has(normHeaderLabel(t))) m.set(normHeaderLabel(t), key);
  indexes.set(synonyms, m);
  return m;
}

/** Maps titles to fields (first column wins a field); unknown titles stay unmapped. */
export function mapTitles(titles: readonly string[], synonyms: HeaderSynonyms, remembered?: Record<string, string>): Record<string, string> {
  const index = synonymIndex(synonyms);
  const out: Record<string, string> = {};
  const used = new Set<string>();
  titles.forEach((title, i) => {
    const n = normHeaderLabel(title);
    if (!n) return;
    // A title the user mapped before (per source, e.g. per bank account) wins over the synonyms.
    const key = remembered?.[n] ?? index.get(n) ?? index.get(n.split('-').pop() ?? '');
    if (key && !used.has(key)) { out[String(i)] = key; used.add(key); }
  });
  return out;
}

/** Titles of two header rows: a child under a merged parent becomes 父-子; a lone parent stays. */
function joinTitles(top: readonly string[], below: readonly string[]): string[] {
  const width = Math.max(top.length, below.length);
  const out: string[] = [];
  let parent = '';
  for (let i = 0; i < width; i++) {
    const t = (top[i] ?? '').trim();
    const b = (below[i] ?? '').trim();
    if (t) parent = t;
    if (!b) { out.push(t); continue; }
    // Under a merged cell the top is empty: the child takes the parent of the span.
    const p = t || parent;
    out.push(p && p !== b ? `${p}-${b}` : b);
  }
  return out;
}

/** Known titles of a row: direct hits, or a two-row title's child/parent forms (借方 + 发生额 → 借方发生额). */
function titleHits(titles: readonly string[], index: ReadonlyMap<string, string>): number {
  let hits = 0;
  for (const t of titles) {
    const n = normHeaderLabel(t);
    if (!n) continue;
    const [p, c] = n.includes('-') ? n.split('-', 2) : ['', n];
    if (index.has(n) || index.has(c) || (p && (index.has(c + p) || index.has(p + c)))) hits++;
  }
  return hits;
}

/** Expands two-row titles to the form synonyms use (`发生额-借方` → `借方发生额` when that is known). */
function canonicalTitles(titles: readonly string[], index: ReadonlyMap<string, string>): string[] {
  return titles.map((t) => {
    const n = normHeaderLabel(t);
    if (!n.includes('-')) return t;
    const [p, c] = n.split('-', 2);
    if (index.has(c + p)) return c + p;
    if (index.has(p + c)) return p + c;
    return index.has(c) ? c : t;
  });
}

/** "账号：123", or "账号：" followed by the value in the next cell. */
function readMeta(rows: readonly string[][], meta: HeaderSynonyms | undefined): Record<string, string> {
  if (!meta) return {};
  const index = synonymIndex(meta);
  const out: Record<string, string> = {};
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) {
      const cell = (row[i] ?? '').trim();
      if (!cell) continue;
      // Several pairs may share a cell ("账号：123  户名：某公司").
      for (const m of cell.matchAll(/([^:：\s\u3000][^:：]*?)[:：]\s*([^:：]*?)(?=\s+[^\s:：]+[:：]|$)/g)) {
        const key = index.get(normHeaderLabel(m[1]));
        const value = m[2].trim() || (row[i + 1] ?? '').trim();
        if (key && value && !out[key]) out[key] = value;
      }
      const bare = index.get(normHeaderLabel(cell));
      if (bare && !out[bare] && !/[:：]./.test(cell)) {
        const value = (row[i + 1] ?? '').trim();
        if (value && !index.has(normHeaderLabel(value))) out[bare] = value;
      }
    }
  }
  return out;
}

/**
 * The header of `rows` (the first rows of a sheet as text, row 1 first), or null when no row has
 * `minHits` known titles. `remembered` (normalised title → field) is applied before the synonyms.
 */
export function detectHeader(rows: readonly string[][], synonyms: HeaderSynonyms, opts: HeaderDetectOptions = {}, remembered?: Record<string, string>): DetectedHeader | null {
  const shared = synonymIndex(synonyms);
  const index = remembered && Object.keys(remembered).length ? new Map(shared) : shared;
  for (const [title, key] of Object.entries(remembered ?? {})) (index as Map<string, string>).set(title, key);
  const scan = Math.min(rows.length, opts.scanRows ?? 10);
  let best = -1;
  let bestHits = 0;
  for (let r = 0; r < scan; r++) {
    const hits = titleHits(rows[r] ?? [], index);
    if (hits > bestHits) { best = r; bestHits = hits; }
  }
  if (best < 0 || bestHits < (opts.minHits ?? 3)) return null;
  let titles = Array.from(rows[best], (c) => c ?? '');
  let headerRows = 1;
  const next = rows[best + 1];
  if (next) {
    const joined = joinTitles(titles, Array.from(next, (c) => c ?? ''));
    // The row below is part of the header when joining it maps more columns than the top row alone.
    if (titleHits(joined, index) > bestHits) { titles = joined; headerRows = 2; }
  }
  const canonical = canonicalTitles(titles, index);
  return {
    headerRow: best + 1,
    headerRows,
    titles,
    mapping: mapTitles(canonical, synonyms, remembered),
    meta: readMeta(rows.slice(0, best), opts.meta),
  };
}
