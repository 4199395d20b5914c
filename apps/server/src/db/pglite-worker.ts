import { Worker } from 'node:worker_threads';
import { type ExecProtocolOptions, Mutex, PGlite, protocol, type ExecProtocolResult } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/**
 * PGlite's own base class (query, exec, transaction, parameter serialisers, result parsers, error
 * objects), which PGlite itself and its browser worker extend. The package does not export it by
 * name, so it is taken from PGlite's prototype chain; whatever a subclass supplies underneath
 * (the wire-protocol calls, locks, readiness) is ours.
 */
type BaseSurface = Pick<PGlite, 'query' | 'sql' | 'exec' | 'transaction' | 'describeQuery' | 'runExclusive' | 'serializers' | 'parsers'>
  & { _initArrayTypes(options?: { force?: boolean }): Promise<void> };
const BasePGlite = Object.getPrototypeOf(PGlite) as abstract new () => BaseSurface;

const { serialize, messages } = protocol;
const SYNC = serialize.sync();
const [PARSE, EXECUTE, SYNC_CODE, QUERY] = ['P', 'E', 'S', 'Q'].map((c) => c.charCodeAt(0));

/** The type byte of the last frontend message in a buffer (messages are type, int32 length, body). */
function lastCode(buf: Uint8Array): number {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let at = 0;
  let code = 0;
  while (at + 5 <= buf.length) {
    code = buf[at];
    at += 1 + view.getInt32(at + 1);
  }
  return code;
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
};

interface Pending { resolve(v: unknown): void; reject(e: Error): void }

/**
 * PGlite in a worker thread (ECMS_PGLITE_WORKER=1, issue 14): the worker owns the engine and
 * its data directory (the directory's lock stays with this process, db/client.ts lockDataDir);
 * this object is PGlite's surface here. Statements, their parameters and results go as
 * wire-protocol bytes over the thread's message channel (answers transferred, not copied); this
 * thread serialises parameters and parses results with PGlite's own code, so values come out as
 * they do in-process. Transactions stay whole as PGlite keeps them: one transaction lock here,
 * every statement of a transaction goes through it before any other caller's.
 *
 * PGlite's query() sends six messages, each awaited (Parse, Describe, Bind, Describe, Execute,
 * Sync); six trips to the worker would cost more than running them in place. Messages whose
 * answer the caller only keeps are held and go with the next one (Parse with its statement's
 * Describe; Bind and the portal's Describe with Execute), and Execute takes its Sync along, so a
 * query is two trips and a simple query one. Held answers come back in order with the next
 * call's, which is where PGlite's query() reads them, and an error in a held message is thrown
 * by that call, inside the same try (the same error object, with the statement attached).
 */
export class WorkerPGlite extends BasePGlite {
  debug = 0 as const;
  readonly #worker: Worker;
  readonly #calls = new Map<number, Pending>();
  #nextId = 0;
  #closed = false;
  readonly #queryLock = new Mutex();
  readonly #transactionLock = new Mutex();
  #parser = new protocol.Parser();
  /** Messages held to go with the next call. */
  #held: Uint8Array[] = [];
  /** The answer of the Sync that went with the last Execute, for the caller's own Sync. */
  #syncAnswer: BackendMessage[] | undefined;
  /** The last trip ended with a simple query (whose Sync has nothing left to answer). */
  #afterSimple = false;

  private constructor(worker: Worker) {
    super();
    this.#worker = worker;
    worker.on('message', (msg: { id?: number; value?: unknown; error?: { message: string; stack?: string } }) => {
      if (msg.id === undefined) return;
      const call = this.#calls.get(msg.id);
      this.#calls.delete(msg.id);
      if (!this.#calls.size) worker.unref();
      if (msg.error) call?.reject(Object.assign(new Error(msg.error.message), { stack: msg.error.stack }));
      else call?.resolve(msg.value);
    });
    const fail = (err: Error) => {
      this.#closed = true;
      for (const call of this.#calls.values()) call.reject(err);
      this.#calls.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PGlite worker exited (${code})`)));
  }

  static async create(opts: { dataDir?: string; loadDataDir?: Blob | File }): Promise<WorkerPGlite> {
    const loadDataDir = opts.loadDataDir ? new Uint8Array(await opts.loadDataDir.arrayBuffer()) : undefined;
    const worker = new Worker(new URL('./pglite-host.mjs', import.meta.url), {
      workerData: { dataDir: opts.dataDir, loadDataDir },
      transferList: loadDataDir ? [loadDataDir.buffer] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (msg: { ready?: boolean }) => { if (msg.ready) { cleanup(); resolve(); } };
      const onError = (err: Error) => { cleanup(); reject(err); };
      const onExit = (code: number) => { cleanup(); reject(new Error(`PGlite worker exited (${code})`)); };
      const cleanup = () => { worker.off('message', onMessage); worker.off('error', onError); worker.off('exit', onExit); };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    });
    worker.unref();
    const pglite = new WorkerPGlite(worker);
    await pglite._initArrayTypes();
    return pglite;
  }

  #call<T>(op: string, args: Record<string, unknown> = {}, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    // The thread keeps the process alive only while an answer is awaited, as in-process PGlite would.
    if (!this.#calls.size) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#calls.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#worker.postMessage({ id, op, ...args }, transfer);
    });
  }

  execProtocolRaw(message: Uint8Array): Promise<Uint8Array> {
    // A copy: the caller's buffer may be a view it reuses (serialize's writer).
    const own = message.slice();
    return this.#call<Uint8Array>('raw', { message: own }, [own.buffer]);
  }

  /** Answers parsed as PGlite parses its own: after an error nothing more is kept, and it is thrown. */
  async #run(message: Uint8Array, options: ExecProtocolOptions): Promise<{ results: BackendMessage[]; data: Uint8Array }> {
    const { throwOnError = true, onNotice } = options;
    const data = await this.execProtocolRaw(message);
    const results: BackendMessage[] = [];
    let error: Error | undefined;
    this.#parser.parse(data, (m) => {
      if (error) return;
      if (m instanceof messages.DatabaseError) { if (throwOnError) error = m; } else if (m instanceof messages.NoticeMessage) onNotice?.(m);
      results.push(m);
    });
    if (error) {
      this.#parser = new protocol.Parser();
      throw error;
    }
    return { results, data };
  }

  async execProtocol(message: Uint8Array, options: ExecProtocolOptions = {}): Promise<ExecProtocolResult> {
    const { results, data } = await this.#run(concat([...this.#held.splice(0), message]), options);
    return { messages: results, data };
  }

  async execProtocolStream(message: Uint8Array, options: ExecProtocolOptions = {}): Promise<BackendMessage[]> {
    const code = lastCode(message);
    if (code === SYNC_CODE && message.length === SYNC.length && !this.#held.length) {
      const answer = this.#syncAnswer;
      this.#syncAnswer = undefined;
      if (answer) return answer;
      if (this.#afterSimple) return [];
    }
    this.#syncAnswer = undefined;
    if (code === PARSE || code === 'B'.charCodeAt(0) || (code === 'D'.charCodeAt(0) && message[message.length - 2] === 'P'.charCodeAt(0))) {
      this.#held.push(message.slice());
      return [];
    }
    const withSync = code === EXECUTE;
    const batch = concat([...this.#held.splice(0), message, ...(withSync ? [SYNC] : [])]);
    this.#afterSimple = code === QUERY;
    try {
      const { results } = await this.#run(batch, options);
      if (!withSync) return results;
      // The Sync's own answer (its ReadyForQuery) is kept for the caller's Sync.
      const last = results[results.length - 1];
      this.#syncAnswer = last?.name === 'readyForQuery' ? [last] : [];
      return last?.name === 'readyForQuery' ? results.slice(0, -1) : results;
    } catch (err) {
      if (withSync) this.#syncAnswer = [];
      throw err;
    }
  }

  async execProtocolRawStream(): Promise<void> { throw new Error('execProtocolRawStream is not available on the PGlite worker'); }

  /** The worker writes its data directory after each call outside a transaction (pglite-host.mjs). */
  async syncToFs(): Promise<void> {}

  async _handleBlob(blob?: Blob): Promise<void> {
    if (blob) throw new Error('COPY with a blob is not available on the PGlite worker');
  }
  async _getWrittenBlob(): Promise<undefined> { return undefined; }
  async _cleanupBlob(): Promise<void> {}
  async _checkReady(): Promise<void> {
    if (this.#closed) throw new Error('PGlite is closed');
  }
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> { return this.#queryLock.runExclusive(fn); }
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> { return this.#transactionLock.runExclusive(fn); }

  async listen(): Promise<never> { throw new Error('LISTEN is not available on the PGlite worker (the app uses LocalBus)'); }

  async dumpDataDir(compression?: 'auto' | 'gzip' | 'none'): Promise<Blob> {
    const tar = await this.#transactionLock.runExclusive(() => this.#queryLock.runExclusive(() => this.#call<Uint8Array<ArrayBuffer>>('dump', { compression })));
    return new Blob([tar]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#transactionLock.runExclusive(() => this.#queryLock.runExclusive(() => this.#call('close')));
    this.#closed = true;
    await this.#worker.terminate();
  }
}
