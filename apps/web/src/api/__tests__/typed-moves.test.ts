// @vitest-environment jsdom
import '../../test/setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchUnreadCount, isUnreadEndpointMissing } from '../auth';
import { queryPageConfig } from '../forms';
import { resetHttpState } from '../http';
import { setUiApi } from '../ui-bridge';
import { peekSerial } from '../../modules/form-designer/api';

const ok = (data: unknown, total?: number) =>
  new Response(JSON.stringify({ success: true, code: 1000, status: true, msg: '', data, total }), { status: 200, headers: { 'content-type': 'application/json' } });
const message = { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetHttpState();
  setUiApi({ message, modal: {} } as never);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('calls moved onto the typed client', () => {
  it('the unread count is the number the server sends; a 404 counts as 0, silently, and is remembered', async () => {
    fetchMock.mockResolvedValueOnce(ok(3));
    expect(await fetchUnreadCount()).toBe(3);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/b/notice/msg/toReadNumber/0');
    expect(isUnreadEndpointMissing()).toBe(false);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: false, code: 404, status: false, msg: '接口不存在', data: null }), { status: 404 }));
    expect(await fetchUnreadCount()).toBe(0);
    expect(isUnreadEndpointMissing()).toBe(true);
    expect(message.error).not.toHaveBeenCalled();
  });

  it('a page config whose content arrives as a JSON object is read with its lists defaulted', async () => {
    fetchMock.mockResolvedValueOnce(ok([{ id: 'p1', type: 'form:CG', name: null, content: { url: '/b/x/queryList' }, version: 1, updatedDate: null }], 1));
    expect(await queryPageConfig('form:CG')).toMatchObject({ url: '/b/x/queryList', tableColumn: [], searchConditons: [] });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/b/pageConfig/queryList');
    expect(JSON.parse(String(init.body))).toEqual({ params: { type: 'form:CG' } });
    fetchMock.mockResolvedValueOnce(ok([], 0));
    expect(await queryPageConfig('form:NONE')).toBeNull();
  });

  it('peeking a rule asks for the next number without consuming it', async () => {
    fetchMock.mockResolvedValueOnce(ok({ value: 'CG202611260001' }));
    expect(await peekSerial('CG')).toBe('CG202611260001');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/b/codegen/CG/next?peek=1');
  });
});
