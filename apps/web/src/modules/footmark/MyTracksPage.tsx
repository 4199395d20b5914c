import { useMemo, useState } from 'react';
import { Button, Card, DatePicker, Empty, List, Pagination, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { FOOTPRINT_TYPE } from '@ecms/shared';
import { queryMyFootmarks, type Footmark } from '../../api/footmark';
import { ExportButton } from '../../components/ExportButton';
import { lastMonth, rangeParams, type Range } from './range';

const PAGE_SIZE = 100;
const TYPE_LABEL = new Map<number, string>(Object.values(FOOTPRINT_TYPE).map((x) => [x.value, x.label]));

/** Footprints grouped by day, newest first. */
export function groupByDay(rows: Footmark[]): { day: string; items: Footmark[] }[] {
  const groups = new Map<string, Footmark[]>();
  for (const r of rows) {
    const day = dayjs(r.createdDate).format('YYYY-MM-DD');
    groups.set(day, [...(groups.get(day) ?? []), r]);
  }
  return [...groups.entries()].map(([day, items]) => ({ day, items }));
}

/** /main-page/myTracks: my footprints by day; one click reopens a page. */
export function MyTracksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [range, setRange] = useState<Range>(lastMonth);
  const [page, setPage] = useState(1);
  const marks = useQuery({
    queryKey: ['footmarks', 'mine', rangeParams(range), page],
    queryFn: () => queryMyFootmarks(rangeParams(range), page, PAGE_SIZE),
  });
  const days = useMemo(() => groupByDay(marks.data?.rows ?? []), [marks.data]);

  let body;
  if (marks.isError) {
    body = <Result status="warning" title={t('footmark.failed')} extra={<Button onClick={() => void marks.refetch()}>{t('footmark.retry')}</Button>} />;
  } else if (marks.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (days.length === 0) {
    body = <Empty description={t('footmark.empty')} data-testid="tracks-empty" />;
  } else {
    body = (
      <>
        {days.map((d) => (
          <div key={d.day} className="ecms-tracks-day" data-testid="tracks-day">
            <Typography.Title level={5} style={{ margin: '16px 0 8px' }}>{d.day}</Typography.Title>
            <List
              size="small"
              bordered
              dataSource={d.items}
              rowKey="id"
              renderItem={(m) => (
                <List.Item
                  data-testid="track-item"
                  actions={m.url ? [<Typography.Link key="open" onClick={() => navigate(m.url!)}>{t('footmark.reopen')}</Typography.Link>] : []}
                >
                  <Space size={12} wrap>
                    <Typography.Text type="secondary">{dayjs(m.createdDate).format('HH:mm')}</Typography.Text>
                    {TYPE_LABEL.has(m.type) && <Tag color="blue">{TYPE_LABEL.get(m.type)}</Tag>}
                    {m.url ? <Typography.Link onClick={() => navigate(m.url!)}>{m.menuName}</Typography.Link> : <span>{m.menuName}</span>}
                    {m.businessName && <Typography.Text type="secondary">{m.businessName}</Typography.Text>}
                  </Space>
                </List.Item>
              )}
            />
          </div>
        ))}
        {(marks.data?.total ?? 0) > PAGE_SIZE && (
          <Pagination style={{ marginTop: 16 }} align="end" current={page} pageSize={PAGE_SIZE} total={marks.data?.total} showSizeChanger={false} onChange={setPage} />
        )}
      </>
    );
  }

  return (
    <Card variant="borderless" className="ecms-card-fill" data-testid="my-tracks-page">
      <Space wrap>
        <span>{t('footmark.range')}</span>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          onChange={(v) => { if (v?.[0] && v[1]) { setRange([v[0], v[1]]); setPage(1); } }}
        />
        {marks.data && <Typography.Text type="secondary">{t('footmark.total', { total: marks.data.total })}</Typography.Text>}
        <ExportButton code="footmark:mine" request={{ params: rangeParams(range) }} fileName={t('route.myTracks')} testId="tracks-export" />
      </Space>
      {body}
    </Card>
  );
}
