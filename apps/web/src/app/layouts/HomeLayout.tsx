import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
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
import type { NavDrawerProps } from './NavDrawer';
import { useUi } from '../store/ui';
import { lazyDialog } from '../lazy-page';
import { areaTextsReady } from '../../locales/i18n';
import { recordFootmark } from '../../api/footmark';
import { usePushChannel } from '../../modules/notice/use-push-channel';

// The shell's dialogs and drawers load when first opened, not with every page (issue 14).
const useProfileOpen = () => useUi((s) => s.profileOpen);
const useSettingsOpen = () => useUi((s) => s.settingsOpen);
const useErrorLogOpen = () => useUi((s) => s.errorLogOpen);
const useStartFlowOpen = () => useUi((s) => s.startFlowOpen);
const useAlwaysOpen = () => true;
const useNavDrawerOpen = (p: NavDrawerProps) => p.open;
const ProfileDrawer = lazyDialog(() => import('../../modules/profile/ProfileDrawer').then((m) => m.ProfileDrawer), useProfileOpen);
const SettingsDrawer = lazyDialog(() => import('../../components/SettingsDrawer').then((m) => m.SettingsDrawer), useSettingsOpen);
const ErrorLogDialog = lazyDialog(() => import('../../components/ErrorLogDialog').then((m) => m.ErrorLogDialog), useErrorLogOpen);
const StartFlowDialog = lazyDialog(() => import('../../components/StartFlowDialog').then((m) => m.StartFlowDialog), useStartFlowOpen);
// shown when the password must change (the guard shows it too, as a page)
const ForcePasswordChange = lazyDialog(() => import('../../modules/profile/ForcePasswordChange').then((m) => m.ForcePasswordChange), useAlwaysOpen);
const NavDrawer = lazyDialog(() => import('./NavDrawer').then((m) => m.NavDrawer), useNavDrawerOpen, { areaTexts: false });

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

  // Titles from another area's texts (a tab restored after a reload, the page opening) need
  // those texts, which otherwise load with that area's page (issue 14).
  const tabTitleKeys = useTabs((s) => s.tabs.map((tab) => tab.titleKey ?? '').join('\n'));
  const titlesMissing = [meta.title.key, ...tabTitleKeys.split('\n')].some((k) => k && !i18n.exists(k, { lng: 'zh' }));
  useEffect(() => {
    if (titlesMissing) void areaTextsReady();
  }, [titlesMissing]);

  // A footprint per page opened (spec 1 §7): the menu's Chinese name decides its type on the server.
  useEffect(() => {
    if (isRedirect || !meta.known || !allowed || meta.tabKey === HOME_TAB_KEY) return;
    const q = new URLSearchParams(location.search);
    const { menuNode, title, fullPath } = meta;
    const record = () => {
      const visitName = menuNode?.name ?? title.text ?? (title.key ? i18n.t(title.key, { lng: 'zh' }) : '');
      if (visitName) recordFootmark({ menuName: visitName, url: fullPath, businessId: q.get('businessId') ?? q.get('id'), businessName: q.get('name') });
    };
    // a title in the areas' texts is named once they are in (they load with the page)
    if (!menuNode?.name && !title.text && title.key && !i18n.exists(title.key, { lng: 'zh' })) void areaTextsReady().then(record, record);
    else record();
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
          <NavDrawer
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            title={branding.sysName ?? t('app.defaultName')}
            pathname={location.pathname}
          />
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
