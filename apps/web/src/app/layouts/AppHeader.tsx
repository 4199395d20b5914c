import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Badge, Button, Dropdown, Tooltip, type MenuProps } from 'antd';
// The plain input only: antd's Input export carries Search, TextArea, Password and OTP along
// onto every page with the header (issue 14).
import Input from 'antd/es/input/Input';
import {
  BellOutlined,
  BugOutlined,
  ArrowLeftOutlined,
  CaretDownOutlined,
  ControlOutlined,
  HistoryOutlined,
  GlobalOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SearchOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchUnreadCount, isUnreadEndpointMissing } from '../../api/auth';
import { changeLanguage, LANGS } from '../../locales/i18n';
import { useBranding, useCompanyBrand } from '../hooks/use-system';
import { isAdminUser, useCurrentUser } from '../hooks/use-user';
import { useLogout } from '../hooks/use-logout';
import { queryClient } from '../query-client';
import { useSettings, type Lang } from '../store/settings';
import { openProfile, uiStore } from '../store/ui';
import { useErrorLog } from '../error-log';
import { LAYOUT } from '../theme';
import { useIsPhone } from '../hooks/use-media';
import { useApp } from '../../components/use-app';
import { HeaderMore, OnlineIndicator } from './HeaderExtras';

export const UNREAD_KEY = ['unreadCount'] as const;

export function AppHeader({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const user = useCurrentUser();
  const branding = useBranding();
  // A SaaS company's users see their company's name and logo (modules/saas).
  const company = useCompanyBrand();
  const brandLogo = company ? (company.logo ?? branding.logo) : branding.logo;
  const brandName = company?.name ?? branding.sysName ?? t('app.defaultName');
  const logout = useLogout();
  const lang = useSettings((s) => s.lang);
  const errors = useErrorLog();
  const { message } = useApp();
  const [keyword, setKeyword] = useState('');
  const [logoFailed, setLogoFailed] = useState(false);
  // On a phone the search box is an icon that opens it over the header.
  const isPhone = useIsPhone();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchShown = !isPhone || searchOpen;

  const onSearchPage = location.pathname === '/global-search';
  const currentKey = onSearchPage ? (searchParams.get('searchkey') ?? '') : '';
  useEffect(() => {
    if (onSearchPage) setKeyword(currentKey);
  }, [onSearchPage, currentKey]);

  const unread = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: fetchUnreadCount,
    refetchInterval: () => (isUnreadEndpointMissing() ? false : 120_000),
    staleTime: 60_000,
  });

  const unreadCount = unread.data ?? 0;

  const search = (value: string) => {
    const key = value.trim();
    if (onSearchPage) void queryClient.invalidateQueries({ queryKey: ['globalSearch'] });
    navigate(`/global-search?searchkey=${encodeURIComponent(key)}`);
    setSearchOpen(false);
  };

  const deptName = user.deptInfo?.deptName || user.deptName || '';
  const job = user.deptInfo?.job || user.job || '';
  const displayName = user.name || user.displayName || user.loginName;

  const userItems: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      className: 'ecms-user-menu__who',
      label: (
        <div data-testid="user-menu-info">
          <div className="ecms-user-menu__name">{displayName}</div>
          <div className="ecms-user-menu__dept" data-testid="user-menu-dept">
            {[deptName, job].filter(Boolean).join(' · ') || t('header.noDept')}
          </div>
        </div>
      ),
    },
    { type: 'divider' },
    ...(isAdminUser(user)
      ? [{ key: 'admin', icon: <ControlOutlined />, label: <span data-testid="user-menu-admin">{t('header.admin')}</span> }]
      : []),
    { key: 'profile', icon: <UserOutlined />, label: <span data-testid="user-menu-profile">{t('header.profile')}</span> },
    { key: 'settings', icon: <SettingOutlined />, label: <span data-testid="user-menu-settings">{t('header.settings')}</span> },
    { key: 'tracks', icon: <HistoryOutlined />, label: <span data-testid="user-menu-tracks">{t('header.tracks')}</span> },
    {
      key: 'errors',
      icon: <BugOutlined />,
      label: (
        <span data-testid="user-menu-error-log">
          {t('header.errorLog')}
          {errors.length > 0 && <Badge count={errors.length} size="small" style={{ marginInlineStart: 6 }} />}
        </span>
      ),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="user-menu-logout">{t('header.logout')}</span> },
  ];

  const onUserMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'admin') navigate('/sys-manager');
    else if (key === 'profile') openProfile('1');
    else if (key === 'settings') uiStore.set({ settingsOpen: true });
    else if (key === 'tracks') navigate('/main-page/myTracks');
    else if (key === 'errors') uiStore.set({ errorLogOpen: true });
    else if (key === 'logout') void logout();
  };

  const langItems: MenuProps['items'] = LANGS.map((l) => ({
    key: l.value,
    label: <span data-testid={`lang-option-${l.value}`}>{l.label}</span>,
  }));

  return (
    <header className={`ecms-header${isPhone ? ' ecms-header--phone' : ''}`} data-testid="app-header">
      <div className="ecms-header__left">
        <Button
          type="text"
          className="ecms-header__icon"
          icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={onToggleSidebar}
          aria-label={t('layout.toggleNav')}
          data-testid="sidebar-toggle"
        />
        <a
          className="ecms-header__brand"
          href="/main-page"
          onClick={(e) => {
            e.preventDefault();
            navigate('/main-page');
          }}
          data-testid="header-brand"
        >
          {brandLogo && !logoFailed ? (
            <img src={brandLogo} alt={brandName} onError={() => setLogoFailed(true)} data-testid="header-logo" />
          ) : null}
          {!brandLogo || logoFailed || company ? (
            <span className="ecms-header__name" title={brandName} style={company && brandLogo && !logoFailed ? { marginLeft: 10 } : undefined}>
              {brandName}
            </span>
          ) : null}
        </a>
      </div>
      <div className="ecms-header__right">
        {searchShown ? (
          <div className={isPhone ? 'ecms-header__search-overlay' : 'ecms-header__search-box'} role="search">
            {isPhone && (
              <Button
                type="text"
                className="ecms-header__icon"
                icon={<ArrowLeftOutlined />}
                onClick={() => setSearchOpen(false)}
                aria-label={t('common.close')}
                data-testid="global-search-close"
              />
            )}
            <Input
              className="ecms-header__search"
              allowClear
              autoFocus={isPhone}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              onPressEnter={() => search(keyword)}
              placeholder={t('header.searchPlaceholder')}
              aria-label={t('header.searchPlaceholder')}
              prefix={<SearchOutlined onClick={() => search(keyword)} />}
              data-testid="global-search-input"
            />
          </div>
        ) : (
          <Button
            type="text"
            className="ecms-header__icon"
            icon={<SearchOutlined />}
            onClick={() => setSearchOpen(true)}
            aria-label={t('header.searchPlaceholder')}
            data-testid="global-search-open"
          />
        )}
        {!isPhone && <OnlineIndicator />}
        <HeaderMore />
        <Tooltip title={t('header.messages')}>
          <Button
            type="text"
            className="ecms-header__icon"
            onClick={() => navigate('/main-page/messagePage')}
            data-testid="header-bell"
            // the badge's number is part of the name (label in name)
            aria-label={unreadCount > 0 ? `${t('header.messages')} ${unreadCount > LAYOUT.badgeOverflow ? `${LAYOUT.badgeOverflow}+` : unreadCount}` : t('header.messages')}
          >
            <Badge count={unreadCount} overflowCount={LAYOUT.badgeOverflow} size="small" offset={[4, -2]}>
              <BellOutlined className="ecms-header__bell" />
            </Badge>
          </Button>
        </Tooltip>
        {!isPhone && (
          <>
            <Dropdown
              trigger={['click']}
              menu={{
                items: langItems,
                selectable: true,
                selectedKeys: [lang],
                onClick: ({ key }) => {
                  if (key === lang) return;
                  changeLanguage(key as Lang);
                  message.success('Switch Language Success');
                },
              }}
            >
              <Button type="text" className="ecms-header__icon" icon={<GlobalOutlined />} data-testid="header-lang" aria-label={t('settings.language')} />
            </Dropdown>
            <Tooltip title={t('header.settings')}>
              <Button
                type="text"
                className="ecms-header__icon"
                icon={<SettingOutlined />}
                onClick={() => uiStore.set({ settingsOpen: true })}
                data-testid="header-settings"
                aria-label={t('header.settings')}
              />
            </Tooltip>
          </>
        )}
        <Dropdown trigger={['click']} menu={{ items: userItems, onClick: onUserMenu }} placement="bottomRight">
          <button type="button" className="ecms-header__user" data-testid="user-menu">
            <span className="ecms-avatar ecms-header__avatar">
              {displayName.slice(0, 1)}
            </span>
            <span className="ecms-header__username">{displayName}</span>
            <CaretDownOutlined className="ecms-header__caret" />
          </button>
        </Dropdown>
      </div>
    </header>
  );
}
