import { and, count, countDistinct, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { FOOTMARK_ANALYZE_BY, FOOTPRINT_TYPE, footprintTypeOf, ZFootmark, ZFootmarkAnalyze } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { sysFootmark } from '../../db/schema/index.js';
import { requestScope, type Scoped, visibleWhere } from '../../platform/acl/data-scope.js';
import { deptNames, userById, userNames } from '../../platform/directory.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { allPages } from '../../platform/excel/exports.js';
import { buildListQuery, pageWithTotal, type TListRequest, TOTAL_COLUMN, type UnscopedListEntity } from '../../platform/list-query.js';

/** Reopening the same page within this time (switching back to a tab) is one visit. */
const REVISIT_MS = 60_000;

export { ZFootmark };
export type TFootmark = z.infer<typeof ZFootmark>;

/** POST /b/footmark: records a visit of the caller (type 0 or absent: derived from the menu name). */
export async function addFootmark(tx: Db, actor: SessionInfo, input: TFootmark): Promise<{ recorded: boolean }> {
  const url = input.url || null;
  const [recent] = await tx.select({ id: sysFootmark.id }).from(sysFootmark).where(and(
    eq(sysFootmark.userId, actor.userId),
    eq(sysFootmark.menuName, input.menuName),
    url ? eq(sysFootmark.url, url) : sql`${sysFootmark.url} is null`,
    gt(sysFootmark.createdDate, new Date(Date.now() - REVISIT_MS)),
  )).limit(1);
  if (recent) return { recorded: false };
  const me = await userById(tx, actor.userId);
  await tx.insert(sysFootmark).values({
    id: newId(), userId: actor.userId, deptId: me?.deptId ?? null,
    type: input.type ? input.type : footprintTypeOf(input.menuName),
    menuName: input.menuName, url, businessId: input.businessId || null, businessName: input.businessName || null,
  });
  return { recorded: true };
}

const FOOTMARK_LIST: UnscopedListEntity = {
  scope: 'none', reason: "the caller's own footprints (user = caller)",
  fields: { type: sysFootmark.type, menuName: sysFootmark.menuName, businessName: sysFootmark.businessName, createdDate: sysFootmark.createdDate },
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: sysFootmark.id,
};

/** Date range of the footprint calls: params.beginDate / endDate (YYYY-MM-DD, end inclusive). */
function dateRange(params: Record<string, unknown> | undefined): { conds: (SQL | undefined)[]; rest: Record<string, unknown> } {
  const { beginDate, endDate, ...rest } = params ?? {};
  const day = (v: unknown, label: string): Date | undefined => {
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(Date.parse(v.slice(0, 10)))) throw badRequest(`${label}格式不正确`);
    return new Date(`${v.slice(0, 10)}T00:00:00+08:00`);
  };
  const from = day(beginDate, '开始日期');
  const to = day(endDate, '结束日期');
  if (from && to && from > to) throw badRequest('开始日期不能晚于结束日期');
  return {
    conds: [from ? gte(sysFootmark.createdDate, from) : undefined, to ? lt(sysFootmark.createdDate, new Date(to.getTime() + 86_400_000)) : undefined],
    rest,
  };
}

/** One page of the caller's own footprints with its total (shared by the list and its Excel export, which reads the rows). */
async function myFootmarkPage(tx: Db, actor: SessionInfo, req: TListRequest) {
  const { conds, rest } = dateRange(req.params);
  const q = await buildListQuery(FOOTMARK_LIST, { ...req, params: rest }, { extra: [eq(sysFootmark.userId, actor.userId), ...conds] });
  return pageWithTotal(tx, sysFootmark, q, (n) => tx.select({
    id: sysFootmark.id, type: sysFootmark.type, menuName: sysFootmark.menuName, url: sysFootmark.url,
    businessId: sysFootmark.businessId, businessName: sysFootmark.businessName, createdDate: sysFootmark.createdDate, [TOTAL_COLUMN]: n,
  }).from(sysFootmark).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

/** POST /b/footmark/queryList: the caller's own footprints, newest first. */
export async function queryMyFootmarks(tx: Db, actor: SessionInfo, req: TListRequest) {
  return myFootmarkPage(tx, actor, req);
}

/** Every footprint of the caller matching a list request (no paging): the Excel export. */
export const exportMyFootmarks = (tx: Db, actor: SessionInfo, req: TListRequest) =>
  allPages(req, async (r) => (await myFootmarkPage(tx, actor, r)).rows);

export const ANALYZE_BY = FOOTMARK_ANALYZE_BY;
export const ZAnalyze = ZFootmarkAnalyze;

/**
 * POST /b/footmark/analyzeList (足迹管理): visits and distinct visitors grouped by menu,
 * department, person, type or day, over a date range, for the people the caller's data scope
 * on users covers. Top 100 groups by visits.
 */
/** Footprints as records of their visitor: the caller's 'sys_user' scope by the visitor's department and the visitor. */
const FOOTMARK_BY_VISITOR: Scoped = { scope: { dataMenu: 'sys_user', dept: sysFootmark.deptId, self: sysFootmark.userId } };

export async function analyzeFootmarks(tx: Db, actor: SessionInfo, input: z.infer<typeof ZAnalyze>['params']) {
  const { conds } = dateRange({ beginDate: input.beginDate, endDate: input.endDate });
  const scope = await visibleWhere(FOOTMARK_BY_VISITOR, requestScope(tx, actor));
  const where = and(...conds, scope, input.deptId ? eq(sysFootmark.deptId, input.deptId) : undefined,
    input.menuName ? eq(sysFootmark.menuName, input.menuName) : undefined);
  const day = sql<string>`to_char(${sysFootmark.createdDate} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const key: Record<(typeof ANALYZE_BY)[number], SQL> = {
    menu: sql`${sysFootmark.menuName}`,
    dept: sql`coalesce(${sysFootmark.deptId}, '')`,
    user: sql`${sysFootmark.userId}`,
    type: sql`${sysFootmark.type}::text`,
    day,
  };
  const k = key[input.groupBy];
  const rows = await tx.select({ key: sql<string>`${k}`, visits: count(), visitors: countDistinct(sysFootmark.userId) })
    .from(sysFootmark).where(where).groupBy(k)
    .orderBy(input.groupBy === 'day' ? sql`${k}` : desc(count()), sql`${k}`).limit(input.groupBy === 'day' ? 366 : 100);
  const names = await groupNames(tx, input.groupBy, rows.map((r) => r.key));
  return rows.map((r) => ({ key: r.key, name: names.get(r.key) ?? r.key, visits: Number(r.visits), visitors: Number(r.visitors) }));
}

async function groupNames(tx: Db, by: (typeof ANALYZE_BY)[number], keys: string[]): Promise<Map<string, string>> {
  const ids = keys.filter(Boolean);
  if (by === 'dept') {
    return new Map([['', '未分配部门'], ...await deptNames(tx, ids)]);
  }
  if (by === 'user') {
    return userNames(tx, ids);
  }
  if (by === 'type') {
    return new Map([['0', '其他'], ...Object.values(FOOTPRINT_TYPE).map((t) => [String(t.value), t.label] as [string, string])]);
  }
  return new Map();
}
