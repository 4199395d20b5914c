// @vitest-environment jsdom
import '../../../test/setup';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, Button } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../locales/i18n';
import type { UserInfo } from '../../../api/types';
import { HttpError } from '../../../api/http';
import { USER_INFO_KEY } from '../../../app/hooks/use-user';
import { sessionStore } from '../../../app/store/session';
import { useCrudMutation } from '..';
import { PostLedgerPage } from './ExamplePostLedger';
import * as api from './example-api';

vi.mock('./example-api', async (orig) => ({
  ...(await orig<typeof import('./example-api')>()),
  queryPosts: vi.fn(async () => ({
    rows: [{ id: 'p1', code: 'PM', name: '项目经理', type: '1', sort: 10, enabled: true, version: 3, updatedDate: '2026-03-01T08:30:00Z' }],
    total: 1,
  })),
  savePost: vi.fn(async () => ({ success: true, code: 1000, msg: '', data: {} })),
  deletePosts: vi.fn(async () => ({ success: true, code: 1000, msg: '' })),
}));
vi.mock('../../../api/sys', async (orig) => ({ ...(await orig<typeof import('../../../api/sys')>()), fetchDict: vi.fn(async () => [{ value: '1', label: '管理岗' }]) }));

const TOKEN = 'tok-ledger';
const user = (permissions: string[], isAdmin = false): UserInfo => ({
  userId: 'u1', loginName: 'sunli', name: '孙丽', roles: ['staff'], permissions, isAdmin, isMember: false, menuList: [],
});

function renderWith(node: React.ReactNode, who: UserInfo) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData([USER_INFO_KEY, TOKEN], who);
  return render(<QueryClientProvider client={client}><AntApp>{node}</AntApp></QueryClientProvider>);
}

beforeEach(() => {
  sessionStore.set({ token: TOKEN });
  vi.clearAllMocks();
});

describe('LedgerPage (the 岗位台账 example)', () => {
  it('lists with 共 N 条, labels from the dictionary and the search as list params', async () => {
    renderWith(<PostLedgerPage />, user(['sys:post:view']));
    expect(await screen.findByText('项目经理')).toBeTruthy();
    expect(screen.getByText('共 1 条')).toBeTruthy();
    expect(await screen.findByText('管理岗')).toBeTruthy();
    expect(screen.getByText(/^2026-03-0[12] \d\d:\d\d$/)).toBeTruthy();
    expect(vi.mocked(api.queryPosts).mock.calls[0][0]).toMatchObject({ params: {}, orderBy: 'sort', order: 'asc', pageNo: 1, pageSize: 50 });
    fireEvent.change(screen.getByTestId('post-search'), { target: { value: ' 经理 ' } });
    await waitFor(() => expect(vi.mocked(api.queryPosts).mock.lastCall?.[0].params).toEqual({ name$like: '经理' }));
  });

  it('hides the buttons whose right the user lacks', async () => {
    renderWith(<PostLedgerPage />, user(['sys:post:view']));
    await screen.findByText('项目经理');
    for (const id of ['post-add', 'post-edit', 'post-delete', 'post-batch-delete', 'post-import']) expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.getByTestId('list-export')).toBeTruthy();
  });

  it('validates the form, saves, toasts 保存成功, closes the dialog and refreshes the list', async () => {
    renderWith(<PostLedgerPage />, user(['sys:post:view', 'sys:post:add', 'sys:post:edit']));
    await screen.findByText('项目经理');
    fireEvent.click(screen.getByTestId('post-add'));
    fireEvent.click(await screen.findByTestId('post-save'));
    expect(await screen.findByText('岗位编码不能为空')).toBeTruthy();
    expect(api.savePost).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('post-code'), { target: { value: 'QA' } });
    fireEvent.change(screen.getByTestId('post-name'), { target: { value: '质检员' } });
    const calls = vi.mocked(api.queryPosts).mock.calls.length;
    fireEvent.click(screen.getByTestId('post-save'));
    await waitFor(() => expect(api.savePost).toHaveBeenCalledWith(expect.objectContaining({ code: 'QA', name: '质检员', enabled: true, sort: 0, id: undefined })));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(api.queryPosts).mock.calls.length).toBeGreaterThan(calls));
    // editing sends the row's id and version (optimistic lock)
    fireEvent.click(screen.getByTestId('post-edit'));
    await waitFor(() => expect((screen.getByTestId('post-name') as HTMLInputElement).value).toBe('项目经理'));
    fireEvent.click(screen.getByTestId('post-save'));
    await waitFor(() => expect(api.savePost).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p1', version: 3, code: 'PM' })));
  });

  it('batch delete warns 请至少选择一条记录！ without a selection, then deletes the chosen rows after confirmation', async () => {
    renderWith(<PostLedgerPage />, user([], true));
    await screen.findByText('项目经理');
    fireEvent.click(screen.getByTestId('post-batch-delete'));
    expect(await screen.findByText('请至少选择一条记录！')).toBeTruthy();
    const table = screen.getByTestId('post-table');
    fireEvent.click(within(table).getAllByRole('checkbox')[1]);
    fireEvent.click(screen.getByTestId('post-batch-delete'));
    fireEvent.click(await screen.findByTestId('batch-delete-ok'));
    await waitFor(() => expect(api.deletePosts).toHaveBeenCalledWith(['p1']));
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });
});

function Probe({ fn }: { fn: () => Promise<unknown> }) {
  const m = useCrudMutation({ mutationFn: fn });
  return <Button onClick={() => m.mutate()}>go</Button>;
}

describe('useCrudMutation', () => {
  it('shows the server message of the answer', async () => {
    renderWith(<Probe fn={async () => ({ success: true, code: 1000, msg: '审核成功' })} />, user([]));
    await act(async () => fireEvent.click(screen.getByText('go')));
    expect(await screen.findByText('审核成功')).toBeTruthy();
  });

  it('toasts a failure the http client did not show, and leaves business errors to it', async () => {
    renderWith(<Probe fn={async () => { throw new Error('模板缺少列'); }} />, user([]));
    await act(async () => fireEvent.click(screen.getByText('go')));
    expect(await screen.findByText('模板缺少列')).toBeTruthy();
    const { unmount } = renderWith(<Probe fn={async () => { throw new HttpError('business', '记录已被修改'); }} />, user([]));
    await act(async () => fireEvent.click(screen.getAllByText('go')[1]));
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByText('记录已被修改')).toBeNull();
    unmount();
  });
});
