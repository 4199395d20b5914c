/**
 * Auth token storage (spec §4): read session storage, then local storage, then a cookie;
 * setting writes all three; removing clears all three. Key name: AuthToken.
 */
export const TOKEN_KEY = 'AuthToken';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie ? document.cookie.split(';') : []) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      const value = decodeURIComponent(item.slice(prefix.length));
      return value || null;
    }
  }
  return null;
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function getToken(): string | null {
  return (
    safe(() => sessionStorage.getItem(TOKEN_KEY), null) ||
    safe(() => localStorage.getItem(TOKEN_KEY), null) ||
    readCookie(TOKEN_KEY) ||
    null
  );
}

export function setToken(token: string): void {
  safe(() => sessionStorage.setItem(TOKEN_KEY, token), undefined);
  safe(() => localStorage.setItem(TOKEN_KEY, token), undefined);
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}

export function removeToken(): void {
  safe(() => sessionStorage.removeItem(TOKEN_KEY), undefined);
  safe(() => localStorage.removeItem(TOKEN_KEY), undefined);
  document.cookie = `${TOKEN_KEY}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
