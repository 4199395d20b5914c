import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { costDataApi, projectFileApi, qualityApi } from '@ecms/shared';
import { qcItem, qcNode, qcProject } from '../../../db/schema/index.js';
import { newId } from '../../../platform/ids.js';
import { withTenant } from '../../../platform/tenancy.js';
import { client } from '../../../../test/api-client.js';
import { auth, body } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { BUILDING_AREA, boqWorkbook } from '../../quality/__tests__/fixtures/boq-workbook.js';

/*
 * The analyses over a realistic imported project (the clean 3-单位工程 office building of the
 * quality fixtures, through the import call) and a library of six small office projects written
 * straight into the BoQ tables: the same items at prices within ±2 %, except that 矩形柱 costs 70 %
 * of ours and the rebar quantity is half of ours — so exactly those stand out.
 */

const ctx = useTestApp();
const as = async (login = 'admin') => client(ctx.app, await ctx.token(login));

let projectId = '';
const libIds: string[] = [];
const COLUMN = '010502001';
const REBAR = '010515001';

async function upload(content: Buffer, filename = 'clean.xlsx'): Promise<string> {
  const m = multipart([{ field: 'file', filename, content }]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(await ctx.token()), 'content-type': m.contentType }, payload: m.payload });
  expect(res.statusCode, res.body).toBe(200);
  return body<string[]>(res).data[0];
}

beforeAll(async () => {
  const c = await as();
  const fileId = await upload((await boqWorkbook('clean')).buffer);
  const project = await c.data(qualityApi.importFile, { body: { fileId, area: BUILDING_AREA, kind1: '房屋建筑', kind2: '办公', structure: '框架', region: '江苏' } });
  projectId = project.id;
  const own = project.indicators as Record<string, number>;
  const admin = { tenantId: ctx.tenantId, userId: await ctx.uid('admin') };
  await withTenant(ctx.db, admin, async (tx) => {
    // the library knows only 房建 items (01…): the two 安装 units' items stay 未评估
    const items = (await tx.select().from(qcItem).where(eq(qcItem.projectId, projectId))).filter((x) => x.code.startsWith('01'));
    for (let p = 0; p < 6; p++) {
      const id = newId();
      const unitId = newId();
      const sectionId = newId();
      const jitter = [0.98, 0.99, 1, 1.01, 1.02, 1][p];
      libIds.push(id);
      await tx.insert(qcProject).values({
        id, name: `样本办公楼${p + 1}`, specVersion: '2013', stage: '控制价', kind1: '房屋建筑', kind2: '办公', structure: '框架', area: BUILDING_AREA,
        total: own.total * jitter, indicators: { ...own, total: own.total * jitter, unitCost: own.unitCost * [0.9, 0.95, 1, 1.05, 1.1, 1][p] } as never,
        createdBy: admin.userId,
      });
      await tx.insert(qcNode).values([
        { id: unitId, projectId: id, kind: 'unit', name: '建筑与装饰工程', seq: 1, discipline: '01' },
        { id: sectionId, projectId: id, parentId: unitId, kind: 'section', name: '全部', seq: 1 },
      ]);
      await tx.insert(qcItem).values(items.map((x, i) => {
        const price = (x.price ?? 0) * (x.code.startsWith(COLUMN) ? 0.7 : jitter);
        const qty = (x.qty ?? 0) * (x.code.startsWith(REBAR) ? 0.5 : 1);
        return {
          id: newId(), projectId: id, unitId, sectionId, seq: i + 1, code: x.code, name: x.name, unit: x.unit, qty,
          price: Math.round(price * 100) / 100, amount: Math.round(price * qty * 100) / 100, srcSheet: '表-08', srcRow: i + 5,
        };
      }));
    }
  }, ctx.app.registry);
});

describe('subject book (/b/subject/book)', () => {
  it('lists the 分部 of the project with amount, share and 元/㎡; the summary follows 表-04; a 分部 opens its items', async () => {
    const c = await as();
    const page = await c.call(costDataApi.subjectList, { body: { params: { projectId }, pageSize: 1000 } });
    expect(page.total).toBeGreaterThan(5);
    const concrete = page.data.find((r) => r.name === '混凝土及钢筋混凝土工程');
    expect(concrete).toMatchObject({ unitName: '建筑与装饰工程', code: '0105', isMeasure: false, items: 6 });
    expect(concrete!.perM2).toBeCloseTo(concrete!.amount / BUILDING_AREA, 2);
    expect(page.data.reduce((a, r) => a + (r.share ?? 0), 0)).toBeCloseTo(1, 3);
    const civilOnly = await c.call(costDataApi.subjectList, { body: { params: { projectId, unitId: concrete!.unitId, isMeasure: true } } });
    expect(civilOnly.data.every((r) => r.isMeasure && r.unitId === concrete!.unitId)).toBe(true);

    const summary = await c.data(costDataApi.subjectSummary, { body: { projectId } });
    expect(summary.units.map((u) => u.name)).toEqual(['建筑与装饰工程', '给排水工程', '电气工程']);
    expect(summary.units.reduce((a, u) => a + u.amount, 0)).toBeCloseTo(summary.total, 0);
    const fbfx = summary.lines.find((l) => l.code === 'fbfx')!;
    expect(fbfx.amount).toBeGreaterThan(0);
    expect(fbfx.perM2).toBeCloseTo(fbfx.amount / BUILDING_AREA, 1);

    const items = await c.data(costDataApi.subjectItems, { body: { projectId, sectionId: concrete!.id } });
    expect(items.map((x) => x.code)).toContain('010502001001');
    expect(items[0]).toMatchObject({ srcSheet: expect.any(String), srcRow: expect.any(Number) });
  });

  it('hostile bodies get a 4xx with the envelope: no project, unknown filter, negative page, a project of nobody', async () => {
    const c = await as();
    const none = await c.send(costDataApi.subjectList, { body: { params: { projectId: '' } } });
    expect(none.statusCode).toBe(400);
    expect(none.body.msg).toBe('请选择工程');
    expect((await c.send(costDataApi.subjectList, { body: { params: { projectId, evil: 1 } } as never })).statusCode).toBe(400);
    expect((await c.send(costDataApi.subjectList, { body: { params: { projectId }, pageNo: -1 } })).statusCode).toBe(400);
    const missing = await c.send(costDataApi.subjectSummary, { body: { projectId: 'nope' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.msg).toBe('工程不存在或无权查看');
    expect((await c.send(costDataApi.unusualPrice, { body: { projectId, k: 100 } })).statusCode).toBe(400);
  });
});

describe('analyses (/b/analyze*, /b/unusualAnalyze, /b/relativityAnalyze, /b/expandAnalyze)', () => {
  it('indicators: 单方造价 within the library\'s P10–P90; the empty person library answers 未评估', async () => {
    const c = await as();
    const a = await c.data(costDataApi.analyzeIndicator, { body: { projectId } });
    expect(a.projects).toBe(6);
    const unitCost = a.rows.find((r) => r.code === 'unitCost')!;
    expect(unitCost).toMatchObject({ samples: 6, status: 'normal' });
    expect(unitCost.p10! <= unitCost.value! && unitCost.value! <= unitCost.p90!).toBe(true);
    const person = await c.data(costDataApi.analyzeIndicator, { body: { projectId, library: 'person' } });
    expect(person.rows.every((r) => r.status === 'unassessed' && r.samples === 0)).toBe(true);
    const strict = await c.data(costDataApi.analyzeIndicator, { body: { projectId, minSamples: 7 } });
    expect(strict.rows.find((r) => r.code === 'unitCost')!.status).toBe('unassessed');
  });

  it('unusual prices: only 矩形柱 (library at 70 %) is outside the IQR fences; unusual quantities: only the rebar', async () => {
    const c = await as();
    const price = await c.data(costDataApi.unusualPrice, { body: { projectId } });
    expect(price.rows.map((r) => [r.code9, r.status])).toEqual([[COLUMN, 'high']]);
    expect(price.rows[0].deviation).toBeCloseTo(1 / 0.7 - 1, 2);
    expect(price.rows[0]).toMatchObject({ samples: 6, srcSheet: expect.stringContaining('08') });
    // the two 安装 units' items have no library: 未评估, listed only on request
    expect(price.counts.unassessed).toBeGreaterThan(0);
    const withUnassessed = await c.data(costDataApi.unusualPrice, { body: { projectId, includeUnassessed: true } });
    expect(withUnassessed.rows.length).toBe(1 + price.counts.unassessed);

    const qty = await c.data(costDataApi.unusualQuantity, { body: { projectId } });
    expect(qty.rows.filter((r) => r.status !== 'unassessed').map((r) => [r.code9, r.status])).toEqual([[REBAR, 'high']]);
    expect(qty.rows[0].value).toBeCloseTo(270.125 / BUILDING_AREA, 5);
  });

  it('relativity: 钢筋/混凝土 is twice the library\'s and high; 模板/混凝土 equals it; expanded: 0105 元/㎡ above the median by more than 20 %', async () => {
    const c = await as();
    const rel = await c.data(costDataApi.relativity, { body: { projectId } });
    const rebar = rel.rows.find((r) => r.code === 'rebarConcrete')!;
    expect(rebar.status).toBe('high');
    expect(rebar.value).toBeCloseTo(270.125 * 1000 / 2100, 2);
    expect(rebar.median).toBeCloseTo(rebar.value! / 2, 2);
    const formwork = rel.rows.find((r) => r.code === 'formworkConcrete')!;
    expect(formwork).toMatchObject({ status: 'normal', numerator: 12860, denominator: 2100 });
    expect(rel.rows.find((r) => r.code === 'fillDig')!.value).toBeCloseTo(2100 / 3200, 4);

    const ex = await c.data(costDataApi.expand, { body: { projectId } });
    const concrete = ex.rows.find((r) => r.code === '0105')!;
    expect(concrete).toMatchObject({ name: '混凝土及钢筋混凝土工程', samples: 6, status: 'high' });
    expect(concrete.deviation!).toBeGreaterThan(0.2);
    expect(ex.rows.find((r) => r.code === '0111')!.status).toBe('normal');
  });
});

describe('person library (/b/evaluate/project/intoPersonLib)', () => {
  it('puts projects into the caller\'s library once, compares with it, and only the owner takes them out', async () => {
    const c = await as();
    for (const id of libIds.slice(0, 5)) {
      const r = await c.call(costDataApi.intoPersonLib, { body: { projectId: id, remark: '同类办公楼' } });
      expect(r.msg).toBe('已加入个人库');
    }
    const again = await c.send(costDataApi.intoPersonLib, { body: { projectId: libIds[0] } });
    expect(again.statusCode).toBe(400);
    expect(again.body.msg).toBe('该工程已在个人库中');
    const lib = await c.call(costDataApi.personLib, { body: { params: { name: '样本' } } });
    expect(lib.total).toBe(5);
    expect(lib.data[0]).toMatchObject({ kind2: '办公', remark: '同类办公楼', area: BUILDING_AREA });

    const person = await c.data(costDataApi.analyzeIndicator, { body: { projectId, library: 'person' } });
    expect(person.projects).toBe(5);
    expect(person.rows.find((r) => r.code === 'unitCost')!.status).not.toBe('unassessed');

    const other = await ctx.make.caller({ roles: [{ perms: ['costdata:subject:view', 'costdata:subject:add'], scopes: { qc_project: 'all' } }] });
    const o = client(ctx.app, other.token);
    expect((await o.call(costDataApi.personLib, { body: {} })).total).toBe(0);
    const steal = await o.send(costDataApi.outPersonLib, { params: { id: lib.data[0].id } });
    expect(steal.statusCode).toBe(404);
    expect(steal.body.msg).toBe('个人库中没有该工程');
    expect((await c.call(costDataApi.outPersonLib, { params: { id: lib.data[0].id } })).msg).toBe('已移出个人库');
    expect((await c.call(costDataApi.personLib, { body: {} })).total).toBe(4);
  });
  it('five simultaneous adds of one project leave one entry: one 加入 succeeds, the others hear it is already there', async () => {
    const c = await as();
    const answers = await Promise.all(Array.from({ length: 5 }, () => c.send(costDataApi.intoPersonLib, { body: { projectId: libIds[5] } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.body.msg === '该工程已在个人库中')).toBe(true);
    const lib = await c.call(costDataApi.personLib, { body: { params: { name: '样本办公楼6' } } });
    expect(lib.total).toBe(1);
  });
});

describe('bill and norm books (/b/bill, /b/norm)', () => {
  it('the bill book groups the library\'s items by national code and unit with price statistics; its detail names the projects', async () => {
    const c = await as();
    const page = await c.call(costDataApi.billBook, { body: { params: { code: '0105' }, pageSize: 100 } });
    const column = page.data.find((r) => r.code === COLUMN)!;
    expect(column).toMatchObject({ unit: 'm3', samples: 7, projects: 7, name: '矩形柱' });
    expect(column.minPrice).toBeLessThan(column.maxPrice!);
    expect(page.total).toBe(page.data.length);
    const byName = await c.call(costDataApi.billBook, { body: { params: { name: '矩形柱' } } });
    expect(byName.data.map((r) => r.code)).toContain(COLUMN);
    expect(byName.data.every((r) => r.name.includes('矩形柱'))).toBe(true);
    const paged = await c.call(costDataApi.billBook, { body: { pageSize: 2, pageNo: 2 } });
    expect(paged.data).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(4);
    const detail = await c.data(costDataApi.billDetail, { body: { code: COLUMN, unit: 'm3' } });
    expect(detail).toHaveLength(7);
    expect(detail.map((d) => d.projectName)).toContain('某科技公司办公楼');
    expect(detail[0].price).toBeLessThanOrEqual(detail[6].price!);
  });

  it('the norm book lists the imported 人材机 with their prices', async () => {
    const c = await as();
    const page = await c.call(costDataApi.normBook, { body: { pageSize: 200 } });
    expect(page.total).toBeGreaterThan(0);
    const first = page.data[0];
    expect(first.samples).toBeGreaterThan(0);
    const detail = await c.data(costDataApi.normDetail, { body: { code: first.code, unit: first.unit } });
    expect(detail.length).toBe(first.samples);
    expect(detail[0]).toMatchObject({ projectName: '某科技公司办公楼', srcSheet: expect.any(String) });
  });
});

describe('rights and data scope', () => {
  it('each family needs its right; a caller who sees only their own projects gets 404 and an empty library', async () => {
    const none = client(ctx.app, (await ctx.make.caller({ roles: [{ perms: ['sys:dept:view'] }] })).token);
    expect((await none.send(costDataApi.subjectList, { body: { params: { projectId } } })).statusCode).toBe(403);
    expect((await none.send(costDataApi.unusualPrice, { body: { projectId } })).statusCode).toBe(403);
    expect((await none.send(costDataApi.billBook, { body: {} })).statusCode).toBe(403);
    const viewer = client(ctx.app, (await ctx.make.caller({ roles: [{ perms: ['costdata:subject:view'], scopes: { qc_project: 'all' } }] })).token);
    expect((await viewer.send(costDataApi.intoPersonLib, { body: { projectId } })).statusCode).toBe(403);
    const self = client(ctx.app, (await ctx.make.caller({
      roles: [{ perms: ['costdata:analysis:view', 'costdata:book:view', 'costdata:subject:view'], scopes: { qc_project: 'self' } }],
    })).token);
    expect((await self.send(costDataApi.relativity, { body: { projectId } })).statusCode).toBe(404);
    expect((await self.call(costDataApi.billBook, { body: {} })).total).toBe(0);
    expect(await self.data(costDataApi.billDetail, { body: { code: COLUMN } })).toEqual([]);
  });
});

describe('cost database, files and industrial data (/b/costdata/*)', () => {
  // the library projects carry no 价格基准期: their year is the year they were stored (Beijing time)
  const year = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 4);

  it('the cost database finds projects by name, region, type, structure and year, with 单方造价 and the number of files', async () => {
    const c = await as();
    await c.data(projectFileApi.files, { body: { projectId, add: [{ fileId: await upload(Buffer.from('%PDF-1.4 plan'), '总平面图.pdf'), folder: '图纸' }] } });
    const all = await c.call(costDataApi.dataProjects, { body: { params: { kind2: '办公', structure: '框架', year }, orderBy: 'unitCost', order: 'desc', pageSize: 50 } });
    expect(all.total).toBe(7);
    const costs = all.data.map((r) => r.indicators?.unitCost ?? 0);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const ours = (await c.data(costDataApi.dataProjects, { body: { params: { region: '江苏' } } }));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ id: projectId, year, area: BUILDING_AREA });
    expect(ours[0].files).toBeGreaterThanOrEqual(1);
    expect((await c.call(costDataApi.dataProjects, { body: { params: { name$like: '样本办公楼' } } })).total).toBe(6);
    expect((await c.call(costDataApi.dataProjects, { body: { params: { year: '1999' } } })).total).toBe(0);
    // an unknown filter is refused, not ignored
    expect((await c.send(costDataApi.dataProjects, { body: { params: { owner: 'x' } } })).statusCode).toBe(400);
  });

  it('the file list shows the files of visible projects with their project; filters by project and kind', async () => {
    const c = await as();
    const page = await c.call(costDataApi.dataFiles, { body: { params: { projectName$like: '办公', kind: 'other' } } });
    expect(page.data.find((f) => f.fileName === '总平面图.pdf')).toMatchObject({ projectId, folder: '图纸', kind: 'other', region: '江苏' });
    expect((await c.call(costDataApi.dataFiles, { body: { params: { projectId: libIds[0] } } })).total).toBe(0);
  });

  it('industrial data groups projects by type and structure (7 → P10/median/P90), by region (江苏 alone is 未评估)', async () => {
    const c = await as();
    const byKind = await c.data(costDataApi.industrial, { body: {} });
    const office = byKind.find((r) => r.kind2 === '办公' && r.structure === '框架')!;
    expect(office).toMatchObject({ projects: 7, assessed: true, region: null, year: null });
    expect(office.unitCost.p10!).toBeLessThan(office.unitCost.median!);
    expect(office.unitCost.median!).toBeLessThan(office.unitCost.p90!);
    const byRegion = await c.data(costDataApi.industrial, { body: { groupBy: ['region'] } });
    expect(byRegion.find((r) => r.region === '江苏')).toMatchObject({ projects: 1, assessed: false, unitCost: { p10: null, median: null, p90: null } });
    expect(byRegion.find((r) => r.region === null)).toMatchObject({ projects: 6, assessed: true });
    expect(await c.data(costDataApi.industrial, { body: { params: { region: '江苏', year }, groupBy: ['year'] } })).toMatchObject([{ year, projects: 1 }]);
    expect((await c.send(costDataApi.industrial, { body: { groupBy: ['owner'] } as never })).statusCode).toBe(400);
    expect((await c.send(costDataApi.industrial, { body: { params: { year: '20x6' } } })).statusCode).toBe(400);
  });

  it('each page needs its right; a caller who sees only their own projects sees none', async () => {
    const none = client(ctx.app, (await ctx.make.caller({ roles: [{ perms: ['costdata:analysis:view'] }] })).token);
    expect((await none.send(costDataApi.dataProjects, { body: {} })).statusCode).toBe(403);
    expect((await none.send(costDataApi.dataFiles, { body: {} })).statusCode).toBe(403);
    expect((await none.send(costDataApi.industrial, { body: {} })).statusCode).toBe(403);
    const self = client(ctx.app, (await ctx.make.caller({
      roles: [{ perms: ['costdata:data:view', 'costdata:file:view', 'costdata:industrial:view'], scopes: { qc_project: 'self' } }],
    })).token);
    expect((await self.call(costDataApi.dataProjects, { body: {} })).total).toBe(0);
    expect((await self.call(costDataApi.dataFiles, { body: {} })).total).toBe(0);
    expect(await self.data(costDataApi.industrial, { body: {} })).toEqual([]);
  });
});

describe('saved analyses (/b/analyze/record/*)', () => {
  it('saves a run with its parameters and result, lists and reopens it unchanged, exports it, and deletes it; the owner\'s only', async () => {
    const c = await as();
    const saved = await c.call(costDataApi.saveRecord, { body: { name: '控制价复核', kind: 'unusualPrice', params: { projectId, k: 2, includeUnassessed: false } } });
    expect(saved.msg).toBe('分析记录已保存');
    expect(saved.data).toMatchObject({ name: '控制价复核', kind: 'unusualPrice', projectId, params: { projectId, k: 2, includeUnassessed: false } });
    const live = await c.data(costDataApi.unusualPrice, { body: { projectId, k: 2 } });
    const indicator = await c.data(costDataApi.saveRecord, { body: { name: '指标', kind: 'indicator', params: { projectId, k: 3 } } });
    // k means nothing to an indicator analysis: not kept
    expect(indicator.params).toEqual({ projectId });

    const list = await c.call(costDataApi.records, { body: { params: { projectId } } });
    expect(list.data.map((r) => r.name)).toEqual(['指标', '控制价复核']);
    expect((await c.call(costDataApi.records, { body: { params: { kind: 'unusualPrice', name: '复核' } } })).total).toBe(1);
    const opened = await c.data(costDataApi.record, { params: { id: saved.data.id } });
    if (opened.kind !== 'unusualPrice') throw new Error(`reopened as ${opened.kind}`);
    expect(opened.result).toEqual(live);
    expect(opened.result.rows.map((r) => r.code9)).toContain(COLUMN);

    const res = await ctx.app.inject({ method: 'GET', url: `/api/b/analyze/record/${saved.data.id}/export`, headers: auth(await ctx.token()) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('异常单价');
    expect((ws.getRow(1).values as unknown[]).slice(1, 6)).toEqual(['单位工程', '项目编码', '项目名称', '单位', '综合单价']);
    const column = (ws.getRow(2).values as unknown[]).slice(1);
    expect(String(column[1]).startsWith(COLUMN)).toBe(true);
    expect(column).toContain('偏高');
    expect(column[column.length - 1]).toMatch(/^表-08.* 第\d+行$/);

    // another user sees nothing of it
    const otherCaller = await ctx.make.caller({ roles: [{ perms: ['costdata:analysis:view'], scopes: { qc_project: 'all' } }] });
    const other = client(ctx.app, otherCaller.token);
    expect((await other.call(costDataApi.records, { body: {} })).total).toBe(0);
    expect((await other.send(costDataApi.record, { params: { id: saved.data.id } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/b/analyze/record/${saved.data.id}/export`, headers: auth(otherCaller.token) })).statusCode).toBe(404);
    expect((await other.send(costDataApi.removeRecord, { params: { id: saved.data.id } })).statusCode).toBe(404);

    expect((await c.call(costDataApi.removeRecord, { params: { id: saved.data.id } })).msg).toBe('分析记录已删除');
    expect((await c.send(costDataApi.record, { params: { id: saved.data.id } })).body.msg).toBe('分析记录不存在');
  });

  it('a bad record is refused with its message; a project outside the scope is 404; the right is needed', async () => {
    const c = await as();
    expect((await c.send(costDataApi.saveRecord, { body: { name: ' ', kind: 'indicator', params: { projectId } } })).body.msg).toBe('请输入记录名称');
    expect((await c.send(costDataApi.saveRecord, { body: { name: 'x', kind: 'eval', params: { projectId } } as never })).statusCode).toBe(400);
    expect((await c.send(costDataApi.saveRecord, { body: { name: 'x', kind: 'expand', params: { projectId: 'nope' } } })).statusCode).toBe(404);
    const none = client(ctx.app, (await ctx.make.caller({ roles: [{ perms: ['costdata:book:view'] }] })).token);
    expect((await none.send(costDataApi.records, { body: {} })).statusCode).toBe(403);
  });
});
