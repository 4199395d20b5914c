import { describe, expect, it } from 'vitest';
import { contractApi, FLOW_TYPE } from '@ecms/shared';
import { body } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Issue 13, finding 4 (second half): a contract's attachments are seen by whoever sees the
 * contract, its approvers included (they got 404: the contract module declared no fileAccess),
 * through the same file-access registry that guards every download. Attaching stays with the
 * one who saved the contract.
 */
const ctx = useTestApp();

const upload = (login: string, refRecordId: string) => {
  const m = multipart([{ field: 'refModule', content: 'contract' }, { field: 'refRecordId', content: refRecordId },
    { field: 'file', filename: '合同扫描件.txt', content: 'signed contract' }]);
  return ctx.call(login, 'POST', '/api/b/fileItem/upload', m.payload, { 'content-type': m.contentType });
};
const list = async (login: string, id: string) => body<{ id: string }[]>(await ctx.call(login, 'POST', '/api/b/fileItem/queryList', {
  params: { refModule: 'contract', refRecordId: id }, pageSize: 50,
})).data;

describe('contract attachments', () => {
  it('are listed and downloaded by the contract\'s approver, not by a stranger; only the author attaches', async () => {
    const started = await ctx.client('sunli').data(contractApi.saveAndStartFlow, {
      body: { flowType: FLOW_TYPE.CUSTOM_1.value, name: '附件可见性合同', businessType: 1, amount: 1000, partyA: '甲方', partyB: '乙方' },
    });
    const up = await upload('sunli', started.id);
    expect(up.statusCode, up.body).toBe(200);
    const [fileId] = body<string[]>(up).data;

    // zhangwei approves the contract (its first node): he sees its files.
    expect((await list('zhangwei', started.id)).map((f) => f.id)).toEqual([fileId]);
    const got = await ctx.call('zhangwei', 'GET', `/api/b/fileItem/download/${fileId}`);
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe('signed contract');

    // Someone with no part in it and no scope over it does not.
    const stranger = await ctx.make.user({ roles: [{ perms: ['contract:form:view'] }] });
    expect(await list(stranger.loginName, started.id)).toEqual([]);
    expect((await ctx.call(stranger.loginName, 'GET', `/api/b/fileItem/download/${fileId}`)).statusCode).toBe(404);

    // The approver reads but does not attach.
    expect((await upload('zhangwei', started.id)).statusCode).toBe(404);
    expect((await upload(stranger.loginName, started.id)).statusCode).toBe(404);
  });
});
