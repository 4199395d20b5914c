import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** Starts the app on a free local port (websockets need a real socket); returns its ws base. */
export async function listenLocal(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return address.replace(/^http/, 'ws');
}

export interface PushClient {
  socket: WebSocket;
  /** Every JSON frame received so far. */
  frames: Record<string, unknown>[];
  /** Resolves with the first received frame (past or future) matching `pred`. */
  next(pred: (f: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** Opens /api/websocket/{userId}; resolves once the server's hello arrived. */
export async function openPush(base: string, userId: string, opts: { token?: string; headers?: Record<string, string> } = {}): Promise<PushClient> {
  const q = opts.token ? `?token=${encodeURIComponent(opts.token)}` : '';
  const socket = new WebSocket(`${base}/api/websocket/${encodeURIComponent(userId)}${q}`, { headers: opts.headers });
  const frames: Record<string, unknown>[] = [];
  const waiters: { pred: (f: Record<string, unknown>) => boolean; resolve: (f: Record<string, unknown>) => void }[] = [];
  socket.on('message', (raw) => {
    const f = JSON.parse(raw.toString()) as Record<string, unknown>;
    frames.push(f);
    for (const w of [...waiters]) if (w.pred(f)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(f); }
  });
  const client: PushClient = {
    socket,
    frames,
    next(pred, timeoutMs = 5000) {
      const seen = frames.find(pred);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching push within ${timeoutMs} ms; got ${JSON.stringify(frames)}`)), timeoutMs);
        waiters.push({ pred, resolve: (f) => { clearTimeout(timer); resolve(f); } });
      });
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      await new Promise<void>((resolve) => { socket.once('close', () => resolve()); socket.close(); });
    },
  };
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with HTTP ${res.statusCode}`)));
    client.next((f) => f.type === 'hello').then(() => resolve(), reject);
  });
  return client;
}

/** Tries to open a socket that should be refused; resolves with the HTTP status of the refusal. */
export function refusedStatus(base: string, userId: string, opts: { token?: string; headers?: Record<string, string> } = {}): Promise<number> {
  const q = opts.token ? `?token=${encodeURIComponent(opts.token)}` : '';
  const socket = new WebSocket(`${base}/api/websocket/${encodeURIComponent(userId)}${q}`, { headers: opts.headers });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => { resolve(res.statusCode ?? 0); socket.terminate(); });
    socket.once('open', () => { socket.close(); reject(new Error('socket was accepted')); });
    socket.once('error', () => undefined);
  });
}
