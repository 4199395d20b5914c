import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COSTDATA_MSG, type TAnalysisKind, type ZAnalysisRecordQuery, type ZAnalysisRecordSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { cdAnalysisRecord } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { notFound } from '../../platform/errors.js';
import type { ExportColumn } from '../../platform/excel/writer.js';
import { newId } from '../../platform/ids.js';
import { getProjectRow } from '../quality/index.js';
import { analyzeIndicator, expand, relativity, unusualPrice, unusualQuantity } from './analysis.service.js';

/*
 * Saved analysis runs (分析记录). Saving runs the analysis again on the server with the given
 * parameters (a client's copy of a result is never trusted) and keeps parameters and result as
 * they were, so a record reopens unchanged after the library moved on. Records are the owner's:
 * another user's record is 404, as in the person library.
 */

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
type Save = z.output<typeof ZAnalysisRecordSave>;

/** The analysis of a kind with its parameters (unusual k / includeUnassessed kept only where they apply). */
async function run(tx: Db, actor: SessionInfo, kind: TAnalysisKind, p: Save['params']) {
  const { k, includeUnassessed, ...compare } = p;
  switch (kind) {
    case 'indicator': return { params: compare, result: await analyzeIndicator(tx, actor, compare) };
    case 'relativity': return { params: compare, result: await relativity(tx, actor, compare) };
    case 'expand': return { params: compare, result: await expand(tx, actor, compare) };
    case 'unusualPrice': return { params: p, result: await unusualPrice(tx, actor, { ...compare, k, includeUnassessed }) };
    case 'unusualQuantity': return { params: p, result: await unusualQuantity(tx, actor, { ...compare, k, includeUnassessed }) };
  }
}

const listColumns = {
  id: cdAnalysisRecord.id, name: cdAnalysisRecord.name, kind: cdAnalysisRecord.kind, projectId: cdAnalysisRecord.projectId,
  projectName: cdAnalysisRecord.projectName, params: cdAnalysisRecord.params, createdDate: cdAnalysisRecord.createdDate,
};
type ListRow = { kind: string } & Omit<{ [K in keyof typeof listColumns]: unknown }, 'kind'>;
const asRecord = <R extends ListRow>(r: R) => ({ ...r, kind: r.kind as TAnalysisKind });

/** POST /b/analyze/record/save: runs the analysis and keeps it as the caller's record. */
export async function saveRecord(tx: Db, actor: SessionInfo, body: Save) {
  const project = await getProjectRow(tx, actor, body.params.projectId);
  const { params, result } = await run(tx, actor, body.kind, body.params);
  const [row] = await tx.insert(cdAnalysisRecord).values({
    id: newId(), ownerId: actor.userId ?? '', name: body.name, kind: body.kind, projectId: project.id, projectName: project.name,
    params: params as Record<string, unknown>, result: result as unknown as Record<string, unknown>,
  }).returning(listColumns);
  return asRecord(row);
}

/** POST /b/analyze/record/queryList: the caller's records, newest first. */
export async function queryRecords(tx: Db, actor: SessionInfo, req: z.output<typeof ZAnalysisRecordQuery> | undefined) {
  const f = req?.params ?? {};
  const where = and(eq(cdAnalysisRecord.ownerId, actor.userId ?? ''),
    f.kind ? eq(cdAnalysisRecord.kind, f.kind) : undefined,
    f.projectId ? eq(cdAnalysisRecord.projectId, f.projectId) : undefined,
    f.name ? sql`(${cdAnalysisRecord.name} ilike ${`%${escapeLike(f.name)}%`} or ${cdAnalysisRecord.projectName} ilike ${`%${escapeLike(f.name)}%`})` : undefined);
  const size = req?.pageSize ?? 50;
  const rows = await tx.select(listColumns).from(cdAnalysisRecord).where(where)
    .orderBy(desc(cdAnalysisRecord.createdDate), desc(cdAnalysisRecord.id)).limit(size).offset(((req?.pageNo ?? 1) - 1) * size);
  const [{ n }] = await tx.select({ n: count() }).from(cdAnalysisRecord).where(where);
  return { rows: rows.map(asRecord), total: Number(n) };
}

/** GET /b/analyze/record/{id}: one of the caller's records with its stored result. */
export async function getRecord(tx: Db, actor: SessionInfo, id: string) {
  const [row] = await tx.select({ ...listColumns, result: cdAnalysisRecord.result }).from(cdAnalysisRecord)
    .where(and(eq(cdAnalysisRecord.id, id), eq(cdAnalysisRecord.ownerId, actor.userId ?? '')));
  if (!row) throw notFound(COSTDATA_MSG.RECORD_NOT_FOUND);
  return { ...asRecord(row), result: row.result };
}

/** DELETE /b/analyze/record/{id}: the caller's record. */
export async function removeRecord(tx: Db, actor: SessionInfo, id: string) {
  const gone = await tx.delete(cdAnalysisRecord).where(and(eq(cdAnalysisRecord.id, id), eq(cdAnalysisRecord.ownerId, actor.userId ?? ''))).returning({ id: cdAnalysisRecord.id });
  if (!gone.length) throw notFound(COSTDATA_MSG.RECORD_NOT_FOUND);
}

export const KIND_LABEL: Record<TAnalysisKind, string> = {
  indicator: '指标分析', unusualPrice: '异常单价', unusualQuantity: '异常工程量', relativity: '相关性分析', expand: '扩展指标',
};
const STATUS = { high: '偏高', low: '偏低', normal: '正常', unassessed: '未评估' };
const src = { key: 'source', label: '来源单元格', width: 18 };

/** The columns of a record's result table in the workbook (platform Excel writer), per kind. */
function exportColumns(kind: TAnalysisKind): ExportColumn[] {
  switch (kind) {
    case 'indicator': return [
      { key: 'name', label: '指标', width: 24 }, { key: 'value', label: '本工程', format: 'number' }, { key: 'samples', label: '样本数', format: 'number' },
      { key: 'p10', label: 'P10', format: 'number' }, { key: 'median', label: '中位数', format: 'number' }, { key: 'p90', label: 'P90', format: 'number' },
      { key: 'status', label: '结论', labels: STATUS },
    ];
    case 'unusualPrice': case 'unusualQuantity': return [
      { key: 'unitName', label: '单位工程', width: 18 }, { key: 'code', label: '项目编码', width: 14 }, { key: 'name', label: '项目名称', width: 24 },
      { key: 'unit', label: '单位' }, { key: 'value', label: kind === 'unusualPrice' ? '综合单价' : '含量（/㎡）', format: 'number' },
      { key: 'samples', label: '样本数', format: 'number' }, { key: 'q1', label: 'Q1', format: 'number' }, { key: 'median', label: '中位数', format: 'number' },
      { key: 'q3', label: 'Q3', format: 'number' }, { key: 'low', label: '下限', format: 'number' }, { key: 'high', label: '上限', format: 'number' },
      { key: 'deviation', label: '偏差', format: 'percent' }, { key: 'status', label: '结论', labels: STATUS }, src,
    ];
    case 'relativity': return [
      { key: 'name', label: '相关性', width: 24 }, { key: 'unitLabel', label: '单位' }, { key: 'numerator', label: '分子', format: 'number' },
      { key: 'denominator', label: '分母', format: 'number' }, { key: 'value', label: '比值', format: 'number' }, { key: 'samples', label: '样本数', format: 'number' },
      { key: 'p10', label: 'P10', format: 'number' }, { key: 'median', label: '中位数', format: 'number' }, { key: 'p90', label: 'P90', format: 'number' },
      { key: 'status', label: '结论', labels: STATUS },
    ];
    case 'expand': return [
      { key: 'code', label: '附录编码' }, { key: 'name', label: '名称', width: 24 }, { key: 'amount', label: '金额（元）', format: 'money' },
      { key: 'share', label: '占比', format: 'percent' }, { key: 'perM2', label: '元/㎡', format: 'money' }, { key: 'samples', label: '样本数', format: 'number' },
      { key: 'medianPerM2', label: '库中位数（元/㎡）', format: 'money' }, { key: 'deviation', label: '偏差', format: 'percent' },
      { key: 'status', label: '结论', labels: STATUS },
    ];
  }
}

/** GET /b/analyze/record/{id}/export: the record's result rows as a workbook (name, columns and rows). */
export async function recordExport(tx: Db, actor: SessionInfo, id: string) {
  const rec = await getRecord(tx, actor, id);
  const result = rec.result as { rows: Record<string, unknown>[] };
  const rows = result.rows.map((r) => ('srcSheet' in r ? { ...r, source: `${String(r.srcSheet)} 第${String(r.srcRow)}行` } : r));
  const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  return { sheetName: KIND_LABEL[rec.kind], fileName: `${rec.name}_${KIND_LABEL[rec.kind]}_${stamp}.xlsx`, columns: exportColumns(rec.kind), rows };
}
