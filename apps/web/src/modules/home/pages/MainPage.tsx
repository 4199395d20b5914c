import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Avatar, Button, Card, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  FileAddOutlined,
  HistoryOutlined,
  IdcardOutlined,
  RightOutlined,
  SendOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/hooks/use-user';
import { openProfile, uiStore } from '../../../app/store/ui';
import { greetingKey } from '../../../utils/greeting';

interface Panel {
  key: string;
  title: string;
  icon: ReactNode;
  more: string;
  empty: string;
}

/** Home dashboard (/main-page): welcome card and the work panels later issues fill. */
export function MainPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const now = dayjs();
  const name = user.name || user.displayName || user.loginName;
  const dept = user.deptInfo?.deptName || user.deptName;
  const job = user.deptInfo?.job || user.job;

  const panels: Panel[] = useMemo(
    () => [
      { key: 'todo', title: t('home.todo'), icon: <ClockCircleOutlined />, more: '/main-page/toDoAll', empty: t('home.todoEmpty') },
      { key: 'done', title: t('home.done'), icon: <CheckCircleOutlined />, more: '/main-page/haveDoneAll', empty: t('home.doneEmpty') },
      {
        key: 'mine',
        title: t('home.myApplications'),
        icon: <SendOutlined />,
        more: '/main-page/myApplicationAll',
        empty: t('home.myApplicationsEmpty'),
      },
    ],
    [t],
  );

  const dateText = now.format(t('home.dateFormat'));

  return (
    <div className="ecms-home" data-testid="home-page">
      <Card variant="borderless" className="ecms-welcome" data-testid="welcome-card">
        <div className="ecms-welcome__main">
          <Avatar size={64} className="ecms-welcome__avatar">
            {name.slice(0, 1)}
          </Avatar>
          <div className="ecms-welcome__text">
            <Typography.Title level={4} className="ecms-welcome__title" data-testid="welcome-greeting">
              {t('home.welcome', { greeting: t(greetingKey(now.hour())), name, wish: t('home.wish') })}
            </Typography.Title>
            <Space size={[8, 6]} wrap className="ecms-welcome__meta">
              {dept && (
                <Tag color="blue" data-testid="welcome-dept">
                  {dept}
                </Tag>
              )}
              {job && <Tag data-testid="welcome-job">{job}</Tag>}
              {user.roleName && <Tag>{user.roleName}</Tag>}
              {user.isMember && user.levelName && <Tag color="gold">{user.levelName}</Tag>}
              <Typography.Text type="secondary">{dateText}</Typography.Text>
            </Space>
          </div>
        </div>
        <div className="ecms-welcome__actions">
          <Button type="primary" icon={<FileAddOutlined />} onClick={() => uiStore.set({ startFlowOpen: true })} data-testid="home-start-flow">
            {t('home.startFlow')}
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

      <Row gutter={[12, 12]} className="ecms-home__panels">
        {panels.map((p) => (
          <Col key={p.key} xs={24} lg={8}>
            <Card
              variant="borderless"
              className="ecms-panel"
              data-testid={`home-panel-${p.key}`}
              title={
                <span className="ecms-panel__title">
                  <span className="ecms-panel__icon">{p.icon}</span>
                  {p.title}
                </span>
              }
              extra={
                <Button type="link" size="small" onClick={() => navigate(p.more)}>
                  {t('common.more')}
                  <RightOutlined />
                </Button>
              }
            >
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={p.empty} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
