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
    saveCheckItem: vi.fn(async () => ({ code: 200, msg: '保存成功', data: {} })),
  };
});

vi.mock('../api', async (orig) => ({
  ...(await orig<typeof import('../api')>()),
  fetchStructure: vi.fn(async () => [{ id: 'u1', name: '1#住宅楼', nodeType: 1, children: [{ id: 'p1', name: '三层梁板', nodeType: 3, children: [] }] }]),
}));

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

describe('check items inside a check', () => {
  it('asks for the unit project of the check\'s project, and saves an item\'s scoring fields', async () => {
    const item = {
      id: 'i1', sourceId: 'c1', sourceType: 'check', businessId: 'p1', checkCategory: '07', nodeItemCode: '0701-01', checkContent: '外电防护',
      checkOpinion: null, qualified: null, projectNodeId: 'u1', projectNodeName: '1#住宅楼', patrolNodeId: 'p1', patrolNodeName: '三层梁板', status: 0,
      score: null, problemNumAndReplay: '0/0', problemCount: 0, resolvedProblemCount: 0, createdBy: 'me', createdDate: '2026-11-20T00:00:00Z', version: 1, editable: true,
    };
    vi.mocked(api.queryCheckItems).mockResolvedValue({ rows: [item], total: 1 } as never);
    renderPanel({ sourceId: 'c1', editable: true, projectId: 'proj1', scoring: true });
    // No unit project chosen yet: the picker does not open.
    fireEvent.click(screen.getByTestId('sup-record-item-pick'));
    expect(await screen.findByText('请先选择单位工程')).toBeTruthy();
    await screen.findByText('外电防护');
    fireEvent.change(screen.getByTestId('sup-item-score').querySelector('input') ?? screen.getByTestId('sup-item-score'), { target: { value: '4' } });
    fireEvent.change(screen.getByTestId('sup-item-opinion'), { target: { value: '防护距离不足' } });
    fireEvent.click(screen.getByTestId('sup-item-save'));
    await waitFor(() => expect(api.saveCheckItem).toHaveBeenCalledWith(expect.objectContaining({
      id: 'i1', version: 1, sourceId: 'c1', checkContent: '外电防护', projectNodeId: 'u1', patrolNodeId: 'p1', score: 4, checkOpinion: '防护距离不足',
    })));
  });
});

