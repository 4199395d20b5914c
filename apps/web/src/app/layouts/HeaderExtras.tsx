import { COCKPIT_PATH } from '../cockpit';
import { useState } from 'react';
import { Button, Dropdown, Modal, Tooltip, type MenuProps } from 'antd';
import { AppstoreOutlined, CustomerServiceOutlined, DashboardOutlined, GlobalOutlined, MessageOutlined, RobotOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DURATION } from '@ecms/shared';
import { fetchAiUserInfo, fetchOnlineCounts, ydccsLogin } from '../../api/shell';
import { isAdminUser, menuOffers, useCurrentUser } from '../hooks/use-user';
import { useSysParams } from '../hooks/use-system';
import { useApp } from '../../components/use-app';
import { lazyDialog } from '../lazy-page';

// The online users' tree (antd Tree, Segmented) loads when the dialog first opens (issue 14).
const useDialogOpen = (p: { open: boolean }) => p.open;
const OnlineUsersDialog = lazyDialog(() => import('../../components/OnlineUsersDialog').then((m) => m.OnlineUsersDialog), useDialogOpen);

export const WEBSITE_PATH = '/static/official-websites-page';
export const INDUSTRIAL_PERMISSION = 'frontend:industrial:page';
const ONLINE_VIEW_PERMISSION = 'sys:online:view';

const openNewTab = (path: string) => window.open(`${window.location.origin}${path}`, '_blank', 'noopener');

/** Online counts polled every 10 s (spec 1 §9); the tree dialog for those who may see it. */
export function OnlineIndicator() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const counts = useQuery({
    queryKey: ['online-counts'],
    queryFn: fetchOnlineCounts,
    refetchInterval: DURATION.ONLINE_POLL_S * 1000,
  });
  const canOpen = isAdminUser(user) || user.permissions.includes(ONLINE_VIEW_PERMISSION);
  if (!counts.data) return null;
  return (
    <>
      <Tooltip title={t('shell.online')}>
        <Button
          type="text"
          className="ecms-header__icon ecms-header__online"
          icon={<TeamOutlined />}
          onClick={canOpen ? () => setOpen(true) : undefined}
          data-testid="header-online"
          // the visible count is part of the name (WCAG 2.5.3, label in name)
          aria-label={`${t('shell.online')} ${counts.data.onlineNo}/${counts.data.totalNo}`}
        >
          <span className="ecms-header__online-no" data-testid="header-online-count">
            {counts.data.onlineNo}/{counts.data.totalNo}
          </span>
        </Button>
      </Tooltip>
      {canOpen && <OnlineUsersDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The header's "more" menu: management cockpit (new tab), official website page, instant messaging,
 * industrial page (permission frontend:industrial:page) and the paid assistant.
 */
export function HeaderMore() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const params = useSysParams();
  const { message } = useApp();
  const [imOpen, setImOpen] = useState(false);
  const admin = isAdminUser(user);

  const openAssistant = async () => {
    if (!params.data?.aiConfig) {
      message.warning(t('shell.aiPaid'));
      return;
    }
    const info = await fetchAiUserInfo();
    if (!info?.domain) return; // spec 1 §1: a failing call is ignored
    const url = new URL(info.domain);
    url.searchParams.set('token', info.token);
    url.searchParams.set('tenantId', info.tenantId);
    window.open(url.toString(), '_blank', 'noopener');
  };

  const openCustomerService = async () => {
    // Open the window first: browsers block pop-ups opened after an await.
    const win = window.open('about:blank', '_blank');
    if (win) win.opener = null; // the outside site gets no handle on this window
    try {
      const { url, token } = await ydccsLogin();
      const target = new URL(url);
      target.searchParams.set('token', token);
      if (win) win.location.href = target.toString();
    } catch {
      win?.close(); // the HTTP client has shown the reason
    }
  };

  const items: MenuProps['items'] = [
    ...(admin || menuOffers(user.menuList, COCKPIT_PATH)
      ? [{ key: 'cockpit', icon: <DashboardOutlined />, label: <span data-testid="header-more-cockpit">{t('shell.cockpit')}</span> }]
      : []),
    { key: 'website', icon: <GlobalOutlined />, label: <span data-testid="header-more-website">{t('shell.website')}</span> },
    { key: 'im', icon: <MessageOutlined />, label: <span data-testid="header-more-im">{t('shell.im')}</span> },
    ...(admin || user.permissions.includes(INDUSTRIAL_PERMISSION)
      ? [{ key: 'industrial', icon: <ShopOutlined />, label: <span data-testid="header-more-industrial">{t('shell.industrial')}</span> }]
      : []),
    ...(params.data?.['ydccs.server.url']
      ? [{ key: 'ydccs', icon: <CustomerServiceOutlined />, label: <span data-testid="header-more-ydccs">{t('shell.ydccs')}</span> }]
      : []),
    { key: 'ai', icon: <RobotOutlined />, label: <span data-testid="header-more-ai">{t('shell.ai')}</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'cockpit') openNewTab(`${COCKPIT_PATH}/manage-cockpit`);
    else if (key === 'website') openNewTab(WEBSITE_PATH);
    else if (key === 'im') setImOpen(true);
    else if (key === 'industrial') navigate('/industrial-page');
    else if (key === 'ydccs') void openCustomerService();
    else if (key === 'ai') void openAssistant();
  };

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
        <Button type="text" className="ecms-header__icon" icon={<AppstoreOutlined />} data-testid="header-more" aria-label={t('shell.more')} />
      </Dropdown>
      <Modal open={imOpen} onCancel={() => setImOpen(false)} onOk={() => setImOpen(false)} cancelButtonProps={{ style: { display: 'none' } }} title={t('shell.im')} data-testid="im-dialog">
        {t('shell.imHint')}
      </Modal>
    </>
  );
}
