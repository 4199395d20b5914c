/**
 * Database round trips per request, by route family (issue 14 budgets): counts, not timings, so
 * the figures do not depend on the machine. `node --import tsx bench/round-trips.ts` on a fresh
 * embedded database, or with DATABASE_URL on an empty PostgreSQL database. Each call runs once to
 * warm up (prepared statements, the session's last-seen touch), then is counted.
 * The same budgets are held by apps/server/src/platform/__tests__/round-trips.test.ts.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { testConfig } from '../apps/server/src/config.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/db/seed/index.js';
import { appModules } from '../apps/server/src/modules/index.js';

const ADMIN = 'Admin@bench2026';
const DEMO = 'Demo@bench2026';
const BUDGET: Record<string, number> = { 'list page': 4, 'read by id': 3, search: 4, 'approval submit': 12 };

const database: Database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, countStatements: true });
await migrate(database);
const config = testConfig({ demo: true, adminPassword: ADMIN, demoPassword: DEMO, databaseUrl: process.env.DATABASE_URL || undefined });
await seed(database, config, { info: () => undefined, warn: () => undefined }, appModules);
// Bench fixture: the demo people's first password counts as changed (the product asks them to change it).
await database.db.execute(sql`update sys_user set must_change_password = false`);
const app: FastifyInstance = await buildApp({ config, database });
await app.ready();

const login = async (username: string, password: string) =>
  (await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } })).json().data.authToken as string;
const admin = await login('admin', ADMIN);
const sunli = await login('sunli', DEMO);
const zhangwei = await login('zhangwei', DEMO);
const h = (token: string) => ({ authtoken: token });

type Req = InjectOptions;
const count = async (req: () => Req, warm = true): Promise<number> => {
  if (warm) await app.inject(req());
  database.statements!.reset();
  const res = await app.inject(req());
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return database.statements!.count;
};

const rows: [string, string, number][] = [];
const userId = (await app.inject({ method: 'POST', url: '/api/a/sys/user/queryList', headers: h(admin), payload: { params: { loginName: 'zhangwei' } } }))
  .json().data[0].id as string;
rows.push(['list page', 'POST /a/sys/user/queryList (admin)', await count(() => ({ method: 'POST', url: '/api/a/sys/user/queryList', headers: h(admin), payload: { pageSize: 10 } }))]);
rows.push(['list page', 'POST /b/contract/queryList (sunli)', await count(() => ({ method: 'POST', url: '/api/b/contract/queryList', headers: h(sunli), payload: { pageSize: 10 } }))]);
rows.push(['read by id', 'GET /a/sys/user/:id (admin)', await count(() => ({ method: 'GET', url: `/api/a/sys/user/${userId}`, headers: h(admin) }))]);
rows.push(['search', 'POST /b/global/search/queryList (zhangwei)', await count(() => ({
  method: 'POST', url: '/api/b/global/search/queryList', headers: h(zhangwei), payload: { pageSize: 10, params: { keyword: '合同' } },
}))]);
const started = (await app.inject({
  method: 'POST', url: '/api/b/contract/saveAndStartFlow', headers: h(sunli), payload: { flowType: 1, name: '往返次数合同', businessType: 1, amount: 1000 },
})).json().data as { id: string; procInstId: string };
rows.push(['read by id', 'GET /b/contract/:id (approver)', await count(() => ({ method: 'GET', url: `/api/b/contract/${started.id}`, headers: h(zhangwei) }))]);
const todo = ((await app.inject({ method: 'POST', url: '/api/b/wf/task/queryTodoList', headers: h(zhangwei), payload: {} })).json().data as { id: string; procInstId: string }[])
  .find((t) => t.procInstId === started.procInstId)!;
rows.push(['list page', 'POST /b/wf/task/queryTodoList (zhangwei)', await count(() => ({ method: 'POST', url: '/api/b/wf/task/queryTodoList', headers: h(zhangwei), payload: { pageSize: 10 } }))]);
const opts = (await app.inject({ method: 'GET', url: `/api/a/wf/userTaskTodo/${todo.id}/nextFlowNodeOptionList`, headers: h(zhangwei) })).json().data as { type: number; userTaskConfigId: string }[];
rows.push(['approval submit', 'POST /a/wf/userTaskTodo/:id/submitForm', await count(() => ({
  method: 'POST', url: `/api/a/wf/userTaskTodo/${todo.id}/submitForm`, headers: h(zhangwei),
  payload: { nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true } },
}), false)]);

console.log(`\nRound trips per request (${database.kind === 'pg' ? 'PostgreSQL' : 'PGlite'})\n`);
console.log(`${'family'.padEnd(16)} ${'route'.padEnd(44)} ${'trips'.padStart(5)} ${'budget'.padStart(6)}`);
for (const [family, route, n] of rows) {
  console.log(`${family.padEnd(16)} ${route.padEnd(44)} ${String(n).padStart(5)} ${String(BUDGET[family]).padStart(6)}${n > BUDGET[family] ? '  over' : ''}`);
}
await app.close();
await database.close();
