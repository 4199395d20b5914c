import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { costDataApi, projectFileApi, qualityApi, type TQcFinding } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { auth, body } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { analysisBasis, type MItem, type MProject, RULE_BY_CODE } from '../qc-rules.js';
import { BUILDING_AREA, boqWorkbook } from './fixtures/boq-workbook.js';

/*
 * 表-09 综合单价分析表 (issue 19 leftover): its blocks imported under their 清单项 in both layouts, the
 * checks that need 定额 (rule 2: 合价 = 数量 × 单价, 小计, Σ合价 = 综合单价 = 表-08; rule 4: 未组价 and
 * the 定额/清单 quantity ratio; rule 9: 暂估价 from the 材料明细; the same 定额 at two prices), and the
 * norm book over the imported 定额.
 */

const ctx = useTestApp();
const as = async () => client(ctx.app, await ctx.token('admin'));

async function upload(content: Buffer, filename: string): Promise<string> {
  const m = multipart([{ field: 'file', filename, content }]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(await ctx.token('admin')), 'content-type': m.contentType }, payload: m.payload });
  expect(res.statusCode, res.body).toBe(200);
  return body<string[]>(res).data[0];
}

async function importBook(variant: 'clean' | 'planted', layout: '2013' | '2024') {
  const wb = await boqWorkbook(variant, { layout, analysis: true });
  const fileId = await upload(wb.buffer, `${variant}-${layout}.xlsx`);
  const project = await (await as()).data(qualityApi.importFile, { body: { fileId, area: BUILDING_AREA, kind1: '房屋建筑', kind2: '办公', structure: '框架', region: '江苏' } });
  return { ...wb, fileId, project };
}

async function runAll(projectId: string): Promise<TQcFinding[]> {
  const c = await as();
  const run = await c.data(qualityApi.saveRun, { body: { projectId } });
  await c.call(qualityApi.start, { body: { id: run.id } });
  for (let i = 0; i < 200; i++) {
    const r = await c.data(qualityApi.run, { params: { id: run.id } });
    if (r.status === 'done' || r.status === 'failed') {
      expect(r.status, r.message ?? '').toBe('done');
      return (await c.call(qualityApi.findings, { body: { runId: run.id, pageSize: 1000 } })).data as TQcFinding[];
    }
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('check run did not finish');
}

const ANALYSIS_RULES = ['checkBillPrice', 'branchValencyCheck', 'provisionalCheck'];

describe('表-09 综合单价分析表', () => {
  for (const layout of ['2013', '2024'] as const) {
    it(`${layout}: recognised, imported under its items, and the clean workbook's 定额 agree with its prices`, async () => {
      const { buffer } = await boqWorkbook('clean', { layout, analysis: true });
      const fileId = await upload(buffer, `clean-${layout}.xlsx`);
      const c = await as();
      const p = await c.data(qualityApi.preview, { body: { fileId } });
      expect(p.specVersion).toBe(layout);
      expect(p.units.every((u) => u.tables.includes('t09'))).toBe(true);
      expect(p.sheets.find((s) => s.sheet === '表-09 建筑装饰')).toMatchObject({ table: 't09', unit: '建筑与装饰工程' });
      const read = await c.data(projectFileApi.readExcel, { body: { fileId } });
      expect(read.sheets.find((s) => s.sheet === '表-09 给排水')).toMatchObject({ table: 't09', label: '表-09 综合单价分析表' });

      const { project } = await importBook('clean', layout);
      const findings = await runAll(project.id);
      // Nothing of error or warning severity in either layout: the 2024 措施项目 sheet has no 人工费
      // column, so the 总价措施 on 定额人工费 take the measure items' labour from their 表-09 blocks.
      const bad = findings.filter((f) => f.severity !== 'info');
      expect(bad, JSON.stringify(bad, null, 1)).toEqual([]);
      expect(findings.filter((f) => f.rule === 'measuresRateCheck')).toEqual([]);
      if (layout === '2024') expect(findings.find((f) => f.rule === 'lawfeeCheck')!.message).toContain('2024 版清单不单列规费');
      // The full-attribute export lists the 定额 under their 清单项.
      const res = await ctx.app.inject({ method: 'GET', url: `/api/b/project/exportProjectFullAttr/${project.id}/all`, headers: auth(await ctx.token('admin')) });
      const exported = new ExcelJS.Workbook();
      await exported.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const normRows: unknown[][] = [];
      exported.getWorksheet('定额')!.eachRow((r) => { normRows.push((r.values as unknown[]).slice(1)); });
      expect(normRows.find((r) => r[1] === '010101001001')).toEqual(expect.arrayContaining(['建筑与装饰工程', '平整场地', '100m2', 0.01, '表-09 建筑装饰']));

      // The norm book lists the imported 定额 (code, unit, 基价 = 人+材+机+管理费和利润 per 定额单位).
      const book = await c.call(costDataApi.normBook, { body: { params: { code: 'A1-7', name: '矩形柱' } } });
      expect(book.data).toHaveLength(1);
      expect(book.data[0]).toMatchObject({ code: 'A1-7', name: '矩形柱', kind: '定额', unit: '10m3' });
      expect(book.data[0].minPrice).toBeGreaterThan(0);
      const detail = await c.data(costDataApi.normDetail, { body: { code: 'A1-7', unit: '10m3' } });
      expect(detail.length).toBeGreaterThan(0);
      expect(detail[0].srcSheet).toBe('表-09 建筑装饰');
      expect(detail[0].features).toMatch(/^0105/);
    });

    it(`${layout}: the planted 表-09 errors are found at their cells, and no other error`, async () => {
      const { project, planted } = await importBook('planted', layout);
      const findings = await runAll(project.id);
      const ours = planted.filter((x) => x.sheet.startsWith('表-09') || ['provisionalCheck', 'branchValencyCheck', 'checkBillPrice'].includes(x.rule));
      expect(ours.filter((x) => x.sheet.startsWith('表-09')).length).toBeGreaterThanOrEqual(5);
      for (const x of ours) {
        const hit = findings.find((f) => f.rule === x.rule && f.srcSheet === x.sheet && f.srcRow === x.row && f.severity === x.severity);
        expect(hit, `${x.rule} ${x.what} at ${x.sheet}!${x.row}\n${JSON.stringify(findings.filter((f) => f.rule === x.rule), null, 1)}`).toBeTruthy();
      }
      const errors = findings.filter((f) => f.severity === 'error' && ANALYSIS_RULES.includes(f.rule));
      const extra = errors.filter((f) => !planted.some((x) => x.rule === f.rule && x.sheet === f.srcSheet && x.row === f.srcRow));
      expect(extra, JSON.stringify(extra, null, 1)).toEqual([]);
      const warns = findings.filter((f) => f.severity === 'warn' && f.srcSheet?.startsWith('表-09'));
      const extraWarn = warns.filter((f) => !planted.some((x) => x.rule === f.rule && x.sheet === f.srcSheet && x.row === f.srcRow));
      expect(extraWarn, JSON.stringify(extraWarn, null, 1)).toEqual([]);
      // The 综合单价 5 元 over: expected, actual and deviation.
      const over = findings.find((f) => f.message === '表-09 综合单价≠表-08 综合单价')!;
      expect(over.deviation).toBe(5);
    });
  }

  it('a 表-09 cell that is not a number is refused naming the sheet and row', async () => {
    const { buffer, planted } = await boqWorkbook('clean', { units: ['water'], analysis: true, normQtyText: '约0.01' });
    const { row } = planted[0];
    const fileId = await upload(buffer, 'bad.xlsx');
    const res = await (await as()).send(qualityApi.preview, { body: { fileId } });
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe(`工作表「表-09 给排水」第 ${row} 行：定额数量「约0.01」不是数字`);
  });

  it('blocks written for the whole quantity (Σ合价 ÷ 清单量 = 综合单价) are read as such', () => {
    const norm = (qty: number, labor: number) => ({
      code: 'A1-1', name: '挖土', unit: '10m3', qty, sheet: '表-09', row: 7,
      prices: { labor, material: 0, machine: 0, mgmt: 0 }, amounts: { labor: Math.round(qty * labor * 100) / 100, material: 0, machine: 0, mgmt: 0 },
    });
    const item = (row: number, qty: number, price: number, n: ReturnType<typeof norm>): MItem => ({
      id: `i${row}`, code: `01010100400${row}`, name: '挖基坑土方', features: '三类土', unit: 'm3', qty, qtyText: String(qty), price, amount: qty * price,
      provisional: null, labor: null, machine: null, mgmt: null, profit: null, sheet: '表-08', row,
      analysis: { itemId: `i${row}`, code: `01010100400${row}`, name: '挖基坑土方', unit: 'm3', qty, sheet: '表-09', row: row * 10, norms: [n], materials: [], subtotal: null, unpriced: null, price: { price, sheet: '表-09', row: row * 10 + 5 } },
    });
    // 100 m3 at 20 元: the 定额 10m3 × 10 at 200 元 = 2000 元 for the whole quantity.
    const good = item(1, 100, 20, norm(10, 200));
    const wrong = item(2, 50, 20, norm(5, 220)); // 1100 ÷ 50 = 22 ≠ 20
    const project: MProject = {
      id: 'p', name: 'p', taxMethod: 'general', region: null, area: null, kind2: null, structure: null, indicators: null,
      units: [{ id: 'u', name: '土建', discipline: '01', sheets: { t09: { sheet: '表-09', headerRow: 5 } }, lines: [], sections: [{ id: 's', title: '土石方', isMeasure: false, subtotal: null, subtotalRow: null, sheet: '表-08', row: 5, items: [good, wrong, item(3, 10, 20, norm(1, 200))] }] }],
    };
    expect(analysisBasis(project)).toBe('total');
    const findings = RULE_BY_CODE.get('checkBillPrice')!.run({ project, library: [], params: () => ({}) });
    expect(findings.map((f) => [f.message, f.row, f.expected, f.actual])).toEqual([
      ['同一定额子目单价不一致（见「表-09」第 7 行）', 7, '200.00', '220.00'],
      ['表-09 清单项目综合单价≠(Σ定额合价+未计价材料费)÷清单工程量', 25, '22.00', '20.00'],
    ]);
    const ratio = RULE_BY_CODE.get('branchValencyCheck')!.run({ project, library: [], params: () => ({}) });
    expect(ratio).toEqual([]);
  });
});
