import { randomUUID } from 'node:crypto';
import pg from 'pg';

/*
 * The platform event bus: how app instances on one database tell each other that something
 * happened (a message to push, a cache to drop). On PostgreSQL it rides LISTEN/NOTIFY on one
 * channel, through a dedicated connection that reconnects; on embedded PGlite (one process by
 * construction) it stays in process. Publishers call it after their transaction committed
 * (see after-commit.ts), so nobody hears about a change that was rolled back.
 */

export type BusHandler = (data: unknown) => void;

export interface BusEvent { topic: string; data: unknown }

export interface EventBus {
  /** Delivers `data` to every subscriber of `topic` on every instance (this one at once). */
  publish(topic: string, data: unknown): Promise<void>;
  /** Several events, in order; on PostgreSQL one statement for all (a command's pushes after its commit). */
  publishAll(events: readonly BusEvent[]): Promise<void>;
  subscribe(topic: string, fn: BusHandler): () => void;
  close(): Promise<void>;
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7900;
const CHANNEL = 'ecms_bus';

interface Envelope { o: string; t: string; d: unknown }

/** In-process fan-out; the base of both buses. */
export class LocalBus implements EventBus {
  private readonly handlers = new Map<string, Set<BusHandler>>();

  async publish(topic: string, data: unknown): Promise<void> {
    this.deliver(topic, data);
  }

  async publishAll(events: readonly BusEvent[]): Promise<void> {
    for (const ev of events) this.deliver(ev.topic, ev.data);
  }

  subscribe(topic: string, fn: BusHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(fn);
    return () => { set.delete(fn); };
  }

  protected deliver(topic: string, data: unknown): void {
    for (const fn of [...(this.handlers.get(topic) ?? [])]) {
      // One failing subscriber must not keep the event from the others.
      try { fn(data); } catch (err) { this.onError(err); }
    }
  }

  protected onError(err: unknown): void {
    console.error('[event-bus]', err);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}

export interface PgBusOptions {
  connectionString: string;
  /** Runs queries for NOTIFY (the app's pool). */
  notify: (sql: string, params: unknown[]) => Promise<unknown>;
  reconnectDelayMs?: number;
}

/**
 * LISTEN/NOTIFY across instances. Events are delivered locally at once and also sent with
 * NOTIFY; an instance ignores the echo of its own events. The listening client connects on
 * the first subscription and reconnects (with a delay) whenever its connection drops.
 */
export class PgBus extends LocalBus {
  readonly origin = randomUUID();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly opts: PgBusOptions) {
    super();
  }

  override subscribe(topic: string, fn: BusHandler): () => void {
    const off = super.subscribe(topic, fn);
    void this.ensureListening();
    return off;
  }

  /** Resolves once the listening connection is up (tests wait on it before publishing elsewhere). */
  ready(): Promise<void> {
    return this.ensureListening();
  }

  override async publish(topic: string, data: unknown): Promise<void> {
    await this.publishAll([{ topic, data }]);
  }

  override async publishAll(events: readonly BusEvent[]): Promise<void> {
    const payloads: string[] = [];
    for (const { topic, data } of events) {
      this.deliver(topic, data);
      const payload = JSON.stringify({ o: this.origin, t: topic, d: data } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        this.onError(new Error(`event on ${topic} too large for NOTIFY (${Buffer.byteLength(payload)} bytes); not sent to other instances`));
      } else payloads.push(payload);
    }
    if (payloads.length === 0) return;
    try {
      // One statement; the notifications go out in the array's order.
      await this.opts.notify(payloads.length === 1 ? 'select pg_notify($1, $2)'
        : 'select pg_notify($1, p) from unnest($2::text[]) with ordinality as x(p, n) order by n', [CHANNEL, payloads.length === 1 ? payloads[0] : payloads]);
    } catch (err) {
      this.onError(err);
    }
  }

  private ensureListening(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.client) return Promise.resolve();
    if (!this.connecting) {
      this.connecting = this.connect().finally(() => { this.connecting = null; });
    }
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.opts.connectionString });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', (err) => { this.onError(err); lost(); });
    client.on('end', lost);
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      let env: Envelope;
      try { env = JSON.parse(n.payload) as Envelope; } catch { return; }
      if (env.o === this.origin) return;
      this.deliver(env.t, env.d);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      this.onError(err);
      void client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.ensureListening();
    }, this.opts.reconnectDelayMs ?? 1000);
    this.retry.unref();
  }

  /** Test hook: drops the listening connection as a server restart would. */
  async dropConnectionForTest(): Promise<void> {
    const c = this.client;
    if (c) await c.end();
  }

  get listening(): boolean {
    return this.client !== null;
  }

  override async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const c = this.client;
    this.client = null;
    if (c) await c.end().catch(() => undefined);
    await super.close();
  }
}

// The bus of each database handle: withTenant's transactions find it through their root handle.
const buses = new WeakMap<object, EventBus>();

export function registerBus(db: object, bus: EventBus): void {
  buses.set(db, bus);
}

export function maybeBusOf(db: object): EventBus | undefined {
  return buses.get(db);
}

export function busOf(db: object): EventBus {
  const bus = buses.get(db);
  if (!bus) throw new Error('no event bus registered for this database handle');
  return bus;
}
