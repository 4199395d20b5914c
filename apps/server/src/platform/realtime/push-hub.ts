import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { tokenOf } from '../auth/context.js';
import { resolveSession } from '../auth/session.js';
import { forbidden } from '../errors.js';
import type { EventBus } from './event-bus.js';
import { TOPIC } from './events.js';
import { type PushEnvelope, PUSH_TOPIC } from './push.js';

/** The websockets this app instance holds, by tenant and user; fed by the bus's push events. */
export class PushHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly sessionOf = new Map<WebSocket, string>();
  private readonly offs: (() => void)[];

  constructor(bus: EventBus) {
    this.offs = [
      bus.subscribe(PUSH_TOPIC, (data) => this.deliver(data as PushEnvelope)),
      bus.subscribe(TOPIC.SESSION_REVOKED, (data) => this.revoked(data as { sessionId?: string; tenantId?: string; userId?: string })),
    ];
  }

  private static key(tenantId: string, userId: string): string {
    return `${tenantId}\u0000${userId}`;
  }

  add(tenantId: string, userId: string, sessionId: string, socket: WebSocket): void {
    const k = PushHub.key(tenantId, userId);
    let set = this.sockets.get(k);
    if (!set) this.sockets.set(k, (set = new Set()));
    set.add(socket);
    this.sessionOf.set(socket, sessionId);
    socket.once('close', () => {
      set.delete(socket);
      this.sessionOf.delete(socket);
      if (set.size === 0 && this.sockets.get(k) === set) this.sockets.delete(k);
    });
  }

  private deliver(env: PushEnvelope): void {
    if (!env || typeof env.tenantId !== 'string' || !Array.isArray(env.userIds)) return;
    const text = JSON.stringify(env.event);
    for (const userId of env.userIds) {
      for (const socket of this.sockets.get(PushHub.key(env.tenantId, userId)) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    }
  }

  private revoked(ev: { sessionId?: string; tenantId?: string; userId?: string }): void {
    const targets = ev.sessionId
      ? [...this.sessionOf].filter(([, sid]) => sid === ev.sessionId).map(([s]) => s)
      : ev.tenantId && ev.userId ? [...(this.sockets.get(PushHub.key(ev.tenantId, ev.userId)) ?? [])] : [];
    for (const s of targets) s.close(WS_CLOSE_SESSION_ENDED, 'session ended');
  }

  get connections(): number {
    let n = 0;
    for (const s of this.sockets.values()) n += s.size;
    return n;
  }

  close(): void {
    for (const off of this.offs) off();
    for (const set of this.sockets.values()) for (const s of set) s.close(1001, 'server shutting down');
    this.sockets.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pushHub: PushHub;
  }
}

function hostnameOf(origin: string): string | null {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
}

/** How often an open socket is pinged and its session re-checked (a revoked session closes it). */
const HEARTBEAT_MS = 30_000;
/** Close codes: the session ended; the browser should not reconnect with the same token. */
export const WS_CLOSE_SESSION_ENDED = 4401;

/**
 * GET /api/websocket/{id} (upgrade): the push channel of user `id`. The token comes the usual
 * ways (AuthToken header or cookie, or ?token= since browsers cannot set headers on a
 * websocket); only that user may open it: no session → 401, someone else's id → 403.
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = app.pushHub;

  app.get('/websocket/:id', {
    websocket: true,
    schema: {
      tags: ['notice'], summary: '实时推送通道（仅本人；消息 title/content 与长任务进度）',
      params: z.object({ id: z.string().min(1).max(64) }),
      querystring: z.object({ token: z.string().max(200).optional() }),
    },
    preHandler: async (req) => {
      if (req.actor().userId !== req.params.id) throw forbidden('只能连接本人的消息通道');
      // Browsers send the session cookie with a websocket handshake from any page: a page of
      // another site must not open the channel (cross-site websocket hijacking). Ports may
      // differ (the web dev server proxies to the API), host names may not.
      const origin = req.headers.origin;
      if (origin && hostnameOf(origin) !== req.hostname) throw forbidden('不允许跨站连接消息通道');
    },
  }, (socket, req) => {
    const s = req.actor();
    const token = tokenOf(req) ?? '';
    hub.add(s.tenantId, s.userId, s.sessionId, socket);
    socket.send(JSON.stringify({ type: 'hello', userId: s.userId }));
    let alive = true;
    socket.on('pong', () => { alive = true; });
    // Browsers may send "ping" text frames to keep proxies from closing an idle connection.
    socket.on('message', (raw) => {
      if (raw.toString() === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
    const timer = setInterval(() => {
      if (!alive) { socket.terminate(); return; }
      alive = false;
      socket.ping();
      void resolveSession(app.database.db, app.services.policy, token)
        .then((still) => { if (!still) socket.close(WS_CLOSE_SESSION_ENDED, 'session ended'); })
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    timer.unref();
    socket.once('close', () => clearInterval(timer));
  });
};
