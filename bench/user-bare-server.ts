import fs from 'node:fs';
import Fastify from 'fastify';
import { openDatabase, type SentStatement } from '../apps/server/src/db/client.js';

// Baseline of the user list (issue 14): a bare Fastify route per caller running the product's
// own page statement for that caller (text and parameters as the product sent them, recorded by
// bench/user-list.ts; the total is a column of it) on the same driver and database, with no
// session, no transaction, no tenant setup and no envelope schema; answers the envelope.
const statements = JSON.parse(fs.readFileSync(process.env.BARE_STATEMENTS_FILE!, 'utf8')) as Record<string, SentStatement>;
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.ECMS_DATA_DIR || undefined });
// Rows as arrays, as the product's driver reads them (drizzle selects in array mode).
const run = async (s: SentStatement): Promise<unknown[][]> => (database.pglite
  ? (await database.pglite.query<unknown[]>(s.text, s.values, { rowMode: 'array' })).rows
  : (await database.pool!.query<unknown[]>({ text: s.text, values: s.values, rowMode: 'array' })).rows);
const app = Fastify();
for (const [name, s] of Object.entries(statements)) {
  app.post(`/${name}`, async () => {
    const rows = await run(s);
    // The capped total is the page's last column (list-query.ts pageWithTotal).
    const total = rows.length ? Number(rows[0][rows[0].length - 1]) : 0;
    return { success: true, code: 1000, status: true, msg: '操作成功', data: rows, total };
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
