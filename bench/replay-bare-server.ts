import fs from 'node:fs';
import Fastify from 'fastify';
import { openDatabase, type SentStatement } from '../apps/server/src/db/client.js';
import { rawQuery, rlsTables, withTenantCondition } from './replay.js';

// A bare baseline (issue 14, bench/replay.ts): a Fastify route per recorded request running the
// product's own final statements for it (text and parameters as the product sent them) on the same
// driver and pool, with no session, transaction, rights, scope or RLS, and so with the tenant
// condition written into the SQL (withTenantCondition). Answers the envelope with the first
// statement's rows; a page's capped total is its last column (list-query.ts pageWithTotal).
const recorded = JSON.parse(fs.readFileSync(process.env.BARE_STATEMENTS_FILE!, 'utf8')) as { tenantId: string; cases: Record<string, SentStatement[]> };
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.ECMS_DATA_DIR || undefined });
const tables = await rlsTables(database);
const app = Fastify();
for (const [name, statements] of Object.entries(recorded.cases)) {
  const bare = statements.map((s) => withTenantCondition(s, recorded.tenantId, tables));
  app.post(`/${name}`, async () => {
    let first: unknown[][] = [];
    for (const [i, s] of bare.entries()) {
      const rows = await rawQuery(database, s);
      if (i === 0) first = rows;
    }
    const total = first.length ? Number(first[0][first[0].length - 1]) : 0;
    return { success: true, code: 1000, status: true, msg: '操作成功', data: first, total };
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => database.close()).then(() => process.exit(0)));
