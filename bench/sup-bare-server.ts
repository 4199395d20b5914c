import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../apps/server/src/db/client.js';

// Baseline of the supervision lists (bench/sup-problems.ts), in a process of its own like the
// product's server (in the bench's process it shared one event loop with the load generator):
// a bare Fastify route per list running the same SELECT (same joins) and COUNT on the same driver
// and database, with no session, rights, scope or envelope schema.
const tenantId = process.env.BARE_TENANT_ID!;
const target = process.env.BARE_TARGET!;
const targetCheck = process.env.BARE_TARGET_CHECK!;
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.ECMS_DATA_DIR || undefined });
const bare = Fastify();
bare.post('/problems', async () => database.db.transaction(async (tx) => {
  await tx.execute(sql`select set_config('ecms.tenant_id', ${tenantId}, true)`);
  const rows = (await tx.execute(sql`select q.id, q.code, q.name, q.project_id, p.name as project_name, q.problem_type, q.project_node_id, u.name as unit_name,
      q.patrol_node_id, pt.name as part_name, q.problem_discoverer_id, q.problem_discoverer_name, q.problem_discover_date, q.rectify_deadline, q.serious,
      q.requirement, q.problem_status, q.review_opinion, q.ref_bill_id, q.ref_bill_no, q.source_type, q.source_id, q.check_item_id, q.created_by, q.updated_date, q.version
    from sup_problem q
    left join sup_project p on p.tenant_id = q.tenant_id and p.id = q.project_id
    left join sup_project_node u on u.tenant_id = q.tenant_id and u.id = q.project_node_id
    left join sup_project_node pt on pt.tenant_id = q.tenant_id and pt.id = q.patrol_node_id
    where q.tenant_id = ${tenantId} and q.project_id = ${target} and q.problem_status = 0
    order by q.updated_date desc, q.id limit 50`)) as unknown as { rows: unknown[] };
  const counted = (await tx.execute(sql`select count(*)::int as n from sup_problem where tenant_id = ${tenantId} and project_id = ${target} and problem_status = 0`)) as unknown as { rows: { n: number }[] };
  return { data: rows.rows, total: counted.rows[0].n };
}));
// The check-item page bare: the source looked up (as the product checks it exists), the page with the
// unit and part names, the count, and the problem counts of the page's items.
bare.post('/items', async () => database.db.transaction(async (tx) => {
  await tx.execute(sql`select set_config('ecms.tenant_id', ${tenantId}, true)`);
  await tx.execute(sql`select id, project_id from sup_check where tenant_id = ${tenantId} and id = ${targetCheck}`);
  const rows = (await tx.execute(sql`select i.id, i.source_id, i.source_type, i.project_id, i.check_category, i.node_item_code, i.check_content, i.check_opinion,
      i.qualified, i.project_node_id, u.name as unit_name, i.patrol_node_id, pt.name as part_name, i.status, i.score, i.created_by, i.created_date, i.version
    from sup_check_item i
    left join sup_project_node u on u.tenant_id = i.tenant_id and u.id = i.project_node_id
    left join sup_project_node pt on pt.tenant_id = i.tenant_id and pt.id = i.patrol_node_id
    where i.tenant_id = ${tenantId} and i.source_id = ${targetCheck} and i.status <> 2
    order by i.created_date asc, i.id limit 50`)) as unknown as { rows: { id: string }[] };
  const counted = (await tx.execute(sql`select count(*)::int as n from sup_check_item where tenant_id = ${tenantId} and source_id = ${targetCheck} and status <> 2`)) as unknown as { rows: { n: number }[] };
  const ids = rows.rows.map((r) => r.id);
  const counts = ids.length ? (await tx.execute(sql`select check_item_id, count(*)::int as n, count(*) filter (where problem_status = 1)::int as done
    from sup_problem where tenant_id = ${tenantId} and check_item_id in ${sql`(${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`} group by check_item_id`)) as unknown as { rows: unknown[] } : { rows: [] };
  return { data: rows.rows, total: counted.rows[0].n, counts: counts.rows.length };
}));
await bare.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void bare.close().then(() => database.close()).then(() => process.exit(0)));
