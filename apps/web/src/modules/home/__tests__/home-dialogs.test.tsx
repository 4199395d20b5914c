// @vitest-environment jsdom
import '../../../test/setup';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import '../../../locales/i18n';
import { StartFlowDialog } from '../../../components/StartFlowDialog';
import { uiStore } from '../../../app/store/ui';
import { PanelManagementDialog } from '../components/PanelManagementDialog';
import { DEFAULT_PANEL_LAYOUT } from '../panel-layout';

const saveFavouriteFlows = vi.fn(async (_keys: string[]) => undefined);
const updateUserConfig = vi.fn(async (_key: string, _value: unknown) => ({}));
let userConfig: Record<string, unknown> = {};

vi.mock('../../../api/wf-lists', async (orig) => {
  const real = await orig<typeof import('../../../api/wf-lists')>();
  return {
    ...real,
    queryStartableFlows: async () => [
      { id: 'd1', key: 'contract_std', name: '收款合同标准流程', category: 'contract', sort: 10 },
      { id: 'd2', key: 'leave', name: '请假申请', category: 'hr', sort: 10 },
    ],
    saveFavouriteFlows: (keys: string[]) => saveFavouriteFlows(keys),
  };
});
vi.mock('../../../api/sys', async (orig) => {
  const real = await orig<typeof import('../../../api/sys')>();
  return { ...real, fetchDict: async () => [{ value: 'contract', label: '合同流程' }, { value: 'hr', label: '人事流程' }] };
});
vi.mock('../../../api/auth', async (orig) => {
  const real = await orig<typeof import('../../../api/auth')>();
  return { ...real, updateUserConfig: (key: string, value: unknown) => updateUserConfig(key, value) };
});
vi.mock('../../../app/hooks/use-user', async (orig) => {
  const real = await orig<typeof import('../../../app/hooks/use-user')>();
  return { ...real, useUserInfo: () => ({ data: { userConfig } }) };
});

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function wrap(node: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/main-page']}>
        <AntApp>{node}<Where /></AntApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  saveFavouriteFlows.mockClear();
  updateUserConfig.mockClear();
  userConfig = { flow_start_List: ['leave'] };
});

describe('start-flow dialog', () => {
  it('groups flows by category, stars one into the favourites with 收藏成功 and unstars with 取消成功', async () => {
    uiStore.set({ startFlowOpen: true });
    wrap(<StartFlowDialog />);
    expect((await screen.findByTestId('start-flow-group-contract')).textContent).toContain('合同流程');
    expect(screen.getByTestId('start-flow-group-hr').textContent).toContain('请假申请');

    fireEvent.click(screen.getByTestId('start-flow-star-contract_std'));
    expect(await screen.findByText('收藏成功')).toBeTruthy();
    expect(saveFavouriteFlows).toHaveBeenLastCalledWith(['leave', 'contract_std']);

    fireEvent.click(screen.getByTestId('start-flow-tab-fav'));
    await waitFor(() => expect(screen.getByTestId('start-flow-body-fav').querySelectorAll('[data-testid^="start-flow-item-"]')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('start-flow-star-leave'));
    expect(await screen.findByText('取消成功')).toBeTruthy();
    expect(saveFavouriteFlows).toHaveBeenLastCalledWith(['contract_std']);
    await waitFor(() => expect(screen.queryByTestId('start-flow-item-leave')).toBeNull());
  });

  it('opens the chosen flow in the app (a tab of its own), not in a new browser tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    uiStore.set({ startFlowOpen: true });
    wrap(<StartFlowDialog />);
    fireEvent.click(await screen.findByTestId('start-flow-item-leave'));
    expect(screen.getByTestId('where').textContent).toBe(`/flowhandle/flow-business?procDefineId=d2&addTab=true&name=${encodeURIComponent('请假申请')}`);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});

describe('panel management dialog', () => {
  it('saves the 8 slots as ecms_panelManagement_layout entries { title, code, morePath } with 保存成功', async () => {
    const onClose = vi.fn();
    wrap(<PanelManagementDialog open layout={DEFAULT_PANEL_LAYOUT} onClose={onClose} />);
    await screen.findByTestId('panel-slot-0');
    expect(screen.getByTestId('panel-fixed-workflow').textContent).toContain('流程中心');
    expect(screen.getByTestId('panel-fixed-common').textContent).toContain('常用功能');
    expect((screen.getByTestId('panel-block-todo') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('panel-slot-0-remove'));
    fireEvent.click(screen.getByTestId('panel-block-bonus'));
    expect(screen.getByTestId('panel-slot-0').textContent).toContain('奖金');
    fireEvent.click(screen.getByTestId('panel-save'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const [key, value] = updateUserConfig.mock.calls[0];
    expect(key).toBe('ecms_panelManagement_layout');
    expect(value).toEqual([
      { title: '奖金', code: 'bonus', morePath: '' },
      { title: '已办事项', code: 'done', morePath: '/main-page/haveDoneAll' },
      { title: '我的申请', code: 'mine', morePath: '/main-page/myApplicationAll' },
      { title: '提醒', code: 'reminders', morePath: '/main-page/messagePage' },
      null, null, null, null,
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
