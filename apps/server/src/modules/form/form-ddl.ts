import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TFormField, TFormModel } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { queryRows } from '../../platform/sql.js';
import { allFields, CATALOG_TYPES, columnOf, ident, SQL_TYPES, subTableOf, tableOf } from './form-model.js';

/*
 * Publishing a form = DDL on its real tables, in the request's transaction. Requests run as the
 * plain role ecms_app (RLS applies); DDL runs as the session user (the tables' owner) and the
 * role is switched back before anything else happens. Identifiers come only from validated keys
 * (form-model.ts) and are quoted by sql.identifier; types come from a constant map.
 */

const id = (name: string) => sql.identifier(ident(name));
const raw = (typeName: string) => {
  if (!Object.hasOwn(CATALOG_TYPES, typeName)) throw new Error(`unknown column type ${typeName}`);
  return sql.raw(typeName);
};
const TENANT_DEFAULT = sql.raw(`nullif(current_setting('ecms.tenant_id', true), '')`);
const USER_DEFAULT = sql.raw(`nullif(current_setting('ecms.user_id', true), '')`);

/** Runs `fn` as the session user (table owner), then returns to ecms_app. */
export async function asOwner<T>(tx: Db, fn: () => Promise<T>): Promise<T> {
  const [prev] = await queryRows<{ role: string }>(tx, sql`select current_setting('role') as role`);
  await tx.execute(sql`select set_config('role', 'none', true)`);
  try {
    return await fn();
  } finally {
    // Back to what the transaction was (ecms_app for requests; the seed runs as the owner).
    await tx.execute(sql`select set_config('role', ${prev?.role ?? 'ecms_app'}, true)`);
  }
}

const indexName = (table: string, what: string) => `fx_${createHash('sha1').update(`${table}.${what}`).digest('hex').slice(0, 24)}`;

async function tableExists(tx: Db, table: string): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(tx, sql`select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relname = ${table} and c.relkind = 'r') as ok`);
  return !!rows[0]?.ok;
}

/** Column name → catalogue type of an existing table. */
async function columnsOf(tx: Db, table: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ name: string; type: string }>(tx, sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relname = ${table} and a.attnum > 0 and not a.attisdropped`);
  return new Map(rows.map((r) => [r.name, r.type]));
}

async function hasData(tx: Db, table: string, column?: string): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(tx, column
    ? sql`select exists (select 1 from ${id(table)} where ${id(column)} is not null) as ok`
    : sql`select exists (select 1 from ${id(table)}) as ok`);
  return !!rows[0]?.ok;
}

async function secure(tx: Db, table: string): Promise<void> {
  await tx.execute(sql`alter table ${id(table)} enable row level security`);
  await tx.execute(sql`create policy tenant_isolation on ${id(table)} as permissive for all to ecms_app
    using (tenant_id = ${TENANT_DEFAULT}) with check (tenant_id = ${TENANT_DEFAULT})`);
  await tx.execute(sql`grant select, insert, update, delete on ${id(table)} to ecms_app`);
}

const SYSTEM_MAIN = new Set(['tenant_id', 'id', 'parent_id', 'created_by', 'created_dept', 'created_date', 'updated_by', 'updated_date',
  'version', 'flow_status', 'proc_inst_id', 'cur_node_name']);
const SYSTEM_SUB = new Set(['tenant_id', 'id', 'record_id', 'sort_order']);

async function createMain(tx: Db, table: string): Promise<void> {
  await tx.execute(sql`create table ${id(table)} (
    tenant_id text not null default ${TENANT_DEFAULT},
    id text not null,
    parent_id text,
    created_by text default ${USER_DEFAULT},
    created_dept text,
    created_date timestamptz not null default now(),
    updated_by text default ${USER_DEFAULT},
    updated_date timestamptz not null default now(),
    version integer not null default 1,
    flow_status integer not null default 0,
    proc_inst_id text,
    cur_node_name text,
    primary key (tenant_id, id)
  )`);
  await tx.execute(sql`create index ${id(indexName(table, 'created'))} on ${id(table)} (tenant_id, created_date, id)`);
  await tx.execute(sql`create index ${id(indexName(table, 'owner'))} on ${id(table)} (tenant_id, created_by)`);
  await tx.execute(sql`create index ${id(indexName(table, 'dept'))} on ${id(table)} (tenant_id, created_dept)`);
  await tx.execute(sql`create index ${id(indexName(table, 'parent'))} on ${id(table)} (tenant_id, parent_id)`);
  await secure(tx, table);
}

async function createSub(tx: Db, table: string, parent: string): Promise<void> {
  await tx.execute(sql`create table ${id(table)} (
    tenant_id text not null default ${TENANT_DEFAULT},
    id text not null,
    record_id text not null,
    sort_order integer not null default 0,
    primary key (tenant_id, id),
    foreign key (tenant_id, record_id) references ${id(parent)} (tenant_id, id) on delete cascade
  )`);
  await tx.execute(sql`create index ${id(indexName(table, 'record'))} on ${id(table)} (tenant_id, record_id, sort_order)`);
  await secure(tx, table);
}

/** Changes an existing column may undergo while it holds data. */
function widens(from: string, to: string): boolean {
  if (from === to) return true;
  const numeric = ['integer', 'numeric(18,2)', 'numeric(9,4)'];
  if (to === 'numeric' && numeric.includes(from)) return true;
  if (to === 'text' && from !== 'jsonb') return true;
  if (to === 'timestamp with time zone' && from === 'date') return true;
  return false;
}

const refused = (label: string) => badRequest(`字段“${label}”已有数据，不能删除或改为不兼容的类型`);

/** Brings one table's field columns to `fields`; `labels` names columns of the previous version. */
async function alignColumns(tx: Db, table: string, fields: TFormField[], system: Set<string>, labels: Map<string, string>): Promise<void> {
  const existing = await columnsOf(tx, table);
  const wanted = new Map(fields.map((f) => [columnOf(f.key), f]));
  for (const [col, type] of existing) {
    if (system.has(col)) continue;
    const f = wanted.get(col);
    if (!f) {
      if (await hasData(tx, table, col)) throw refused(labels.get(col) ?? col);
      await tx.execute(sql`alter table ${id(table)} drop column ${id(col)}`);
      continue;
    }
    const target = CATALOG_TYPES[SQL_TYPES[f.type]];
    if (type === target) continue;
    if (await hasData(tx, table, col)) {
      if (!widens(type, target)) throw refused(f.label);
      await tx.execute(sql`alter table ${id(table)} alter column ${id(col)} type ${raw(SQL_TYPES[f.type])} using ${id(col)}::${raw(SQL_TYPES[f.type])}`);
    } else {
      await tx.execute(sql`alter table ${id(table)} drop column ${id(col)}`);
      await tx.execute(sql`alter table ${id(table)} add column ${id(col)} ${raw(SQL_TYPES[f.type])}`);
    }
  }
  const now = await columnsOf(tx, table);
  for (const [col, f] of wanted) {
    if (!now.has(col)) await tx.execute(sql`alter table ${id(table)} add column ${id(col)} ${raw(SQL_TYPES[f.type])}`);
  }
}

async function ensureIndexes(tx: Db, table: string, fields: TFormField[]): Promise<void> {
  for (const f of fields) {
    const col = columnOf(f.key);
    if (f.type === 'serial') {
      await tx.execute(sql`create unique index if not exists ${id(indexName(table, `${col}:uq`))} on ${id(table)} (tenant_id, ${id(col)})`);
    } else if ((f.searchable || f.listColumn) && SQL_TYPES[f.type] !== 'jsonb') {
      await tx.execute(sql`create index if not exists ${id(indexName(table, col))} on ${id(table)} (tenant_id, ${id(col)})`);
    }
  }
}

const labelsOf = (fields: TFormField[] | undefined) => new Map((fields ?? []).map((f) => [columnOf(f.key), f.label]));

/**
 * Creates or alters `frm_<code>` and its sub-tables to match `model`. `previous` is the model of
 * the current published version (null on the first publish). Refuses changes that lose data.
 */
export async function applyFormDdl(tx: Db, code: string, model: TFormModel, previous: TFormModel | null): Promise<void> {
  const table = tableOf(code);
  const subNames = (model.subTables ?? []).map((st) => subTableOf(code, st.key));
  await asOwner(tx, async () => {
    const exists = await tableExists(tx, table);
    if (exists && !previous) throw badRequest(`表单编码“${code}”已被使用，请更换编码`);
    if (!exists) await createMain(tx, table);
    const fields = allFields(model);
    await alignColumns(tx, table, fields, SYSTEM_MAIN, labelsOf(previous ? allFields(previous) : undefined));
    await ensureIndexes(tx, table, fields);

    // Sub-tables gone from the model: dropped only when empty.
    for (const old of previous?.subTables ?? []) {
      const name = subTableOf(code, old.key);
      if (subNames.includes(name) || !(await tableExists(tx, name))) continue;
      if (await hasData(tx, name)) throw badRequest(`子表“${old.title}”已有数据，不能删除`);
      await tx.execute(sql`drop table ${id(name)}`);
    }
    for (const st of model.subTables ?? []) {
      const name = subTableOf(code, st.key);
      if (!(await tableExists(tx, name))) await createSub(tx, name, table);
      const prev = previous?.subTables?.find((p) => p.key === st.key);
      await alignColumns(tx, name, st.fields, SYSTEM_SUB, labelsOf(prev?.fields));
      await ensureIndexes(tx, name, st.fields);
    }
  });
}

/** Drops a form's tables (deleting a form that holds no data). */
export async function dropFormTables(tx: Db, code: string, model: TFormModel | null): Promise<void> {
  const table = tableOf(code);
  await asOwner(tx, async () => {
    if (!(await tableExists(tx, table))) return;
    if (await hasData(tx, table)) throw badRequest('表单已有数据，不能删除');
    for (const st of model?.subTables ?? []) {
      const name = subTableOf(code, st.key);
      if (await tableExists(tx, name)) await tx.execute(sql`drop table ${id(name)}`);
    }
    await tx.execute(sql`drop table ${id(table)} cascade`);
  });
}

export const sqlId = id;
