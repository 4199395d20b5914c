import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MUST_CHANGE_PASSWORD } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound, unauthorized } from '../errors.js';
import type { AppRegistry } from '../registry.js';
import { queryRows } from '../sql.js';
import { type Actor, withTenant } from '../tenancy.js';
import { resolveSession, type SessionInfo } from './session.js';

/** How a route is reached: 'public' needs no session, 'optional' reads one if present. */
export type RouteAuth = 'public' | 'optional' | 'required';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** Function permission the caller needs (menu permission string); admins pass. */
    permission?: string;
    /**
     * A GET that changes state (the spec fixes a few): refused unless the request is same-origin
     * and carries the token in the AuthToken header, which a link or an <img> on another site
     * cannot set (platform/security.ts lists the spec's ones).
     */
    action?: boolean;
    /** The session token may come in the query (?token= / ?AuthToken=): the spec's URL hand-offs only. */
    tokenInQuery?: boolean;
    /** Callable while the caller's password must be changed (route-policy.ts SPEC_BEFORE_PASSWORD_CHANGE). */
    beforePasswordChange?: boolean;
    /** Largest request body, bytes (default: app.ts DEFAULT_BODY_LIMIT). */
    bodyLimit?: number;
  }
  interface FastifyRequest {
    session: SessionInfo | null;
    /** The signed-in caller; 401 when there is none. */
    actor(): SessionInfo;
    /** One transaction confined to the caller's tenant (see platform/tenancy.ts); registryOf(tx) finds the app's registry. */
    tx<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
    /** What the app's modules declared (platform/registry.ts). */
    registry: AppRegistry;
  }
}

export const TOKEN_HEADER = 'authtoken';
export const TOKEN_COOKIE = 'AuthToken';

export type TokenSource = 'header' | 'cookie' | 'query';

/**
 * Token lookup: AuthToken header, then Bearer, then the cookie, then — only on routes that
 * declare `tokenInQuery` — ?token= / ?AuthToken= (a token in any URL ends up in logs and
 * Referer headers, so no other route accepts one).
 */
export function tokenWithSource(req: FastifyRequest): { token: string; source: TokenSource } | undefined {
  const h = req.headers[TOKEN_HEADER];
  if (typeof h === 'string' && h) return { token: h, source: 'header' };
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ') && auth.length > 7) return { token: auth.slice(7), source: 'header' };
  const c = req.cookies?.[TOKEN_COOKIE];
  if (c) return { token: c, source: 'cookie' };
  if (!req.routeOptions.config?.tokenInQuery) return undefined;
  const q = req.query as Record<string, unknown> | undefined;
  const fromQuery = q?.token ?? q?.AuthToken;
  return typeof fromQuery === 'string' && fromQuery ? { token: fromQuery, source: 'query' } : undefined;
}

export function tokenOf(req: FastifyRequest): string | undefined {
  return tokenWithSource(req)?.token;
}

/** Host name of an Origin / Referer value; null when it is not a URL. */
export function hostnameOf(origin: string): string | null {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
}

/**
 * A request made by a page of another site: the browser says so (Sec-Fetch-Site), or its Origin
 * names another host. Ports may differ (the web dev server proxies to the API), host names may not.
 */
export function isCrossSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  if (site === 'same-origin' || site === 'same-site') return false;
  // Older browsers: the Origin (sent with every non-GET and with fetches), else the Referer.
  const from = req.headers.origin ?? req.headers.referer;
  if (from === 'null') return true;
  return typeof from === 'string' && from !== '' && hostnameOf(from) !== req.hostname;
}

export const CROSS_SITE_MSG = '拒绝跨站请求，请在本系统页面中操作';

export function setAuthCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    // Strict: a link or form on another site never arrives signed in (cross-site request forgery).
    sameSite: 'strict',
    secure: req.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

export function clearAuthCookie(reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
}

export interface AuthDeps {
  db: Db;
  policy: { idleMinutes: number; absoluteHours: number };
  registry: AppRegistry;
  /** Who may read /api/docs (config.apiDocs). */
  apiDocs?: 'public' | 'admin' | 'off';
}

export function installRequestContext(app: import('fastify').FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest('session', null);
  app.decorateRequest('registry', { getter: () => deps.registry });
  app.decorateRequest('actor', function (this: FastifyRequest) {
    if (!this.session) throw unauthorized();
    return this.session;
  });
  app.decorateRequest('tx', function <T>(this: FastifyRequest, fn: (tx: Db) => Promise<T>): Promise<T> {
    const s = this.actor();
    const actor: Actor = { tenantId: s.tenantId, userId: s.userId };
    return withTenant(deps.db, actor, fn, deps.registry);
  });

  app.addHook('onRequest', async (req) => {
    const cfg = req.routeOptions.config;
    const url = req.routeOptions.url ?? '';
    // API routes need a session unless they say otherwise; the docs, the web app's files and
    // the not-found answer do not.
    const isDocs = url === '/api/docs' || url.startsWith('/api/docs/');
    const isApi = url.startsWith('/api/') && !isDocs;
    const docs = deps.apiDocs ?? 'admin';
    if (isDocs && docs === 'off') throw notFound('接口不存在');
    const mode: RouteAuth = isDocs ? (docs === 'public' ? 'public' : 'required') : cfg?.auth ?? (isApi ? 'required' : 'public');
    if (mode === 'public') return;
    const found = tokenWithSource(req);
    if (found && found.source !== 'header' && isCrossSite(req)) {
      // Another site's page cannot act with the browser's cookie (nor a token in its links).
      throw forbidden(CROSS_SITE_MSG);
    }
    // An action fixed as a GET by the spec: the web calls it with the header token, a link cannot.
    if (cfg?.action && (isCrossSite(req) || (found && found.source !== 'header'))) throw forbidden(CROSS_SITE_MSG);
    const token = found?.token;
    req.session = token ? await resolveSession(deps.db, deps.policy, token, mode === 'required' ? cfg?.permission : undefined) : null;
    // A password to change first (finding 5): enforced here, for every route, not by the web.
    if (req.session?.mustChangePassword && !cfg?.beforePasswordChange) {
      throw new AppError(403, MUST_CHANGE_PASSWORD.msg, MUST_CHANGE_PASSWORD.code);
    }
    if (mode === 'optional') return;
    if (!req.session) throw unauthorized();
    if (cfg?.permission && !req.session.granted) throw forbidden();
    if (isDocs && !req.session.isAdmin) throw forbidden();
  });
}

/**
 * For commands whose permission depends on the input (a create-or-update route needs the view
 * permission at the route, then add or edit here): 403 unless the caller holds `permission`.
 * Usable with a transaction handle (the check runs inside it) or the privileged handle.
 */
export async function requirePermission(db: Db, s: SessionInfo, permission: string): Promise<void> {
  if (!(await hasPermission(db, s, permission))) throw forbidden();
}

/** Function permission check: the caller holds a role that holds a menu carrying `permission`. */
export async function hasPermission(db: Db, s: SessionInfo, permission: string): Promise<boolean> {
  return (await heldPermissions(db, s, [permission])).has(permission);
}

/** Which of `permissions` the caller holds (hasPermission for several at once: one statement). */
export async function heldPermissions(db: Db, s: SessionInfo, permissions: readonly string[]): Promise<Set<string>> {
  // `graded` is known for sessions; an actor made by the server itself (jobs, seeds, tests) is not graded.
  if (s.isAdmin && s.graded !== true) return new Set(permissions);
  if (!permissions.length) return new Set();
  const wanted = sql.join(permissions.map((p) => sql`${p}`), sql`, `);
  // A SaaS company's grade bounds every right (the admin role's too): ecms_grade_allows.
  const rows = s.isAdmin ? await queryRows<{ p: string }>(db, sql`
    select distinct m.permission as p from sys_menu m where m.tenant_id = ${s.tenantId} and m.permission in (${wanted})
      and ecms_grade_allows(m.tenant_id, m.code, m.permission)`) : await queryRows<{ p: string }>(db, sql`
    select distinct m.permission as p from sys_user_role ur
    join sys_role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.status = 1
    join sys_role_menu rm on rm.tenant_id = ur.tenant_id and rm.role_id = ur.role_id
    join sys_menu m on m.tenant_id = rm.tenant_id and m.id = rm.menu_id
    where ur.tenant_id = ${s.tenantId} and ur.user_id = ${s.userId} and m.permission in (${wanted})
      and ecms_grade_allows(m.tenant_id, m.code, m.permission)`);
  return new Set(rows.map((r) => r.p));
}
