// @vitest-environment jsdom
import '../../test/setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../locales/i18n';
import type { UserInfo } from '../../api/types';
import { USER_INFO_KEY } from '../../app/hooks/use-user';
import { sessionStore } from '../../app/store/session';
import { ExportButton, type ExportButtonProps } from '../ExportButton';

const TOKEN = 'tok-export';

const user = (over: Partial<UserInfo> = {}): UserInfo => ({
  userId: 'u1', loginName: 'sunli', name: '孙丽', roles: ['staff'], permissions: ['contract:database:view'],
  isAdmin: false, isMember: false, menuList: [], ...over,
});

function renderButton(props: Partial<ExportButtonProps>, who: UserInfo | null = user()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (who) client.setQueryData([USER_INFO_KEY, TOKEN], who);
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <ExportButton
          code="contract:database"
          permission="contract:database:view"
          request={{ params: { name$like: '道路' }, orderBy: 'createdDate', order: 'desc' }}
          fileName="合同台账"
          {...props}
        />
      </AntApp>
    </QueryClientProvider>,
  );
}

const fetchMock = vi.fn();
const clicked: string[] = [];

beforeEach(() => {
  sessionStore.set({ token: TOKEN });
  sessionStorage.setItem('AuthToken', TOKEN);
  fetchMock.mockReset();
  clicked.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this.download); });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.set({ token: null });
  sessionStorage.removeItem('AuthToken');
});

const xlsxAnswer = (name: string) => new Response('PK', {
  status: 200,
  headers: {
    'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
  },
});

describe('ExportButton', () => {
  it('posts the page\'s filters and order to exportData and saves the file under the server\'s name', async () => {
    fetchMock.mockResolvedValue(xlsxAnswer('合同台账_20261122.xlsx'));
    renderButton({});
    fireEvent.click(await screen.findByTestId('list-export'));
    await waitFor(() => expect(clicked).toEqual(['合同台账_20261122.xlsx']));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/b/excel/template/exportData');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).AuthToken).toBe(TOKEN);
    expect(JSON.parse(init.body as string)).toEqual({
      code: 'contract:database', fileName: '合同台账', params: { name$like: '道路' }, orderBy: 'createdDate', order: 'desc',
    });
  });

  it('is hidden without the list\'s right, shown to administrators, and hidden while the user is unknown', async () => {
    renderButton({}, user({ permissions: ['home:todo:view'] }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('list-export')).toBeNull();

    sessionStore.set({ token: null });
    const { unmount } = renderButton({}, null);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('list-export')).toBeNull();
    unmount();
    sessionStore.set({ token: TOKEN });

    renderButton({}, user({ permissions: [], isAdmin: true, roles: ['admin'] }));
    expect(await screen.findByTestId('list-export')).toBeTruthy();
    fireEvent.click(screen.getByTestId('list-export'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });

  it('shows the server\'s message when the export is refused', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: false, code: 403, status: false, msg: '没有权限执行此操作' }), {
      status: 403, headers: { 'content-type': 'application/json' },
    }));
    renderButton({});
    fireEvent.click(await screen.findByTestId('list-export'));
    expect(await screen.findByText('没有权限执行此操作')).toBeTruthy();
    expect(clicked).toEqual([]);
    // The button is usable again after the failure.
    await waitFor(() => expect(screen.getByTestId('list-export').className).not.toContain('loading'));
  });

  it('a page that knows the right itself (an online form) uses its own export call', async () => {
    const download = vi.fn(async () => undefined);
    renderButton({ code: undefined, permission: undefined, allowed: true, download, testId: 'wf-list-export' }, user({ permissions: [] }));
    fireEvent.click(await screen.findByTestId('wf-list-export'));
    await waitFor(() => expect(download).toHaveBeenCalledWith({ params: { name$like: '道路' }, orderBy: 'createdDate', order: 'desc' }, '合同台账'));
    expect(fetchMock).not.toHaveBeenCalled();

    renderButton({ allowed: false, testId: 'no-right' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('no-right')).toBeNull();
  });
});
