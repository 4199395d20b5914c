/**
 * The answers of the system, sign-in and base-data calls through their contracts
 * (packages/shared/src/contracts/{system,auth,bd}.ts): each keeps the fields its screens read,
 * and the serializer strips what the contract does not name.
 */
import { describe, expect, it } from 'vitest';
import { authApi, dictApi, menuApi, paramApi, roleApi, roleAuthApi, sessionApi } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();
const admin = async () => client(ctx.app, await ctx.token('admin'));

describe('contract answers', () => {
  it('user/info carries the identity, rights and navigation the shell reads, never the password hash', async () => {
    const api = await admin();
    const res = await api.send(sessionApi.userInfo, { query: {} });
    expect(res.statusCode).toBe(200);
    const info = res.body.data;
    expect(info.loginName).toBe('admin');
    expect(info.isAdmin).toBe(true);
    expect(info.menuList.length).toBeGreaterThan(0);
    expect(info.menuList[0]).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String), children: expect.any(Array) }));
    expect(res.text).not.toMatch(/passwordHash|password_hash/);
    const nav = await api.data(sessionApi.nav);
    expect(nav.map((n) => n.id)).toEqual(info.menuList.map((n) => n.id));
  });

  it('the parameter map answers the same shape from its cache, before and after sign-in', async () => {
    const anon = client(ctx.app, undefined);
    const first = await anon.data(sessionApi.paramList, { query: {} });
    const again = await anon.data(sessionApi.paramList, { query: {} });
    expect(again).toEqual(first);
    expect(Object.values(first).every((v) => typeof v === 'string')).toBe(true);
    const signedIn = await (await admin()).data(sessionApi.paramList, { query: {} });
    expect(Object.keys(signedIn).length).toBeGreaterThanOrEqual(Object.keys(first).length);
  });

  it('the tree dictionary editor receives each node with its remark and version (the edit sends the version back)', async () => {
    const api = await admin();
    const kinds = await api.data(dictApi.kinds);
    const treeGroup = kinds.find((k) => k.children?.some((c) => c.isTree));
    const code = treeGroup?.children?.find((c) => c.isTree)?.value;
    expect(code).toBeTruthy();
    const tree = await api.data(dictApi.adminTree, { body: { params: { type: code } } });
    expect(tree.length).toBeGreaterThan(0);
    expect(tree[0]).toEqual(expect.objectContaining({ version: expect.any(Number), remark: null, label: expect.any(String) }));
    const saved = await api.call(dictApi.update, { body: { id: tree[0]!.id, version: tree[0]!.version, remark: '备注' } });
    expect(saved.msg).toBe('保存成功');
    expect(saved.data.version).toBe(tree[0]!.version + 1);
  });

  it('menus, roles and parameters answer their rows with the version the editors send back', async () => {
    const api = await admin();
    const menus = await api.data(menuApi.queryTree, { body: {} });
    expect(menus[0]).toEqual(expect.objectContaining({ version: expect.any(Number), kind: expect.any(String), hidden: expect.any(Boolean) }));
    const roles = await api.call(roleApi.queryList, { body: { pageNo: 1, pageSize: 5 } });
    expect(roles.total).toBeGreaterThan(0);
    const roleId = roles.data[0]!.id;
    const checked = await api.data(menuApi.roleTree, { params: { roleId } });
    expect(checked.length).toBeGreaterThan(0);
    expect(typeof checked[0]!.checked).toBe('boolean');
    expect(await api.data(roleAuthApi.memberLevels)).toEqual([]);
    const params = await api.call(paramApi.queryList, { body: { pageNo: 1, pageSize: 5 } });
    expect(params.data[0]).toEqual(expect.objectContaining({ key: expect.any(String), version: expect.any(Number), isPublic: expect.any(Boolean) }));
    expect(typeof params.data[0]!.updatedDate).toBe('string');
  });

  it('the sign-in page data and the QR code answer their declared shapes', async () => {
    const anon = client(ctx.app, undefined);
    const data = await anon.data(authApi.loginData, { query: {} });
    expect(data).toEqual(expect.objectContaining({ captchaEnabled: expect.any(Boolean), smsEnabled: expect.any(Boolean), saas: expect.any(Boolean) }));
    const qr = await anon.send(authApi.qrCode);
    expect(qr.statusCode).toBe(200);
    expect(qr.body.data.image).toMatch(/^data:image\/png;base64,/);
    const status = await anon.send(authApi.qrStatus, { body: { code: qr.body.data.code } }, { cookie: [qr.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ') });
    expect(status.statusCode).toBe(200);
    expect(['waiting', 'expired']).toContain(status.body.data.status);
  });
});
