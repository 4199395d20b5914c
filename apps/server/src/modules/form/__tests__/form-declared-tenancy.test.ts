import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TFormField } from '@ecms/shared';
import { auth, body } from '../../../../test/helpers.js';
import type { Db } from '../../../db/client.js';
import { frmDefinition } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { queryRows } from '../../../platform/sql.js';
import { withRegistry } from '../../../platform/registry.js';
import { withTenant } from '../../../platform/tenancy.js';
import { defineForm } from '../form-declare.js';
import { formDefinitions } from '../form-definition.service.js';
import { qualified } from '../form-ddl.js';
import { spaceOf } from '../form-model.js';
import { formRecords } from '../form-record.service.js';
import { syncDeclaredForms } from '../form-sync.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

/*
 * Forms declared in code reach every company at start (a higher version republished through the
 * publish guard, all or nothing), and each company's form tables are its own: two companies
 * publish the same code with different fields and neither can see, block or alter the other's.
 */

let A: { tenantId: string; userId: string };
let B: { tenantId: string; userId: string };
const session = (who: { tenantId: string; userId: string }) => ({ sessionId: 's', ...who, roles: ['admin'], isAdmin: true, mustChangePassword: false });
const inA = <T>(fn: (tx: Db) => Promise<T>) => withTenant(ctx.db, A, fn, ctx.app.registry);
const inB = <T>(fn: (tx: Db) => Promise<T>) => withTenant(ctx.db, B, fn, ctx.app.registry);

beforeAll(async () => {
  A = { tenantId: ctx.tenantId, userId: await ctx.uid('admin') };
  // A second company with its own administrator (no seeded rows: forms come only from the sync).
  const b = await ctx.make.company({ code: 'second_co', name: '第二公司', admin: { name: '二公司管理员', role: false } });
  B = { tenantId: b.tenantId, userId: b.adminId! };
});

const model = (fields: TFormField[]) => ({ sections: [{ key: 'main', title: '基本信息', columns: 2, fields }], subTables: [] });
const title: TFormField = { key: 'title', label: '名称', type: 'text', required: true };
const note: TFormField = { key: 'note', label: '备注', type: 'text' };

/** What a start does: the sync in one transaction on the owner handle. */
async function restart(decls: Parameters<typeof syncDeclaredForms>[1]) {
  const lines: string[] = [];
  const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(`ERROR ${m}`) };
  const result = await withRegistry(ctx.db, ctx.app.registry, (tx) => syncDeclaredForms(tx, decls, log));
  return { result, lines };
}

async function publishedFields(who: typeof A, code: string): Promise<{ version: number | null; declared: number | null; keys: string[] }> {
  return withTenant(ctx.db, who, async (tx) => {
    const [def] = await tx.select().from(frmDefinition).where(eq(frmDefinition.code, code));
    if (!def) return { version: null, declared: null, keys: [] };
    const v = await formDefinitions.version(tx, def.id, def.currentVersion!);
    return { version: def.currentVersion, declared: def.declaredVersion, keys: v.model.sections.flatMap((s) => s.fields.map((f) => f.key)) };
  }, ctx.app.registry);
}

describe('forms declared in code', () => {
  it('reach every company; a higher version adds its field everywhere; a lossy version is refused in all, with a start-up error', async () => {
    const v1 = defineForm({ code: 'tst_decl', name: '声明表单', version: 1, model: model([title]) });
    const first = await restart([v1]);
    expect(first.result.applied).toEqual(['tst_decl@1']);
    for (const who of [A, B]) expect(await publishedFields(who, 'tst_decl')).toEqual({ version: 1, declared: 1, keys: ['title'] });
    // Data in company A only.
    await inA((tx) => formRecords.create(tx, session(A), 'tst_decl', { values: { title: 'A的记录' } }));

    // Restart with the same declaration: nothing to do.
    expect((await restart([v1])).result.applied).toEqual([]);

    // Version 2 adds a field: every company gets it, and records can hold it.
    const v2 = defineForm({ ...v1, version: 2, model: model([title, note]) });
    expect((await restart([v2])).result.applied).toEqual(['tst_decl@2']);
    for (const who of [A, B]) expect(await publishedFields(who, 'tst_decl')).toEqual({ version: 2, declared: 2, keys: ['title', 'note'] });
    const made = await inB((tx) => formRecords.create(tx, session(B), 'tst_decl', { values: { title: 'B的记录', note: '新字段' } }));
    expect((await inB((tx) => formRecords.get(tx, session(B), 'tst_decl', made.id))).note).toBe('新字段');

    // Version 3 drops `title`, which holds data in A: refused in every company (B has no data, yet stays on 2).
    const v3 = defineForm({ ...v1, version: 3, model: model([note]) });
    const refused = await restart([v3]);
    expect(refused.result.refused).toEqual([{ code: 'tst_decl', version: 3, reason: '字段“名称”已有数据，不能删除或改为不兼容的类型' }]);
    expect(refused.lines.find((l) => l.startsWith('ERROR'))).toContain('表单“声明表单”(tst_decl) 未同步到版本 3');
    for (const who of [A, B]) expect(await publishedFields(who, 'tst_decl')).toEqual({ version: 2, declared: 2, keys: ['title', 'note'] });
    const rows = await inA((tx) => formRecords.list(tx, session(A), 'tst_decl', {}));
    expect((rows.rows as Record<string, unknown>[]).map((r) => r.title)).toEqual(['A的记录']);
  });

  it('the seeded forms are declarations: synced at seed, stamped with their version, no new published version', async () => {
    expect(await publishedFields(A, 'office_purchase')).toMatchObject({ version: 1, declared: 2 });
  });

  it('moves tables of the issue-6 layout (public.frm_<code>) into the company schema at start', async () => {
    const token = await ctx.t.login();
    const created = await ctx.app.inject({ method: 'POST', url: '/api/b/form/fixed_asset/record', headers: auth(token), payload: { values: { assetClass: '0101', assetName: '搬家前的资产' } } });
    expect(created.statusCode, created.body).toBe(200);
    const space = spaceOf(A.tenantId);
    await ctx.db.execute(sql`alter table ${qualified(space, 'frm_fixed_asset')} set schema public`);
    const { result } = await restart([]);
    expect(result.relocated).toBe(1);
    const list = await ctx.app.inject({ method: 'POST', url: '/api/b/form/fixed_asset/queryList', headers: auth(token), payload: { params: { assetName: '搬家前的资产' } } });
    expect(body<unknown[]>(list).data).toHaveLength(1);
    const left = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from pg_tables where schemaname = 'public' and tablename like 'frm\\_%\\_%' and tablename not in ('frm_definition', 'frm_version', 'frm_role')`);
    expect(Number(left[0].n)).toBe(0);
  });
});

describe('each company\'s forms are its own', () => {
  it('two companies publish the same code with different fields; neither sees, blocks or alters the other', async () => {
    const publish = async (tx: Db, who: typeof A, fields: TFormField[]) => {
      const [existing] = await tx.select({ id: frmDefinition.id }).from(frmDefinition).where(eq(frmDefinition.code, 'same_code'));
      const def = await formDefinitions.save(tx, { id: existing?.id, code: 'same_code', name: '同编码表单', kind: 'list', model: model(fields) });
      return formDefinitions.publish(tx, who, def.id);
    };
    const qty: TFormField = { key: 'qty', label: '数量', type: 'number' };
    const when: TFormField = { key: 'when', label: '日期', type: 'date' };
    // Before: the second company got 表单编码“same_code”已被使用.
    expect(await inA((tx) => publish(tx, A, [title, qty]))).toEqual({ version: 1 });
    expect(await inB((tx) => publish(tx, B, [title, when]))).toEqual({ version: 1 });

    const a = await inA((tx) => formRecords.create(tx, session(A), 'same_code', { values: { title: 'A', qty: 3 } }));
    const b = await inB((tx) => formRecords.create(tx, session(B), 'same_code', { values: { title: 'B', when: '2026-11-26' } }));
    const listA = (await inA((tx) => formRecords.list(tx, session(A), 'same_code', {}))).rows as Record<string, unknown>[];
    const listB = (await inB((tx) => formRecords.list(tx, session(B), 'same_code', {}))).rows as Record<string, unknown>[];
    expect(listA.map((r) => [r.id, r.title, r.qty])).toEqual([[a.id, 'A', 3]]);
    expect(listB.map((r) => [r.id, r.title, r.when])).toEqual([[b.id, 'B', '2026-11-26']]);
    expect(listB[0]).not.toHaveProperty('qty');

    // B cannot read, change or delete A's record by id.
    const refusal = async (p: Promise<unknown>) => { try { await p; return null; } catch (e) { return e instanceof AppError ? e.status : e; } };
    expect(await refusal(inB((tx) => formRecords.get(tx, session(B), 'same_code', a.id)))).toBe(404);
    expect(await refusal(inB((tx) => formRecords.update(tx, session(B), 'same_code', a.id, { values: { title: 'x' }, version: 1 })))).toBe(404);
    expect(await refusal(inB((tx) => formRecords.remove(tx, session(B), 'same_code', [a.id])))).toBe(404);

    // B republishes without `title` (its data refuses that) and then dropping `when` (empty after its record goes): A's table is untouched.
    expect(await refusal(inB((tx) => publish(tx, B, [when])))).toBe(400);
    await inB((tx) => formRecords.remove(tx, session(B), 'same_code', [b.id]));
    expect(await inB((tx) => publish(tx, B, [{ key: 'other', label: '其他', type: 'text' }]))).toEqual({ version: 2 });
    const again = await inA((tx) => formRecords.get(tx, session(A), 'same_code', a.id));
    expect(again).toMatchObject({ title: 'A', qty: 3 });
    // And A's republish adds a field to A only.
    expect(await inA((tx) => publish(tx, A, [title, qty, note]))).toEqual({ version: 2 });
    const cols = async (who: typeof A) => (await queryRows<{ c: string }>(ctx.db, sql`select column_name as c from information_schema.columns
      where table_schema = ${spaceOf(who.tenantId)} and table_name = 'frm_same_code' and column_name in ('title', 'qty', 'note', 'when', 'other') order by 1`)).map((r) => r.c);
    expect(await cols(A)).toEqual(['note', 'qty', 'title']);
    expect(await cols(B)).toEqual(['other']);
    // A company can delete its empty form without touching the other's.
    await inB(async (tx) => {
      const [def] = await tx.select({ id: frmDefinition.id }).from(frmDefinition).where(eq(frmDefinition.code, 'same_code'));
      await formDefinitions.remove(tx, def.id);
    });
    expect((await inA((tx) => formRecords.list(tx, session(A), 'same_code', {}))).rows).toHaveLength(1);
  });
});
