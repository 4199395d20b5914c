import type { TPrintDoc, TPrintField, TRefOption } from '@ecms/shared';
import type { Db } from '../db/client.js';
import type { SessionInfo } from './auth/session.js';
import { deptNames, userNames } from './directory.js';
import { hasPermission } from './auth/context.js';
import { AppError, forbidden } from './errors.js';
import type { ExportSource } from './excel/exports.js';
import type { ExportColumn } from './excel/writer.js';
import type { BusinessBinding } from './flow-binding.js';
import type { SearchType, SearchTypeSource } from './search/index.js';

/*
 * A record kind: one kind of business record (a contract, a cost consultation, the records of
 * one online form) as the generic layers see it. A module declares the kind once in its
 * manifest (`recordKinds`, or `recordKindSources` for kinds made at run time such as
 * `form:<code>`), and the registry derives from it what used to be written per kind:
 *
 * - its global-search type (`searchType`),
 * - its Excel export (`export`, POST /b/excel/template/exportData with the export's code),
 * - its flow binding (`binding` under `businessType`),
 * - its print/preview (GET /b/record/{kind}/{id}/print: the export's columns over `read`),
 * - its use as the target of a form's `ref` field (`ref`: labels and options).
 *
 * List and scope stay the kind's own (a scoped list entity / readById in its service); every
 * derived part goes through them, so a record seen in the ledger, found by the search, exported,
 * printed or picked in a ref field is seen under the same data scope.
 */

/** What `ref` fields pointing at a kind need: names by id (any record of the company) and picks (the caller's scope). */
export interface RecordRefSource {
  /** Titles of these records (labels in lists, even where the viewer could not open the record). */
  labels(tx: Db, ids: string[]): Promise<Map<string, string>>;
  /** Records the caller may pick: by title text, or these ids; at most 20, under the kind's view right and scope. */
  options(tx: Db, actor: SessionInfo, q: { q?: string; ids?: string[] }): Promise<TRefOption[]>;
}

export interface RecordKind {
  /** The kind's code: the path part of its print call and what a form's `refKind` names ('contract', 'form:<code>'). */
  readonly code: string;
  /** Chinese name (the print's heading, ref pickers). */
  readonly name: string;
  /** Function permission to open a record of the kind (view). */
  readonly permission?: string;
  /** The data menu whose scope governs the kind. */
  readonly dataMenu?: string;
  /** One record under the caller's data scope (or as a part in its flow); null when not visible. */
  read(tx: Db, actor: SessionInfo, id: string): Promise<Record<string, unknown> | null>;
  /** The record's title (print heading). */
  titleOf(row: Record<string, unknown>): string;
  readonly searchType?: SearchType;
  readonly export?: ExportSource;
  /** Flow binding and the business type it answers. */
  readonly businessType?: string;
  readonly binding?: BusinessBinding;
  readonly ref?: RecordRefSource;
  /**
   * The print layout; default: the export's columns over `read` (labels and formats as in the
   * workbook). Forms add their sub-tables.
   */
  print?(tx: Db, actor: SessionInfo, row: Record<string, unknown>): Promise<Omit<TPrintDoc, 'kind' | 'kindName' | 'id' | 'title'>>;
}

/**
 * Kinds made at run time, owning the codes `<prefix>:<anything>` (online forms: `form:<code>`).
 * The synchronous parts (`binding`, `export`) answer the engine and the Excel layer without a
 * database round trip; `get` and `list` find a company's kinds.
 */
export interface RecordKindSource {
  get(tx: Db, code: string): Promise<RecordKind | null>;
  /** The company's kinds that have search documents (see SearchTypeSource.list). */
  search?: SearchTypeSource;
  binding?(businessType: string): BusinessBinding | undefined;
  export?(code: string): ExportSource | undefined;
}

/** Declares a record kind (the identity function that types it). */
export function defineRecordKind<const K extends RecordKind>(k: K): K {
  return k;
}

const blank = (v: unknown) => v === null || v === undefined || v === '';

function fmtDate(v: unknown, withTime: boolean): string {
  const d = v instanceof Date ? v : new Date(String(v));
  if (Number.isNaN(d.getTime())) return String(v);
  if (!withTime) return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : d.toISOString().slice(0, 10);
  // Shown in China Standard Time (the product's users), as the lists show it.
  const local = new Date(d.getTime() + 8 * 3600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}

/** A value as the print shows it: dictionary labels, money with two decimals, dates in CST; `precision` fixes a number's decimals. */
export function printValue(col: Pick<ExportColumn, 'format' | 'labels'> & { precision?: number }, v: unknown): string {
  if (blank(v)) return '';
  if (col.labels) {
    const get = (x: unknown) => (col.labels instanceof Map ? col.labels.get(String(x)) : (col.labels as Record<string, string>)[String(x)]) ?? String(x);
    return Array.isArray(v) ? v.map(get).join('、') : get(v);
  }
  switch (col.format) {
    case 'money': return Number(v).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    case 'percent': return `${(Number(v) * 100).toFixed(2)}%`;
    case 'date': return fmtDate(v, false);
    case 'datetime': return fmtDate(v, true);
    case 'bool': return v ? '是' : '否';
    default:
      if (col.precision !== undefined && typeof v === 'number') {
        return v.toLocaleString('zh-CN', { minimumFractionDigits: col.precision, maximumFractionDigits: col.precision });
      }
      return Array.isArray(v) ? v.join('、') : String(v);
  }
}

/** The fields of a print: every column of the kind's export over one row. */
export const printFields = (columns: ExportColumn[], row: Record<string, unknown>): TPrintField[] =>
  columns.map((c) => ({ label: c.label, value: printValue(c, row[c.key]) }));

/**
 * The print of a record: the kind's own layout, else its export's columns over the row as the
 * export would write it (the export's row source adds names of people and departments; here the
 * row read by id, with the same keys where the kind's read answers them).
 */
export async function printRecord(tx: Db, actor: SessionInfo, kind: RecordKind, row: Record<string, unknown>): Promise<TPrintDoc> {
  const head = { kind: kind.code, kindName: kind.name, id: String(row.id), title: kind.titleOf(row) };
  if (kind.print) return { ...head, ...(await kind.print(tx, actor, row)) };
  const columns = kind.export ? await kind.export.columns(tx, {}) : [];
  return { ...head, fields: printFields(columns, row), tables: [] };
}

// ---------------------------------------------------------------------------
// Hand-written flow ledgers (contracts, cost consultations)
// ---------------------------------------------------------------------------

/** What a hand-written flow ledger already has (workflow/flow-record.ts flowRecordKind answers it). */
export interface FlowLedger<Row extends { id: string; createdBy: string | null; deptId: string | null }> {
  businessType: string;
  binding: BusinessBinding;
  searchType: SearchType;
  /** One record under the caller's scope; throws the 404 AppError outside it. */
  get(tx: Db, actor: SessionInfo, id: string): Promise<Row>;
  list(tx: Db, actor: SessionInfo, req: { params?: Record<string, unknown>; pageNo?: number; pageSize?: number }): Promise<{ rows: Row[] }>;
}

/**
 * The record kind of a hand-written flow ledger: search type, flow binding and export are the
 * ledger's own; reads and ref picks go through its scoped get and list; the print shows the
 * export's columns. `title` names the list field holding the record's title (a `<title>$like`
 * filter finds picks).
 */
export function flowLedgerKind<Row extends { id: string; createdBy: string | null; deptId: string | null }>(k: {
  code: string; name: string; permission: string; dataMenu: string; ledger: FlowLedger<Row>; export: ExportSource;
  title: keyof Row & string;
  /** Titles by id (any record of the company: RLS bounds it). */
  labels(tx: Db, ids: string[]): Promise<Map<string, string>>;
}): RecordKind {
  const { ledger } = k;
  const titleOf = (row: Record<string, unknown>) => String(row[k.title] ?? '');
  return defineRecordKind({
    code: k.code, name: k.name, permission: k.permission, dataMenu: k.dataMenu,
    businessType: ledger.businessType, binding: ledger.binding, searchType: ledger.searchType, export: k.export,
    titleOf,
    async read(tx, actor, id) {
      if (!(await hasPermission(tx, actor, k.permission))) throw forbidden();
      let row: Row;
      try { row = await ledger.get(tx, actor, id); } catch (e) { if (e instanceof AppError) return null; throw e; }
      // The export's people and department columns.
      const [people, depts] = await Promise.all([userNames(tx, [row.createdBy]), deptNames(tx, [row.deptId])]);
      return { ...row, createdByName: row.createdBy ? people.get(row.createdBy) ?? null : null, deptName: row.deptId ? depts.get(row.deptId) ?? null : null };
    },
    ref: {
      labels: (tx, ids) => k.labels(tx, ids),
      async options(tx, actor, q) {
        if (!(await hasPermission(tx, actor, k.permission))) return [];
        if (q.ids) {
          const out: TRefOption[] = [];
          for (const id of q.ids.slice(0, 20)) {
            const row = await readScoped(tx, actor, id);
            if (row) out.push({ value: id, label: titleOf(row) });
          }
          return out;
        }
        const page = await ledger.list(tx, actor, { params: q.q ? { [`${k.title}$like`]: q.q } : {}, pageNo: 1, pageSize: 20 });
        return page.rows.map((r) => ({ value: r.id, label: titleOf(r) }));
      },
    },
  });
  async function readScoped(tx: Db, actor: SessionInfo, id: string) {
    try { return await ledger.get(tx, actor, id) as Record<string, unknown>; } catch (e) { if (e instanceof AppError) return null; throw e; }
  }
}
