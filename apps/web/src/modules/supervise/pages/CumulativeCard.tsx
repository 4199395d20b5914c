import { Card, Col, Progress, Row, Skeleton, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCompletedCumulative } from '@ecms/shared';
import { fetchCumulative } from '../ledger-api';

type Key = keyof TCompletedCumulative;
/** Figure, label key, and the "of which" figure beside it. */
const FIGURES: [Key, string, Key | null, string | null][] = [
  ['notices', 'notices', 'noticesClosed', 'closed'],
  ['safetyNotices', 'safety', null, null],
  ['contactSheets', 'contacts', null, null],
  ['stopWorkOrders', 'stopWork', 'stopWorkResumed', 'resumed'],
  ['patrolRecords', 'patrol', null, null],
  ['sideStationRecords', 'side', null, null],
  ['dailyLogs', 'logs', null, null],
  ['hazards', 'hazards', 'hazardsAccepted', 'accepted'],
];

/**
 * 验收报告 累计完成 (GET /b/supervise/acceptance/report/getCompletedCumulative/{id}): what the project's
 * supervision has done up to now — problems found / rectified / open and the rate, documents, stop-work
 * orders, records, logs, hazardous works — the figures the acceptance report quotes.
 */
export function CumulativeCard({ projectId, bordered = true }: { projectId: string; bordered?: boolean }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['sup-cumulative', projectId], queryFn: () => fetchCumulative(projectId) });
  const d = q.data;
  return (
    <Card size="small" variant={bordered ? 'outlined' : 'borderless'} data-testid="sup-cumulative"
      title={t('supMore.cumulative.title')} extra={d && <Typography.Text type="secondary">{t('supMore.cumulative.asOf', { date: d.asOf })}</Typography.Text>}>
      {!d ? <Skeleton active paragraph={{ rows: 3 }} /> : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
              <Progress type="circle" size={96} percent={d.rectificationRate ?? 0} format={() => (d.rectificationRate === null ? '—' : `${d.rectificationRate}%`)}
                status={d.problemsOpen ? 'active' : 'success'} data-testid="sup-cumulative-rate" />
              <div>
                <Typography.Text type="secondary">{t('supMore.cumulative.rate')}</Typography.Text>
                <div data-testid="sup-cumulative-problems">
                  {t('supMore.cumulative.problems')} <b>{d.problemsFound}</b> · {t('supMore.cumulative.rectified')} <b>{d.problemsRectified}</b>
                  {' · '}{t('supMore.cumulative.open')} <b style={{ color: d.problemsOpen ? '#d4380d' : undefined }}>{d.problemsOpen}</b>
                </div>
              </div>
            </div>
          </Col>
          <Col xs={24} md={16}>
            <Row gutter={[12, 12]}>
              {FIGURES.map(([k, label, sub, subLabel]) => (
                <Col key={k} xs={12} sm={6} data-testid={`sup-cumulative-${k}`}>
                  <Statistic title={t(`supMore.cumulative.${label}`)} value={d[k] as number}
                    suffix={sub && <span style={{ fontSize: 12, color: '#888' }}>{t(`supMore.cumulative.${subLabel}`)} {d[sub] as number}</span>} />
                </Col>
              ))}
            </Row>
          </Col>
        </Row>
      )}
    </Card>
  );
}
