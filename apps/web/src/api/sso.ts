import { authApi } from '@ecms/shared';
import { call } from './typed';
import type { LoginResult } from './types';

/** The address CAS sends the browser back to with a ticket (route /cas). */
export const casServiceUrl = (): string => `${window.location.origin}/cas`;

/** The CAS server's sign-in page for this application (cas.login parameter flow). */
export function casLoginUrl(casServer: string): string {
  return `${casServer.replace(/\/$/, '')}/login?service=${encodeURIComponent(casServiceUrl())}`;
}

/** Exchanges a CAS service ticket for a session (GET /login/sso/userinfo). */
export async function casSignIn(ticket: string): Promise<LoginResult> {
  const info = await call(authApi.ssoUserInfo, { query: { ticket, service: casServiceUrl() } }, { skipAuthRedirect: true });
  // A validated ticket always answers the new session's token.
  if (!info.authToken) throw new Error('CAS sign-in answered no token');
  return { authToken: info.authToken, mustChangePassword: info.mustChangePassword };
}
