// @vitest-environment jsdom
import '../../test/setup';
import { beforeEach, describe, expect, it } from 'vitest';
import { getToken, removeToken, setToken, TOKEN_KEY } from '../token';

function setCookie(v: string) {
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(v)}; path=/`;
}

describe('token storage (spec §4)', () => {
  beforeEach(() => {
    removeToken();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('reads session storage first, then local storage, then the cookie', () => {
    setCookie('from-cookie');
    expect(getToken()).toBe('from-cookie');
    localStorage.setItem(TOKEN_KEY, 'from-local');
    expect(getToken()).toBe('from-local');
    sessionStorage.setItem(TOKEN_KEY, 'from-session');
    expect(getToken()).toBe('from-session');
  });

  it('set writes all three', () => {
    setToken('abc');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(document.cookie).toContain(`${TOKEN_KEY}=abc`);
  });

  it('remove clears all three', () => {
    setToken('abc');
    removeToken();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(document.cookie).not.toContain(`${TOKEN_KEY}=abc`);
    expect(getToken()).toBeNull();
  });
});
