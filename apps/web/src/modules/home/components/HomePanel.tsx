import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Button, Card, Empty, Skeleton, Tag } from 'antd';
import {
  BellOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CopyOutlined,
  MoneyCollectOutlined,
  RightOutlined,
  SendOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { relativeTime } from '@ecms/shared';
import { queryMessages, type MessageRow } from '../../notice';
import { activateOnKey } from '../../../components/a11y';
import type { PanelCode, PanelEntry } from '../panel-layout';
import { flowLink, HOME_PANEL_KEY, rowTitle, WORK_LISTS, type WorkListKey, type WorkRow } from '../work-lists';
import { FlowStatusTag } from './FlowStatusTag';

export const PANEL_ICONS: Record<PanelCode, ReactNode> = {
  todo: <ClockCircleOutlined />,
  done: <CheckCircleOutlined />,
  mine: <SendOutlined />,
  reminders: <BellOutlined />,
  bonus: <MoneyCollectOutlined />,
  copies: <CopyOutlined />,
  focus: <StarOutlined />,
};

const LazyPanelFailed = lazy(() => import('./PanelFailed').then((m) => ({ default: m.PanelFailed })));

/** A failed load with its retry; its code loads when a panel fails, not with the home page (issue 14). */
export function PanelFailed(props: ComponentProps<typeof LazyPanelFailed>) {
  return (
    <Suspense fallback={null}>
      <LazyPanelFailed {...props} />
    </Suspense>
  );
}

/** Items a panel shows; the panel and the workflow block share the query (and its total). */
export const PANEL_ITEMS = 6;
/** Panels refresh on their own so the home page stays live while it is open. */
export const PANEL_REFRESH_MS = 30_000;

const LIST_OF: Partial<Record<PanelCode, WorkListKey>> = { todo: 'todo', done: 'done', mine: 'mine', copies: 'copies', focus: 'focus' };

export function useWorkPanel(code: WorkListKey) {
  const def = WORK_LISTS[code];
  return useQuery({
    queryKey: [HOME_PANEL_KEY, code],
    queryFn: () => def.fetch({ params: { ...def.fixed }, pageNo: 1, pageSize: PANEL_ITEMS }, true),
    refetchInterval: PANEL_REFRESH_MS,
  });
}

export function useUnreadMessages() {
  return useQuery({
    queryKey: [HOME_PANEL_KEY, 'reminders'],
    queryFn: () => queryMessages({ params: { isRead: false }, pageNo: 1, pageSize: PANEL_ITEMS }),
    refetchInterval: PANEL_REFRESH_MS,
  });
}

/**
 * A panel's rows as a plain list (antd's List brings its Pagination, and with it Select, to the
 * home page: issue 14); the look is that of a small antd list (home.css).
 */
function PanelList<T>({ rows, render }: { rows: T[]; render: (row: T) => ReactNode }) {
  return <ul className="ecms-home-panel__list">{rows.map(render)}</ul>;
}

/** A row of a panel list: the list item holds the link (a <li> with role=link would leave the <ul> without items). */
function PanelItem({ onOpen, testId, children }: { onOpen: () => void; testId: string; children: ReactNode }) {
  return (
    <li className="ecms-home-panel__item" data-testid={testId} onClick={onOpen}>
      <div className="ecms-home-panel__link" role="link" tabIndex={0} onKeyDown={activateOnKey(onOpen)}>
        {children}
      </div>
    </li>
  );
}

function PanelFrame({ entry, count, children }: { entry: PanelEntry; count?: number; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card
      variant="borderless"
      className="ecms-panel ecms-home-panel"
      data-testid={`home-panel-${entry.code}`}
      title={
        <span className="ecms-panel__title">
          <span className="ecms-panel__icon">{PANEL_ICONS[entry.code]}</span>
          {t(entry.title)}
          {count !== undefined && <Badge count={count} overflowCount={9999} showZero={false} data-testid={`home-panel-${entry.code}-count`} />}
        </span>
      }
      extra={
        entry.morePath && (
          <Button type="link" size="small" onClick={() => navigate(entry.morePath)} data-testid={`home-panel-${entry.code}-more`}>
            {t('common.more')}
            <RightOutlined />
          </Button>
        )
      }
    >
      {children}
    </Card>
  );
}

/** Error, loading or empty content of a panel; null when there are rows to show. */
function panelState(t: TFunction, { error, pending, empty, onRetry, emptyText }: { error: boolean; pending: boolean; empty: boolean; onRetry: () => void; emptyText: string }) {
  if (error) {
    return <PanelFailed title={t('panel.loadFailed')} retryText={t('common.retry')} onRetry={onRetry} className="ecms-home-panel__state" />;
  }
  if (pending) return <Skeleton active paragraph={{ rows: 4 }} className="ecms-home-panel__state" />;
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} className="ecms-home-panel__state" />;
  return null;
}

function WorkPanel({ entry, list }: { entry: PanelEntry; list: WorkListKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const q = useWorkPanel(list);
  const rows = q.data?.rows ?? [];
  const state = panelState(t, { error: q.isError, pending: q.isPending, empty: rows.length === 0, onRetry: () => void q.refetch(), emptyText: t(`wfList.empty.${list}`) });
  return (
    <PanelFrame entry={entry} count={q.data?.total}>
      {state ?? (
        <PanelList<WorkRow>
          rows={rows}
          render={(r) => {
            const open = () => navigate(flowLink(r));
            const when = 'procInstId' in r ? (list === 'done' ? r.doneDate : r.createdDate) : r.startedDate;
            return (
              <PanelItem key={r.id} onOpen={open} testId={`home-panel-${entry.code}-item`}>
                <span className="ecms-home-panel__item-title" title={rowTitle(r)}>
                  {rowTitle(r)}
                </span>
                <span className="ecms-home-panel__item-meta">
                  {'procInstId' in r ? <Tag bordered={false}>{r.stepName}</Tag> : <FlowStatusTag status={r.status} />}
                  <span className="ecms-home-panel__time ecms-home-secondary" title={when ? dayjs(when).format('YYYY-MM-DD HH:mm') : ''}>
                    {when ? relativeTime(when) : ''}
                  </span>
                </span>
              </PanelItem>
            );
          }}
        />
      )}
    </PanelFrame>
  );
}

function RemindersPanel({ entry }: { entry: PanelEntry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const q = useUnreadMessages();
  const rows = q.data?.rows ?? [];
  const openPage = () => navigate('/main-page/messagePage');
  const state = panelState(t, { error: q.isError, pending: q.isPending, empty: rows.length === 0, onRetry: () => void q.refetch(), emptyText: t('panel.noReminders') });
  return (
    <PanelFrame entry={entry} count={q.data?.total}>
      {state ?? (
        <PanelList<MessageRow>
          rows={rows}
          render={(m) => (
            <PanelItem key={m.id} onOpen={openPage} testId="home-panel-reminders-item">
              <span className="ecms-home-panel__item-title" title={m.content}>
                <Badge status="processing" /> {m.title}
              </span>
              <span className="ecms-home-panel__time ecms-home-secondary">{relativeTime(m.createTime)}</span>
            </PanelItem>
          )}
        />
      )}
    </PanelFrame>
  );
}

/** One home panel by its layout entry. */
export function HomePanel({ entry }: { entry: PanelEntry }) {
  const { t } = useTranslation();
  const list = LIST_OF[entry.code];
  if (list) return <WorkPanel entry={entry} list={list} />;
  if (entry.code === 'reminders') return <RemindersPanel entry={entry} />;
  return (
    <PanelFrame entry={entry}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.noBonus')} className="ecms-home-panel__state" data-testid="home-panel-bonus-empty">
        <span className="ecms-home-secondary">{t('panel.bonusHint')}</span>
      </Empty>
    </PanelFrame>
  );
}
