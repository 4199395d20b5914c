// @vitest-environment jsdom
import '../../../test/setup';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import '../../../locales/i18n';
import type { UserInfo } from '../../../api/types';
import { USER_INFO_KEY } from '../../../app/hooks/use-user';
import { sessionStore } from '../../../app/store/session';
import { ParamsPage } from '../pages/ParamsPage';
import * as api from '../../../api/sys';

vi.mock('../../../api/sys', async (orig) => ({
  ...(await orig<typeof import('../../../api/sys')>()),
  queryParams: vi.fn(async () => ({
    rows: [
      { id: 'p1', key: 'app.title', name: '系统名称', value: '咨询企业办公系统', isPublic: true, category: 'custom', version: 2 },
      { id: 'p2', key: 'sms.enabled', name: '短信', value: 'false', isPublic: false, category: 'custom', version: 5 },
      { id: 'p3', key: 'login.captcha', name: '启用图形验证码', value: 'true', isPublic: true, category: 'basic', version: 1 },
    ],
    total: 3,
  })),
  queryParamOverrides: vi.fn(async () => ({})),
  createParam: vi.fn(async () => ({ success: true, code: 1000, msg: '', data: {} })),
  updateParam: vi.fn(async () => ({ success: true, code: 1000, msg: '', data: {} })),
  deleteParam: vi.fn(async () => ({ success: true, code: 1000, msg: '' })),
}));

const TOKEN = 'tok-params';
const admin: UserInfo = { userId: 'u0', loginName: 'admin', name: '管理员', roles: ['admin'], permissions: [], isAdmin: true, isMember: false, menuList: [] };

function renderPage(category: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData([USER_INFO_KEY, TOKEN], admin);
  return render(
    <MemoryRouter initialEntries={[`/sys-manager/system-params-manage/${category}`]}>
      <QueryClientProvider client={client}>
        <AntApp>
          <Routes><Route path="/sys-manager/system-params-manage/:category" element={<ParamsPage />} /></Routes>
        </AntApp>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.set({ token: TOKEN });
  vi.clearAllMocks();
});

describe('ParamsPage', () => {
  it('lists a category by key; only custom parameters are added and deleted', async () => {
    renderPage('basic');
    expect(await screen.findByText('app.title')).toBeTruthy();
    expect(vi.mocked(api.queryParams).mock.calls[0][0]).toMatchObject({ params: { category: 'basic' }, orderBy: 'key', order: 'asc' });
    expect(screen.queryByTestId('params-add')).toBeNull();
    expect(screen.queryByTestId('params-delete')).toBeNull();
    fireEvent.change(screen.getByTestId('params-search'), { target: { value: 'sms' } });
    await waitFor(() => expect(vi.mocked(api.queryParams).mock.lastCall?.[0].params).toEqual({ category: 'basic', key$like: 'sms' }));
  });

  it('edits a value with the row version, switches a boolean, and adds a custom parameter with the key rule', async () => {
    renderPage('custom');
    await screen.findByText('app.title');
    fireEvent.click(screen.getAllByTestId('params-edit')[0]);
    fireEvent.change(await screen.findByTestId('params-form-value'), { target: { value: '新名称' } });
    fireEvent.click(screen.getByTestId('params-save'));
    await waitFor(() => expect(api.updateParam).toHaveBeenCalledWith({ id: 'p1', value: '新名称', version: 2 }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('params-bool-switch')[0]);
    await waitFor(() => expect(api.updateParam).toHaveBeenLastCalledWith({ id: 'p2', value: 'true', version: 5 }));

    fireEvent.click(screen.getByTestId('params-add'));
    fireEvent.change(await screen.findByTestId('params-add-key'), { target: { value: '1bad' } });
    fireEvent.click(screen.getByTestId('params-add-save'));
    expect(await screen.findByText('以字母开头，可含字母、数字、_ . -')).toBeTruthy();
    fireEvent.change(screen.getByTestId('params-add-key'), { target: { value: 'report.footer' } });
    fireEvent.click(screen.getByTestId('params-add-save'));
    await waitFor(() => expect(api.createParam).toHaveBeenCalledWith(expect.objectContaining({ key: 'report.footer', value: '', category: 'custom' })));
  });

  it('says beside the captcha switch when the start-up variable decides it', async () => {
    vi.mocked(api.queryParamOverrides).mockResolvedValueOnce({ 'login.captcha': 'false' });
    renderPage('basic');
    const note = await screen.findByTestId('params-overridden');
    expect(note.textContent).toBe('由启动变量 ECMS_CAPTCHA 决定（关闭），此处修改不生效');
    // beside the switch of that row only
    expect(note.closest('tr')?.textContent).toContain('login.captcha');
    expect(screen.getAllByTestId('params-overridden')).toHaveLength(1);
  });

  it('shows no note when no variable is set', async () => {
    renderPage('basic');
    await screen.findByText('login.captcha');
    await waitFor(() => expect(api.queryParamOverrides).toHaveBeenCalled());
    expect(screen.queryByTestId('params-overridden')).toBeNull();
  });
});
