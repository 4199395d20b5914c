import { describe, expect, it } from 'vitest';
import { costApi, FLOW_TYPE, wfApi } from '@ecms/shared';
import { body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

const ctx = useTestApp();

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) => ctx.call(who, method, url, payload);
const as = (who: string) => ctx.client(who);

describe('cost consultations', () => {
  it('validates flow type, business name and commission purpose with the spec\'s messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'x', commissionPurpose: 1 }, '请选择流程类型!'],
      [{ flowType: 4, name: '', commissionPurpose: 1 }, '请输入业务名称!'],
      [{ flowType: 4, name: 'x' }, '请选择委托目的!'],
      [{ flowType: 4, name: 'x', commissionPurpose: 9 }, '请选择委托目的!'],
    ];
    for (const [payload, msg] of cases) {
      const res = await as('sunli').send(costApi.saveAndStartFlow, { body: payload as never });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    expect(await as('sunli').data(costApi.queryList, { body: {} })).toEqual([]);
    expect((await as('xuming').send(costApi.saveAndStartFlow, { body: { flowType: 4, name: 'x', commissionPurpose: 1 } })).statusCode).toBe(403);
  });

  it('creates, starts and follows its flow; readable by its approver, not by others', async () => {
    const s = await as('sunli').data(costApi.saveAndStartFlow, {
      body: { flowType: FLOW_TYPE.CUSTOM_1.value, name: '某医院结算审核', commissionPurpose: 5, client: '市第一人民医院', amount: '120000.50' },
    });
    expect(s.taskId && s.procInstId && s.curActivityName).toBeTruthy();
    const get = (who: string) => as(who).send(costApi.get, { params: { id: s.id } });
    expect((await get('sunli')).body.data).toMatchObject({
      name: '某医院结算审核', commissionPurpose: 5, amount: 120000.5, businessType: 1, statusName: '审批中', client: '市第一人民医院',
    });
    expect((await get('zhoumin')).statusCode).toBe(404);
    const todo = (await as('zhangwei').data(wfApi.todoList, { body: {} })).find((x) => x.procInstId === s.procInstId)!;
    expect((await get('zhangwei')).statusCode).toBe(200);
    // Not agreed without a send-back: the flow ends rejected, and so does the record.
    const no = await call('zhangwei', 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { audit: { opinion: '不同意', agree: false } });
    expect(no.statusCode, no.body).toBe(200);
    expect((await get('sunli')).body.data.statusName).toBe('已驳回');

    const hits = body<Array<{ recordId: string; link: string }>>(await call('sunli', 'POST', '/b/global/search/queryList', { params: { keyword: '人民医院' } })).data;
    expect(hits.find((h) => h.recordId === s.id)?.link).toContain(`/cost-consultation/form?id=${s.id}`);
  });
});
