import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ExecProtocolOptions, PGlite, protocol, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { WorkerPGlite } from './pglite-worker.js';
import { type EventBus, LocalBus, PgBus, registerBus } from '../platform/realtime/event-bus.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** A database handle or a transaction: both run queries the same way. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  /** Privileged handle (owner/superuser; bypasses row-level security). Platform code only. */
  db: Db;
  kind: 'pglite' | 'pg';
  pglite?: PGlite;
  pool?: pg.Pool;
  /** Events between the app instances on this database (platform/realtime/event-bus.ts). */
  bus: EventBus;
  /** Round trips to the database since the last reset; only when opened with countStatements. */
  statements?: StatementCounter;
  /**
   * PostgreSQL with a plain login role (appUser): the handle request transactions run on, and the
   * role's name. Unset: requests run on `db` as today (PGlite, or no DATABASE_APP_USER).
   */
  app?: { db: Db; pool: pg.Pool; user: string; url: string };
  close(): Promise<void>;
}

// The request handle of each privileged handle (withTenant opens its transactions there).
const requestDbs = new WeakMap<object, Db>();

/**
 * Where withTenant opens a request's transaction: the plain login role's handle when the database
 * has one (issue 20), else `db` itself (PGlite, a transaction already open, no login role).
 */
export function requestDbOf(db: Db): Db {
  return requestDbs.get(db) ?? db;
}

/** A role name we create and connect as: a plain identifier, never quoted text from outside. */
export const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Counts the statements sent to the database (each one round trip: a query, a prepared statement's
 * execution, BEGIN and COMMIT), for tests that hold round-trip budgets (issue 14). Off by default;
 * when off nothing is wrapped, so it costs nothing.
 */
export interface StatementCounter {
  readonly count: number;
  /** The statements counted since the last reset (their text's start), to tell which trip is new. */
  readonly log: readonly string[];
  /** The same statements whole, with their parameters (a bench replays a product's statement on a bare route). */
  readonly sent: readonly SentStatement[];
  reset(): void;
}

export interface SentStatement { text: string; values: unknown[] }

const textOf = (q: unknown): string => {
  const t = typeof q === 'string' ? q : (q as { text?: unknown } | null)?.text;
  const joined = q instanceof HeldThen ? q.held.map((h) => (h.text === 'begin' ? 'BEGIN + ' : 'setup + ')).join('') : '';
  return typeof t === 'string' ? joined + t.replace(/\s+/g, ' ').slice(0, 160) : String(q);
};

/** A statement's whole text and parameters, as the driver was handed them. */
const sentOf = (q: unknown, values: unknown): SentStatement => {
  const t = typeof q === 'string' ? q : (q as { text?: unknown } | null)?.text;
  const v = Array.isArray(values) ? values : (q as { values?: unknown } | null)?.values;
  return { text: typeof t === 'string' ? t : String(q), values: Array.isArray(v) ? v : [] };
};

function newCounter(): StatementCounter & { add(text: string, sent?: SentStatement): void } {
  let log: string[] = [];
  let sent: SentStatement[] = [];
  return {
    get count() { return log.length; }, get log() { return log; }, get sent() { return sent; },
    reset() { log = []; sent = []; },
    add(text, whole) { log.push(text); sent.push(whole ?? { text, values: [] }); },
  };
}

/** Labels of statements held back with BEGIN, put in front of the next counted statement's text. */
interface HeldLabels { pending: string[] }

const labelled = (held: HeldLabels, text: string): string => {
  const prefix = held.pending.map((l) => `${l} + `).join('');
  held.pending = [];
  return prefix + text;
};

/**
 * PGlite: every query/exec on the instance or inside a transaction, plus its COMMIT. A
 * transaction's BEGIN (and a setup held with it, pgliteHoldBegin) is no call of its own: it is
 * counted with the statement it goes in with.
 */
function countPglite(pglite: PGlite, counter: ReturnType<typeof newCounter>, held: HeldLabels, holdsBegin: boolean): void {
  type Runner = Pick<PGlite, 'query' | 'exec'>;
  const wrap = <T extends Runner>(target: T): T => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = ((...args: Parameters<PGlite['query']>) => { counter.add(labelled(held, textOf(args[0])), sentOf(args[0], args[1])); return query(...args); }) as T['query'];
    target.exec = ((...args: Parameters<PGlite['exec']>) => { counter.add(labelled(held, textOf(args[0])), sentOf(args[0], [])); return exec(...args); }) as T['exec'];
    return target;
  };
  wrap(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((fn: Parameters<PGlite['transaction']>[0]) => transaction((tx) => {
    // A BEGIN not held (holdBegin off) was a call of its own.
    if (holdsBegin) held.pending = ['BEGIN'];
    else counter.add('BEGIN');
    return fn(wrap(tx));
  // COMMIT (or ROLLBACK), counted when it is sent (with BEGIN when no statement ran).
  }).finally(() => counter.add(labelled(held, 'COMMIT')))) as PGlite['transaction'];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// withTenant's proof (db/tenant-context.ts): an HMAC-SHA256 in hex.
const PROOF = /^[0-9a-f]{64}$/;

/**
 * A HOLDABLE statement's text with its parameters written in as literals, when every one is a
 * uuid, a hex proof or empty (withTenant's tenant and user ids and proof): such a value holds no
 * quote or backslash, so quoting it cannot change the statement. Anything else (never a user's
 * string) answers undefined, and the statement runs bound as usual. Literals only on PGlite: one
 * process, no other session could read them in pg_stat_activity.
 */
function inlineIds(text: string, params: unknown[] | undefined): string | undefined {
  const values = params ?? [];
  if (!values.every((v) => v === '' || (typeof v === 'string' && (UUID.test(v) || PROOF.test(v))))) return undefined;
  let ok = true;
  const out = text.replace(/\$(\d+)/g, (_m, n: string) => {
    const v = values[Number(n) - 1];
    if (v === undefined) ok = false;
    return `'${String(v)}'`;
  });
  return ok ? out : undefined;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * PGlite: a transaction's BEGIN, and withTenant's HOLDABLE setup right after it, go into the
 * engine in one call with the transaction's first statement, as on PostgreSQL (pipelineBegin):
 * a list page is then the session lookup, BEGIN + setup + page, COMMIT. PGlite's own
 * transaction() and query() are kept whole (their locks, parameter serialisers, error objects
 * and result parsing; an earlier attempt that rewrote the transaction lost some of that): only
 * the bytes of BEGIN's simple query are held back at execProtocolStream (its Sync answers
 * nothing), the setup joins them as a simple query of its own with its ids as literals
 * (inlineIds), and both go in front of the next message in one buffer, which the engine runs in
 * order. Each held query's answers end with its ReadyForQuery; they are dropped, so the caller
 * reads its own. An error in a held query is the statement's error (the transaction then rolls
 * back as usual).
 */
function pgliteHoldBegin(pglite: PGlite, labels?: HeldLabels): void {
  const { serialize } = protocol;
  const BEGIN = serialize.query('BEGIN');
  const SYNC = serialize.sync();
  let held: Uint8Array[] = [];
  const stream = pglite.execProtocolStream.bind(pglite);
  pglite.execProtocolStream = (async (message: Uint8Array, options?: ExecProtocolOptions) => {
    if (!held.length) {
      if (!sameBytes(message, BEGIN)) return stream(message, options);
      held = [message];
      return [];
    }
    // The Sync PGlite sends after BEGIN's simple query: nothing is open, nothing to answer.
    if (sameBytes(message, SYNC)) return [];
    const n = held.length;
    const batch = new Uint8Array(held.reduce((k, h) => k + h.length, message.length));
    let at = 0;
    for (const part of [...held, message]) { batch.set(part, at); at += part.length; }
    held = [];
    const answers = await stream(batch, options);
    let i = 0;
    for (let ready = 0; ready < n && i < answers.length; i++) if (answers[i].name === 'readyForQuery') ready++;
    return answers.slice(i);
  }) as PGlite['execProtocolStream'];
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((fn: Parameters<PGlite['transaction']>[0]) => transaction((tx) => {
    const query = tx.query.bind(tx);
    tx.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
      const inlined = held.length && text.startsWith(HOLDABLE) ? inlineIds(text, params) : undefined;
      if (inlined === undefined) return query(text, params, options);
      held.push(serialize.query(inlined));
      labels?.pending.push('setup');
      return { rows: [], fields: [], affectedRows: 0 };
    }) as typeof tx.query;
    return fn(tx);
  })) as PGlite['transaction'];
}

/** Longest stretch of database work on PGlite before the event loop gets a turn (pgliteTakeTurns). */
export const PGLITE_SLICE_MS = 10;

/**
 * PGlite runs every statement synchronously in this thread and answers through promises that are
 * already settled, so a loop of awaited statements (an import's batches, one transaction after
 * another) runs on microtasks alone: the event loop never turns, no socket is read and no timer
 * fires until the loop ends. Other requests then do not even reach PGlite's queue (its locks are
 * first come, first served), however short each transaction (issue 13). So:
 *  - a transaction (or a statement outside one) never starts in the loop turn in which another
 *    transaction ended: it waits for the loop's next turn (setImmediate: after pending I/O), where
 *    waiting requests are read and queue in arrival order. Whoever runs transactions back to back
 *    lets others in between each two; a request alone in its turn pays nothing;
 *  - every message to the engine checks how long the database has kept the thread since the loop
 *    last turned and, past PGLITE_SLICE_MS, waits for the next turn too (a long transaction: the
 *    others are read and queue behind it; requests that need no database are answered).
 * A request that reaches the database thus waits for the transaction in progress (and those
 * queued before it), never for a whole series of them. A single statement still runs to its end
 * (no timer signals in the wasm build): inputs are bounded for that.
 */
function pgliteTakeTurns(pglite: PGlite): void {
  // Settles at the loop's next turn; unset once it has (the next piece of work opens a new one).
  let turn: Promise<void> | undefined;
  let since = 0;
  // A transaction ended since the loop last turned.
  let ended = false;
  const mark = () => {
    if (turn) return;
    since = performance.now();
    ended = false;
    turn = new Promise<void>((resolve) => setImmediate(() => { turn = undefined; resolve(); }));
  };
  const stream = pglite.execProtocolStream.bind(pglite);
  pglite.execProtocolStream = (async (message: Uint8Array, options?: ExecProtocolOptions) => {
    if (turn && performance.now() - since >= PGLITE_SLICE_MS) await turn;
    mark();
    return stream(message, options);
  }) as PGlite['execProtocolStream'];
  const transaction = pglite.transaction.bind(pglite);
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const waitIfEnded = async () => { if (turn && ended) await turn; };
  pglite.transaction = (async (fn: Parameters<PGlite['transaction']>[0]) => {
    await waitIfEnded();
    try {
      return await transaction(fn);
    } finally {
      mark();
      ended = true;
    }
  }) as PGlite['transaction'];
  pglite.query = (async (...args: Parameters<PGlite['query']>) => { await waitIfEnded(); return query(...args); }) as PGlite['query'];
  pglite.exec = (async (...args: Parameters<PGlite['exec']>) => { await waitIfEnded(); return exec(...args); }) as PGlite['exec'];
}

/** node-postgres: every query of every pooled client (BEGIN and COMMIT are queries there). */
function countPool(pool: pg.Pool, counter: ReturnType<typeof newCounter>): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => { counter.add(textOf(args[0]), sentOf(args[0], args[1])); return query(...args); };
  });
}

type PgQueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** A statement held back to go out in one write with the next one (BEGIN, a transaction's setup). */
interface Held { text: string; values: unknown[] }

/**
 * Statements sent in one write with the ones held before them (extended protocol: Parse/Bind/
 * Execute of each held statement, then the statement's own messages, then one Sync): one round
 * trip where node-postgres, which sends a statement only after the last one's answer, would make
 * several. The server runs them in order; their answers come back together and the statement's
 * result is the one kept. A held statement that fails fails this one (the rest are skipped).
 */
class HeldThen extends pg.Query {
  constructor(readonly held: Held[], config: pg.QueryConfig, values: unknown[], callback: (err: Error | null | undefined, res: unknown) => void) {
    super(config, values, callback);
  }
  prepare(connection: { parse(c: object): void; bind(c: object): void; describe(c: object): void; execute(c: object): void }): void {
    for (const h of this.held) {
      connection.parse({ text: h.text });
      connection.bind({ values: h.values.map((v) => (v === null || v === undefined ? null : String(v))) });
      // Its rows (a setup's select) need their description, or node-postgres cannot read them.
      if (h.values.length) connection.describe({ type: 'P' });
      connection.execute({});
    }
    (pg.Query.prototype as unknown as { prepare(c: unknown): void }).prepare.call(this, connection);
  }
  requiresPreparation(): boolean {
    return true;
  }
  handleReadyForQuery(connection: unknown): void {
    const self = this as unknown as { _results: unknown };
    // [the held statements' results, the statement's result]: the caller asked for the statement's.
    if (Array.isArray(self._results)) self._results = self._results[self._results.length - 1];
    (pg.Query.prototype as unknown as { handleReadyForQuery(c: unknown): void }).handleReadyForQuery.call(this, connection);
  }
}

/**
 * HeldThen leans on node-postgres internals (Query's prepare, requiresPreparation,
 * handleReadyForQuery and _results). When an upgrade changes them, BEGIN is sent alone again (one
 * round trip more) rather than a transaction being misread; begin-pipeline.test.ts fails then.
 */
export const beginPipelineSupported = (() => {
  const proto = pg.Query.prototype as unknown as Record<string, unknown>;
  return ['prepare', 'requiresPreparation', 'handleReadyForQuery', 'handleDataRow'].every((m) => typeof proto[m] === 'function');
})();

const BEGIN_TEXT = /^\s*begin\s*$/i;
const END_TEXT = /^\s*(commit|rollback)\s*$/i;

/**
 * Marks a statement whose result nobody reads and that may wait for the next one: right after
 * a transaction's BEGIN, it is held with it and all go out in one write with the statement that
 * follows (withTenant's tenant setup: BEGIN, setup and the request's first statement are one round
 * trip on PostgreSQL). Its answer is an empty result. Elsewhere it is sent as usual.
 */
export const HOLDABLE = '/* ecms:holdable */';

/**
 * node-postgres: a transaction's BEGIN (and a HOLDABLE statement right after it) is held back
 * and goes out with the statement that follows (HeldThen), so a request's transaction costs no
 * round trip of its own for BEGIN and its tenant setup (issue 14's budgets). Only a statement
 * with parameters is joined to them (a statement without any may hold several commands, which
 * the extended protocol refuses): before any other the held ones are sent alone; a transaction
 * that ends before any statement sends nothing at all.
 */
function pipelineBegin(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const c = client as unknown as { query: PgQueryFn };
    const query = c.query.bind(client) as PgQueryFn;
    let held: Held[] = [];
    const textOfConfig = (config: unknown) => (typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text);
    const done = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] });
    const send = (prefix: Held[], config: unknown, values: unknown[]) => new Promise((resolve, reject) => {
      const cfg = typeof config === 'string' ? { text: config } : config as object;
      query(new HeldThen(prefix, cfg as pg.QueryConfig, values, (err, res) => (err ? reject(err) : resolve(res))));
    });
    c.query = (config, values, callback) => {
      const text = textOfConfig(config);
      const plain = typeof text === 'string' && callback === undefined && typeof values !== 'function'
        && (config === null || typeof config !== 'object' || typeof (config as { submit?: unknown }).submit !== 'function');
      const params = plain && Array.isArray(values) && values.length > 0;
      if (!held.length && plain && BEGIN_TEXT.test(text) && !params) {
        held = [{ text: 'begin', values: [] }];
        return done('BEGIN');
      }
      if (!held.length) return query(config, values, callback);
      if (plain && text.startsWith(HOLDABLE)) {
        held.push({ text, values: Array.isArray(values) ? values : [] });
        return done('SELECT');
      }
      const prefix = held;
      held = [];
      // Nothing was sent: there is nothing to end.
      if (plain && END_TEXT.test(text)) return done(text.trim().toUpperCase());
      if (params) return send(prefix, config, values as unknown[]);
      // A statement without parameters goes on its own, after the held ones.
      const [begin, ...rest] = prefix;
      const before = rest.length ? send([begin, ...rest.slice(0, -1)], rest[rest.length - 1].text, rest[rest.length - 1].values) : query(begin.text);
      return (before as Promise<unknown>).then(() => query(config, values, callback));
    };
  });
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string;
  /** Start PGlite from a dumped data directory (tests). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /**
   * PostgreSQL: longest one statement may run, and longest a transaction may sit idle, before the
   * server cancels it (so one request cannot hold a connection for long). Default 60 s; 0 = off.
   * PGlite runs a statement to its end (it has no timer signals): there, inputs are bounded instead.
   */
  statementTimeoutMs?: number;
  /** Count round trips (Database.statements): tests of round-trip budgets only. */
  countStatements?: boolean;
  /**
   * PostgreSQL: the plain login role requests run as (NOSUPERUSER NOBYPASSRLS, member of ecms_app;
   * migrate creates it). `databaseUrl` stays the owner's: migrations, seed, sign-in and the other
   * platform reads before a tenant is known. Ignored on PGlite (one superuser session).
   */
  appUser?: { name: string; password?: string };
  /**
   * PGlite: send BEGIN and the tenant setup with the first statement (pgliteHoldBegin). On by
   * default; ECMS_PGLITE_HOLD_BEGIN=0 turns it off. (The bank suite's timeouts at 60 s once blamed
   * on it were the load: on 27 Nov at load 19-21 its two longest tests took 92 / 42 s with it and
   * 81 / 42 s without, side by side.)
   */
  holdBegin?: boolean;
  /**
   * PGlite: run the engine in a worker thread (db/pglite-worker.ts) instead of this one.
   * ECMS_PGLITE_WORKER=1 turns it on; off by default (docs/data-access.md "The engine in a worker").
   */
  worker?: boolean;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 60_000;

export class DataDirLockedError extends Error {}

/**
 * Two processes opening one PGlite directory corrupt its WAL (PGlite #327/#709), so the owner of
 * a directory holds a lock the operating system releases when the process dies, however it dies:
 * a listening local socket named after the directory (Linux: abstract namespace; Windows: a
 * named pipe; elsewhere a socket file, whose leftover after kill -9 refuses connections and is
 * replaced). The pid written beside it (ecms.lock) only names the owner in the message; a stale
 * pid file, or one naming a live unrelated process, no longer blocks a start (issue 13, finding 9).
 */
async function lockDataDir(dir: string): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  const id = createHash('sha256').update(fs.realpathSync(dir)).digest('hex').slice(0, 32);
  const address = process.platform === 'win32' ? `\\\\.\\pipe\\ecms-${id}`
    : process.platform === 'linux' ? `\0ecms-datadir-${id}`
      : path.join(os.tmpdir(), `ecms-datadir-${id}.sock`);
  const pidFile = path.join(dir, 'ecms.lock');
  const server = net.createServer((socket) => socket.destroy());
  const listen = () => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => { server.off('error', reject); resolve(); });
  });
  try {
    await listen();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    // A socket file left by a dead owner: nobody answers on it.
    if (address.endsWith('.sock') && !(await answers(address))) {
      fs.rmSync(address, { force: true });
      await listen();
    } else {
      let owner = '';
      try { owner = fs.readFileSync(pidFile, 'utf8').trim(); } catch { /* unknown */ }
      const who = /^\d+$/.test(owner) ? `进程 ${owner} ` : '另一个进程';
      throw new DataDirLockedError(
        `数据目录 ${dir} 正被${who}使用。嵌入式数据库同一时间只能由一个进程打开；` +
        `请先停止该进程，或用 ECMS_DATA_DIR 指定另一个目录。` +
        ` (The embedded data directory is in use by ${/^\d+$/.test(owner) ? `process ${owner}` : 'another process'}.)`,
      );
    }
  }
  server.unref();
  fs.writeFileSync(pidFile, String(process.pid));
  return () => {
    server.close();
    try {
      if (fs.readFileSync(pidFile, 'utf8') === String(process.pid)) fs.unlinkSync(pidFile);
    } catch { /* already gone */ }
  };
}

function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const c = net.connect(address, () => { c.destroy(); resolve(true); });
    c.on('error', () => resolve(false));
  });
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const timeout = opts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const statements = opts.countStatements ? newCounter() : undefined;
    const openPool = (connectionString: string) => {
      const pool = new pg.Pool({
        connectionString, max: opts.poolSize ?? 20,
        ...(timeout > 0 && { statement_timeout: timeout, idle_in_transaction_session_timeout: timeout }),
      });
      // An idle client that errors (server restart) must not crash the process.
      pool.on('error', () => undefined);
      // The counter sees what is sent (after the BEGIN is joined to the next statement).
      if (statements) countPool(pool, statements);
      if (beginPipelineSupported) pipelineBegin(pool);
      return pool;
    };
    const pool = openPool(opts.databaseUrl);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const bus = new PgBus({ connectionString: opts.databaseUrl, notify: (text, params) => pool.query(text, params) });
    registerBus(db, bus);
    let app: Database['app'];
    if (opts.appUser) {
      if (!ROLE_NAME.test(opts.appUser.name)) throw new Error(`DATABASE_APP_USER must be a plain role name: ${opts.appUser.name}`);
      const url = new URL(opts.databaseUrl);
      url.username = opts.appUser.name;
      url.password = opts.appUser.password ?? '';
      const appPool = openPool(url.toString());
      const appDb = drizzlePg(appPool, { schema }) as unknown as Db;
      registerBus(appDb, bus);
      requestDbs.set(db, appDb);
      app = { db: appDb, pool: appPool, user: opts.appUser.name, url: url.toString() };
    }
    return {
      db, kind: 'pg', pool, bus, statements, app,
      close: async () => {
        await bus.close();
        await app?.pool.end();
        await pool.end();
      },
    };
  }
  const unlock = opts.dataDir ? await lockDataDir(opts.dataDir) : () => undefined;
  try {
    const inWorker = opts.worker ?? process.env.ECMS_PGLITE_WORKER === '1';
    // The worker's object has the surface of PGlite that drizzle and this file use.
    const pglite = inWorker
      ? await WorkerPGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir }) as unknown as PGlite
      : await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm, btree_gist } });
    // First: the hold below then sends what it joins through it. In a worker, waiting for the
    // engine's answers turns this thread's loop already, and the transaction lock is first come,
    // first served.
    if (!inWorker) pgliteTakeTurns(pglite);
    const statements = opts.countStatements ? newCounter() : undefined;
    const labels: HeldLabels | undefined = statements ? { pending: [] } : undefined;
    const holdBegin = opts.holdBegin ?? process.env.ECMS_PGLITE_HOLD_BEGIN !== '0';
    if (statements) countPglite(pglite, statements, labels!, holdBegin);
    // After the counter: a setup it holds back is no statement sent, so the counter never sees it.
    if (holdBegin) pgliteHoldBegin(pglite, labels);
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    // One process owns an embedded database, so its instances all live here: in-process events.
    const bus = new LocalBus();
    registerBus(db, bus);
    return {
      db,
      kind: 'pglite',
      pglite,
      bus,
      statements,
      close: async () => {
        try {
          await bus.close();
          await pglite.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
