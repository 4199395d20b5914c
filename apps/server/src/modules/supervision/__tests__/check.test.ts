import { describe, expect, it } from 'vitest';
import {
  SUP_CHECK_MSG as C, SUP_LEDGER_MSG as L, SUPERVISE_MSG as M, superviseApi as sup, superviseCheckApi as api, superviseLedgerApi as ledger,
  superviseRecordApi as rec, contractApi, FLOW_TYPE,
} from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { chinaToday } from '../numbering.js';

/*
 * Checks and check items through HTTP: a check (cms / pms) gets JGJ 59 tables (addList/delList), its rows
 * are scored by points deducted and the check carries the summary and grade the standard gives; problems
 * link to an item and its row counts them; check items of a patrol record are picked from the node items
 * (unit project and part required); exit plan staff; an asset's type; contracts by report period; scope.
 */

const ctx = useTestApp();
const as = async (login: string) => client(ctx.app, await ctx.token(login));
const today = chinaToday();

async function makeProject(name: string) {
  const c = await as('xuming');
  const p = await c.data(sup.projectSave, { body: { name, deptId: await ctx.deptId('HJ0401'), directorId: await ctx.uid('huangzhiqiang') } });
  const unit = await c.data(sup.nodeSave, { body: { businessId: p.id, nodeType: 1, name: '1#住宅楼', unitType: '房屋建筑' } });
  const division = await c.data(sup.nodeSave, { body: { businessId: p.id, parentId: unit.id, nodeType: 2, name: '主体结构' } });
  const part = await c.data(sup.nodeSave, { body: { businessId: p.id, parentId: division.id, nodeType: 3, name: '三层梁板' } });
  return { project: p, unit, part };
}

describe('supervision checks (cms / pms) on JGJ 59 tables', () => {
  it('adds tables, scores rows, keeps the summary and grade; delList; problems linked and counted', async () => {
    const { project, unit } = await makeProject('检查评分项目');
    const eng = await as('xuming');
    const P = { taskId: project.id, scope: 'pms' as const };
    const bad = await eng.send(api.pms.checkSave, { params: P, body: { name: ' ', checkDate: today } });
    expect([bad.statusCode, bad.body.msg]).toEqual([400, C.CHECK_NAME_REQUIRED]);
    const check = await eng.data(api.pms.checkSave, { params: P, body: { name: '十一月安全检查', checkDate: today } });
    expect(check).toMatchObject({ name: '十一月安全检查', scope: 'pms', tableList: [], total: null, grade: null, editable: true });
    const CP = { ...P, id: check.id };

    const added = await eng.send(api.pms.tableAdd, { params: CP, body: ['0101', '0201'] });
    expect([added.statusCode, added.body.msg]).toEqual([200, C.ADDED]);
    expect(added.body.data.tableList.map((t: { code: string }) => t.code)).toEqual(['0101', '0201']);
    expect([added.body.data.total, added.body.data.gradeName]).toEqual([100, '优良']);
    expect((await eng.send(api.pms.tableAdd, { params: CP, body: ['9999'] })).body.msg).toBe(C.TABLE_NOT_FOUND);
    expect((await eng.send(api.pms.tableAdd, { params: CP, body: [] })).body.msg).toBe(C.SELECT_ITEM);

    // 0101 loses 5 on a 保证项目 → 95; summary (95×10 + 100×15) / 25 = 98 → 优良.
    const scored = await eng.send(api.pms.tableScore, { params: { ...CP, tableId: '0101' }, body: [{ id: '0101-01', score: 5 }] });
    expect([scored.statusCode, scored.body.msg]).toEqual([200, M.SCORE_OK]);
    expect(scored.body.data).toMatchObject({ code: '0101', score: 95, zeroed: false, total: 98, gradeName: '优良' });
    expect(scored.body.data.rows[0]).toMatchObject({ id: '0101-01', name: '安全生产责任制', standard: '保证项目', baseScore: 10, deduction: 5, score: 5 });
    expect((await eng.send(api.pms.tableScore, { params: { ...CP, tableId: '0101' }, body: [{ id: '0101-01', score: 11 }] })).body.msg).toBe(C.SCORE_RANGE);
    expect((await eng.send(api.pms.tableScore, { params: { ...CP, tableId: '0101' }, body: [{ id: '0201-01', score: 1 }] })).body.msg).toBe(C.ITEM_NOT_IN_TABLE);
    expect((await eng.send(api.pms.tableScore, { params: { ...CP, tableId: '0301' }, body: [{ id: '0301-01', score: 1 }] })).body.msg).toBe(C.TABLE_NOT_ADDED);
    expect((await eng.send(api.pms.tableScore, { params: { ...CP, tableId: '0101' }, body: [{ id: '0101-01', score: -1 }] })).statusCode).toBe(400);

    // A 保证项目 at 0 zeroes the table and the check fails (不合格); 缺项 on the others normalises.
    const zero = await eng.data(api.pms.tableScore, { params: { ...CP, tableId: '0101' }, body: [{ id: '0101-01', score: 10 }] });
    expect([zero.score, zero.zeroed, zero.gradeName]).toEqual([0, true, '不合格']);
    const got = await eng.data(api.pms.checkGet, { params: CP });
    expect(got.tableList.find((t) => t.code === '0101')).toMatchObject({ actualScore: 0, zeroed: true });
    expect([got.total, got.gradeName]).toEqual([60, '不合格']);
    await eng.data(api.pms.tableScore, { params: { ...CP, tableId: '0101' }, body: [{ id: '0101-01', score: 0 }, { id: '0101-10', na: true }, { id: '0101-09', score: 9 }] });
    // 缺项 安全标志 (10): (90 − 9) / 90 × 100 = 90; summary (90×10 + 100×15) / 25 = 96.
    const normalised = await eng.data(api.pms.tableGet, { params: { ...CP, tableId: '0101' } });
    expect([normalised.score, normalised.total]).toEqual([90, 96]);
    expect(normalised.rows.find((r) => r.id === '0101-10')).toMatchObject({ na: true, score: 0, deduction: null });

    const del = await eng.send(api.pms.tableDel, { params: CP, body: ['0201'] });
    expect([del.statusCode, del.body.msg, del.body.data.tableList.length, del.body.data.total]).toEqual([200, C.DELETED, 1, 90]);
    expect((await eng.send(api.pms.tableDel, { params: CP, body: ['0201'] })).body.msg).toBe(C.TABLE_NOT_ADDED);
    expect((await eng.send(api.pms.tableDel, { params: CP, body: [] })).body.msg).toBe(C.SELECT_DELETE);

    // Problems linked to an item: counted on its row (发现问题N项，已整改问题M项).
    const problem = await eng.data(sup.problemSave, { body: { businessId: project.id, projectNodeId: unit.id, name: '安全技术交底记录缺签字', problemDiscoverDate: today } });
    const link = await eng.send(api.pms.refProblem, { params: { ...CP, itemId: '0101-03' }, body: { ids: [problem.id] } });
    expect(link.body.data.map((p: { id: string }) => p.id)).toEqual([problem.id]);
    const rows = (await eng.data(api.pms.tableGet, { params: { ...CP, tableId: '0101' } })).rows;
    expect(rows.find((r) => r.id === '0101-03')).toMatchObject({ problemCount: 1, resolvedProblemCount: 0 });
    expect((await eng.data(api.pms.problemRef, { params: { ...CP, itemId: '0101-03' } })).map((p) => p.code)).toEqual([problem.code]);
    expect((await eng.send(api.pms.refProblem, { params: { ...CP, itemId: '0201-01' }, body: { ids: [problem.id] } })).statusCode).toBe(404);
    await eng.data(api.pms.refProblem, { params: { ...CP, itemId: '0101-03' }, body: { ids: [problem.id], unlink: true } });
    expect(await eng.data(api.pms.problemRef, { params: { ...CP, itemId: '0101-03' } })).toEqual([]);

    // Lists per scope: the pms check is not a company check.
    expect((await eng.call(api.pms.checkList, { params: P, body: {} })).data.map((r) => r.id)).toEqual([check.id]);
    const admin = await as('admin');
    expect((await admin.call(api.cms.checkList, { params: P, body: {} })).total).toBe(0);
    expect((await admin.send(api.cms.checkGet, { params: CP })).statusCode).toBe(404);

    // Only the creator changes it; without the scope's right 403; outside the project's scope 404.
    const director = await as('huangzhiqiang');
    expect((await director.send(api.pms.tableAdd, { params: CP, body: ['0301'] })).statusCode).toBe(403);
    expect((await (await as('sunli')).send(api.pms.checkList, { params: P, body: {} })).statusCode).toBe(403);
    const other = await ctx.make.dept({ name: '监理检查外部门' });
    const outsider = await ctx.make.user({ deptId: other.id, roles: [{ perms: ['supervise:project:view', 'supervise:projectCheck:view', 'supervise:projectCheck:score'], scopes: { sup_project: 'dept' } }] });
    const o = await as(outsider.loginName);
    expect((await o.send(api.pms.checkGet, { params: CP })).statusCode).toBe(404);
    expect((await o.send(api.pms.tableGet, { params: { ...CP, tableId: '0101' } })).statusCode).toBe(404);

    const gone = await eng.send(api.pms.checkDelete, { params: CP });
    expect(gone.statusCode).toBe(200);
    expect((await eng.send(api.pms.checkGet, { params: CP })).statusCode).toBe(404);
  });

  it('company checks (cms) need the company check rights', async () => {
    const { project } = await makeProject('公司检查项目');
    const P = { taskId: project.id, scope: 'cms' as const };
    const other = await ctx.make.dept({ name: '监理检查项目部' });
    const pmsOnly = await ctx.make.user({ deptId: other.id, roles: [{ perms: ['supervise:project:view', 'supervise:projectCheck:view', 'supervise:projectCheck:score'], scopes: { sup_project: 'all' } }] });
    expect((await (await as(pmsOnly.loginName)).send(api.cms.checkSave, { params: P, body: { name: '公司季度检查', checkDate: today } })).statusCode).toBe(403);
    const company = await ctx.make.user({ deptId: other.id, roles: [{ perms: ['supervise:project:view', 'supervise:companyCheck:view', 'supervise:companyCheck:score'], scopes: { sup_project: 'all' } }] });
    const eng = await as(company.loginName);
    const c = await eng.data(api.cms.checkSave, { params: P, body: { name: '公司季度检查', checkDate: today } });
    const withTables = await eng.data(api.cms.tableAdd, { params: { ...P, id: c.id }, body: ['0701'] });
    expect(withTables.tableList).toEqual([{ code: '0701', name: '施工用电检查评分表', categoryName: '施工用电', actualScore: 100, zeroed: false }]);
    // The project engineer (project checks only) reads no company check.
    expect((await (await as('xuming')).send(api.cms.checkGet, { params: { ...P, id: c.id } })).statusCode).toBe(403);
  });
});

describe('check items of a source', () => {
  it('node items, select (unit project and part required), save, list, delete; a submitted record is fixed', async () => {
    const { project, unit, part } = await makeProject('检查项项目');
    const eng = await as('xuming');
    const record = await eng.data(rec.recordSave, { body: { businessId: project.id, type: 1, recordDate: today, projectNodeId: unit.id, area: '三层', situation: '巡视' } });
    const nodes = await eng.data(api.nodeItems, { body: { sourceId: record.id, checkCategory: '07' } });
    expect(nodes.map((n) => n.checkContent)).toEqual(['外电防护', '接地与接零保护系统', '配电线路', '配电箱与开关箱', '配电室与配电装置', '现场照明', '用电档案']);
    const noUnit = await eng.send(api.nodeItemsSelect, { body: { sourceId: record.id, selectIds: ['0701-01'] } });
    expect([noUnit.statusCode, noUnit.body.msg]).toEqual([400, M.UNIT_PROJECT_REQUIRED]);
    const noPart = await eng.send(api.nodeItemsSelect, { body: { sourceId: record.id, selectIds: ['0701-01'], projectNodeId: unit.id } });
    expect(noPart.body.msg).toBe(M.PATROL_PART_REQUIRED);
    const picked = await eng.send(api.nodeItemsSelect, { body: { sourceId: record.id, selectIds: ['0701-01', '0701-02'], projectNodeId: unit.id, patrolNodeId: part.id } });
    expect([picked.statusCode, picked.body.msg, picked.body.data.length]).toEqual([200, C.SELECTED, 2]);
    // Picking again adds nothing; the catalogue marks them selected.
    expect((await eng.data(api.nodeItemsSelect, { body: { sourceId: record.id, selectIds: ['0701-01'], projectNodeId: unit.id, patrolNodeId: part.id } })).length).toBe(2);
    expect((await eng.data(api.nodeItems, { body: { sourceId: record.id, checkCategory: '07', patrolNodeId: part.id } })).filter((n) => n.selected).length).toBe(2);

    const own = await eng.data(api.itemSave, { body: { sourceId: record.id, checkContent: '临时用电方案审批', checkOpinion: '符合 JGJ 46 第3.1.1条', qualified: true, projectNodeId: unit.id, patrolNodeId: part.id } });
    expect(own).toMatchObject({ projectNodeName: '1#住宅楼', patrolNodeName: '三层梁板', problemNumAndReplay: '0/0', editable: true });
    const list = await eng.call(api.itemList, { body: { params: { sourceId: record.id }, orderBy: 'createdDate', order: 'asc' } });
    expect([list.total, list.data[2].checkContent]).toEqual([3, '临时用电方案审批']);
    const fullPage = await eng.call(api.itemList, { body: { params: { sourceId: record.id }, pageSize: 2 } });
    expect([fullPage.data.length, fullPage.total]).toEqual([2, 3]);
    expect((await eng.send(api.itemList, { body: {} })).statusCode).toBe(400);

    // Someone else may read but not change; outside the scope 404.
    const director = await as('huangzhiqiang');
    expect((await director.send(api.itemDelete, { params: { id: own.id } })).statusCode).toBe(403);
    const del = await eng.send(api.itemDelete, { params: { id: own.id } });
    expect(del.statusCode).toBe(200);
    expect((await eng.call(api.itemList, { body: { params: { sourceId: record.id } } })).total).toBe(2);
    expect((await eng.send(api.itemList, { body: { params: { sourceId: 'nope' } } })).statusCode).toBe(404);

    await eng.data(rec.recordSubmit, { params: { id: record.id } });
    const locked = await eng.send(api.itemSave, { body: { sourceId: record.id, checkContent: '迟到的检查项', projectNodeId: unit.id, patrolNodeId: part.id } });
    expect([locked.statusCode, locked.body.msg]).toEqual([400, C.SOURCE_LOCKED]);
  });
});

describe('check items inside a check', () => {
  it('picked into the check\'s rows: the item\'s table joins the score sheet, the item\'s score deducts on its row, never above the base', async () => {
    const { project, unit, part } = await makeProject('检查内检查项项目');
    const eng = await as('xuming');
    const P = { taskId: project.id, scope: 'pms' as const };
    const check = await eng.data(api.pms.checkSave, { params: P, body: { name: '用电专项检查', checkDate: today } });
    // A check has no unit project of its own: the pick names one and a part under it.
    const noUnit = await eng.send(api.nodeItemsSelect, { body: { sourceId: check.id, selectIds: ['0701-01'] } });
    expect([noUnit.statusCode, noUnit.body.msg]).toEqual([400, M.UNIT_PROJECT_REQUIRED]);
    const picked = await eng.send(api.nodeItemsSelect, { body: { sourceId: check.id, selectIds: ['0701-01', '0701-06'], projectNodeId: unit.id, patrolNodeId: part.id } });
    expect([picked.statusCode, picked.body.msg]).toEqual([200, C.SELECTED]);
    const items = picked.body.data;
    expect(items.map((i) => [i.checkContent, i.sourceType, i.patrolNodeName])).toEqual([['外电防护', 'check', '三层梁板'], ['现场照明', 'check', '三层梁板']]);
    const withTable = await eng.data(api.pms.checkGet, { params: { ...P, id: check.id } });
    expect(withTable.tableList).toEqual([expect.objectContaining({ code: '0701', actualScore: 100 })]);

    // Scoring fields: qualified, opinion and points deducted; the row and the check follow.
    const first = items.find((i) => i.checkContent === '外电防护')!;
    const over = await eng.send(api.itemSave, { body: { id: first.id, version: first.version, sourceId: check.id, checkContent: first.checkContent, projectNodeId: unit.id, patrolNodeId: part.id, score: 11 } });
    expect([over.statusCode, over.body.msg]).toEqual([400, C.SCORE_RANGE]);
    const scored = await eng.data(api.itemSave, {
      body: { id: first.id, version: first.version, sourceId: check.id, checkContent: first.checkContent, projectNodeId: unit.id, patrolNodeId: part.id, qualified: false, checkOpinion: '外电线路防护距离不足', score: 4 },
    });
    expect(scored).toMatchObject({ qualified: false, checkOpinion: '外电线路防护距离不足', score: 4 });
    const table = await eng.data(api.pms.tableGet, { params: { ...P, id: check.id, tableId: '0701' } });
    expect(table.rows.find((r) => r.id === '0701-01')).toMatchObject({ deduction: 4, score: 6 });
    expect(table.score).toBe(96);
    const after = await eng.data(api.pms.checkGet, { params: { ...P, id: check.id } });
    expect(after.tableList[0].actualScore).toBe(96);
    expect(after.total).not.toBeNull();
    // The items list of the check shows them with their fields.
    const list = await eng.call(api.itemList, { body: { params: { sourceId: check.id } } });
    expect(list.data.map((i) => [i.checkContent, i.score, i.qualified])).toEqual([['外电防护', 4, false], ['现场照明', null, null]]);

    // Deleting the last scored item takes its deduction off the row: the row is unscored again.
    expect((await eng.send(api.itemDelete, { params: { id: first.id } })).statusCode).toBe(200);
    const back = await eng.data(api.pms.tableGet, { params: { ...P, id: check.id, tableId: '0701' } });
    expect(back.rows.find((r) => r.id === '0701-01')).toMatchObject({ deduction: null, score: 10 });
    expect(back.score).toBe(100);
    expect((await eng.data(api.pms.checkGet, { params: { ...P, id: check.id } })).tableList[0].actualScore).toBe(100);
  });
});

describe('exit plan staff, asset type, contracts by period', () => {
  it('staff of a plan: member entry date copied, exit not before entry, creator only', async () => {
    const { project } = await makeProject('退场人员项目');
    const eng = await as('xuming');
    const member = await eng.data(sup.memberSave, { body: { businessId: project.id, userId: await ctx.uid('heping'), staffName: '何平', entryDate: '2026-03-01' } });
    const plan = await eng.data(ledger.ledgerSave, { params: { kind: 'exitPlan' }, body: { businessId: project.id, data: { name: '第一批退场', exitProjectDate: '2026-12-31' } } });
    const staff = await eng.send(api.exitStaffSave, { body: { planId: plan.id, memberId: member.id, name: '何平', exitProjectDate: '2026-12-01', purpose: '1' } });
    expect([staff.statusCode, staff.body.data.entryProjectDate]).toEqual([200, '2026-03-01']);
    const early = await eng.send(api.exitStaffSave, { body: { planId: plan.id, memberId: member.id, name: '何平', exitProjectDate: '2026-01-01' } });
    expect(early.body.msg).toBe(L.EXIT_BEFORE_ENTRY);
    expect((await eng.send(api.exitStaffSave, { body: { planId: plan.id, name: '' } })).body.msg).toBe(C.STAFF_NAME_REQUIRED);
    await eng.data(api.exitStaffSave, { body: { planId: plan.id, name: '王五', entryProjectDate: '2026-01-05' } });
    const list = await eng.call(api.exitStaffList, { body: { params: { planId$eq: plan.id }, orderBy: 'createdDate', order: 'DESC' } });
    expect([list.total, list.data[0].name]).toEqual([2, '王五']);
    expect((await eng.send(api.exitStaffList, { body: { params: { planId$eq: 'nope' } } })).body.msg).toBe(C.PLAN_NOT_FOUND);
    expect((await (await as('huangzhiqiang')).send(api.exitStaffDelete, { params: { id: staff.body.data.id } })).statusCode).toBe(403);
    expect((await eng.send(api.exitStaffDelete, { params: { id: staff.body.data.id } })).statusCode).toBe(200);
    expect((await eng.call(api.exitStaffList, { body: { params: { planId: plan.id } } })).total).toBe(1);
  });

  it('an asset\'s type from the ASSET_CLASS dictionary; krp period validation', async () => {
    const { project } = await makeProject('固定资产类型项目');
    const eng = await as('xuming');
    const asset = await eng.data(ledger.ledgerSave, { params: { kind: 'fixedAssets' }, body: { businessId: project.id, data: { assetName: '笔记本电脑', quantity: 2, status: '1', assetType: '01' } } });
    expect(await eng.data(api.assetType, { params: { id: asset.id } })).toEqual({ id: asset.id, assetName: '笔记本电脑', assetType: '01', assetTypeName: '电子设备' });
    expect((await eng.send(api.assetType, { params: { id: 'nope' } })).statusCode).toBe(404);
    expect(await eng.data(api.krpDetail, { params: { taskId: project.id }, query: { reportYear: 2026, reportPeriod: 11 } })).toEqual([]);
    expect((await eng.send(api.krpDetail, { params: { taskId: project.id }, query: { reportYear: 2026, reportPeriod: 18 } })).body.msg).toBe(C.PERIOD_INVALID);
  });

  it('krp: the project\'s contract only under the contract area\'s own scope too', async () => {
    const contract = await (await as('sunli')).data(contractApi.saveAndStartFlow, {
      body: { flowType: FLOW_TYPE.CUSTOM_1.value, name: '监理合同krp', businessType: 1, amount: 800000, partyA: '某建设单位', partyB: '华建咨询' },
    });
    const eng = await as('xuming');
    const p = await eng.data(sup.projectSave, { body: { name: 'krp范围项目', deptId: await ctx.deptId('HJ0401'), contractId: contract.id } });
    const year = Number(today.slice(0, 4));
    const Q = { params: { taskId: p.id }, query: { reportYear: year, reportPeriod: 17 } };
    // The engineer sees the supervised project but not sunli's contract: nothing; the admin sees both.
    expect(await eng.data(api.krpDetail, Q)).toEqual([]);
    expect(await (await as('admin')).data(api.krpDetail, Q)).toMatchObject([{ contractId: contract.id, contractName: '监理合同krp', amount: 800000 }]);
    // A period that ended before the contract existed lists nothing, even to the admin.
    expect(await (await as('admin')).data(api.krpDetail, { ...Q, query: { reportYear: year - 1, reportPeriod: 17 } })).toEqual([]);
  });
});
