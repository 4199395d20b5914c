import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auth, body } from '../../../../test/helpers.js';
import { multipart, type Part } from '../../../../test/multipart.js';
import { sysDataMenu, sysRole, sysRoleMenu } from '../../../db/schema/index.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

/* Online-form records in the global search, and the attachments of form records (refModule form:<code>). */

const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  for (const u of ['admin', 'sunli', 'zhangwei', 'zhoumin', 'xiefang', 'xuming']) {
    tokens[u] = await ctx.token(u);
    ids[u] = await ctx.uid(u);
  }
  ids.dept = await ctx.deptId('HJ0201');
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: string, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(tokens[who] ?? who), ...(payload !== undefined && { payload: payload as object }) });
const okData = async <T = Record<string, unknown>>(p: ReturnType<typeof call>) => {
  const res = await p;
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).data;
};

interface Hit { tableCode: string; typeName: string; recordId: string; title: string; snippet: string; link: string }
const find = async (who: string, keyword: string, tableCode?: string) => {
  const res = await call(who, 'POST', '/b/global/search/queryList', { params: { keyword, tableCode } });
  expect(res.statusCode, res.body).toBe(200);
  return body<Hit[]>(res);
};
const tabs = async (who: string) => (await okData<{ tableCode: string; name: string }[]>(call(who, 'GET', '/b/global/search/typeList')));

const purchase = (purpose: string) => ({
  values: { applyDate: '2026-11-20', applicant: ids.sunli, applyDept: ids.dept, purpose },
  subTables: { items: [{ itemName: 'A4复印纸', quantity: 2, price: 25 }] },
});

interface Row { id: string; version: number; orderNo: string; [k: string]: unknown }

/** The department manager approves the purchase's 极简流程 task. */
async function approve(who: string, procInstId: string) {
  const todo = body<Array<{ id: string; procInstId: string }>>(await call(who, 'POST', '/b/wf/task/queryTodoList', {})).data.find((x) => x.procInstId === procInstId)!;
  const opts = body<Array<{ userTaskConfigId: string; type: number }>>(await call(who, 'GET', `/a/wf/userTaskTodo/${todo.id}/nextFlowNodeOptionList`)).data;
  await okData(call(who, 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true } }));
}

describe('online-form records in the global search', () => {
  it('offers a tab per published form the caller may open, after contracts and consultations', async () => {
    expect(await tabs('sunli')).toContainEqual({ tableCode: 'form:office_purchase', name: '办公用品采购' });
    expect((await tabs('sunli')).map((x) => x.tableCode)).not.toContain('form:fixed_asset');
    expect((await tabs('xiefang')).map((x) => x.tableCode)).toEqual(expect.arrayContaining(['form:fixed_asset', 'form:office_purchase']));
    // Forms come after contracts and consultations; other areas' tabs (loans, …) follow.
    expect((await tabs('admin')).map((x) => x.tableCode).slice(0, 4)).toEqual(['ct_contract', 'cost_consultation', 'form:asset_buying', 'form:asset_count']);
  });

  it('finds a purchase by a 2-character word for those whose data scope holds it, and nobody else', async () => {
    const { id } = await okData<{ id: string }>(call('sunli', 'POST', '/b/form/office_purchase/record', purchase('采购激光打印机硒鼓')));
    const rec = await okData<Row>(call('sunli', 'GET', `/b/form/office_purchase/record/${id}`));
    const mine = await find('sunli', '硒鼓');
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({
      tableCode: 'form:office_purchase', typeName: '办公用品采购', recordId: id, title: '采购激光打印机硒鼓',
      link: `/main-page/office_purchase/wf-form?mode=view&id=${id}`,
    });
    expect(mine.data[0].snippet).toContain(rec.orderNo);
    // By its serial number too, within the form's own tab.
    expect((await find('sunli', rec.orderNo, 'form:office_purchase')).data.map((h) => h.recordId)).toEqual([id]);
    // The office sees every purchase; others only their own (the default scope), whatever their department.
    expect((await find('xiefang', '硒鼓')).data.map((h) => h.recordId)).toEqual([id]);
    expect((await find('zhangwei', '硒鼓')).total).toBe(0);
    expect((await find('zhoumin', '硒鼓')).total).toBe(0);

    // Without the form's view right: no tab, no hit, even asking for the tab by name.
    const plain = await ctx.make.caller({ deptCode: 'HJ0201', roles: [{ perms: [] }] });
    expect((await tabs(plain.token)).map((x) => x.tableCode)).not.toContain('form:office_purchase');
    expect((await find(plain.token, '硒鼓', 'form:office_purchase')).total).toBe(0);

    // A form limited to some roles (model-role-manager) is searched by those roles only, scope 'all' notwithstanding.
    const [engineers] = await ctx.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'cost_engineer'));
    await okData(call('admin', 'PUT', '/a/form/definition/office_purchase/roles', { roleIds: [engineers.id] }));
    try {
      expect((await tabs('xiefang')).map((x) => x.tableCode)).not.toContain('form:office_purchase');
      expect((await find('xiefang', '硒鼓')).total).toBe(0);
      expect((await find('sunli', '硒鼓')).total).toBe(1);
    } finally {
      await okData(call('admin', 'PUT', '/a/form/definition/office_purchase/roles', { roleIds: [] }));
    }
  });

  it('follows edits and deletes in the same transaction', async () => {
    const { id } = await okData<{ id: string }>(call('sunli', 'POST', '/b/form/office_purchase/record', purchase('采购碎纸机一台')));
    expect((await find('sunli', '碎纸')).data.map((h) => h.recordId)).toEqual([id]);
    const rec = await okData<Row>(call('sunli', 'GET', `/b/form/office_purchase/record/${id}`));
    await okData(call('sunli', 'PUT', `/b/form/office_purchase/record/${id}`, { ...purchase('采购装订机一台'), version: rec.version }));
    expect((await find('sunli', '碎纸')).total).toBe(0);
    expect((await find('sunli', '装订')).data.map((h) => h.title)).toEqual(['采购装订机一台']);
    // A refused change leaves the document as it was.
    expect((await call('sunli', 'PUT', `/b/form/office_purchase/record/${id}`, { ...purchase('采购切纸刀'), version: rec.version })).statusCode).toBe(409);
    expect((await find('sunli', '切纸')).total).toBe(0);
    await okData(call('sunli', 'DELETE', '/b/form/office_purchase/record', { ids: [id] }));
    expect((await find('sunli', '装订')).total).toBe(0);
    expect((await find('admin', '装订')).total).toBe(0);
  });

  it('lets the approvers of a record\'s flow find it, and shows the flow\'s status', async () => {
    const s = await okData<{ id: string; procInstId: string }>(call('sunli', 'POST', '/b/form/office_purchase/record/saveAndStartFlow', purchase('采购会议室投影仪')));
    const hit = (await find('sunli', '投影', 'form:office_purchase')).data;
    expect(hit.map((h) => h.recordId)).toEqual([s.id]);
    expect(hit[0].snippet).toContain('审批中');
    // zhangwei approves (department manager): outside his own-records scope, found through the flow.
    expect((await find('zhangwei', '投影', 'form:office_purchase')).data.map((h) => h.recordId)).toEqual([s.id]);
    expect((await find('zhoumin', '投影', 'form:office_purchase')).total).toBe(0);
    await approve('zhangwei', s.procInstId);
    expect((await find('sunli', '投影', 'form:office_purchase')).data[0].snippet).toContain('已审批');
    expect((await find('zhangwei', '投影', 'form:office_purchase')).total).toBe(1);
  });

  it('indexes records imported from Excel', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('数据');
    ws.addRow(['申请日期', '申请人', '申请部门', '用途']);
    ws.addRow(['2026/11/20', '孙丽', '造价一所', 'Excel导入采购订书钉']);
    ws.addRow(['2026/11/21', '孙丽', '造价一所', 'Excel导入采购回形针']);
    const fileId = await upload('admin', [{ field: 'file', filename: 'purchase.xlsx', content: Buffer.from(await wb.xlsx.writeBuffer()) }]);
    const r = await okData<{ imported: number }>(call('admin', 'POST', '/b/excel/doImport', { code: 'form:office_purchase', encodedFileItem: fileId, mode: 'valid' }));
    expect(r.imported).toBe(2);
    expect((await find('admin', '订书')).data.map((h) => h.title)).toEqual(['Excel导入采购订书钉']);
    expect((await find('xiefang', '回形')).data.map((h) => h.title)).toEqual(['Excel导入采购回形针']);
    // The importer's records: not in sunli's own-records scope although she is the applicant.
    expect((await find('sunli', '订书')).total).toBe(0);
  });

  it('re-titles records when a new version titles them by another field; a disabled form leaves the search', async () => {
    const model = (titleField: string) => ({
      titleField,
      sections: [{ key: 'main', title: '基本信息', columns: 2, fields: [
        { key: 'name', label: '名称', type: 'text', required: true }, { key: 'place', label: '地点', type: 'text' },
      ] }],
      subTables: [],
    });
    const def = await okData<{ id: string }>(call('admin', 'POST', '/a/form/definition', { code: 'tst_search', name: '检索测试', kind: 'list', model: model('name') }));
    await okData(call('admin', 'POST', `/a/form/definition/${def.id}/publish`));
    const { id } = await okData<{ id: string }>(call('admin', 'POST', '/b/form/tst_search/record', { values: { name: '甲方案', place: '北京会场' } }));
    expect((await find('admin', '会场', 'form:tst_search')).data.map((h) => [h.recordId, h.title, h.typeName])).toEqual([[id, '甲方案', '检索测试']]);

    await okData(call('admin', 'POST', '/a/form/definition', { id: def.id, code: 'tst_search', name: '检索测试', kind: 'list', model: model('place') }));
    await okData(call('admin', 'POST', `/a/form/definition/${def.id}/publish`));
    expect((await find('admin', '方案', 'form:tst_search')).data.map((h) => h.title)).toEqual(['北京会场']);

    await okData(call('admin', 'PUT', `/a/form/definition/${def.id}/status`, { status: 0 }));
    expect((await tabs('admin')).map((x) => x.tableCode)).not.toContain('form:tst_search');
    expect((await find('admin', '会场')).total).toBe(0);
  });
});

async function upload(who: string, parts: Part[]): Promise<string> {
  const m = multipart(parts);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(tokens[who] ?? who), 'content-type': m.contentType }, payload: m.payload });
  expect(res.statusCode, res.body).toBe(200);
  return body<string[]>(res).data[0];
}
const download = (who: string, fileId: string) => call(who, 'GET', `/b/fileItem/download/${fileId}`);
const filesOf = async (who: string, recordId: string) =>
  (await okData<Array<{ id: string }>>(call(who, 'POST', '/b/fileItem/queryList', { params: { refModule: 'form:tst_files', refRecordId: recordId } }))).map((r) => r.id);

describe('attachments of form records', () => {
  beforeAll(async () => {
    // A form with an attachment field, bound to a flow whose approver (zhoumin) sits in another department.
    const tree = {
      root: {
        id: 'start', name: '发起人', type: 'start',
        childNode: { id: 'review', name: '审核', type: 'approver', config: { assignee: { type: 'users', userIds: [ids.zhoumin] }, mode: 'single' } },
      },
    };
    const flow = await okData<{ id: string }>(call('admin', 'POST', '/a/wf/definition', { code: 'tst_files_flow', name: '附件审核', businessType: 'form', draft: tree }));
    await okData(call('admin', 'POST', `/a/wf/definition/${flow.id}/publish`, tree));
    const def = await okData<{ id: string }>(call('admin', 'POST', '/a/form/definition', {
      code: 'tst_files', name: '附件登记', kind: 'list', processCode: 'tst_files_flow',
      model: { titleField: 'title', sections: [{ key: 'main', title: '基本信息', columns: 2, fields: [
        { key: 'title', label: '标题', type: 'text', required: true }, { key: 'files', label: '附件', type: 'attachment' },
      ] }], subTables: [] },
    }));
    await okData(call('admin', 'POST', `/a/form/definition/${def.id}/publish`));
    // Its menu and buttons, granted to the cost engineers with the scope "own department".
    const tree2 = await okData<Array<{ id: string; name: string }>>(call('admin', 'POST', '/a/sys/menu/queryTree', {}));
    const made = await okData<{ menuId: string; buttons: { id: string }[] }>(call('admin', 'POST', '/b/wf/form/auth/menu/createButtons', {
      formId: def.id, parentId: tree2.find((m) => m.name === '行政管理')!.id,
    }));
    const db = ctx.db;
    const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'cost_engineer'));
    await db.insert(sysRoleMenu).values([made.menuId, ...made.buttons.map((b) => b.id)].map((menuId) => ({ tenantId: ctx.tenantId, roleId: role.id, menuId })));
    const [menu] = await db.select({ id: sysDataMenu.id }).from(sysDataMenu).where(eq(sysDataMenu.code, 'form:tst_files'));
    await okData(call('admin', 'POST', `/b/role/data/attr/saveDataRef/${role.id}/${menu.id}`, { scope: 'dept' }));
  });

  let recordId: string;
  let fileId: string;

  it('open to whoever may open the record: a colleague in scope downloads, one outside the scope is refused', async () => {
    // Uploaded while the record is new (no record id yet), bound to the record when it is saved.
    fileId = await upload('sunli', [{ field: 'refModule', content: 'form:tst_files' }, { field: 'businessId', content: 'files' }, { field: 'file', filename: '需求说明.txt', content: '需求说明' }]);
    // Someone else's file id named in the record stays theirs.
    const foreign = await upload('zhoumin', [{ field: 'file', filename: '私人.txt', content: 'private' }]);
    recordId = (await okData<{ id: string }>(call('sunli', 'POST', '/b/form/tst_files/record', { values: { title: '附件测试', files: [fileId, foreign] } }))).id;

    const ok = await download('zhangwei', fileId);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('需求说明');
    expect(await filesOf('zhangwei', recordId)).toEqual([fileId]);
    expect((await download('zhangwei', foreign)).statusCode).toBe(404);

    // zhoumin (another department, scope "own department"), xuming (no right on the form): refused.
    for (const who of ['zhoumin', 'xuming']) {
      const res = await download(who, fileId);
      expect(res.statusCode).toBe(404);
      expect(body(res).msg).toBe('文件不存在');
      expect(await filesOf(who, recordId)).toEqual([]);
    }
    // Seeing is not deleting.
    expect((await call('zhangwei', 'DELETE', `/b/fileItem/${fileId}`)).statusCode).toBe(403);

    // A file added to the saved record (uploaded with its id) is theirs to read as well.
    const later = await upload('sunli', [{ field: 'refModule', content: 'form:tst_files' }, { field: 'refRecordId', content: recordId }, { field: 'file', filename: '补充.txt', content: '补充' }]);
    expect((await download('zhangwei', later)).body).toBe('补充');
    expect((await download('zhoumin', later)).statusCode).toBe(404);
  });

  it('open to the approvers of the record\'s flow', async () => {
    const file = await upload('sunli', [{ field: 'refModule', content: 'form:tst_files' }, { field: 'file', filename: '报审.txt', content: '报审材料' }]);
    const s = await okData<{ id: string }>(call('sunli', 'POST', '/b/form/tst_files/record/saveAndStartFlow', { values: { title: '报审', files: [file] } }));
    expect((await download('zhoumin', file)).body).toBe('报审材料');
    expect(await filesOf('zhoumin', s.id)).toEqual([file]);
    expect((await download('xuming', file)).statusCode).toBe(404);
  });

  it('refused to another tenant, even to its administrator', async () => {
    const other = await ctx.make.company({ name: '另一家公司', admin: { name: '别家管理员' } });
    const token = await other.session();
    expect((await download(token, fileId)).statusCode).toBe(404);
    expect(await filesOf(token, recordId)).toEqual([]);
    expect((await call(token, 'GET', `/b/form/tst_files/record/${recordId}`)).statusCode).not.toBe(200);
    // Nor does the other tenant find the record.
    expect((await find(token, '附件测试')).total).toBe(0);
  });
});
