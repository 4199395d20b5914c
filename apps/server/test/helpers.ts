import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type AppConfig, databaseAppUserOf, testConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { grantDatabaseRights } from '../src/db/migrate.js';
import { appModules } from '../src/modules/index.js';
import type { AppModule } from '../src/platform/module.js';
import { withDatabase } from './global-setup.js';
import { TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from './constants.js';

export { TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Signs in through POST /api/login and returns the token. */
  login(username?: string, password?: string): Promise<string>;
  /**
   * Another app instance on the same database, as a second server behind a load balancer:
   * on PostgreSQL with its own pool and event-bus connection; on PGlite (one process by
   * construction) sharing the database handle. Closed by close().
   */
  secondInstance(): Promise<{ app: FastifyInstance; database: Database }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Modules a test declares (probe export sources, import targets, file access ...), after the app's. */
  modules?: readonly AppModule[];
  /** Count the database's round trips (database.statements): tests of round-trip budgets. */
  countStatements?: boolean;
  /** Where the app logs (with a logLevel override other than silent): tests that read the log. */
  logStream?: NodeJS.WritableStream;
}

/** A fresh app on a fresh copy of the seeded database (per test file). */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const modules = [...appModules, ...(options.modules ?? [])];
  const url = process.env.DATABASE_URL;
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  let dbUrl: string | undefined;
  if (url) {
    const name = `ecms_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    dbUrl = withDatabase(url, name);
    database = await openDatabase({ databaseUrl: dbUrl, poolSize: 5, countStatements: options.countStatements, appUser: databaseAppUserOf() });
    // A database's own rights (CREATE for ecms_owner) do not come with its template.
    if (database.app) await grantDatabaseRights(database);
    dropDb = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dump = fs.readFileSync(inject('pgliteTemplate'));
    database = await openDatabase({ loadDataDir: new Blob([dump]), countStatements: options.countStatements });
  }
  const config = testConfig({ adminPassword: TEST_ADMIN_PASSWORD, demoPassword: TEST_DEMO_PASSWORD, ...overrides });
  const app = await buildApp({ config, database, modules, logStream: options.logStream });
  await app.ready();
  const extra: { app: FastifyInstance; database: Database }[] = [];
  return {
    app,
    database,
    config,
    async login(username = 'admin', password = TEST_ADMIN_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json().data.authToken as string;
    },
    async secondInstance() {
      const db2 = dbUrl ? await openDatabase({ databaseUrl: dbUrl, poolSize: 3, appUser: databaseAppUserOf() }) : database;
      const app2 = await buildApp({ config, database: db2, modules });
      await app2.ready();
      const inst = { app: app2, database: db2 };
      extra.push(inst);
      return inst;
    },
    async close() {
      for (const e of extra) {
        await e.app.close();
        if (e.database !== database) await e.database.close();
      }
      await app.close();
      await database.close();
      await dropDb?.();
    },
  };
}

export const auth = (token: string) => ({ authtoken: token });

/** Parsed envelope of a response. */
export function body<T = unknown>(res: LightMyRequestResponse): { success: boolean; code: number; status: boolean; msg: string; data: T; total?: number } {
  return res.json();
}
