import { beforeAll, describe, expect, it } from 'vitest';
import { type CallInput, roleApi, roleAuthApi, type TDataMenu } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

let admin: string;
let userMenu: TDataMenu;
let deptMenu: TDataMenu;
const depts = new Map<string, string>();
beforeAll(async () => {
  admin = await ctx.token();
  const menus = await client(ctx.app, admin).data(roleApi.dataMenus);
  userMenu = menus.find((m) => m.code === 'sys_user')!;
  deptMenu = menus.find((m) => m.code === 'sys_dept')!;
  const tree = await as().data(roleAuthApi.deptTree, { params: { roleId: (await createRole('probe')).id } });
  for (const d of flat(tree)) depts.set(d.name, d.id);
});

/** Raw calls, for payloads the contracts refuse (the server must answer them with a 400). */
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined && { payload: payload as object }) });
const flat = <T extends { children: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const as = (token = admin) => client(ctx.app, token);
const createRole = (code: string) => client(ctx.app, admin).data(roleApi.save, { body: { code, name: code } });
const setting = (roleId: string, dataMenuId: string) => client(ctx.app, admin).data(roleApi.dataSetting, { params: { roleId, dataMenuId } });
const save = (roleId: string, dataMenuId: string, payload: CallInput<typeof roleAuthApi.saveDataRef>['body'], token = admin) =>
  as(token).send(roleAuthApi.saveDataRef, { params: { roleId, dataMenuId }, body: payload });
const saveRaw = (roleId: string, dataMenuId: string, payload: unknown) => call('POST', `/b/role/data/attr/saveDataRef/${roleId}/${dataMenuId}`, payload);
const deptIds = async (roleId: string) => (await client(ctx.app, admin).data(roleApi.dataDeptIds, { params: { roleId } })).sort();

describe('data menus and attribute trees', () => {
  it('needs the role permissions', async () => {
    const zhang = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    expect((await as(zhang).send(roleApi.dataMenus)).statusCode).toBe(403);
    expect((await as(zhang).send(roleAuthApi.attrTree, { params: { id: userMenu.id } })).statusCode).toBe(403);
    const r = await createRole('perm_probe');
    expect((await save(r.id, userMenu.id, { scope: 'self' }, zhang)).statusCode).toBe(403);
    expect((await as(zhang).send(roleAuthApi.saveDepts, { params: { roleId: r.id }, body: [] })).statusCode).toBe(403);
    expect((await as('not-a-token').send(roleApi.dataMenus)).statusCode).toBe(401);
  });

  it('lists the seeded data menus', async () => {
    const menus = await client(ctx.app, admin).data(roleApi.dataMenus);
    expect(menus.map((m) => m.code)).toEqual(['sys_user', 'sys_dept', 'ct_contract', 'cost_consultation', 'sup_project', 'fin_bank_detail',
      'fin_loan', 'fin_invoice', 'fin_payment', 'fin_expense', 'fin_profit', 'fin_tracking', 'fin_okr', 'adm_attendance', 'qc_project', 'qc_run', 'form:office_supplies', 'form:office_purchase',
      'form:supplies_requisition', 'form:meeting_room', 'form:vehicle', 'form:vehicle_use', 'form:fixed_asset', 'form:asset_scrap', 'form:asset_transfer',
      'form:asset_maintain', 'form:asset_buying', 'form:supplies_count', 'form:asset_count', 'form:oil_card', 'form:oil_card_use', 'form:vehicle_expense',
      'form:card_holder', 'form:card_borrow', 'form:business_trip', 'form:procurement_method', 'form:bid_manage', 'form:attendance_config',
      'form:leave_request', 'form:work_calendar']);
    expect(userMenu.attrs).toEqual([{ code: 'staffRank', name: '职级', dict: 'STAFF_RANK' }]);
  });

  it('answers a data menu\'s attributes with their dictionary values', async () => {
    const tree = await as().data(roleAuthApi.attrTree, { params: { id: userMenu.id } });
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: 'staffRank', name: '职级', type: 'attr', attr: 'staffRank', dataId: null });
    expect(tree[0].children.map((c) => [c.name, c.dataId, c.id])).toEqual([
      ['初级', '1', 'staffRank:1'], ['中级', '2', 'staffRank:2'], ['高级', '3', 'staffRank:3'], ['正高级', '4', 'staffRank:4'],
    ]);
    expect(await as().data(roleAuthApi.attrTree, { params: { id: deptMenu.id } })).toEqual([]);
    expect((await as().send(roleAuthApi.attrTree, { params: { id: 'missing' } })).statusCode).toBe(404);
  });
});

describe('saving a role\'s data scope (saveDataRef)', () => {
  it('defaults to self, stores a scope and replaces it', async () => {
    const r = await createRole('scoped');
    expect(await setting(r.id, userMenu.id)).toMatchObject({ scope: 'self', configured: false, refs: [] });
    const res = await save(r.id, userMenu.id, { scope: 'dept_and_below' });
    expect(res.statusCode, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ scope: 'dept_and_below', configured: true });
    expect((await save(r.id, userMenu.id, { scope: 'all', refs: [] })).statusCode).toBe(200);
    expect((await setting(r.id, userMenu.id)).scope).toBe('all');
    // The other data menu is untouched.
    expect((await setting(r.id, deptMenu.id)).configured).toBe(false);
  });

  it('stores attribute refs with the attr scope and shows them checked', async () => {
    const r = await createRole('attr_role');
    const res = await save(r.id, userMenu.id, { scope: 'attr', refs: [{ attr: 'staffRank', dataId: '3' }, { attr: 'staffRank', dataId: '4' }, { attr: 'staffRank', dataId: '3' }] });
    expect(res.statusCode, res.text).toBe(200);
    const s = await setting(r.id, userMenu.id);
    expect(s).toMatchObject({ scope: 'attr', dataIds: ['staffRank:3', 'staffRank:4'] });
    const tree = await as().data(roleAuthApi.roleAttrTree, { params: { roleId: r.id, dataMenuId: userMenu.id } });
    expect(tree[0].children.filter((c) => c.checked).map((c) => c.dataId)).toEqual(['3', '4']);
    expect(tree[0].children.every((c) => typeof c.checked === 'boolean')).toBe(true);
    // Switching away from attr drops the refs.
    expect((await save(r.id, userMenu.id, { scope: 'self', refs: [{ attr: 'staffRank', dataId: '1' }] })).statusCode).toBe(200);
    expect(await setting(r.id, userMenu.id)).toMatchObject({ scope: 'self', refs: [] });
  });

  it('rejects bad scopes, attributes and values', async () => {
    const r = await createRole('bad_scope');
    const expectBad = async (res: Awaited<ReturnType<typeof call>>, status: number, msg?: RegExp) => {
      expect(res.statusCode, res.body).toBe(status);
      if (msg) expect(body(res).msg).toMatch(msg);
    };
    await expectBad(await saveRaw(r.id, userMenu.id, { scope: 'everything' }), 400, /数据权限范围只能是/);
    await expectBad(await saveRaw(r.id, userMenu.id, {}), 400, /数据权限范围/);
    await expectBad(await saveRaw(r.id, userMenu.id, { scope: 'attr', refs: [{ attr: 'salary', dataId: '1' }] }), 400, /数据属性 salary 不存在/);
    await expectBad(await saveRaw(r.id, userMenu.id, { scope: 'attr', refs: [{ attr: 'staffRank', dataId: '9' }] }), 400, /职级 的值 9 不存在/);
    await expectBad(await saveRaw(r.id, userMenu.id, { scope: 'attr', refs: [{ attr: 'staffRank' }] }), 400);
    await expectBad(await saveRaw(r.id, 'missing', { scope: 'self' }), 404);
    await expectBad(await saveRaw('missing', userMenu.id, { scope: 'self' }), 404);
    await expectBad(await call('GET', `/b/role/data/attr/queryDataIdList/missing/${userMenu.id}`), 404);
    await expectBad(await call('GET', `/b/role/data/attr/queryRoleAttrTree/${r.id}/missing`), 404);
    expect((await setting(r.id, userMenu.id)).configured).toBe(false);
  });
});

describe('departments of a role', () => {
  it('reads and replaces the role\'s departments, shown checked in the department tree', async () => {
    const r = await createRole('dept_role');
    expect(await deptIds(r.id)).toEqual([]);
    const want = [depts.get('造价一所')!, depts.get('财务部')!];
    const res = await as().send(roleAuthApi.saveDepts, { params: { roleId: r.id }, body: want });
    expect(res.statusCode, res.text).toBe(200);
    expect(await deptIds(r.id)).toEqual([...want].sort());
    expect((await as().data(roleApi.deptIds, { params: { roleId: r.id } })).sort()).toEqual([...want].sort());
    const tree = flat(await as().data(roleAuthApi.deptTree, { params: { roleId: r.id } }));
    expect(tree).toHaveLength(13);
    expect(tree.filter((d) => d.checked).map((d) => d.name).sort()).toEqual(['财务部', '造价一所'].sort());

    expect((await as().send(roleAuthApi.saveDepts, { params: { roleId: r.id }, body: { deptIds: [depts.get('行政部')!] } })).statusCode).toBe(200);
    expect(await deptIds(r.id)).toEqual([depts.get('行政部')!]);
    const unknown = await as().send(roleAuthApi.saveDepts, { params: { roleId: r.id }, body: ['missing'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.msg).toBe('部门不存在或已被删除');
    expect((await call('PUT', `/a/sys/role/data/${r.id}/deptIdList`, { deptIds: 'x' })).statusCode).toBe(400);
    expect((await as().send(roleApi.dataDeptIds, { params: { roleId: 'missing' } })).statusCode).toBe(404);
    expect((await as().send(roleAuthApi.deptTree, { params: { roleId: 'missing' } })).statusCode).toBe(404);
    expect((await as().send(roleApi.deptIds, { params: { roleId: 'missing' } })).statusCode).toBe(404);
    expect((await as().send(roleAuthApi.saveDepts, { params: { roleId: 'missing' }, body: [] })).statusCode).toBe(404);
  });

  it('copies one role\'s departments to another (copyRoleDept replaces)', async () => {
    const src = await createRole('dept_src');
    const tar = await createRole('dept_tar');
    await as().data(roleAuthApi.saveDepts, { params: { roleId: src.id }, body: [depts.get('监理一部')!, depts.get('监理二部')!] });
    await as().data(roleAuthApi.saveDepts, { params: { roleId: tar.id }, body: [depts.get('财务部')!] });
    const res = await as().send(roleAuthApi.copyDepts, { params: { src: src.id, tar: tar.id } });
    expect(res.statusCode, res.text).toBe(200);
    expect(await deptIds(tar.id)).toEqual(await deptIds(src.id));
    expect((await as().send(roleAuthApi.copyDepts, { params: { src: src.id, tar: src.id } })).statusCode).toBe(400);
    expect((await as().send(roleAuthApi.copyDepts, { params: { src: src.id, tar: 'missing' } })).statusCode).toBe(404);
  });
});

describe('copying data rights (copyRoleData)', () => {
  it('cover=true makes the target\'s scopes and refs the source\'s', async () => {
    const src = await createRole('data_src');
    const tar = await createRole('data_tar');
    await save(src.id, userMenu.id, { scope: 'attr', refs: [{ attr: 'staffRank', dataId: '2' }] });
    await save(tar.id, userMenu.id, { scope: 'dept' });
    await save(tar.id, deptMenu.id, { scope: 'dept_and_below' });
    const res = await as().send(roleAuthApi.copyData, { params: { src: src.id, target: tar.id, cover: 'true' } });
    expect(res.statusCode, res.text).toBe(200);
    expect(await setting(tar.id, userMenu.id)).toMatchObject({ scope: 'attr', dataIds: ['staffRank:2'] });
    // The source has nothing on sys_dept, so the target now has nothing there either.
    expect((await setting(tar.id, deptMenu.id)).configured).toBe(false);
  });

  it('cover=false only adds what the target lacks', async () => {
    const src = await createRole('add_src');
    const tar = await createRole('add_tar');
    await save(src.id, userMenu.id, { scope: 'attr', refs: [{ attr: 'staffRank', dataId: '1' }, { attr: 'staffRank', dataId: '2' }] });
    await save(src.id, deptMenu.id, { scope: 'all' });
    await save(tar.id, userMenu.id, { scope: 'attr', refs: [{ attr: 'staffRank', dataId: '4' }] });
    const res = await as().send(roleAuthApi.copyData, { params: { src: src.id, target: tar.id, cover: 'false' } });
    expect(res.statusCode, res.text).toBe(200);
    expect(await setting(tar.id, userMenu.id)).toMatchObject({ scope: 'attr', dataIds: ['staffRank:1', 'staffRank:2', 'staffRank:4'] });
    expect((await setting(tar.id, deptMenu.id)).scope).toBe('all');

    // A target with a different scope keeps it.
    const keep = await createRole('keep_tar');
    await save(keep.id, deptMenu.id, { scope: 'self' });
    expect((await as().send(roleAuthApi.copyData, { params: { src: src.id, target: keep.id, cover: 'false' } })).statusCode).toBe(200);
    expect((await setting(keep.id, deptMenu.id)).scope).toBe('self');
    expect((await setting(keep.id, userMenu.id)).dataIds).toEqual(['staffRank:1', 'staffRank:2']);
  });

  it('rejects bad copies', async () => {
    const r = await createRole('copy_bad');
    expect((await as().send(roleAuthApi.copyData, { params: { src: r.id, target: r.id, cover: 'true' } })).statusCode).toBe(400);
    expect((await as().send(roleAuthApi.copyData, { params: { src: r.id, target: 'missing', cover: 'true' } })).statusCode).toBe(404);
    expect((await as().send(roleAuthApi.copyData, { params: { src: 'missing', target: r.id, cover: 'true' } })).statusCode).toBe(404);
    expect((await call('POST', `/b/role/data/attr/copyRoleData/${r.id}/${r.id}/yes`)).statusCode).toBe(400);
  });
});
