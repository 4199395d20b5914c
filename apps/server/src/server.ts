import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { configProblems, loadConfig } from './config.js';
import { DataDirLockedError, openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seed } from './db/seed/index.js';
import { appModules } from './modules/index.js';

/** Process entry: config → database → migrations → seed → listen; SIGTERM drains and closes. */
const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
config.webDist ??= path.resolve(here, '../../web/dist');

const out = (line: string) => process.stdout.write(`${line}\n`);

const problems = configProblems(config);
if (problems.length) {
  process.stderr.write(`\n${problems.map((p) => `ECMS 拒绝启动：${p}`).join('\n')}\n\n`);
  process.exit(1);
}

let database;
try {
  const timeoutSeconds = Number.parseInt(process.env.ECMS_STATEMENT_TIMEOUT_SECONDS ?? '', 10);
  database = await openDatabase({
    databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir, appUser: config.databaseAppUser,
    statementTimeoutMs: Number.isFinite(timeoutSeconds) ? timeoutSeconds * 1000 : undefined,
  });
} catch (err) {
  if (err instanceof DataDirLockedError) {
    process.stderr.write(`\n${err.message}\n\n`);
    process.exit(1);
  }
  throw err;
}
await migrate(database);
const seeded = await seed(database, config, { info: out, warn: out }, appModules);

const app = await buildApp({ config, database });

if (seeded.adminPassword || seeded.demoPassword) {
  const bar = '='.repeat(72);
  out(bar);
  out('  ECMS 首次启动：已创建默认企业与管理员账号（密码只显示这一次，请妥善保存）');
  if (seeded.adminPassword) out(`  管理员  admin / ${seeded.adminPassword}`);
  if (seeded.demoPassword) out(`  演示用户（${seeded.demoUsers} 个，如 zhangwei）共用密码 ${seeded.demoPassword}`);
  out(bar);
}
if (config.captcha === false) {
  const warn = '!'.repeat(72);
  out(warn);
  out('  WARNING: ECMS_CAPTCHA=off — 图形验证码已关闭，仅用于自动化测试，切勿用于生产环境！');
  out(warn);
}

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: draining requests and closing`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close(); // stops accepting, lets in-flight requests finish
  } finally {
    await database.close();
  }
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
out(`ECMS listening on http://localhost:${config.port} (${database.kind === 'pg' ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`);
