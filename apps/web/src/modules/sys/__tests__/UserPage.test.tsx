// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import '../../../locales/i18n';
import { UserPage } from '../pages/UserPage';
import * as api from '../../../api/sys';

vi.mock('../../../api/sys', async (orig) => {
  const real = await orig<typeof import('../../../api/sys')>();
  return {
    ...real,
    queryUsers: vi.fn(async () => ({
      rows: [
        { id: 'u1', loginName: 'zhangsan', name: '张三', deptName: '财务部', status: 1, version: 1 },
        { id: 'u2', loginName: 'lisi', name: '李四', deptName: '财务部', status: 0, version: 1, lockedUntil: '2999-01-01T00:00:00Z' },
      ],
      total: 2,
    })),
    fetchShareDeptTree: vi.fn(async () => []),
    fetchStaffRanks: vi.fn(async () => []),
    fetchDict: vi.fn(async () => []),
    queryRoles: vi.fn(async () => ({ rows: [], total: 0 })),
    resetUserPassword: vi.fn(async () => 'Xy7#secret9'),
    deleteUser: vi.fn(async () => ({})),
    setUserStatus: vi.fn(async () => ({})),
    unlockUser: vi.fn(async () => ({})),
  };
});

function renderPage(url = '/sys-manager/user') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={client}>
        <AntApp>
          <UserPage />
        </AntApp>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('UserPage', () => {
  it('lists users with 共 N 条 and marks locked ones', async () => {
    renderPage();
    expect(await screen.findByText('zhangsan')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(screen.getAllByTestId('user-unlock')).toHaveLength(1);
    expect(vi.mocked(api.queryUsers).mock.calls[0][0]).toMatchObject({ pageNo: 1, pageSize: 50 });
  });

  it('a batch action without a selection warns 请至少选择一条记录！', async () => {
    renderPage();
    await screen.findByText('zhangsan');
    fireEvent.click(screen.getByTestId('user-batch-delete'));
    await waitFor(() => expect(document.body.textContent).toContain('请至少选择一条记录！'));
    expect(api.deleteUser).not.toHaveBeenCalled();
  });

  it('reset password shows the generated password once', async () => {
    renderPage();
    await screen.findByText('zhangsan');
    fireEvent.click(screen.getAllByTestId('user-reset-password')[0]);
    const ok = await screen.findByText('确 定').catch(() => screen.findByText('确定'));
    fireEvent.click(ok);
    expect((await screen.findByTestId('user-password-value')).textContent).toContain('Xy7#secret9');
    expect(api.resetUserPassword).toHaveBeenCalledWith('u1');
  });

  it('disables a user with the status switch and unlocks a locked one', async () => {
    renderPage();
    await screen.findByText('zhangsan');
    const switches = screen.getAllByTestId('user-status-switch');
    expect(switches.map((el) => el.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    fireEvent.click(switches[0]);
    await waitFor(() => expect(api.setUserStatus).toHaveBeenCalledWith('u1', 0));
    fireEvent.click(switches[1]);
    await waitFor(() => expect(api.setUserStatus).toHaveBeenCalledWith('u2', 1));
    fireEvent.click(screen.getByTestId('user-unlock'));
    await waitFor(() => expect(api.unlockUser).toHaveBeenCalledWith('u2'));
    expect((await screen.findAllByText('设置成功')).length).toBeGreaterThan(0);
  });

  it('opens filtered to the person a global-search hit names (?keyword=)', async () => {
    renderPage('/sys-manager/user?keyword=zhangsan');
    await waitFor(() => expect(vi.mocked(api.queryUsers).mock.calls.some((c) => JSON.stringify(c).includes('"loginName$like":"zhangsan"'))).toBe(true));
    expect((screen.getByTestId('user-search-login').closest('input') ?? screen.getByTestId('user-search-login').querySelector('input'))?.getAttribute('value')).toBe('zhangsan');
  });
});
