import { sql, type SQL } from 'drizzle-orm';
import { FORM_KEY_RE, type TFormField, type TFormModel } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { EntityScope } from '../../platform/acl/data-scope.js';
import { buildListQuery, type ScopedListEntity, type ScopedListOptions, type TListRequest } from '../../platform/list-query.js';
import { participatesIn } from '../../workflow/flow-record.js';
import { queryRows } from '../../platform/sql.js';
import { qualified, sqlId } from './form-ddl.js';
import { allFields, columnOf, formDataMenu, type FormRef, isSearchableType, SQL_TYPES, subTableOf, tableOf } from './form-model.js';

/*
 * SQL on a form's own tables (<company schema>.frm_<code>, frm_<code>__<sub>). Names are built only from the
 * validated code and keys (form-model.ts) and quoted by sql.identifier; every value is bound.
 * Runs in the request's transaction as ecms_app, so the tables' tenant policy applies.
 */

const alias = (key: string) => {
  if (!FORM_KEY_RE.test(key)) throw badRequest(`字段标识不合法：${key}`);
  return sql.identifier(key);
};
const col = (key: string, t = 't') => sql`${sql.identifier(t)}.${sqlId(columnOf(key))}`;
const main = (ref: FormRef) => qualified(ref.space, tableOf(ref.code));
const sub = (ref: FormRef, key: string) => qualified(ref.space, subTableOf(ref.code, key));

/** Where a `ref` field's label comes from: the referenced form's title field, in the same company. */
export interface RefTitle { code: string; titleKey: string }
/** A form's tables plus the labels of its form-ref fields (by field key; `<subTable>.<key>` in sub-tables). */
export interface FormTables extends FormRef { refTitles?: Record<string, RefTitle> }

/** How a stored value reads back as JSON: numbers as numbers, dates as 'YYYY-MM-DD'. */
function readExpr(f: TFormField, t = 't'): SQL {
  const c = col(f.key, t);
  const type = SQL_TYPES[f.type];
  if (type.startsWith('numeric')) return sql`${c}::float8`;
  if (type === 'date') return sql`to_char(${c}, 'YYYY-MM-DD')`;
  return c;
}

/** A value bound with an explicit cast to its column type. */
function writeExpr(f: TFormField, v: unknown): SQL {
  if (v === null || v === undefined) return sql`null`;
  const type = SQL_TYPES[f.type];
  if (type === 'jsonb') return sql`${JSON.stringify(v)}::jsonb`;
  return sql`${v}::${sql.raw(type)}`;
}

/** Person / department names and referenced records' titles beside their ids (`<key>Name`). */
function nameExprs(fields: TFormField[], t = 't', ref?: FormTables, refPrefix = ''): SQL[] {
  return fields.flatMap((f) => {
    if (f.type === 'person') return [sql`(select u.name from sys_user u where u.id = ${col(f.key, t)}) as ${alias(`${f.key}Name`)}`];
    if (f.type === 'dept') return [sql`(select d.name from sys_dept d where d.id = ${col(f.key, t)}) as ${alias(`${f.key}Name`)}`];
    const title = f.type === 'ref' ? ref?.refTitles?.[`${refPrefix}${f.key}`] : undefined;
    if (title) {
      return [sql`(select r.${sqlId(columnOf(title.titleKey))}::text from ${main({ space: ref!.space, code: title.code })} r
        where r.id = ${col(f.key, t)}) as ${alias(`${f.key}Name`)}`];
    }
    return [];
  });
}

const SYSTEM_SELECT = sql`t.id, t.parent_id as "parentId", t.created_by as "createdBy",
  (select u.name from sys_user u where u.id = t.created_by) as "createdByName", t.created_dept as "createdDept",
  t.created_date as "createdDate", t.updated_date as "updatedDate", t.version, t.flow_status as "flowStatus",
  t.proc_inst_id as "procInstId", t.cur_node_name as "curNodeName"`;

function mainSelect(model: TFormModel, ref?: FormTables): SQL {
  const fields = allFields(model);
  return sql.join([SYSTEM_SELECT, ...fields.map((f) => sql`${readExpr(f)} as ${alias(f.key)}`), ...nameExprs(fields, 't', ref)], sql`, `);
}

export type FormRow = Record<string, unknown> & {
  id: string; parentId: string | null; createdBy: string | null; createdDept: string | null; version: number;
  flowStatus: number; procInstId: string | null;
};

/**
 * A form's records under the data scope of its data menu (form:<code>) by creating department and
 * creator, or to those taking part in the record's flow.
 */
export const formScope = (code: string): EntityScope => ({
  dataMenu: formDataMenu(code), dept: scopeColumns.dept, owner: scopeColumns.owner,
  alsoVisible: (userId) => participatesIn(scopeColumns.procInstId as never, userId),
});

/** The whitelist of a form's list: its fields (by key) and the system columns, under the form's scope. */
export function listEntity(code: string, model: TFormModel): ScopedListEntity {
  const fields: Record<string, SQL> = {
    id: sql`t.id`, parentId: sql`t.parent_id`, createdBy: sql`t.created_by`, createdDate: sql`t.created_date`,
    updatedDate: sql`t.updated_date`, flowStatus: sql`t.flow_status`, createdDept: sql`t.created_dept`,
  };
  for (const f of allFields(model)) if (isSearchableType(f.type)) fields[f.key] = col(f.key);
  return { fields, defaultOrderBy: 'createdDate', defaultOrder: 'desc', tieBreaker: sql`t.id` as never, scope: formScope(code) };
}

/** PostgreSQL refusing a bound value (bad date or number in a filter): the caller's mistake. */
async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    const code = (e as { code?: string; cause?: { code?: string } }).code ?? (e as { cause?: { code?: string } }).cause?.code;
    if (code && code.startsWith('22')) throw badRequest('查询条件的值不正确');
    throw e;
  }
}

export async function listRows(tx: Db, ref: FormTables, model: TFormModel, req: TListRequest, opts: ScopedListOptions) {
  const q = await buildListQuery(listEntity(ref.code, model), req, opts);
  const table = main(ref);
  const where = q.where ? sql`where ${q.where}` : sql``;
  const order = q.orderBy.length ? sql`order by ${sql.join(q.orderBy, sql`, `)}` : sql``;
  return guarded(async () => {
    const rows = await queryRows<FormRow>(tx, sql`select ${mainSelect(model, ref)} from ${table} t ${where} ${order} limit ${q.limit} offset ${q.offset}`);
    let total = q.offset + rows.length;
    if (rows.length === q.limit || (rows.length === 0 && q.offset > 0)) {
      const [c] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${table} t ${where}`);
      total = c.n;
    }
    return { rows, total: Number(total) };
  });
}

export async function getRow(tx: Db, ref: FormTables, model: TFormModel, id: string, extra?: SQL): Promise<FormRow | undefined> {
  const [row] = await queryRows<FormRow>(tx, sql`select ${mainSelect(model, ref)} from ${main(ref)} t
    where t.id = ${id} ${extra ? sql`and ${extra}` : sql``}`);
  return row;
}

/** Records by id (every record when `ids` is undefined), with person / department names: search documents. */
export async function rowsById(tx: Db, ref: FormTables, model: TFormModel, ids?: string[]): Promise<FormRow[]> {
  if (ids && !ids.length) return [];
  const where = ids ? sql`where t.id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})` : sql``;
  return queryRows<FormRow>(tx, sql`select ${mainSelect(model, ref)} from ${main(ref)} t ${where}`);
}

/** Rows are locked for the update that follows (optimistic version checked again on write). */
export async function lockRow(tx: Db, ref: FormRef, id: string): Promise<{ version: number } | undefined> {
  const [row] = await queryRows<{ version: number }>(tx, sql`select version from ${main(ref)} where id = ${id} for update`);
  return row;
}

export async function subRows(tx: Db, ref: FormRef, model: TFormModel, recordId: string): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const st of model.subTables ?? []) {
    const sel = sql.join([sql`t.id`, ...st.fields.map((f) => sql`${readExpr(f)} as ${alias(f.key)}`), ...nameExprs(st.fields, 't', ref, `${st.key}.`)], sql`, `);
    out[st.key] = await queryRows(tx, sql`select ${sel} from ${sub(ref, st.key)} t where t.record_id = ${recordId} order by t.sort_order, t.id`);
  }
  return out;
}

export interface NewRow { id?: string; parentId?: string | null; createdDept: string | null; values: Record<string, unknown> }

export async function insertRow(tx: Db, ref: FormRef, model: TFormModel, row: NewRow): Promise<string> {
  return (await insertRows(tx, ref, model, [row]))[0];
}

/** Inserts rows in multi-row statements, each well below the bind-parameter limit; answers their ids. */
export async function insertRows(tx: Db, ref: FormRef, model: TFormModel, rows: NewRow[]): Promise<string[]> {
  const fields = allFields(model);
  const cols = [sql`id`, sql`parent_id`, sql`created_dept`, ...fields.map((f) => sqlId(columnOf(f.key)))];
  const per = Math.max(1, Math.floor(20000 / cols.length));
  const ids = rows.map((r) => r.id ?? newId());
  for (let i = 0; i < rows.length; i += per) {
    const values = rows.slice(i, i + per).map((r, j) =>
      sql`(${sql.join([sql`${ids[i + j]}`, sql`${r.parentId ?? null}`, sql`${r.createdDept}`, ...fields.map((f) => writeExpr(f, r.values[f.key]))], sql`, `)})`);
    await tx.execute(sql`insert into ${main(ref)} (${sql.join(cols, sql`, `)}) values ${sql.join(values, sql`, `)}`);
  }
  return ids;
}

/** Optimistic update: stale version → 409, missing → 404. */
export async function updateRow(tx: Db, ref: FormRef, model: TFormModel, id: string, version: number, values: Record<string, unknown>, parentId?: string | null): Promise<void> {
  const sets = allFields(model).map((f) => sql`${sqlId(columnOf(f.key))} = ${writeExpr(f, values[f.key])}`);
  if (parentId !== undefined) sets.push(sql`parent_id = ${parentId}`);
  sets.push(sql`version = version + 1`, sql`updated_date = now()`, sql`updated_by = nullif(current_setting('ecms.user_id', true), '')`);
  const table = main(ref);
  const done = await queryRows<{ id: string }>(tx, sql`update ${table} set ${sql.join(sets, sql`, `)} where id = ${id} and version = ${version} returning id`);
  if (done.length === 0) {
    const found = await queryRows(tx, sql`select 1 from ${table} where id = ${id}`);
    throw found.length ? conflict() : notFound();
  }
}

export async function replaceSubRows(tx: Db, ref: FormRef, model: TFormModel, recordId: string, subs: Record<string, Record<string, unknown>[]>, only?: Set<string>): Promise<void> {
  for (const st of model.subTables ?? []) {
    if (only && !only.has(st.key)) continue;
    const table = sub(ref, st.key);
    await tx.execute(sql`delete from ${table} where record_id = ${recordId}`);
    const rows = subs[st.key] ?? [];
    const cols = [sql`id`, sql`record_id`, sql`sort_order`, ...st.fields.map((f) => sqlId(columnOf(f.key)))];
    // Batches well below the bind-parameter limit.
    const per = Math.max(1, Math.floor(20000 / cols.length));
    for (let i = 0; i < rows.length; i += per) {
      const values = rows.slice(i, i + per).map((r, j) =>
        sql`(${sql.join([sql`${newId()}`, sql`${recordId}`, sql`${i + j + 1}`, ...st.fields.map((f) => writeExpr(f, r[f.key]))], sql`, `)})`);
      await tx.execute(sql`insert into ${table} (${sql.join(cols, sql`, `)}) values ${sql.join(values, sql`, `)}`);
    }
  }
}

export async function deleteRows(tx: Db, ref: FormRef, ids: string[]): Promise<number> {
  const rows = await queryRows(tx, sql`delete from ${main(ref)} where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) returning id`);
  return rows.length;
}

export async function childCount(tx: Db, ref: FormRef, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ parentId: string; n: number }>(tx, sql`select parent_id as "parentId", count(*)::int as n from ${main(ref)}
    where parent_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) group by parent_id`);
  return new Map(rows.map((r) => [r.parentId, Number(r.n)]));
}

export async function childIds(tx: Db, ref: FormRef, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await queryRows<{ id: string }>(tx, sql`select id from ${main(ref)} where parent_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  return rows.map((r) => r.id);
}

/** Values among `values` already stored in a field (duplicate check of imports). */
export async function existingValues(tx: Db, ref: FormRef, key: string, values: string[]): Promise<Set<string>> {
  if (!values.length) return new Set();
  const rows = await queryRows<{ v: string }>(tx, sql`select distinct ${col(key)}::text as v from ${main(ref)} t
    where ${col(key)}::text in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`);
  return new Set(rows.map((r) => r.v));
}

/** Another record (not `exceptId`) already holds `value` in field `key` (unique fields). */
export async function duplicateOf(tx: Db, ref: FormRef, key: string, value: unknown, exceptId?: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(tx, sql`select exists (select 1 from ${main(ref)} t where ${col(key)}::text = ${String(value)}
    ${exceptId ? sql`and t.id <> ${exceptId}` : sql``}) as ok`);
  return !!row?.ok;
}

/** Picker options of a form's records: `{ value: id, label: title }`, by title text or by ids, under `extra` (the caller's visibility). */
export async function refOptions(tx: Db, ref: FormRef, titleKey: string, q: { text?: string; ids?: string[] }, extra: SQL | undefined, limit = 20) {
  const conds: SQL[] = [];
  if (q.ids) conds.push(q.ids.length ? sql`t.id in (${sql.join(q.ids.map((i) => sql`${i}`), sql`, `)})` : sql`false`);
  if (q.text) conds.push(sql`${col(titleKey)}::text ilike ${`%${q.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (extra) conds.push(extra);
  const where = conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
  return queryRows<{ value: string; label: string | null }>(tx, sql`select t.id as value, ${col(titleKey)}::text as label from ${main(ref)} t ${where}
    order by ${col(titleKey)} nulls last, t.id limit ${limit}`);
}

/** Sql of the row columns a scope condition needs. */
export const scopeColumns = { dept: sql`t.created_dept`, owner: sql`t.created_by`, procInstId: sql`t.proc_inst_id` };

/** Ids of the rows a staged import batch wrote (form-ddl ensureStaging), in the order they were written (ids are time-ordered). */
export async function batchRowIds(tx: Db, ref: FormRef, batch: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(tx, sql`select id from ${main(ref)} where import_batch = ${batch} order by id`);
  return rows.map((r) => r.id);
}

/** Sets one text field of many rows: `[id, value]` pairs, in statements well below the bind-parameter limit. */
export async function setTextField(tx: Db, ref: FormRef, key: string, pairs: [string, string][]): Promise<void> {
  for (let i = 0; i < pairs.length; i += 5000) {
    const values = pairs.slice(i, i + 5000).map(([id, v]) => sql`(${id}, ${v})`);
    await tx.execute(sql`update ${main(ref)} t set ${sqlId(columnOf(key))} = v.value from (values ${sql.join(values, sql`, `)}) as v(id, value)
      where t.id = v.id`);
  }
}
