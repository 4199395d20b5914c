import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TFormField, TFormModel } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { queryRows } from '../../platform/sql.js';
import { allFields, CATALOG_TYPES, columnOf, type FormRef, ident, SQL_TYPES, subTableOf, tableOf } from './form-model.js';

/*
 * Publishing a form = DDL on its real tables, in the company's own schema (form-model spaceOf),
 * in the request's transaction. Requests run as the plain role ecms_app (RLS applies); the DDL
 * and the data-loss checks run in the SECURITY DEFINER functions `ecms_form_*` (migration
 * `saas`), owned by the owner (ecms_owner when requests connect as a plain login role: issue 20),
 * which accept only the calling company's schema and names of strict patterns. Identifiers come
 * only from validated keys (form-model.ts); types from a constant map.
 */

const id = (name: string) => sql.identifier(ident(name));
/** `"<space>"."<table>"`: every form table is named with its company's schema. */
export const qualified = (space: string, table: string) => sql`${id(space)}.${id(table)}`;
const typeOf = (typeName: string): string => {
  if (!Object.hasOwn(CATALOG_TYPES, typeName)) throw new Error(`unknown column type ${typeName}`);
  return typeName;
};

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
  await tx.execute(sql`select public.ecms_form_ensure_space(${ident(space)})`);
}

/** Column name → catalogue type of an existing table. */
async function columnsOf(tx: Db, space: string, table: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ name: string; type: string }>(tx, sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${space} and c.relname = ${table} and a.attnum > 0 and not a.attisdropped`);
  return new Map(rows.map((r) => [r.name, r.type]));
}

/** Whether the table (or a column of it) holds data: every row, staged ones too (as the owner). */
async function hasData(tx: Db, space: string, table: string, column?: string): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(tx, sql`select public.ecms_form_has_data(${space}, ${table}, ${column ?? null}::text) as ok`);
  return !!rows[0]?.ok;
}

const alterColumn = (tx: Db, space: string, table: string, op: 'add' | 'drop' | 'retype', column: string, type: string | null) =>
  tx.execute(sql`select public.ecms_form_column(${space}, ${table}, ${op}, ${ident(column)}, ${type === null ? null : typeOf(type)}::text)`);

/** A text[] of bound values (drizzle would spread a bare array into a list). */
const textArray = (items: string[]) => sql`array[${sql.join(items.map((i) => sql`${i}`), sql`, `)}]::text[]`;

const dropTable = (tx: Db, space: string, table: string, cascade: boolean) =>
  tx.execute(sql`select public.ecms_form_drop_table(${space}, ${ident(table)}, ${cascade})`);

const SYSTEM_MAIN = new Set(['tenant_id', 'id', 'parent_id', 'created_by', 'created_dept', 'created_date', 'updated_by', 'updated_date',
  'version', 'flow_status', 'proc_inst_id', 'cur_node_name', 'import_batch']);
const SYSTEM_SUB = new Set(['tenant_id', 'id', 'record_id', 'sort_order']);

async function createMain(tx: Db, space: string, table: string): Promise<void> {
  const indexes = ['created', 'owner', 'dept', 'parent'].map((what) => indexName(table, what));
  await tx.execute(sql`select public.ecms_form_create_table(${space}, ${ident(table)}, null::text, ${textArray(indexes)})`);
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
  await tx.execute(sql`select public.ecms_form_staging(${space}, ${ident(table)}, ${indexName(table, 'import_batch')})`);
}

/** Whether a form's main table takes part in staged imports (published since ensureStaging, or migrated). */
export async function stagingReady(tx: Db, space: string, table: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(tx, sql`select exists (select 1 from pg_attribute a join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${space} and c.relname = ${table} and a.attname = 'import_batch'
    and not a.attisdropped) as ok`);
  return !!row?.ok;
}

async function createSub(tx: Db, space: string, table: string, parent: string): Promise<void> {
  await tx.execute(sql`select public.ecms_form_create_table(${space}, ${ident(table)}, ${ident(parent)}, ${textArray([indexName(table, 'record')])})`);
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
  const existing = await columnsOf(tx, space, table);
  const wanted = new Map(fields.map((f) => [columnOf(f.key), f]));
  for (const [col, type] of existing) {
    if (system.has(col)) continue;
    const f = wanted.get(col);
    if (!f) {
      if (await hasData(tx, space, table, col)) throw refused(labels.get(col) ?? col);
      await alterColumn(tx, space, table, 'drop', col, null);
      continue;
    }
    const target = CATALOG_TYPES[SQL_TYPES[f.type]];
    if (type === target) continue;
    if (await hasData(tx, space, table, col)) {
      if (!widens(type, target)) throw refused(f.label);
      await alterColumn(tx, space, table, 'retype', col, SQL_TYPES[f.type]);
    } else {
      await alterColumn(tx, space, table, 'drop', col, null);
      await alterColumn(tx, space, table, 'add', col, SQL_TYPES[f.type]);
    }
  }
  const now = await columnsOf(tx, space, table);
  for (const [col, f] of wanted) {
    if (!now.has(col)) await alterColumn(tx, space, table, 'add', col, SQL_TYPES[f.type]);
  }
}

async function ensureIndexes(tx: Db, space: string, table: string, fields: TFormField[], previous: TFormField[] = []): Promise<void> {
  for (const f of fields) {
    const col = columnOf(f.key);
    const unique = f.type === 'serial' || !!f.unique;
    if (!unique && !((f.searchable || f.listColumn) && SQL_TYPES[f.type] !== 'jsonb')) continue;
    const [made] = await queryRows<{ ok: boolean }>(tx, sql`select public.ecms_form_index(${space}, ${ident(table)},
      ${indexName(table, unique ? `${col}:uq` : col)}, ${col}, ${unique}) as ok`);
    // A unique index over duplicate values is not made (ecms_form_index answers false).
    if (!made?.ok) throw badRequest(`字段“${f.label}”已有重复数据，不能设为唯一`);
  }
  // A field no longer unique (nor a serial) loses its unique index.
  for (const p of previous) {
    const now = fields.find((f) => f.key === p.key);
    if ((p.unique || p.type === 'serial') && !(now && (now.unique || now.type === 'serial'))) {
      await tx.execute(sql`select public.ecms_form_drop_index(${space}, ${indexName(table, `${columnOf(p.key)}:uq`)})`);
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
    await dropTable(tx, space, name, false);
  }
  for (const st of model.subTables ?? []) {
    const name = subTableOf(code, st.key);
    if (!(await tableExists(tx, space, name))) await createSub(tx, space, name, table);
    const prev = previous?.subTables?.find((p) => p.key === st.key);
    await alignColumns(tx, space, name, st.fields, SYSTEM_SUB, labelsOf(prev?.fields));
    await ensureIndexes(tx, space, name, st.fields, prev?.fields);
  }
}

/** Drops a form's tables (deleting a form that holds no data). */
export async function dropFormTables(tx: Db, ref: FormRef, model: TFormModel | null): Promise<void> {
  const { space, code } = ref;
  const table = tableOf(code);
  if (!(await tableExists(tx, space, table))) return;
  if (await hasData(tx, space, table)) throw badRequest('表单已有数据，不能删除');
  for (const st of model?.subTables ?? []) {
    const name = subTableOf(code, st.key);
    if (await tableExists(tx, space, name)) await dropTable(tx, space, name, false);
  }
  await dropTable(tx, space, table, true);
}

/**
 * Issue-6 layout: a form's tables sat in `public` under one name for every company. Moves the
 * tables of one company's published form into its schema (names unchanged, indexes, policies and
 * grants go with them). Answers whether anything moved. Idempotent.
 *
 * Start-up only (form-sync, on the owner's connection, whose session user owns those tables): it
 * runs as that session user. In a request it would fail (the plain login role holds no right of
 * its own). With a plain login role the moved tables become ecms_owner's, as db/migrate.ts does.
 */
export async function relocateLegacyTables(tx: Db, ref: FormRef, model: TFormModel): Promise<boolean> {
  const { space, code } = ref;
  const table = tableOf(code);
  if (!(await tableExists(tx, 'public', table)) || (await tableExists(tx, space, table))) return false;
  await ensureSpace(tx, space);
  const [prev] = await queryRows<{ role: string; owner: string }>(tx, sql`select current_setting('role') as role, public.ecms_owner_role() as owner`);
  await tx.execute(sql`select set_config('role', 'none', true)`);
  try {
    for (const name of [table, ...(model.subTables ?? []).map((st) => subTableOf(code, st.key))]) {
      if (name !== table && !(await tableExists(tx, 'public', name))) continue;
      await tx.execute(sql`alter table ${qualified('public', name)} set schema ${id(space)}`);
      if (prev?.owner === 'ecms_owner') {
        await tx.execute(sql`alter table ${qualified(space, name)} owner to ecms_owner`);
        await tx.execute(sql`alter table ${qualified(space, name)} force row level security`);
      }
    }
  } finally {
    await tx.execute(sql`select set_config('role', ${prev?.role ?? 'none'}, true)`).catch(() => undefined);
  }
  return true;
}

export const sqlId = id;
