/**
 * Where a user-list request spends its time on the embedded database, statement by statement
 * (a diagnostic, not a benchmark): `node --import tsx bench/profile-user-list.ts`.
 * Wraps PGlite's protocol calls and attributes Bind (planning) and Execute to the statement
 * whose Parse preceded them; prints averages over 50 in-process requests per case.
 */
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { buildApp } from '../apps/server/src/app.js';
import { testConfig } from '../apps/server/src/config.js';
import { BENCH_PASSWORD, seedUserListData } from './user-list.js';

const database = await openDatabase({});
await migrate(database);
await seedUserListData(database);

/** Protocol message → readable label: a Parse carries the SQL text; others are their type letter. */
function label(msg: unknown): string {
  if (typeof msg === 'string') return msg;
  const bytes = msg as Uint8Array;
  const type = String.fromCharCode(bytes[0]);
  return type === 'P' ? `P ${Buffer.from(bytes.subarray(5)).toString('utf8').split('\0')[1]}` : type;
}

const log: { sql: string; ms: number }[] = [];
let recording = false;
let lastParse = '';
type Call = (...args: unknown[]) => Promise<unknown>;
const pglite = database.pglite as unknown as Record<string, Call>;
for (const method of ['exec', 'execProtocolRaw']) {
  const original = pglite[method].bind(pglite);
  pglite[method] = async (...args: unknown[]) => {
    const t0 = performance.now();
    try {
      return await original(...args);
    } finally {
      if (recording) {
        const l = label(args[0]);
        if (l.startsWith('P ')) lastParse = l;
        const text = l.length === 1 ? `${l} of ${lastParse}` : `${method === 'execProtocolRaw' ? '' : `${method} `}${l}`;
        log.push({ sql: text.replace(/\s+/g, ' ').slice(0, 140), ms: performance.now() - t0 });
      }
    }
  };
}

const app = await buildApp({ config: testConfig({ adminPassword: BENCH_PASSWORD, captcha: false }), database });
await app.ready();
const login = async (username: string): Promise<string> =>
  (await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: BENCH_PASSWORD } })).json().data.authToken;
const N = 50;
for (const user of ['admin', 'scoped']) {
  const token = await login(user);
  for (const payload of [{ pageNo: 1, pageSize: 50 }, { pageNo: 1, pageSize: 50, params: { name$like: '张员工1' } }]) {
    const once = () => app.inject({ method: 'POST', url: '/api/a/sys/user/queryList', headers: { authtoken: token }, payload });
    for (let i = 0; i < 20; i++) await once(); // warm-up
    log.length = 0;
    recording = true;
    const t0 = performance.now();
    for (let i = 0; i < N; i++) await once();
    const perRequest = (performance.now() - t0) / N;
    recording = false;
    const byStatement = new Map<string, { n: number; ms: number }>();
    for (const l of log) {
      const e = byStatement.get(l.sql) ?? { n: 0, ms: 0 };
      e.n++;
      e.ms += l.ms;
      byStatement.set(l.sql, e);
    }
    const dbMs = log.reduce((a, l) => a + l.ms, 0) / N;
    console.log(`\n${user} ${JSON.stringify(payload)}: ${perRequest.toFixed(2)} ms/request, ${dbMs.toFixed(2)} ms in the database`);
    for (const [k, v] of byStatement) if (v.ms / N >= 0.05) console.log(`  ${(v.ms / N).toFixed(3)} ms x${(v.n / N).toFixed(1)}  ${k}`);
  }
}
await app.close();
await database.close();
