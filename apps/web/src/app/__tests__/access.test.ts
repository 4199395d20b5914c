// @vitest-environment jsdom
import '../../test/setup';
import { describe, expect, it } from 'vitest';
import { hasRouteAccess } from '../hooks/use-user';
import { safeRedirect } from '../guard';
import { greetingKey } from '../../utils/greeting';

describe('route access (spec §6)', () => {
  it('the admin role sees every route; others need a listed role', () => {
    expect(hasRouteAccess({ roles: ['admin'], isAdmin: false }, ['finance'])).toBe(true);
    expect(hasRouteAccess({ roles: [], isAdmin: true }, ['finance'])).toBe(true);
    expect(hasRouteAccess({ roles: ['staff'], isAdmin: false }, ['admin'])).toBe(false);
    expect(hasRouteAccess({ roles: ['finance'], isAdmin: false }, ['finance', 'x'])).toBe(true);
    expect(hasRouteAccess({ roles: [], isAdmin: false }, undefined)).toBe(true);
  });

  it('opens an administrator area page that the user\'s menus grant, and only that', () => {
    const user = { roles: ['dept_manager'], isAdmin: false, menuList: [
      { id: 'g', name: '系统管理', url: null, children: [{ id: 'u', name: '用户管理', url: '/sys-manager/user', children: [] }] },
    ] } as unknown as Parameters<typeof hasRouteAccess>[0];
    expect(hasRouteAccess(user, ['admin'], '/sys-manager/user')).toBe(true);
    expect(hasRouteAccess(user, ['admin'], '/sys-manager')).toBe(true);
    expect(hasRouteAccess(user, ['admin'], '/sys-manager/role')).toBe(false);
  });
});

describe('redirect after sign-in', () => {
  it('accepts internal paths only and never a sign-in form', () => {
    expect(safeRedirect('/contract/list?x=1')).toBe('/contract/list?x=1');
    expect(safeRedirect('/login/qr-confirm?code=abc')).toBe('/login/qr-confirm?code=abc');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=/a')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});

describe('greeting by hour (spec §9)', () => {
  it('morning < 9, forenoon ≤ 11, noon ≤ 13, afternoon < 20, else evening', () => {
    expect(greetingKey(8)).toBe('home.greeting.morning');
    expect(greetingKey(9)).toBe('home.greeting.forenoon');
    expect(greetingKey(11)).toBe('home.greeting.forenoon');
    expect(greetingKey(13)).toBe('home.greeting.noon');
    expect(greetingKey(19)).toBe('home.greeting.afternoon');
    expect(greetingKey(20)).toBe('home.greeting.evening');
  });
});
