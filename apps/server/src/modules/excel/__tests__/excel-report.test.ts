import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { excelApi, userApi } from '@ecms/shared';
import { excelReport } from '../../../db/schema/index.js';
import { defineModule } from '../../../platform/module.js';
import { newId } from '../../../platform/ids.js';
import { client } from '../../../../test/api-client.js';
import { auth, body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Excel reports: saved exports over the registered sources (here the staff list, sys:user).
 * Three made callers: `lihua` (in 造价咨询部) gets the user list with a department-and-below scope
 * and the report page; `xuming` gets the report page's rights but not the user list; `guojun` has neither.
 */

let admin: string;
let lihua: string;
let xuming: string;
let guojun: string;

/** Raw calls: workbook downloads, and payloads the contracts refuse. */
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined && { payload: payload as object }) });

async function sheet(id: string, token: string): Promise<{ name: string; rows: unknown[][]; disposition: string }> {
  const res = await call('GET', `/b/excel/report/${id}/download`, token);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, rows, disposition: String(res.headers['content-disposition']) };
}

const BASE = {
  name: '在职员工名单', remark: '按部门', sourceCode: 'sys:user', sheetName: '员工',
  columns: [{ key: 'deptName' }, { key: 'name', title: '员工姓名' }, { key: 'loginName', title: '账号' }, { key: 'status' }],
  params: { status: '1' }, orderBy: 'loginName', order: 'asc' as const,
};

// A source anyone may read, to tell a missing report right from a missing source permission.
const probeModule = defineModule({
  name: 'test-export-probe',
  exports: [{
    code: 'test:open', label: '公开清单',
    columns: async () => [{ key: 'a', label: '甲' }],
    rows: async function* () { yield { a: 1 }; },
  }],
});

const ctx = useTestApp({}, { modules: [probeModule] });

beforeAll(async () => {
  admin = await ctx.token();
  const reportRights = ['bd:excelReport:view', 'bd:excelReport:add', 'bd:excelReport:edit', 'bd:excelReport:delete'];
  lihua = (await ctx.make.caller({ deptCode: 'HJ02', roles: [{ perms: ['sys:user:view', 'bd:excelReport:view'], scopes: { sys_user: 'dept_and_below' } }] })).token;
  xuming = (await ctx.make.caller({ roles: [{ perms: reportRights }] })).token;
  guojun = (await ctx.make.caller()).token;
});


describe('Excel report definitions', () => {
  it('offers the registered sources with their columns and filter fields to the designer', async () => {
    const res = await client(ctx.app, admin).send(excelApi.reportSources);
    expect(res.statusCode, res.text).toBe(200);
    const user = res.body.data.find((s) => s.code === 'sys:user')!;
    expect(user.label).toBe('用户');
    expect(user.columns.map((c) => c.label)).toContain('部门');
    expect(user.filters.find((f) => f.key === 'status')?.options).toEqual(expect.arrayContaining([{ value: '1', label: '启用' }]));
  });

  it('refuses incomplete or inconsistent definitions with a Chinese message', async () => {
    const expect400 = async (payload: unknown, msg: string) => {
      const res = await call('POST', '/b/excel/report/save', admin, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(body(res).success).toBe(false);
      expect(body(res).msg).toContain(msg);
    };
    await expect400({ ...BASE, name: '  ' }, '名称不能为空');
    await expect400({ ...BASE, name: undefined }, '名称不能为空');
    await expect400({ ...BASE, sourceCode: '' }, '请选择数据源');
    await expect400({ ...BASE, columns: [] }, '请至少选择一列');
    await expect400({ ...BASE, sourceCode: 'no:such' }, '数据源不存在');
    await expect400({ ...BASE, columns: [{ key: 'passwordHash' }] }, '所选列不属于该数据源');
    await expect400({ ...BASE, columns: [{ key: 'name' }, { key: 'name' }] }, '列不能重复选择');
    await expect400({ ...BASE, params: { passwordHash: 'x' } }, '筛选条件的字段不属于该数据源');
    await expect400({ ...BASE, params: { name$regex: 'x' } }, '不支持的筛选运算符');
    await expect400({ ...BASE, params: { createdDate$between: ['2026-01-01'] } }, '筛选条件“创建时间”的值不正确');
    await expect400({ ...BASE, params: { createdDate$gte: 'not a date' } }, '筛选条件“创建时间”的值不正确');
    await expect400({ ...BASE, orderBy: 'roleNames' }, '排序字段不属于该数据源');
  });

  it('creates, reads, lists, edits and deletes a report; names are unique', async () => {
    const created = await client(ctx.app, admin).send(excelApi.saveReport, { body: { ...BASE, name: '临时报表' } });
    expect(created.statusCode, created.text).toBe(200);
    expect(created.body.msg).toBe('保存成功');
    const r = created.body.data;
    expect(r).toMatchObject({ name: '临时报表', sourceCode: 'sys:user', sourceLabel: '用户', orderBy: 'loginName', order: 'asc', params: { status: '1' } });
    expect(r.columns[1]).toEqual({ key: 'name', title: '员工姓名' });

    const dup = await client(ctx.app, admin).send(excelApi.saveReport, { body: { ...BASE, name: '临时报表' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.body.msg).toBe('报表名称已存在');

    const edited = await client(ctx.app, admin).send(excelApi.saveReport, { body: { ...BASE, id: r.id, version: r.version, name: '临时报表2', columns: [{ key: 'loginName' }] } });
    expect(edited.statusCode, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ name: '临时报表2', columns: [{ key: 'loginName', title: null }], version: r.version + 1 });
    const stale = await client(ctx.app, admin).send(excelApi.saveReport, { body: { ...BASE, id: r.id, version: r.version, name: '临时报表3' } });
    expect(stale.statusCode).toBe(409);

    const listed = await client(ctx.app, admin).send(excelApi.reportList, { body: { params: { name: '临时' } } });
    expect(listed.body.data.map((x) => x.name)).toEqual(['临时报表2']);
    expect(listed.body.total).toBe(1);
    expect((await client(ctx.app, admin).data(excelApi.report, { params: { id: r.id } })).name).toBe('临时报表2');

    expect((await client(ctx.app, admin).send(excelApi.deleteReport, { params: { id: r.id } })).statusCode).toBe(200);
    const gone = await client(ctx.app, admin).send(excelApi.report, { params: { id: r.id } });
    expect(gone.statusCode).toBe(404);
    expect(gone.body.msg).toBe('报表不存在或已被删除');
  });

  it('keeps management to holders of the report rights and sources to holders of their permission', async () => {
    // lihua may see the page and the user list, but not add reports.
    expect((await client(ctx.app, lihua).send(excelApi.reportList, { body: {} })).statusCode).toBe(200);
    expect((await client(ctx.app, lihua).send(excelApi.saveReport, { body: BASE })).statusCode).toBe(403);
    // xuming manages reports but may not read the user list: the source is neither offered nor accepted.
    const sources = await client(ctx.app, xuming).send(excelApi.reportSources);
    expect(sources.statusCode, sources.text).toBe(200);
    expect(sources.body.data.map((s) => s.code)).not.toContain('sys:user');
    expect((await client(ctx.app, xuming).send(excelApi.saveReport, { body: { ...BASE, name: '越权报表' } })).statusCode).toBe(403);
    const open = await client(ctx.app, xuming).send(excelApi.saveReport, { body: { name: '公开报表', sourceCode: 'test:open', columns: [{ key: 'a' }] } });
    expect(open.statusCode, open.text).toBe(200);
    expect((await client(ctx.app, xuming).send(excelApi.deleteReport, { params: { id: open.body.data.id } })).statusCode).toBe(200);
    // Without any right of the page, nothing of it.
    expect((await client(ctx.app, guojun).send(excelApi.reportList, { body: {} })).statusCode).toBe(403);
    expect((await client(ctx.app, guojun).send(excelApi.reportSources)).statusCode).toBe(403);
  });
});

describe('running a report', () => {
  let reportId: string;

  beforeAll(async () => {
    const res = await client(ctx.app, admin).send(excelApi.saveReport, { body: BASE });
    expect(res.statusCode, res.text).toBe(200);
    reportId = res.body.data.id;
  });

  it('writes the chosen columns in their order with the custom titles, the saved filter and sort', async () => {
    const { name, rows, disposition } = await sheet(reportId, admin);
    expect(name).toBe('员工');
    expect(disposition).toContain(encodeURIComponent('在职员工名单'));
    expect(rows[0]).toEqual(['部门', '员工姓名', '账号', '状态']);
    const data = rows.slice(1);
    expect(data.length).toBeGreaterThan(3);
    expect(data.every((r) => r[3] === '启用')).toBe(true);
    const logins = data.map((r) => String(r[2]));
    expect(logins).toEqual([...logins].sort());
    const listed = (await client(ctx.app, admin).send(userApi.queryList, { body: { params: { status: '1' }, pageSize: 1000 } })).body;
    expect(data).toHaveLength(listed.total!);
    expect(data.find((r) => r[2] === 'zhangwei')).toEqual(['造价一所', '张伟', 'zhangwei', '启用']);
  });

  it('gives a scoped user only the rows of their data scope', async () => {
    const all = (await sheet(reportId, admin)).rows.slice(1);
    const mine = (await sheet(reportId, lihua)).rows.slice(1);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    // Exactly what her own user list shows with the same filter.
    const hers = await client(ctx.app, lihua).data(userApi.queryList, { body: { params: { status: '1' }, pageSize: 1000 } });
    expect(mine.map((r) => r[2]).sort()).toEqual(hers.map((u) => u.loginName).sort());
    expect(mine.map((r) => r[2])).toContain('zhangwei');
    expect(mine.map((r) => r[2])).not.toContain('admin');
  });

  it('refuses the run to a user without the source permission, and an unknown source', async () => {
    const res = await call('GET', `/b/excel/report/${reportId}/download`, xuming);
    expect(res.statusCode).toBe(403);
    expect(body(res).success).toBe(false);
    // A report whose source is no longer registered answers an error, not a broken file.
    const id = newId();
    await ctx.db.execute(sql`insert into excel_report (tenant_id, id, name, source_code, columns)
      select tenant_id, ${id}, '失效报表', 'gone:source', '[{"key":"x"}]'::jsonb from excel_report where id = ${reportId}`);
    const gone = await call('GET', `/b/excel/report/${id}/download`, admin);
    expect(gone.statusCode).toBe(400);
    expect(body(gone).msg).toBe('数据源不存在');
  });

  it('does not reach another tenant\'s report by its id', async () => {
    const other = (await ctx.make.company({ name: '另一家公司', admin: false })).tenantId;
    const foreign = newId();
    await ctx.db.insert(excelReport).values({ tenantId: other, id: foreign, name: '别家报表', sourceCode: 'sys:user', columns: [{ key: 'name' }] });
    for (const [method, url] of [['GET', `/b/excel/report/${foreign}`], ['GET', `/b/excel/report/${foreign}/download`], ['DELETE', `/b/excel/report/${foreign}`]] as const) {
      const res = await call(method, url, admin);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const edit = await client(ctx.app, admin).send(excelApi.saveReport, { body: { ...BASE, id: foreign, version: 1, name: '改别家' } });
    expect(edit.statusCode).toBe(404);
    const listed = await client(ctx.app, admin).data(excelApi.reportList, { body: { pageSize: 100 } });
    expect(listed.map((r) => r.name)).not.toContain('别家报表');
  });
});
