import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { sysDataMenu, sysMenu, sysRole, sysRoleMenu } from '../../../db/schema/index.js';
import { newId } from '../../../platform/ids.js';
import { queryRows } from '../../../platform/sql.js';
import { withRegistry } from '../../../platform/registry.js';
import { withTenant } from '../../../platform/tenancy.js';
import { defineForm, formRuleError } from '../index.js';
import { formRecords } from '../form-record.service.js';
import { syncDeclaredForms } from '../index.js';
import { defineModule } from '../../../platform/module.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Declared forms' server-side hooks (a stock rule that holds under concurrency, validate, after
 * save, delete, flow events), ref fields (a record of another form in the same company, shown by
 * its title, picked through /options) and unique fields (<label>已存在, also under concurrency).
 */

const flowEvents: string[] = [];

const STOCK = defineForm({
  code: 'tst_stock', name: '库存', version: 1,
  model: {
    titleField: 'item',
    sections: [{ key: 'main', title: '库存', columns: 2, fields: [
      { key: 'item', label: '物品', type: 'text', required: true, unique: true },
      { key: 'onHand', label: '库存数量', type: 'number', min: 0 },
    ] }],
    subTables: [],
  },
});

const ISSUE = defineForm({
  code: 'tst_issue', name: '出库单', version: 1, processCode: 'contract_minimal',
  model: {
    titleField: 'note',
    sections: [{ key: 'main', title: '出库', columns: 2, fields: [
      { key: 'stock', label: '物品', type: 'ref', refForm: 'tst_stock', required: true, listColumn: true },
      { key: 'qty', label: '出库数量', type: 'number', required: true },
      { key: 'note', label: '说明', type: 'text' },
    ] }],
    subTables: [],
  },
  hooks: {
    validate: ({ values }) => (Number(values.qty) <= 0 ? [{ field: 'qty', message: '出库数量必须大于0' }] : undefined),
    // Never issue more than is in stock: the stock row is locked, so two saves cannot both take the last units.
    async beforeSave({ tx, values, previous, table, column }) {
      if (previous && previous.stock !== values.stock) throw formRuleError('出库单不能更换物品');
      const need = Number(values.qty) - (previous ? Number(previous.qty) : 0);
      const [s] = await queryRows<{ id: string; item: string; n: number }>(tx, sql`select id, ${column('item')} as item, ${column('onHand')}::float8 as n
        from ${table('tst_stock')} where id = ${values.stock} for update`);
      if (s.n < need) throw formRuleError(`库存不足：${s.item}仅剩${s.n}`);
      await tx.execute(sql`update ${table('tst_stock')} set ${column('onHand')} = ${column('onHand')} - ${need} where id = ${s.id}`);
    },
    afterSave({ values }) {
      if (values.note === '事后反悔') throw formRuleError('保存后检查未通过');
    },
    async onDelete({ tx, previous, table, column }) {
      await tx.execute(sql`update ${table('tst_stock')} set ${column('onHand')} = ${column('onHand')} + ${Number(previous.qty)} where id = ${previous.stock as string}`);
    },
    onFlow: {
      started: ({ id }) => { flowEvents.push(`started:${id}`); },
      nodeChanged: ({ id }) => { flowEvents.push(`nodeChanged:${id}`); },
      approved: ({ id, record }) => {
        if (record.note === '不许通过') throw formRuleError('出库单不能通过：说明不允许');
        flowEvents.push(`approved:${id}`);
      },
    },
  },
});

let token: string;
let zhangwei: string;
let A: { tenantId: string; userId: string };
let sunli: { tenantId: string; userId: string };
let B: { tenantId: string; userId: string };
const session = (who: { tenantId: string; userId: string }) => ({ sessionId: 's', ...who, roles: ['admin'], isAdmin: true, mustChangePassword: false });

// The declarations reach the app the way a module's do: through a manifest's `forms`.
const ctx = useTestApp({}, { modules: [defineModule({ name: 'test-forms', forms: [STOCK, ISSUE] })] });

beforeAll(async () => {
  A = { tenantId: ctx.tenantId, userId: await ctx.uid('admin') };
  sunli = { tenantId: ctx.tenantId, userId: await ctx.uid('sunli') };
  // A second company with no user: its forms come only from the sync.
  B = { tenantId: (await ctx.make.company({ code: 'second_co', name: '第二公司', admin: false })).tenantId, userId: newId() };
  const log = { info: () => undefined, warn: (m: string) => { throw new Error(m); } };
  await withRegistry(ctx.db, ctx.app.registry, (tx) => syncDeclaredForms(tx, [STOCK, ISSUE], log));
  token = await ctx.token();
  zhangwei = await ctx.token('zhangwei');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = token) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(who), ...(payload && { payload }) });
const stockOf = async (id: string) => body<{ onHand: number }>(await call('GET', `/b/form/tst_stock/record/${id}`)).data.onHand;

describe('unique fields and ref fields', () => {
  it('a unique field refuses a second record with the same value, also when both arrive at once', async () => {
    expect((await call('POST', '/b/form/tst_stock/record', { values: { item: '螺丝', onHand: 10 } })).statusCode).toBe(200);
    const dup = await call('POST', '/b/form/tst_stock/record', { values: { item: '螺丝', onHand: 1 } });
    expect(dup.statusCode).toBe(400);
    expect(body(dup).msg).toBe('物品已存在');
    const both = await Promise.all([0, 1].map(() => call('POST', '/b/form/tst_stock/record', { values: { item: '垫片', onHand: 5 } })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(body(both.find((r) => r.statusCode === 400)!).msg).toBe('物品已存在');
  });

  it('a ref field takes only a record of the referenced form in the same company; the list shows its title; /options finds it', async () => {
    const opts = body<{ value: string; label: string }[]>(await call('GET', `/b/form/tst_stock/options?q=${encodeURIComponent('螺')}`)).data;
    expect(opts.map((o) => o.label)).toEqual(['螺丝']);
    const byId = body<{ value: string; label: string }[]>(await call('GET', `/b/form/tst_stock/options?ids=${opts[0].value}`)).data;
    expect(byId).toEqual(opts);

    const missing = await call('POST', '/b/form/tst_issue/record', { values: { stock: 'no-such-id', qty: 1 } });
    expect(missing.statusCode).toBe(400);
    expect(body<{ errors: { field: string; message: string }[] }>(missing).data.errors).toEqual([{ field: 'stock', message: '物品选择的记录不存在' }]);
    // A record of the same form in another company is not there for this one.
    const foreign = await withTenant(ctx.db, B, (tx) => formRecords.create(tx, session(B), 'tst_stock', { values: { item: '螺丝', onHand: 100 } }), ctx.app.registry);
    expect(body(await call('POST', '/b/form/tst_issue/record', { values: { stock: foreign.id, qty: 1 } })).msg).toBe('物品选择的记录不存在');

    const ok = await call('POST', '/b/form/tst_issue/record', { values: { stock: opts[0].value, qty: 1, note: '领用' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const list = body<Array<{ id: string; stock: string; stockName: string }>>(await call('POST', '/b/form/tst_issue/queryList', {})).data;
    expect(list.find((r) => r.id === body<{ id: string }>(ok).data.id)).toMatchObject({ stock: opts[0].value, stockName: '螺丝' });
    expect(await stockOf(opts[0].value)).toBe(9);
    // The export shows the title too.
    const xls = await call('POST', '/b/form/tst_issue/export', {});
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xls.rawPayload as unknown as ArrayBuffer);
    const header = (wb.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(wb.worksheets[0].getRow(2).getCell(header.indexOf('物品') + 1).value).toBe('螺丝');
    await call('DELETE', '/b/form/tst_issue/record', { ids: [body<{ id: string }>(ok).data.id] });
    expect(await stockOf(opts[0].value)).toBe(10);
  });

  it('a ref field takes only a record the user may open: refused while the referenced form is limited to other roles or the record is outside her data scope', async () => {
    const db = ctx.db;
    const sunliToken = await ctx.t.login('sunli', TEST_DEMO_PASSWORD);
    const tree = body<Array<{ id: string; name: string }>>(await call('POST', '/a/sys/menu/queryTree', {})).data;
    const parentId = tree.find((m) => m.name === '行政管理')!.id;
    for (const formId of ['tst_stock', 'tst_issue']) expect((await call('POST', '/b/wf/form/auth/menu/createButtons', { formId, parentId })).statusCode).toBe(200);
    // Her role (cost_engineer) gets the issue form and viewing stock.
    const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'cost_engineer'));
    const menus = await db.select({ id: sysMenu.id, permission: sysMenu.permission }).from(sysMenu).where(sql`${sysMenu.permission} like 'form:tst_issue:%' or ${sysMenu.permission} = 'form:tst_stock:view'`);
    await db.insert(sysRoleMenu).values(menus.map((m) => ({ tenantId: A.tenantId, roleId: role.id, menuId: m.id }))).onConflictDoNothing();
    const screw = body<{ value: string }[]>(await call('GET', `/b/form/tst_stock/options?q=${encodeURIComponent('螺丝')}`)).data[0].value;
    const [office] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'admin_office'));
    expect((await call('PUT', '/a/form/definition/tst_stock/roles', { roleIds: [office.id] })).statusCode).toBe(200);
    const refused = await call('POST', '/b/form/tst_issue/record', { values: { stock: screw, qty: 1 } }, sunliToken);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(body(refused).msg).toBe('物品选择的记录不存在');
    expect((await call('GET', '/b/form/tst_stock/options', undefined, sunliToken)).statusCode).toBe(403);
    expect((await call('PUT', '/a/form/definition/tst_stock/roles', { roleIds: [] })).statusCode).toBe(200);
    // Still outside her data scope (the stock record is the administrator's): refused.
    expect(body(await call('POST', '/b/form/tst_issue/record', { values: { stock: screw, qty: 1 } }, sunliToken)).msg).toBe('物品选择的记录不存在');
    const [stockMenu] = await db.select({ id: sysDataMenu.id }).from(sysDataMenu).where(eq(sysDataMenu.code, 'form:tst_stock'));
    expect((await call('POST', `/b/role/data/attr/saveDataRef/${role.id}/${stockMenu.id}`, { scope: 'all' })).statusCode).toBe(200);
    const made = await call('POST', '/b/form/tst_issue/record', { values: { stock: screw, qty: 1 } }, sunliToken);
    expect(made.statusCode, made.body).toBe(200);
    await call('DELETE', '/b/form/tst_issue/record', { ids: [body<{ id: string }>(made).data.id] }, sunliToken);
    expect(await stockOf(screw)).toBe(10);
  });
});

describe('declared form hooks', () => {
  let screw: string;
  beforeAll(async () => {
    screw = body<{ value: string }[]>(await call('GET', `/b/form/tst_stock/options?q=${encodeURIComponent('螺丝')}`)).data[0].value;
  });

  it('never issues more than is in stock: of two simultaneous saves only one succeeds', async () => {
    const both = await Promise.all([0, 1].map((i) => call('POST', '/b/form/tst_issue/record', { values: { stock: screw, qty: 6, note: `并发${i}` } })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(body(both.find((r) => r.statusCode === 400)!).msg).toBe('库存不足：螺丝仅剩4');
    expect(await stockOf(screw)).toBe(4);
    // An update issues only the difference, and is refused past the stock.
    const rec = body<{ id: string; version: number }>(await call('GET', `/b/form/tst_issue/record/${body<{ id: string }>(both.find((r) => r.statusCode === 200)!).data.id}`)).data;
    expect((await call('PUT', `/b/form/tst_issue/record/${rec.id}`, { values: { stock: screw, qty: 8 }, version: rec.version })).statusCode).toBe(200);
    expect(await stockOf(screw)).toBe(2);
    const over = await call('PUT', `/b/form/tst_issue/record/${rec.id}`, { values: { stock: screw, qty: 20 }, version: rec.version + 1 });
    expect(body(over).msg).toBe('库存不足：螺丝仅剩2');
    await call('DELETE', '/b/form/tst_issue/record', { ids: [rec.id] });
    expect(await stockOf(screw)).toBe(10);
  });

  it('validate answers field errors; an afterSave refusal rolls back the record and the stock change', async () => {
    const bad = await call('POST', '/b/form/tst_issue/record', { values: { stock: screw, qty: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(body<{ errors: unknown[] }>(bad).data.errors).toEqual([{ field: 'qty', message: '出库数量必须大于0' }]);
    const late = await call('POST', '/b/form/tst_issue/record', { values: { stock: screw, qty: 3, note: '事后反悔' } });
    expect(late.statusCode).toBe(400);
    expect(body(late).msg).toBe('保存后检查未通过');
    expect(await stockOf(screw)).toBe(10);
    const rows = body<Array<{ note: string }>>(await call('POST', '/b/form/tst_issue/queryList', { params: { note: '事后反悔' } })).data;
    expect(rows).toHaveLength(0);
  });

  it('runs flow hooks in the engine command: started, approved; a refusing approved hook rolls the approval back', async () => {
    const approve = async (procInstId: string) => {
      const todo = body<Array<{ id: string; procInstId: string }>>(await call('POST', '/b/wf/task/queryTodoList', {}, zhangwei)).data.find((x) => x.procInstId === procInstId)!;
      const opts = body<Array<{ userTaskConfigId: string; type: number }>>(await call('GET', `/a/wf/userTaskTodo/${todo.id}/nextFlowNodeOptionList`, undefined, zhangwei)).data;
      return call('POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true } }, zhangwei);
    };
    const start = (note: string) => withTenant(ctx.db, sunli, (tx) => formRecords.saveAndStartFlow(tx, session(sunli), 'tst_issue', { values: { stock: screw, qty: 1, note } }), ctx.app.registry);
    const ok = await start('正常领用');
    expect(flowEvents).toContain(`started:${ok.id}`);
    expect((await approve(ok.procInstId)).statusCode).toBe(200);
    expect(flowEvents).toContain(`approved:${ok.id}`);

    const no = await start('不许通过');
    const res = await approve(no.procInstId);
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('出库单不能通过：说明不允许');
    const rec = body<{ flowStatus: number }>(await call('GET', `/b/form/tst_issue/record/${no.id}`)).data;
    expect(rec.flowStatus).toBe(1);
    expect(flowEvents).not.toContain(`approved:${no.id}`);
  });
});
