// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../locales/i18n';
import { CheckItemsPanel } from '../pages/CheckItemsPanel';
import * as api from '../check-api';

vi.mock('../check-api', async (orig) => {
  const real = await orig<typeof import('../check-api')>();
  return {
    ...real,
    queryCheckItems: vi.fn(async () => ({ rows: [], total: 0 })),
    searchNodeItems: vi.fn(async () => [
      { id: '0101-01', checkCategory: '01', categoryName: '安全管理', tableCode: '0101', tableName: '安全管理检查评分表', checkContent: '安全生产责任制', kind: 'guarantee', baseScore: 10, selected: false },
      { id: '0101-02', checkCategory: '01', categoryName: '安全管理', tableCode: '0101', tableName: '安全管理检查评分表', checkContent: '施工组织设计及专项施工方案', kind: 'guarantee', baseScore: 10, selected: true },
    ]),
    selectNodeItems: vi.fn(async () => ({ code: 200, msg: '成功选择', data: [] })),
  };
});

const renderPanel = (props: Parameters<typeof CheckItemsPanel>[0]) => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <AntApp><CheckItemsPanel {...props} /></AntApp>
  </QueryClientProvider>,
);

describe('check items of a patrol record', () => {
  it('asks to save first, then for the unit project and the part, before opening the node items', async () => {
    const { unmount } = renderPanel({ editable: true });
    fireEvent.click(screen.getByTestId('sup-record-item-pick'));
    expect(await screen.findByText('请先保存', { selector: '.ant-message *' })).toBeTruthy();
    unmount();
    const second = renderPanel({ sourceId: 'r1', editable: true, projectNodeId: 'u1' });
    fireEvent.click(screen.getByTestId('sup-record-item-pick'));
    expect(await screen.findByText('请先选择巡视部位')).toBeTruthy();
    expect(api.searchNodeItems).not.toHaveBeenCalled();
    second.unmount();
  });

  it('picks node items on the record\'s unit project and part; an item already picked cannot be chosen again', async () => {
    renderPanel({ sourceId: 'r1', editable: true, projectNodeId: 'u1', patrolNodeId: 'p1' });
    fireEvent.click(screen.getByTestId('sup-record-item-pick'));
    await screen.findByText('安全生产责任制');
    const boxes = screen.getByTestId('sup-record-item-catalogue').querySelectorAll<HTMLInputElement>('.ant-table-row input[type=checkbox]');
    expect([...boxes].map((b) => b.disabled)).toEqual([false, true]);
    fireEvent.click(boxes[0]);
    fireEvent.click(screen.getByRole('button', { name: /^选\s*择$/ }));
    await waitFor(() => expect(api.selectNodeItems).toHaveBeenCalledWith({ sourceId: 'r1', selectIds: ['0101-01'], projectNodeId: 'u1', patrolNodeId: 'p1' }));
    expect(vi.mocked(api.searchNodeItems).mock.calls[0][0]).toMatchObject({ sourceId: 'r1', projectNodeId: 'u1', patrolNodeId: 'p1' });
  });
});
