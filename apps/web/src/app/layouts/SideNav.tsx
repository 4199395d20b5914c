import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Empty, Menu, Tooltip, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../api/types';
import { findMenu, isExternal, menuTarget, normalisePath, START_FLOW_PERMISSION } from '../menu';
import { menuIcon } from '../menu-icons';
import { useVisibleMenu } from '../route-meta';
import { HOME_PATH } from '../store/tabs';
import { opensNewWindow } from '../standalone';
import { uiStore } from '../store/ui';
import { LAYOUT } from '../theme';
import { useWorkLeftNav } from '../../modules/workmode/use-work-mode';

type Item = Required<MenuProps>['items'][number];

const HOME_ID = '__home__';

function toItems(nodes: MenuNode[], depth: number, narrow: boolean, inline = false): Item[] {
  return nodes.map((n) => {
    const title = n.fullName && n.fullName !== n.name ? n.fullName : n.name;
    const label =
      depth === 0 && !inline ? (
        <Tooltip title={narrow ? title : undefined} placement="right">
          <span className="ecms-nav__label" data-testid={`nav-item-${n.id}`}>
            {n.name}
          </span>
        </Tooltip>
      ) : (
        <span className="ecms-nav__label" data-testid={`nav-item-${n.id}`} title={title}>
          {n.name}
        </span>
      );
    const icon = depth === 0 ? menuIcon(n.icon) : menuIcon(n.icon, false);
    if (n.children && n.children.length > 0) {
      if (inline) return { key: n.id, icon, label, children: toItems(n.children, depth + 1, narrow, true) };
      // long flyouts are laid out in columns so they fit the viewport
      const count = n.children.length;
      const cols = count > 24 ? 3 : count > 12 ? 2 : 1;
      return {
        key: n.id,
        icon,
        label,
        popupClassName: cols > 1 ? `ecms-nav-popup ecms-nav-popup--cols${cols}` : 'ecms-nav-popup',
        children: toItems(n.children, depth + 1, narrow),
      };
    }
    return { key: n.id, icon, label };
  });
}

export interface SideNavProps {
  width: number;
  pathname: string;
  onNavigate?: () => void;
  /** In the drawer (below 1024 px): groups open in place, level under level, instead of flying out. */
  inline?: boolean;
}

/** The ids of the groups holding the entry `id`, outermost first (the drawer opens them); null when absent. */
function groupsOf(nodes: MenuNode[], id: string | undefined, trail: string[] = []): string[] | null {
  for (const n of nodes) {
    if (n.id === id) return trail;
    const found = n.children?.length ? groupsOf(n.children, id, [...trail, n.id]) : null;
    if (found) return found;
  }
  return null;
}

/**
 * Left navigation built from menuList (spec §2.1/§2.7): vertical rail whose groups fly out on hover;
 * 120 px wide (icon beside label) or 84 px narrow (icon above label). In the drawer of small screens
 * it is an inline tree: a group opens below itself, one top-level group at a time.
 */
export function SideNav({ width, pathname, onNavigate, inline = false }: SideNavProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fullMenu = useVisibleMenu();
  // Work mode with its left column on: only the menus the user picked (spec 1 §2.6).
  const workMenu = useWorkLeftNav();
  const menu = workMenu ?? fullMenu;
  const narrow = width < 120;

  const withHome = useMemo(() => {
    const hasHome = Boolean(findMenu(menu, (n) => normalisePath(menuTarget(n)) === HOME_PATH));
    if (hasHome) return menu;
    const home: MenuNode = { id: HOME_ID, name: t('route.home'), url: HOME_PATH, type: 'Menu', icon: 'home', children: [] };
    return [home, ...menu];
  }, [menu, t]);

  const items = useMemo(() => toItems(withHome, 0, narrow, inline), [withHome, narrow, inline]);

  const selectedKey = useMemo(() => {
    let best: { id: string; len: number } | null = null;
    const walk = (list: MenuNode[]) => {
      for (const n of list) {
        const p = normalisePath(menuTarget(n));
        const prefix = p !== '/' && p !== HOME_PATH && pathname.startsWith(`${p}/`);
        if (p && (pathname === p || prefix) && (!best || p.length > best.len)) {
          best = { id: n.id, len: p.length };
        }
        if (n.children) walk(n.children);
      }
    };
    walk(withHome);
    return (best as { id: string } | null)?.id;
  }, [withHome, pathname]);

  // Inline: the groups of the current page start open; opening a top-level group closes the others.
  const [openKeys, setOpenKeys] = useState<string[]>(() => (inline ? (groupsOf(withHome, selectedKey) ?? []) : []));
  const topIds = useMemo(() => new Set(withHome.map((n) => n.id)), [withHome]);
  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((k) => !openKeys.includes(k));
    setOpenKeys(opened && topIds.has(opened) ? keys.filter((k) => k === opened || !topIds.has(k)) : keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = findMenu(withHome, (n) => n.id === key);
    if (!node) return;
    if (node.permission === START_FLOW_PERMISSION) {
      uiStore.set({ startFlowOpen: true });
      onNavigate?.();
      return;
    }
    const target = menuTarget(node);
    if (!target) return;
    if (opensNewWindow(node.openType, target)) {
      const url = isExternal(target) ? target : `${window.location.origin}${normalisePath(target) ?? '/'}`;
      window.open(url, '_blank', 'noopener');
      return;
    }
    navigate(target.startsWith('/') ? target : `/${target}`);
    onNavigate?.();
  };

  return (
    <nav
      className={`ecms-nav ${inline ? 'ecms-nav--inline' : narrow ? 'ecms-nav--narrow' : 'ecms-nav--wide'}`}
      style={{ width }}
      aria-label={t('layout.nav')}
      data-testid="side-nav"
      data-mode={workMenu ? 'work' : 'normal'}
    >
      {withHome.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.noMenu')} />
      ) : (
        inline ? (
          <Menu
            mode="inline"
            items={items}
            inlineIndent={16}
            selectedKeys={selectedKey ? [selectedKey] : []}
            openKeys={openKeys}
            onOpenChange={onOpenChange}
            onClick={onClick}
          />
        ) : (
          <Menu
            mode="vertical"
            items={items}
            selectedKeys={selectedKey ? [selectedKey] : []}
            onClick={onClick}
            subMenuOpenDelay={0.1}
            subMenuCloseDelay={LAYOUT.subMenuCloseDelay}
            triggerSubMenuAction="hover"
          />
        )
      )}
    </nav>
  );
}
