// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../locales/i18n';
import { filterDictTree, HierarchyDictPage } from '../pages/HierarchyDictPage';
import * as api from '../../../api/sys';

/** A node as the server answers it (toTree adds the name). */
const node = (id: string, label: string, value: string, parentId: string | null, enabled: boolean, sort: number): api.TreeDictNode => ({
  id, name: label, label, value, text: label, parentId, version: 1, enabled, disabled: !enabled, sort, remark: null, extValues: {},
});
const NODES: api.TreeDictNode[] = [
  { ...node('n1', '办公费', '02', null, true, 1), children: [node('n11', '办公用品', '0201', 'n1', true, 1)] },
  node('n2', '差旅费', '03', null, false, 2),
];

vi.mock('../../../api/sys', async (orig) => {
  const real = await orig<typeof import('../../../api/sys')>();
  return {
    ...real,
    fetchDictKinds: vi.fn(async () => [
      { id: 'dict', name: '普通字典', children: [{ id: 'SEX', name: '性别' }] },
      { id: 'treedict', name: '层级字典', children: [{ id: 'EXPENSE_TYPE', name: '费用类型', count: 3 }, { id: 'SUPPLIES_CLASS', name: '用品分类', count: 0 }] },
    ]),
    queryTreeDict: vi.fn(async (type: string) => (type === 'EXPENSE_TYPE' ? NODES : [])),
    createDictItem: vi.fn(async () => ({})),
    updateDictItem: vi.fn(async () => ({})),
    moveTreeDictNode: vi.fn(async () => ({})),
  };
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <HierarchyDictPage />
      </AntApp>
    </QueryClientProvider>,
  );
}

describe('filterDictTree', () => {
  it('keeps matches with their ancestors, by label or value', () => {
    expect(filterDictTree(NODES, '用品').map((n) => [n.label, n.children?.map((c) => c.label)])).toEqual([['办公费', ['办公用品']]]);
    expect(filterDictTree(NODES, '03').map((n) => n.label)).toEqual(['差旅费']);
    expect(filterDictTree(NODES, '  ')).toBe(NODES);
  });
});

describe('HierarchyDictPage', () => {
  it('lists only tree dictionaries and shows the first one as a tree table', async () => {
    renderPage();
    const kinds = await screen.findAllByTestId('treedict-kind');
    expect(kinds.map((k) => k.getAttribute('data-code'))).toEqual(['EXPENSE_TYPE', 'SUPPLIES_CLASS']);
    expect(await screen.findByText('0201')).toBeTruthy();
    expect(screen.getByText('停用')).toBeTruthy();
    fireEvent.click(kinds[1]);
    expect(await screen.findByText('暂无节点，点击「新增顶级节点」开始')).toBeTruthy();
  });

  it('adds a child under the node whose 新增下级 was clicked', async () => {
    renderPage();
    await screen.findByText('0201');
    const row = screen.getAllByTestId('treedict-row').find((r) => r.getAttribute('data-row-id') === 'n2')!;
    fireEvent.click(within(row).getByTestId('treedict-add-child'));
    fireEvent.change(await screen.findByTestId('treedict-form-label'), { target: { value: '市内交通' } });
    fireEvent.change(screen.getByTestId('treedict-form-value'), { target: { value: '0301' } });
    fireEvent.click(screen.getByTestId('treedict-save'));
    await waitFor(() =>
      expect(api.createDictItem).toHaveBeenCalledWith(expect.objectContaining({ type: 'EXPENSE_TYPE', parentId: 'n2', label: '市内交通', value: '0301', enabled: true })),
    );
  });

  it('requires the label and value before saving', async () => {
    renderPage();
    await screen.findByText('0201');
    fireEvent.click(screen.getByTestId('treedict-add'));
    fireEvent.click(await screen.findByTestId('treedict-save'));
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
    expect(screen.getByText('值不能为空')).toBeTruthy();
  });

  it('sends a drag onto the middle of a row as an inside move', async () => {
    renderPage();
    await screen.findByText('0201');
    const rowOf = (id: string) => screen.getAllByTestId('treedict-row').find((r) => r.getAttribute('data-row-id') === id)!;
    // jsdom rows have no height: give the target one so the pointer can be in its middle
    rowOf('n1').getBoundingClientRect = () => ({ top: 0, height: 40, bottom: 40, left: 0, right: 100, width: 100, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.dragStart(rowOf('n2'), { dataTransfer: { setData: () => undefined } });
    fireEvent.drop(rowOf('n1'), { clientY: 20 });
    await waitFor(() => expect(api.moveTreeDictNode).toHaveBeenCalledWith('n2', 'n1', 'inside'));
  });

  it('moves by pick and place without drag events (touch): grip, target row, 放在前面', async () => {
    vi.mocked(api.moveTreeDictNode).mockClear();
    renderPage();
    await screen.findByText('0201');
    const rowOf = (id: string) => screen.getAllByTestId('treedict-row').find((r) => r.getAttribute('data-row-id') === id)!;
    fireEvent.click(within(rowOf('n2')).getByTestId('drag-pick'));
    expect(within(screen.getByTestId('drag-pick-bar')).getByText('已选中「差旅费」：请点选目标行')).toBeTruthy();
    fireEvent.click(rowOf('n1'));
    expect(screen.getByText('把「差旅费」移到「办公费」')).toBeTruthy();
    fireEvent.click(screen.getByTestId('drag-place-before'));
    await waitFor(() => expect(api.moveTreeDictNode).toHaveBeenCalledWith('n2', 'n1', 'before'));
    expect(screen.queryByTestId('drag-pick-bar')).toBeNull();
  });
});
