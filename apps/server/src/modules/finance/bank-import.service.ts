import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BANK_FIELDS, FINANCE_MSG, type BankField, type TBankCheckRow, type TBankRead, type ZBankCheck, type ZBankImportBody } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { finBankAccount, finBankDetail, finBankImport } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest } from '../../platform/errors.js';
import { cellText } from '../../platform/excel/convert.js';
import { detectHeader, mapTitles, normHeaderLabel } from '../../platform/excel/header-detect.js';
import { type TxRunner, withCheckedXlsx } from '../../platform/excel/import.js';
import { readSheetRows } from '../../platform/excel/reader.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { newId } from '../../platform/ids.js';
import { filesForDownload } from '../file/index.js';
import {
  balanceChain, BANK_FIELD_NAMES, BANK_META, BANK_SYNONYMS, contentHash, dedupeKeys, fieldColumns, normaliseRow, yuan, type BankLine,
} from './bank-layout.js';
import { accountByNo, accountForImport } from './bank.service.js';

/*
 * Bank statement import (spec 3 §7 bankDetailExcel*, domain §1): read → the user confirms the
 * account and the column mapping → checkRepeat previews new / duplicate / conflict / invalid /
 * skipped lines and the balance chain → importExcel writes the new lines (and, when asked, the
 * conflicting ones over the stored ones) in one transaction. Nothing is dropped without being
 * counted and listed. The workbook is read (in the platform's sheet worker) with no transaction
 * open: the file is found in a short one first, the lookups and writes run in another after the
 * read (issue 13: a big or hostile file never holds the database).
 */

export interface ExcelLimits { maxUncompressedBytes: number; maxRows: number }
type ImportBody = z.output<typeof ZBankImportBody>;

const PREVIEW_ROWS = 20;
const SHOWN_NEW_ROWS = 200;
const KEY_CHUNK = 1000;
const INSERT_CHUNK = 500;

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

interface Parsed {
  lines: BankLine[];
  invalid: TBankCheckRow[];
  skipped: TBankCheckRow[];
  total: number;
  sha256: string;
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

/** Every data row of the file, normalised with the confirmed mapping (no transaction needed). */
async function parseFile(store: FileStore, limits: ExcelLimits, body: ImportBody, file: UploadedFile): Promise<Parsed> {
  const cfg = body.bankAccountImportConfig;
  const cols = confirmedColumns(body);
  const start = cfg.headerRow + (cfg.headerRows ?? 1);
  return withCheckedXlsx(store, file.storageKey, limits.maxUncompressedBytes, async (path) => {
    const out: Parsed = { lines: [], invalid: [], skipped: [], total: 0, sha256: await sha256Of(path) };
    for await (const r of readSheetRows(path, file.fileSize, { sheetName: cfg.sheetName, maxInflatedBytes: limits.maxUncompressedBytes })) {
      if (r.number < start || r.cells.every((c) => cellText(c) === '')) continue;
      out.total++;
      if (out.total > limits.maxRows) throw badRequest(`一次最多导入 ${limits.maxRows} 行`);
      const n = normaliseRow(r.number, r.cells, cols, cfg.accountNo);
      if (n.ok) out.lines.push(n.line);
      else (n.skipped ? out.skipped : out.invalid).push(emptyRow(r.number, n.skipped ? 'skipped' : 'invalid', n.reason));
    }
    return out;
  });
}

interface Classified extends Parsed {
  keys: string[];
  hashes: string[];
  /** Per line: new, duplicate (same key and content) or conflict (same key, other content). */
  status: ('new' | 'duplicate' | 'conflict')[];
  accountId: string | null;
}

/** Looks the file's keys up among the stored lines of the account (null: a new account). */
async function classify(tx: Db, parsed: Parsed, accountNo: string, account: { id: string } | null): Promise<Classified> {
  const no = accountNo.replace(/\s/g, '');
  const keys = dedupeKeys(no, parsed.lines);
  const hashes = parsed.lines.map(contentHash);
  const stored = new Map<string, string>();
  if (account) {
    for (let i = 0; i < keys.length; i += KEY_CHUNK) {
      const rows = await tx.select({ key: finBankDetail.dedupeKey, hash: finBankDetail.contentHash }).from(finBankDetail)
        .where(and(eq(finBankDetail.accountId, account.id), inArray(finBankDetail.dedupeKey, keys.slice(i, i + KEY_CHUNK))));
      for (const r of rows) stored.set(r.key, r.hash);
    }
  }
  const status = keys.map((k, i) => {
    const h = stored.get(k);
    return h === undefined ? 'new' as const : h === hashes[i] ? 'duplicate' as const : 'conflict' as const;
  });
  return { ...parsed, keys, hashes, status, accountId: account?.id ?? null };
}

const wallText = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

const lineRow = (l: BankLine, status: TBankCheckRow['status'], reason: string | null): TBankCheckRow => ({
  row: l.row, status, reason, dateTime: wallText(l.dateTime), income: yuan(l.income), pay: yuan(l.pay),
  balance: l.balance === null ? null : yuan(l.balance), otherSideName: l.otherSideName, summary: l.summary, serialNo: l.serialNo,
});

function chainOf(lines: BankLine[]) {
  const chain = balanceChain(lines);
  return {
    order: chain.order,
    breaks: chain.breaks.map((b) => ({
      row: b.row, expected: yuan(b.expected), actual: yuan(b.actual), diff: yuan(b.diff), kind: b.kind,
      text: b.kind === 'duplicate'
        ? `第${b.row}行与上一行相同且余额不连续：疑似重复行`
        : `第${b.row}行余额 ${(b.actual / 100).toFixed(2)}，按上一行应为 ${(b.expected / 100).toFixed(2)}，相差 ${(b.diff / 100).toFixed(2)}：疑似缺少流水`,
    })),
  };
}

/**
 * The file's first line against the stored line just before it: a statement that starts where the
 * ledger stopped continues its balance; otherwise lines between the two are missing.
 */
async function linkToLedger(tx: Db, accountId: string, lines: BankLine[], order: 'asc' | 'desc', keys: Set<string>) {
  const first = order === 'asc' ? lines[0] : lines[lines.length - 1];
  if (!first || first.balance === null) return null;
  const [prev] = await tx.select({ at: finBankDetail.dateTime, balance: finBankDetail.balance, key: finBankDetail.dedupeKey }).from(finBankDetail)
    .where(and(eq(finBankDetail.accountId, accountId), lt(finBankDetail.dateTime, first.dateTime)))
    .orderBy(desc(finBankDetail.dateTime), desc(finBankDetail.seq)).limit(1);
  if (!prev || prev.balance === null || keys.has(prev.key)) return null;
  const expected = Math.round(prev.balance * 100) + first.income - first.pay;
  if (expected === first.balance) return null;
  const diff = first.balance - expected;
  return {
    row: first.row, expected: yuan(expected), actual: yuan(first.balance), diff: yuan(diff), kind: 'missing' as const,
    text: `第${first.row}行与已导入的上一笔流水（${wallText(prev.at)}）余额不连续，相差 ${(diff / 100).toFixed(2)}：两者之间疑似缺少流水`,
  };
}

const REASON = { duplicate: '已导入（相同流水）', conflict: '与已导入的流水编号相同但内容不同' } as const;

/** The confirmed upload, found in a short transaction of its own, then read and parsed with none open. */
async function readConfirmed(withTx: TxRunner, actor: SessionInfo, store: FileStore, limits: ExcelLimits, body: ImportBody) {
  confirmedColumns(body);
  const file = await withTx((tx) => uploaded(tx, actor, body.fileItems[0]));
  return { file, parsed: await parseFile(store, limits, body, file) };
}

/** POST bankDetailExcel/checkRepeat: the preview; writes nothing. */
export async function checkBankImport(withTx: TxRunner, actor: SessionInfo, store: FileStore, limits: ExcelLimits, body: ImportBody): Promise<z.output<typeof ZBankCheck>> {
  const { parsed } = await readConfirmed(withTx, actor, store, limits, body);
  return withTx((tx) => checkParsed(tx, actor, body, parsed));
}

async function checkParsed(tx: Db, actor: SessionInfo, body: ImportBody, parsed: Parsed): Promise<z.output<typeof ZBankCheck>> {
  const cfg = body.bankAccountImportConfig;
  // An account outside the caller's scope: 404, as for the import itself.
  const c = await classify(tx, parsed, cfg.accountNo, await accountByNo(tx, actor, cfg.accountNo));
  if (!c.lines.length && !c.invalid.length) throw badRequest(FINANCE_MSG.NO_ROWS);
  const [same] = c.accountId
    ? await tx.select({ at: finBankImport.createdDate }).from(finBankImport)
      .where(and(eq(finBankImport.accountId, c.accountId), eq(finBankImport.fileSha256, c.sha256))).orderBy(desc(finBankImport.createdDate)).limit(1)
    : [];
  const chain = chainOf(c.lines);
  const link = c.accountId ? await linkToLedger(tx, c.accountId, c.lines, chain.order, new Set(c.keys)) : null;
  if (link) chain.breaks.unshift(link);
  let shownNew = 0;
  const rows: TBankCheckRow[] = [...c.invalid, ...c.skipped];
  c.lines.forEach((l, i) => {
    const s = c.status[i];
    if (s === 'new' && shownNew++ >= SHOWN_NEW_ROWS) return;
    rows.push(lineRow(l, s, s === 'new' ? null : REASON[s]));
  });
  rows.sort((a, b) => a.row - b.row);
  const count = (s: string) => c.status.filter((x) => x === s).length;
  return {
    total: c.total, newCount: count('new'), duplicateCount: count('duplicate'), conflictCount: count('conflict'),
    invalidCount: c.invalid.length, skippedCount: c.skipped.length, fileSha256: c.sha256, sameFileImportedAt: same?.at ?? null,
    chainOrder: chain.order, chainBreaks: chain.breaks, rows,
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

/** POST bankDetailExcel/importExcel: the file read with no transaction open, then one write transaction. */
export async function importBankExcel(withTx: TxRunner, actor: SessionInfo, store: FileStore, limits: ExcelLimits, body: ImportBody) {
  const cfg = body.bankAccountImportConfig;
  const { file, parsed } = await readConfirmed(withTx, actor, store, limits, body);
  if (!parsed.lines.length) throw badRequest(FINANCE_MSG.NO_ROWS);
  const colMap = mappingToRemember(body, await headOf(store, limits, file, cfg.sheetName, cfg.headerRow + 1));
  return withTx((tx) => writeParsed(tx, actor, body, file, parsed, colMap));
}

async function writeParsed(tx: Db, actor: SessionInfo, body: ImportBody, file: UploadedFile, parsed: Parsed, colMap: Record<string, BankField>) {
  const cfg = body.bankAccountImportConfig;
  const account = await accountForImport(tx, actor, cfg.accountNo, cfg.accountName, cfg.accountUnit);
  const c = await classify(tx, parsed, account.accountNo, account);
  const chain = balanceChain(c.lines);
  const batchId = newId();
  // The chain's direction gives each line its place among lines of the same time.
  const seqOf = (i: number) => (chain.order === 'asc' ? i + 1 : c.lines.length - i);
  const values = (l: BankLine, i: number) => ({
    accountId: account.id, accountNo: account.accountNo, accountName: account.accountName, accountUnit: account.accountUnit,
    dateTime: l.dateTime, month: l.month, income: yuan(l.income), pay: yuan(l.pay), balance: l.balance === null ? null : yuan(l.balance),
    otherSideName: l.otherSideName, otherSideAccountNo: l.otherSideAccountNo, otherSideUnit: l.otherSideUnit, summary: l.summary,
    matter: l.matter, memo: l.memo, serialNo: l.serialNo, dedupeKey: c.keys[i], contentHash: c.hashes[i], isNeedClaim: l.income > 0,
    seq: seqOf(i), batchId, deptId: account.deptId,
  });
  const fresh = c.lines.map((l, i) => ({ l, i })).filter(({ i }) => c.status[i] === 'new');
  // A concurrent import of the same lines may have committed since the lookup: the unique key
  // keeps them out, and they count as duplicates rather than failing the whole import.
  let inserted = 0;
  for (let k = 0; k < fresh.length; k += INSERT_CHUNK) {
    const rows = await tx.insert(finBankDetail).values(fresh.slice(k, k + INSERT_CHUNK).map(({ l, i }) => ({ id: newId(), ...values(l, i) })))
      .onConflictDoNothing({ target: [finBankDetail.tenantId, finBankDetail.accountId, finBankDetail.dedupeKey] }).returning({ id: finBankDetail.id });
    inserted += rows.length;
  }
  const raced = fresh.length - inserted;
  let replaced = 0;
  if (body.replaceConflicts) {
    for (const { l, i } of c.lines.map((l, i) => ({ l, i })).filter(({ i }) => c.status[i] === 'conflict')) {
      const { dedupeKey: _k, ...v } = values(l, i);
      await tx.update(finBankDetail).set({ ...v, version: sql`${finBankDetail.version} + 1`, updatedDate: new Date() })
        .where(and(eq(finBankDetail.accountId, account.id), eq(finBankDetail.dedupeKey, c.keys[i])));
      replaced++;
    }
  }
  const count = (s: string) => c.status.filter((x) => x === s).length;
  const duplicates = count('duplicate') + raced;
  await tx.insert(finBankImport).values({
    id: batchId, accountId: account.id, fileName: file.fileName, fileSha256: c.sha256, total: c.total,
    imported: inserted, duplicates, conflicts: count('conflict'),
  });
  await tx.update(finBankAccount).set({ colMap }).where(eq(finBankAccount.id, account.id));
  return {
    batchId, accountId: account.id, imported: inserted, duplicates, conflicts: count('conflict'), replaced,
    invalid: c.invalid.length, skipped: c.skipped.length, chainBreaks: chain.breaks.length,
  };
}
