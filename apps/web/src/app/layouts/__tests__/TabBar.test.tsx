// @vitest-environment jsdom
import '../../../test/setup';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import '../../../locales/i18n';
import { TabBar } from '../TabBar';
import { tabsStore, type TabItem } from '../../store/tabs';

const tab = (key: string, title: string): TabItem => ({ key, fullPath: key, title, closable: true });

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname}</div>;
}

function renderBar(active: string) {
  return render(
    <MemoryRouter initialEntries={[active]}>
      <TabBar activeKey={active} />
      <Where />
    </MemoryRouter>,
  );
}

function tabEl(key: string) {
  return document.querySelector(`[data-testid="tab-item"][data-tab-key="${key}"]`) as HTMLElement;
}

describe('TabBar', () => {
  beforeEach(() => {
    act(() => tabsStore.set({ tabs: [tab('/a', '甲'), tab('/b', '乙'), tab('/c', '丙')], maximized: false }));
  });

  it('shows the fixed home tab first, without a close button', () => {
    renderBar('/b');
    const items = screen.getAllByTestId('tab-item');
    expect(items.map((i) => i.textContent)).toEqual(['首页', '甲', '乙', '丙']);
    const homeTab = tabEl('/main-page').closest('.ant-tabs-tab') as HTMLElement;
    expect(homeTab.querySelector('[data-testid="tab-close"]')).toBeNull();
  });

  it('closing the active tab removes it and goes to its left neighbour', async () => {
    renderBar('/b');
    const close = (tabEl('/b').closest('.ant-tabs-tab') as HTMLElement).querySelector('[data-testid="tab-close"]') as HTMLElement;
    fireEvent.click(close);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/a'));
    expect(tabsStore.get().tabs.map((t) => t.key)).toEqual(['/a', '/c']);
  });

  it('right-click menu: 关闭其他 keeps home and the clicked tab', async () => {
    renderBar('/b');
    fireEvent.contextMenu(tabEl('/c').closest('.ant-tabs-tab') as HTMLElement);
    const item = await screen.findByTestId('tab-menu-closeOthers');
    expect(item.textContent).toBe('关闭其他');
    fireEvent.click(item);
    await waitFor(() => expect(tabsStore.get().tabs.map((t) => t.key)).toEqual(['/c']));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/c'));
  });

  it('right-click menu: 关闭全部 goes home', async () => {
    renderBar('/b');
    fireEvent.contextMenu(tabEl('/a').closest('.ant-tabs-tab') as HTMLElement);
    fireEvent.click(await screen.findByTestId('tab-menu-closeAll'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/main-page'));
    expect(tabsStore.get().tabs).toEqual([]);
  });

  it('right-click menu offers all seven actions', async () => {
    renderBar('/b');
    fireEvent.contextMenu(tabEl('/b').closest('.ant-tabs-tab') as HTMLElement);
    for (const k of ['reload', 'home', 'closeLeft', 'closeRight', 'closeOthers', 'closeAll', 'maximize']) {
      expect(await screen.findByTestId(`tab-menu-${k}`)).toBeTruthy();
    }
    fireEvent.click(screen.getByTestId('tab-menu-maximize'));
    await waitFor(() => expect(tabsStore.get().maximized).toBe(true));
  });
});
