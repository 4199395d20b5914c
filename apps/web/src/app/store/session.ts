import { getToken, removeToken, setToken } from '../../api/token';
import type { LoginResult } from '../../api/types';
import { queryClient } from '../query-client';
import { createStore, useStore } from './create-store';
import { SETTINGS_KEY } from './settings';
import { resetTabs } from './tabs';
import { GOOD_EXIT_KEY, HEARTBEAT_KEY } from '../crash-detector';

interface SessionState {
  token: string | null;
  /** set from the login answer (and user info); forces the change-password flow first */
  mustChangePassword: boolean;
  /** the user ended the session (logout / password changed): go to login without a redirect query */
  ended: boolean;
}

const MUST_CHANGE_KEY = 'ecms_must_change_password';
/** where logout should go; remembered across logout (custom login path / SaaS / default) */
const LOGIN_ENTRY_KEY = 'ecms_login_entry';
export const COMPANY_ID_KEY = 'ecms_company_id';
/** localStorage keys kept on logout: theme/settings, crash detector, login entry, external-open markers */
const PRESERVED_PREFIXES = [SETTINGS_KEY, GOOD_EXIT_KEY, HEARTBEAT_KEY, LOGIN_ENTRY_KEY, 'ecms_external_'];

function readMustChange(): boolean {
  try {
    return sessionStorage.getItem(MUST_CHANGE_KEY) === '1';
  } catch {
    return false;
  }
}

export const sessionStore = createStore<SessionState>({
  token: getToken(),
  mustChangePassword: readMustChange(),
  ended: false,
});

export function useSession<S>(selector: (s: SessionState) => S): S {
  return useStore(sessionStore, selector);
}

export function signIn(result: LoginResult): void {
  setToken(result.authToken);
  try {
    if (result.mustChangePassword) sessionStorage.setItem(MUST_CHANGE_KEY, '1');
    else sessionStorage.removeItem(MUST_CHANGE_KEY);
  } catch {
    /* ignore */
  }
  sessionStore.set({ token: result.authToken, mustChangePassword: Boolean(result.mustChangePassword), ended: false });
}

/** The server says the signed-in user must change the password first (403 MUST_CHANGE_PASSWORD). */
export function requirePasswordChange(): void {
  if (!sessionStore.get().token || sessionStore.get().mustChangePassword) return;
  try {
    sessionStorage.setItem(MUST_CHANGE_KEY, '1');
  } catch {
    /* ignore */
  }
  sessionStore.set({ mustChangePassword: true });
}

/** Clears the token and stored session data but keeps the theme and external-open markers (spec §4). */
export function clearLogin(options: { ended?: boolean } = {}): void {
  removeToken();
  try {
    const companyId = sessionStorage.getItem(COMPANY_ID_KEY);
    sessionStorage.clear();
    if (companyId) sessionStorage.setItem(COMPANY_ID_KEY, companyId);
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key && !PRESERVED_PREFIXES.some((p) => key.startsWith(p))) localStorage.removeItem(key);
    }
  } catch {
    /* ignore */
  }
  resetTabs();
  queryClient.clear();
  sessionStore.set({ token: null, mustChangePassword: false, ended: Boolean(options.ended) });
}

export interface LoginEntry {
  customPath: string | null;
  saas: boolean;
}

export function rememberLoginEntry(entry: LoginEntry): void {
  try {
    const value = JSON.stringify(entry);
    if (localStorage.getItem(LOGIN_ENTRY_KEY) !== value) localStorage.setItem(LOGIN_ENTRY_KEY, value);
  } catch {
    /* ignore */
  }
}

function readLoginEntry(): LoginEntry {
  try {
    const raw = localStorage.getItem(LOGIN_ENTRY_KEY);
    if (raw) return JSON.parse(raw) as LoginEntry;
  } catch {
    /* ignore */
  }
  return { customPath: null, saas: false };
}

/** Normalise a configured login path to an absolute app path, or null. */
export function normaliseLoginPath(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const p = path.trim();
  if (!p || p === '/' || /^https?:/i.test(p)) return null;
  return p.startsWith('/') ? p : `/${p}`;
}

/**
 * Where logout and unauthenticated visits go (spec §2.2): the custom login path if set, else
 * /saasLogin in SaaS mode or when a company id is held in the session, else /login.
 */
export function loginEntryPath(): string {
  const entry = readLoginEntry();
  if (entry.customPath) return entry.customPath;
  let companyId: string | null = null;
  try {
    companyId = sessionStorage.getItem(COMPANY_ID_KEY);
  } catch {
    /* ignore */
  }
  if (entry.saas || companyId) return '/saasLogin';
  return '/login';
}
