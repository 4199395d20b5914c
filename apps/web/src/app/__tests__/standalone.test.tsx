// @vitest-environment jsdom
import '../../test/setup';
import { describe, expect, it } from 'vitest';
import { opensNewWindow, registerStandaloneRoutes } from '../standalone';

// as the router registers them: the cockpit's and the website's windows of their own
registerStandaloneRoutes([
  { path: '/management-cockpit-newTab', children: [{ path: 'manage-cockpit', element: null }] },
  { path: '/static/official-websites-page', element: null },
]);

describe('which menus open a new browser tab', () => {
  it('造价云 and 清单计量 (新窗口 menus of pages inside the shell) open in the app', () => {
    expect(opensNewWindow(3, '/to-costcloud-loading-page')).toBe(false);
    expect(opensNewWindow(3, '/measureBill')).toBe(false);
    expect(opensNewWindow(1, '/sys-manager/user')).toBe(false);
  });

  it('the cockpit and the website keep their new tab, and so do outside addresses', () => {
    expect(opensNewWindow(3, '/management-cockpit-newTab/manage-cockpit')).toBe(true);
    expect(opensNewWindow(3, '/static/official-websites-page?x=1')).toBe(true);
    expect(opensNewWindow(1, 'https://example.org/')).toBe(true);
  });
});
