import { describe, expect, it } from 'vitest';
import { FLOW_TYPE } from '@ecms/shared';
import { body } from '../../../test/helpers.js';
import { useTestApp } from '../../../test/use-test-app.js';

const ctx = useTestApp();

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.call(who, method, url, payload);

interface DefRow { id: string; key: string; name: string; status: number; currentVersion: number | null; versionCount: number; hasDraft: boolean }
interface DefDetail { id: string; code: string; draft: unknown; tree: { root: { childNode?: { id: string } } }; currentVersion: number; versions: Array<{ id: string; version: number; publishedBy: string | null }> }

describe('flow administration calls', () => {
  it('lists every definition with its current version; the designer loads, drafts, publishes and views versions', async () => {
    const list = body<DefRow[]>(await call('admin', 'POST', '/a/wf/definition/queryList', { params: { keyword: '极简' } })).data;
    expect(list).toHaveLength(1);
    const minimal = list[0];
    expect(minimal).toMatchObject({ key: FLOW_TYPE.MINIMAL.processCode, status: 1, hasDraft: false });
    expect(minimal.currentVersion).toBeGreaterThanOrEqual(1);
    expect(minimal.versionCount).toBe(minimal.currentVersion);
    expect((await call('sunli', 'POST', '/a/wf/definition/queryList', {})).statusCode).toBe(403);

    const detail = body<DefDetail>(await call('admin', 'GET', `/a/wf/definition/${minimal.id}`)).data;
    expect(detail.tree.root.childNode?.id).toBe('dept_manager');
    expect(detail.versions[0].version).toBe(detail.currentVersion);

    // save a draft: the running version is untouched, the designer reopens the draft
    const draft = { root: { id: 'start', name: '发起人', type: 'start', childNode: { id: 'cc1', name: '抄送人', type: 'cc', config: { assignee: { type: 'initiator' } } } } };
    const saved = await call('admin', 'POST', '/a/wf/definition', { id: minimal.id, code: minimal.key, name: minimal.name, draft });
    expect(saved.statusCode).toBe(200);
    const reopened = body<DefDetail>(await call('admin', 'GET', `/a/wf/definition/${minimal.id}`)).data;
    expect(reopened.tree.root.childNode?.id).toBe('cc1');
    expect(reopened.currentVersion).toBe(detail.currentVersion);
    const badShape = await call('admin', 'POST', '/a/wf/definition', { id: minimal.id, code: minimal.key, name: minimal.name, draft: { root: { id: 'start', type: 'start' } } });
    expect(badShape.statusCode).toBe(400);

    const pub = await call('admin', 'POST', `/a/wf/definition/${minimal.id}/publish`, draft);
    expect(pub.statusCode).toBe(200);
    const after = body<DefDetail>(await call('admin', 'GET', `/a/wf/definition/${minimal.id}`)).data;
    expect(after.currentVersion).toBe(detail.currentVersion + 1);
    expect(after.draft).toBeNull();
    expect(after.versions[0].publishedBy).toBeTruthy();
    const [row] = body<DefRow[]>(await call('admin', 'POST', '/a/wf/definition/queryList', { params: { keyword: '极简' } })).data;
    expect(row).toMatchObject({ currentVersion: detail.currentVersion + 1, versionCount: detail.versions.length + 1, hasDraft: false });

    const old = body<{ version: number; isCurrent: boolean; tree: DefDetail['tree'] }>(await call('admin', 'GET', `/a/wf/version/${detail.versions[0].id}`)).data;
    expect(old).toMatchObject({ version: detail.currentVersion, isCurrent: false });
    expect(old.tree.root.childNode?.id).toBe('dept_manager');
    expect((await call('admin', 'GET', '/a/wf/version/nope')).statusCode).toBe(404);
  });

  it('suspending a definition hides it from the start dialog; enabling brings it back', async () => {
    const [def] = body<DefRow[]>(await call('admin', 'POST', '/a/wf/definition/queryList', { params: { keyword: '自定义流程2' } })).data;
    expect((await call('admin', 'PUT', `/a/wf/definition/${def.id}/status`, { status: 0 })).statusCode).toBe(200);
    const startable = body<Array<{ id: string }>>(await call('admin', 'POST', '/act/procdef/queryList', {})).data;
    expect(startable.some((d) => d.id === def.id)).toBe(false);
    expect(body<DefRow[]>(await call('admin', 'POST', '/a/wf/definition/queryList', { params: { status: 0 } })).data.map((d) => d.id)).toEqual([def.id]);
    expect((await call('admin', 'PUT', `/a/wf/definition/${def.id}/status`, { status: 1 })).statusCode).toBe(200);
    expect((await call('admin', 'PUT', `/a/wf/definition/${def.id}/status`, { status: 5 })).statusCode).toBe(400);
  });

  it('open tasks show their holders; an administrator terminates a running flow', async () => {
    const started = body<{ id: string }>(await call('sunli', 'POST', '/form/workflow/start', { processCode: FLOW_TYPE.STANDARD_RECEIVABLE_CONTRACT.processCode, name: '监控测试', formData: { contractAmount: 10 } }));
    const id = started.data.id;
    const open = body<Array<{ procInstId: string; assigneeName: string; stepName: string; initiatorName: string }>>(
      await call('admin', 'POST', '/b/wf/task/queryOpenList', { params: { keyword: '监控测试' } }));
    expect(open.data.length).toBeGreaterThan(0);
    expect(open.data[0]).toMatchObject({ procInstId: id, stepName: '部门经理审批' });
    expect(open.data[0].assigneeName).toBeTruthy();
    expect((await call('zhangwei', 'POST', '/b/wf/task/queryOpenList', {})).statusCode).toBe(403);

    expect((await call('sunli', 'POST', `/b/wf/process/${id}/terminate`, {})).statusCode).toBe(403);
    expect((await call('admin', 'POST', `/b/wf/process/${id}/terminate`, { opinion: '测试终止' })).statusCode).toBe(200);
    const all = body<Array<{ id: string; status: string }>>(await call('admin', 'POST', '/b/wf/process/queryList', { params: { status: 'terminated' } })).data;
    expect(all.find((r) => r.id === id)?.status).toBe('terminated');
    expect(body<unknown[]>(await call('admin', 'POST', '/b/wf/task/queryOpenList', { params: { keyword: '监控测试' } })).data).toHaveLength(0);
    expect((await call('admin', 'POST', `/b/wf/process/${id}/terminate`, {})).statusCode).toBe(400);
  });
});
