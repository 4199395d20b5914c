import { describe, expect, it } from 'vitest';
import { feeToolApi } from '@ecms/shared';
import { client } from '../../../../test/api-client.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { feeOf } from '../feetool.service.js';

const ctx = useTestApp();
const as = async (login = 'admin') => client(ctx.app, await ctx.token(login));

describe('fee tool (/b/feetool)', () => {
  it('差额定率累进: each band\'s rate on the part inside it; the least fee raises a small result', () => {
    const bands = [{ lower: 0, upper: 1_000_000, rate: 5 }, { lower: 1_000_000, upper: 5_000_000, rate: 4 }, { lower: 5_000_000, upper: null, rate: 3 }];
    // 1,000,000 × 5‰ + 4,000,000 × 4‰ + 1,000,000 × 3‰ = 5,000 + 16,000 + 3,000
    expect(feeOf(6_000_000, bands, 3000)).toMatchObject({ fee: 24_000, minFeeApplied: false });
    expect(feeOf(6_000_000, bands, 3000).bands.map((b) => b.portion)).toEqual([1_000_000, 4_000_000, 1_000_000]);
    expect(feeOf(200_000, bands, 3000)).toMatchObject({ fee: 3000, minFeeApplied: true });
  });

  it('standards, bands and the calculator through HTTP; overlapping bands are refused; areas list the regions', async () => {
    const c = await as();
    const base = await c.data(feeToolApi.baseSave, { body: { region: '江苏', name: '江苏省工程造价咨询服务收费标准', service: '结算审核', minFee: 3000 } });
    await c.data(feeToolApi.baseSave, { body: { region: '浙江', name: '浙江省工程造价咨询服务收费', service: '清单编制' } });
    for (const b of [{ lower: 0, upper: 1_000_000, rate: 5 }, { lower: 1_000_000, upper: 5_000_000, rate: 4 }, { lower: 5_000_000, upper: null, rate: 3 }]) {
      await c.data(feeToolApi.detailSave, { body: { baseId: base.id, ...b } });
    }
    const overlap = await c.send(feeToolApi.detailSave, { body: { baseId: base.id, lower: 4_000_000, upper: 6_000_000, rate: 2 } });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.body.msg).toBe('该区间与已有区间重叠');
    const reversed = await c.send(feeToolApi.detailSave, { body: { baseId: base.id, lower: 10, upper: 5, rate: 2 } });
    expect(reversed.body.msg).toBe('区间上限应大于下限');

    expect(await c.data(feeToolApi.baseAreas)).toEqual(expect.arrayContaining(['江苏', '浙江']));
    expect(await c.data(feeToolApi.detailAreas)).toContain('江苏');
    expect(await c.data(feeToolApi.detailAreas)).not.toContain('浙江');
    const bases = await c.call(feeToolApi.baseList, { body: { params: { region: '江苏' } } });
    expect(bases.data.map((b) => b.id)).toContain(base.id);
    const bands = await c.call(feeToolApi.detailList, { body: { params: { baseId: base.id } } });
    expect(bands.total).toBe(3);
    expect(bands.data.map((b) => [b.lower, b.rate, b.region])).toEqual([[0, 5, '江苏'], [1_000_000, 4, '江苏'], [5_000_000, 3, '江苏']]);

    const calc = await c.data(feeToolApi.simpleCalc, { body: { baseId: base.id, amount: 6_000_000 } });
    expect(calc.fee).toBe(24_000);
    const saved = await c.call(feeToolApi.simpleSave, { body: { baseId: base.id, amount: 200_000, projectName: '办公楼结算审核' } });
    expect(saved.msg).toBe('保存成功');
    expect(saved.data).toMatchObject({ fee: 3000, minFeeApplied: true, projectName: '办公楼结算审核' });

    const bare = await c.data(feeToolApi.baseSave, { body: { region: '上海', name: '空标准', service: '咨询' } });
    expect((await c.send(feeToolApi.simpleCalc, { body: { baseId: bare.id, amount: 1 } })).body.msg).toBe('该收费标准还没有收费区间');
    await c.data(feeToolApi.baseRemove, { params: { id: base.id } });
    expect((await c.call(feeToolApi.detailList, { body: { params: { baseId: base.id } } })).total).toBe(0);
    expect((await c.send(feeToolApi.baseRemove, { params: { id: base.id } })).statusCode).toBe(404);
  });

  it('viewing is not editing: a user with the view right only may calculate but not change a standard', async () => {
    const viewer = await ctx.make.caller({ roles: [{ perms: ['quality:feeTool:view'] }] });
    const v = client(ctx.app, viewer.token);
    expect((await v.send(feeToolApi.baseSave, { body: { region: '江苏', name: 'x', service: 'y' } })).statusCode).toBe(403);
    expect((await v.send(feeToolApi.baseAreas)).statusCode).toBe(200);
    const none = await ctx.make.caller({ roles: [{ perms: ['sys:dept:view'] }] });
    expect((await client(ctx.app, none.token).send(feeToolApi.baseList, { body: {} })).statusCode).toBe(403);
  });
});
