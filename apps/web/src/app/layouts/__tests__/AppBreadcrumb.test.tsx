// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import '../../../locales/i18n';
import { AppBreadcrumb } from '../AppBreadcrumb';
import type { LocationMeta } from '../../route-meta';

describe('AppBreadcrumb', () => {
  it('starts at 首页 (there is no 项目案例库 section), then the menu path', () => {
    const meta = {
      tabKey: '/sys-manager/user', fullPath: '/sys-manager/user', title: { text: '用户管理' },
      crumbs: [{ label: { text: '系统管理' } }, { label: { text: '用户管理' } }],
      hideBreadcrumb: false, roles: undefined, known: true, redirect: false, menuNode: null,
    } as LocationMeta;
    render(<MemoryRouter><AppBreadcrumb meta={meta} /></MemoryRouter>);
    const crumb = screen.getByTestId('breadcrumb');
    expect(crumb.textContent).toBe('首页/系统管理/用户管理');
    expect(crumb.textContent).not.toContain('项目案例库');
    expect(screen.getByText('首页').closest('a')?.getAttribute('href')).toBe('/main-page');
  });
});
