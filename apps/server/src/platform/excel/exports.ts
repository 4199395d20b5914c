import type { TExportFilterField } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import type { SessionInfo } from '../auth/session.js';
import type { TListRequest } from '../list-query.js';
import type { ExportColumn } from './writer.js';

/*
 * What can be exported as a spreadsheet: a list registers its columns (Chinese titles, formats,
 * dictionary labels) and a row source that applies the same filters and data scope as the
 * list the user is looking at. POST /b/excel/template/exportData streams any of them.
 */
export interface ExportSource {
  code: string;
  label: string;
  /** Function permission needed (the list's view permission). */
  permission?: string;
  columns(tx: Db): Promise<ExportColumn[]>;
  /**
   * The list fields a saved report (Excel 报表) may filter and sort on: keys of the list's
   * whitelist. A source without them offers its reports no filters and no sort.
   */
  filters?(tx: Db): Promise<TExportFilterField[]>;
  /** All rows matching the list request (no paging), in the list's order, read in chunks. */
  rows(tx: Db, actor: SessionInfo, req: TListRequest): AsyncIterable<Record<string, unknown>>;
}

const sources = new Map<string, ExportSource>();

export function registerExportSource(source: ExportSource): void {
  sources.set(source.code, source);
}

export const exportSource = (code: string): ExportSource | undefined => sources.get(code);

export const listExportSources = (): ExportSource[] => [...sources.values()];

/** Pages through a list function in chunks (the list DSL's page size limit is per request). */
export async function* chunked<T>(page: (pageNo: number, pageSize: number) => Promise<T[]>, pageSize = 1000): AsyncGenerator<T> {
  for (let pageNo = 1; ; pageNo++) {
    const rows = await page(pageNo, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
  }
}
