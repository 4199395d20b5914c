import { useMemo, useState } from 'react';
import { Button, Card, Col, Empty, Input, Modal, Result, Row, Skeleton, Tabs, Tooltip, Typography } from 'antd';
import { ApartmentOutlined, SearchOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@ecms/shared';
import { uiStore, useUi } from '../app/store/ui';
import { USER_INFO_KEY, useUserInfo } from '../app/hooks/use-user';
import { favouriteFlowsOf, queryStartableFlows, saveFavouriteFlows, type WfDefinitionItem } from '../api/wf-lists';
import { startFlowLink } from '../modules/home/work-lists';
import { useDict } from './dict';
import { groupFlows, toggleFavourite } from './start-flow-model';
import { useApp } from './use-app';
import '../modules/home/home.css';

type TabKey = 'all' | 'fav';

/**
 * Start-flow dialog (menu permission home:start:flow): 全部流程 / 我的收藏, search, flows grouped
 * by category; a star keeps a flow in the favourites (user config flow_start_List); choosing a
 * flow opens its business page in a new browser tab.
 */
export function StartFlowDialog() {
  const { t } = useTranslation();
  const open = useUi((s) => s.startFlowOpen);
  const close = () => uiStore.set({ startFlowOpen: false });
  return (
    <Modal
      title={t('startFlow.title')}
      open={open}
      onCancel={close}
      footer={null}
      width={860}
      destroyOnHidden
      styles={{ body: { minHeight: 360 } }}
      data-testid="start-flow-dialog"
    >
      {open && <StartFlowBody onChosen={close} />}
    </Modal>
  );
}

function StartFlowBody({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TabKey>('all');
  const [search, setSearch] = useState('');
  const user = useUserInfo().data;
  const saved = useMemo(() => favouriteFlowsOf(user?.userConfig), [user?.userConfig]);
  // Shown at once; the server copy follows (user info is refetched after each save).
  const [favs, setFavs] = useState<string[] | null>(null);
  const favourites = favs ?? saved;
  const flows = useQuery({ queryKey: ['wf', 'startable'], queryFn: () => queryStartableFlows() });
  const categories = useDict('process-left-group');

  const save = useMutation({
    mutationFn: (next: { keys: string[]; added: boolean }) => saveFavouriteFlows(next.keys),
    onSuccess: (_r, v) => {
      void message.success(v.added ? MESSAGES.FAVOURITE_OK : MESSAGES.CANCEL_OK);
      void queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] });
    },
    onError: () => setFavs(null),
  });
  const star = (d: WfDefinitionItem) => {
    const keys = toggleFavourite(favourites, d.key);
    setFavs(keys);
    save.mutate({ keys, added: keys.includes(d.key) });
  };
  const navigate = useNavigate();
  // in the app, as a tab of its own (addTab): a second browser tab would load the whole app again
  const choose = (d: WfDefinitionItem) => {
    navigate(startFlowLink(d));
    onChosen();
  };

  const groups = useMemo(
    () =>
      groupFlows(flows.data ?? [], categories.data ?? [], {
        search,
        favourites: tab === 'fav' ? favourites : null,
        otherLabel: t('startFlow.other'),
      }),
    [flows.data, categories.data, search, tab, favourites, t],
  );

  let body;
  if (flows.isError) {
    body = (
      <Result status="warning" title={t('startFlow.loadFailed')} extra={<Button onClick={() => void flows.refetch()}>{t('common.retry')}</Button>} />
    );
  } else if (flows.isPending) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (groups.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={search ? t('startFlow.noMatch') : tab === 'fav' ? t('startFlow.noFavourites') : t('startFlow.noFlows')}
        data-testid="start-flow-empty"
      />
    );
  } else {
    body = groups.map((g) => (
      <section key={g.category || 'other'} className="ecms-start-flow__group" data-testid={`start-flow-group-${g.category || 'other'}`}>
        <Typography.Title level={5} className="ecms-start-flow__group-title">
          <ApartmentOutlined /> {g.label}
          <Typography.Text type="secondary" className="ecms-start-flow__count">
            {t('startFlow.count', { count: g.flows.length })}
          </Typography.Text>
        </Typography.Title>
        <Row gutter={[12, 12]}>
          {g.flows.map((d) => {
            const isFav = favourites.includes(d.key);
            return (
              <Col key={d.id} xs={24} sm={12} md={8}>
                <Card
                  size="small"
                  hoverable
                  className="ecms-start-flow__card"
                  onClick={() => choose(d)}
                  data-testid={`start-flow-item-${d.key}`}
                >
                  <span className="ecms-start-flow__name" title={d.name}>
                    {d.name}
                  </span>
                  <Tooltip title={isFav ? t('startFlow.unfavourite') : t('startFlow.favourite')}>
                    <Button
                      type="text"
                      size="small"
                      aria-label={isFav ? t('startFlow.unfavourite') : t('startFlow.favourite')}
                      aria-pressed={isFav}
                      icon={isFav ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
                      onClick={(e) => {
                        e.stopPropagation();
                        star(d);
                      }}
                      data-testid={`start-flow-star-${d.key}`}
                    />
                  </Tooltip>
                </Card>
              </Col>
            );
          })}
        </Row>
      </section>
    ));
  }

  // One body below the tab bar: the tabs only switch the filter.
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as TabKey)}
        tabBarExtraContent={
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('startFlow.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 220 }}
            data-testid="start-flow-search"
          />
        }
        items={[
          { key: 'all', label: <span data-testid="start-flow-tab-all">{t('startFlow.all')}</span> },
          {
            key: 'fav',
            label: (
              <span data-testid="start-flow-tab-fav">
                {t('startFlow.favourites')}
                {favourites.length > 0 ? ` (${favourites.length})` : ''}
              </span>
            ),
          },
        ]}
      />
      <div className="ecms-start-flow" data-testid={`start-flow-body-${tab}`}>
        {body}
      </div>
    </>
  );
}
