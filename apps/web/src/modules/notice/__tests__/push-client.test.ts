import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectPush, onPushProgress, emitProgress, pushUrl, SESSION_ENDED, type PushEvent } from '../push-client';

/** A stand-in for the browser WebSocket that the test drives by hand. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) { FakeSocket.all.push(this); }
  send(s: string) { this.sent.push(s); }
  close() { this.readyState = 3; }
  open() { this.readyState = 1; this.onopen?.(); }
  drop(code = 1006) { this.readyState = 3; this.onclose?.({ code }); }
}

const WS = FakeSocket as unknown as typeof WebSocket;

beforeEach(() => { vi.useFakeTimers(); FakeSocket.all = []; });
afterEach(() => { vi.useRealTimers(); });

describe('push channel client', () => {
  it('opens ws(s)://host/api/websocket/{id} on the page origin', () => {
    expect(pushUrl('u 1', 'https://ecms.example.cn/main-page')).toBe('wss://ecms.example.cn/api/websocket/u%201');
    expect(pushUrl('abc', 'http://127.0.0.1:8080/x')).toBe('ws://127.0.0.1:8080/api/websocket/abc');
  });

  it('hands events over, reconnects with a growing delay after a drop, and refreshes after reconnecting', () => {
    const events: PushEvent[] = [];
    const onReconnect = vi.fn();
    const stop = connectPush({ userId: 'u1', onEvent: (e) => events.push(e), onReconnect, WebSocketImpl: WS, baseUrl: 'http://h/' });
    FakeSocket.all[0].open();
    FakeSocket.all[0].onmessage?.({ data: JSON.stringify({ type: 'message', title: '标题', content: '内容', msgType: 2 }) });
    expect(events).toEqual([{ type: 'message', title: '标题', content: '内容', msgType: 2 }]);

    FakeSocket.all[0].drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1].drop(); // fails again before opening: next wait is longer
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeSocket.all[2].open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    stop();
    FakeSocket.all[2].drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('stops for good when the server says the session ended', () => {
    connectPush({ userId: 'u1', onEvent: () => undefined, WebSocketImpl: WS, baseUrl: 'http://h/' });
    FakeSocket.all[0].open();
    FakeSocket.all[0].drop(SESSION_ENDED);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('delivers progress events to subscribers until they unsubscribe', () => {
    const seen: number[] = [];
    const off = onPushProgress((p) => seen.push(p.percent));
    emitProgress({ type: 'progress', jobId: 'j', percent: 30, text: '', done: false });
    off();
    emitProgress({ type: 'progress', jobId: 'j', percent: 60, text: '', done: false });
    expect(seen).toEqual([30]);
  });
});

describe('useJobProgress', () => {
  it('follows the reports of its own job only', async () => {
    const { renderHook, act } = await import('@testing-library/react');
    const { useJobProgress } = await import('../use-job-progress');
    const { result } = renderHook(() => useJobProgress('job-7'));
    expect(result.current).toBeNull();
    act(() => {
      emitProgress({ type: 'progress', jobId: 'other', percent: 90, text: '', done: false });
      emitProgress({ type: 'progress', jobId: 'job-7', percent: 35, text: '导入中', done: false });
    });
    expect(result.current).toMatchObject({ percent: 35, text: '导入中' });
  });
});
