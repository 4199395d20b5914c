import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../api/http';
import { PageLoading } from '../components/PageLoading';
import { useUserInfo } from './hooks/use-user';
import { loginEntryPath, useSession } from './store/session';
import { lazyPage } from './lazy-page';

// antd screens, loaded when shown: the guard itself is on the path of pages built without antd.
const GuardError = lazyPage(() => import('./guard-error').then((m) => m.GuardError), { areaTexts: false });
const ForcePasswordChange = lazyPage(() => import('../modules/profile/ForcePasswordChange').then((m) => m.ForcePasswordChange));

/** Only internal absolute paths are accepted as a redirect target. */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // never back to a sign-in form itself (the QR confirm page under /login/ is a valid target)
  if (/^\/(login|saasLogin)\/?(\?|$)/.test(raw)) return fallback;
  return raw;
}

export function loginRedirectUrl(pathname: string, search: string): string {
  const here = `${pathname}${search}`;
  const entry = loginEntryPath();
  return here === '/' || here === '' ? entry : `${entry}?redirect=${encodeURIComponent(here)}`;
}

/**
 * Route guard: not signed in → login with a redirect query; waits for the user info. A user who
 * must change the password sees only the change-password page (the server refuses every other
 * call until then: 403 MUST_CHANGE_PASSWORD, which sets the flag too).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const ended = useSession((s) => s.ended);
  const location = useLocation();
  const { t } = useTranslation();
  const user = useUserInfo();
  const mustChange = useSession((s) => s.mustChangePassword);

  if (!token) {
    return <Navigate to={ended ? loginEntryPath() : loginRedirectUrl(location.pathname, location.search)} replace />;
  }
  if (user.isPending) return <PageLoading fullscreen tip={t('guard.loadingUser')} />;
  if (user.isError) {
    if (user.error instanceof HttpError && user.error.kind === 'unauthorized') {
      return <PageLoading fullscreen tip={t('http.loggedOut')} />;
    }
    return <GuardError error={user.error} onRetry={() => void user.refetch()} />;
  }
  if (mustChange || user.data?.mustChangePassword) {
    return (
      <div className="ecms-center-page" data-testid="force-password-page">
        <ForcePasswordChange />
      </div>
    );
  }
  return <>{children}</>;
}
