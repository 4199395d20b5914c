// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import '../../../locales/i18n';
import { ImpowerPage } from '../pages/ImpowerPage';
import { sysManagerRoutes, userCenterRoutes } from '../routes';
import * as api from '../../../api/sys';

vi.mock('../../../api/sys', async (orig) => {
  const real = await orig<typeof import('../../../api/sys')>();
  return {
    ...real,
    queryRoles: vi.fn(async () => ({
      rows: [
        { id: 'r-admin', name: '系统管理员', code: 'admin', sort: 10, status: 1 },
        { id: 'r-fin', name: '财务主管', code: 'finance', sort: 20, status: 1 },
      ],
      total: 2,
    })),
    queryMenuTree: vi.fn(async () => [
      { id: 'm-sys', name: '系统管理', children: [{ id: 'm-user', name: '用户管理', parentId: 'm-sys' }, { id: 'm-role', name: '角色管理', parentId: 'm-sys' }] },
    ]),
    queryRoleMenuIds: vi.fn(async (roleId: string) => (roleId === 'r-fin' ? ['m-user'] : [])),
    saveRoleMenus: vi.fn(async () => ({})),
    fetchShareDeptTree: vi.fn(async () => [{ id: 'd1', name: '总公司' }]),
    queryRoleDeptIds: vi.fn(async () => []),
  };
});

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname + loc.search}</div>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/sys-manager/impower-new/function" element={<ImpowerPage part="function" base="/sys-manager/impower-new" />} />
            <Route path="/sys-manager/impower-new/department" element={<ImpowerPage part="department" base="/sys-manager/impower-new" />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

describe('integrated authorisation', () => {
  it('grants function rights to the role picked on the left', async () => {
    renderAt('/sys-manager/impower-new/function');
    const rows = await screen.findAllByTestId('role-item');
    expect(rows.map((r) => r.textContent)).toEqual(['系统管理员', '财务主管']);
    fireEvent.click(rows[1]);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/sys-manager/impower-new/function?roleId=r-fin'));
    expect(await screen.findByText('功能权限 · 财务主管')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('role-menu-tree-check-all'));
    fireEvent.click(screen.getByTestId('role-menu-tree-save'));
    await waitFor(() => expect(api.saveRoleMenus).toHaveBeenCalledWith('r-fin', expect.arrayContaining(['m-sys', 'm-user', 'm-role'])));
  });

  it('keeps the chosen role when switching to department rights', async () => {
    renderAt('/sys-manager/impower-new/function?roleId=r-fin');
    fireEvent.click(await screen.findByTestId('impower-tab-department'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/sys-manager/impower-new/department?roleId=r-fin'));
    expect(await screen.findByText('部门权限 · 财务主管')).toBeTruthy();
    expect(await screen.findByText('总公司')).toBeTruthy();
  });
});

describe('routes', () => {
  it('offers impower-new with its four parts and both user centres with the spec children', () => {
    const impower = sysManagerRoutes.find((r) => r.path === 'impower-new')!;
    expect(impower.children!.map((c) => c.path ?? 'index')).toEqual(['index', 'function', 'data', 'department', 'account']);
    expect(sysManagerRoutes.some((r) => r.path === 'hierarchy-dict')).toBe(true);
    for (const base of ['/user-center', '/user-center-admin'] as const) {
      const paths = userCenterRoutes(base).map((c) => c.path ?? 'index');
      expect(paths).toEqual([
        'index', 'baseInformation', 'editPasswrod', 'organization', 'userManager', 'roleManager',
        'functionAuthorization', 'dataAuthorization', 'departmentAuthorization', '*',
      ]);
    }
  });
});
