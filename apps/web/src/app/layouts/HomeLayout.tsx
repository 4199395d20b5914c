import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button, Drawer } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AppHeader } from './AppHeader';
import { SideNav } from './SideNav';
import { TabBar } from './TabBar';
import { AppBreadcrumb } from './AppBreadcrumb';
import { AppFooter } from './AppFooter';
import { useLocationMeta } from '../route-meta';
import { useIsMobile } from '../hooks/use-media';
import { hasRouteAccess, useCurrentUser } from '../hooks/use-user';
import { useBranding } from '../hooks/use-system';
import { setSidebarOpen, sidebarStore } from '../store/settings';
import { useStore } from '../store/create-store';
import { tabsStore, upsertTab, useTabs, HOME_TAB_KEY } from '../store/tabs';
import { useSession } from '../store/session';
import { LAYOUT } from '../theme';
import { ProfileDrawer } from '../../modules/profile/ProfileDrawer';
import { SettingsDrawer } from '../../components/SettingsDrawer';
import { ErrorLogDialog } from '../../components/ErrorLogDialog';
import { StartFlowDialog } from '../../components/StartFlowDialog';
import { ForcePasswordChange } from '../../modules/profile/ForcePasswordChange';
import { recordFootmark } from '../../api/footmark';
import { usePushChannel } from '../../modules/notice/use-push-channel';

/**
 * Home layout (spec §2.1): header, left navigation, editable tab bar, content, footer.
 * Content height = viewport − header − tabs.
 */
export function HomeLayout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const meta = useLocationMeta();
  const user = useCurrentUser();
  const branding = useBranding();
  const isMobile = useIsMobile();
  const sidebarOpen = useStore(sidebarStore, (s) => s.open);
  const [mobileOpen, setMobileOpen] = useState(false);
  const maximized = useTabs((s) => s.maximized);
  const reloadNonce = useTabs((s) => s.reloadNonce);
  const mustChange = useSession((s) => s.mustChangePassword) || Boolean(user.mustChangePassword);
  const allowed = hasRouteAccess(user, meta.roles, location.pathname);
  const isRedirect = meta.redirect;
  // Live messages and progress while the shell is open (spec 1 §7 Notices).
  usePushChannel(user.userId);

  // below 1024 px the sidebar is closed, and closes again on every route change
  useEffect(() => {
    setMobileOpen(false);
  }, [location.pathname, location.search, isMobile]);

  // register the visited page as a tab
  const titleText = meta.title.key ? t(meta.title.key) : (meta.title.text ?? '');
  useEffect(() => {
    if (isRedirect || !meta.known || !allowed || meta.tabKey === HOME_TAB_KEY) return;
    tabsStore.set((s) => ({
      tabs: upsertTab(s.tabs, {
        key: meta.tabKey,
        fullPath: meta.fullPath,
        title: meta.title.text ?? '',
        titleKey: meta.title.key,
        closable: true,
      }),
    }));
  }, [isRedirect, meta.known, allowed, meta.tabKey, meta.fullPath, meta.title.text, meta.title.key]);

  // A footprint per page opened (spec 1 §7): the menu's Chinese name decides its type on the server.
  const visitName = meta.menuNode?.name ?? meta.title.text ?? (meta.title.key ? i18n.t(meta.title.key, { lng: 'zh' }) : '');
  useEffect(() => {
    if (isRedirect || !meta.known || !allowed || meta.tabKey === HOME_TAB_KEY || !visitName) return;
    const q = new URLSearchParams(location.search);
    recordFootmark({ menuName: visitName, url: meta.fullPath, businessId: q.get('businessId') ?? q.get('id'), businessName: q.get('name') });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page opened, not per render
  }, [meta.fullPath]);

  useEffect(() => {
    const sys = branding.sysName ?? t('app.defaultName');
    document.title = titleText ? `${titleText} - ${sys}` : sys;
  }, [titleText, branding.sysName, t]);

  useEffect(() => {
    if (!maximized) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') tabsStore.set({ maximized: false });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [maximized]);

  if (!allowed) return <Navigate to="/401" replace />;

  const desktopWidth = sidebarOpen ? LAYOUT.navWidthWide : LAYOUT.navWidthNarrow;
  const navOpen = isMobile ? mobileOpen : sidebarOpen;
  const chrome = maximized ? LAYOUT.tabsHeight : LAYOUT.headerHeight + LAYOUT.tabsHeight;

  return (
    <div className={`ecms-layout${maximized ? ' ecms-layout--max' : ''}`} data-testid="home-layout">
      {!maximized && (
        <AppHeader
          sidebarOpen={navOpen}
          onToggleSidebar={() => (isMobile ? setMobileOpen((v) => !v) : setSidebarOpen(!sidebarOpen))}
        />
      )}
      <div className="ecms-body">
        {!maximized && !isMobile && <SideNav width={desktopWidth} pathname={location.pathname} />}
        {isMobile && (
          <Drawer
            placement="left"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            closable={false}
            size={LAYOUT.navDrawerWidth}
            styles={{ body: { padding: 0 } }}
            rootClassName="ecms-nav-drawer"
            title={branding.sysName ?? t('app.defaultName')}
            extra={<Button type="text" icon={<CloseOutlined />} onClick={() => setMobileOpen(false)} aria-label={t('common.close')} data-testid="nav-drawer-close" />}
          >
            <SideNav inline width={LAYOUT.navDrawerWidth} pathname={location.pathname} onNavigate={() => setMobileOpen(false)} />
          </Drawer>
        )}
        <div className="ecms-content">
          <TabBar activeKey={meta.tabKey} />
          <main className="ecms-main" style={{ height: `calc(100vh - ${chrome}px)` }} data-testid="main-content">
            <AppBreadcrumb meta={meta} />
            <div className="ecms-page" key={`${meta.tabKey}#${reloadNonce}`}>
              <Outlet />
            </div>
            {!maximized && <AppFooter />}
          </main>
        </div>
      </div>
      <ProfileDrawer />
      <SettingsDrawer />
      <ErrorLogDialog />
      <StartFlowDialog />
      {mustChange && <ForcePasswordChange />}
    </div>
  );
}
