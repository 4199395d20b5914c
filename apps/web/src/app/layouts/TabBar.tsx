import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Dropdown, Tabs, Tooltip, type MenuProps } from 'antd';
import {
  CloseCircleOutlined,
  CloseOutlined,
  ColumnWidthOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  HomeOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../query-client';
import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_PATH,
  HOME_TAB_KEY,
  homeTab,
  tabsStore,
  useTabs,
  type TabItem,
} from '../store/tabs';
import { LAYOUT } from '../theme';
import { fixEditableTabs, useDomFix } from '../../components/a11y';

/** Queries the shell owns; a page reload refreshes everything else. */
const SHELL_QUERIES = new Set(['userInfo', 'sysParams', 'loginData', 'unreadCount']);

export function reloadActivePage(): void {
  void queryClient.invalidateQueries({ predicate: (q) => !SHELL_QUERIES.has(String(q.queryKey[0])) });
  tabsStore.set((s) => ({ reloadNonce: s.reloadNonce + 1 }));
}

type Action = 'reload' | 'home' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll' | 'maximize';

function stored(list: TabItem[]): TabItem[] {
  return list.filter((t) => t.key !== HOME_TAB_KEY);
}

/** Editable tab bar (spec §2.1): home tab fixed; right-click menu; closing the active tab goes left. */
export function TabBar({ activeKey }: { activeKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = useTabs((s) => s.tabs);
  const maximized = useTabs((s) => s.maximized);
  const all = useMemo(() => [homeTab(), ...stored(tabs)], [tabs]);
  const bar = useRef<HTMLDivElement>(null);
  const label = t('tabs.openPages');
  const fix = useMemo(() => fixEditableTabs(label), [label]);
  useDomFix(bar, fix);

  const titleOf = useCallback((tab: TabItem) => (tab.titleKey ? t(tab.titleKey) : tab.title), [t]);

  const go = useCallback((tab: TabItem | null | undefined) => navigate(tab ? tab.fullPath : HOME_PATH), [navigate]);

  const remove = useCallback(
    (key: string) => {
      const { tabs: rest, next } = closeTab(all, key, activeKey);
      tabsStore.set({ tabs: stored(rest) });
      if (key === activeKey) go(next);
    },
    [all, activeKey, go],
  );

  const run = useCallback(
    (action: Action, tab: TabItem) => {
      const keepActive = (rest: TabItem[]) => {
        tabsStore.set({ tabs: stored(rest) });
        if (!rest.some((x) => x.key === activeKey)) go(tab);
      };
      switch (action) {
        case 'reload':
          if (tab.key !== activeKey) go(tab);
          else reloadActivePage();
          break;
        case 'home':
          go(all[0]);
          break;
        case 'closeLeft':
          keepActive(closeLeft(all, tab.key));
          break;
        case 'closeRight':
          keepActive(closeRight(all, tab.key));
          break;
        case 'closeOthers':
          keepActive(closeOthers(all, tab.key));
          break;
        case 'closeAll':
          tabsStore.set({ tabs: [] });
          go(closeAll(all)[0]);
          break;
        case 'maximize':
          if (tab.key !== activeKey) go(tab);
          tabsStore.set({ maximized: true });
          break;
      }
    },
    [activeKey, all, go],
  );

  const menuFor = useCallback(
    (tab: TabItem): MenuProps => {
      const index = all.findIndex((x) => x.key === tab.key);
      const hasLeft = all.slice(0, index).some((x) => x.closable);
      const hasRight = all.slice(index + 1).some((x) => x.closable);
      const hasOthers = all.some((x) => x.key !== tab.key && x.closable);
      const item = (key: Action, icon: ReactNode, disabled = false) => ({
        key,
        icon,
        disabled,
        label: <span data-testid={`tab-menu-${key}`}>{t(`tabs.${key}`)}</span>,
      });
      return {
        style: { width: LAYOUT.contextMenuWidth, minWidth: LAYOUT.contextMenuWidth },
        items: [
          item('reload', <ReloadOutlined />),
          item('home', <HomeOutlined />),
          { type: 'divider' },
          item('closeLeft', <VerticalRightOutlined />, !hasLeft),
          item('closeRight', <VerticalLeftOutlined />, !hasRight),
          item('closeOthers', <ColumnWidthOutlined />, !hasOthers),
          item('closeAll', <CloseCircleOutlined />, !all.some((x) => x.closable)),
          { type: 'divider' },
          item('maximize', <FullscreenOutlined />),
        ],
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          run(key as Action, tab);
        },
      };
    },
    [all, run, t],
  );

  const items = all.map((tab) => ({
    key: tab.key,
    closable: tab.closable,
    closeIcon: tab.closable ? <CloseOutlined data-testid="tab-close" /> : undefined,
    label: (
      <span
        className="ecms-tab-label"
        data-testid="tab-item"
        data-tab-key={tab.key}
        data-active={tab.key === activeKey ? 'true' : 'false'}
        title={titleOf(tab)}
      >
        {tab.key === HOME_TAB_KEY && <HomeOutlined style={{ marginRight: 4 }} />}
        {titleOf(tab)}
      </span>
    ),
  }));

  return (
    <div className="ecms-tabbar" data-testid="tab-bar" ref={bar}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey}
        items={items}
        onChange={(key) => go(all.find((x) => x.key === key))}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') remove(key);
        }}
        renderTabBar={(props, DefaultTabBar) => (
          <DefaultTabBar {...props}>
            {(node) => {
              const tab = all.find((x) => x.key === node.key);
              return tab ? (
                <Dropdown key={node.key} trigger={['contextMenu']} menu={menuFor(tab)} classNames={{ root: 'ecms-tab-ctx' }}>
                  {node}
                </Dropdown>
              ) : (
                node
              );
            }}
          </DefaultTabBar>
        )}
        tabBarExtraContent={{
          right: (
            <div className="ecms-tabbar__extra">
              <Tooltip title={t('tabs.reload')}>
                <Button type="text" size="small" icon={<ReloadOutlined />} onClick={reloadActivePage} data-testid="tab-reload" aria-label={t('tabs.reload')} />
              </Tooltip>
              <Tooltip title={maximized ? t('tabs.restore') : t('tabs.maximize')}>
                <Button
                  type="text"
                  size="small"
                  icon={maximized ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                  onClick={() => tabsStore.set({ maximized: !maximized })}
                  data-testid={maximized ? 'tab-restore' : 'tab-maximize'}
                  aria-label={maximized ? t('tabs.restore') : t('tabs.maximize')}
                />
              </Tooltip>
            </div>
          ),
        }}
      />
    </div>
  );
}
