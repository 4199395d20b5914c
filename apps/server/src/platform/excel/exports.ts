import type { TExportFilterField } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import type { SessionInfo } from '../auth/session.js';
import { MAX_PAGE_SIZE, type TListRequest } from '../list-query.js';
import type { ExportColumn } from './writer.js';

/*
 * What can be exported as a spreadsheet: a list registers its columns (Chinese titles, formats,
 * dictionary labels) and a row source that applies the same filters and data scope as the
 * list the user is looking at. POST /b/excel/template/exportData streams any of them. Sources
 * live in the module that owns the list and are declared in its manifest (`exports`).
 */
export interface ExportSource {
  code: string;
  label: string;
  /** Function permission needed (the list's view permission); none = any signed-in user (own data only). */
  permission?: string;
  /** Columns; the request is there for lists whose columns follow a filter (e.g. a grouping). */
  columns(tx: Db, req: TListRequest): Promise<ExportColumn[]>;
  /**
   * The list fields a saved report (Excel 报表) may filter and sort on: keys of the list's
   * whitelist. A source without them offers its reports no filters and no sort.
   */
  filters?(tx: Db): Promise<TExportFilterField[]>;
  /** All rows matching the list request (no paging), in the list's order, read in chunks. */
  rows(tx: Db, actor: SessionInfo, req: TListRequest): AsyncIterable<object>;
}

/** Rows read per statement by an export (the list DSL's page size limit). */
export const EXPORT_CHUNK = MAX_PAGE_SIZE;

/**
 * Every page of a list request, read through the list's own page function (so the export
 * applies exactly the list's filters, scope and order); the caller's paging is ignored.
 * Pages come whole, for lookups done once per page (names of people, departments).
 */
export async function* pagesOf<T>(req: TListRequest, page: (req: TListRequest) => Promise<T[]>): AsyncGenerator<T[]> {
  for (let pageNo = 1; ; pageNo++) {
    const rows = await page({ ...req, pageNo, pageSize: EXPORT_CHUNK });
    if (rows.length) yield rows;
    if (rows.length < EXPORT_CHUNK) return;
  }
}

/** Every row of a list request (see pagesOf). */
export async function* allPages<T>(req: TListRequest, page: (req: TListRequest) => Promise<T[]>): AsyncGenerator<T> {
  for await (const rows of pagesOf(req, page)) yield* rows;
}

/** value → label of a `const` option map (BUSINESS_TYPE, FLOW_STATUS, ...), for a dictionary column. */
export const optionLabels = (map: Readonly<Record<string, { value: number | string; label: string }>>): Record<string, string> =>
  Object.fromEntries(Object.values(map).map((o) => [String(o.value), o.label]));

/** Chinese labels of enabled flags (status columns of the administration lists). */
export const ENABLED_LABELS: Record<string, string> = { 1: '启用', 0: '停用' };
