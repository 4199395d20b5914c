import { eq } from 'drizzle-orm';
import { deptApi, userApi } from '@ecms/shared';
import { describe, expect, it } from 'vitest';
import { wfInstance, wfTask } from '../src/db/schema/index.js';
import { startFlow } from '../src/workflow/engine/operations.js';
import { client } from './api-client.js';
import { body } from './helpers.js';
import { useTestApp } from './use-test-app.js';

const ctx = useTestApp();

describe('useTestApp factories', () => {
  it('a role with menus and a data scope gives its user exactly those rights', async () => {
    const dept = await ctx.make.dept();
    const u = await ctx.make.user({ deptId: dept.id, roles: [{ perms: ['sys:user:view'], scopes: { sys_user: 'dept' } }] });
    const res = await ctx.call(u.loginName, 'POST', '/a/sys/user/queryList', {});
    expect(res.statusCode, res.body).toBe(200);
    // Scoped to the new department: the user alone.
    expect(body<{ loginName: string }[]>(res).data.map((r) => r.loginName)).toEqual([u.loginName]);
    expect((await ctx.call(u.loginName, 'POST', '/a/bd/dict/queryList', {})).statusCode).toBe(403);
  });

  it('a flow is published and bound to its business type', async () => {
    const approver = await ctx.make.user();
    const flow = await ctx.make.flow({ businessType: 'factory-record', approverIds: [approver.id] });
    const r = await ctx.as('admin', (tx, a) => startFlow(tx, a, { processCode: flow.code, businessId: 'rec-1' }));
    const [inst] = await ctx.db.select().from(wfInstance).where(eq(wfInstance.id, r.instanceId));
    expect(inst).toMatchObject({ businessType: 'factory-record', businessId: 'rec-1', versionId: flow.versionId });
    const tasks = await ctx.db.select().from(wfTask).where(eq(wfTask.instanceId, r.instanceId));
    // The initiator's start task is done; the approver's is pending.
    expect(tasks.filter((t) => t.status === 'pending').map((t) => t.assigneeId)).toEqual([approver.id]);
  });

  it('a department tree, a signed-in caller scoped to it, and a second company that sees none of it', async () => {
    const tree = await ctx.make.deptTree({ name: '测试中心', children: [{ name: '测试一组' }, { name: '测试二组' }] });
    const c = await ctx.make.caller({ deptId: tree.id, roles: [{ perms: ['sys:dept:view', 'sys:user:view'], scopes: { sys_dept: 'dept_and_below', sys_user: 'dept_and_below' } }] });
    const flat = (n: { name: string; children: unknown[] }[]): string[] => n.flatMap((x) => [x.name, ...flat(x.children as never)]);
    expect(flat(await ctx.client(c.loginName).data(deptApi.queryTree, { body: {} }))).toEqual(['测试中心', '测试一组', '测试二组']);
    expect((await ctx.client(c.loginName).data(userApi.queryList, { body: {} })).map((u) => u.loginName)).toEqual([c.loginName]);
    const other = await ctx.make.company();
    const res = await client(ctx.app, await other.session()).send(deptApi.get, { params: { id: tree.id } });
    expect(res.statusCode).toBe(404);
  });

  it('a seeded company is provisioned as SaaS creates one: dictionaries, declared forms, the admin role; a bare one has none', async () => {
    const seeded = await ctx.make.company({ seeded: true });
    const bare = await ctx.make.company();
    const as = async (co: typeof seeded) => {
      const token = await co.session();
      const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { AuthToken: token } });
      return { dict: await get('/share/bd/dict/ASSET_STATUS'), form: await get('/b/form/fixed_asset/meta') };
    };
    const s = await as(seeded);
    expect(body<{ label: string }[]>(s.dict).data.map((o) => o.label)).toContain('已报废');
    expect(s.form.statusCode, s.form.body).toBe(200);
    const b = await as(bare);
    expect(body<unknown[]>(b.dict).data ?? []).toEqual([]);
    expect(b.form.statusCode).not.toBe(200);
  });
});
