import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TFormField, TFormModel } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { asOwner, queryRows } from '../../platform/sql.js';
import { allFields, CATALOG_TYPES, columnOf, type FormRef, ident, SQL_TYPES, subTableOf, tableOf } from './form-model.js';

/*
 * Publishing a form = DDL on its real tables, in the company's own schema (form-model spaceOf),
 * in the request's transaction. Requests run as the plain role ecms_app (RLS applies); DDL runs
 * as the owner (asOwner: the session user, or ecms_owner when requests connect as a plain login
 * role) and the role is switched back before anything else
 * happens. Identifiers come only from validated keys (form-model.ts) and are quoted by
 * sql.identifier; types come from a constant map.
 */

const id = (name: string) => sql.identifier(ident(name));
/** `"<space>"."<table>"`: every form table is named with its company's schema. */
export const qualified = (space: string, table: string) => sql`${id(space)}.${id(table)}`;
const raw = (typeName: string) => {
  if (!Object.hasOwn(CATALOG_TYPES, typeName)) throw new Error(`unknown column type ${typeName}`);
  return sql.raw(typeName);
};
const TENANT_DEFAULT = sql.raw(`nullif(current_setting('ecms.tenant_id', true), '')`);
const USER_DEFAULT = sql.raw(`nullif(current_setting('ecms.user_id', true), '')`);

export const indexName = (table: string, what: string) => `fx_${createHash('sha1').update(`${table}.${what}`).digest('hex').slice(0, 24)}`;

/** Name of the unique index of a field (serials, and fields marked unique). */
export const uniqueIndexOf = (code: string, key: string) => indexName(tableOf(code), `${columnOf(key)}:uq`);

export async function tableExists(tx: Db, space: string, table: string): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(tx, sql`select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${space} and c.relname = ${table} and c.relkind = 'r') as ok`);
  return !!rows[0]?.ok;
}

/**
 * The company's schema, created on its first publish. Its comment names the tenant, so two
 * tenants whose ids hashed alike (2^-64) would be refused instead of sharing tables.
 */
export async function ensureSpace(tx: Db, space: string): Promise<void> {
  const [me] = await queryRows<{ mine: string | null }>(tx, sql`select nullif(current_setting('ecms.tenant_id', true), '') as mine`);
  if (!me?.mine) throw new Error('form tables need a tenant');
  const mark = `tenant ${me.mine}`;
  const [row] = await queryRows<{ owner: string | null }>(tx, sql`select obj_description(n.oid, 'pg_namespace') as owner
    from pg_namespace n where n.nspname = ${space}`);
  if (row) {
    if (row.owner !== mark) throw new Error(`form schema ${space} belongs to another tenant`);
    return;
  }
  await tx.execute(sql`create schema ${id(space)}`);
  await tx.execute(sql.raw(`comment on schema ${ident(space)} is '${mark.replace(/'/g, "''")}'`));
  await tx.execute(sql`grant usage on schema ${id(space)} to ecms_app`);
}

/** Column name → catalogue type of an existing table. */
async function columnsOf(tx: Db, space: string, table: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ name: string; type: string }>(tx, sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${space} and c.relname = ${table} and a.attnum > 0 and not a.attisdropped`);
  return new Map(rows.map((r) => [r.name, r.type]));
}

async function hasData(tx: Db, space: string, table: string, column?: string): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(tx, column
    ? sql`select exists (select 1 from ${qualified(space, table)} where ${id(column)} is not null) as ok`
    : sql`select exists (select 1 from ${qualified(space, table)}) as ok`);
  return !!rows[0]?.ok;
}

// Row-level security stays on the company's own tables: a second wall (and what a distributed
// deployment keys on), not the only one.
async function secure(tx: Db, space: string, table: string): Promise<void> {
  const t = qualified(space, table);
  await tx.execute(sql`alter table ${t} enable row level security`);
  // With a plain login role (issue 20) every policy is forced, as db/migrate.ts does for the rest.
  // Not otherwise: an owner that is neither superuser nor BYPASSRLS would then see no rows in
  // asOwner, and the data-loss checks (hasData) would pass wrongly.
  const [owner] = await queryRows<{ role: string }>(tx, sql`select public.ecms_owner_role() as role`);
  if (owner && owner.role !== 'none') await tx.execute(sql`alter table ${t} force row level security`);
  await tx.execute(sql`create policy tenant_isolation on ${t} as permissive for all to ecms_app
    using (tenant_id = ${TENANT_DEFAULT}) with check (tenant_id = ${TENANT_DEFAULT})`);
  await tx.execute(sql`grant select, insert, update, delete on ${t} to ecms_app`);
}

const SYSTEM_MAIN = new Set(['tenant_id', 'id', 'parent_id', 'created_by', 'created_dept', 'created_date', 'updated_by', 'updated_date',
  'version', 'flow_status', 'proc_inst_id', 'cur_node_name', 'import_batch']);
const SYSTEM_SUB = new Set(['tenant_id', 'id', 'record_id', 'sort_order']);

async function createMain(tx: Db, space: string, table: string): Promise<void> {
  const t = qualified(space, table);
  await tx.execute(sql`create table ${t} (
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
  await tx.execute(sql`create index ${id(indexName(table, 'created'))} on ${t} (tenant_id, created_date, id)`);
  await tx.execute(sql`create index ${id(indexName(table, 'owner'))} on ${t} (tenant_id, created_by)`);
  await tx.execute(sql`create index ${id(indexName(table, 'dept'))} on ${t} (tenant_id, created_dept)`);
  await tx.execute(sql`create index ${id(indexName(table, 'parent'))} on ${t} (tenant_id, parent_id)`);
  await secure(tx, space, table);
}

/**
 * Staged imports (platform/excel/staging.ts) write a form's records hidden until one publish: the
 * main table carries import_batch (default: the transaction's batch) and a restrictive policy
 * hiding a row of a pending batch from every other transaction. Idempotent: run on every publish,
 * so a table published before this existed gets it on its next publish (migration 0037_imp did the rest).
 */
async function ensureStaging(tx: Db, space: string, table: string): Promise<void> {
  // Column, index and policy come together (here or in the migration): the column says all three are there.
  if (await stagingReady(tx, space, table)) return;
  const t = qualified(space, table);
  await tx.execute(sql`alter table ${t} add column import_batch text default nullif(current_setting('ecms.import_batch', true), '')`);
  await tx.execute(sql`create index ${id(indexName(table, 'import_batch'))} on ${t} (import_batch) where import_batch is not null`);
  await tx.execute(sql`create policy import_staged on ${t} as restrictive for all to ecms_app using (
    ${t}.import_batch is null or ${t}.import_batch = nullif(current_setting('ecms.import_batch', true), '')
    or not exists (select 1 from imp_pending p where p.id = ${t}.import_batch))`);
}

/** Whether a form's main table takes part in staged imports (published since ensureStaging, or migrated). */
export async function stagingReady(tx: Db, space: string, table: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(tx, sql`select exists (select 1 from pg_attribute a join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${space} and c.relname = ${table} and a.attname = 'import_batch'
    and not a.attisdropped) as ok`);
  return !!row?.ok;
}

async function createSub(tx: Db, space: string, table: string, parent: string): Promise<void> {
  const t = qualified(space, table);
  await tx.execute(sql`create table ${t} (
    tenant_id text not null default ${TENANT_DEFAULT},
    id text not null,
    record_id text not null,
    sort_order integer not null default 0,
    primary key (tenant_id, id),
    foreign key (tenant_id, record_id) references ${qualified(space, parent)} (tenant_id, id) on delete cascade
  )`);
  await tx.execute(sql`create index ${id(indexName(table, 'record'))} on ${t} (tenant_id, record_id, sort_order)`);
  await secure(tx, space, table);
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
async function alignColumns(tx: Db, space: string, table: string, fields: TFormField[], system: Set<string>, labels: Map<string, string>): Promise<void> {
  const t = qualified(space, table);
  const existing = await columnsOf(tx, space, table);
  const wanted = new Map(fields.map((f) => [columnOf(f.key), f]));
  for (const [col, type] of existing) {
    if (system.has(col)) continue;
    const f = wanted.get(col);
    if (!f) {
      if (await hasData(tx, space, table, col)) throw refused(labels.get(col) ?? col);
      await tx.execute(sql`alter table ${t} drop column ${id(col)}`);
      continue;
    }
    const target = CATALOG_TYPES[SQL_TYPES[f.type]];
    if (type === target) continue;
    if (await hasData(tx, space, table, col)) {
      if (!widens(type, target)) throw refused(f.label);
      await tx.execute(sql`alter table ${t} alter column ${id(col)} type ${raw(SQL_TYPES[f.type])} using ${id(col)}::${raw(SQL_TYPES[f.type])}`);
    } else {
      await tx.execute(sql`alter table ${t} drop column ${id(col)}`);
      await tx.execute(sql`alter table ${t} add column ${id(col)} ${raw(SQL_TYPES[f.type])}`);
    }
  }
  const now = await columnsOf(tx, space, table);
  for (const [col, f] of wanted) {
    if (!now.has(col)) await tx.execute(sql`alter table ${t} add column ${id(col)} ${raw(SQL_TYPES[f.type])}`);
  }
}

async function ensureIndexes(tx: Db, space: string, table: string, fields: TFormField[], previous: TFormField[] = []): Promise<void> {
  const t = qualified(space, table);
  for (const f of fields) {
    const col = columnOf(f.key);
    if (f.type === 'serial' || f.unique) {
      if (f.unique) {
        const [dup] = await queryRows<{ ok: boolean }>(tx, sql`select exists (select 1 from ${t} where ${id(col)} is not null
          group by ${id(col)} having count(*) > 1) as ok`);
        if (dup?.ok) throw badRequest(`字段“${f.label}”已有重复数据，不能设为唯一`);
      }
      await tx.execute(sql`create unique index if not exists ${id(indexName(table, `${col}:uq`))} on ${t} (tenant_id, ${id(col)})`);
    } else if ((f.searchable || f.listColumn) && SQL_TYPES[f.type] !== 'jsonb') {
      await tx.execute(sql`create index if not exists ${id(indexName(table, col))} on ${t} (tenant_id, ${id(col)})`);
    }
  }
  // A field no longer unique (nor a serial) loses its unique index.
  for (const p of previous) {
    const now = fields.find((f) => f.key === p.key);
    if ((p.unique || p.type === 'serial') && !(now && (now.unique || now.type === 'serial'))) {
      await tx.execute(sql`drop index if exists ${qualified(space, indexName(table, `${columnOf(p.key)}:uq`))}`);
    }
  }
}

const labelsOf = (fields: TFormField[] | undefined) => new Map((fields ?? []).map((f) => [columnOf(f.key), f.label]));

/**
 * Creates or alters `<space>.frm_<code>` and its sub-tables to match `model`. `previous` is the
 * model of the current published version (null on the first publish). Refuses changes that lose data.
 */
export async function applyFormDdl(tx: Db, ref: FormRef, model: TFormModel, previous: TFormModel | null): Promise<void> {
  const { space, code } = ref;
  const table = tableOf(code);
  const subNames = (model.subTables ?? []).map((st) => subTableOf(code, st.key));
  await asOwner(tx, async () => {
    await ensureSpace(tx, space);
    const exists = await tableExists(tx, space, table);
    if (exists && !previous) throw badRequest(`表单编码“${code}”已被使用，请更换编码`);
    if (!exists) await createMain(tx, space, table);
    await ensureStaging(tx, space, table);
    const fields = allFields(model);
    const before = previous ? allFields(previous) : [];
    await alignColumns(tx, space, table, fields, SYSTEM_MAIN, labelsOf(before));
    await ensureIndexes(tx, space, table, fields, before);

    // Sub-tables gone from the model: dropped only when empty.
    for (const old of previous?.subTables ?? []) {
      const name = subTableOf(code, old.key);
      if (subNames.includes(name) || !(await tableExists(tx, space, name))) continue;
      if (await hasData(tx, space, name)) throw badRequest(`子表“${old.title}”已有数据，不能删除`);
      await tx.execute(sql`drop table ${qualified(space, name)}`);
    }
    for (const st of model.subTables ?? []) {
      const name = subTableOf(code, st.key);
      if (!(await tableExists(tx, space, name))) await createSub(tx, space, name, table);
      const prev = previous?.subTables?.find((p) => p.key === st.key);
      await alignColumns(tx, space, name, st.fields, SYSTEM_SUB, labelsOf(prev?.fields));
      await ensureIndexes(tx, space, name, st.fields, prev?.fields);
    }
  });
}

/** Drops a form's tables (deleting a form that holds no data). */
export async function dropFormTables(tx: Db, ref: FormRef, model: TFormModel | null): Promise<void> {
  const { space, code } = ref;
  const table = tableOf(code);
  await asOwner(tx, async () => {
    if (!(await tableExists(tx, space, table))) return;
    if (await hasData(tx, space, table)) throw badRequest('表单已有数据，不能删除');
    for (const st of model?.subTables ?? []) {
      const name = subTableOf(code, st.key);
      if (await tableExists(tx, space, name)) await tx.execute(sql`drop table ${qualified(space, name)}`);
    }
    await tx.execute(sql`drop table ${qualified(space, table)} cascade`);
  });
}

/**
 * Issue-6 layout: a form's tables sat in `public` under one name for every company. Moves the
 * tables of one company's published form into its schema (names unchanged, indexes, policies and
 * grants go with them). Answers whether anything moved. Idempotent.
 */
export async function relocateLegacyTables(tx: Db, ref: FormRef, model: TFormModel): Promise<boolean> {
  const { space, code } = ref;
  const table = tableOf(code);
  return asOwner(tx, async () => {
    if (!(await tableExists(tx, 'public', table)) || (await tableExists(tx, space, table))) return false;
    await ensureSpace(tx, space);
    await tx.execute(sql`alter table ${qualified('public', table)} set schema ${id(space)}`);
    for (const st of model.subTables ?? []) {
      const name = subTableOf(code, st.key);
      if (await tableExists(tx, 'public', name)) await tx.execute(sql`alter table ${qualified('public', name)} set schema ${id(space)}`);
    }
    return true;
  });
}

export const sqlId = id;
