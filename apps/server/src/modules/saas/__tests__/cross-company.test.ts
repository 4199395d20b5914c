import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authApi, FLOW_TYPE, saasApi } from '@ecms/shared';
import { saasGrade } from '../../../db/schema/index.js';
import { queryRows } from '../../../platform/sql.js';
import { client } from '../../../../test/api-client.js';
import { auth } from '../../../../test/helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Three companies: A (the seeded one, with its demo organisation and records made here), B and C
 * (opened through the platform's call, edition 专业版, so every menu is theirs). Company B's
 * administrator drives every list route and every read-by-id route of the OpenAPI, with A's (and
 * C's) ids in the path where the route takes one: no answer carries a row of A or C (any id of
 * theirs, in any table of the database), and none is a 5xx.
 */

const ctx = useTestApp();
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const PASSWORD = 'Isolation#2026';

interface Company { id: string; token: string }
let a: Company;
let b: Company;
let c: Company;
/** Ids of A's and C's rows in every tenant-scoped table. */
const foreign = new Set<string>();
/** Sample ids of A per table, for the path parameters. */
const samples: string[] = [];

async function open(code: string): Promise<Company> {
  const [g] = await ctx.db.select({ id: saasGrade.id }).from(saasGrade).where(eq(saasGrade.code, 'pro'));
  const made = await ctx.client('admin').data(saasApi.companySave, { body: { name: `隔离测试${code}`, code, gradeId: g.id } });
  const anon = client(ctx.app);
  const first = (await anon.data(authApi.saasLogin, { body: { username: 'admin', password: made.initialPassword!, companyId: made.id } })).authToken;
  await client(ctx.app, first).call(authApi.modPassword, { body: { oldPassword: made.initialPassword!, newPassword: PASSWORD, repeatPassword: PASSWORD } });
  const token = (await anon.data(authApi.saasLogin, { body: { username: 'admin', password: PASSWORD, companyId: made.id } })).authToken;
  return { id: made.id, token };
}

/** A contract, a cost consultation and an office purchase of the company, through its own calls. */
async function records(token: string, tag: string): Promise<void> {
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: 'POST', url, headers: auth(token), payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  };
  await post('/api/b/contract/saveAndStartFlow', { flowType: FLOW_TYPE.CUSTOM_1.value, name: `隔离合同${tag}`, businessType: 1, amount: 1000, partyA: '甲方', partyB: '乙方' });
  await post('/api/b/cost/saveAndStartFlow', { flowType: FLOW_TYPE.CUSTOM_1.value, name: `隔离造价${tag}`, commissionPurpose: 1 });
  await post('/api/b/footmark', { menuName: '合同台账', url: '/contract/list' });
}

beforeAll(async () => {
  const stamp = Date.now().toString(36);
  b = await open(`iso-b-${stamp}`);
  c = await open(`iso-c-${stamp}`);
  a = { id: ctx.tenantId, token: await ctx.token('admin') };
  await records(a.token, 'A');
  await records(c.token, 'C');
  await records(b.token, 'B');
  // Every id of A and C, in every table (of every schema: the online forms' too) with a tenant.
  const tables = await queryRows<{ s: string; t: string }>(ctx.db, sql`select c1.table_schema as s, c1.table_name as t
    from information_schema.columns c1 join information_schema.columns c2 on c2.table_schema = c1.table_schema and c2.table_name = c1.table_name
    join information_schema.tables tb on tb.table_schema = c1.table_schema and tb.table_name = c1.table_name and tb.table_type = 'BASE TABLE'
    where c1.column_name = 'tenant_id' and c2.column_name = 'id' and c1.table_schema not in ('pg_catalog', 'information_schema')`);
  for (const { s, t } of tables) {
    const rows = await queryRows<{ id: string; tenant: string }>(ctx.db,
      sql`select id::text as id, tenant_id as tenant from ${sql.identifier(s)}.${sql.identifier(t)} where tenant_id in (${a.id}, ${c.id})`);
    for (const r of rows) if (r.id.match(UUID)) foreign.add(r.id);
    const mine = rows.filter((r) => r.tenant === a.id && r.id.match(UUID));
    if (mine.length) samples.push(mine[mine.length - 1].id);
  }
}, 600_000);

const LIST_SEGMENT = /^(query\w*(List|Tree)|\w*List|\w*Tree|list|tree\d*|search\w*|get\w*|\w*Info|info)$/;
const SKIP = new Set(['/api/logout', '/api/websocket/{id}']);

describe('company B asks for A\'s records', () => {
  it('every list and read-by-id route of the OpenAPI answers nothing of A or C, never a 5xx', async () => {
    expect(foreign.size).toBeGreaterThan(1000);
    expect(samples.length).toBeGreaterThan(20);
    const doc = (await ctx.call('admin', 'GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const leaks: string[] = [];
    const errors: string[] = [];
    let sent = 0;
    let lists = 0;
    let reads = 0;
    const send = async (method: string, url: string, payload?: Record<string, unknown>) => {
      const res = await ctx.app.inject({ method: method as 'GET', url, headers: auth(b.token), ...(payload === undefined ? {} : { payload }) });
      sent++;
      if (res.statusCode >= 500) errors.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      const ids = res.body.match(UUID) ?? [];
      const theirs = ids.filter((id) => foreign.has(id));
      if (theirs.length) leaks.push(`${method} ${url} → ${theirs.length} foreign id(s), e.g. ${theirs[0]}`);
      return res;
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (SKIP.has(path) || path.startsWith('/api/docs')) continue;
      const fixed = path.split('/').filter((s) => s && !s.startsWith('{'));
      const last = fixed[fixed.length - 1] ?? '';
      for (const method of Object.keys(ops).map((m) => m.toUpperCase())) {
        const params = path.match(/\{[^}]+\}/g) ?? [];
        const isList = LIST_SEGMENT.test(last) && (method === 'GET' || method === 'POST');
        if (!params.length) {
          if (!isList && method !== 'GET') continue;
          lists++;
          if (method === 'GET') await send('GET', path);
          else {
            await send('POST', path, {});
            // The same list asked for A's rows by their ids and with A's id as every filter.
            await send('POST', path, { params: { id: samples[0], tenantId: a.id, ids: samples.slice(0, 5) }, pageSize: 150 });
          }
          continue;
        }
        // A read (or a list of one parent) by id: every parameter an id of A's, table by table.
        if (method !== 'GET' && !isList) continue;
        reads++;
        for (const id of samples) {
          const url = path.replace(/\{[^}]+\}/g, (p) => (/code|type/i.test(p) ? 'office_purchase' : id));
          await send(method, url, method === 'POST' ? {} : undefined);
        }
      }
    }
    console.info(`cross-company walk: ${lists} list routes, ${reads} routes by id × ${samples.length} ids of A; ${sent} requests; ${foreign.size} foreign ids watched; ${leaks.length} leaks, ${errors.length} 5xx`);
    expect(errors).toEqual([]);
    expect(leaks).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    // B still reaches its own records (the walk did not just fail closed).
    const own = await ctx.app.inject({ method: 'POST', url: '/api/b/contract/queryList', headers: auth(b.token), payload: {} });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('隔离合同B');
    expect(own.body).not.toContain('隔离合同A');
  }, 1_800_000);
});
