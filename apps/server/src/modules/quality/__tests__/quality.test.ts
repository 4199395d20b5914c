import { describe, expect, it } from 'vitest';
import { qualityApi, qualityRuleApi, type TQcFinding } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { auth, body } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { BUILDING_AREA, boqWorkbook, notABoqWorkbook, unzipEntries } from './fixtures/boq-workbook.js';

const ctx = useTestApp();
const as = async (login = 'admin') => client(ctx.app, await ctx.token(login));

async function upload(content: Buffer, filename = 'boq.xlsx', login = 'admin'): Promise<string> {
  const m = multipart([{ field: 'file', filename, content }]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(await ctx.token(login)), 'content-type': m.contentType }, payload: m.payload });
  expect(res.statusCode, res.body).toBe(200);
  return body<string[]>(res).data[0];
}

async function importVariant(variant: 'clean' | 'planted') {
  const wb = await boqWorkbook(variant);
  const fileId = await upload(wb.buffer, `${variant}.xlsx`);
  const project = await (await as()).data(qualityApi.importFile, { body: { fileId, area: BUILDING_AREA, kind1: '房屋建筑', kind2: '办公', structure: '框架', region: '江苏' } });
  return { ...wb, fileId, project };
}

async function runAll(projectId: string) {
  const c = await as();
  const run = await c.data(qualityApi.saveRun, { body: { projectId } });
  const started = await c.call(qualityApi.start, { body: { id: run.id } });
  expect(started.msg).toBe('启动成功');
  expect(started.data.status).toBe('running');
  for (let i = 0; i < 200; i++) {
    const r = await c.data(qualityApi.run, { params: { id: run.id } });
    if (r.status === 'done' || r.status === 'failed') {
      expect(r.status, r.message ?? '').toBe('done');
      const page = await c.call(qualityApi.findings, { body: { runId: run.id, pageSize: 1000 } });
      return { run: r, findings: page.data as TQcFinding[] };
    }
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('check run did not finish');
}

/** The text of word/document.xml inside a .docx. */
function docxText(buf: Buffer): string {
  const doc = unzipEntries(buf).find((e) => e.name === 'word/document.xml');
  if (!doc) throw new Error('no document.xml');
  return doc.data.toString('utf8').replace(/<[^>]+>/g, '');
}

describe('BoQ import and quality check', () => {
  it('previews a 2013 workbook without storing it: sheets by title, three 单位工程, items with sheet and row', async () => {
    const { buffer } = await boqWorkbook('clean');
    const fileId = await upload(buffer);
    const c = await as();
    const p = await c.data(qualityApi.preview, { body: { fileId } });
    expect(p.specVersion).toBe('2013');
    expect(p.stage).toBe('控制价');
    expect(p.project).toBe('某科技公司办公楼');
    expect(p.units.map((u) => [u.name, u.discipline])).toEqual([['建筑与装饰工程', '01'], ['给排水工程', '03'], ['电气工程', '03']]);
    expect(p.units[0].tables.sort()).toEqual(['res', 't04', 't08', 't11', 't12', 't12_1', 't13']);
    expect(p.units[0].sections).toBe(7); // 6 分部 + 单价措施
    expect(p.items[0]).toMatchObject({ sheet: '表-08 建筑装饰', row: 6, code: '010101001001', name: '平整场地', unit: 'm2', qty: 1500 });
    expect(p.sheets.filter((s) => s.table === 't08')).toHaveLength(3);
    const list = await c.call(qualityApi.checkedProject, { body: {} });
    expect(list.total).toBe(0);
  });

  it('refuses a workbook that is not a BoQ, naming the sheet and row', async () => {
    const fileId = await upload(await notABoqWorkbook(), 'staff.xlsx');
    const res = await (await as()).send(qualityApi.preview, { body: { fileId } });
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe('不是 2013 清单计价文件：工作表「员工名单」第 1 行起未找到《分部分项工程和单价措施项目清单与计价表》（表-08）等表名');
  });

  it('the clean workbook yields no error findings', async () => {
    const { project } = await importVariant('clean');
    expect(project.specVersion).toBe('2013');
    expect(project.indicators?.rebarKgPerM2).toBeCloseTo(45.02, 1);
    const detail = await (await as()).data(qualityApi.project, { params: { id: project.id } });
    expect(detail.units).toHaveLength(3);
    expect(detail.units[0].single).toBe('1#办公楼');
    const { run, findings } = await runAll(project.id);
    const errors = findings.filter((f) => f.severity === 'error');
    expect(errors, JSON.stringify(errors, null, 1)).toEqual([]);
    expect(findings.filter((f) => f.severity === 'warn'), JSON.stringify(findings.filter((f) => f.severity === 'warn'), null, 1)).toEqual([]);
    expect(run.errorCount).toBe(0);
    // The library has fewer than 5 samples: the range checks say "not assessed", never pass.
    expect(findings.find((f) => f.rule === 'costRangeCheck')).toMatchObject({ severity: 'info' });
    expect(findings.find((f) => f.rule === 'costRangeCheck')!.message).toContain('未评估');
  });

  it('the planted workbook yields each planted error at its sheet and row, and no other error', async () => {
    const { project, planted } = await importVariant('planted');
    expect(planted.length).toBeGreaterThanOrEqual(15);
    const { run, findings } = await runAll(project.id);
    for (const p of planted) {
      const hit = findings.find((f) => f.rule === p.rule && f.srcSheet === p.sheet && f.srcRow === p.row && f.severity === p.severity);
      expect(hit, `${p.rule} ${p.what} at ${p.sheet}!${p.row}\n${JSON.stringify(findings.filter((f) => f.rule === p.rule), null, 1)}`).toBeTruthy();
    }
    const expectedErrors = planted.filter((p) => p.severity === 'error');
    const errors = findings.filter((f) => f.severity === 'error');
    const extra = errors.filter((f) => !expectedErrors.some((p) => p.rule === f.rule && p.sheet === f.srcSheet && p.row === f.srcRow));
    expect(extra, JSON.stringify(extra, null, 1)).toEqual([]);
    expect(run.errorCount).toBe(errors.length);
    expect(errors.length).toBe(expectedErrors.length);
    // Findings carry expected, actual and deviation.
    const sub = findings.find((f) => f.rule === 'branchValencyCheck' && f.severity === 'error')!;
    expect(sub.deviation).toBe(100);
    expect(Number(sub.actual) - Number(sub.expected)).toBeCloseTo(100, 2);
    // The per-rule call answers the same findings.
    const tax = await (await as()).call(qualityRuleApi.taxCheck, { body: { runId: run.id } });
    expect(tax.data.map((f) => [f.actual, f.expected])).toContainEqual(['11%', '9%']);
  });

  it('ignore keeps who and why, opinions are kept, and both reach the Word report', async () => {
    const { project } = await importVariant('planted');
    const { run, findings } = await runAll(project.id);
    const c = await as();
    const [dup, tax] = [findings.find((f) => f.message.startsWith('项目编码重复'))!, findings.find((f) => f.rule === 'taxCheck' && f.severity === 'error')!];
    const noReason = await c.send(qualityApi.setIgnore, { body: { ids: [dup.id], ignore: true } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.msg).toBe('请填写忽略原因');
    const [ignored] = await c.data(qualityApi.setIgnore, { body: { ids: [dup.id], ignore: true, reason: '灯具分两个清单子目，编码已与业主确认' } });
    expect(ignored).toMatchObject({ status: 'ignored', reason: '灯具分两个清单子目，编码已与业主确认' });
    expect(ignored.ignoredBy).toBeTruthy();
    expect(ignored.ignoredAt).toBeTruthy();
    const op = await c.data(qualityApi.setOpinion, { body: { id: tax.id, opinion: '请按一般计税 9% 调整税金' } });
    expect(op.opinion).toBe('请按一般计税 9% 调整税金');
    const open = await c.call(qualityApi.findings, { body: { runId: run.id, status: 'ignored' } });
    expect(open.total).toBe(1);
    await c.data(qualityApi.saveViewState, { body: { id: run.id, state: { severity: 'error', unit: '电气工程' } } });
    expect((await c.data(qualityApi.run, { params: { id: run.id } })).viewState).toEqual({ severity: 'error', unit: '电气工程' });

    const res = await ctx.app.inject({ method: 'GET', url: `/api/b/quality/getBillSplicWordResult/${run.id}`, headers: auth(await ctx.token('admin')) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    const text = docxText(res.rawPayload);
    expect(text).toContain('造价成果质量检查报告');
    expect(text).toContain('已忽略');
    expect(text).toContain('灯具分两个清单子目，编码已与业主确认');
    expect(text).toContain('请按一般计税 9% 调整税金');
    expect(text).toContain('电气工程');
    expect(text).toContain('表-13 给排水 第');

    // The same report as PDF through LibreOffice (/s/getReport); format=docx answers the Word file.
    const pdf = await ctx.app.inject({ method: 'POST', url: '/api/s/getReport', headers: auth(await ctx.token('admin')), payload: { id: run.id } });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const word = await ctx.app.inject({ method: 'POST', url: '/api/s/getReport', headers: auth(await ctx.token('admin')), payload: { id: run.id, format: 'docx' } });
    expect(docxText(word.rawPayload)).toContain('请按一般计税 9% 调整税金');
  });

  it('rangeSet overrides a default for the project region; expression rules are parsed, never evaluated as code', async () => {
    const { project } = await importVariant('clean');
    const c = await as();
    await c.data(qualityApi.saveRange, { body: { rule: 'provisionalCheck', region: '江苏', params: { warnLow: 0.12 } } });
    const bad = await c.send(qualityApi.saveRange, { body: { rule: 'expandCheck', params: { rules: [{ name: 'x', expr: 'process.exit(1)' }] } } });
    expect(bad.statusCode).toBe(400);
    await c.data(qualityApi.saveRange, { body: { rule: 'expandCheck', params: { rules: [{ name: '安全文明施工费占比', expr: 'ratio(safety, fbfx) in [3%, 5%]', severity: 'warn' }] } } });
    const { findings } = await runAll(project.id);
    // 10 % 暂列 is now below the region's 12 % floor: a warning for each unit.
    expect(findings.filter((f) => f.rule === 'provisionalCheck' && f.severity === 'warn')).toHaveLength(3);
    // The install units' 安全文明施工费 is 12 % of labour: far below 3 % of 分部分项 → the user rule fires there only.
    const exp = findings.filter((f) => f.rule === 'expandCheck');
    expect(exp.map((f) => f.unitName).sort()).toEqual(['电气工程', '给排水工程']);
  });

  it('checkSupplyScale says whether the library holds enough projects of the kind for the range checks', async () => {
    const { project } = await importVariant('clean');
    const c = await as();
    const scale = await c.data(qualityApi.supplyScale, { body: { projectId: project.id } });
    expect(scale.minSamples).toBe(5);
    expect(scale.enough).toBe(scale.samples >= 5);
    const unitCost = scale.indicators.find((i) => i.code === 'unitCost')!;
    expect(unitCost.value).toBeGreaterThan(0);
    // Without enough samples no range is given (the checks answer 未评估).
    if (!unitCost.enough) expect(unitCost.median).toBeNull();
    // More offices of the same kind until there are five: the library now supplies the range.
    for (let i = scale.samples; i < 5; i++) await importVariant('clean');
    const full = await c.data(qualityApi.supplyScale, { body: { projectId: project.id } });
    expect(full.enough).toBe(true);
    const range = full.indicators.find((i) => i.code === 'unitCost')!;
    expect(range.enough).toBe(true);
    expect(range.p10!).toBeLessThanOrEqual(range.median!);
    expect(range.median!).toBeLessThanOrEqual(range.p90!);
    expect((await c.send(qualityApi.supplyScale, { body: { projectId: 'nope' } })).statusCode).toBe(404);
  });

  it('logical check answers the relativity findings at once', async () => {
    const { project } = await importVariant('planted');
    const c = await as();
    const list = await c.data(qualityApi.logicalList, { params: { id: project.id } });
    expect(list.map((l) => l.code)).toContain('formwork');
    const f = await c.data(qualityApi.logicalCheck, { body: { projectId: project.id } });
    expect(f.find((x) => x.severity === 'error')).toMatchObject({ target: '010503002001 矩形梁', expected: '011702006' });
  });

  it('logical check records: the reviewer sees the items behind a finding, records a decision, finds it again on the next check', async () => {
    const { project } = await importVariant('planted');
    const c = await as();
    const findings = await c.data(qualityApi.logicalCheck, { body: { projectId: project.id } });
    const beam = findings.find((x) => x.target === '010503002001 矩形梁')!;
    expect(beam).toMatchObject({ code: 'formwork', record: null, srcSheet: expect.any(String) });

    // the items behind it: the concrete as subject, any formwork of that unit as related
    const bills = await c.data(qualityApi.logicalBills, { body: { projectId: project.id, code: 'formwork', unitId: beam.unitId! } });
    expect(bills.find((b) => b.code === '010503002001')).toMatchObject({ role: 'subject', srcSheet: beam.srcSheet, srcRow: beam.srcRow });
    expect(bills.every((b) => b.unitId === beam.unitId)).toBe(true);
    expect(bills.filter((b) => b.role === 'related').every((b) => b.code.startsWith('011702'))).toBe(true);

    const base = { projectId: project.id, unitId: beam.unitId!, code: 'formwork', target: beam.target!, message: beam.message, severity: 'error' as const, srcSheet: beam.srcSheet, srcRow: beam.srcRow };
    // 无问题 needs a reason; an unknown item, a unit of another project: refused, nothing written
    const noReason = await c.send(qualityApi.logicalSave, { body: { ...base, result: 'fine', opinion: '  ' } });
    expect([noReason.statusCode, noReason.body.msg]).toEqual([400, '判定为无问题时请填写理由']);
    expect((await c.send(qualityApi.logicalSave, { body: { ...base, code: 'nope', result: 'problem' } })).body.msg).toBe('未知的逻辑检查项');
    expect((await c.send(qualityApi.logicalSave, { body: { ...base, unitId: 'nope', result: 'problem' } })).statusCode).toBe(404);
    expect((await c.call(qualityApi.logicalRecords, { body: { params: { projectId$eq: project.id } } })).total).toBe(0);

    const saved = await c.call(qualityApi.logicalSave, { body: { ...base, result: 'problem', opinion: '梁模板漏项，请补列' } });
    expect(saved.msg).toBe('保存成功');
    expect(saved.data).toMatchObject({ result: 'problem', codeName: '混凝土⇒模板', unitName: beam.unitName, updatedByName: expect.any(String) });
    // saved again = the same record, changed
    const again = await c.data(qualityApi.logicalSave, { body: { ...base, result: 'fine', opinion: '模板在措施费中按系数计取' } });
    expect(again.id).toBe(saved.data.id);

    const next = await c.data(qualityApi.logicalCheck, { body: { projectId: project.id } });
    expect(next.find((x) => x.target === beam.target)!.record).toMatchObject({ result: 'fine', opinion: '模板在措施费中按系数计取' });
    const list = await c.call(qualityApi.logicalRecords, { body: { params: { projectId$eq: project.id, result$eq: 'fine' } } });
    expect(list.total).toBe(1);
    expect((await c.call(qualityApi.logicalRecords, { body: { params: { projectId$eq: project.id, result$eq: 'problem' } } })).total).toBe(0);
    // the list needs its project; a field outside the whitelist is refused
    expect((await c.send(qualityApi.logicalRecords, { body: { params: {} } })).statusCode).toBe(400);
    expect((await c.send(qualityApi.logicalRecords, { body: { params: { projectId$eq: project.id, tenantId: 'x' } } })).statusCode).toBe(400);

    // viewing without the 判定 right: reads work, the decision is refused
    const viewer = await ctx.make.caller({ roles: [{ perms: ['quality:logical:view'], scopes: { qc_project: 'all' } }] });
    const v = client(ctx.app, viewer.token);
    expect((await v.send(qualityApi.logicalBills, { body: { projectId: project.id, code: 'formwork' } })).statusCode).toBe(200);
    expect((await v.send(qualityApi.logicalSave, { body: { ...base, result: 'problem' } })).statusCode).toBe(403);
    // a reviewer who may not see the project reads nothing of it
    const outsider = await ctx.make.caller({ roles: [{ perms: ['quality:logical:view', 'quality:logical:record'], scopes: { qc_project: 'self' } }] });
    const o = client(ctx.app, outsider.token);
    expect((await o.send(qualityApi.logicalRecords, { body: { params: { projectId$eq: project.id } } })).statusCode).toBe(404);
    expect((await o.send(qualityApi.logicalBills, { body: { projectId: project.id, code: 'formwork' } })).statusCode).toBe(404);
    expect((await o.send(qualityApi.logicalSave, { body: { ...base, result: 'problem' } })).statusCode).toBe(404);
  });

  it('a user without the quality right is refused; one whose scope is only their own records does not see the project', async () => {
    const { project } = await importVariant('clean');
    const none = await ctx.make.caller({ roles: [{ perms: ['sys:dept:view'] }] });
    expect((await client(ctx.app, none.token).send(qualityApi.project, { params: { id: project.id } })).statusCode).toBe(403);
    const self = await ctx.make.caller({ roles: [{ perms: ['quality:record:view'], scopes: { qc_project: 'self', qc_run: 'self' } }] });
    const res = await client(ctx.app, self.token).send(qualityApi.project, { params: { id: project.id } });
    expect(res.statusCode).toBe(404);
    expect(res.body.msg).toBe('工程不存在或无权查看');
  });
});
