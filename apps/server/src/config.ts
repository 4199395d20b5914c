import os from 'node:os';
import path from 'node:path';
import { checkPassword } from '@ecms/shared';
import type { S3Config } from './platform/files/s3.js';

/** Typed runtime configuration, read from the environment in one place. */
export interface AppConfig {
  port: number;
  host: string;
  /** Embedded PGlite data directory (used when databaseUrl is unset). */
  dataDir: string;
  /** Uploaded files (attachments), by generated keys. */
  filesDir: string;
  /** Largest accepted upload, bytes. */
  uploadMaxBytes: number;
  /** Bytes of attachments one user may hold in all (ECMS_UPLOAD_QUOTA_MB; 0: no quota). */
  uploadQuotaBytes: number;
  /** Files one upload request may carry (ECMS_UPLOAD_MAX_FILES). */
  uploadMaxFiles: number;
  /** Attachments in an S3-compatible bucket instead of filesDir (when endpoint and bucket are set). */
  s3?: S3Config;
  /**
   * LibreOffice's soffice for Office → PDF previews: a path, or undefined to look for soffice /
   * libreoffice on the PATH; null turns Office previews off.
   */
  soffice?: string | null;
  /** Longest one Office → PDF conversion may take. */
  officeTimeoutSeconds: number;
  databaseUrl?: string;
  /**
   * PostgreSQL: the plain login role requests run as (DATABASE_APP_USER, DATABASE_APP_PASSWORD;
   * issue 20). DATABASE_URL stays the owner's. Unset: requests use the owner's connection as before.
   */
  databaseAppUser?: { name: string; password?: string };
  /** Seed demo departments and staff on an empty database. */
  demo: boolean;
  /** Finance demo data (a month of statements, claims, an invoice) with the demo staff (ECMS_DEMO_FINANCE, off by default). */
  demoFinance: boolean;
  /** Knowledge centre demo data (categories, documents, courses with a video) with the demo staff (ECMS_DEMO_KNOWLEDGE, on with demo). */
  demoKnowledge: boolean;
  /** Administration demo data (supplies with stock, asset cards, rooms, a vehicle, licences) with the demo staff (ECMS_DEMO_ADMINISTRATION, on with demo). */
  demoAdministration: boolean;
  /**
   * ECMS_CAPTCHA when set: overrides the 启用图形验证码 parameter (login.captcha) of every
   * company; unset, the parameter decides.
   */
  captcha?: boolean;
  adminPassword?: string;
  demoPassword?: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Public base URL used in links we hand out (QR login); derived from the request when unset. */
  publicUrl?: string;
  logLevel: string;
  /** Built web app to serve; skipped when the directory does not exist. */
  webDist?: string;
  trustProxy: boolean;
  /** Per-account lockout and per-address throttling of failed sign-ins. */
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** First delay past the failure limit of a login name, doubling per failure up to loginLockMinutes. */
  loginDelayBaseSeconds: number;
  loginIpMaxFailures: number;
  loginIpWindowMinutes: number;
  /** Anonymous "does this phone have an account" checks per address and minute. */
  phoneProbesPerMinute: number;
  smsCodeTtlSeconds: number;
  qrTtlSeconds: number;
  /**
   * Key shared with the external customer-service site (parameter ydccs.server.url): hands-off
   * tokens from POST /b/ydccs/login are HS256-signed with it. Unset → the entry is not configured.
   */
  ydccsSecret?: string;
  /** Lifetime of those tokens. */
  ydccsTokenSeconds: number;
  /** Periodic jobs (flow deadlines); off in tests, which run them on demand. */
  jobs: boolean;
  deadlineScanSeconds: number;
  /** Spreadsheets (zip) whose entries would unpack past this many bytes are refused (zip bombs). */
  excelMaxUncompressedBytes: number;
  /** Rows an import reads at most (a guard against runaway files). */
  excelMaxRows: number;
  /** Who may read the API documentation (/api/docs): signed-in administrators by default. */
  apiDocs?: 'public' | 'admin' | 'off';
}

const bool = (v: string | undefined, dflt: boolean): boolean =>
  v === undefined || v === '' ? dflt : !['0', 'false', 'off', 'no'].includes(v.toLowerCase());
const int = (v: string | undefined, dflt: number): number => {
  const n = v ? Number.parseInt(v, 10) : Number.NaN;
  return Number.isFinite(n) ? n : dflt;
};

/** DATABASE_APP_USER (and DATABASE_APP_PASSWORD): only with DATABASE_URL. */
export function databaseAppUserOf(env: NodeJS.ProcessEnv = process.env): { name: string; password?: string } | undefined {
  const name = env.DATABASE_APP_USER;
  if (!name || !env.DATABASE_URL) return undefined;
  return { name, ...(env.DATABASE_APP_PASSWORD && { password: env.DATABASE_APP_PASSWORD }) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: int(env.PORT, 8080),
    // Loopback unless told otherwise (issue 13 finding 10): HOST=0.0.0.0 to serve the network.
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.ECMS_DATA_DIR || 'data'),
    // Beside the database directory, not inside it: PGlite owns that one.
    filesDir: path.resolve(cwd, env.ECMS_FILES_DIR || `${env.ECMS_DATA_DIR || 'data'}-files`),
    uploadMaxBytes: int(env.ECMS_UPLOAD_MAX_MB, 100) * 1024 * 1024,
    uploadQuotaBytes: int(env.ECMS_UPLOAD_QUOTA_MB, 2048) * 1024 * 1024,
    uploadMaxFiles: int(env.ECMS_UPLOAD_MAX_FILES, 20),
    s3: env.ECMS_S3_ENDPOINT && env.ECMS_S3_BUCKET
      ? {
        endpoint: env.ECMS_S3_ENDPOINT, bucket: env.ECMS_S3_BUCKET, region: env.ECMS_S3_REGION || 'us-east-1',
        accessKey: env.ECMS_S3_ACCESS_KEY || '', secretKey: env.ECMS_S3_SECRET_KEY || '',
      }
      : undefined,
    soffice: env.ECMS_SOFFICE === undefined || env.ECMS_SOFFICE === '' ? undefined
      : ['0', 'off', 'false', 'no'].includes(env.ECMS_SOFFICE.toLowerCase()) ? null : env.ECMS_SOFFICE,
    officeTimeoutSeconds: int(env.ECMS_OFFICE_TIMEOUT_SECONDS, 120),
    excelMaxUncompressedBytes: int(env.ECMS_EXCEL_MAX_UNCOMPRESSED_MB, 500) * 1024 * 1024,
    excelMaxRows: int(env.ECMS_EXCEL_MAX_ROWS, 2_000_000),
    databaseUrl,
    databaseAppUser: databaseAppUserOf(env),
    // Demo data is on for the embedded database, off on a real server unless asked for.
    demo: bool(env.ECMS_DEMO, !databaseUrl),
    demoFinance: bool(env.ECMS_DEMO_FINANCE, false),
    demoKnowledge: bool(env.ECMS_DEMO_KNOWLEDGE, bool(env.ECMS_DEMO, !databaseUrl)),
    demoAdministration: bool(env.ECMS_DEMO_ADMINISTRATION, bool(env.ECMS_DEMO, !databaseUrl)),
    captcha: env.ECMS_CAPTCHA ? bool(env.ECMS_CAPTCHA, true) : undefined,
    adminPassword: env.ECMS_ADMIN_PASSWORD || undefined,
    demoPassword: env.ECMS_DEMO_PASSWORD || undefined,
    sessionIdleMinutes: int(env.ECMS_SESSION_IDLE_MINUTES, 120),
    sessionAbsoluteHours: int(env.ECMS_SESSION_ABSOLUTE_HOURS, 24),
    publicUrl: env.ECMS_PUBLIC_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    webDist: env.ECMS_WEB_DIST ? path.resolve(cwd, env.ECMS_WEB_DIST) : undefined,
    trustProxy: bool(env.ECMS_TRUST_PROXY, false),
    loginMaxFailures: int(env.ECMS_LOGIN_MAX_FAILURES, 5),
    loginLockMinutes: int(env.ECMS_LOGIN_LOCK_MINUTES, 15),
    loginDelayBaseSeconds: int(env.ECMS_LOGIN_DELAY_SECONDS, 2),
    loginIpMaxFailures: int(env.ECMS_LOGIN_IP_MAX_FAILURES, 30),
    loginIpWindowMinutes: int(env.ECMS_LOGIN_IP_WINDOW_MINUTES, 15),
    phoneProbesPerMinute: int(env.ECMS_PHONE_PROBES_PER_MINUTE, 20),
    smsCodeTtlSeconds: int(env.ECMS_SMS_TTL_SECONDS, 300),
    qrTtlSeconds: int(env.ECMS_QR_TTL_SECONDS, 120),
    ydccsSecret: env.ECMS_YDCCS_SECRET || undefined,
    ydccsTokenSeconds: int(env.ECMS_YDCCS_TOKEN_SECONDS, 300),
    jobs: bool(env.ECMS_JOBS, true),
    deadlineScanSeconds: int(env.ECMS_DEADLINE_SCAN_SECONDS, 60),
    apiDocs: env.ECMS_API_DOCS === 'public' || env.ECMS_API_DOCS === 'off' ? env.ECMS_API_DOCS : 'admin',
  };
}

/**
 * What the start refuses in a configuration, as the lines printed before exiting (issue 13,
 * finding 5): a password chosen in the environment must pass the password rule that every user's
 * password passes (spec §5), or the first start would seed an account anyone could guess.
 */
export function configProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  for (const [name, value] of [['ECMS_ADMIN_PASSWORD', config.adminPassword], ['ECMS_DEMO_PASSWORD', config.demoPassword]] as const) {
    const rule = value === undefined ? null : checkPassword(value);
    if (rule) problems.push(`${name} 不符合密码规则（${rule}），请换一个更强的密码后再启动`);
  }
  return problems;
}

/** Config for tests: captcha off, quiet logs, no web. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ ...process.env, ECMS_CAPTCHA: 'off', LOG_LEVEL: 'silent' }),
    webDist: undefined,
    filesDir: path.join(os.tmpdir(), `ecms-test-files-${process.pid}`),
    jobs: false,
    // Tests read the OpenAPI document to walk the routes.
    apiDocs: 'public',
    // The finance demo month, the knowledge and administration demos only where a test asks for them.
    demoFinance: false,
    demoKnowledge: false,
    demoAdministration: false,
    ...overrides,
  };
}
