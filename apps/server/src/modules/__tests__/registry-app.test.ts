import { beforeAll, describe, expect, it } from 'vitest';
import { defineModule } from '../../platform/module.js';
import { withTenant } from '../../platform/tenancy.js';
import { startRecordFlow } from '../../workflow/flow-record.js';
import { bindUploads } from '../file/file-item.service.js';
import { useTestApp } from '../../../test/use-test-app.js';

/* A forgotten declaration fails the request that needs it instead of doing nothing. */
const probe = defineModule({ name: 'test-probe', exports: [{ code: 'test:probe', label: '探针', columns: async () => [], rows: async function* () { /* none */ } }] });

let actor: { tenantId: string; userId: string };
const ctx = useTestApp({}, { modules: [probe] });
beforeAll(async () => {
  actor = { tenantId: ctx.tenantId, userId: await ctx.uid('admin') };
});

const inTx = <T>(fn: (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) => withTenant(ctx.db, actor, fn, ctx.app.registry);

describe('the app registry at request time', () => {
  it('holds this app\'s modules: the test module\'s export is there', () => {
    expect(ctx.app.registry.exportSource('test:probe')?.label).toBe('探针');
    expect(ctx.app.registry.modules.at(-1)?.name).toBe('test-probe');
  });

  it('binding files to a module nobody declares fails', async () => {
    await expect(inTx((tx) => bindUploads(tx, actor.userId, ['f-1'], { refModule: 'nobody', refRecordId: 'r-1' })))
      .rejects.toThrow('file module "nobody" is not declared by any module');
    await expect(inTx((tx) => bindUploads(tx, actor.userId, ['f-1'], { refModule: 'notice', refRecordId: 'r-1' }))).resolves.toBeUndefined();
  });

  it('starting a record\'s flow under a business type nobody binds fails', async () => {
    await expect(inTx((tx) => startRecordFlow(tx, actor, { businessType: 'nobody', id: 'x', name: 'x', flowType: 1, formData: {} })))
      .rejects.toThrow('business type "nobody" has no flow binding');
  });

  it('a transaction opened without the app\'s registry cannot reach a registry-backed service', async () => {
    await expect(withTenant(ctx.db, actor, (tx) => bindUploads(tx, actor.userId, ['f-1'], { refModule: 'notice', refRecordId: 'r-1' })))
      .rejects.toThrow('no module registry on this transaction');
  });
});
