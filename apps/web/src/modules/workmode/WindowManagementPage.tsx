import { Card, Tabs, Tag } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DISPLAY_MODE } from '@ecms/shared';
import { useWorkMode } from './use-work-mode';

export const WINDOW_TABS = ['left-column', 'normal-mode', 'work-mode'] as const;

/** /window-management (spec 1 §2.6): left column, normal mode and work mode as tabs over child routes. */
export function WindowManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wm = useWorkMode();
  const active = WINDOW_TABS.find((k) => pathname.endsWith(`/${k}`)) ?? 'left-column';
  const current = wm.data?.mode === DISPLAY_MODE.WORK ? t('workMode.modeWork') : t('workMode.modeNormal');
  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="window-management">
      <Tabs
        activeKey={active}
        onChange={(k) => navigate(`/window-management/${k}`)}
        items={WINDOW_TABS.map((k) => ({ key: k, label: <span data-testid={`wm-tab-${k}`}>{t(`workMode.tab.${k}`)}</span> }))}
        tabBarExtraContent={wm.data ? <Tag color="blue" data-testid="wm-current-mode">{t('workMode.current', { mode: current })}</Tag> : null}
      />
      <Outlet />
    </Card>
  );
}
