import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { sysDataMenu, sysDept, sysRole, sysUser } from '../../../db/schema/index.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
beforeAll(async () => {
  tokens.admin = await ctx.token();
  for (const u of ['sunli', 'zhangwei', 'zhoumin', 'xiefang', 'xuming']) tokens[u] = await ctx.t.login(u, TEST_DEMO_PASSWORD);
  const db = ctx.db;
  for (const u of ['sunli', 'zhangwei', 'zhoumin', 'xiefang']) ids[u] = (await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.loginName, u)))[0].id;
  ids.dept = (await db.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.code, 'HJ0201')))[0].id;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: string, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(tokens[who]), ...(payload !== undefined && { payload: payload as object }) });
const okData = async <T = Record<string, unknown>>(p: ReturnType<typeof call>) => {
  const res = await p;
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).data;
};

const purchase = (over: Record<string, unknown> = {}, items?: unknown[]) => ({
  values: { applyDate: '2026-11-20', applicant: ids.sunli, applyDept: ids.dept, purpose: '部门日常办公', ...over },
  subTables: { items: items ?? [{ itemName: 'A4复印纸', spec: '70g', quantity: 10, price: 25.5 }, { itemName: '签字笔', quantity: 3, price: 2.2 }] },
});

interface Row { id: string; version: number; flowStatus: number; editable: boolean; createdBy: string; [k: string]: unknown }

describe('seeded forms', () => {
  it('office supplies purchase: meta by code, create with computed sub-table amounts, total and serial', async () => {
    const meta = await okData<{ definition: { id: string; kind: string; processCode: string }; permissions: Record<string, boolean>; model: { subTables: unknown[] } }>(
      call('sunli', 'GET', '/b/form/office_purchase/meta'));
    expect(meta.definition).toMatchObject({ kind: 'list', processCode: 'contract_minimal' });
    expect(meta.permissions).toMatchObject({ create: true, edit: true, manageAll: false, delete: true, export: true, import: false });
    expect(meta.model.subTables).toHaveLength(1);

    const created = await okData<{ id: string }>(call('sunli', 'POST', `/b/form/${meta.definition.id}/record`, purchase()));
    const rec = await okData<Row & { subTables: { items: Record<string, unknown>[] } }>(call('sunli', 'GET', `/b/form/office_purchase/record/${created.id}`));
    expect(rec.subTables.items.map((i) => i.amount)).toEqual([255, 6.6]);
    expect(rec.total).toBe(261.6);
    expect(rec.orderNo).toMatch(/^CG\d{8}\d{4}$/);
    expect(rec).toMatchObject({ applicantName: '孙丽', editable: true, flowStatus: 0, createdByName: '孙丽' });

    // Update replaces the sub-table rows; a stale version is refused.
    const upd = await call('sunli', 'PUT', `/b/form/office_purchase/record/${created.id}`, { ...purchase({ purpose: '改' }, [{ itemName: '订书钉', quantity: 2, price: 1 }]), version: rec.version });
    expect(upd.statusCode, upd.body).toBe(200);
    const again = await okData<Row & { subTables: { items: unknown[] } }>(call('sunli', 'GET', `/b/form/office_purchase/record/${created.id}`));
    expect(again).toMatchObject({ purpose: '改', total: 2, orderNo: rec.orderNo, version: rec.version + 1 });
    expect(again.subTables.items).toHaveLength(1);
    const stale = await call('sunli', 'PUT', `/b/form/office_purchase/record/${created.id}`, { ...purchase(), version: rec.version });
    expect(stale.statusCode).toBe(409);
  });

  it('exports what the user can see as a workbook with Chinese headers; a refusal is an envelope, not a broken file', async () => {
    const created = await okData<{ id: string }>(call('zhangwei', 'POST', '/b/form/office_purchase/record', purchase({ purpose: '导出核对' })));
    const rec = await okData<Row>(call('zhangwei', 'GET', `/b/form/office_purchase/record/${created.id}`));
    const res = await call('zhangwei', 'POST', '/b/form/office_purchase/export', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['采购单号', '用途', '合计', '创建人']));
    const col = (title: string) => header.indexOf(title) + 1;
    const rows: unknown[][] = [];
    ws.eachRow((r, n) => { if (n > 1) rows.push([r.getCell(col('采购单号')).value, r.getCell(col('用途')).value, r.getCell(col('创建人')).value]); });
    expect(rows).toContainEqual([rec.orderNo, '导出核对', '张伟']);

    const refused = await call('zhangwei', 'POST', '/b/form/fixed_asset/export', {});
    expect(refused.statusCode).toBe(403);
    expect(body(refused).success).toBe(false);
  });

  it('validates every field on the server and writes nothing on bad input', async () => {
    const res = await call('sunli', 'POST', '/b/form/office_purchase/record', {
      values: { applyDate: '2026-13-01', applicant: 'nobody', purpose: '' },
      subTables: { items: [{ itemName: '', quantity: 1.5, price: 'x' }] },
    });
    expect(res.statusCode).toBe(400);
    const errors = body<{ errors: { field: string; message: string }[] }>(res).data.errors;
    expect(errors.map((e) => e.message)).toEqual([
      '申请日期日期格式不正确', '申请人选择的人员不存在', '申请部门不能为空', '用途不能为空',
      // 物品名称 is optional since a line may pick the item instead (office_purchase v2, issue 18).
      '采购明细第1行：数量必须是整数', '采购明细第1行：单价必须是数字',
    ]);
    expect(body(res).msg).toBe('申请日期日期格式不正确');
    const list = await okData<Row[]>(call('sunli', 'POST', '/b/form/office_purchase/queryList', { params: { purpose$like: '日常办公' } }));
    expect(list.every((r) => r.purpose !== '')).toBe(true);
    const bad = await call('sunli', 'POST', '/b/form/office_purchase/queryList', { params: { nope: 1 } });
    expect(bad.statusCode).toBe(400);
    const badDate = await call('sunli', 'POST', '/b/form/office_purchase/queryList', { params: { applyDate: 'abc' } });
    expect(badDate.statusCode).toBe(400);
    // A user without the form's menu (no form:office_purchase:* for supervision? everyone has it) — a form nobody granted:
    expect((await call('xuming', 'GET', '/b/form/fixed_asset/meta')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/b/form/fixed_asset/meta' })).statusCode).toBe(401);
  });

  it('counts a money text\'s decimal places as written, trailing zeros aside', async () => {
    const res = await call('sunli', 'POST', '/b/form/office_purchase/record', {
      values: { applyDate: '2026-11-20', purpose: '' },
      subTables: { items: [{ itemName: '纸', quantity: 1, price: '12.3400' }, { itemName: '笔', quantity: 1, price: '12.345' }] },
    });
    expect(res.statusCode).toBe(400);
    const messages = body<{ errors: { message: string }[] }>(res).data.errors.map((e) => e.message).filter((m) => m.includes('单价'));
    expect(messages).toEqual(['采购明细第2行：单价最多保留2位小数']);
  });

  it('lists under the data scope; others\' records are read-only without manageAll; batch delete', async () => {
    const mine = await okData<{ id: string }>(call('zhoumin', 'POST', '/b/form/office_purchase/record', purchase({ purpose: '周敏的采购', applicant: ids.zhoumin })));
    const theirs = await okData<{ id: string }>(call('sunli', 'POST', '/b/form/office_purchase/record', purchase({ purpose: '孙丽的采购' })));
    // Self scope: zhoumin sees only her own.
    const zl = await okData<Row[]>(call('zhoumin', 'POST', '/b/form/office_purchase/queryList', { params: { purpose$like: '的采购' } }));
    expect(zl.map((r) => r.id)).toEqual([mine.id]);
    expect((await call('zhoumin', 'GET', `/b/form/office_purchase/record/${theirs.id}`)).statusCode).toBe(404);
    // The office (scope all + manageAll) sees and edits both.
    const xl = await okData<Row[]>(call('xiefang', 'POST', '/b/form/office_purchase/queryList', { params: { purpose$like: '的采购' }, pageSize: 50 }));
    expect(xl.map((r) => r.id).sort()).toEqual([mine.id, theirs.id].sort());
    expect(xl.every((r) => r.editable)).toBe(true);

    // Give cost engineers 'all' on the form: zhoumin now sees sunli's record, read-only.
    const db = ctx.db;
    const role = (await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'cost_engineer')))[0].id;
    const menu = (await db.select({ id: sysDataMenu.id }).from(sysDataMenu).where(eq(sysDataMenu.code, 'form:office_purchase')))[0].id;
    const scope = await call('admin', 'POST', `/b/role/data/attr/saveDataRef/${role}/${menu}`, { scope: 'all' });
    expect(scope.statusCode, scope.body).toBe(200);
    const zl2 = await okData<Row[]>(call('zhoumin', 'POST', '/b/form/office_purchase/queryList', { params: { purpose$like: '的采购' } }));
    expect(zl2.find((r) => r.id === theirs.id)?.editable).toBe(false);
    expect(zl2.find((r) => r.id === mine.id)?.editable).toBe(true);
    const rec = await okData<Row>(call('zhoumin', 'GET', `/b/form/office_purchase/record/${theirs.id}`));
    const put = await call('zhoumin', 'PUT', `/b/form/office_purchase/record/${theirs.id}`, { ...purchase({ purpose: '改他人' }), version: rec.version });
    expect(put.statusCode).toBe(403);
    expect(body(put).msg).toBe('他人创建的记录为只读，不能修改');
    const del = await call('zhoumin', 'DELETE', '/b/form/office_purchase/record', { ids: [theirs.id] });
    expect(del.statusCode).toBe(403);

    const none = await call('zhoumin', 'DELETE', '/b/form/office_purchase/record', { ids: [] });
    expect(none.statusCode).toBe(400);
    expect(body(none).msg).toBe('请至少选择一条记录！');
    await okData(call('zhoumin', 'DELETE', '/b/form/office_purchase/record', { ids: [mine.id] }));
    expect((await call('zhoumin', 'GET', `/b/form/office_purchase/record/${mine.id}`)).statusCode).toBe(404);
  });

  it('runs the purchase through the 极简流程: status follows the flow; the approver reads but cannot edit', async () => {
    const s = await okData<{ id: string; procInstId: string; taskId: string; name: string }>(
      call('sunli', 'POST', '/b/form/office_purchase/record/saveAndStartFlow', purchase({ purpose: '流程采购' })));
    expect(s.name).toBe('办公用品采购-流程采购');
    let rec = await okData<Row>(call('sunli', 'GET', `/b/form/office_purchase/record/${s.id}`));
    expect(rec).toMatchObject({ flowStatus: 1, flowStatusName: '审批中', procInstId: s.procInstId, editable: false });
    // Initiator cannot edit while it is with the approver.
    const put = await call('sunli', 'PUT', `/b/form/office_purchase/record/${s.id}`, { ...purchase({ purpose: 'x' }), version: rec.version });
    expect(put.statusCode).toBe(403);
    // The approver (department manager) reads it through the flow; the node allows no field edits.
    const seen = await okData<Row & { fieldPermissions: Record<string, string> }>(call('zhangwei', 'GET', `/b/form/office_purchase/record/${s.id}`));
    expect(seen.purpose).toBe('流程采购');
    const put2 = await call('zhangwei', 'PUT', `/b/form/office_purchase/record/${s.id}`, { ...purchase({ purpose: 'y' }), version: seen.version });
    expect(put2.statusCode).toBe(403);
    const todo = body<Array<{ id: string; procInstId: string }>>(await call('zhangwei', 'POST', '/b/wf/task/queryTodoList', {})).data.find((x) => x.procInstId === s.procInstId)!;
    const opts = body<Array<{ userTaskConfigId: string; type: number }>>(await call('zhangwei', 'GET', `/a/wf/userTaskTodo/${todo.id}/nextFlowNodeOptionList`)).data;
    const sub = await call('zhangwei', 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true } });
    expect(sub.statusCode, sub.body).toBe(200);
    rec = await okData<Row>(call('sunli', 'GET', `/b/form/office_purchase/record/${s.id}`));
    expect(rec).toMatchObject({ flowStatus: 3, flowStatusName: '已审批', editable: false });
    const del = await call('sunli', 'DELETE', '/b/form/office_purchase/record', { ids: [s.id] });
    expect(del.statusCode).toBe(403);

    // A saved draft is submitted later; only by its creator, and only once.
    const draft = await okData<{ id: string }>(call('sunli', 'POST', '/b/form/office_purchase/record', purchase({ purpose: '先存后提' })));
    // 404 when she cannot see it, 403 once her role sees all records of the form (an earlier case grants that).
    expect([403, 404]).toContain((await call('zhoumin', 'POST', `/b/form/office_purchase/record/${draft.id}/startFlow`)).statusCode);
    const started = await okData<{ procInstId: string; name: string }>(call('sunli', 'POST', `/b/form/office_purchase/record/${draft.id}/startFlow`));
    expect(started.name).toBe('办公用品采购-先存后提');
    expect((await okData<Row>(call('sunli', 'GET', `/b/form/office_purchase/record/${draft.id}`))).flowStatus).toBe(1);
    expect(body(await call('sunli', 'POST', `/b/form/office_purchase/record/${draft.id}/startFlow`)).msg).toBe('记录已在审批中或已审批');
  });

  it('fixed-asset ledger: tree grid by parent, dictionary values checked, default status', async () => {
    const parent = await okData<{ id: string }>(call('xiefang', 'POST', '/b/form/fixed_asset/record', {
      values: { assetClass: '0101', assetName: '研发部电脑组', purchaseDate: '2026-01-05', originalValue: 12000, keeper: ids.xiefang },
    }));
    const child = await okData<{ id: string }>(call('xiefang', 'POST', '/b/form/fixed_asset/record', {
      parentId: parent.id, values: { assetClass: '0101', assetName: '台式电脑A', originalValue: 6000 },
    }));
    const bad = await call('xiefang', 'POST', '/b/form/fixed_asset/record', { values: { assetClass: '9999', assetName: 'x', status: '99' } });
    expect(bad.statusCode).toBe(400);
    expect(body<{ errors: { message: string }[] }>(bad).data.errors.map((e) => e.message)).toEqual(['资产分类的选项不存在', '状态的选项不存在']);
    const roots = await okData<Row[]>(call('xiefang', 'POST', '/b/form/fixed_asset/queryList', { params: { parentId$isNull: true } }));
    const root = roots.find((r) => r.id === parent.id)!;
    expect(root).toMatchObject({ hasChildren: true, status: '1', assetNo: expect.stringMatching(/^ZC-\d{4}-\d{5}$/) });
    const kids = await okData<Row[]>(call('xiefang', 'POST', '/b/form/fixed_asset/queryList', { params: { parentId: parent.id } }));
    expect(kids.map((r) => r.id)).toEqual([child.id]);
    // Grouped by the 资产分类 dictionary tree: 电子设备 › 台式电脑 › the parent record › its child.
    interface TreeNode { key: string; label?: string; group?: boolean; count: number; id?: string; children: TreeNode[] }
    const tree = await okData<TreeNode[]>(call('xiefang', 'POST', '/b/form/fixed_asset/tree', { params: { assetName$like: '电脑' } }));
    expect(tree.map((n) => [n.label, n.count])).toEqual([['电子设备', 2]]);
    const pc = tree[0].children[0];
    expect(pc).toMatchObject({ key: 'dict:0101', label: '台式电脑', group: true, count: 2 });
    expect(pc.children.map((n) => n.id)).toEqual([parent.id]);
    expect(pc.children[0].children.map((n) => n.id)).toEqual([child.id]);
    const delParent = await call('xiefang', 'DELETE', '/b/form/fixed_asset/record', { ids: [parent.id] });
    expect(delParent.statusCode).toBe(400);
    expect(body(delParent).msg).toBe('请先删除下级记录');
    await okData(call('xiefang', 'DELETE', '/b/form/fixed_asset/record', { ids: [parent.id, child.id] }));
  });

  it('page config, /b/wf/form calls and per-node display', async () => {
    interface PageContent {
      tableColumn: { title: string }[]; url: { startFlow: string }; searchConditons: { field: string; op: string }[];
    }
    const pc = await okData<Array<{ type: string; content: PageContent }>>(call('sunli', 'POST', '/b/pageConfig/queryList', { params: { type: 'form:office_purchase' } }));
    expect(pc).toHaveLength(1);
    const c = pc[0].content;
    expect(Object.keys(c)).toEqual(expect.arrayContaining(['forms', 'tableColumn', 'url', 'extraParams', 'searchConditons']));
    expect(c.tableColumn.map((x) => x.title)).toContain('采购单号');
    expect(c.url.startFlow).toMatch(/^\/b\/form\/.+\/record\/saveAndStartFlow$/);
    expect(c.searchConditons.find((s) => s.field === 'applyDate')?.op).toBe('between');

    const f = await okData<{ id: string; code: string; model: unknown }>(call('sunli', 'GET', '/b/wf/form/office_purchase'));
    expect(f.code).toBe('office_purchase');
    expect((await okData<Array<{ code: string }>>(call('sunli', 'GET', '/b/wf/form/group/1/list'))).map((x) => x.code)).toEqual(expect.arrayContaining(['office_purchase', 'fixed_asset']));
    // The administration documents run through the same 极简流程 (issue 18).
    expect((await okData<Array<{ code: string }>>(call('sunli', 'GET', '/b/wf/form/contract_minimal/list'))).map((x) => x.code))
      .toEqual(expect.arrayContaining(['office_purchase', 'supplies_requisition', 'vehicle_use', 'asset_scrap', 'asset_maintain']));

    const start = await okData<{ fieldPermissions: Record<string, string> }>(call('sunli', 'POST', '/b/wf/form/display', { formId: f.id }));
    expect(start.fieldPermissions.purpose).toBe('editable');
    const node = await okData<{ fieldPermissions: Record<string, string> }>(call('sunli', 'POST', '/b/wf/form/display', { formId: f.id, taskDefKey: 'dept_manager' }));
    expect(node.fieldPermissions.purpose).toBe('readonly');
    const ro = await okData<{ fieldPermissions: Record<string, string> }>(call('sunli', 'POST', '/b/wf/form/display', { formId: f.id, readonly: true }));
    expect(ro.fieldPermissions.purpose).toBe('readonly');
    expect((await call('sunli', 'POST', '/b/wf/form/display', { formId: f.id, taskDefKey: 'nope' })).statusCode).toBe(400);
  });

  it('serial numbers stay unique under 50 concurrent creates', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      call('sunli', 'POST', '/b/form/office_purchase/record', purchase({ purpose: `并发${i}` }, [{ itemName: '纸', quantity: 1, price: 1 }]))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const rows = await okData<Row[]>(call('sunli', 'POST', '/b/form/office_purchase/queryList', { params: { purpose$like: '并发' }, pageSize: 100 }));
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.orderNo)).size).toBe(50);
  });
});

describe('designing and publishing forms', () => {
  const model = (fields: unknown[], subTables: unknown[] = []) => ({ sections: [{ key: 'main', title: '基本信息', columns: 2, fields }], subTables });
  const qty = { key: 'qty', label: '数量', type: 'number' };
  const name = { key: 'title', label: '名称', type: 'text', required: true, searchable: true };
  const lines = { key: 'lines', title: '明细', fields: [{ key: 'item', label: '物品', type: 'text' }] };

  it('publishes a table, alters it, and refuses changes that would lose data', async () => {
    const def = await okData<{ id: string; currentVersion: number | null }>(call('admin', 'POST', '/a/form/definition', {
      code: 'tst_alter', name: '改表测试', kind: 'list', model: model([name, qty, { key: 'note', label: '备注', type: 'text' }], [lines]),
    }));
    expect(def.currentVersion).toBeNull();
    expect(await okData(call('admin', 'POST', `/a/form/definition/${def.id}/publish`))).toEqual({ version: 1 });
    await okData(call('admin', 'POST', '/b/form/tst_alter/record', { values: { title: '一', qty: 5 }, subTables: { lines: [{ item: 'x' }] } }));

    const save = (fields: unknown[], subs: unknown[] = [lines]) => okData(call('admin', 'POST', '/a/form/definition', { id: def.id, code: 'tst_alter', name: '改表测试', kind: 'list', model: model(fields, subs) }));
    const publish = () => call('admin', 'POST', `/a/form/definition/${def.id}/publish`);

    // Dropping a field holding data: refused, naming the field.
    await save([name]);
    let res = await publish();
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('字段“数量”已有数据，不能删除或改为不兼容的类型');
    // Incompatible type change with data: refused; widening number → text is allowed.
    await save([name, { ...qty, type: 'date' }]);
    expect(body(await publish()).msg).toBe('字段“数量”已有数据，不能删除或改为不兼容的类型');
    // Removing a sub-table that has rows: refused.
    await save([name, qty], []);
    expect(body(await publish()).msg).toBe('子表“明细”已有数据，不能删除');
    // Widen, add a field, drop the empty 'note': allowed.
    await save([name, { ...qty, label: '数量说明', type: 'text' }, { key: 'amount', label: '金额', type: 'money' }]);
    res = await publish();
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toEqual({ version: 2 });
    const rows = await okData<Row[]>(call('admin', 'POST', '/b/form/tst_alter/queryList', {}));
    expect(rows[0]).toMatchObject({ title: '一', qty: '5', amount: null });
    expect(rows[0]).not.toHaveProperty('note');
    const v1 = await okData<{ model: { sections: { fields: unknown[] }[] } }>(call('admin', 'GET', `/a/form/version/${def.id}/1`));
    expect(v1.model.sections[0].fields).toHaveLength(3);
    const detail = await okData<{ versions: unknown[] }>(call('admin', 'GET', `/a/form/definition/${def.id}`));
    expect(detail.versions).toHaveLength(2);
    // Code is fixed after the first publish; a form holding data cannot be deleted.
    expect((await call('admin', 'POST', '/a/form/definition', { id: def.id, code: 'tst_other', name: 'x', kind: 'list', model: model([name]) })).statusCode).toBe(400);
    expect(body(await call('admin', 'DELETE', `/a/form/definition/${def.id}`)).msg).toBe('表单已有数据，不能删除');
  });

  it('keeps read-only fields from the stored record: a posted value neither sets nor changes them', async () => {
    const checked = { key: 'checkedOn', label: '核对日期', type: 'date', readOnly: true };
    const count = { key: 'checks', label: '核对次数', type: 'number', readOnly: true, defaultValue: 0 };
    const def = await okData<{ id: string }>(call('admin', 'POST', '/a/form/definition', {
      code: 'tst_readonly', name: '只读测试', kind: 'list', model: model([name, checked, count]),
    }));
    await okData(call('admin', 'POST', `/a/form/definition/${def.id}/publish`));
    const meta = await okData<{ model: { sections: { fields: { key: string; readOnly?: boolean }[] }[] } }>(call('admin', 'GET', '/b/form/tst_readonly/meta'));
    expect(meta.model.sections[0].fields.find((f) => f.key === 'checkedOn')?.readOnly).toBe(true);
    // Create: the posted values are dropped; the default applies.
    const { id } = await okData<{ id: string }>(call('admin', 'POST', '/b/form/tst_readonly/record', { values: { title: '甲', checkedOn: '2020-01-01', checks: 9 } }));
    const get = () => okData<Row>(call('admin', 'GET', `/b/form/tst_readonly/record/${id}`));
    const rec = await get();
    expect(rec).toMatchObject({ title: '甲', checkedOn: null, checks: 0 });
    // Edit: the stored values stay whatever is posted (also when the keys are left out).
    await okData(call('admin', 'PUT', `/b/form/tst_readonly/record/${id}`, { values: { title: '乙', checkedOn: '2020-01-01', checks: 9 }, version: rec.version }));
    expect(await get()).toMatchObject({ title: '乙', checkedOn: null, checks: 0, version: rec.version + 1 });
    await okData(call('admin', 'PUT', `/b/form/tst_readonly/record/${id}`, { values: { title: '丙' }, version: rec.version + 1 }));
    expect(await get()).toMatchObject({ title: '丙', checkedOn: null, checks: 0 });
    // The asset card's maintenance fields carry the flag, so its form shows them as text.
    const asset = await okData<{ model: { sections: { fields: { key: string; readOnly?: boolean }[] }[] } }>(call('admin', 'GET', '/b/form/fixed_asset/meta'));
    const flagged = asset.model.sections.flatMap((s) => s.fields).filter((f) => f.readOnly).map((f) => f.key);
    expect(flagged).toEqual(['scrapDate', 'maintainCount', 'maintainCost', 'lastMaintainDate']);
  });

  it('rejects bad models: reserved or duplicate keys, bad formulas, unknown serial rules; only form managers design', async () => {
    const bad = async (m: unknown, msg: string) => {
      const res = await call('admin', 'POST', '/a/form/definition', { code: 'tst_bad', name: '坏', kind: 'list', model: m });
      expect(res.statusCode, JSON.stringify(m)).toBe(400);
      expect(body(res).msg).toBe(msg);
    };
    await bad(model([{ key: 'createdBy', label: '创建人', type: 'text' }]), '字段标识“createdBy”为系统保留字段（创建人）');
    await bad(model([name, name]), '字段标识“title”重复');
    await bad(model([qty, { key: 'tot', label: '合计', type: 'computed', formula: 'qty * price' }]), '计算字段“合计”的公式引用了不存在的字段“price”');
    await bad(model([qty, { key: 'tot', label: '合计', type: 'computed', formula: 'qty * (2' }]), '计算字段“合计”的公式括号不匹配');
    await bad(model([{ key: 'kind', label: '类别', type: 'select' }]), '字段“类别”请选择数据字典');
    await bad(model([name], [{ ...lines, fields: [{ key: 'item', label: '物品', type: 'text', readOnly: true }] }]), '子表“明细”的字段不能设为只读');
    const def = await okData<{ id: string }>(call('admin', 'POST', '/a/form/definition', {
      code: 'tst_serial', name: '流水', kind: 'list', model: model([{ key: 'no', label: '编号', type: 'serial', serialRule: 'NOPE' }]),
    }));
    const res = await call('admin', 'POST', `/a/form/definition/${def.id}/publish`);
    expect(body(res).msg).toBe('字段“编号”的编码规则“NOPE”不存在');
    expect((await call('sunli', 'POST', '/a/form/definition/queryList', {})).statusCode).toBe(403);
    const list = await okData<Array<{ code: string; versionCount: number }>>(call('admin', 'POST', '/a/form/definition/queryList', { params: { code: 'office_purchase' } }));
    expect(list[0].versionCount).toBe(1);
    // Never published: deletable.
    await okData(call('admin', 'DELETE', `/a/form/definition/${def.id}`));
  });

  it('createButtons makes the menu entry and button permissions; role grants narrow who may use a form', async () => {
    const def = await okData<{ id: string }>(call('admin', 'POST', '/a/form/definition', { code: 'tst_menu', name: '菜单测试', kind: 'list', model: model([name]) }));
    await okData(call('admin', 'POST', `/a/form/definition/${def.id}/publish`));
    const tree = await okData<Array<{ id: string; code?: string; name: string }>>(call('admin', 'POST', '/a/sys/menu/queryTree', {}));
    const adm = tree.find((m) => m.name === '行政管理')!;
    const made = await okData<{ menuId: string; url: string; buttons: { permission: string }[] }>(
      call('admin', 'POST', '/b/wf/form/auth/menu/createButtons', { formId: def.id, parentId: adm.id }));
    expect(made.url).toBe('/main-page/tst_menu/wf-list');
    expect(made.buttons.map((b) => b.permission)).toEqual(['add', 'edit', 'manageAll', 'delete', 'export', 'import'].map((a) => `form:tst_menu:${a}`));
    const again = await okData<{ menuId: string }>(call('admin', 'POST', '/b/wf/form/auth/menu/createButtons', { formId: def.id, parentId: adm.id }));
    expect(again.menuId).toBe(made.menuId);
    expect((await call('sunli', 'POST', '/b/wf/form/auth/menu/createButtons', { formId: def.id, parentId: adm.id })).statusCode).toBe(403);
    // Nobody but administrators holds the new menu yet.
    expect((await call('sunli', 'GET', '/b/form/tst_menu/meta')).statusCode).toBe(403);

    // model-role-manager: limiting office_purchase to the office role locks others out.
    const roles = await ctx.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'admin_office'));
    await okData(call('admin', 'PUT', '/a/form/definition/office_purchase/roles', { roleIds: [roles[0].id] }));
    expect((await okData<{ roleIds: string[] }>(call('admin', 'GET', '/a/form/definition/office_purchase/roles'))).roleIds).toEqual([roles[0].id]);
    expect((await call('sunli', 'GET', '/b/form/office_purchase/meta')).statusCode).toBe(403);
    expect((await call('xiefang', 'GET', '/b/form/office_purchase/meta')).statusCode).toBe(200);
    await okData(call('admin', 'PUT', '/a/form/definition/office_purchase/roles', { roleIds: [] }));
    expect((await call('sunli', 'GET', '/b/form/office_purchase/meta')).statusCode).toBe(200);
  });

  it('enforces each flow node\'s field permissions on the server (hidden, read-only, editable)', async () => {
    const tree = {
      root: {
        id: 'start', name: '发起人', type: 'start',
        childNode: {
          id: 'review', name: '审核', type: 'approver',
          config: { assignee: { type: 'users', userIds: [ids.zhangwei] }, mode: 'single', fieldPermissions: { opinion: 'editable', secret: 'hidden', lines: 'readonly' } },
        },
      },
    };
    const flow = await okData<{ id: string }>(call('admin', 'POST', '/a/wf/definition', { code: 'tst_form_flow', name: '表单权限流程', businessType: 'form', draft: tree }));
    const pub = await call('admin', 'POST', `/a/wf/definition/${flow.id}/publish`, tree);
    expect(pub.statusCode, pub.body).toBe(200);
    const def = await okData<{ id: string }>(call('admin', 'POST', '/a/form/definition', {
      code: 'tst_flow', name: '权限测试', kind: 'list', processCode: 'tst_form_flow',
      model: model([name, { key: 'opinion', label: '审核意见', type: 'textarea' }, { key: 'secret', label: '机密', type: 'text' }], [lines]),
    }));
    await okData(call('admin', 'POST', `/a/form/definition/${def.id}/publish`));
    const s = await okData<{ id: string; procInstId: string }>(call('admin', 'POST', '/b/form/tst_flow/record/saveAndStartFlow', {
      values: { title: '申请', secret: '内部' }, subTables: { lines: [{ item: '甲' }] },
    }));

    const display = await okData<{ fieldPermissions: Record<string, string> }>(call('zhangwei', 'POST', '/b/wf/form/display', { formId: 'tst_flow', taskDefKey: 'review' }));
    expect(display.fieldPermissions).toEqual({ title: 'readonly', opinion: 'editable', secret: 'hidden', lines: 'readonly' });
    // The approver reads the record without the form's menu; the hidden field never leaves the server.
    const seen = await okData<Row & { fieldPermissions: Record<string, string>; subTables: { lines: unknown[] } }>(call('zhangwei', 'GET', `/b/form/tst_flow/record/${s.id}`));
    expect(seen).toMatchObject({ title: '申请', secret: null, editable: true, taskNodeId: 'review' });
    expect(seen.subTables.lines).toHaveLength(1);
    const put = (values: Record<string, unknown>, subTables?: unknown) =>
      call('zhangwei', 'PUT', `/b/form/tst_flow/record/${s.id}`, { values, version: seen.version, ...(subTables !== undefined && { subTables }) });
    let res = await put({ title: '改标题', opinion: '同意' });
    expect(res.statusCode).toBe(403);
    expect(body(res).msg).toBe('字段“名称”在当前环节不可修改');
    res = await put({ opinion: '同意', secret: '泄露' });
    expect(body(res).msg).toBe('字段“机密”在当前环节不可修改');
    res = await put({ opinion: '同意' }, { lines: [] });
    expect(body(res).msg).toBe('子表“明细”在当前环节不可修改');
    // Unchanged read-only values and omitted hidden ones are fine; only the editable field changes.
    res = await put({ title: '申请', opinion: '同意' }, { lines: [{ item: '甲' }] });
    expect(res.statusCode, res.body).toBe(200);
    const after = await okData<Row & { subTables: { lines: unknown[] } }>(call('admin', 'GET', `/b/form/tst_flow/record/${s.id}`));
    expect(after).toMatchObject({ title: '申请', opinion: '同意', secret: '内部' });
    expect(after.subTables.lines).toHaveLength(1);
    // Someone without a task in the flow cannot touch it.
    expect((await call('zhoumin', 'GET', `/b/form/tst_flow/record/${s.id}`)).statusCode).toBe(404);
  });

  it('code-gen rules: save, preview without consuming, next', async () => {
    await okData(call('admin', 'POST', '/a/codegen/rule', { code: 'T-1', name: '测试', prefix: 'T', datePattern: '', seqLength: 3, separator: '-' }));
    expect((await okData<{ value: string }>(call('sunli', 'POST', '/b/codegen/T-1/next?peek=1'))).value).toBe('T-001');
    expect((await okData<{ value: string }>(call('sunli', 'POST', '/b/codegen/T-1/next'))).value).toBe('T-001');
    expect((await okData<{ value: string }>(call('sunli', 'POST', '/b/codegen/T-1/next'))).value).toBe('T-002');
    expect((await call('admin', 'POST', '/a/codegen/rule', { code: 'T-1', name: '重复' })).statusCode).toBe(400);
    expect((await call('sunli', 'POST', '/b/codegen/NOPE/next')).statusCode).toBe(404);
    const list = await okData<Array<{ code: string; example: string }>>(call('admin', 'POST', '/a/codegen/rule/queryList', { params: { code: 'CGSQ' } }));
    expect(list[0].example).toMatch(/^CG\d{8}0001$/);
  });
});
