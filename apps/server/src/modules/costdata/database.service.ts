import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZIndustrialQuery } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { qcProject, qcProjectFile, type QcIndicators } from '../../db/schema/index.js';
import { requestScope, visibleWhere } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { percentiles, PROJECT_SCOPE } from '../quality/index.js';
import { MIN_SAMPLES } from './analysis.service.js';

/*
 * The cost database pages (spec 3 §2 `/main-page/cost-data`, `cost-file-manage`,
 * `/industrial-page/cost-data`) over the BoQ projects and project files the quality module stores,
 * always under the qc_project data scope. The spec shows nothing of them; they are laid out as a
 * cost consultant searches past work: by project, region, type, structure and year, with the
 * indicators per ㎡ at hand.
 */

/** The project's year: its 价格基准期 when it starts with a year, else the year it was imported. */
const YEAR = sql<string>`coalesce(substring(${qcProject.priceBaseDate} from '^\\d{4}'), to_char(${qcProject.createdDate} at time zone 'Asia/Shanghai', 'YYYY'))`;
const ind = (key: keyof QcIndicators) => sql<number | null>`(${qcProject.indicators}->>${key})::float8`;

export const COST_PROJECT_LIST: ScopedListEntity = {
  scope: PROJECT_SCOPE,
  fields: {
    id: qcProject.id, name: qcProject.name, stage: qcProject.stage, region: qcProject.region, kind1: qcProject.kind1, kind2: qcProject.kind2,
    structure: qcProject.structure, specVersion: qcProject.specVersion, area: qcProject.area, total: qcProject.total, year: YEAR,
    unitCost: ind('unitCost'), createdDate: qcProject.createdDate,
  },
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: qcProject.id,
};

const num = (x: unknown): number | null => (x === null || x === undefined ? null : Number(x));

/** POST /b/costdata/project/queryList: the visible projects with their year, indicators and number of files. */
export async function costProjects(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(COST_PROJECT_LIST, req, { scope: requestScope(tx, actor) });
  const { rows, total } = await pageWithTotal(tx, qcProject, q, (n) => tx.select({
    id: qcProject.id, name: qcProject.name, specVersion: qcProject.specVersion, stage: qcProject.stage, region: qcProject.region,
    taxMethod: qcProject.taxMethod, priceBaseDate: qcProject.priceBaseDate, kind1: qcProject.kind1, kind2: qcProject.kind2,
    structure: qcProject.structure, area: qcProject.area, floors: qcProject.floors, fileName: qcProject.fileName, total: qcProject.total,
    indicators: qcProject.indicators, createdDate: qcProject.createdDate, year: YEAR, [TOTAL_COLUMN]: n,
  }).from(qcProject).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  const ids = rows.map((r) => r.id);
  const files = ids.length
    ? await tx.select({ projectId: qcProjectFile.projectId, n: count() }).from(qcProjectFile).where(inArray(qcProjectFile.projectId, ids)).groupBy(qcProjectFile.projectId)
    : [];
  const fileCount = new Map(files.map((f) => [f.projectId, Number(f.n)]));
  return {
    rows: rows.map((r) => ({
      ...r, area: num(r.area), total: Number(r.total), indicators: (r.indicators ?? null) as Record<string, number | null> | null, files: fileCount.get(r.id) ?? 0,
    })),
    total,
  };
}

export const COST_FILE_LIST: ScopedListEntity = {
  scope: PROJECT_SCOPE,
  fields: {
    projectId: qcProjectFile.projectId, projectName: qcProject.name, region: qcProject.region, kind2: qcProject.kind2,
    fileName: qcProjectFile.fileName, kind: qcProjectFile.kind, folder: qcProjectFile.folder, specVersion: qcProjectFile.specVersion,
    createdDate: qcProjectFile.createdDate,
  },
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: qcProjectFile.id,
};

/** POST /b/costdata/file/queryList: the files of the visible projects (the project's scope is the file's). */
export async function costFiles(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(COST_FILE_LIST, req, { scope: requestScope(tx, actor) });
  const from = () => tx.select({
    id: qcProjectFile.id, projectId: qcProjectFile.projectId, projectName: qcProject.name, region: qcProject.region, kind2: qcProject.kind2,
    fileId: qcProjectFile.fileId, fileName: qcProjectFile.fileName, fileSize: qcProjectFile.fileSize, kind: qcProjectFile.kind, folder: qcProjectFile.folder,
    specVersion: qcProjectFile.specVersion, units: qcProjectFile.units, importedAt: qcProjectFile.importedAt, createdDate: qcProjectFile.createdDate,
  }).from(qcProjectFile).innerJoin(qcProject, eq(qcProject.id, qcProjectFile.projectId));
  const rows = await from().where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
  const [{ n }] = await tx.select({ n: count() }).from(qcProjectFile).innerJoin(qcProject, eq(qcProject.id, qcProjectFile.projectId)).where(q.where);
  return { rows, total: Number(n) };
}

type Dim = 'kind2' | 'structure' | 'region' | 'year';

/**
 * POST /b/costdata/industrial/summary (产业数据): the visible projects grouped by the chosen
 * dimensions, with P10 / median / P90 of 单方造价, 混凝土 and 钢筋含量 and 人工费占比 per group;
 * a group of fewer than minSamples projects is 未评估 (its ranges null), never a benchmark.
 */
export async function industrialSummary(tx: Db, actor: SessionInfo, req: z.output<typeof ZIndustrialQuery> | undefined) {
  const f = req?.params ?? {};
  const dims: Dim[] = req?.groupBy ? [...new Set(req.groupBy)] : ['kind2', 'structure'];
  const min = req?.minSamples ?? MIN_SAMPLES;
  const scope = await visibleWhere({ scope: PROJECT_SCOPE }, requestScope(tx, actor));
  const where = and(scope,
    f.kind1 ? eq(qcProject.kind1, f.kind1) : undefined, f.kind2 ? eq(qcProject.kind2, f.kind2) : undefined,
    f.structure ? eq(qcProject.structure, f.structure) : undefined, f.region ? eq(qcProject.region, f.region) : undefined,
    f.year ? sql`${YEAR} = ${f.year}` : undefined);
  const rows = await tx.select({
    kind2: qcProject.kind2, structure: qcProject.structure, region: qcProject.region, year: YEAR,
    area: qcProject.area, total: qcProject.total, indicators: qcProject.indicators,
  }).from(qcProject).where(where).limit(50000);
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = JSON.stringify(dims.map((d) => r[d] ?? null));
    const g = groups.get(key);
    if (g) g.push(r); else groups.set(key, [r]);
  }
  const stat = (values: (number | null | undefined)[], assessed: boolean) => {
    const v = values.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
    if (!assessed || v.length < min) return { p10: null, median: null, p90: null };
    const p = percentiles(v);
    const r = (x: number) => Math.round(x * 10000) / 10000;
    return { p10: r(p.p10), median: r(p.p50), p90: r(p.p90) };
  };
  const out = [...groups.values()].map((g) => {
    const assessed = g.length >= min;
    const ix = g.map((r) => (r.indicators ?? {}) as Partial<QcIndicators>);
    const pick = (d: Dim) => (dims.includes(d) ? g[0][d] ?? null : null);
    return {
      kind2: pick('kind2'), structure: pick('structure'), region: pick('region'), year: pick('year'),
      projects: g.length,
      area: Math.round(g.reduce((a, r) => a + Number(r.area ?? 0), 0) * 100) / 100,
      total: Math.round(g.reduce((a, r) => a + Number(r.total), 0) * 100) / 100,
      unitCost: stat(ix.map((i) => i.unitCost), assessed), concretePerM2: stat(ix.map((i) => i.concretePerM2), assessed),
      rebarKgPerM2: stat(ix.map((i) => i.rebarKgPerM2), assessed), laborShare: stat(ix.map((i) => i.laborShare), assessed),
      assessed,
    };
  });
  const zh = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '', 'zh');
  return out.sort((a, b) => b.projects - a.projects || zh(a.kind2, b.kind2) || zh(a.structure, b.structure) || zh(a.region, b.region) || zh(a.year, b.year));
}
