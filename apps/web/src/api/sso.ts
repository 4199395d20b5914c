import { http } from './http';
import type { LoginResult } from './types';

/** The address CAS sends the browser back to with a ticket (route /cas). */
export const casServiceUrl = (): string => `${window.location.origin}/cas`;

/** The CAS server's sign-in page for this application (cas.login parameter flow). */
export function casLoginUrl(casServer: string): string {
  return `${casServer.replace(/\/$/, '')}/login?service=${encodeURIComponent(casServiceUrl())}`;
}

/** Exchanges a CAS service ticket for a session (GET /login/sso/userinfo). */
export async function casSignIn(ticket: string): Promise<LoginResult> {
  const q = new URLSearchParams({ ticket, service: casServiceUrl() });
  const res = await http.get<{ authToken: string; mustChangePassword: boolean }>(`/login/sso/userinfo?${q}`, { skipAuthRedirect: true });
  return { authToken: res.data.authToken, mustChangePassword: Boolean(res.data.mustChangePassword) };
}
