// @vitest-environment jsdom
import '../../test/setup';
import { describe, expect, it } from 'vitest';
import { describeLocation } from '../route-meta';
import type { MenuNode } from '../../api/types';

const menu: MenuNode[] = [
  { id: 'h', name: '首页', url: '/main-page', type: 'Menu', children: [] },
  {
    id: 'g',
    name: '合同管理',
    type: 'Group',
    children: [{ id: 'c', name: '收款合同', url: '/contract/list', type: 'Menu', children: [] }],
  },
];

describe('describeLocation', () => {
  it('keys a tab by the route path and titles it from the menu, with menu breadcrumbs', () => {
    const m = describeLocation('/contract/list', '', menu, [{ catchAll: true }]);
    expect(m.tabKey).toBe('/contract/list');
    expect(m.title).toEqual({ text: '收款合同' });
    expect(m.crumbs.map((c) => c.label.text)).toEqual(['合同管理', '收款合同']);
    expect(m.known).toBe(true);
  });

  it('addTab and name queries give the tab key and title', () => {
    const m = describeLocation('/flowhandle/flow-business', '?procDefineId=1&addTab=true&name=报销流程', menu, [{ catchAll: true }]);
    expect(m.tabKey).toBe('报销流程');
    expect(m.title).toEqual({ text: '报销流程' });
    const k = describeLocation('/main-page/messagePage', '?addTab=msg-1&name=消息', menu, [{ title: 'route.messagePage' }]);
    expect(k.tabKey).toBe('msg-1');
  });

  it('the dashboard hides the breadcrumb; unknown areas are not known', () => {
    expect(describeLocation('/main-page', '', menu, [{ title: 'route.home', hideBreadcrumb: true }]).hideBreadcrumb).toBe(true);
    expect(describeLocation('/no/such/page', '', menu, [{ catchAll: true }]).known).toBe(false);
  });

  it('route roles come from the deepest route that declares them', () => {
    expect(describeLocation('/sys-manager/user', '', menu, [{ title: 'route.sysManager', roles: ['admin'] }]).roles).toEqual(['admin']);
  });

  it('a part of a page opened by its menu keeps the menu as tab title, the part in the breadcrumb', () => {
    const sys: MenuNode[] = [{
      id: 's', name: '系统管理', type: 'Group',
      children: [{ id: 'i', name: '综合授权', url: '/sys-manager/impower-new', type: 'Menu', children: [] }],
    }];
    const handles = [{ title: 'route.sysManager' }, { title: 'sysRoute.impower' }, { title: 'sysRoute.impowerFunction', menuTitle: true }];
    const m = describeLocation('/sys-manager/impower-new/function', '', sys, handles);
    expect(m.title).toEqual({ text: '综合授权' });
    expect(m.tabKey).toBe('/sys-manager/impower-new');
    expect(m.crumbs.map((c) => c.label.text ?? c.label.key)).toEqual(['系统管理', '综合授权', 'sysRoute.impowerFunction']);
    // without the flag: titled by the part, as before
    const plain = describeLocation('/sys-manager/impower-new/function', '', sys, handles.map(({ title }) => ({ title })));
    expect(plain.title).toEqual({ key: 'sysRoute.impowerFunction' });
  });
});
