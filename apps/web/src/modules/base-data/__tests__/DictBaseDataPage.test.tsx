// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../locales/i18n';
import * as api from '../../../api/sys';
import { DictBaseDataPage } from '../pages/DictBaseDataPage';
import { DICT_BASE_DATA } from '../pages/dict-base-data';

const perms = vi.hoisted(() => ({ list: [] as string[] }));
vi.mock('../../../app/hooks/use-user', async (orig) => ({
  ...(await orig<typeof import('../../../app/hooks/use-user')>()),
  useUserInfo: () => ({ data: { userId: 'u1', isAdmin: false, roles: [], permissions: perms.list } }),
}));

const node = (id: string, label: string, value: string, parentId: string | null): api.TreeDictNode => ({
  id, name: label, label, value, text: label, parentId, version: 1, enabled: true, disabled: false, sort: 10, remark: null, extValues: {},
});
vi.mock('../../../api/sys', async (orig) => ({
  ...(await orig<typeof import('../../../api/sys')>()),
  queryTreeDict: vi.fn(async (type: string) => (type === 'ASSET_CLASS'
    ? [{ ...node('c1', '电子设备', '01', null), children: [node('c11', '台式电脑', '0101', 'c1')] }]
    : [node('m1', '电脑故障', '1', null), node('m2', '网络故障', '3', null)])),
  createDictItem: vi.fn(async () => ({})),
}));

function renderPage(page: (typeof DICT_BASE_DATA)[keyof typeof DICT_BASE_DATA]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <DictBaseDataPage page={page} />
      </AntApp>
    </QueryClientProvider>,
  );
}

describe('DictBaseDataPage', () => {
  it('shows the classes as a tree and adds a child class under the page\'s add right', async () => {
    perms.list = ['bd:assetClass:view', 'bd:assetClass:add'];
    renderPage(DICT_BASE_DATA.assetClass);
    expect(await screen.findByText('0101')).toBeTruthy();
    expect(screen.getByText('资产分类（ASSET_CLASS）')).toBeTruthy();
    // add only: no edit or delete buttons
    expect(screen.queryAllByTestId('bd-dict-edit')).toHaveLength(0);
    expect(screen.queryAllByTestId('bd-dict-delete')).toHaveLength(0);
    const row = screen.getAllByTestId('bd-dict-row').find((r) => r.getAttribute('data-row-id') === 'c1')!;
    fireEvent.click(within(row).getByTestId('bd-dict-add-child'));
    fireEvent.change(await screen.findByTestId('bd-dict-form-label'), { target: { value: '平板电脑' } });
    fireEvent.change(screen.getByTestId('bd-dict-form-value'), { target: { value: '0107' } });
    fireEvent.click(screen.getByTestId('bd-dict-save'));
    await waitFor(() => expect(api.createDictItem).toHaveBeenCalledWith(expect.objectContaining({ type: 'ASSET_CLASS', parentId: 'c1', label: '平板电脑', value: '0107' })));
  });

  it('a plain dictionary is a flat list; the view right alone shows no buttons', async () => {
    perms.list = ['bd:maintainProblem:view'];
    renderPage(DICT_BASE_DATA.maintainProblem);
    expect(await screen.findByText('网络故障')).toBeTruthy();
    expect(screen.queryByTestId('bd-dict-add')).toBeNull();
    expect(screen.queryAllByTestId('bd-dict-add-child')).toHaveLength(0);
    expect(screen.queryAllByTestId('bd-dict-edit')).toHaveLength(0);
  });

  it('the system dictionary right passes too', async () => {
    perms.list = ['sys:dict:add', 'sys:dict:edit'];
    renderPage(DICT_BASE_DATA.maintainProblem);
    expect(await screen.findByText('网络故障')).toBeTruthy();
    expect(screen.getByTestId('bd-dict-add').textContent).toContain('新增字典项');
    expect(screen.getAllByTestId('bd-dict-edit')).toHaveLength(2);
  });
});
