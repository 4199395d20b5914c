import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type AppConfig, testConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { withDatabase } from './global-setup.js';
import { TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from './constants.js';

export { TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Signs in through POST /api/login and returns the token. */
  login(username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh app on a fresh copy of the seeded database (per test file). */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  if (url) {
    const name = `ecms_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
    dropDb = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dump = fs.readFileSync(inject('pgliteTemplate'));
    database = await openDatabase({ loadDataDir: new Blob([dump]) });
  }
  const config = testConfig({ adminPassword: TEST_ADMIN_PASSWORD, demoPassword: TEST_DEMO_PASSWORD, ...overrides });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async login(username = 'admin', password = TEST_ADMIN_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json().data.authToken as string;
    },
    async close() {
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
