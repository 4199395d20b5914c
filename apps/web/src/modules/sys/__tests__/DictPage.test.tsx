// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import '../../../locales/i18n';
import { DictPage } from '../pages/DictPage';
import * as api from '../../../api/sys';

vi.mock('../../../api/sys', async (orig) => {
  const real = await orig<typeof import('../../../api/sys')>();
  return {
    ...real,
    fetchDictKinds: vi.fn(async () => [
      { id: 'dict', name: '普通字典', type: 'group', children: [{ id: 'SEX', name: '性别', type: 'dict', isTree: false }] },
      { id: 'treedict', name: '层级字典', type: 'group', children: [{ id: 'EXPENSE_TYPE', name: '费用类型', type: 'dict', isTree: true }] },
    ]),
    queryDictItems: vi.fn(async () => ({ rows: [{ id: 'i1', type: 'SEX', label: '男', value: '1', sort: 10, enabled: true, version: 1 }], total: 1 })),
  };
});

describe('DictPage', () => {
  it('lists the chosen dictionary and points tree dictionaries to their own page', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AntApp>
          <MemoryRouter>
            <DictPage />
          </MemoryRouter>
        </AntApp>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('男', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('dict-tree-hint')).toBeNull();
    expect(vi.mocked(api.queryDictItems).mock.calls[0][0]).toMatchObject({ params: { type: 'SEX' }, pageSize: 50, orderBy: 'sort' });
    // the search opens the collapsed 层级字典 group
    fireEvent.change(screen.getByTestId('dict-kind-search'), { target: { value: '费用' } });
    fireEvent.click(await screen.findByText('费用类型'));
    await waitFor(() => expect(screen.getByTestId('dict-tree-hint')).toBeTruthy());
    expect(screen.getByText('去层级字典').closest('a')?.getAttribute('href')).toBe('/sys-manager/hierarchy-dict');
  });
});
