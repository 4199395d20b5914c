import { useMemo, useState } from 'react';
import { Button, Card, Space, Table, Tabs, Tag, Tooltip } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/ledger';
import { WfListPage } from '../../form';
import { ADM_KEYS, queryTravelBoard, type TTravelBoardRow } from '../api';

const monday = (d: Dayjs) => d.subtract((d.day() + 6) % 7, 'day').startOf('day');

interface PersonRow { key: string; name: string; dept: string | null; trips: TTravelBoardRow[] }

/** 出差申请看板: who is away where this week (approved and in approval), and the trip applications. */
export function TravelBoardPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [tab, setTab] = useState('board');
  const [from, setFrom] = useState(() => monday(dayjs()));
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => from.add(i, 'day')), [from]);
  const start = from.format('YYYY-MM-DD');
  const end = from.add(6, 'day').format('YYYY-MM-DD');
  const q = useQuery({ queryKey: [ADM_KEYS.travel, start], queryFn: () => queryTravelBoard(start, end), enabled: tab === 'board' });
  const people = useMemo(() => {
    const map = new Map<string, PersonRow>();
    for (const r of q.data ?? []) {
      const p = map.get(r.traveller) ?? { key: r.traveller, name: r.travellerName ?? '', dept: r.deptName, trips: [] };
      p.trips.push(r);
      map.set(r.traveller, p);
    }
    return [...map.values()];
  }, [q.data]);
  const weekdays = t('adm.travel.weekdays').split(',');
  const board = (
    <Card
      size="small"
      title={t('adm.travel.week', { from: start, to: end })}
      extra={(
        <Space>
          <Button size="small" icon={<LeftOutlined />} onClick={() => setFrom(from.subtract(7, 'day'))} aria-label={t('adm.travel.prev')} data-testid="adm-travel-prev" />
          <Button size="small" onClick={() => setFrom(monday(dayjs()))}>{t('adm.travel.thisWeek')}</Button>
          <Button size="small" icon={<RightOutlined />} onClick={() => setFrom(from.add(7, 'day'))} aria-label={t('adm.travel.next')} data-testid="adm-travel-next" />
        </Space>
      )}
    >
      <Table<PersonRow>
        size="small"
        bordered
        rowKey="key"
        loading={q.isLoading}
        dataSource={people}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('adm.travel.empty') }}
        data-testid="adm-travel-board"
        columns={[
          {
            title: t('adm.travel.person'), dataIndex: 'name', width: 130, fixed: 'left',
            render: (_, p) => <span>{p.name}<br /><small style={{ color: '#8c8c8c' }}>{p.dept}</small></span>,
          },
          ...days.map((d, i) => {
            const day = d.format('YYYY-MM-DD');
            return {
              title: <span>{weekdays[i]}<br /><small>{d.format('MM-DD')}</small></span>,
              key: day,
              width: 110,
              render: (_: unknown, p: PersonRow) => p.trips.filter((tr) => tr.startDate <= day && tr.endDate >= day).map((tr) => (
                <Tooltip key={tr.id} title={`${tr.tripNo ?? ''} ${tr.startDate} ~ ${tr.endDate}`}>
                  <Tag color={tr.flowStatus === 3 ? 'green' : 'blue'} style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>{tr.destination}</Tag>
                </Tooltip>
              )),
            };
          }),
        ]}
      />
      <Space style={{ marginTop: 8 }}>
        <Tag color="green">{t('adm.travel.approved')}</Tag>
        <Tag color="blue">{t('adm.travel.pending')}</Tag>
      </Space>
    </Card>
  );
  const items = [
    { key: 'board', label: t('adm.travel.board'), children: board },
    ...(can('form:business_trip:view') ? [{ key: 'list', label: t('adm.travel.list'), children: <WfListPage formId="business_trip" /> }] : []),
  ];
  return <Tabs activeKey={tab} onChange={setTab} items={items} destroyOnHidden data-testid="adm-travel-page" />;
}
