import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contractApi, costApi, FLOW_TYPE, footmarkApi, formApi, noticeApi, roleApi, roleAuthApi, wfApi, wfTaskApi,
} from '@ecms/shared';
import { sysDataMenu, sysMenu } from '../../../db/schema/index.js';
import { client } from '../../../../test/api-client.js';
import { auth, body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

/*
 * Excel exports of the platform's lists (POST /b/excel/template/exportData): each list's own
 * filters, data scope and right; Chinese headers, dictionary labels and §9 formats, read back
 * with exceljs.
 */

const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

/** Raw calls: the workbook downloads. */
const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(tokens[who]), ...(payload !== undefined && { payload: payload as object }) });
const as = (who: string) => client(ctx.app, tokens[who]);

interface Sheet {
  status: number;
  header: unknown[];
  /** Data rows as objects keyed by header title. */
  rows: Record<string, unknown>[];
  ws: ExcelJS.Worksheet;
  msg?: string;
  disposition?: string;
}

/** Exports list `code` as `who` and reads the workbook back (or the refusal's envelope). */
async function exportList(who: string, code: string, list: Record<string, unknown> = {}): Promise<Sheet> {
  const res = await call(who, 'POST', '/b/excel/template/exportData', { code, ...list });
  if (res.statusCode !== 200) return { status: res.statusCode, header: [], rows: [], ws: null as never, msg: body(res).msg };
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0];
  const header = (ws.getRow(1).values as unknown[]).slice(1);
  const rows: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n === 1) return;
    rows.push(Object.fromEntries(header.map((h, i) => [String(h), row.getCell(i + 1).value])));
  });
  return { status: 200, header, rows, ws, disposition: String(res.headers['content-disposition'] ?? '') };
}

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);

async function startContract(who: string, name: string, amount = 1234567.5) {
  const res = await as(who).send(contractApi.saveAndStartFlow, { body: {
    flowType: FLOW_TYPE.CUSTOM_1.value, name, businessType: 2, amount, partyA: '某市城投公司', partyB: '华建咨询',
  } });
  expect(res.statusCode, res.text).toBe(200);
  return res.body.data;
}

async function approveAs(who: string, procInstId: string) {
  const todos = await as(who).data(wfApi.todoList, { body: {} });
  const todo = todos.find((x) => x.procInstId === procInstId)!;
  const opts = await as(who).data(wfApi.nextOptions, { params: { todoId: todo.id } });
  const res = await as(who).send(wfTaskApi.submit, { params: { todoId: todo.id }, body: {
    nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true },
  } });
  expect(res.statusCode, res.text).toBe(200);
}

beforeAll(async () => {
  for (const u of ['admin', 'sunli', 'zhangwei', 'zhoumin', 'xuming', 'lihua', 'xiefang']) tokens[u] = await ctx.token(u);
  for (const u of ['sunli', 'zhangwei', 'zhoumin', 'lihua']) ids[u] = await ctx.uid(u);
  const db = ctx.db;

  // A department-level administrator: the organisation, footprint and user pages, scoped to
  // their own department and below (李华, 造价咨询部).
  const role = await as('admin').send(roleApi.save, { body: { name: '部门管理员（导出测试）', code: 'export_dept_admin', status: 1, sort: 99 } });
  expect(role.statusCode, role.text).toBe(200);
  const roleId = role.body.data.id;
  const menus = await db.select({ id: sysMenu.id }).from(sysMenu).where(inArray(sysMenu.permission, ['sys:dept:view', 'sys:footprint:view', 'sys:role:view']));
  expect((await as('admin').send(roleAuthApi.saveMenus, { params: { roleId }, body: menus.map((m) => m.id) })).statusCode).toBe(200);
  expect((await as('admin').send(roleAuthApi.saveUsers, { params: { roleId }, body: [ids.lihua] })).statusCode).toBe(200);
  for (const code of ['sys_dept', 'sys_user']) {
    const [menu] = await db.select({ id: sysDataMenu.id }).from(sysDataMenu).where(eq(sysDataMenu.code, code));
    const saved = await as('admin').send(roleAuthApi.saveDataRef, { params: { roleId, dataMenuId: menu.id }, body: { scope: 'dept_and_below' } });
    expect(saved.statusCode, saved.text).toBe(200);
  }
});

describe('contract ledger and cost consultations', () => {
  it('exports the ledger with the list\'s filters and data scope: Chinese headers, labels, money and date-times', async () => {
    await startContract('sunli', '导出台账甲合同', 1234567.5);
    await startContract('sunli', '导出台账乙合同', 800);
    await startContract('zhangwei', '导出台账丙合同', 99);

    const all = await exportList('admin', 'contract:database', { params: { name$like: '导出台账' }, fileName: '合同台账' });
    expect(all.status).toBe(200);
    expect(all.disposition).toContain(encodeURIComponent('合同台账'));
    expect(all.header).toEqual(['合同编号', '合同名称', '业务类型', '流程类型', '合同金额（元）', '甲方', '乙方', '状态', '当前节点', '所属部门', '创建人', '创建时间', '备注']);
    // The ledger's order (newest first) and exactly the rows the list shows.
    const listed = await as('admin').data(contractApi.queryList, { body: { params: { name$like: '导出台账' } } });
    expect(all.rows.map((r) => r['合同名称'])).toEqual(listed.map((r) => r.name));
    const row = all.rows.find((r) => r['合同名称'] === '导出台账甲合同')!;
    expect(row).toMatchObject({ 业务类型: '招标代理', 流程类型: '自定义流程1', '合同金额（元）': 1234567.5, 状态: '审批中', 所属部门: '造价一所', 创建人: '孙丽', 甲方: '某市城投公司' });
    expect(row['合同编号']).toMatch(/^HT\d{8}/);
    expect(row['创建时间']).toBeInstanceOf(Date);
    const amountCol = all.header.indexOf('合同金额（元）') + 1;
    expect(all.ws.getRow(2).getCell(amountCol).numFmt).toBe('#,##0.00');
    expect(all.ws.getRow(2).getCell(all.header.indexOf('创建时间') + 1).numFmt).toBe('yyyy-mm-dd hh:mm:ss');

    // 孙丽's own scope: her two contracts, not 张伟's.
    const mine = await exportList('sunli', 'contract:database', { params: { name$like: '导出台账' } });
    expect(mine.rows.map((r) => r['合同名称']).sort()).toEqual(['导出台账乙合同', '导出台账甲合同']);
    // A filter narrows it.
    const one = await exportList('admin', 'contract:database', { params: { name$like: '导出台账丙' } });
    expect(one.rows.map((r) => r['创建人'])).toEqual(['张伟']);

    // No ledger right → refused with the envelope; a bad filter is a 400 envelope, not a broken file.
    const refused = await exportList('xuming', 'contract:database', {});
    expect(refused.status).toBe(403);
    const bad = await exportList('admin', 'contract:database', { params: { nope: 1 } });
    expect(bad).toMatchObject({ status: 400, msg: '不支持的查询字段：nope' });
    expect(await exportList('admin', 'no:such-list', {})).toMatchObject({ status: 400, msg: '导出的列表不存在' });
  });

  it('cost consultations: commission purpose as its label, scope per user, right required', async () => {
    for (const [name, purpose] of [['导出咨询一', 5], ['导出咨询二', 1]] as const) {
      const res = await as('sunli').send(costApi.saveAndStartFlow, { body: { flowType: FLOW_TYPE.CUSTOM_1.value, name, commissionPurpose: purpose, client: '市第一人民医院', amount: 120000.5 } });
      expect(res.statusCode, res.text).toBe(200);
    }
    const all = await exportList('admin', 'consult:cost', { params: { name$like: '导出咨询' }, orderBy: 'createdDate', order: 'asc' });
    expect(all.header.slice(0, 6)).toEqual(['业务编号', '业务名称', '委托目的', '流程类型', '委托单位', '金额（元）']);
    expect(all.rows.map((r) => [r['业务名称'], r['委托目的'], r['金额（元）'], r['状态']])).toEqual([
      ['导出咨询一', '结算审核', 120000.5, '审批中'],
      ['导出咨询二', '概算编制', 120000.5, '审批中'],
    ]);
    expect((await exportList('sunli', 'consult:cost', { params: { name$like: '导出咨询' } })).rows).toHaveLength(2);
    // 周敏 (another office, own scope) sees none of them; 徐明 has no cost right.
    const other = await exportList('zhoumin', 'consult:cost', { params: { name$like: '导出咨询' } });
    expect(other.status).toBe(200);
    expect(other.rows).toHaveLength(0);
    expect(other.header[0]).toBe('业务编号');
    expect((await exportList('xuming', 'consult:cost', {})).status).toBe(403);
  });
});

describe('workflow lists', () => {
  it('my to-do and done: the caller\'s own tasks with the list\'s filters, kinds and states in Chinese', async () => {
    await startContract('sunli', '导出待办合同');
    await startContract('sunli', '导出已办合同');
    const toHandle = await as('zhangwei').data(wfApi.todoList, { body: { params: { processName$like: '导出已办' } } });
    await approveAs('zhangwei', toHandle[0].procInstId);

    const todo = await exportList('zhangwei', 'wf:todo', { params: { processName$like: '导出待办' } });
    expect(todo.header).toEqual(['标题', '流程名称', '当前步骤', '任务类型', '发起人', '接收时间', '办理期限', '状态']);
    expect(todo.rows).toHaveLength(1);
    expect(todo.rows[0]).toMatchObject({ 标题: '导出待办合同', 任务类型: '审批', 发起人: '孙丽', 状态: '待处理' });
    expect(todo.rows[0]['接收时间']).toBeInstanceOf(Date);
    // The same export for the initiator holds none of 张伟's tasks.
    expect((await exportList('sunli', 'wf:todo', { params: { processName$like: '导出待办' } })).rows).toHaveLength(0);
    // Unfiltered: exactly what the to-do list counts.
    const list = (await as('zhangwei').send(wfApi.todoList, { body: {} })).body;
    expect((await exportList('zhangwei', 'wf:todo')).rows).toHaveLength(list.total!);

    const handled = await exportList('zhangwei', 'wf:done', { params: { processName$like: '导出已办' } });
    expect(handled.header).toEqual(['标题', '流程名称', '当前步骤', '任务类型', '发起人', '接收时间', '办理时间', '流程状态']);
    expect(handled.rows.map((r) => [r['标题'], r['流程状态']])).toEqual([['导出已办合同', '审批中']]);
    expect(handled.rows[0]['办理时间']).toBeInstanceOf(Date);
  });

  it('process instances: administrators only, status names in Chinese, filters apply', async () => {
    await startContract('sunli', '导出实例合同');
    const res = await exportList('admin', 'wf:procInst', { params: { name$like: '导出实例', status: 'running' } });
    expect(res.header).toEqual(['流程标题', '流程名称', '发起人', '状态', '当前节点', '发起时间', '结束时间']);
    expect(res.rows).toHaveLength(1);
    expect(res.rows[0]).toMatchObject({ 流程标题: '导出实例合同', 发起人: '孙丽', 状态: '审批中', 结束时间: null });
    expect((await exportList('admin', 'wf:procInst', { params: { name$like: '导出实例', status: 'approved' } })).rows).toHaveLength(0);
    expect((await exportList('zhangwei', 'wf:procInst', {})).status).toBe(403);
  });
});

describe('system lists', () => {
  it('departments: tree order with the parent, status label, the data scope of the caller', async () => {
    const all = await exportList('admin', 'sys:dept');
    expect(all.header.slice(0, 5)).toEqual(['部门名称', '部门全称', '部门编码', '上级部门', '层级']);
    const names = all.rows.map((r) => r['部门名称']);
    expect(names.indexOf('造价一所')).toBe(names.indexOf('造价咨询部') + 1);
    expect(all.rows.find((r) => r['部门名称'] === '造价一所')).toMatchObject({ 上级部门: '造价咨询部', 状态: '启用', 负责人: '张伟', 层级: 3 });
    // 李华: her department and below only.
    const scoped = await exportList('lihua', 'sys:dept');
    expect(scoped.rows.map((r) => r['部门名称'])).toEqual(['造价咨询部', '造价一所', '造价二所']);
    expect(all.rows.length).toBeGreaterThan(scoped.rows.length);
    // The name filter keeps the matches' ancestors, as the tree does.
    const filtered = await exportList('admin', 'sys:dept', { params: { name: '造价二' } });
    expect(filtered.rows.map((r) => r['部门名称']).slice(-2)).toEqual(['造价咨询部', '造价二所']);
    expect(filtered.rows).toHaveLength(3);
    expect((await exportList('zhangwei', 'sys:dept')).status).toBe(403);
  });

  it('roles: the role list with the card\'s keyword (name or code), status labels; right required', async () => {
    const res = await exportList('admin', 'sys:role', { params: { keyword: 'cost_eng' } });
    expect(res.header).toEqual(['角色名称', '角色编码', '状态', '排序', '备注', '创建时间', '修改时间']);
    expect(res.rows.map((r) => [r['角色名称'], r['角色编码'], r['状态']])).toEqual([['造价工程师', 'cost_engineer', '启用']]);
    const every = await exportList('lihua', 'sys:role');
    const listed = (await as('lihua').send(roleApi.queryList, { body: { pageSize: 1000 } })).body;
    expect(every.rows).toHaveLength(listed.total!);
    expect((await exportList('zhangwei', 'sys:role')).status).toBe(403);
  });

  it('footprint analysis: the page\'s range and grouping, people within the caller\'s scope; my footprints', async () => {
    for (const who of ['sunli', 'zhangwei', 'zhoumin', 'xiefang']) {
      expect((await as(who).send(footmarkApi.add, { body: { menuName: '导出足迹测试', url: '/consult/contract-database' } })).statusCode).toBe(200);
    }
    const params = { beginDate: yesterday(), endDate: today(), groupBy: 'user', menuName: '导出足迹测试' };
    const all = await exportList('admin', 'sys:footprint', { params });
    expect(all.header).toEqual(['人员', '访问次数', '访问人数']);
    expect(all.rows.map((r) => r['人员']).sort()).toEqual(['周敏', '孙丽', '张伟', '谢芳'].sort());
    expect(all.rows.every((r) => r['访问次数'] === 1 && r['访问人数'] === 1)).toBe(true);
    const scoped = await exportList('lihua', 'sys:footprint', { params });
    expect(scoped.rows.map((r) => r['人员']).sort()).toEqual(['周敏', '孙丽', '张伟'].sort());
    const byDept = await exportList('admin', 'sys:footprint', { params: { ...params, groupBy: 'dept' } });
    expect(byDept.header[0]).toBe('部门');
    expect(byDept.rows.find((r) => r['部门'] === '造价一所')).toMatchObject({ 访问次数: 2, 访问人数: 2 });
    expect(await exportList('admin', 'sys:footprint', { params: { ...params, groupBy: 'nope' } })).toMatchObject({ status: 400, msg: '统计维度不正确' });
    expect((await exportList('zhangwei', 'sys:footprint', { params })).status).toBe(403);

    const mine = await exportList('sunli', 'footmark:mine', { params: { beginDate: yesterday(), endDate: today(), menuName$like: '导出足迹' } });
    expect(mine.header).toEqual(['访问时间', '类型', '菜单', '业务名称', '地址']);
    expect(mine.rows).toHaveLength(1);
    expect(mine.rows[0]).toMatchObject({ 类型: '其他', 菜单: '导出足迹测试', 地址: '/consult/contract-database' });
  });

  it('messages: only the caller\'s own, with the list\'s filters; type and read state in Chinese', async () => {
    const sent = await as('admin').send(noticeApi.send, { body: { userIds: [ids.sunli, ids.zhangwei], title: '导出消息测试', content: '请查收' } });
    expect(sent.statusCode, sent.text).toBe(200);
    const mine = await exportList('sunli', 'notice:msg', { params: { title$like: '导出消息' } });
    expect(mine.header).toEqual(['标题', '内容', '消息类型', '发送人', '是否已读', '接收时间', '阅读时间']);
    expect(mine.rows).toHaveLength(1);
    expect(mine.rows[0]).toMatchObject({ 标题: '导出消息测试', 内容: '请查收', 消息类型: '通知公告', 是否已读: '否', 阅读时间: null });
    const unread = await as('sunli').data(noticeApi.queryList, { body: { params: { title$like: '导出消息' } } });
    expect((await as('sunli').send(noticeApi.setRead, { params: { id: unread[0].id } })).statusCode).toBe(200);
    expect((await exportList('sunli', 'notice:msg', { params: { title$like: '导出消息', isRead: false } })).rows).toHaveLength(0);
    expect((await exportList('sunli', 'notice:msg', { params: { title$like: '导出消息', isRead: true } })).rows[0]['是否已读']).toBe('是');
    // The sender's own messages do not include what they sent.
    expect((await exportList('admin', 'notice:msg', { params: { title$like: '导出消息' } })).rows).toHaveLength(0);
  });
});

describe('online form lists', () => {
  it('dictionary fields export their labels, not the stored codes', async () => {
    const created = await as('admin').send(formApi.create, { params: { formId: 'fixed_asset' }, body: { values: { assetClass: '01', assetName: '导出测试笔记本', status: '2' } } });
    expect(created.statusCode, created.text).toBe(200);
    const res = await call('admin', 'POST', '/b/form/fixed_asset/export', { params: { assetName$like: '导出测试' } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const cell = (title: string) => ws.getRow(2).getCell(header.indexOf(title) + 1).value;
    expect(ws.rowCount).toBe(2);
    expect([cell('资产名称'), cell('资产分类'), cell('状态')]).toEqual(['导出测试笔记本', '电子设备', '闲置']);
  });
});
