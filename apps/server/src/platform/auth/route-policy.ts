import type { RouteOptions } from 'fastify';

/*
 * Route flags the platform reads (platform/auth/context.ts, app.ts) for routes whose shape the
 * spec fixes. A route may declare them in its own config; these tables cover the spec's calls
 * wherever they are registered, so a module rewritten to contracts keeps them.
 */

/** GETs of the spec that change state: same-origin and header token only (issue 13, finding 3). */
export const SPEC_ACTION_GETS: ReadonlySet<string> = new Set([
  '/api/logout',
  '/api/a/sys/role/copyRoleMenu/:src/:tar',
  '/api/a/sys/role/copyRoleDept/:src/:tar',
  '/api/login/qrCode/:code/scan',
]);

/** The calls the spec gives a token in the URL (finding 6); no other route reads ?token= / ?AuthToken=. */
export const SPEC_QUERY_TOKEN_ROUTES: ReadonlySet<string> = new Set([
  '/api/login/initAuthToken',
  '/api/user/info',
  '/api/websocket/:id',
]);

/**
 * The calls a user whose password must be changed may still make (finding 5): the change itself,
 * sign-out, and the user info the web reads to show the change-password page. Every other call
 * made with such a session answers 403 MUST_CHANGE_PASSWORD (platform/auth/context.ts).
 */
export const SPEC_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  '/api/modPassword',
  '/api/logout',
  '/api/user/info',
]);

/** Sets the platform's flags of one route as it is registered (an onRoute hook). */
export function applyRoutePolicy(r: RouteOptions, defaultBodyLimit: number): void {
  const methods = [r.method].flat();
  const isGet = methods.includes('GET');
  const flags = {
    ...(isGet && SPEC_ACTION_GETS.has(r.url) && { action: true }),
    ...(isGet && SPEC_QUERY_TOKEN_ROUTES.has(r.url) && { tokenInQuery: true }),
    ...(SPEC_BEFORE_PASSWORD_CHANGE.has(r.url) && { beforePasswordChange: true }),
  };
  if (Object.keys(flags).length) r.config = { ...r.config, ...flags };
  // The body limit a route declares in its config (uploads, large documents); else the default.
  const declared = (r.config as { bodyLimit?: number } | undefined)?.bodyLimit;
  r.bodyLimit ??= declared ?? defaultBodyLimit;
}
