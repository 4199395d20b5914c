import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { superviseApi as sup, safetyApi as safety, type TImportResult } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { auth, body } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { expectNoStagedLeftovers, startImport, watchStaged } from '../../../../test/staged-import.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { chinaToday } from '../numbering.js';

/*
 * The problem ledger and the hazardous-works registry from Excel through the platform's import
 * (upload → confirmExcel): rows name their project by code and their unit project / part by name;
 * a project outside the importer's scope, a part under another unit project, a deadline before the
 * discovery, parameters below every 危大 threshold go to the error workbook with their reason; the
 * good rows get consecutive WT numbers and 危大 / 超危大 from the server.
 */

const ctx = useTestApp();
const as = async (login: string) => client(ctx.app, await ctx.token(login));
const today = chinaToday();

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('数据');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function importRows(login: string, code: string, rows: unknown[][], mode: 'valid' | 'all' = 'valid') {
  const token = await ctx.token(login);
  const m = multipart([{ field: 'file', filename: 'ledger.xlsx', content: await xlsx(rows) }]);
  const up = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(token), 'content-type': m.contentType }, payload: m.payload });
  expect(up.statusCode, up.body).toBe(200);
  const fileId = body<string[]>(up).data[0];
  return ctx.app.inject({ method: 'POST', url: `/api/b/excel/template/confirmExcel/${code}/${fileId}`, headers: auth(token), payload: { mode } });
}

async function makeProject(name: string, login = 'xuming') {
  const c = await as(login);
  const p = await c.data(sup.projectSave, { body: { name, deptId: await ctx.deptId('HJ0401') } });
  const unit = await c.data(sup.nodeSave, { body: { businessId: p.id, nodeType: 1, name: '1#住宅楼', unitType: '房屋建筑' } });
  const other = await c.data(sup.nodeSave, { body: { businessId: p.id, nodeType: 1, name: '2#住宅楼', unitType: '房屋建筑' } });
  const division = await c.data(sup.nodeSave, { body: { businessId: p.id, parentId: unit.id, nodeType: 2, name: '主体结构' } });
  await c.data(sup.nodeSave, { body: { businessId: p.id, parentId: division.id, nodeType: 3, name: '三层梁板' } });
  await c.data(sup.nodeSave, { body: { businessId: p.id, parentId: other.id, nodeType: 2, name: '基础' } });
  return p;
}

const PROBLEM_HEAD = ['项目编号', '问题描述', '问题类型', '单位工程', '部位', '发现人', '发现日期', '整改期限', '严重问题', '整改要求'];

describe('supervision ledger import (two-phase Excel import)', () => {
  it('imports problems: code, unit project and part by name, scope, dates; numbers consecutive', async () => {
    const p = await makeProject('导入问题项目');
    const outside = await makeProject('他人项目', 'admin');
    const res = await importRows('xuming', 'supervise:problem', [
      PROBLEM_HEAD,
      [p.code, '梁底模板支撑立杆间距过大', '安全问题', '1#住宅楼', '三层梁板', '', today, today, '是', '三日内整改'],
      [p.code, '楼梯间临边防护缺失', '安全问题', '1#住宅楼', '主体结构', '', today, '', '否', ''],
      [p.code, '基础资料不全', '资料管理问题', '2#住宅楼', '', '', today, '', '', ''],
      [p.code, '部位不在单位工程下', '', '1#住宅楼', '基础', '', today, '', '', ''],
      [p.code, '单位工程不存在', '', '9#楼', '', '', today, '', '', ''],
      [outside.code, '他人项目的问题', '', '1#住宅楼', '', '', today, '', '', ''],
      [p.code, '期限早于发现', '', '1#住宅楼', '', '', today, '2020-01-01', '', ''],
      [p.code, '类型错误', '天气问题', '1#住宅楼', '', '', today, '', '', ''],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const r = body<TImportResult>(res).data;
    expect(r).toMatchObject({ total: 8, imported: 3, failed: 5 });
    const reasons = Object.fromEntries(r.errors.map((e) => [e.row, e.reasons.join('；')]));
    expect(reasons).toEqual({
      5: '部位“基础”不在单位工程“1#住宅楼”下',
      6: '单位工程“9#楼”不存在',
      7: `项目编号“${outside.code}”不存在或无权访问`,
      8: '整改期限不能早于发现日期',
      9: '问题类型“天气问题”不在字典选项中',
    });
    const eng = await as('xuming');
    const list = await eng.call(sup.problemList, { body: { params: { businessId: p.id }, orderBy: 'code', order: 'ASC' } });
    expect(list.total).toBe(3);
    expect(list.data.map((x) => [x.name, x.projectNodeName, x.patrolNodeName, x.serious, x.problemDiscovererName])).toEqual([
      ['梁底模板支撑立杆间距过大', '1#住宅楼', '三层梁板', true, '徐明'],
      ['楼梯间临边防护缺失', '1#住宅楼', '主体结构', false, '徐明'],
      ['基础资料不全', '2#住宅楼', null, false, '徐明'],
    ]);
    const seq = list.data.map((x) => Number(x.code.slice(-5)));
    expect(seq).toEqual([seq[0], seq[0] + 1, seq[0] + 2]);
    // A problem saved after the import takes the next number.
    const next = await eng.data(sup.problemSave, { body: { businessId: p.id, name: '之后的问题', projectNodeId: list.data[0].projectNodeId!, problemDiscoverDate: today } });
    expect(Number(next.code.slice(-5))).toBe(seq[0] + 3);
    // Without the problem add right: refused by the Excel layer.
    expect((await importRows('zhoumin', 'supervise:problem', [PROBLEM_HEAD, [p.code, 'x', '', '1#住宅楼', '', '', today]])).statusCode).toBe(403);
  });

  it('imports hazardous works: 危大 / 超危大 from the parameters, below the thresholds refused; all-or-nothing writes nothing', async () => {
    const p = await makeProject('导入危大项目');
    const head = ['项目编号', '工程名称', '类别', '参数', '定性判定', '单位工程', '部位', '计划施工日期'];
    const bad = await importRows('xuming', 'supervise:hazard', [head, [p.code, '浅基坑', '基坑工程', '开挖深度=2', '', '', '', ''], [p.code, '深基坑', '基坑工程', '开挖深度=6', '', '', '', '']], 'all');
    expect(bad.statusCode).toBe(400);
    const eng = await as('xuming');
    expect((await eng.call(safety.hazardList, { body: { params: { businessId: p.id } } })).total).toBe(0);

    const res = await importRows('xuming', 'supervise:hazard', [
      head,
      [p.code, '1#楼深基坑', '基坑工程', '开挖深度=6', '', '1#住宅楼', '', today],
      [p.code, '3m基坑', '01', '开挖深度=3.5m', '', '', '', ''],
      [p.code, '高支模', '模板工程及支撑体系', '搭设高度=9；搭设跨度=12', '', '1#住宅楼', '三层梁板', ''],
      [p.code, '浅基坑', '基坑工程', '开挖深度=2', '', '', '', ''],
      [p.code, '未知参数', '基坑工程', '跨度=20', '', '', '', ''],
      [p.code, '未知类别', '爆破工程', '', '', '', '', ''],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const r = body<TImportResult>(res).data;
    expect(r).toMatchObject({ total: 6, imported: 3, failed: 3 });
    const reasons = Object.fromEntries(r.errors.map((e) => [e.row, e.reasons.join('；')]));
    expect(reasons[5]).toBe('未达到危大工程的范围，不需登记');
    expect(reasons[6]).toMatch(/^参数“跨度=20”不是“基坑工程”的参数/);
    expect(reasons[7]).toMatch(/^类别“爆破工程”不存在/);
    const rows = (await eng.call(safety.hazardList, { body: { params: { businessId: p.id }, pageSize: 10 } })).data;
    const byName = Object.fromEntries(rows.map((x) => [x.name, x]));
    expect([byName['1#楼深基坑'].scale, byName['1#楼深基坑'].itemName, byName['1#楼深基坑'].planDate]).toEqual(['超过一定规模的危大工程', '1#住宅楼', today]);
    expect(byName['3m基坑'].scale).toBe('危大工程');
    expect([byName['高支模'].scale, byName['高支模'].itemName2, byName['高支模'].needsExpert]).toEqual(['超过一定规模的危大工程', '三层梁板', true]);
  });

  it('writes problems and hazards staged: hidden from another user while the import runs, numbered at the publish, nothing left behind', async () => {
    const p = await makeProject('暂存导入项目');
    const N = 250; // three staged write transactions of 100 rows
    const problems = [PROBLEM_HEAD, ...Array.from({ length: N }, (_, i) => [p.code, `暂存问题${i}`, '', '1#住宅楼', '', '', today, '', '', ''])];
    const running = startImport(ctx, 'xuming', 'supervise:problem', problems);
    const seen = await watchStaged(ctx, 'admin', sql`select count(*) from sup_problem where name like '暂存问题%'`, running,
      async () => (await (await as('admin')).call(sup.problemList, { body: { params: { businessId: p.id } } })).total);
    const res = await running;
    expect(res.statusCode, res.body).toBe(200);
    expect(body<TImportResult>(res).data).toMatchObject({ total: N, imported: N, failed: 0 });
    expect(seen.leaks).toBe(0);
    expect(seen.listedWhilePending.every((n) => n === 0)).toBe(true);
    // Numbered in file order in one step at the publish: consecutive, no placeholder left.
    const list = (await (await as('admin')).call(sup.problemList, { body: { params: { businessId: p.id }, orderBy: 'code', order: 'ASC', pageSize: 1000 } })).data;
    expect(list).toHaveLength(N);
    const first = Number(list[0].code.slice(-5));
    expect(list.map((x) => [x.code.slice(-5), x.name])).toEqual(list.map((_, i) => [String(first + i).padStart(5, '0'), `暂存问题${i}`]));
    await expectNoStagedLeftovers(ctx, sql`sup_problem`);

    const hazards = [['项目编号', '工程名称', '类别', '参数', '定性判定', '单位工程', '部位', '计划施工日期'],
      ...Array.from({ length: N }, (_, i) => [p.code, `暂存危大${i}`, '基坑工程', '开挖深度=6', '', '', '', ''])];
    const run2 = startImport(ctx, 'xuming', 'supervise:hazard', hazards);
    const seen2 = await watchStaged(ctx, 'admin', sql`select count(*) from sup_hazard where name like '暂存危大%'`, run2);
    expect((await run2).statusCode).toBe(200);
    expect(seen2.leaks).toBe(0);
    expect((await (await as('admin')).call(safety.hazardList, { body: { params: { businessId: p.id } } })).total).toBe(N);
    await expectNoStagedLeftovers(ctx, sql`sup_hazard`);
    // A refused all-or-nothing import leaves no batch behind either.
    const bad = await startImport(ctx, 'xuming', 'supervise:problem', [...problems.slice(0, 50), [p.code, '单位工程不存在', '', '9#楼', '', '', today, '', '', '']], 'all');
    expect(bad.statusCode).toBe(400);
    await expectNoStagedLeftovers(ctx, sql`sup_problem`);
    expect((await (await as('admin')).call(sup.problemList, { body: { params: { businessId: p.id } } })).total).toBe(N);
  }, 180_000);
});
