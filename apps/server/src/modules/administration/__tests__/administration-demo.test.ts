import { describe, expect, it } from 'vitest';
import { administrationApi as api } from '@ecms/shared';
import { withRegistry } from '../../../platform/registry.js';
import { body } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { administrationDemoStep, seedAdministrationDemo } from '../administration-demo.js';

const ctx = useTestApp();

describe('administration demo data', () => {
  it('is off in tests unless asked for; with the demo staff it fills the catalogues through the forms\' rules', async () => {
    expect(ctx.t.config.demoAdministration).toBe(false);
    const logs: string[] = [];
    await withRegistry(ctx.db, ctx.app.registry, (tx) => administrationDemoStep(tx, { tenantId: ctx.tenantId, config: ctx.t.config, log: { info: (m) => logs.push(m), warn: (m) => logs.push(m) } }));
    expect(logs).toEqual([]);

    expect(await withRegistry(ctx.db, ctx.app.registry, (tx) => seedAdministrationDemo(tx, ctx.tenantId))).toEqual({ records: 16 });

    const admin = ctx.client('admin');
    // Opening stock through the item's own rule: quantity, value, and the low-stock flag.
    const stock = await admin.data(api.stockList, { body: { pageSize: 100 } });
    expect(stock.find((r) => r.itemName === 'A4复印纸（70g，5包/箱）')).toMatchObject({ qty: 18, amount: 2610, low: false, itemClassName: 'A4复印纸' });
    expect(stock.find((r) => r.itemName === '牛皮纸档案盒')).toMatchObject({ qty: 25, low: true });

    // Asset cards with serial numbers, class lives, custodians of the demo staff.
    const cards = body<Array<{ assetName: string; assetNo: string; keeper: string | null }>>(
      await ctx.call('admin', 'POST', '/b/form/fixed_asset/queryList', { pageSize: 100 })).data;
    const pc = cards.find((c) => c.assetName === '联想台式电脑 M920t')!;
    expect(pc.assetNo).toMatch(/^ZC-\d{4}-\d{5}$/);
    expect(pc.keeper).toBe(await ctx.uid('sunli'));
    const dep = await admin.data(api.depreciation, { body: { month: '2026-11', keyword: '全站仪' } });
    expect(dep).toEqual([expect.objectContaining({ lifeYears: 5, originalValue: 68000 })]);

    const rooms = body<Array<{ roomName: string }>>(await ctx.call('zhangwei', 'POST', '/b/form/meeting_room/queryList', { pageSize: 50 })).data;
    expect(rooms.map((r) => r.roomName)).toEqual(expect.arrayContaining(['一号会议室', '二号洽谈室']));
  });
});
