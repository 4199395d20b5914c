import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Empty, Space, Tag } from 'antd';
import { HistoryOutlined, IdcardOutlined, LayoutOutlined, SettingOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/hooks/use-user';
import { STORAGE_KEYS } from '@ecms/shared';
import { openProfile, uiStore } from '../../../app/store/ui';
import { greetingKey } from '../../../utils/greeting';
import { CommonFunctionsBlock, WorkflowBlock } from '../components/FixedBlocks';
import { HomePanel } from '../components/HomePanel';
import { lazyDialog } from '../../../app/lazy-page';
import { layoutRows, normaliseLayout } from '../panel-layout';
import '../home.css';

// 面板管理 loads when first opened (issue 14).
const useDialogOpen = (p: { open: boolean }) => p.open;
const PanelManagementDialog = lazyDialog(() => import('../components/PanelManagementDialog').then((m) => m.PanelManagementDialog), useDialogOpen, { areaTexts: false });

/**
 * Home dashboard (/main-page): greeting, the fixed workflow and common-functions blocks, then the
 * panels the user chose (面板管理) in their 2-column layout, each with live data.
 */
export function MainPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const now = dayjs();
  const name = user.name || user.displayName || user.loginName;
  const dept = user.deptInfo?.deptName || user.deptName;
  const job = user.deptInfo?.job || user.job;

  const layout = useMemo(() => normaliseLayout(user.userConfig?.[STORAGE_KEYS.PANEL_LAYOUT]), [user.userConfig]);
  const rows = layoutRows(layout);
  const [managing, setManaging] = useState(false);

  const dateText = now.format(t('home.dateFormat'));

  return (
    <div className="ecms-home" data-testid="home-page">
      <Card variant="borderless" className="ecms-welcome" data-testid="welcome-card">
        <div className="ecms-welcome__main">
          <span className="ecms-avatar ecms-welcome__avatar" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
          <div className="ecms-welcome__text">
            {/* a plain heading and text in antd Typography's look (global.css, home.css): Typography brings its editor and copy button along */}
            <h4 className="ecms-welcome__title" data-testid="welcome-greeting">
              {t('home.welcome', { greeting: t(greetingKey(now.hour())), name, wish: t('home.wish') })}
            </h4>
            <Space size={[8, 6]} wrap className="ecms-welcome__meta">
              {dept && (
                <Tag color="blue" data-testid="welcome-dept">
                  {dept}
                </Tag>
              )}
              {job && <Tag data-testid="welcome-job">{job}</Tag>}
              {user.roleName && <Tag>{user.roleName}</Tag>}
              {user.isMember && user.levelName && <Tag color="gold">{user.levelName}</Tag>}
              <span className="ecms-home-secondary">{dateText}</span>
            </Space>
          </div>
        </div>
        <div className="ecms-welcome__actions">
          <Button type="primary" icon={<LayoutOutlined />} onClick={() => setManaging(true)} data-testid="home-manage-panels">
            {t('panel.manage')}
          </Button>
          <Button icon={<IdcardOutlined />} onClick={() => openProfile('1')}>
            {t('header.profile')}
          </Button>
          <Button icon={<HistoryOutlined />} onClick={() => navigate('/main-page/myTracks')}>
            {t('header.tracks')}
          </Button>
          <Button icon={<SettingOutlined />} onClick={() => uiStore.set({ settingsOpen: true })}>
            {t('header.settings')}
          </Button>
        </div>
      </Card>

      {/* CSS grids, not antd's Row/Col: Col's styles (every span at every breakpoint) cost the first
          render of home about 130 ms of main thread on a phone (issue 15, Lighthouse). */}
      <div className="ecms-home__grid ecms-home__fixed">
        <WorkflowBlock />
        <CommonFunctionsBlock />
      </div>

      {rows.length === 0 ? (
        <Card variant="borderless">
          <Empty description={t('panel.noPanels')} data-testid="home-no-panels">
            <Button type="primary" icon={<LayoutOutlined />} onClick={() => setManaging(true)}>
              {t('panel.manage')}
            </Button>
          </Empty>
        </Card>
      ) : (
        rows.map(([left, right], i) => (
          <div key={i} className="ecms-home__grid ecms-home__panels" data-testid="home-panel-row">
            {[left, right].map((e, j) => (
              <div key={e?.code ?? `empty-${j}`} className="ecms-home__cell">
                {e && <HomePanel entry={e} />}
              </div>
            ))}
          </div>
        ))
      )}
      <PanelManagementDialog open={managing} layout={layout} onClose={() => setManaging(false)} />
    </div>
  );
}
