// @vitest-environment jsdom
import '../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import '../../locales/i18n';
import { toTree, subtreeIds } from '../../api/sys';
import { act } from '@testing-library/react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, useLocalPagination, usePagination } from '../list-page';
import { DeptSelectDialog } from '../dept';

vi.mock('../../api/sys', async (orig) => {
  const real = await orig<typeof import('../../api/sys')>();
  return {
    ...real,
    fetchShareDeptTree: vi.fn(async () => [
      { id: 'root', name: '总公司', children: [{ id: 'a', name: '造价咨询部', parentId: 'root' }, { id: 'b', name: '财务部', parentId: 'root' }] },
    ]),
  };
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <AntApp>{children}</AntApp>
    </QueryClientProvider>
  );
}

describe('list paging', () => {
  it('defaults to 50 per page with 50/100/150, quick jump and 共 N 条', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(50);
    expect(PAGE_SIZE_OPTIONS).toEqual([50, 100, 150]);
    const onChange = vi.fn();
    const { result } = renderHook(() => usePagination(321, 2, 50, onChange), { wrapper });
    expect(result.current.showQuickJumper).toBe(true);
    expect(result.current.showSizeChanger).toBe(true);
    expect(result.current.showTotal?.(321, [51, 100])).toBe('共 321 条');
    // changing the size goes back to page 1
    result.current.onChange?.(3, 100);
    expect(onChange).toHaveBeenCalledWith(1, 100);
  });
});

describe('local paging', () => {
  it('pages an in-memory list the same way and stays on a page that exists when rows go', () => {
    const { result, rerender } = renderHook(({ total }) => useLocalPagination(total), { wrapper, initialProps: { total: 120 } });
    expect(result.current.pageSize).toBe(50);
    expect(result.current.pageSizeOptions).toEqual([50, 100, 150]);
    expect(result.current.showTotal?.(120, [1, 50])).toBe('共 120 条');
    act(() => result.current.onChange?.(3, 50));
    expect(result.current.current).toBe(3);
    rerender({ total: 80 });
    expect(result.current.current).toBe(2);
  });
});

describe('tree helpers', () => {
  it('builds a tree from a flat list and finds a subtree', () => {
    const tree = toTree([
      { id: '1', name: 'A', parentId: null },
      { id: '2', name: 'B', parentId: '1' },
      { id: '3', label: 'C', parentId: '2' },
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0].children?.[0].children?.[0].name).toBe('C');
    expect(subtreeIds(tree, '2')).toEqual(['2', '3']);
  });
});

describe('DeptSelectDialog', () => {
  it('returns the chosen department', async () => {
    const onOk = vi.fn();
    render(<DeptSelectDialog open onOk={onOk} onCancel={() => undefined} />, { wrapper });
    fireEvent.click(await screen.findByText('财务部'));
    fireEvent.click(screen.getByTestId('dept-dialog-ok'));
    await waitFor(() => expect(onOk).toHaveBeenCalled());
    expect(onOk.mock.calls[0][0]).toEqual(['b']);
    expect(onOk.mock.calls[0][1][0].name).toBe('财务部');
  });

  it('filters by keyword', async () => {
    render(<DeptSelectDialog open onOk={() => undefined} onCancel={() => undefined} />, { wrapper });
    await screen.findByText('财务部');
    fireEvent.change(screen.getByTestId('dept-dialog-search'), { target: { value: '造价' } });
    await waitFor(() => expect(screen.queryByText('财务部')).toBeNull());
    expect(screen.getByText('造价咨询部')).toBeTruthy();
  });
});
