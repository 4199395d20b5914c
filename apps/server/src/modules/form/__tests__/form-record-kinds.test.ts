import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { contractApi, FLOW_TYPE, recordKindApi, type TFormField } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { ctContract, frmDefinition, sysDept, sysMenu, sysUser, tenant } from '../../../db/schema/index.js';
import { provisionCompany } from '../../../platform/company.js';
import { newId } from '../../../platform/ids.js';
import { defineRecordKind } from '../../../platform/record-kind.js';
import { AppRegistry, withRegistry } from '../../../platform/registry.js';
import { withTenant } from '../../../platform/tenancy.js';
import { defineForm } from '../form-declare.js';
import { formRecords } from '../form-record.service.js';
import { syncDeclaredForms } from '../form-sync.js';

/*
 * One record kind for online-form records and hand-written flow records (platform/record-kind.ts):
 * the contract ledger and every published form are kinds, from which the global search, the
 * Excel export, the print and the ref picks are derived, under the kind's right and data scope.
 * Ref fields point at a record kind (a contract), in the main form and in sub-tables; companies
 * created at run time get the declared forms at once.
 */

const ctx = useTestApp();
const as = async (login: string) => client(ctx.app, await ctx.token(login));
const ok = async <T>(res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return body<T>(r as never).data;
};
const call = (login: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => ctx.call(login, method, url, payload);

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

async function purchase(login: string, purpose: string) {
  const me = await ctx.db.select({ id: sysUser.id, deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.loginName, login));
  return ok<{ id: string }>(call(login, 'POST', '/b/form/office_purchase/record', {
    values: { applyDate: today(), applicant: me[0].id, applyDept: me[0].deptId, purpose },
    subTables: { items: [{ itemName: '签字笔', quantity: 20, price: 2.5 }, { itemName: 'A4纸', spec: '70g', quantity: 5, price: 25 }] },
  }));
}

async function contract(login: string, name: string) {
  return (await as(login)).data(contractApi.saveAndStartFlow, {
    body: { flowType: FLOW_TYPE.CUSTOM_1.value, name, businessType: 1, amount: 500000, partyA: '某市城投公司', partyB: '华建咨询' },
  });
}

async function xlsx(res: { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown> }) {
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  expect(String(res.headers['content-type'])).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0];
  const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => { if (n > 1) rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).value]))); });
  return { sheet: ws.name, header, rows };
}

describe('record kinds', () => {
  it('the contract ledger and the forms are kinds: search type, export and flow binding come from the kind', async () => {
    const r = ctx.app.registry;
    expect(r.searchTypeOf('ct_contract').type?.name).toBe('合同');
    expect(r.exportSource('contract:database')?.label).toBe('合同台账');
    expect(r.flowBinding('contract')).toBeDefined();
    expect(r.searchTypeOf('form:office_purchase').source).toBeDefined();
    expect(r.exportSource('form:office_purchase')?.permission).toBe('form:office_purchase:export');
    expect(r.flowBinding('form:office_purchase')).toBeDefined();
    expect(r.declaresRecordKind('contract') && r.declaresRecordKind('form:anything')).toBe(true);
    // A kind's parts are declared once: listing its search type again, or a binding without its business type, stops the start.
    const kind = defineRecordKind({ code: 'probe', name: '探针', titleOf: () => '', read: async () => null, searchType: r.searchTypeOf('ct_contract').type });
    expect(() => new AppRegistry([{ name: 'a', recordKinds: [kind] }, { name: 'b', searchTypes: [kind.searchType!] }])).toThrow(/declared twice/);
    expect(() => new AppRegistry([{ name: 'a', recordKinds: [{ ...kind, searchType: undefined, binding: r.flowBinding('contract') }] }])).toThrow(/no businessType/);
  });

  it('the global search finds a form record under the form\'s right and data scope', async () => {
    await purchase('admin', '行政部采购办公耗材甲');
    const own = await ctx.make.user({ roles: [{ perms: ['form:office_purchase:view', 'form:office_purchase:add'], scopes: { 'form:office_purchase': 'self' } }] });
    await purchase(own.loginName, '行政部采购办公耗材乙');
    const none = await ctx.make.user({ roles: [{ perms: [], scopes: { 'form:office_purchase': 'all' } }] });
    const find = async (login: string) => (await ok<{ title: string; tableCode: string }[]>(
      call(login, 'POST', '/b/global/search/queryList', { params: { keyword: '办公耗材', tableCode: 'form:office_purchase' } }))).map((h) => h.title).sort();
    expect(await find('admin')).toEqual(['行政部采购办公耗材乙', '行政部采购办公耗材甲']);
    // Scope 'self': only one's own record; no view right: nothing.
    expect(await find(own.loginName)).toEqual(['行政部采购办公耗材乙']);
    expect(await find(none.loginName)).toEqual([]);
  });

  it('exports a form\'s records through the generic Excel export, with the form\'s export right and scope', async () => {
    const { id } = await purchase('admin', '导出用的采购');
    const res = await call('admin', 'POST', '/b/excel/template/exportData', { code: 'form:office_purchase', params: { purpose$like: '导出用' } });
    const sheet = await xlsx(res as never);
    expect(sheet.sheet).toBe('办公用品采购');
    expect(sheet.header).toEqual(expect.arrayContaining(['采购单号', '申请日期', '申请人', '申请部门', '用途', '合计', '创建人', '创建时间']));
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]).toMatchObject({ 用途: '导出用的采购', 申请人: '系统管理员', 合计: 175 });
    expect(String(sheet.rows[0]['采购单号'])).toMatch(/^CG\d{8}\d{4}$/);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('办公用品采购'));
    // A user without the export right: 403 (before any row); an unknown form: 400.
    const viewer = await ctx.make.user({ roles: [{ perms: ['form:office_purchase:view'], scopes: { 'form:office_purchase': 'all' } }] });
    expect((await call(viewer.loginName, 'POST', '/b/excel/template/exportData', { code: 'form:office_purchase' })).statusCode).toBe(403);
    const unknown = await call('admin', 'POST', '/b/excel/template/exportData', { code: 'form:no_such_form' });
    expect([unknown.statusCode, body(unknown).msg]).toEqual([400, '导出的列表不存在']);
    expect(id).toBeTruthy();
  });

  it('prints a form record (fields as the export shows them, sub-tables as tables) and a contract, under the kind\'s scope', async () => {
    const { id } = await purchase('admin', '打印用的采购');
    const admin = await as('admin');
    const doc = await admin.data(recordKindApi.print, { params: { kind: 'form:office_purchase', id } });
    expect(doc).toMatchObject({ kind: 'form:office_purchase', kindName: '办公用品采购', id, title: '打印用的采购' });
    const fields = Object.fromEntries(doc.fields.map((f) => [f.label, f.value]));
    expect(fields).toMatchObject({ 申请日期: today(), 申请人: '系统管理员', 用途: '打印用的采购', 创建人: '系统管理员' });
    expect(fields['采购单号']).toMatch(/^CG/);
    expect(doc.tables).toEqual([{ title: '采购明细', columns: ['物品', '物品名称', '规格', '数量', '单价', '金额'], rows: [['', '签字笔', '', '20', '2.50', '50.00'], ['', 'A4纸', '70g', '5', '25.00', '125.00']] }]);
    expect(fields['合计']).toBe('175.00');

    const c = await contract('admin', '打印用的咨询合同');
    const cdoc = await admin.data(recordKindApi.print, { params: { kind: 'contract', id: c.id } });
    const cf = Object.fromEntries(cdoc.fields.map((f) => [f.label, f.value]));
    expect(cdoc).toMatchObject({ kind: 'contract', kindName: '合同', title: '打印用的咨询合同' });
    expect(cf).toMatchObject({ 合同名称: '打印用的咨询合同', 业务类型: '造价咨询', '合同金额（元）': '500,000.00', 甲方: '某市城投公司', 状态: '审批中', 创建人: '系统管理员' });
    expect(cf['合同编号']).toMatch(/^HT/);

    // Outside the scope: as missing; without the kind's view right: 403; unknown kind: 404.
    const stranger = await ctx.make.user({ roles: [{ perms: ['form:office_purchase:view', 'contract:form:view'], scopes: { 'form:office_purchase': 'self', ct_contract: 'self' } }] });
    const them = await as(stranger.loginName);
    expect((await them.send(recordKindApi.print, { params: { kind: 'form:office_purchase', id } })).statusCode).toBe(404);
    expect((await them.send(recordKindApi.print, { params: { kind: 'contract', id: c.id } })).statusCode).toBe(404);
    const noRight = await ctx.make.user({ roles: [{ perms: [], scopes: { ct_contract: 'all' } }] });
    expect((await (await as(noRight.loginName)).send(recordKindApi.print, { params: { kind: 'contract', id: c.id } })).statusCode).toBe(403);
    const unknown = await admin.send(recordKindApi.print, { params: { kind: 'nothing', id } });
    expect([unknown.statusCode, unknown.body.msg]).toEqual([404, '记录类型不存在']);
  });
});

describe('ref fields pointing at a record kind', () => {
  const f = (x: TFormField) => x;
  const decl = defineForm({
    code: 'tst_contract_link', name: '合同关联测试', version: 1,
    model: {
      titleField: 'title',
      sections: [{ key: 'main', title: '基本信息', columns: 2, fields: [
        f({ key: 'title', label: '名称', type: 'text', required: true }),
        f({ key: 'contract', label: '关联合同', type: 'ref', refKind: 'contract', required: true, listColumn: true }),
      ] }],
      subTables: [{ key: 'lines', title: '明细', fields: [
        f({ key: 'item', label: '事项', type: 'text', required: true }),
        f({ key: 'lineContract', label: '合同', type: 'ref', refKind: 'contract' }),
        f({ key: 'purchase', label: '采购单', type: 'ref', refForm: 'office_purchase' }),
      ] }],
    },
  });

  it('stores a contract of the company the user may open, shows its name, refuses unknown and other companies\' ids in the main form and in sub-tables', async () => {
    const log = { info: () => {}, warn: () => {} };
    const sync = await withRegistry(ctx.db, ctx.app.registry, (tx) => syncDeclaredForms(tx, [decl], log));
    expect(sync.refused).toEqual([]);
    const c = await contract('admin', '被关联的合同');
    const p = await purchase('admin', '被关联的采购');
    const created = await ok<{ id: string }>(call('admin', 'POST', '/b/form/tst_contract_link/record', {
      values: { title: '记录一', contract: c.id }, subTables: { lines: [{ item: '一', lineContract: c.id, purchase: p.id }] },
    }));
    const rec = await ok<Record<string, unknown> & { subTables: Record<string, Record<string, unknown>[]> }>(call('admin', 'GET', `/b/form/tst_contract_link/record/${created.id}`));
    expect(rec).toMatchObject({ contract: c.id, contractName: '被关联的合同' });
    expect(rec.subTables.lines[0]).toMatchObject({ lineContract: c.id, lineContractName: '被关联的合同', purchase: p.id, purchaseName: '被关联的采购' });
    const list = await ok<Record<string, unknown>[]>(call('admin', 'POST', '/b/form/tst_contract_link/queryList', {}));
    expect(list.map((r) => r.contractName)).toEqual(['被关联的合同']);
    // The picker: contracts by name under the caller's scope.
    const picks = await (await as('admin')).data(recordKindApi.options, { params: { kind: 'contract' }, query: { q: '被关联' } });
    expect(picks).toEqual([{ value: c.id, label: '被关联的合同' }]);

    // Another company's contract (row-level security hides it) and an unknown id: 400 with the field's message, nothing written.
    const other = newId();
    await ctx.db.insert(tenant).values({ id: other, code: 'ref_other', name: '别的公司' });
    const foreign = newId();
    await ctx.db.insert(ctContract).values({ tenantId: other, id: foreign, code: 'HTX', name: '别家的合同', flowType: 1, businessType: 1, status: 0 });
    for (const [values, lines, msg] of [
      [{ title: '二', contract: foreign }, [], '关联合同选择的记录不存在'],
      [{ title: '二', contract: 'no-such-id' }, [], '关联合同选择的记录不存在'],
      [{ title: '二', contract: c.id }, [{ item: 'x', lineContract: foreign }], '明细第1行：合同选择的记录不存在'],
      [{ title: '二', contract: c.id }, [{ item: 'x', purchase: 'no-such-id' }], '明细第1行：采购单选择的记录不存在'],
    ] as const) {
      const res = await call('admin', 'POST', '/b/form/tst_contract_link/record', { values, subTables: { lines } });
      expect([res.statusCode, body(res).msg], JSON.stringify(values)).toEqual([400, msg]);
    }
    expect(await ok<unknown[]>(call('admin', 'POST', '/b/form/tst_contract_link/queryList', {}))).toHaveLength(1);

    // A user of this company who may not open the contract cannot link it either (the form's menu and buttons first).
    const [group] = await ctx.db.select({ id: sysMenu.id }).from(sysMenu).where(and(eq(sysMenu.tenantId, ctx.tenantId), eq(sysMenu.type, 'Group'))).limit(1);
    await ok(call('admin', 'POST', '/b/wf/form/auth/menu/createButtons', { formId: 'tst_contract_link', parentId: group.id }));
    const clerk = await ctx.make.user({ roles: [{ perms: ['form:tst_contract_link:view', 'form:tst_contract_link:add', 'contract:form:view'], scopes: { ct_contract: 'self', 'form:tst_contract_link': 'all' } }] });
    const res = await call(clerk.loginName, 'POST', '/b/form/tst_contract_link/record', { values: { title: '三', contract: c.id } });
    expect([res.statusCode, body(res).msg]).toEqual([400, '关联合同选择的记录不存在']);
    // ...yet sees its name in the list (labels are not scoped, as for form refs).
    const seen = await ok<Record<string, unknown>[]>(call(clerk.loginName, 'POST', '/b/form/tst_contract_link/queryList', {}));
    expect(seen.map((r) => r.contractName)).toEqual(['被关联的合同']);
  });

  it('publishing a ref to a record kind nobody declares is refused with a clear message', async () => {
    const def = await ok<{ id: string }>(call('admin', 'POST', '/a/form/definition', {
      code: 'tst_bad_kind', name: '错误关联', kind: 'list',
      model: { sections: [{ key: 'main', title: '基本', columns: 1, fields: [{ key: 'x', label: '项目', type: 'ref', refKind: 'no_such_kind' }] }], subTables: [] },
    }));
    const res = await call('admin', 'POST', `/a/form/definition/${def.id}/publish`);
    expect([res.statusCode, body(res).msg]).toEqual([400, '字段“项目”关联的记录类型“no_such_kind”不存在']);
  });
});

describe('companies created at run time', () => {
  it('get every declared form in their creation transaction (provisionCompany), ready for records', async () => {
    const id = newId();
    const adminId = newId();
    await withRegistry(ctx.db, ctx.app.registry, async (tx) => {
      await tx.insert(tenant).values({ id, code: 'runtime_co', name: '运行时新建公司' });
      await tx.insert(sysUser).values({ tenantId: id, id: adminId, loginName: 'admin', name: '新公司管理员', passwordHash: 'x', sort: 0 });
      await provisionCompany(tx, id);
    });
    const defs = await ctx.db.select({ code: frmDefinition.code, v: frmDefinition.currentVersion, declared: frmDefinition.declaredVersion })
      .from(frmDefinition).where(eq(frmDefinition.tenantId, id));
    const declared = ctx.app.registry.forms().map((d) => [d.code, d.version] as const);
    expect(declared.length).toBeGreaterThan(0);
    for (const [code, version] of declared) expect(defs.find((d) => d.code === code), code).toMatchObject({ v: 1, declared: version });
    // The company's own tables: its administrator records a purchase at once.
    const deptId = newId();
    await ctx.db.insert(sysDept).values({ tenantId: id, id: deptId, name: '综合部' });
    const actor = { sessionId: 's', tenantId: id, userId: adminId, roles: ['admin'], isAdmin: true, mustChangePassword: false };
    const rec = await withTenant(ctx.db, actor, (tx) => formRecords.create(tx, actor, 'office_purchase', {
      values: { applyDate: today(), applicant: adminId, applyDept: deptId, purpose: '新公司的第一张采购单' },
      subTables: { items: [{ itemName: '订书机', quantity: 1, price: 30 }] },
    }), ctx.app.registry);
    const rows = await withTenant(ctx.db, actor, (tx) => formRecords.list(tx, actor, 'office_purchase', {}), ctx.app.registry);
    expect(rows.rows.map((r: Record<string, unknown>) => [r.id, r.purpose, r.total])).toEqual([[rec.id, '新公司的第一张采购单', 30]]);
    // Idempotent: a second call changes nothing.
    await withRegistry(ctx.db, ctx.app.registry, (tx) => provisionCompany(tx, id));
    const again = await ctx.db.select({ code: frmDefinition.code }).from(frmDefinition).where(and(eq(frmDefinition.tenantId, id)));
    expect(again).toHaveLength(defs.length);
  });
});
