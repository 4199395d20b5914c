import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FLOW_TYPE } from '@ecms/shared';
import { bdDict, wfDefinition } from '../../db/schema/index.js';
import { useWfHarness } from './wf-fixtures.js';
import { startFlow, submitTask } from '../engine/operations.js';

const h = useWfHarness();

const begin = (login: string, code: string, formData: Record<string, unknown> = {}) =>
  h.as(login, (tx, a) => startFlow(tx, a, { processCode: code, formData, businessType: 'contract', businessId: `c-${Math.random()}` }));
const agree = async (login: string, instanceId: string) => {
  const task = await h.pendingOf(instanceId, login);
  return h.as(login, (tx, a) => submitTask(tx, a, { taskId: task.id, agree: true, opinion: '同意' }));
};
const open = async (id: string) => (await h.openTasks(id)).map((t) => t.login).sort();

describe('seeded contract flows', () => {
  it('the four flow types are published definitions, and the FLOW_TYPE dictionary names them', async () => {
    const db = h.t.database.db;
    const defs = await db.select().from(wfDefinition).where(eq(wfDefinition.tenantId, h.tenantId));
    const dict = await db.select().from(bdDict).where(and(eq(bdDict.tenantId, h.tenantId), eq(bdDict.type, 'FLOW_TYPE')));
    for (const f of Object.values(FLOW_TYPE)) {
      const def = defs.find((d) => d.code === f.processCode);
      expect(def, f.label).toMatchObject({ name: f.label, flowType: f.value, businessType: 'contract', category: 'contract' });
      expect(def!.currentVersionId).toBeTruthy();
      expect(dict.find((d) => d.value === String(f.value))).toMatchObject({ label: f.label, ext: expect.objectContaining({ processCode: f.processCode }) });
    }
  });

  it('收款合同标准流程: department manager, general manager from 100万, 财务 and 总工 countersign, CC to the initiator', async () => {
    const code = FLOW_TYPE.STANDARD_RECEIVABLE_CONTRACT.processCode;
    const big = await begin('sunli', code, { contractAmount: 2_000_000 });
    expect(big.activeNodes).toEqual(['部门经理审批']);
    expect(await open(big.instanceId)).toEqual(['zhangwei']);
    await agree('zhangwei', big.instanceId);
    expect(await open(big.instanceId)).toEqual(['wangjianguo']);
    await agree('wangjianguo', big.instanceId);
    expect(await open(big.instanceId)).toEqual(['caoying', 'hanxue', 'pengtao']);
    await agree('hanxue', big.instanceId);
    await agree('pengtao', big.instanceId);
    expect((await agree('caoying', big.instanceId)).status).toBe('approved');
    expect((await h.outbox(big.instanceId)).filter((m) => m.kind === 'cc').map((m) => m.userId)).toEqual([h.uid('sunli')]);

    const small = await begin('sunli', code, { contractAmount: 300_000 });
    await agree('zhangwei', small.instanceId);
    expect(await open(small.instanceId)).toEqual(['caoying', 'hanxue', 'pengtao']);
  });

  it('the other three types run their own shapes', async () => {
    const c1 = await begin('sunli', FLOW_TYPE.CUSTOM_1.processCode);
    await agree('zhangwei', c1.instanceId);
    expect(await open(c1.instanceId)).toEqual(['caoying', 'hanxue']);
    expect((await agree('hanxue', c1.instanceId)).status).toBe('approved');

    const c2 = await begin('sunli', FLOW_TYPE.CUSTOM_2.processCode);
    expect(c2.activeNodes.sort()).toEqual(['总工审核', '财务审核'].sort());
    await agree('caoying', c2.instanceId);
    await agree('pengtao', c2.instanceId);
    expect(await open(c2.instanceId)).toEqual(['wangjianguo']);
    expect((await agree('wangjianguo', c2.instanceId)).status).toBe('approved');

    const m = await begin('xuming', FLOW_TYPE.MINIMAL.processCode);
    expect(await open(m.instanceId)).toEqual(['huangzhiqiang']);
    expect((await agree('huangzhiqiang', m.instanceId)).status).toBe('approved');
  });
});
