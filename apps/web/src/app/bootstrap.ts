import { validateToken } from '../api/auth';
import { setHttpHooks } from '../api/http';
import { getToken, TOKEN_KEY } from '../api/token';
import { languageReady } from '../locales/i18n';
import { clearLogin, loginEntryPath, requirePasswordChange, signIn } from './store/session';

/**
 * Before the first render: wire the HTTP client's 401 hook, and validate a token that arrived
 * in the URL (?AuthToken=) through /login/initAuthToken; on failure log out (spec §4).
 */
export async function bootstrapSession(): Promise<void> {
  setHttpHooks({
    onUnauthorized: () => {
      const target = loginEntryPath();
      clearLogin();
      return target;
    },
    onMustChangePassword: requirePasswordChange,
  });

  const url = new URL(window.location.href);
  const urlToken = url.searchParams.get(TOKEN_KEY);
  if (!urlToken) return;
  url.searchParams.delete(TOKEN_KEY);
  const clean = `${url.pathname}${url.search}${url.hash}`;
  const valid = await validateToken(urlToken);
  const incoming = valid ? await whoIs(urlToken) : null;
  if (valid) {
    // A link that signs in as someone else must not silently replace the signed-in user (finding 6).
    const current = getToken();
    const mine = current && current !== urlToken ? await whoIs(current) : null;
    if (mine && incoming && mine.userId !== incoming.userId) {
      // The question in the chosen language (its texts load with it).
      await languageReady;
      // the dialog (antd) loads only when asked
      const { askHandoff } = await import('./handoff-confirm');
      if (!await askHandoff({ current: mine.name, next: incoming.name })) {
        window.history.replaceState(window.history.state, '', clean);
        return;
      }
    }
    signIn({ authToken: urlToken, mustChangePassword: Boolean(incoming?.mustChangePassword) });
    window.history.replaceState(window.history.state, '', clean);
  } else {
    const target = loginEntryPath();
    clearLogin();
    window.history.replaceState(window.history.state, '', target);
  }
}

/** Whose session a token is (read with that token alone; null when it is not a live session). */
async function whoIs(token: string): Promise<{ userId: string; name: string; mustChangePassword: boolean } | null> {
  try {
    const res = await fetch('/api/user/info', { headers: { [TOKEN_KEY]: token, Accept: 'application/json' }, credentials: 'omit' });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: { userId?: string; name?: string; mustChangePassword?: boolean } };
    return body.data?.userId ? { userId: body.data.userId, name: body.data.name ?? '', mustChangePassword: Boolean(body.data.mustChangePassword) } : null;
  } catch {
    return null;
  }
}
