import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Empty, Skeleton, Statistic, Tooltip } from 'antd';
import { AppstoreOutlined, FileAddOutlined, HistoryOutlined, NodeIndexOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryMyFootmarks } from '../../../api/footmark';
import { uiStore } from '../../../app/store/ui';
import { activateOnKey } from '../../../components/a11y';
import { recentFunctions } from '../common-functions';
import { HOME_PANEL_KEY } from '../work-lists';
import { PANEL_ICONS, PanelFailed, useWorkPanel } from './HomePanel';

/** Fixed workflow block: counts of the work lists (shared with the panels' queries) and 发起流程. */
export function WorkflowBlock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const todo = useWorkPanel('todo');
  const done = useWorkPanel('done');
  const mine = useWorkPanel('mine');
  const copies = useWorkPanel('copies');
  const stats = [
    { code: 'todo' as const, q: todo, path: '/main-page/toDoAll', label: t('panel.blocks.todo') },
    { code: 'done' as const, q: done, path: '/main-page/haveDoneAll', label: t('panel.blocks.done') },
    { code: 'mine' as const, q: mine, path: '/main-page/myApplicationAll', label: t('panel.blocks.mine') },
    { code: 'copies' as const, q: copies, path: '/main-page/copy-all-list', label: t('panel.blocks.copies') },
  ];
  return (
    <Card
      variant="borderless"
      className="ecms-home-fixed"
      data-testid="home-workflow"
      title={
        <span className="ecms-panel__title">
          <span className="ecms-panel__icon">
            <NodeIndexOutlined />
          </span>
          {t('panel.fixedWorkflow')}
        </span>
      }
      extra={
        <Button type="primary" size="small" icon={<FileAddOutlined />} onClick={() => uiStore.set({ startFlowOpen: true })} data-testid="home-start-flow">
          {t('home.startFlow')}
        </Button>
      }
    >
      <div className="ecms-home-stats">
        {stats.map((s) => {
          const open = () => navigate(s.path);
          return (
            <div
              key={s.code}
              className={`ecms-home-stat ecms-home-stat--${s.code}`}
              role="link"
              tabIndex={0}
              onClick={open}
              onKeyDown={activateOnKey(open)}
              data-testid={`home-stat-${s.code}`}
            >
              <span className="ecms-home-stat__icon">{PANEL_ICONS[s.code]}</span>
              <Statistic
                title={s.label}
                value={s.q.isError ? '—' : (s.q.data?.total ?? 0)}
                loading={s.q.isPending}
                valueStyle={{ fontSize: 22 }}
              />
            </div>
          );
        })}
      </div>
    </Card>
  );
}

/** Fixed common-functions block: the pages I opened lately, most recent first (footprints). */
export function CommonFunctionsBlock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const marks = useQuery({ queryKey: [HOME_PANEL_KEY, 'footmarks'], queryFn: () => queryMyFootmarks({}, 1, 100) });
  const items = useMemo(() => recentFunctions(marks.data?.rows ?? []), [marks.data]);
  let body;
  if (marks.isError) body = <PanelFailed title={t('panel.loadFailed')} retryText={t('common.retry')} onRetry={() => void marks.refetch()} />;
  else if (marks.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (items.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.noCommon')} />;
  else {
    body = (
      <div className="ecms-home-common">
        {items.map((f) => (
          <Tooltip key={f.url} title={f.menuName}>
            <button type="button" className="ecms-home-common__item" onClick={() => navigate(f.url)} data-testid="home-common-item">
              <span className="ecms-home-common__icon">
                <AppstoreOutlined />
              </span>
              <span className="ecms-home-common__name">{f.menuName}</span>
            </button>
          </Tooltip>
        ))}
      </div>
    );
  }
  return (
    <Card
      variant="borderless"
      className="ecms-home-fixed"
      data-testid="home-common"
      title={
        <span className="ecms-panel__title">
          <span className="ecms-panel__icon">
            <AppstoreOutlined />
          </span>
          {t('panel.fixedCommon')}
        </span>
      }
      extra={
        <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => navigate('/main-page/myTracks')}>
          {t('header.tracks')}
          <RightOutlined />
        </Button>
      }
    >
      {body}
    </Card>
  );
}
