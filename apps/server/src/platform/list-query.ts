import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ZListRequest } from '@ecms/shared';
import type { Db } from '../db/client.js';
import { declaredScopeCondition, type ScopeResolver, type Scoped, type Unscoped } from './acl/data-scope.js';
import { badRequest } from './errors.js';
import { queryRows } from './sql.js';

/**
 * The list-query DSL of ARCHITECTURE §4: `{ params, orderBy, order, pageNo, pageSize }`, where
 * params keys are `field` or `field$op`. Every field and sort key must be on the entity's
 * whitelist and maps to a column; every value is bound as a parameter. Built once, used by every list.
 */
export const LIST_OPS = ['eq', 'ne', 'like', 'in', 'gt', 'gte', 'lt', 'lte', 'between', 'isNull'] as const;
export type ListOp = (typeof LIST_OPS)[number];

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;
/**
 * Lists count at most this many rows exactly; past it the total is an estimate (see countCapped).
 * Counting is the costly part of a list page on the embedded database (about 4 ms per 1000 rows).
 */
export const COUNT_CAP = 2_000;

// The request schema is the contracts' (packages/shared); the server works on its parsed form.
export { ZListRequest };
export type TListRequest = z.infer<typeof ZListRequest>;

/** A list's whitelist, sort and page rules: a ListEntity without its scope. */
export interface ListEntityBase {
  /** Whitelisted field name → column (or SQL expression). */
  fields: Record<string, AnyPgColumn | SQL>;
  /** Fields allowed in orderBy; defaults to all fields. */
  sortable?: readonly string[];
  defaultOrderBy?: string;
  defaultOrder?: 'asc' | 'desc';
  maxPageSize?: number;
  /** Unique column appended to every sort so pages are stable. */
  tieBreaker?: AnyPgColumn;
  /** The list exists only under one parent record: see ListParent. */
  parent?: ListParent;
}

/**
 * A list that is only ever read under one parent record (a project's decisions, a check's items):
 * the parent's key is a required param (`<param>` or `<param>$eq`), refused with `missing` when
 * absent, checked by the caller's `ListOptions.parent` (the parent read in its own scope) before
 * anything else, and AND-ed in as `column = key`. A list over every parent is not a screen of the
 * product, so it is never built.
 */
export interface ListParent {
  column: AnyPgColumn;
  param: string;
  missing: string;
}

/**
 * A list's whitelist and its data scope. The scope is not optional: a list of records under a
 * data menu declares `scope: { dataMenu, dept, owner, ... }` and is built only with the
 * request's scope resolver; any other list says `scope: 'none'` and why (docs/data-access.md).
 */
export type ScopedListEntity = ListEntityBase & Scoped;
export type UnscopedListEntity = ListEntityBase & Unscoped;
export type ListEntity = ScopedListEntity | UnscopedListEntity;

/** Conditions of the caller's own (filters the list DSL does not express), AND-ed with the params. */
export interface ListOptions {
  extra?: (SQL | undefined)[];
  /** For an entity with a parent: reads the parent under the caller's scope, throwing when it is not visible. */
  parent?: (key: string) => Promise<unknown>;
}
/** A scoped list also needs the request's scope resolver (requestScope(tx, actor)). */
export interface ScopedListOptions extends ListOptions { scope: ScopeResolver }

export interface BuiltList {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  pageNo: number;
  pageSize: number;
}

const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Bounds of a filter value (issue 13): a long `like` pattern held the embedded database's one
 * connection for seconds (8 MB took 18 s), and a NUL byte reached PostgreSQL as a 500.
 */
export const MAX_FILTER_LENGTH = 256;
export const MAX_FILTER_ITEMS = 1000;

const scalar = (field: string, v: unknown): string | number | boolean => {
  if (typeof v === 'string') {
    if (v.length > MAX_FILTER_LENGTH) throw badRequest(`查询条件 ${field} 的值过长`);
    if (v.includes('\u0000')) throw badRequest(`查询条件 ${field} 的值不正确`);
    return v;
  }
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  throw badRequest(`查询条件 ${field} 的值不正确`);
};

const list = (field: string, v: unknown): (string | number)[] => {
  if (typeof v === 'string' && v.length > MAX_FILTER_ITEMS * (MAX_FILTER_LENGTH + 1)) throw badRequest(`查询条件 ${field} 的值过长`);
  const arr = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
  if (arr.length > MAX_FILTER_ITEMS) throw badRequest(`查询条件 ${field} 的值过多`);
  return arr.map((x) => {
    const s = scalar(field, x);
    if (typeof s === 'boolean') throw badRequest(`查询条件 ${field} 的值不正确`);
    return typeof s === 'string' ? s.trim() : s;
  });
};

/**
 * Timestamp columns in date mode map their parameters with toISOString(): a date sent as text
 * ('2026-11-01', an ISO string) becomes a Date here, and an unreadable one a 400, not a 500.
 */
function asColumnValue<T>(col: AnyPgColumn | SQL, field: string, v: T): T | Date {
  const c = col as { columnType?: string };
  if (c.columnType !== 'PgTimestamp' || (typeof v !== 'string' && typeof v !== 'number')) return v;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw badRequest(`查询条件 ${field} 的值不正确`);
  return d;
}

function condition(col: AnyPgColumn | SQL, field: string, op: ListOp, value: unknown): SQL | undefined {
  const c = col as AnyPgColumn;
  const one = () => asColumnValue(col, field, scalar(field, value));
  switch (op) {
    case 'eq': return eq(c, one());
    case 'ne': return ne(c, one());
    case 'gt': return gt(c, one());
    case 'gte': return gte(c, one());
    case 'lt': return lt(c, one());
    case 'lte': return lte(c, one());
    case 'like': return sql`${c}::text ilike ${`%${escapeLike(String(scalar(field, value)))}%`}`;
    case 'in': return inArray(c, list(field, value));
    case 'between': {
      const [from, to] = list(field, value).map((x) => (isEmpty(x) ? x : asColumnValue(col, field, x)));
      if (isEmpty(from) && isEmpty(to)) return undefined;
      if (isEmpty(to)) return gte(c, from);
      if (isEmpty(from)) return lte(c, to);
      return and(gte(c, from), lte(c, to));
    }
    case 'isNull': {
      const want = value === true || value === 'true' || value === 1 || value === '1';
      return want ? isNull(c) : isNotNull(c);
    }
  }
}

async function parentCondition(p: ListParent, params: Record<string, unknown>, check: ListOptions['parent']): Promise<SQL> {
  const raw = params[p.param] ?? params[`${p.param}$eq`];
  delete params[p.param];
  delete params[`${p.param}$eq`];
  if (isEmpty(raw)) throw badRequest(p.missing);
  const key = scalar(p.param, raw);
  if (typeof key !== 'string') throw badRequest(`查询条件 ${p.param} 的值不正确`);
  if (!check) throw new Error(`the list under ${p.param} was built without its parent's check`);
  await check(key);
  return eq(p.column, key);
}

/**
 * The WHERE, ORDER BY and page of a list request on an entity, with the entity's data scope
 * AND-ed in (refused at compile time and at run time when a scoped entity comes without the
 * request's scope resolver).
 */
export function buildListQuery(entity: ScopedListEntity, req: TListRequest, opts: ScopedListOptions): Promise<BuiltList>;
export function buildListQuery(entity: UnscopedListEntity, req: TListRequest, opts?: ListOptions): Promise<BuiltList>;
export function buildListQuery(entity: ListEntity, req: TListRequest, opts: ScopedListOptions): Promise<BuiltList>;
export async function buildListQuery(entity: ListEntity, req: TListRequest, opts: ListOptions & { scope?: ScopeResolver } = {}): Promise<BuiltList> {
  const conds: (SQL | undefined)[] = [...(opts.extra ?? [])];
  const params = { ...(req.params ?? {}) };
  if (entity.parent) conds.push(await parentCondition(entity.parent, params, opts.parent));
  for (const [key, value] of Object.entries(params)) {
    const [field, rawOp, ...rest] = key.split('$');
    if (rest.length > 0) throw badRequest(`不支持的查询条件：${key}`);
    const col = Object.hasOwn(entity.fields, field) ? entity.fields[field] : undefined;
    if (!col) throw badRequest(`不支持的查询字段：${field}`);
    const op = (rawOp ?? 'eq') as ListOp;
    if (!LIST_OPS.includes(op)) throw badRequest(`不支持的查询操作：${rawOp}`);
    // Empty search boxes arrive as '' or null: they mean "no condition" (isNull excepted).
    if (op !== 'isNull' && isEmpty(value)) continue;
    conds.push(condition(col, field, op, value));
  }

  const sortable = entity.sortable ?? Object.keys(entity.fields);
  const orderField = req.orderBy || entity.defaultOrderBy;
  const orderBy: SQL[] = [];
  // The tie-breaker follows the main direction, so one (sort column, id) index serves both.
  let tieDesc = false;
  if (orderField) {
    if (!sortable.includes(orderField) || !Object.hasOwn(entity.fields, orderField)) {
      throw badRequest(`不支持的排序字段：${orderField}`);
    }
    const dir = (req.order || entity.defaultOrder || 'desc').toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw badRequest(`不支持的排序方向：${req.order}`);
    const col = entity.fields[orderField] as AnyPgColumn;
    orderBy.push(dir === 'asc' ? asc(col) : desc(col));
    tieDesc = dir === 'desc';
  }
  if (entity.tieBreaker) orderBy.push(tieDesc ? desc(entity.tieBreaker) : asc(entity.tieBreaker));

  const max = entity.maxPageSize ?? MAX_PAGE_SIZE;
  const pageSize = req.pageSize ?? DEFAULT_PAGE_SIZE;
  if (pageSize > max) throw badRequest(`每页条数不能超过${max}`);
  const pageNo = req.pageNo ?? 1;
  // Last: a bad request is refused before the scope costs a query.
  conds.push(await declaredScopeCondition(entity, opts.scope));
  const filtered = conds.filter((c): c is SQL => c !== undefined);
  return {
    where: filtered.length ? and(...filtered) : undefined,
    orderBy,
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
    pageNo,
    pageSize,
  };
}

/**
 * Total for a list page without paying for an exact count of a big table on every page:
 * counts up to COUNT_CAP matching rows exactly; past the cap it reports the planner's estimate
 * for the same filtered query (run in the caller's transaction, so row-level security and the
 * data scope are part of the estimate), never less than COUNT_CAP + 1. When the estimate alone
 * is past twice the cap, the count is skipped.
 */
export async function countCapped(tx: Db, table: CountSource, where: SQL | undefined, cap = COUNT_CAP): Promise<number> {
  const inner = tx.select({ one: sql`1` }).from(table as PgTable).where(where);
  // A set the planner puts well past the cap would only be counted to learn it is past the cap:
  // its estimate is the answer, and the (cap + 1)-row count is skipped.
  const estimate = await plannerEstimate(tx, inner);
  if (estimate > ESTIMATE_TRUSTED * cap) return estimate;
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(inner.limit(cap + 1).as('capped'));
  return n <= cap ? n : Math.max(cap + 1, estimate);
}

/** How far past the cap an estimate must be before it replaces counting. */
const ESTIMATE_TRUSTED = 2;

/** The planner's row estimate for a query (in the caller's transaction: RLS and scope included). */
export async function plannerEstimate(tx: Db, query: SQLWrapper): Promise<number> {
  const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(tx, sql`explain (format json) ${query}`);
  const raw = plan?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * Exact count of a set an index keeps small (one person's open tasks, say), counted up to `max`
 * + 1 rows, in one statement: no planner estimate first, whose guess on such per-user filters
 * is often far off (correlated columns) and would cost a statement of its own.
 */
export async function countUpTo(tx: Db, table: PgTable, where: SQL | undefined, max: number): Promise<number> {
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` })
    .from(tx.select({ one: sql`1` }).from(table).where(where).limit(max + 1).as('bounded'));
  return Number(n);
}

/**
 * What a list's total counts: its table, or (a list whose filters reach a joined table) the
 * table with those joins as SQL, e.g. sql`${a} left join ${b} on ${cond}`.
 */
export type CountSource = PgTable | SQL;

/** Key of the total column pageWithTotal adds to a page's select (taken off the rows it returns). */
export const TOTAL_COLUMN = 'listTotal$';

/**
 * The list's capped count as a column of the page's own statement (issue 14: a list page is one
 * round trip, not three with the estimate and the count). An uncorrelated scalar subquery, which
 * PostgreSQL runs once per statement, not per row; `table` inside it shadows the page's own
 * `table`, so the list's conditions (columns qualified by the table's name) apply to it.
 */
export function cappedTotal(table: CountSource, where: SQL | undefined, cap = COUNT_CAP): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${table} where ${where ?? sql`true`} limit ${cap + 1}) capped)`;
}

/**
 * A list page read with its total in one statement: `read` selects the page with the given
 * column (under TOTAL_COLUMN) added to its fields. A page that is not full tells the total by
 * itself; a full one takes the column's count, exact up to COUNT_CAP; past the cap (big lists
 * only) the planner's estimate of the same filtered query is one more statement. Past the last
 * page there is no row to carry the column, and the count is a statement of its own.
 */
export async function pageWithTotal<R extends { [TOTAL_COLUMN]: number | string }>(tx: Db, table: CountSource,
  page: Pick<BuiltList, 'where' | 'limit' | 'offset'>, read: (total: SQL<number>) => Promise<R[]>,
): Promise<{ rows: Omit<R, typeof TOTAL_COLUMN>[]; total: number }> {
  const raw = await read(cappedTotal(table, page.where));
  const rows = raw.map(({ [TOTAL_COLUMN]: _total, ...row }) => row);
  if (raw.length < page.limit && (raw.length > 0 || page.offset === 0)) return { rows, total: page.offset + raw.length };
  if (raw.length === 0) return { rows, total: await countCapped(tx, table, page.where) };
  const n = Number(raw[0][TOTAL_COLUMN]);
  if (n <= COUNT_CAP) return { rows, total: n };
  const estimate = await plannerEstimate(tx, tx.select({ one: sql`1` }).from(table as PgTable).where(page.where));
  return { rows, total: Math.max(COUNT_CAP + 1, estimate) };
}

/**
 * Adds `column` to a drizzle select's own fields before it runs: the one place that leans on
 * drizzle's select builder keeping a partial selection in `config.fields` until it builds the SQL
 * (drizzle-orm 0.45; there is no public API to extend a built select). A builder that does not
 * hold it so is refused at once; list-query-seam.test.ts fails if the added field stops reaching
 * the SQL, and pageWithTotalOf refuses rows that come back without it.
 */
export function addSelectedField<Q>(query: Q, key: string, column: SQL): Q {
  const builder = query as unknown as { isPartialSelect?: unknown; config?: { fields?: Record<string, unknown> } };
  const fields = builder.config?.fields;
  if (builder.isPartialSelect !== true || !fields || typeof fields !== 'object' || Object.hasOwn(fields, key)) {
    throw new Error('addSelectedField: a drizzle select with its own fields (select({...})) is needed');
  }
  fields[key] = column;
  return query;
}

/**
 * pageWithTotal for a page query a row helper built (its joins, fields and types as they are):
 * the capped-total column is added to the query's own selection before it runs (addSelectedField),
 * so a helper with several joins needs no field parameter (drizzle does not type the joins of a
 * helper generic in its fields).
 */
export async function pageWithTotalOf<R extends object>(tx: Db, table: CountSource,
  page: Pick<BuiltList, 'where' | 'limit' | 'offset'>, query: PromiseLike<R[]>): Promise<{ rows: R[]; total: number }> {
  const result = pageWithTotal(tx, table, page, async (total) => {
    const rows = await (addSelectedField(query, TOTAL_COLUMN, total) as unknown as PromiseLike<(R & { [TOTAL_COLUMN]: number })[]>);
    // A total silently missing would read as NaN and turn into the planner's estimate: refuse it.
    if (rows.length && !Object.hasOwn(rows[0], TOTAL_COLUMN)) throw new Error('pageWithTotalOf: the total column did not reach the query (drizzle changed?)');
    return rows;
  });
  return result as unknown as Promise<{ rows: R[]; total: number }>;
}

/**
 * The total for a page just read: a page that is not full (and not past the end) already tells
 * it exactly, so only full pages pay for countCapped (or, with `exactUpTo`, for countUpTo).
 */
export async function pageTotal(tx: Db, table: PgTable, page: Pick<BuiltList, 'where' | 'limit' | 'offset'>, rowCount: number,
  opts: { exactUpTo?: number; count?: () => Promise<number> } = {}): Promise<number> {
  if (rowCount < page.limit && (rowCount > 0 || page.offset === 0)) return page.offset + rowCount;
  if (opts.count) return opts.count();
  if (opts.exactUpTo) return countUpTo(tx, table, page.where, opts.exactUpTo);
  return countCapped(tx, table, page.where);
}
