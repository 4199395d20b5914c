import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler, validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { installRequestContext } from './platform/auth/context.js';
import { loadLoginKeys } from './platform/auth/keys.js';
import { loadTenantKey } from './db/tenant-context.js';
import { applyRoutePolicy } from './platform/auth/route-policy.js';
import { logSmsProvider } from './platform/auth/sms.js';
import { fail } from './platform/envelope.js';
import { AppError } from './platform/errors.js';
import { newId } from './platform/ids.js';
import { registerCompression, registerWebAssets } from './platform/web-assets.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { ensureSearchIndex } from './platform/search/index.js';
import { PushHub } from './platform/realtime/push-hub.js';
import { JobRunner } from './platform/jobs.js';
import type { AppModule } from './platform/module.js';
import { AppRegistry } from './platform/registry.js';
import { appModules } from './modules/index.js';
import type { Services } from './services.js';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** The application's modules (default: modules/index.ts); tests add their own. */
  modules?: readonly AppModule[];
  /** Where the log goes (default: standard output); tests read it. */
  logStream?: NodeJS.WritableStream;
}

/**
 * A request URL as the log shows it: the value of every query parameter named token or AuthToken
 * (any name holding "token", in any case, percent-encoded or not) is masked, so a session token handed over in a URL
 * (?AuthToken= of initAuthToken, ?token= of user info and the push channel) never reaches the log.
 */
export function logUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch { /* a malformed name is shown as sent */ }
    return /token/i.test(name) ? `${rawName}=***` : pair;
  });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    services: Services;
    jobs: JobRunner;
    /** What this app's modules declared (per instance; see platform/registry.ts). */
    registry: AppRegistry;
  }
}

/**
 * Largest request body by default: every JSON call of the spec fits in well under 1 MB; a route
 * that needs more declares `config.bodyLimit` (multipart uploads are bounded by their own limits).
 */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Content-Security-Policy of the web app: its own scripts only; antd needs inline styles. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/** A NUL byte anywhere in a parsed body, query or params (PostgreSQL text cannot hold one). */
function hasNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (!v || typeof v !== 'object' || depth > 64) return false;
  for (const x of Array.isArray(v) ? v : Object.values(v)) if (hasNul(x, depth + 1)) return true;
  // Keys too: a filter's field name is a key.
  return !Array.isArray(v) && Object.keys(v).some((k) => k.includes('\u0000'));
}

/** PostgreSQL's SQLSTATE of a failed query (drizzle wraps the driver's error in `cause`). */
function sqlStateOf(err: unknown): string | undefined {
  return sqlErrorOf(err)?.code;
}

function sqlErrorOf(err: unknown): { code: string; message?: string } | undefined {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, message: typeof e.message === 'string' ? e.message : undefined };
  }
  return undefined;
}

const reqIdPrefix = newId().slice(-12);
let reqSeq = 0;

/** The whole application without listen(): tests inject requests into it. */
export async function buildApp({ config, database, modules = appModules, logStream }: BuildOptions): Promise<FastifyInstance> {
  // Built first: a duplicate or dangling declaration stops the start before anything listens.
  const registry = new AppRegistry(modules, config);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : {
      level: config.logLevel,
      ...(logStream && { stream: logStream }),
      redact: ['req.headers.authtoken', 'req.headers.authorization', 'req.headers.cookie'],
      // Tokens can travel in the query (?token= of the push channel, ?AuthToken= of initAuthToken).
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: logUrl(req.url), remoteAddress: req.ip }),
      },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      // A counter under a per-process random prefix: unique across instances, and cheap.
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : `${reqIdPrefix}-${(++reqSeq).toString(36)}`;
    },
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('registry', registry);

  const keys = await loadLoginKeys(database.db);
  // Requests prove their tenant with it (db/tenant-context.ts; issue 20).
  await loadTenantKey(database.db);
  const services: Services = {
    keys,
    sms: logSmsProvider(app.log),
    policy: { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours },
  };
  app.decorate('services', services);
  // This instance's push sockets, fed by the database's event bus (pushes from any instance).
  const pushHub = new PushHub(database.bus);
  app.decorate('pushHub', pushHub);
  app.addHook('onClose', async () => pushHub.close());
  // Periodic jobs: started once the app is ready (when configured), stopped and drained on close.
  const jobs = new JobRunner(database, app.log, registry);
  for (const job of registry.jobs()) jobs.add(job);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => { if (config.jobs) jobs.start(); });
  app.addHook('onClose', async () => jobs.stop());

  await app.register(fastifyCookie);
  // Security headers on every answer; HSTS only where TLS ends at a proxy we were told to trust.
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.trustProxy ? { maxAge: 31536000 } : false,
    crossOriginEmbedderPolicy: false,
  });
  await registerCompression(app);
  // Browser pushes are small JSON; nothing large ever comes in over the socket.
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'ECMS API', description: '工程咨询企业管理平台接口', version: '0.1.0' },
      components: {
        securitySchemes: { AuthToken: { type: 'apiKey', in: 'header', name: 'AuthToken' } },
      },
      security: [{ AuthToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none' } });

  installRequestContext(app, { db: database.db, policy: services.policy, registry, apiDocs: config.apiDocs });
  // A NUL byte is never valid input (and PostgreSQL text cannot hold one): 400 before any handler.
  // After the schemas, so a route's own message for a malformed field comes first. Path
  // parameters are left to the routes' id checks; one that reaches SQL is a data exception (400).
  app.addHook('preHandler', async (req) => {
    if (hasNul(req.query) || hasNul(req.body)) throw new AppError(400, '请求内容包含不允许的字符');
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).send(fail(err.code, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const msg = first?.message && /[\u4e00-\u9fa5]/.test(first.message) ? first.message : `参数${field ? ` ${field} ` : ''}不正确`;
      return reply.code(400).send(fail(400, msg));
    }
    // Data exceptions (SQLSTATE class 22: text where a number is expected, a NUL byte, a value
    // too long for its column) are bad input that got past the schema: 400, and the request's
    // transaction is rolled back. Logged, since a schema should have caught them.
    // A business rule kept by the database (a trigger raising SQLSTATE EC4xx with a Chinese
    // message): that status and message, e.g. EC409 for a change to a closed month.
    const dbRule = sqlErrorOf(err);
    if (dbRule && /^EC4\d\d$/.test(dbRule.code) && dbRule.message) {
      return reply.code(Number(dbRule.code.slice(2))).send(fail(Number(dbRule.code.slice(2)), dbRule.message));
    }
    if (sqlStateOf(err)?.startsWith('22')) {
      req.log.warn({ err, reqId: req.id }, 'data exception answered 400');
      return reply.code(400).send(fail(400, '参数不正确'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known: Record<number, string> = { 413: '上传内容过大', 415: '不支持的请求格式', 404: '接口不存在', 429: '请求过于频繁，请稍后再试' };
      const msg = known[status] ?? (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code?.startsWith('FST_ERR_CTP') ? '请求内容格式不正确' : '请求不正确');
      return reply.code(status).send(fail(status, msg));
    }
    req.log.error({ err, reqId: req.id }, 'unexpected error');
    return reply.code(500).send(fail(500, `服务器内部错误，请稍后再试（请求编号 ${req.id}）`));
  });

  // The routes and their permissions, for checks against the declared menus (tests, docs).
  app.addHook('onRoute', (r) => {
    applyRoutePolicy(r, DEFAULT_BODY_LIMIT);
    for (const method of [r.method].flat()) registry.routes.push({ method, url: r.url, permission: r.config?.permission });
  });
  await app.register(
    async (api) => {
      for (const m of registry.modules) {
        for (const routes of m.routes ?? []) await api.register(routes);
      }
      // Who may read it: config.apiDocs (platform/auth/context.ts).
      api.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  // Kinds of records declared for the global search get their index built when it is missing.
  app.addHook('onReady', () => ensureSearchIndex(database.db, registry));

  const hasWeb = await registerWebAssets(app, config.webDist);
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || !hasWeb || req.method !== 'GET') {
      return reply.code(404).send(fail(404, '接口不存在'));
    }
    // Client-side routes: the single-page app answers every other GET.
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
