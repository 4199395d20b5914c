import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';

// Baseline of the bank-statement list: a bare Fastify route running the page's one SQL (newest
// first, 50 rows, the count capped as the platform caps it) on the same database, no session, no
// scope, no contract; answers the envelope.
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.ECMS_DATA_DIR || undefined });
const app = Fastify();
app.post('/list', async () => {
  const rows = await database.db.execute(sql`select id, account_id, account_no, account_name, date_time, month, income, pay, balance, other_side_name,
    summary, matter, claim_total, is_need_claim, version from fin_bank_detail order by date_time desc, id desc limit 50`) as unknown as { rows: unknown[] };
  const count = await database.db.execute(sql`select count(*)::int n from (select 1 from fin_bank_detail limit 2000) c`) as unknown as { rows: { n: number }[] };
  return { success: true, code: 1000, status: true, msg: '操作成功', data: rows.rows, total: count.rows[0].n };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
