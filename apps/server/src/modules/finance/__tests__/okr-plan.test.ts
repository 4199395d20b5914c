import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { okrApi, planMethodApi, productionApi, type TImportResult, type TOkrGoal } from '@ecms/shared';
import { finIncome, sysUser } from '../../../db/schema/index.js';
import { newId } from '../../../platform/ids.js';
import { auth, body } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { allocate } from '../okr-plan.service.js';

/*
 * 计划方式, 产值计划 and the Excel import of objectives, all on the objectives tree (fin_okr_goal):
 * a method hands the company goal down to the departments (shares, last year's income), never
 * below what a department handed to its people nor above the company; the production plan shows
 * month targets against recognised income with completion rates; the import follows the tree's rules
 * row by row and writes nothing when a row fails (mode all).
 */

const ctx = useTestApp();
const admin = () => ctx.client('admin');

async function sunli() {
  const [u] = await ctx.db.select({ deptId: sysUser.deptId, id: sysUser.id }).from(sysUser).where(eq(sysUser.loginName, 'sunli'));
  return u;
}

/** Recognised income of a department (setup straight into the table; the reads go through HTTP). */
async function income(deptId: string, month: string, amount: number) {
  await ctx.db.insert(finIncome).values({ tenantId: ctx.tenantId, id: newId(), contractId: newId(), deptId, month, amount, milestone: '阶段成果' });
}

const flat = (tree: TOkrGoal[]): TOkrGoal[] => tree.flatMap((g) => [g, ...flat(g.children ?? [])]);

describe('allocate (largest remainder)', () => {
  it('splits fen exactly, the biggest remainders first', () => {
    expect(allocate(100, [1n, 1n, 1n])).toEqual([34, 33, 33]);
    expect(allocate(1000, [3000n, 7000n])).toEqual([300, 700]);
    expect(allocate(0, [1n])).toEqual([0]);
    const big = allocate(99_999_999_999_99, [123456789012n, 987654321098n, 5n]);
    expect(big.reduce((a, b) => a + b, 0)).toBe(99_999_999_999_99);
  });
});

describe('plan method (计划方式)', () => {
  it('by department share: writes the department goals, months split exactly, re-applied keeps people’s splits as the floor', async () => {
    const year = 2041;
    const s = await sunli();
    const other = await ctx.make.dept({ name: '计划二部' });
    const none = await admin().data(planMethodApi.get, { body: { year } });
    expect(none).toMatchObject({ method: 'manual', companyGoal: null, previewNote: '请先建立该年度的公司目标', version: null });

    const co = await admin().data(okrApi.save, { body: { level: 'company', year, name: '2041年公司目标', target: 1_000_000 } });
    // Σ shares above 100% and an unknown department are refused.
    const over = await admin().send(planMethodApi.save, { body: { year, method: 'share', shares: [{ deptId: s.deptId!, share: 60 }, { deptId: other.id, share: 50 }] } });
    expect([over.statusCode, over.body.msg]).toEqual([400, '各部门比例之和（110.00%）不能超过100%']);
    expect((await admin().send(planMethodApi.save, { body: { year, method: 'share', shares: [{ deptId: 'no-such', share: 10 }] } })).body.msg).toBe('请选择部门');
    expect((await admin().send(planMethodApi.save, { body: { year, method: 'share', shares: [] } })).body.msg).toBe('按部门比例分解须至少填写一个部门');

    const saved = await admin().call(planMethodApi.save, { body: { year, method: 'share', shares: [{ deptId: s.deptId!, share: 60 }, { deptId: other.id, share: 33.33 }] } });
    expect(saved.msg).toBe('保存成功');
    expect(saved.data.preview.map((p) => [p.deptName, p.weight, p.target, p.currentTarget])).toEqual([
      ['造价一所', 60, 600000, null], ['计划二部', 33.33, 333300, null],
    ]);
    const applied = await admin().call(planMethodApi.apply, { body: { year } });
    expect(applied.msg).toBe('已按计划方式分解到部门');
    expect(applied.data.appliedByName).toBeTruthy();
    const tree = flat(await admin().data(okrApi.queryTree, { body: { year } }));
    const d1 = tree.find((g) => g.deptId === s.deptId && g.level === 'dept')!;
    const d2 = tree.find((g) => g.deptId === other.id)!;
    expect([d1.target, d2.target]).toEqual([600000, 333300]);
    expect(d1.monthTargets.reduce((a, b) => a + b, 0)).toBeCloseTo(600000, 2);
    expect(tree.find((g) => g.id === co.id)!.splitTotal).toBe(933300);

    // sunli takes 300000 of the department; a share that leaves the department less is refused, nothing written.
    await admin().data(okrApi.save, { body: { level: 'person', parentId: d1.id, year, userId: s.id, name: '孙丽目标', target: 300000 } });
    await admin().data(planMethodApi.save, { body: { year, method: 'share', shares: [{ deptId: s.deptId!, share: 20 }, { deptId: other.id, share: 80 }] } });
    const low = await admin().send(planMethodApi.apply, { body: { year } });
    expect([low.statusCode, low.body.msg]).toEqual([400, '造价一所的目标不能低于已分解给个人的 300000.00 元']);
    const after = flat(await admin().data(okrApi.queryTree, { body: { year } }));
    expect(after.find((g) => g.id === d2.id)!.target).toBe(333300);

    // Manual: nothing to apply.
    await admin().data(planMethodApi.save, { body: { year, method: 'manual' } });
    expect((await admin().send(planMethodApi.apply, { body: { year } })).body.msg).toBe('手工分解无需应用，请在经营目标中逐个分解');
  });

  it('by last year’s income: in proportion to each department’s recognised income; none → refused', async () => {
    const year = 2043;
    const a = await ctx.make.dept({ name: '上年一部' });
    const b = await ctx.make.dept({ name: '上年二部' });
    await admin().data(okrApi.save, { body: { level: 'company', year, name: '2043年公司目标', target: 1_200_000 } });
    await admin().data(planMethodApi.save, { body: { year, method: 'last_year' } });
    const empty = await admin().data(planMethodApi.get, { body: { year } });
    expect(empty.previewNote).toBe('上年度没有确认收入，无法按上年收入分解');
    expect((await admin().send(planMethodApi.apply, { body: { year } })).body.msg).toBe('上年度没有确认收入，无法按上年收入分解');

    await income(a.id, `${year - 1}-03`, 300000);
    await income(b.id, `${year - 1}-07`, 100000);
    await income(b.id, `${year - 1}-08`, 200000);
    const res = await admin().data(planMethodApi.apply, { body: { year } });
    const byName = Object.fromEntries(res.preview.map((p) => [p.deptName, [p.weight, p.target, p.currentTarget]]));
    expect(byName).toEqual({ 上年一部: [300000, 600000, 600000], 上年二部: [300000, 600000, 600000] });
  });

  it('needs its rights: viewing and editing the method, and the objectives’ edit right to apply', async () => {
    const viewer = await ctx.make.caller({ roles: [{ perms: ['market:planMethod:view'], scopes: { fin_okr: 'all' } }] });
    expect((await ctx.client(viewer.loginName).send(planMethodApi.get, { body: { year: 2044 } })).statusCode).toBe(200);
    expect((await ctx.client(viewer.loginName).send(planMethodApi.save, { body: { year: 2044, method: 'manual' } })).statusCode).toBe(403);
    const editor = await ctx.make.caller({ roles: [{ perms: ['market:planMethod:view', 'market:planMethod:edit'], scopes: { fin_okr: 'all' } }] });
    expect((await ctx.client(editor.loginName).send(planMethodApi.apply, { body: { year: 2044 } })).statusCode).toBe(403);
    const bad = await admin().send(planMethodApi.save, { body: { year: 1999, method: 'x', shares: 'a' } as never });
    expect(bad.statusCode).toBe(400);
  });
});

describe('production plan (产值计划)', () => {
  it('month targets against recognised income, completion per month, to date and for the year', async () => {
    const year = 2045;
    const dept = await ctx.make.dept({ name: '产值一部' });
    const co = await admin().data(okrApi.save, { body: { level: 'company', year, name: '2045年公司目标', target: 1_200_000 } });
    await admin().data(okrApi.save, { body: { level: 'dept', parentId: co.id, year, deptId: dept.id, name: '产值一部目标', target: 240000 } });
    await income(dept.id, `${year}-01`, 30000);
    await income(dept.id, `${year}-02`, 10000);
    const res = await admin().data(productionApi.query, { body: { year, month: 2, level: 'dept', deptId: dept.id } });
    expect(res.asOf).toBe(2);
    expect(res.rows).toHaveLength(1);
    const r = res.rows[0];
    expect(r).toMatchObject({ name: '产值一部目标', deptName: '产值一部', target: 240000, toDatePlan: 40000, toDateActual: 40000, toDateRate: 1, yearActual: 40000 });
    expect(r.yearRate).toBeCloseTo(0.1667, 4);
    expect(r.months.slice(0, 3)).toEqual([{ plan: 20000, actual: 30000, rate: 1.5 }, { plan: 20000, actual: 10000, rate: 0.5 }, { plan: 20000, actual: 0, rate: 0 }]);
    // All levels: the company first; a past year counts all twelve months by default.
    const all = await admin().data(productionApi.query, { body: { year } });
    expect(all.rows.map((x) => x.level)).toEqual(['company', 'dept']);
    const nobody = await ctx.make.caller({ roles: [{ perms: ['market:objectives:view'], scopes: { fin_okr: 'all' } }] });
    expect((await ctx.client(nobody.loginName).send(productionApi.query, { body: { year } })).statusCode).toBe(403);
  });
});

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('经营目标');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function importRows(rows: unknown[][], mode: 'valid' | 'all') {
  const token = await ctx.token('admin');
  const m = multipart([{ field: 'file', filename: 'okr.xlsx', content: await xlsx(rows) }]);
  const up = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(token), 'content-type': m.contentType }, payload: m.payload });
  expect(up.statusCode, up.body).toBe(200);
  const fileId = body<string[]>(up).data[0];
  return ctx.app.inject({ method: 'POST', url: `/api/b/excel/template/confirmExcel/finance:okr/${fileId}`, headers: auth(token), payload: { mode } });
}

const HEAD = ['年度', '层级', '部门', '人员', '目标名称', '年度目标', ...Array.from({ length: 12 }, (_, i) => `${i + 1}月`), '关键结果'];
const blank12 = Array<string>(12).fill('');

describe('objectives from Excel', () => {
  it('checks every row against the tree (parents first, children within the parent, 12 months = year); mode all writes nothing on a failure', async () => {
    const year = 2047;
    const dept = await ctx.make.dept({ name: '导入一部' });
    const person = await ctx.make.user({ deptId: dept.id, name: '导入甲' });
    const rows = [
      HEAD,
      [year, '部门', '导入一部', '', '部门先于公司', 100, ...blank12, ''],
      [year, '公司', '', '', '2047年公司目标', 1_200_000, ...blank12, '签约额'],
      [year, '部门', '导入一部', '', '导入一部目标', 600000, ...Array(6).fill(60000), ...Array(6).fill(40000), ''],
      [year, '个人', '', person.loginName, '导入甲目标', 700000, ...blank12, ''],
      [year, '个人', '', person.loginName, '月份不全', 120000, 10000, ...Array(11).fill(''), ''],
      [year, '部门', '导入一部', '', '重复', 1, ...blank12, ''],
      [year, '集团', '', '', 'x', 1, ...blank12, ''],
    ];
    const res = await importRows(rows, 'all');
    expect(res.statusCode, res.body).toBe(400);
    const r = body<TImportResult>(res).data;
    expect(r).toMatchObject({ total: 7, imported: 0, failed: 5 });
    expect(Object.fromEntries(r.errors.map((e) => [e.row, e.reasons.join('；')]))).toEqual({
      2: '上级目标不存在或无权查看（先建公司目标，再建部门目标，最后个人目标；同一文件中上级须在前）',
      5: '分解目标超过上级年度目标（可分解 600000.00 元）',
      6: '各月目标须12个月都填写或都不填',
      7: '文件中同一对象的目标重复',
      8: '层级应为 公司、部门 或 个人',
    });
    expect(await admin().data(okrApi.queryTree, { body: { year } })).toEqual([]);

    // The good rows alone go in, as a tree; a second file changes the person's goal in place.
    const ok = await importRows([HEAD, rows[2], rows[3], [year, '个人', '', person.loginName, '导入甲目标', 120000, ...blank12, '']], 'all');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body<TImportResult>(ok).data).toMatchObject({ total: 3, imported: 3, failed: 0 });
    const tree = await admin().data(okrApi.queryTree, { body: { year } });
    expect(tree[0]).toMatchObject({ name: '2047年公司目标', target: 1_200_000, keyResults: '签约额', splitTotal: 600000 });
    const d = tree[0].children![0];
    expect(d).toMatchObject({ deptName: '导入一部', target: 600000, splitTotal: 120000 });
    expect(d.monthTargets).toEqual([...Array(6).fill(60000), ...Array(6).fill(40000)]);
    expect(d.children![0]).toMatchObject({ userName: '导入甲', target: 120000 });

    const again = await importRows([HEAD, [year, '个人', '', person.loginName, '导入甲目标（调整）', 240000, ...blank12, '']], 'all');
    expect(again.statusCode, again.body).toBe(200);
    const t2 = flat(await admin().data(okrApi.queryTree, { body: { year } }));
    expect(t2.filter((g) => g.level === 'person').map((g) => [g.name, g.target])).toEqual([['导入甲目标（调整）', 240000]]);
    // Lowering the department below its person's goal is refused per row.
    const low = await importRows([HEAD, [year, '部门', '导入一部', '', '导入一部目标', 100000, ...blank12, '']], 'all');
    expect(body<TImportResult>(low).data.errors[0].reasons).toEqual(['目标不能低于已分解给下级的 240000.00 元']);
  }, 180_000); // five uploads, each read in the sheet worker: slow on a loaded machine

  it('is all or nothing whatever the request asks: a "valid rows only" import with a bad row writes nothing; the wizard is told', async () => {
    const year = 2048;
    const dept = await ctx.make.dept({ name: '导入二部' });
    const rows = [
      HEAD,
      [year, '公司', '', '', '2048年公司目标', 1_000_000, ...blank12, ''],
      [year, '部门', '导入二部', '', '导入二部目标', 400000, ...blank12, ''],
      [year, '部门', dept.name, '', '超出上级', 700000, ...blank12, ''],
    ];
    const res = await importRows(rows, 'valid');
    expect(res.statusCode, res.body).toBe(400);
    expect(body<TImportResult>(res).data).toMatchObject({ total: 3, imported: 0, failed: 1, mode: 'all' });
    expect(await admin().data(okrApi.queryTree, { body: { year } })).toEqual([]);
    // The targets call and the wizard's read step carry the flag (the wizard then offers no "valid rows only").
    const targets = body<{ code: string; allOrNothing?: boolean }[]>(await ctx.call('admin', 'GET', '/api/b/excel/targets')).data;
    expect(targets.find((t) => t.code === 'finance:okr')?.allOrNothing).toBe(true);
    expect(targets.find((t) => t.code === 'supervise:problem')?.allOrNothing).toBeUndefined();
    const m = multipart([{ field: 'file', filename: 'okr.xlsx', content: await xlsx(rows) }]);
    const up = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(await ctx.token('admin')), 'content-type': m.contentType }, payload: m.payload });
    const read = await ctx.call('admin', 'POST', `/api/b/excel/template/readExcel/finance:okr/${body<string[]>(up).data[0]}`, {});
    expect(read.statusCode, read.body).toBe(200);
    expect(body<{ allOrNothing?: boolean }>(read).data.allOrNothing).toBe(true);
    const ok = await importRows(rows.slice(0, 3), 'valid');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body<TImportResult>(ok).data).toMatchObject({ imported: 2, mode: 'all' });
    const tree = await admin().data(okrApi.queryTree, { body: { year } });
    expect(tree[0]).toMatchObject({ name: '2048年公司目标', splitTotal: 400000 });
  }, 120_000);
});
