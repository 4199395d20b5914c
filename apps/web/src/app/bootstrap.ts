import { validateToken } from '../api/auth';
import { setHttpHooks } from '../api/http';
import { TOKEN_KEY } from '../api/token';
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
  if (valid) {
    signIn({ authToken: urlToken, mustChangePassword: false });
    window.history.replaceState(window.history.state, '', clean);
  } else {
    const target = loginEntryPath();
    clearLogin();
    window.history.replaceState(window.history.state, '', target);
  }
}
