import { describe, expect, it } from 'vitest';
import { SUP_LEDGER_MSG as L, SUPERVISE_MSG as M, superviseApi as sup, superviseLedgerApi as api } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { chinaToday } from '../numbering.js';

/*
 * The supervision ledgers through HTTP: one shape for six kinds (fields validated from the kind's
 * declaration), instruments' next verification and due/overdue state, a seal's destruction and an
 * asset's scrapping kept only with their status, an exit plan's entry date from the project member,
 * creator-only editing, the kind's own rights and the project's data scope.
 */

const ctx = useTestApp();
const as = async (login: string) => client(ctx.app, await ctx.token(login));
const today = chinaToday();
const shift = (months: number, days = 0) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function makeProject(name: string) {
  const c = await as('xuming');
  return c.data(sup.projectSave, { body: { name, deptId: await ctx.deptId('HJ0401'), directorId: await ctx.uid('huangzhiqiang') } });
}

describe('supervision ledgers', () => {
  it('instruments: next verification = last + cycle, due and overdue states, filter and count', async () => {
    const p = await makeProject('仪器台账项目');
    const eng = await as('xuming');
    const save = (instrumentName: string, lastVerifyDate: string, cycleMonths: number | string) =>
      eng.send(api.ledgerSave, { params: { kind: 'instrument' }, body: { businessId: p.id, data: { instrumentName, verifyMethod: '1', lastVerifyDate, cycleMonths } } });
    const missing = await eng.send(api.ledgerSave, { params: { kind: 'instrument' }, body: { businessId: p.id, data: { instrumentName: '全站仪' } } });
    expect([missing.statusCode, missing.body.msg]).toEqual([400, '请填写溯源方式']);
    expect((await save('回弹仪', today, 0)).body.msg).toBe('周期（月）不能小于1');
    expect((await save('回弹仪', '2026-02-30', 6)).body.msg).toBe('上次检定/校准日期格式应为YYYY-MM-DD');
    expect((await save('回弹仪', shift(0, 1), 6)).body.msg).toBe(L.VERIFY_FUTURE);

    const ok = (await save('全站仪', shift(-1), 12)).body.data;
    const due = (await save('回弹仪', shift(-6, 10), 6)).body.data;
    const overdue = (await save('经纬仪', shift(-13), '12')).body.data;
    expect(ok).toMatchObject({ name: '全站仪', dueDate: shift(11), dueState: 'ok', editable: true, businessName: '仪器台账项目' });
    expect(due.dueState).toBe('due');
    expect(due.dueDate! > today && due.dueDate! <= shift(0, 30)).toBe(true);
    expect([overdue.dueDate, overdue.dueState, overdue.data.cycleMonths]).toEqual([shift(-1), 'overdue', 12]);
    // 01-31 + 1 month is the month's last day.
    const eom = (await eng.send(api.ledgerSave, { params: { kind: 'instrument' }, body: { businessId: p.id, data: { instrumentName: '测距仪', verifyMethod: '2', lastVerifyDate: '2024-01-31', cycleMonths: 1 } } })).body.data;
    expect(eom.dueDate).toBe('2024-02-29');

    const list = await eng.call(api.ledgerList, { params: { kind: 'instrument' }, body: { params: { businessId: p.id, dueState: 'overdue' } } });
    expect(list.data.map((r) => r.name).sort()).toEqual(['测距仪', '经纬仪']);
    const count = await eng.data(api.instrumentDue);
    expect(count.due).toBeGreaterThanOrEqual(1);
    expect(count.overdue).toBeGreaterThanOrEqual(2);
    // The other ledgers do not list instruments.
    expect((await eng.call(api.ledgerList, { params: { kind: 'machine' }, body: { params: { businessId: p.id } } })).total).toBe(0);
    expect((await eng.send(api.ledgerList, { params: { kind: 'nope' as 'machine' }, body: {} })).statusCode).toBe(400);
  });

  it('seals and assets keep destruction / scrapping only with that status; machinery by the spec path', async () => {
    const p = await makeProject('印章台账项目');
    const eng = await as('xuming');
    const seal = await eng.data(api.ledgerSave, { params: { kind: 'seal' }, body: { businessId: p.id, data: { sealName: '项目监理机构章', sealType: '1', status: '1', destroyDate: today, destroyReason: '误填' } } });
    expect([seal.data.destroyDate, seal.data.destroyReason]).toEqual([null, null]);
    const noDate = await eng.send(api.ledgerSave, { params: { kind: 'seal' }, body: { id: seal.id, version: seal.version, businessId: p.id, data: { ...seal.data, status: '3' } } });
    expect([noDate.statusCode, noDate.body.msg]).toEqual([400, L.DESTROY_DATE]);
    const destroyed = await eng.data(api.ledgerSave, { params: { kind: 'seal' }, body: { id: seal.id, version: seal.version, businessId: p.id, data: { ...seal.data, status: '3', destroyDate: today, destroyReason: '项目竣工' } } });
    expect([destroyed.data.destroyDate, destroyed.data.destroyReason, destroyed.version]).toEqual([today, '项目竣工', seal.version + 1]);

    const asset = await eng.send(api.ledgerSave, { params: { kind: 'fixedAssets' }, body: { businessId: p.id, data: { assetName: '笔记本电脑', quantity: 2, status: '3' } } });
    expect([asset.statusCode, asset.body.msg]).toEqual([400, L.SCRAP_DATE]);

    const machine = await eng.data(api.ledgerSave, { params: { kind: 'machine' }, body: { businessId: p.id, data: { deviceName: '1#塔吊', machineType: '1', model: 'QTZ80', unknown: 'dropped' } } });
    expect(machine.data).not.toHaveProperty('unknown');
    const nul = await eng.send(api.ledgerSave, { params: { kind: 'machine' }, body: { businessId: p.id, data: { deviceName: 'a\u0000b', machineType: '1' } } });
    expect(nul.statusCode).toBe(400);
    expect(await eng.data(api.largeEquipment, { params: { id: machine.id } })).toMatchObject({ id: machine.id, name: '1#塔吊', kind: 'machine' });
    // An instrument is not machinery.
    const inst = await eng.data(api.ledgerSave, { params: { kind: 'instrument' }, body: { businessId: p.id, data: { instrumentName: '水准仪', verifyMethod: '1', lastVerifyDate: today, cycleMonths: 12 } } });
    expect((await eng.send(api.largeEquipment, { params: { id: inst.id } })).statusCode).toBe(404);
  });

  it('exit plans copy the member entry date; only the creator edits; rights and scope hold', async () => {
    const p = await makeProject('退场台账项目');
    const eng = await as('xuming');
    const member = await eng.data(sup.memberSave, { body: { businessId: p.id, userId: await ctx.uid('heping'), staffName: '何平', entryDate: '2026-03-01' } });
    const plan = await eng.data(api.ledgerSave, { params: { kind: 'exitPlan' }, body: { businessId: p.id, memberId: member.id, data: { name: '何平', entryProjectDate: '2025-01-01', exitProjectDate: '2026-12-31', purpose: '1' } } });
    expect(plan.data.entryProjectDate).toBe('2026-03-01');
    const early = await eng.send(api.ledgerSave, { params: { kind: 'exitPlan' }, body: { businessId: p.id, memberId: member.id, data: { name: '何平', exitProjectDate: '2026-02-01' } } });
    expect([early.statusCode, early.body.msg]).toEqual([400, L.EXIT_BEFORE_ENTRY]);

    // A project member sees the row but does not change it.
    const colleague = await as('heping');
    expect((await colleague.data(api.ledgerGet, { params: { kind: 'exitPlan', id: plan.id } })).editable).toBe(false);
    const edit = await colleague.send(api.ledgerSave, { params: { kind: 'exitPlan' }, body: { id: plan.id, version: plan.version, businessId: p.id, data: plan.data } });
    expect([edit.statusCode, edit.body.msg]).toEqual([403, M.NOT_CREATOR]);
    expect((await colleague.send(api.ledgerDelete, { params: { kind: 'exitPlan', id: plan.id } })).statusCode).toBe(403);

    // Without the kind's right: 403; outside the project's scope: not listed, 404.
    const other = await ctx.make.dept({ name: '监理六部' });
    const noRight = await ctx.make.user({ deptId: other.id, roles: [{ perms: ['supervise:project:view'], scopes: { sup_project: 'all' } }] });
    expect((await (await as(noRight.loginName)).send(api.ledgerList, { params: { kind: 'exitPlan' }, body: {} })).statusCode).toBe(403);
    const outsider = await ctx.make.user({ deptId: other.id, roles: [{ perms: ['supervise:project:view', 'supervise:exitPlan:view', 'supervise:exitPlan:add', 'supervise:exitPlan:delete'], scopes: { sup_project: 'dept' } }] });
    const o = await as(outsider.loginName);
    expect((await o.data(api.ledgerList, { params: { kind: 'exitPlan' }, body: {} })).map((r) => r.id)).not.toContain(plan.id);
    expect((await o.send(api.ledgerGet, { params: { kind: 'exitPlan', id: plan.id } })).statusCode).toBe(404);
    expect((await o.send(api.ledgerDelete, { params: { kind: 'exitPlan', id: plan.id } })).statusCode).toBe(404);
    expect((await o.send(api.ledgerSave, { params: { kind: 'exitPlan' }, body: { businessId: p.id, data: { name: '张三', exitProjectDate: today } } })).statusCode).toBe(404);

    // The creator deletes it (wrong kind: 404).
    expect((await eng.send(api.ledgerDelete, { params: { kind: 'seal', id: plan.id } })).statusCode).toBe(404);
    expect((await eng.send(api.ledgerDelete, { params: { kind: 'exitPlan', id: plan.id } })).body.msg).toBe('删除成功');
  });
});
