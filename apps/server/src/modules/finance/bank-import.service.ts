import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BANK_FIELDS, CLAIM_MSG, FINANCE_MSG, type BankField, type TBankCheckRow, type TBankRead, type ZBankCheck, type ZBankImportBody } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { finBankAccount, finBankDetail, finBankImport, finMonthBalance } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { cellText } from '../../platform/excel/convert.js';
import { detectHeader, mapTitles, normHeaderLabel } from '../../platform/excel/header-detect.js';
import { type TxRunner, withCheckedXlsx } from '../../platform/excel/import.js';
import { readSheetRows } from '../../platform/excel/reader.js';
import { openStage } from '../../platform/excel/staging.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { newId } from '../../platform/ids.js';
import { filesForDownload } from '../file/index.js';
import {
  balanceChain, BANK_FIELD_NAMES, BANK_META, BANK_SYNONYMS, ChainWalk, contentHash, DedupeKeyer, fieldColumns, normaliseRow, yuan,
  type BankLine, type ChainBreak,
} from './bank-layout.js';
import { accountByNo, accountForImport } from './bank.service.js';

/*
 * Bank statement import (spec 3 §7 bankDetailExcel*, domain §1): read → the user confirms the
 * account and the column mapping → checkRepeat previews new / duplicate / conflict / invalid /
 * skipped lines and the balance chain → importExcel writes the new lines (and, when asked, the
 * conflicting ones over the stored ones), visible all at once. Nothing is dropped without being
 * counted (the preview lists the first PREVIEW_LIMIT of each kind). The workbook is streamed once
 * (parsed in the platform's sheet worker) in batches, each looked up and written in a short
 * transaction of its own: neither memory nor the database is held for the whole file (issue 13,
 * issue 17's numbers).
 */

export interface ExcelLimits {
  maxUncompressedBytes: number;
  maxRows: number;
  /** Lines per dedupe lookup and per staged write transaction (default BATCH_LINES; see batchLinesFor). */
  batchLines?: number;
}
type ImportBody = z.output<typeof ZBankImportBody>;

const PREVIEW_ROWS = 20;
/** Lines of each kind (and chain breaks) listed by checkRepeat; the counts are always exact. */
export const PREVIEW_LIMIT = 200;
/**
 * Lines per dedupe lookup and per staged write transaction. Each batch is one lookup and one
 * INSERT … SELECT FROM unnest(arrays) statement, so the cost per line is what the database does with
 * it, not round trips, statement building or commits. On PGlite a transaction holds the one
 * connection, so its batches stay small enough to let other requests in between them.
 */
const BATCH_LINES = { pg: 5000, pglite: 1000 } as const;
export const batchLinesFor = (kind: 'pg' | 'pglite'): number => BATCH_LINES[kind];
/** Newest-first files: places count down from here (a file has far fewer lines). */
const DESC_SEQ_BASE = 1_000_000_000;

async function uploaded(tx: Db, actor: SessionInfo, fileId: string) {
  const [file] = await filesForDownload(tx, actor, [fileId]);
  if (!file) throw badRequest(FINANCE_MSG.READ_FIRST);
  return file;
}

/** The first rows of the sheet as text (enough to find the header and show a preview). */
async function headRows(path: string, size: number, sheetName: string | undefined, count: number, maxInflatedBytes: number) {
  let sheets: string[] = [];
  const rows: string[][] = [];
  for await (const row of readSheetRows(path, size, { sheetName, maxInflatedBytes, onSheets: (n) => { sheets = n; } })) {
    // Keep row numbers aligned with Excel's (blank rows are not emitted by the reader).
    while (rows.length < row.number - 1) rows.push([]);
    rows.push(Array.from(row.cells, (c) => cellText(c)));
    if (rows.length >= count) break;
  }
  return { sheets, rows };
}

const sheetAccountNo = (rows: string[][], headerEnd: number, col: number | undefined): string | null => {
  if (col === undefined) return null;
  for (const r of rows.slice(headerEnd)) { const v = (r[col] ?? '').replace(/\s/g, ''); if (v) return v; }
  return null;
};

type UploadedFile = Awaited<ReturnType<typeof uploaded>>;

/** The first `count` rows of the uploaded file, read with no transaction open. */
const headOf = (store: FileStore, limits: ExcelLimits, file: UploadedFile, sheetName: string | undefined, count: number) =>
  withCheckedXlsx(store, file.storageKey, limits.maxUncompressedBytes, (p) => headRows(p, file.fileSize, sheetName, count, limits.maxUncompressedBytes));

/** POST bankDetailExcel/readExcel. */
export async function readBankExcel(withTx: TxRunner, actor: SessionInfo, store: FileStore, limits: ExcelLimits, fileId: string, sheetName?: string, accountNo?: string): Promise<TBankRead> {
  const file = await withTx((tx) => uploaded(tx, actor, fileId));
  const head = await headOf(store, limits, file, sheetName, 12 + PREVIEW_ROWS);
  const first = detectHeader(head.rows, BANK_SYNONYMS, { meta: BANK_META });
  if (!first) throw badRequest(FINANCE_MSG.NO_HEADER);
  const cols = fieldColumns(first.mapping);
  const dataStart = first.headerRow - 1 + first.headerRows;
  const no = (accountNo || first.meta.accountNo || sheetAccountNo(head.rows, dataStart, cols.accountNo) || '').replace(/\s/g, '') || null;
  // The account's remembered mapping (titles it confirmed last time) decides where it applies.
  // An account outside the caller's scope is as unknown as one that does not exist.
  const account = no ? await withTx((tx) => accountByNo(tx, actor, no, 'null')) : null;
  const remembered = account && Object.keys(account.colMap).length ? account.colMap : undefined;
  const found = remembered ? (detectHeader(head.rows, BANK_SYNONYMS, { meta: BANK_META }, remembered) ?? first) : first;
  const nameCol = fieldColumns(found.mapping).accountName;
  return {
    fileId, fileName: file.fileName, sheets: head.sheets, sheetName: sheetName ?? head.sheets[0],
    headerRow: found.headerRow, headerRows: found.headerRows, columnList: found.titles, colIndexMap: found.mapping,
    fields: BANK_FIELDS.map((key) => ({ key, name: BANK_FIELD_NAMES[key] })),
    accountNo: no, accountName: account?.accountName ?? found.meta.accountName ?? (nameCol === undefined ? null : (head.rows[dataStart]?.[nameCol] || null)),
    accountUnit: account?.accountUnit ?? found.meta.accountUnit ?? null, accountId: account?.id ?? null, remembered: !!remembered,
    datas: head.rows.slice(found.headerRow - 1 + found.headerRows).filter((r) => r.some(Boolean)).slice(0, PREVIEW_ROWS),
  };
}

const sha256Of = (path: string) => new Promise<string>((resolve, reject) => {
  const h = createHash('sha256');
  createReadStream(path).on('data', (c) => h.update(c)).on('end', () => resolve(h.digest('hex'))).on('error', reject);
});

const emptyRow = (row: number, status: TBankCheckRow['status'], reason: string): TBankCheckRow => ({
  row, status, reason, dateTime: null, income: 0, pay: 0, balance: null, otherSideName: null, summary: null, serialNo: null,
});

/** The confirmed mapping's columns; a mapping without a date or an amount is refused before any read. */
function confirmedColumns(body: ImportBody) {
  const cols = fieldColumns(body.bankAccountImportConfig.colIndexMap);
  if (cols.date === undefined && cols.dateTime === undefined) throw badRequest(FINANCE_MSG.NO_DATE);
  if (cols.amount === undefined && cols.income === undefined && cols.pay === undefined) throw badRequest(FINANCE_MSG.NO_AMOUNT);
  return cols;
}

/** A slice of the file's lines with their dedupe keys, content hashes and place in the file (0-based among lines). */
interface LineBatch { lines: BankLine[]; keys: string[]; hashes: string[]; first: number }

/** What a pass over the file leaves besides its batches: counts, the first rows of each kind, the chain. */
interface Scan {
  total: number;
  lineCount: number;
  invalidCount: number;
  skippedCount: number;
  /** The first PREVIEW_LIMIT invalid and skipped rows. */
  shownOther: TBankCheckRow[];
  sha256: string;
  chain: ReturnType<ChainWalk['result']>;
  /** The file's first and last line (the chain's first line is one of them). */
  firstLine: BankLine | null;
  lastLine: BankLine | null;
  /** The header row(s) as text, at their Excel row numbers (index = number − 1; earlier rows empty). */
  headRows: string[][];
}

/**
 * One streamed pass over the file's data rows with the confirmed mapping (no transaction open while
 * reading): each row is normalised, keyed and hashed, walked into the balance chain, and handed
 * on in batches of `batchLines`. Only the batch being filled, the one being checked or written,
 * the keys of lines without a serial (their n-th occurrence) and the first rows of each kind stay in
 * memory, never the whole file. Reading goes on while a batch is with the database (at most one
 * at a time, in file order): the sheet worker parses and this thread normalises the next batch
 * meanwhile. The pass never ends with a batch still at the database, failed or not.
 */
async function scanFile(store: FileStore, limits: ExcelLimits, body: ImportBody, file: UploadedFile, accountNo: string, onBatch: (b: LineBatch) => Promise<void>): Promise<Scan> {
  const cfg = body.bankAccountImportConfig;
  const cols = confirmedColumns(body);
  const start = cfg.headerRow + (cfg.headerRows ?? 1);
  const batchLines = limits.batchLines ?? BATCH_LINES.pglite;
  return withCheckedXlsx(store, file.storageKey, limits.maxUncompressedBytes, async (path) => {
    const keyer = new DedupeKeyer(accountNo.replace(/\s/g, ''));
    const walk = new ChainWalk(PREVIEW_LIMIT);
    const scan: Omit<Scan, 'chain'> = {
      total: 0, lineCount: 0, invalidCount: 0, skippedCount: 0, shownOther: [], sha256: await sha256Of(path), firstLine: null, lastLine: null, headRows: [],
    };
    let batch: LineBatch = { lines: [], keys: [], hashes: [], first: 0 };
    let inFlight: Promise<void> | undefined;
    const flush = async () => {
      if (!batch.lines.length) return;
      const b = batch;
      batch = { lines: [], keys: [], hashes: [], first: scan.lineCount };
      // One batch at the database at a time: its successor waits for it (and fails with it).
      if (inFlight) await inFlight;
      inFlight = onBatch(b);
      // Awaited below or by the next flush; until then its failure must not count as unhandled.
      inFlight.catch(() => undefined);
    };
    try {
      for await (const r of readSheetRows(path, file.fileSize, { sheetName: cfg.sheetName, maxInflatedBytes: limits.maxUncompressedBytes })) {
        if (r.number < start) {
          // The header row(s): the mapping the user confirmed is remembered by their titles.
          if (r.number >= cfg.headerRow) {
            while (scan.headRows.length < r.number - 1) scan.headRows.push([]);
            scan.headRows.push(Array.from(r.cells, (c) => cellText(c)));
          }
          continue;
        }
        if (r.cells.every((c) => cellText(c) === '')) continue;
        scan.total++;
        if (scan.total > limits.maxRows) throw badRequest(`一次最多导入 ${limits.maxRows} 行`);
        const n = normaliseRow(r.number, r.cells, cols, cfg.accountNo);
        if (!n.ok) {
          if (n.skipped) scan.skippedCount++; else scan.invalidCount++;
          if ((n.skipped ? scan.skippedCount : scan.invalidCount) <= PREVIEW_LIMIT) scan.shownOther.push(emptyRow(r.number, n.skipped ? 'skipped' : 'invalid', n.reason));
          continue;
        }
        const l = n.line;
        scan.firstLine ??= l;
        scan.lastLine = l;
        scan.lineCount++;
        walk.push(l);
        batch.lines.push(l);
        batch.keys.push(keyer.key(l));
        batch.hashes.push(contentHash(l));
        if (batch.lines.length >= batchLines) await flush();
      }
      await flush();
      if (inFlight) await inFlight;
    } finally {
      // Ended by an error (the file's or a batch's): a batch still at the database finishes first,
      // so that a discard after this never races a write.
      if (inFlight) await inFlight.catch(() => undefined);
    }
    return { ...scan, chain: walk.result() };
  });
}

type LineStatus = 'new' | 'duplicate' | 'conflict';

/** The stored content hash of each of the batch's keys on the account (absent: not stored). */
async function storedHashes(tx: Db, accountId: string, keys: string[]): Promise<Map<string, string>> {
  // One array parameter, whatever the batch's size (an IN list would be a parameter per key).
  const rows = await tx.select({ key: finBankDetail.dedupeKey, hash: finBankDetail.contentHash }).from(finBankDetail)
    .where(and(eq(finBankDetail.accountId, accountId), sql`${finBankDetail.dedupeKey} = any(${sql.param(keys)}::text[])`));
  return new Map(rows.map((r) => [r.key, r.hash]));
}

const statusOf = (stored: Map<string, string>, key: string, hash: string): LineStatus => {
  const h = stored.get(key);
  return h === undefined ? 'new' : h === hash ? 'duplicate' : 'conflict';
};

const wallText = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

const lineRow = (l: BankLine, status: TBankCheckRow['status'], reason: string | null): TBankCheckRow => ({
  row: l.row, status, reason, dateTime: wallText(l.dateTime), income: yuan(l.income), pay: yuan(l.pay),
  balance: l.balance === null ? null : yuan(l.balance), otherSideName: l.otherSideName, summary: l.summary, serialNo: l.serialNo,
});

const breakOut = (b: ChainBreak) => ({
  row: b.row, expected: yuan(b.expected), actual: yuan(b.actual), diff: yuan(b.diff), kind: b.kind,
  text: b.kind === 'duplicate'
    ? `第${b.row}行与上一行相同且余额不连续：疑似重复行`
    : `第${b.row}行余额 ${(b.actual / 100).toFixed(2)}，按上一行应为 ${(b.expected / 100).toFixed(2)}，相差 ${(b.diff / 100).toFixed(2)}：疑似缺少流水`,
});

/**
 * The file's first line against the stored line just before it: a statement that starts where the
 * ledger stopped continues its balance; otherwise lines between the two are missing. `inFile`
 * tells whether a stored key is one of the file's own lines (then it is no link).
 */
async function linkToLedger(tx: Db, accountId: string, first: BankLine | null, inFile: (key: string) => boolean) {
  if (!first || first.balance === null) return null;
  const [prev] = await tx.select({ at: finBankDetail.dateTime, balance: finBankDetail.balance, key: finBankDetail.dedupeKey }).from(finBankDetail)
    .where(and(eq(finBankDetail.accountId, accountId), lt(finBankDetail.dateTime, first.dateTime)))
    .orderBy(desc(finBankDetail.dateTime), desc(finBankDetail.seq)).limit(1);
  if (!prev || prev.balance === null || inFile(prev.key)) return null;
  const expected = Math.round(prev.balance * 100) + first.income - first.pay;
  if (expected === first.balance) return null;
  const diff = first.balance - expected;
  return {
    row: first.row, expected: yuan(expected), actual: yuan(first.balance), diff: yuan(diff), kind: 'missing' as const,
    text: `第${first.row}行与已导入的上一笔流水（${wallText(prev.at)}）余额不连续，相差 ${(diff / 100).toFixed(2)}：两者之间疑似缺少流水`,
  };
}

const REASON = { duplicate: '已导入（相同流水）', conflict: '与已导入的流水编号相同但内容不同' } as const;

/** The confirmed upload, found in a short transaction of its own. */
async function confirmedUpload(withTx: TxRunner, actor: SessionInfo, body: ImportBody) {
  confirmedColumns(body);
  return withTx((tx) => uploaded(tx, actor, body.fileItems[0]));
}

/**
 * POST bankDetailExcel/checkRepeat: the preview; writes nothing. The file is streamed once; each
 * batch's keys are looked up in a short transaction of its own. Counts are exact; the rows and the
 * chain breaks listed are the first PREVIEW_LIMIT of each kind (`rowsTruncated` says more exist).
 */
export async function checkBankImport(withTx: TxRunner, actor: SessionInfo, store: FileStore, limits: ExcelLimits, body: ImportBody): Promise<z.output<typeof ZBankCheck>> {
  const cfg = body.bankAccountImportConfig;
  const file = await confirmedUpload(withTx, actor, body);
  // An account outside the caller's scope: 404, as for the import itself.
  const account = await withTx((tx) => accountByNo(tx, actor, cfg.accountNo));
  const counts: Record<LineStatus, number> = { new: 0, duplicate: 0, conflict: 0 };
  const shown: TBankCheckRow[] = [];
  // Stored keys met in the file (the ledger link must not be to one of the file's own lines).
  const matched = new Set<string>();
  const scan = await scanFile(store, limits, body, file, cfg.accountNo, async (b) => {
    const stored = account ? await withTx((tx) => storedHashes(tx, account.id, b.keys)) : new Map<string, string>();
    b.lines.forEach((l, i) => {
      const s = statusOf(stored, b.keys[i], b.hashes[i]);
      if (s !== 'new') matched.add(b.keys[i]);
      if (++counts[s] <= PREVIEW_LIMIT) shown.push(lineRow(l, s, s === 'new' ? null : REASON[s]));
    });
  });
  if (!scan.lineCount && !scan.invalidCount) throw badRequest(FINANCE_MSG.NO_ROWS);
  const { same, link } = await withTx(async (tx) => {
    if (!account) return { same: undefined, link: null };
    const [s] = await tx.select({ at: finBankImport.createdDate }).from(finBankImport)
      .where(and(eq(finBankImport.accountId, account.id), eq(finBankImport.fileSha256, scan.sha256))).orderBy(desc(finBankImport.createdDate)).limit(1);
    const first = scan.chain.order === 'asc' ? scan.firstLine : scan.lastLine;
    return { same: s, link: await linkToLedger(tx, account.id, first, (k) => matched.has(k)) };
  });
  const chainBreaks = scan.chain.breaks.map(breakOut);
  if (link) chainBreaks.unshift(link);
  const rows = [...scan.shownOther, ...shown].sort((a, b) => a.row - b.row);
  const rowsTruncated = [counts.new, counts.duplicate, counts.conflict, scan.invalidCount, scan.skippedCount].some((n) => n > PREVIEW_LIMIT);
  return {
    total: scan.total, newCount: counts.new, duplicateCount: counts.duplicate, conflictCount: counts.conflict,
    invalidCount: scan.invalidCount, skippedCount: scan.skippedCount, fileSha256: scan.sha256, sameFileImportedAt: same?.at ?? null,
    chainOrder: scan.chain.order, chainBreaks: chainBreaks.slice(0, PREVIEW_LIMIT), chainBreakCount: scan.chain.count + (link ? 1 : 0),
    rows, shownLimit: PREVIEW_LIMIT, rowsTruncated,
  };
}

/** The confirmed mapping as normalised title → field (from the file's header rows), remembered on the account for its next file. */
function mappingToRemember(body: ImportBody, head: { rows: string[][] }): Record<string, BankField> {
  const cfg = body.bankAccountImportConfig;
  const top = head.rows[cfg.headerRow - 1] ?? [];
  const below = cfg.headerRows === 2 ? head.rows[cfg.headerRow] ?? [] : [];
  const byTitles = mapTitles(top, BANK_SYNONYMS);
  const colMap: Record<string, BankField> = {};
  for (const [idx, key] of Object.entries(cfg.colIndexMap)) {
    if (!key) continue;
    const title = normHeaderLabel(below[Number(idx)] || top[Number(idx)] || '');
    // Only what the synonyms would not have found by themselves is worth remembering.
    if (title && byTitles[idx] !== key) colMap[title] = key as BankField;
  }
  return colMap;
}

/** Fen as numeric text, exactly (no float formatting on the way to the database). */
const fenText = (f: number): string => {
  const a = Math.abs(f);
  return `${f < 0 ? '-' : ''}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
};

/** The columns of fin_bank_detail that vary per line, in the order of the arrays they are written from, with their types. */
const LINE_COLUMNS = [
  ['id', 'text'], ['date_time', 'timestamptz'], ['month', 'text'], ['income', 'numeric'], ['pay', 'numeric'], ['balance', 'numeric'],
  ['other_side_name', 'text'], ['other_side_account_no', 'text'], ['other_side_unit', 'text'], ['summary', 'text'], ['matter', 'text'],
  ['memo', 'text'], ['serial_no', 'text'], ['dedupe_key', 'text'], ['content_hash', 'text'], ['is_need_claim', 'boolean'], ['seq', 'int4'],
] as const;

/** Lines as one array per column (LINE_COLUMNS), values as text: a batch is then one parameter per column, not per value. */
class LineArrays {
  readonly cols: (string | null)[][] = LINE_COLUMNS.map(() => []);
  get length(): number { return this.cols[0].length; }
  push(l: BankLine, key: string, hash: string, seq: number, id = newId()): void {
    const v = [id, l.dateTime.toISOString(), l.month, fenText(l.income), fenText(l.pay), l.balance === null ? null : fenText(l.balance),
      l.otherSideName, l.otherSideAccountNo, l.otherSideUnit, l.summary, l.matter, l.memo, l.serialNo, key, hash, l.income > 0 ? 't' : 'f', String(seq)];
    for (let i = 0; i < v.length; i++) this.cols[i].push(v[i]);
  }
  /** `unnest($1::text[], $2::timestamptz[], …) as u(id, date_time, …)`. */
  unnest() {
    const arrays = sql.join(LINE_COLUMNS.map(([, type], i) => sql`${sql.param(this.cols[i])}::${sql.raw(type)}[]`), sql`, `);
    return sql`unnest(${arrays}) as u(${sql.raw(LINE_COLUMNS.map(([c]) => c).join(', '))})`;
  }
}

type ImportAccount = Awaited<ReturnType<typeof accountForImport>>;

/**
 * The batch's new lines in one statement (INSERT … SELECT FROM unnest: no per-line parameters or
 * statement text); answers how many went in. A concurrent import of the same lines (even one not
 * published yet) holds their keys: the unique key keeps them out, and they count as duplicates.
 */
async function insertLines(tx: Db, account: ImportAccount, batchId: string, lines: LineArrays): Promise<number> {
  const cols = sql.raw(LINE_COLUMNS.map(([c]) => c).join(', '));
  const r = await tx.execute(sql`with ins as (
      insert into ${finBankDetail} (account_id, account_no, account_name, account_unit, dept_id, batch_id, ${cols})
      select ${account.id}::text, ${account.accountNo}::text, ${account.accountName}::text, ${account.accountUnit}::text, ${account.deptId}::text, ${batchId}::text, u.*
      from ${lines.unnest()}
      on conflict (tenant_id, account_id, dedupe_key) do nothing
      returning 1)
    select count(*)::int as n from ins`);
  return (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** Stored lines replaced by the file's conflicting ones (same key), in one statement; they keep their ids and claims. */
async function replaceLines(tx: Db, account: ImportAccount, batchId: string, lines: LineArrays): Promise<number> {
  const set = LINE_COLUMNS.filter(([c]) => c !== 'id' && c !== 'dedupe_key').map(([c]) => `${c} = u.${c}`).join(', ');
  const r = await tx.execute(sql`with up as (
      update ${finBankDetail} d set ${sql.raw(set)}, account_no = ${account.accountNo}::text, account_name = ${account.accountName}::text,
        account_unit = ${account.accountUnit}::text, dept_id = ${account.deptId}::text, batch_id = ${batchId}::text,
        version = d.version + 1, updated_date = now()
      from ${lines.unnest()}
      where d.account_id = ${account.id} and d.dedupe_key = u.dedupe_key
      returning 1)
    select count(*)::int as n from up`);
  return (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * The account an import writes into (the visible one, or one it opens), counted as having an import
 * under way (`imports_open`) in the same transaction. An account found but removed before it is
 * counted (another import that opened it failed in between) is looked up again: this one opens it afresh.
 */
async function accountForStagedImport(tx: Db, actor: SessionInfo, cfg: ImportBody['bankAccountImportConfig']) {
  for (let attempt = 0; ; attempt++) {
    const before = await accountByNo(tx, actor, cfg.accountNo);
    const account = await accountForImport(tx, actor, cfg.accountNo, cfg.accountName, cfg.accountUnit);
    const [held] = await tx.update(finBankAccount).set({ importsOpen: sql`${finBankAccount.importsOpen} + 1` })
      .where(eq(finBankAccount.id, account.id)).returning({ id: finBankAccount.id });
    if (held) return { account, opened: !before };
    if (attempt >= 2) throw conflict();
  }
}

/**
 * POST bankDetailExcel/importExcel, as a staged import (platform/excel/staging.ts, issue 13): the
 * file is streamed once with no transaction open; each batch of lines is looked up and its new
 * lines inserted (one statement) in a short write transaction of its own, hidden from everyone else
 * until one publish commit makes the whole import visible at once (fin_bank_detail takes part in
 * staged writes: migration `fin`). The next batch is read while one is written. On the embedded
 * database other requests interleave between batches. A failure deletes what the batches wrote
 * (and the account if this import opened it and no other import is under way into it).
 */
export async function importBankExcel(withTx: TxRunner, actor: SessionInfo, store: FileStore, limits: ExcelLimits, body: ImportBody) {
  const cfg = body.bankAccountImportConfig;
  const file = await confirmedUpload(withTx, actor, body);
  const { account, opened } = await withTx((tx) => accountForStagedImport(tx, actor, cfg));
  const batchId = newId();
  const counts = { new: 0, duplicate: 0, conflict: 0, inserted: 0 };
  const months = new Set<string>();
  // Conflicting lines, kept only when they are to replace the stored ones (their place in the file too).
  const replacements: { line: BankLine; key: string; hash: string; at: number }[] = [];
  // The chain's direction gives each line its place among lines of the same time; it is known at
  // the end of the file, so the first batch's direction is taken and corrected at the end if need be.
  let guess: 'asc' | 'desc' | undefined;
  const seqOf = (at: number, order: 'asc' | 'desc') => (order === 'asc' ? at + 1 : DESC_SEQ_BASE - at);
  let stage: Awaited<ReturnType<typeof openStage>> | undefined;
  let published = false;
  try {
    stage = await openStage(withTx);
    const staged = stage;
    const scan = await scanFile(store, limits, body, file, account.accountNo, async (b) => {
      guess ??= balanceChain(b.lines).order;
      const order = guess;
      await staged.write(async (tx) => {
        const stored = await storedHashes(tx, account.id, b.keys);
        const fresh = new LineArrays();
        for (let i = 0; i < b.lines.length; i++) {
          const s = statusOf(stored, b.keys[i], b.hashes[i]);
          counts[s]++;
          if (s === 'new') { fresh.push(b.lines[i], b.keys[i], b.hashes[i], seqOf(b.first + i, order)); months.add(b.lines[i].month); }
          else if (s === 'conflict' && body.replaceConflicts) replacements.push({ line: b.lines[i], key: b.keys[i], hash: b.hashes[i], at: b.first + i });
        }
        if (fresh.length) counts.inserted += await insertLines(tx, account, batchId, fresh);
      });
    });
    if (!scan.lineCount) throw badRequest(FINANCE_MSG.NO_ROWS);
    const order = scan.chain.order;
    if (counts.inserted && guess && guess !== order) {
      // Rare (the first lines looked the other way round): the batch's places are turned over.
      await staged.write((tx) => tx.update(finBankDetail).set({ seq: sql`${DESC_SEQ_BASE + 1} - ${finBankDetail.seq}` })
        .where(and(eq(finBankDetail.accountId, account.id), eq(finBankDetail.batchId, batchId))));
    }
    const colMap = mappingToRemember(body, { rows: scan.headRows });
    let replaced = 0;
    await staged.publish(async (tx) => {
      // Month close locks the account too: a month closed while the batch was hidden refuses the import.
      const [held] = await tx.select({ id: finBankAccount.id }).from(finBankAccount).where(eq(finBankAccount.id, account.id)).for('update');
      if (!held) throw notFound(FINANCE_MSG.ACCOUNT_NOT_FOUND);
      if (months.size) {
        const [closed] = await tx.select({ month: finMonthBalance.month }).from(finMonthBalance)
          .where(and(eq(finMonthBalance.accountId, account.id), eq(finMonthBalance.closed, true), inArray(finMonthBalance.month, [...months])))
          .orderBy(asc(finMonthBalance.month)).limit(1);
        if (closed) throw conflict(CLAIM_MSG.MONTH_CLOSED(closed.month));
      }
      if (replacements.length) {
        const lines = new LineArrays();
        for (const r of replacements) lines.push(r.line, r.key, r.hash, seqOf(r.at, order));
        replaced = await replaceLines(tx, account, batchId, lines);
      }
      await tx.insert(finBankImport).values({
        id: batchId, accountId: account.id, fileName: file.fileName, fileSha256: scan.sha256, total: scan.total,
        imported: counts.inserted, duplicates: counts.duplicate + counts.new - counts.inserted, conflicts: counts.conflict,
      });
      await tx.update(finBankAccount).set({ colMap, importsOpen: sql`greatest(${finBankAccount.importsOpen} - 1, 0)` }).where(eq(finBankAccount.id, account.id));
    });
    published = true;
    // No settle: clearing the markers would rewrite every line (and its index entries); the table's
    // policy looks pending batches up once per query, so a published marker costs nothing to read.
    return {
      batchId, accountId: account.id, imported: counts.inserted, duplicates: counts.duplicate + counts.new - counts.inserted,
      conflicts: counts.conflict, replaced, invalid: scan.invalidCount, skipped: scan.skippedCount, chainBreaks: scan.chain.count,
    };
  } catch (err) {
    if (!published) {
      await stage?.discard();
      await withTx((tx) => releaseAccount(tx, account.id, opened)).catch(() => undefined);
    }
    throw err;
  }
}

/**
 * A failed import's account: no longer counted as under way; one this import opened goes with it,
 * unless another import into it is still under way (its staged lines are invisible here) or lines
 * reached it meanwhile. The update locks the account first: a line being saved by hand into it
 * (which holds the account FOR SHARE) commits before the check reads the lines.
 */
async function releaseAccount(tx: Db, accountId: string, opened: boolean): Promise<void> {
  const [left] = await tx.update(finBankAccount).set({ importsOpen: sql`greatest(${finBankAccount.importsOpen} - 1, 0)` })
    .where(eq(finBankAccount.id, accountId)).returning({ open: finBankAccount.importsOpen });
  if (!opened || !left || left.open > 0) return;
  await tx.delete(finBankAccount).where(and(eq(finBankAccount.id, accountId), eq(finBankAccount.importsOpen, 0),
    sql`not exists (select 1 from ${finBankDetail} where ${finBankDetail.accountId} = ${accountId})`));
}
