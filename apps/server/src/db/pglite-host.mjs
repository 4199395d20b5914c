// The worker thread that owns an embedded database (PGlite) for db/pglite-worker.ts (issue 14).
// Plain JavaScript so that it starts the same under tsx, vitest and node: the main thread sends
// wire-protocol bytes and gets the engine's answer bytes back; parsing stays in the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

const { dataDir, loadDataDir } = workerData;
const pglite = await PGlite.create({
  dataDir,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  extensions: { pg_trgm, btree_gist },
});

/** A fresh buffer of the answer (the engine's is reused by the next call), to transfer. */
const own = (bytes) => {
  const out = new Uint8Array(bytes.byteLength);
  out.set(bytes);
  return out;
};

const ops = {
  async raw({ message }) {
    const answer = own(await pglite.execProtocolRaw(message, { syncToFs: false }));
    // Outside a transaction, what was written reaches the data directory (as PGlite's query does).
    if (!pglite.isInTransaction()) await pglite.syncToFs();
    return { value: answer, transfer: [answer.buffer] };
  },
  async dump({ compression }) {
    const tar = new Uint8Array(await (await pglite.dumpDataDir(compression)).arrayBuffer());
    return { value: tar, transfer: [tar.buffer] };
  },
  async close() {
    await pglite.close();
    return { value: null, transfer: [] };
  },
};

// One call at a time, in arrival order (the main thread also waits for each answer).
let queue = Promise.resolve();
parentPort.on('message', (msg) => {
  queue = queue.then(async () => {
    try {
      const { value, transfer } = await ops[msg.op](msg);
      parentPort.postMessage({ id: msg.id, value }, transfer);
    } catch (err) {
      parentPort.postMessage({ id: msg.id, error: err instanceof Error ? { message: err.message, stack: err.stack } : { message: String(err) } });
    }
  });
});
parentPort.postMessage({ ready: true });
