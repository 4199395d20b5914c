import { useMemo, useState } from 'react';
import { Button, Calendar, Card, Col, Descriptions, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@ecms/shared';
import { useApp } from '../../../components/use-app';
import { ATT_KEYS, fetchSignCal, fetchSignConfig, monthSummary, signNow, STATUS_COLOR, type TAttendanceDay } from '../api';

const hm = (iso: string | null) => (iso ? formatDate(iso, 'datetime').slice(11, 16) : '--:--');

/** 个人考勤: today's rule and signs with the sign button; the month as a calendar of computed days with its totals. */
export function PersonalAttendancePage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { message } = useApp();
  const today = dayjs().format('YYYY-MM-DD');
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const start = month.format('YYYY-MM-DD');
  const config = useQuery({ queryKey: [ATT_KEYS.config, today], queryFn: () => fetchSignConfig('me', today) });
  const cal = useQuery({ queryKey: [ATT_KEYS.cal, start], queryFn: () => fetchSignCal(start, month.daysInMonth()) });
  const byDate = useMemo(() => new Map((cal.data ?? []).map((d) => [d.date, d])), [cal.data]);
  const sum = useMemo(() => monthSummary(cal.data ?? []), [cal.data]);
  const sign = useMutation({
    mutationFn: (kind: 'in' | 'out') => signNow(kind),
    onSuccess: (r) => {
      void message.success(r.msg);
      return refresh();
    },
  });
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: [ATT_KEYS.config] }), qc.invalidateQueries({ queryKey: [ATT_KEYS.cal] })]);
  const day = config.data?.day;
  const rule = config.data?.rule;
  const signedIn = !!day?.signIn;
  const cell = (d: Dayjs) => {
    const x: TAttendanceDay | undefined = byDate.get(d.format('YYYY-MM-DD'));
    // A rest day shows only when it is a holiday or someone signed on it (weekend work).
    if (!x || x.status === 'future' || (x.status === 'rest' && !x.holidayName && !x.signIn && !x.signOut)) return null;
    return (
      <div data-testid={`att-cell-${x.date}`} style={{ fontSize: 12, lineHeight: '18px' }}>
        <Tag color={STATUS_COLOR[x.status]} style={{ marginInlineEnd: 0 }}>{x.holidayName && x.status === 'rest' ? x.holidayName : x.statusName}</Tag>
        {x.signIn || x.signOut ? <div style={{ color: '#666' }}>{hm(x.signIn)} - {hm(x.signOut)}</div> : null}
        {x.lateMinutes ? <div style={{ color: '#d46b08' }}>{t('att.lateBy', { n: x.lateMinutes })}</div> : null}
        {x.earlyMinutes ? <div style={{ color: '#d46b08' }}>{t('att.earlyBy', { n: x.earlyMinutes })}</div> : null}
        {x.status === 'leave' && x.leaveTypeName ? <div style={{ color: '#1677ff' }}>{x.leaveTypeName}</div> : null}
        {x.status === 'trip' && x.tripDestination ? <div style={{ color: '#08979c' }}>{x.tripDestination}</div> : null}
      </div>
    );
  };
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="att-personal-page">
      <Row gutter={12}>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('att.today', { date: today })} style={{ height: '100%' }}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('att.rule')}>{rule ? `${rule.ruleName}（${rule.workStart} - ${rule.workEnd}）` : '-'}</Descriptions.Item>
              <Descriptions.Item label={t('att.signIn')}><span data-testid="att-sign-in">{hm(day?.signIn ?? null)}</span></Descriptions.Item>
              <Descriptions.Item label={t('att.signOut')}><span data-testid="att-sign-out">{hm(day?.signOut ?? null)}</span></Descriptions.Item>
              <Descriptions.Item label={t('att.status')}>
                {day ? <Tag color={STATUS_COLOR[day.status]} data-testid="att-today-status">{day.statusName}</Tag> : '-'}
              </Descriptions.Item>
            </Descriptions>
            <Space>
              <Button type="primary" disabled={signedIn} loading={sign.isPending} onClick={() => sign.mutate('in')} data-testid="att-btn-in">{t('att.doSignIn')}</Button>
              <Button disabled={!signedIn} loading={sign.isPending} onClick={() => sign.mutate('out')} data-testid="att-btn-out">{t('att.doSignOut')}</Button>
            </Space>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>{t('att.hint')}</Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('att.monthSummary', { month: month.format('YYYY-MM') })} style={{ height: '100%' }} data-testid="att-summary">
            <Row gutter={[8, 8]}>
              {([
                ['workDays', sum.workDays], ['normal', sum.normal], ['late', sum.late], ['early', sum.early],
                ['missing', sum.missing], ['absent', sum.absent], ['leave', sum.leave], ['trip', sum.trip],
              ] as const).map(([k, v]) => (
                <Col span={6} key={k}><Statistic title={t(`att.sum.${k}`)} value={v} valueStyle={{ fontSize: 20 }} /></Col>
              ))}
            </Row>
          </Card>
        </Col>
      </Row>
      <Card size="small" loading={cal.isLoading && !cal.data}>
        <Calendar
          value={month}
          onPanelChange={(d) => setMonth(d.startOf('month'))}
          onSelect={(d, info) => { if (info.source !== 'date') setMonth(d.startOf('month')); }}
          cellRender={(d, info) => (info.type === 'date' && d.isSame(month, 'month') ? cell(d) : null)}
          mode="month"
        />
      </Card>
    </Space>
  );
}
