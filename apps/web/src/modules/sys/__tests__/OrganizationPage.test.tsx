// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import '../../../locales/i18n';
import { OrganizationPage } from '../pages/OrganizationPage';
import * as api from '../../../api/sys';

vi.mock('../../../api/sys', async (orig) => {
  const real = await orig<typeof import('../../../api/sys')>();
  return {
    ...real,
    queryDeptTree: vi.fn(async () => [
      { id: 'd1', parentId: null, name: '总公司', children: [
        { id: 'd2', parentId: 'd1', name: '造价部', children: [{ id: 'd3', parentId: 'd2', name: '造价一组', children: [] }] },
      ] },
    ]),
    queryUsers: vi.fn(async () => ({ rows: [], total: 0 })),
    fetchShareDeptTree: vi.fn(async () => []),
    fetchStaffRanks: vi.fn(async () => []),
    fetchDict: vi.fn(async () => []),
    queryRoles: vi.fn(async () => ({ rows: [], total: 0 })),
  };
});

function renderPage(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={client}>
        <AntApp>
          <OrganizationPage />
        </AntApp>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('OrganizationPage', () => {
  it('opens on the department named by ?deptId= (a search hit) and lists its users', async () => {
    renderPage('/sys-manager/organization?deptId=d3');
    expect(await screen.findByText('造价一组')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(api.queryUsers).mock.calls.at(-1)?.[0]).toMatchObject({ params: { deptId: 'd3' } }));
    expect(document.querySelector('.ant-tree-treenode-selected')?.textContent).toContain('造价一组');
  });

  it('without ?deptId= lists everyone', async () => {
    renderPage('/sys-manager/organization');
    await screen.findByText('总公司');
    await waitFor(() => expect(api.queryUsers).toHaveBeenCalled());
    expect(vi.mocked(api.queryUsers).mock.calls.at(-1)?.[0]).not.toMatchObject({ params: { deptId: 'd3' } });
  });
});
