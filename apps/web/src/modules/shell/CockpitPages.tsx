import { Card, Menu, Result, Typography } from 'antd';
import { DashboardOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../app/hooks/use-system';
import { COCKPIT_PATH } from '../../app/cockpit';
import { COCKPIT_PAGES, type CockpitPage } from './cockpit-pages';

/** Full-window shell of the management cockpit, opened in a new browser tab. */
export function CockpitLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const branding = useBranding();
  const active = COCKPIT_PAGES.find((k) => pathname.endsWith(`/${k}`)) ?? 'manage-cockpit';
  return (
    <div className="ecms-standalone" data-testid="cockpit-layout">
      <header className="ecms-standalone__header">
        <Typography.Text strong style={{ color: '#fff', fontSize: 17, whiteSpace: 'nowrap' }}>
          <DashboardOutlined /> {branding.sysName ?? t('app.defaultName')} · {t('shell.cockpit')}
        </Typography.Text>
        <Menu
          mode="horizontal"
          theme="dark"
          selectedKeys={[active]}
          onClick={({ key }) => navigate(`${COCKPIT_PATH}/${key}`)}
          items={COCKPIT_PAGES.map((k) => ({ key: k, label: <span data-testid={`cockpit-nav-${k}`}>{t(`shell.cockpitPages.${k}`)}</span> }))}
        />
      </header>
      <main className="ecms-standalone__body">
        <Outlet />
      </main>
    </div>
  );
}

export function CockpitPlaceholder({ page }: { page: CockpitPage }) {
  const { t } = useTranslation();
  const name = t(`shell.cockpitPages.${page}`);
  return (
    <Card variant="borderless" data-testid="cockpit-placeholder">
      <Result icon={<DashboardOutlined style={{ color: 'var(--ecms-primary, #097fd6)' }} />} title={`${name} · ${t('shell.cockpitBuilding')}`} subTitle={t('shell.cockpitHint')} />
    </Card>
  );
}
