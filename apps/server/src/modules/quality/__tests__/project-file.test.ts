import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { projectFileApi, qualityApi, type TQcFinding, type TTreeNode } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { auth } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { BUILDING_AREA, boqWorkbook, notABoqWorkbook } from './fixtures/boq-workbook.js';

const ctx = useTestApp();
const adminToken = () => ctx.token('admin');
const as = async (token?: string) => client(ctx.app, token ?? await adminToken());

async function upload(content: Buffer, filename: string, token?: string): Promise<string> {
  const m = multipart([{ field: 'file', filename, content }]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(token ?? await adminToken()), 'content-type': m.contentType }, payload: m.payload });
  expect(res.statusCode, res.body).toBe(200);
  return (JSON.parse(res.body) as { data: string[] }).data[0];
}

const factors = { area: BUILDING_AREA, kind1: '房屋建筑', kind2: '办公', structure: '框架', region: '江苏' };

async function newProject(opts: Parameters<typeof boqWorkbook>[1] = {}) {
  const { buffer } = await boqWorkbook('clean', opts);
  const fileId = await upload(buffer, 'civil.xlsx');
  return (await as()).data(qualityApi.importFile, { body: { fileId, ...factors } });
}

/** Every finding of a check run with all rules over the project. */
async function checkAll(projectId: string): Promise<TQcFinding[]> {
  const c = await as();
  const run = await c.data(qualityApi.saveRun, { body: { projectId } });
  await c.data(qualityApi.start, { body: { id: run.id } });
  let status = 'running';
  for (let i = 0; i < 200 && status === 'running'; i++) {
    await new Promise((res) => setTimeout(res, 50));
    status = (await c.data(qualityApi.run, { params: { id: run.id } })).status;
  }
  expect(status).toBe('done');
  return (await c.call(qualityApi.findings, { body: { runId: run.id, pageSize: 1000 } })).data as TQcFinding[];
}

/** A 信息价 workbook: a title row, then 材料编码, 名称, 规格型号, 单位, 除税价, 含税价. */
async function priceWorkbook(bad = false): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('2026年10月信息价');
  ws.addRow(['南京市2026年10月建设工程材料信息价']);
  ws.addRow(['序号', '材料编码', '名称', '规格型号', '单位', '除税价（元）', '含税价（元）']);
  ws.addRow([1, '01010120', '钢筋', 'HRB400 Φ10以上', 't', 4000, 4520]);
  ws.addRow([2, '04010101', '商品混凝土 C30', null, 'm3', bad ? '四百' : 400, 412]);
  ws.addRow([3, null, 'KP1多孔砖 240×115×90', null, '千块', 600, 678]);
  ws.addRow([null, '合计', null, null, null, null, null]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const rowsOf = (ws: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  ws.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
};

describe('project files', () => {
  it('support: the layouts and tables of 清单 files, the columns of price files, the platform suffixes of other files', async () => {
    const c = await as();
    const boq = await c.data(projectFileApi.support, { params: { kind: 'boq' } });
    expect(boq.extensions).toEqual(['xlsx']);
    expect(boq.layouts.map((l) => l.version)).toEqual(['2013', '2024']);
    expect(boq.layouts[1].tables.map((t) => t.table)).toContain('tm');
    expect(boq.maxBytes).toBeGreaterThan(0);
    const price = await c.data(projectFileApi.support, { params: { kind: 'price' } });
    expect(price.columns).toEqual(expect.arrayContaining(['名称', '单位', '市场价', '含税价']));
    const other = await c.data(projectFileApi.support, { params: { kind: 'other' } });
    expect(other.extensions).toContain('pdf');
    const bad = await c.send(projectFileApi.support, { params: { kind: 'zip' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toBe('不支持的文件类别');
  });

  it('readExcel: every sheet with its table, 单位工程 and header; the first 表-08 shown; nothing stored', async () => {
    const { buffer } = await boqWorkbook('clean');
    const fileId = await upload(buffer, 'boq.xlsx');
    const c = await as();
    const r = await c.data(projectFileApi.readExcel, { body: { fileId } });
    expect(r.specVersion).toBe('2013');
    expect(r.sheets).toHaveLength(21);
    const t08 = r.sheets.find((s) => s.sheet === '表-08 建筑装饰')!;
    expect(t08).toMatchObject({ table: 't08', unit: '建筑与装饰工程', headerRow: 3 });
    expect(t08.headers.slice(0, 6)).toEqual(['序号', '项目编码', '项目名称', '项目特征描述', '计量单位', '工程量']);
    expect(r.sheetName).toBe('表-08 建筑装饰');
    expect(r.rows[0][0]).toBe('分部分项工程和单价措施项目清单与计价表');
    expect(r.rowNumbers.slice(0, 3)).toEqual([1, 2, 3]);
    const other = await c.data(projectFileApi.readExcel, { body: { fileId, sheetName: '人材机 电气' } });
    expect(other.sheetName).toBe('人材机 电气');
    expect((await c.call(qualityApi.checkedProject, { body: {} })).total).toBe(0);

    const missing = await c.send(projectFileApi.readExcel, { body: { fileId, sheetName: '不存在' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.msg).toBe('工作表不存在');
    const txt = await upload(Buffer.from('%PDF-1.4 note'), 'note.pdf');
    const notXlsx = await c.send(projectFileApi.readExcel, { body: { fileId: txt } });
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.body.msg).toBe('只能读取 .xlsx 格式的 Excel 文件');
    expect((await c.send(projectFileApi.readExcel, { body: { fileId: 'nope' } })).statusCode).toBe(400);
    expect((await c.send(projectFileApi.readExcel, { body: { fileId: 42 } as never })).statusCode).toBe(400);
  });

  it('readExcelEx: the header and column → field mapping of one sheet, corrected by the user', async () => {
    const { buffer } = await boqWorkbook('clean');
    const fileId = await upload(buffer, 'boq.xlsx');
    const c = await as();
    const r = await c.data(projectFileApi.readExcelEx, { body: { fileId, sheetName: '表-08 建筑装饰' } });
    expect(r).toMatchObject({ table: 't08', headerRow: 3, headerRows: 2, unit: '建筑与装饰工程' });
    expect(r.fields.find((f) => f.key === 'code')!.col).toBe(1);
    expect(r.fields.find((f) => f.key === 'price')!.col).toBe(6);
    expect(r.headers[6]).toBe('金额（元）-综合单价');
    expect(r.records[0]).toEqual({ row: 5, values: expect.objectContaining({ code: '', name: '土石方工程' }) });
    expect(r.records[1].values).toMatchObject({ code: '010101001001', name: '平整场地', unit: 'm2', qty: '1500' });

    const mine = await c.data(projectFileApi.readExcelEx, { body: { fileId, sheetName: '表-08 建筑装饰', headerRow: 3, colIndexMaps: { 1: 'code', 2: 'name', 5: 'qty' } } });
    expect(mine.colIndexMaps).toEqual({ 1: 'code', 2: 'name', 5: 'qty' });
    expect(mine.headerRows).toBe(1);
    expect(mine.records[0]).toEqual({ row: 4, values: { code: '', name: '', qty: '' } });

    const wrongField = await c.send(projectFileApi.readExcelEx, { body: { fileId, sheetName: '表-08 建筑装饰', colIndexMaps: { 1: 'salary' } } });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.body.msg).toBe('工作表「表-08 建筑装饰」第 1 行：列对应的字段「salary」不属于表-08 分部分项工程和单价措施项目清单与计价表');
    const staff = await upload(await notABoqWorkbook(), 'staff.xlsx');
    const notTable = await c.send(projectFileApi.readExcelEx, { body: { fileId: staff, sheetName: '员工名单' } });
    expect(notTable.statusCode).toBe(400);
    expect(notTable.body.msg).toBe('该工作表不是可识别的清单表，请指定表类型');
    expect((await c.send(projectFileApi.readExcelEx, { body: { fileId, sheetName: '表-08 建筑装饰', headerRow: 0 } })).statusCode).toBe(400);
    expect((await c.send(projectFileApi.readExcelEx, { body: { fileId, sheetName: '表-08 建筑装饰', table: 'x' } as never })).statusCode).toBe(400);
  });

  it('readPriceExcel: the price rows of a 信息价 sheet, compared with the project\'s 人材机', async () => {
    const project = await newProject();
    const c = await as();
    const fileId = await upload(await priceWorkbook(), 'price.xlsx');
    const r = await c.data(projectFileApi.readPriceExcel, { body: { fileId, projectId: project.id } });
    expect(r.sheets).toEqual([{ sheet: '2026年10月信息价', headerRow: 2, rows: 3 }]);
    expect(r.total).toBe(3);
    expect(r.rows[0]).toMatchObject({ row: 3, code: '01010120', name: '钢筋', spec: 'HRB400 Φ10以上', unit: 't', price: 4000, taxPrice: 4520, kind: '材料' });
    const rebar = r.compare.find((x) => x.code === '01010120')!;
    expect(rebar).toMatchObject({ unitName: '建筑与装饰工程', projectPrice: 4100, filePrice: 4000, deviation: 0.025, fileSheet: '2026年10月信息价', fileRow: 3 });
    expect(r.compare.find((x) => x.code === '04010101')).toMatchObject({ projectPrice: 380, filePrice: 400, deviation: -0.05 });
    // matched by name and unit when the code is missing from the file
    expect(r.compare.find((x) => x.name === 'KP1多孔砖 240×115×90')).toMatchObject({ filePrice: 600, fileRow: 5 });
    expect(r.compare.find((x) => x.name === '机械台班费')).toMatchObject({ filePrice: null, deviation: null });
    // without a project: the rows only
    expect((await c.data(projectFileApi.readPriceExcel, { body: { fileId } })).compare).toEqual([]);

    const bad = await c.send(projectFileApi.readPriceExcel, { body: { fileId: await upload(await priceWorkbook(true), 'bad.xlsx') } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toBe('工作表「2026年10月信息价」第 4 行：单价「四百」不是数字');
    const none = await c.send(projectFileApi.readPriceExcel, { body: { fileId: await upload(await notABoqWorkbook(), 'staff.xlsx') } });
    expect(none.statusCode).toBe(400);
    expect(none.body.msg).toBe('未找到人材机价格表：表头需有名称、单位和单价（市场价、信息价或除税价）列');
  });

  it('applyPrice: the file\'s prices written into the project\'s 人材机 in one go, with a record of each change', async () => {
    const project = await newProject();
    const c = await as();
    const fileId = await upload(await priceWorkbook(), 'price.xlsx');
    const before = await c.data(projectFileApi.readPriceExcel, { body: { fileId, projectId: project.id } });
    const differing = before.compare.filter((x) => x.filePrice !== null && x.filePrice !== x.projectPrice);
    expect(differing.length).toBeGreaterThan(1);

    // only the chosen line
    const rebar = before.compare.find((x) => x.code === '01010120')!;
    const one = await c.call(projectFileApi.applyPrice, { body: { fileId, projectId: project.id, lineIds: [rebar.lineId] } });
    expect(one.msg).toBe('价格已写入工程');
    expect(one.data).toMatchObject({ projectId: project.id, fileName: 'price.xlsx', changed: 1 });
    expect(one.data.changes[0]).toMatchObject({ code: '01010120', oldPrice: 4100, newPrice: 4000, fileSheet: '2026年10月信息价', fileRow: 3 });
    const ch = one.data.changes[0];
    if (ch.oldAmount !== null) expect(ch.newAmount).toBeCloseTo((ch.oldAmount / 4100) * 4000, 0);
    const mid = await c.data(projectFileApi.readPriceExcel, { body: { fileId, projectId: project.id } });
    expect(mid.compare.find((x) => x.code === '01010120')).toMatchObject({ projectPrice: 4000, deviation: 0 });

    // then every other line that differs; nothing left afterwards
    const rest = await c.data(projectFileApi.applyPrice, { body: { fileId, projectId: project.id } });
    expect(rest.changed).toBe(differing.length - 1);
    expect(rest.changes.map((x) => x.code)).not.toContain('01010120');
    const after = await c.data(projectFileApi.readPriceExcel, { body: { fileId, projectId: project.id } });
    expect(after.compare.filter((x) => x.filePrice !== null && x.filePrice !== x.projectPrice)).toEqual([]);
    const again = await c.send(projectFileApi.applyPrice, { body: { fileId, projectId: project.id } });
    expect(again.statusCode).toBe(400);
    expect(again.body.msg).toBe('没有可调整的价格：文件中的价格与工程一致或未匹配');

    // the project's 调价记录, newest first
    const records = await c.data(projectFileApi.priceApplies, { params: { id: project.id } });
    expect(records.map((r) => r.changed)).toEqual([differing.length - 1, 1]);

    // a bad price aborts before anything is written; a viewer may not apply; outside the scope 404
    const bad = await c.send(projectFileApi.applyPrice, { body: { fileId: await upload(await priceWorkbook(true), 'bad.xlsx'), projectId: project.id } });
    expect(bad.statusCode).toBe(400);
    expect((await c.send(projectFileApi.applyPrice, { body: { fileId, projectId: project.id, lineIds: [] } })).statusCode).toBe(400);
    const viewer = await ctx.make.caller({ roles: [{ perms: ['quality:record:view'], scopes: { qc_project: 'all' } }] });
    expect((await (await as(viewer.token)).send(projectFileApi.applyPrice, { body: { fileId, projectId: project.id } })).statusCode).toBe(403);
    const stranger = await ctx.make.caller({ roles: [{ perms: ['quality:record:view', 'quality:record:check'], scopes: { qc_project: 'self' } }] });
    expect((await (await as(stranger.token)).send(projectFileApi.priceApplies, { params: { id: project.id } })).statusCode).toBe(404);
  });

  it('a project\'s files in folders: added, moved, listed as a tree, removed; rights and scope', async () => {
    const project = await newProject();
    const c = await as();
    const boq = await upload((await boqWorkbook('clean', { units: ['water'] })).buffer, '给排水.xlsx');
    const pdf = await upload(Buffer.from('%PDF-1.4 drawing'), '结构总说明.pdf');
    const price = await upload(await priceWorkbook(), '信息价.xlsx');
    const files = await c.call(projectFileApi.files, { body: { projectId: project.id, add: [
      { fileId: boq, folder: '清单/控制价' }, { fileId: pdf, folder: ' 图纸 / 结构 ' }, { fileId: price, kind: 'price' },
    ] } });
    expect(files.msg).toBe('保存成功');
    expect(files.data.map((f) => [f.fileName, f.kind, f.folder])).toEqual([
      ['信息价.xlsx', 'price', ''], ['给排水.xlsx', 'boq', '清单/控制价'], ['结构总说明.pdf', 'other', '图纸/结构'],
    ]);
    // a .pdf cannot be a price file
    expect((await c.send(projectFileApi.files, { body: { projectId: project.id, add: [{ fileId: pdf, kind: 'price' }] } })).body.msg).toBe('只能读取 .xlsx 格式的 Excel 文件');
    // moving a file keeps one row
    await c.data(projectFileApi.files, { body: { projectId: project.id, add: [{ fileId: boq, folder: '清单/招标' }] } });
    const tree = await c.data(projectFileApi.readDirectory, { params: { id: project.id } });
    const titles = (nodes: TTreeNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.title, titles(n.children)] : n.title));
    // folders first, then files, each in pinyin order
    expect(titles(tree)).toEqual([['清单', [['招标', ['给排水.xlsx']]]], ['图纸', [['结构', ['结构总说明.pdf']]]], '信息价.xlsx']);

    // whoever sees the project reads its files (uploaded by someone else)
    const viewer = await ctx.make.caller({ roles: [{ perms: ['quality:record:view'], scopes: { qc_project: 'all' } }] });
    const v = await as(viewer.token);
    expect((await v.data(projectFileApi.files, { body: { projectId: project.id } }))).toHaveLength(3);
    expect((await v.data(projectFileApi.readExcel, { body: { fileId: boq } })).sheets.length).toBe(7);
    const dl = await ctx.app.inject({ method: 'GET', url: `/api/b/fileItem/download/${pdf}`, headers: auth(viewer.token) });
    expect(dl.statusCode).toBe(200);
    // but may not change them
    expect((await v.send(projectFileApi.files, { body: { projectId: project.id, remove: [files.data[0].id] } })).statusCode).toBe(403);
    // one who does not see the project reads nothing of it
    const outsider = await ctx.make.caller({ roles: [{ perms: ['quality:record:view', 'quality:record:check'], scopes: { qc_project: 'self' } }] });
    const o = await as(outsider.token);
    expect((await o.send(projectFileApi.files, { body: { projectId: project.id } })).statusCode).toBe(404);
    expect((await o.send(projectFileApi.readDirectory, { params: { id: project.id } })).statusCode).toBe(404);
    expect((await o.send(projectFileApi.readExcel, { body: { fileId: boq } })).statusCode).toBe(400);
    const none = await ctx.make.caller({ roles: [{ perms: ['sys:dept:view'] }] });
    expect((await (await as(none.token)).send(projectFileApi.readDirectory, { params: { id: project.id } })).statusCode).toBe(403);

    const left = await c.data(projectFileApi.files, { body: { projectId: project.id, remove: [files.data[0].id, files.data[2].id] } });
    expect(left.map((f) => f.fileName)).toEqual(['给排水.xlsx']);
    expect((await c.send(projectFileApi.files, { body: { projectId: project.id, add: [{ fileId: pdf, folder: '../x' }] } })).body.msg).toBe('文件夹名称不正确');
    expect((await c.send(projectFileApi.files, { body: { projectId: project.id, add: [{ fileId: 'missing' }] } })).statusCode).toBe(400);
  });

  it('importExcel: a workbook\'s 单位工程 join the project (same name replaces), indicators again, the file keeps its units', async () => {
    const project = await newProject({ units: ['civil'] });
    expect(project.total).toBeGreaterThan(0);
    const c = await as();
    const rest = await upload((await boqWorkbook('clean', { units: ['water', 'power'] })).buffer, '安装.xlsx');
    const r = await c.call(projectFileApi.importExcel, { body: { projectId: project.id, fileId: rest } });
    expect(r.msg).toBe('导入成功');
    expect(r.data.units.map((u) => [u.name, u.action])).toEqual([['给排水工程', 'added'], ['电气工程', 'added']]);
    expect(r.data.file).toMatchObject({ fileName: '安装.xlsx', kind: 'boq', specVersion: '2013', units: ['给排水工程', '电气工程'] });

    // the same three units as importing the whole workbook at once
    const whole = await newProject();
    const detail = await c.data(qualityApi.project, { params: { id: project.id } });
    expect(detail.units.map((u) => u.name)).toEqual(['建筑与装饰工程', '给排水工程', '电气工程']);
    expect(new Set(detail.units.map((u) => u.single))).toEqual(new Set(['1#办公楼']));
    expect(r.data.project.total).toBeCloseTo(whole.total, 2);
    expect(r.data.project.indicators?.unitCost).toBeCloseTo(whole.indicators!.unitCost!, 2);

    // the civil workbook again: replaced, nothing doubled
    const civil = await upload((await boqWorkbook('clean', { units: ['civil'] })).buffer, '土建.xlsx');
    const again = await c.data(projectFileApi.importExcel, { body: { projectId: project.id, fileId: civil } });
    expect(again.units).toEqual([expect.objectContaining({ name: '建筑与装饰工程', action: 'replaced' })]);
    const after = await c.data(qualityApi.project, { params: { id: project.id } });
    expect(after.units.map((u) => u.name).sort()).toEqual(['建筑与装饰工程', '电气工程', '给排水工程'].sort());
    expect(after.units.find((u) => u.name === '建筑与装饰工程')!.sections.reduce((a, s) => a + s.items, 0))
      .toBe(detail.units[0].sections.reduce((a, s) => a + s.items, 0));
    expect(again.project.total).toBeCloseTo(whole.total, 2);
    expect((await c.data(projectFileApi.files, { body: { projectId: project.id } })).map((f) => f.fileName)).toEqual(['安装.xlsx', '土建.xlsx']);

    // the check still runs on the assembled project and finds no errors
    const findings = (await checkAll(project.id)).filter((f) => f.severity === 'error');
    expect(findings.map((f) => `${f.rule} ${f.unitName} ${f.message}`)).toEqual([]);

    // a user's mapping: a sheet read as another table is refused with its sheet and row
    const mapped = await c.send(projectFileApi.importExcel, { body: { projectId: project.id, fileId: civil, mappings: { '表-08 建筑装饰': { colIndexMaps: { 1: 'code', 2: 'nope' } } } } });
    expect(mapped.statusCode).toBe(400);
    expect(mapped.body.msg).toContain('工作表「表-08 建筑装饰」');
    const unknownSheet = await c.send(projectFileApi.importExcel, { body: { projectId: project.id, fileId: civil, mappings: { 不存在: { table: 't08' } } } });
    expect(unknownSheet.body.msg).toBe('工作表不存在：不存在');
    // a 2024 workbook does not join a 2013 project
    const v24 = await upload((await boqWorkbook('clean', { layout: '2024', units: ['water'] })).buffer, '2024.xlsx');
    const mismatch = await c.send(projectFileApi.importExcel, { body: { projectId: project.id, fileId: v24 } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body.msg).toBe('文件的清单规范版本与工程不一致，不能导入同一工程（文件 2024 版，工程 2013 版）');
    // rights: viewing is not importing
    const viewer = await ctx.make.caller({ roles: [{ perms: ['quality:record:view'], scopes: { qc_project: 'all' } }] });
    expect((await (await as(viewer.token)).send(projectFileApi.importExcel, { body: { projectId: project.id, fileId: civil } })).statusCode).toBe(403);
  });

  it('the 2024 layout (GB/T 50500-2024): recognised by its tables, imported with its measures and without 规费', async () => {
    const { buffer } = await boqWorkbook('clean', { layout: '2024' });
    const fileId = await upload(buffer, '2024.xlsx');
    const c = await as();
    const p = await c.data(qualityApi.preview, { body: { fileId } });
    expect(p.specVersion).toBe('2024');
    expect(p.units[0].tables.sort()).toEqual(['res', 't04', 't08', 't11', 't12', 't12_1', 't13', 'tm']);
    const read = await c.data(projectFileApi.readExcel, { body: { fileId } });
    expect(read.specVersion).toBe('2024');
    expect(read.sheets.find((s) => s.sheet === '措施项目 建筑装饰')).toMatchObject({ table: 'tm', label: '措施项目清单计价表（2024）' });

    const project = await c.data(qualityApi.importFile, { body: { fileId, ...factors } });
    expect(project.specVersion).toBe('2024');
    expect(project.indicators?.lawfee).toBe(0);
    const detail = await c.data(qualityApi.project, { params: { id: project.id } });
    const civil = detail.units[0];
    expect(civil.sections.find((s) => s.isMeasure)).toMatchObject({ title: '措施项目' });
    expect(civil.sections.find((s) => s.isMeasure)!.items).toBeGreaterThan(0);
    // 表-04's total is the sum of its parts without 规费
    const clean2013 = await newProject();
    expect(project.total).toBeLessThan(clean2013.total);
    const sheet = await ctx.app.inject({ method: 'GET', url: `/api/b/project/exportProjectFullAttr/${project.id}/all`, headers: auth(await adminToken()) });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const fees = rowsOf(wb.getWorksheet('费用明细')!);
    expect(fees.some((r) => r[1] === '表-11 总价措施' && r[4] === '安全文明施工费' && r[10] === '措施项目 建筑装饰')).toBe(true);
    expect(fees.some((r) => String(r[4]).startsWith('规费'))).toBe(false);
    expect(rowsOf(wb.getWorksheet('工程属性')!)).toContainEqual(['清单规范版本', 'GB/T 50500-2024']);

    // The clean 2024 workbook has no error: its 措施项目 sheet lists no 人工费 / 机械费 and there is no 表-09,
    // so the 总价措施 on 定额人工费 and the 人材机 labour / machine totals cannot be recomputed and say so
    // (未评估), never an error on a partial sum.
    const findings = await checkAll(project.id);
    expect(findings.filter((f) => f.severity === 'error').map((f) => `${f.rule} ${f.unitName} ${f.message}`)).toEqual([]);
    const notAssessed = findings.filter((f) => f.rule === 'measuresRateCheck');
    expect(notAssessed.length).toBeGreaterThan(0);
    expect(notAssessed.every((f) => f.severity === 'info' && /^未评估：「.+」的计算基础（定额人工费）有 \d+ 个清单项未列人工费/.test(f.message))).toBe(true);
    expect(findings.filter((f) => f.rule === 'branchFeeBalanceCheck' && f.unitName === '建筑与装饰工程').map((f) => [f.severity, f.message.replace(/\d+/, 'n')]))
      .toEqual([['info', '未评估：人工费：有 n 个清单项未列人工费（无该列，也无表-09 组价）'], ['info', '未评估：机械费：有 n 个清单项未列机械费（无该列，也无表-09 组价）']]);
  });

  it('exportProjectFullAttr: the project with its factors, indicators, units, items, fees and resources; one unit; rights', async () => {
    const project = await newProject();
    const token = await adminToken();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/b/project/exportProjectFullAttr/${project.id}/all`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('某科技公司办公楼_全属性.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['工程属性', '单位工程', '分部分项清单', '费用明细', '人材机']);
    const attrs = rowsOf(wb.getWorksheet('工程属性')!);
    expect(attrs).toContainEqual(['建筑面积（㎡）', BUILDING_AREA]);
    expect(attrs).toContainEqual(['结构类型', '框架']);
    expect(attrs).toContainEqual(['总造价（元）', project.total]);
    const units = rowsOf(wb.getWorksheet('单位工程')!);
    expect(units.slice(1).map((r) => r[1])).toEqual(['建筑与装饰工程', '给排水工程', '电气工程']);
    const detail = await (await as()).data(qualityApi.project, { params: { id: project.id } });
    const itemCount = detail.units.reduce((a, u) => a + u.sections.reduce((b, s) => b + s.items, 0), 0);
    const items = rowsOf(wb.getWorksheet('分部分项清单')!);
    expect(items).toHaveLength(itemCount + 1);
    expect(items[1]).toEqual(expect.arrayContaining(['建筑与装饰工程', '土石方工程', '010101001001', '平整场地', 'm2', 1500, '表-08 建筑装饰', 6]));

    const water = detail.units.find((u) => u.name === '给排水工程')!;
    const one = await ctx.app.inject({ method: 'GET', url: `/api/b/project/exportProjectFullAttr/${project.id}/${water.id}`, headers: auth(token) });
    const wb1 = new ExcelJS.Workbook();
    await wb1.xlsx.load(one.rawPayload as unknown as ArrayBuffer);
    expect(new Set(rowsOf(wb1.getWorksheet('分部分项清单')!).slice(1).map((r) => r[0]))).toEqual(new Set(['给排水工程']));
    expect(decodeURIComponent(String(one.headers['content-disposition']))).toContain('某科技公司办公楼_给排水工程_全属性.xlsx');

    const unknown = await ctx.app.inject({ method: 'GET', url: `/api/b/project/exportProjectFullAttr/${project.id}/nope`, headers: auth(token) });
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body).msg).toBe('单位工程不存在');
    const viewer = await ctx.make.caller({ roles: [{ perms: ['quality:record:view'], scopes: { qc_project: 'all' } }] });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/b/project/exportProjectFullAttr/${project.id}/all`, headers: auth(viewer.token) })).statusCode).toBe(403);
    const exporter = await ctx.make.caller({ roles: [{ perms: ['quality:record:view', 'quality:record:export'], scopes: { qc_project: 'self' } }] });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/b/project/exportProjectFullAttr/${project.id}/all`, headers: auth(exporter.token) })).statusCode).toBe(404);
  });
});
