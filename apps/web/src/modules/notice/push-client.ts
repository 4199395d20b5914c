/**
 * The browser end of the push channel /api/websocket/{userId} (spec 1 §7 Notices). The session
 * cookie authenticates it (same origin); it reconnects with a growing delay after a drop and
 * stops for good when the server says the session ended.
 */

export interface PushMessage {
  type: 'message';
  id?: string;
  msgType: number;
  title: string;
  content: string;
  link?: string | null;
}

export interface PushProgress {
  type: 'progress';
  jobId: string;
  percent: number;
  text: string;
  done: boolean;
  error?: string;
}

export type PushEvent = PushMessage | PushProgress | { type: 'read' | 'hello' | 'pong'; [k: string]: unknown };

export interface PushOptions {
  userId: string;
  onEvent: (e: PushEvent) => void;
  /** Called after a reconnect (events may have been missed: refresh counts). */
  onReconnect?: () => void;
  /** For tests: the WebSocket constructor and timer. */
  WebSocketImpl?: typeof WebSocket;
  baseUrl?: string;
}

/** The server closes with this code when the session is gone: reconnecting would not help. */
export const SESSION_ENDED = 4401;
const MAX_DELAY_MS = 30_000;
const KEEPALIVE_MS = 25_000;

export function pushUrl(userId: string, base = window.location.href): string {
  const u = new URL(`/api/websocket/${encodeURIComponent(userId)}`, base);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  return u.toString();
}

/** Opens the channel; returns the function that closes it for good. */
export function connectPush(opts: PushOptions): () => void {
  const WS = opts.WebSocketImpl ?? WebSocket;
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let keepalive: ReturnType<typeof setInterval> | undefined;

  const open = () => {
    if (stopped) return;
    const ws = new WS(pushUrl(opts.userId, opts.baseUrl));
    socket = ws;
    ws.onopen = () => {
      if (attempt > 0) opts.onReconnect?.();
      attempt = 0;
      keepalive = setInterval(() => { if (ws.readyState === WS.OPEN) ws.send('ping'); }, KEEPALIVE_MS);
    };
    ws.onmessage = (ev) => {
      try {
        opts.onEvent(JSON.parse(String(ev.data)) as PushEvent);
      } catch {
        /* not ours */
      }
    };
    ws.onclose = (ev) => {
      clearInterval(keepalive);
      if (socket === ws) socket = null;
      if (stopped || ev.code === SESSION_ENDED) return;
      const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** attempt);
      attempt += 1;
      retry = setTimeout(open, delay);
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(keepalive);
    socket?.close(1000);
    socket = null;
  };
}

// Progress of long work, for the progress bars of later pages: subscribe by job id.
type ProgressListener = (p: PushProgress) => void;
const progressListeners = new Set<ProgressListener>();

export function onPushProgress(fn: ProgressListener): () => void {
  progressListeners.add(fn);
  return () => { progressListeners.delete(fn); };
}

export function emitProgress(p: PushProgress): void {
  for (const fn of [...progressListeners]) fn(p);
}
