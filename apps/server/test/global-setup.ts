import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { databaseAppUserOf, testConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seed } from '../src/db/seed/index.js';
import { appModules } from '../src/modules/index.js';
import { TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from './constants.js';

/**
 * Migrate and seed once, then let every test file start from a copy: a PGlite data-dir dump
 * (loadDataDir) or, with DATABASE_URL, a PostgreSQL template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const config = testConfig({ demo: true, adminPassword: TEST_ADMIN_PASSWORD, demoPassword: TEST_DEMO_PASSWORD });
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `ecms_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const tplUrl = withDatabase(url, template);
    // DATABASE_APP_USER: the template gets the plain login role's setup (issue 20).
    const database = await openDatabase({ databaseUrl: tplUrl, poolSize: 2, appUser: databaseAppUserOf() });
    await migrate(database);
    await seed(database, { ...config, databaseUrl: tplUrl }, { info: () => undefined, warn: () => undefined }, appModules);
    await testFixtures(database);
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await migrate(database);
  await seed(database, config, { info: () => undefined, warn: () => undefined }, appModules);
  await testFixtures(database);
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.close();
  const dir = path.resolve(import.meta.dirname, '../../../.tmp');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar.gz`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => fs.rmSync(file, { force: true });
}

/**
 * What the server tests start from beyond the product's seed. The seed is honest (issue 13,
 * finding 5): every demo account must change the shared password first, and none is an
 * administrator. The tests sign the demo people in with TEST_DEMO_PASSWORD and use zhaolei as a
 * second administrator, so here their passwords count as already changed and zhaolei holds the
 * admin role. `honest-defaults.test.ts` checks the product's seed itself on a fresh database.
 */
async function testFixtures(database: Database): Promise<void> {
  await database.db.execute(sql`update sys_user set must_change_password = false where login_name <> 'admin'`);
  await database.db.execute(sql`insert into sys_user_role (tenant_id, user_id, role_id)
    select u.tenant_id, u.id, r.id from sys_user u join sys_role r on r.tenant_id = u.tenant_id and r.code = 'admin'
    where u.login_name = 'zhaolei' on conflict do nothing`);
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}
