import { useState } from 'react';
import { DatePicker, Drawer, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@ecms/shared';
import { LedgerPage } from '../../../components/ledger';
import { ATT_KEYS, fetchAttendanceDetail, queryAttendanceMonth, STATUS_COLOR, type TAttendanceDay, type TAttendanceMonthRow } from '../api';

const hm = (iso: string | null) => (iso ? formatDate(iso, 'datetime').slice(11, 16) : '');

/** 考勤统计: the month computed per person (the caller's data scope), and a person's days in a drawer. */
export function AttendanceStatPage() {
  const { t } = useTranslation();
  const [who, setWho] = useState<{ row: TAttendanceMonthRow; month: string } | null>(null);
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const days = useQuery({
    queryKey: [ATT_KEYS.detail, who?.row.userId, who?.month],
    queryFn: () => fetchAttendanceDetail(who!.row.userId, who!.month),
    enabled: !!who,
  });
  const weekdays = t('adm.travel.weekdays').split(',');
  const num = (v: number) => (v ? <span style={{ color: '#d4380d' }}>{v}</span> : 0);
  return (
    <>
      <LedgerPage<TAttendanceMonthRow, Record<string, never>>
        testId="att-stat"
        tableTestId="att-stat-table"
        rowKey="userId"
        queryKey={[ATT_KEYS.month]}
        list={queryAttendanceMonth}
        params={{ month }}
        toolbar={() => (
          <DatePicker picker="month" allowClear={false} value={dayjs(`${month}-01`)} onChange={(d: Dayjs | null) => d && setMonth(d.format('YYYY-MM'))} data-testid="att-stat-month" />
        )}
        search={[{ name: 'keyword', placeholder: t('att.keyword'), testId: 'att-stat-search', width: 180 }]}
        columns={[
          { title: t('att.col.name'), dataIndex: 'userName', width: 90, fixed: 'left' },
          { title: t('att.col.no'), dataIndex: 'userNo', width: 80 },
          { title: t('att.col.dept'), dataIndex: 'deptName', width: 110, ellipsis: true },
          { title: t('att.rule'), dataIndex: 'ruleName', width: 120, ellipsis: true },
          { title: t('att.sum.workDays'), dataIndex: 'workDays', width: 70, align: 'right' },
          { title: t('att.col.attend'), dataIndex: 'attendDays', width: 70, align: 'right' },
          { title: t('att.sum.normal'), dataIndex: 'normalDays', width: 60, align: 'right' },
          { title: t('att.col.late'), dataIndex: 'lateTimes', width: 90, align: 'right', render: (v: number, r) => (v ? <span style={{ color: '#d46b08' }}>{v}（{r.lateMinutes}′）</span> : 0) },
          { title: t('att.col.early'), dataIndex: 'earlyTimes', width: 90, align: 'right', render: (v: number, r) => (v ? <span style={{ color: '#d46b08' }}>{v}（{r.earlyMinutes}′）</span> : 0) },
          { title: t('att.sum.missing'), dataIndex: 'missingTimes', width: 60, align: 'right', render: num },
          { title: t('att.sum.absent'), dataIndex: 'absentDays', width: 60, align: 'right', render: num },
          { title: t('att.sum.leave'), dataIndex: 'leaveDays', width: 60, align: 'right' },
          { title: t('att.sum.trip'), dataIndex: 'tripDays', width: 60, align: 'right' },
        ]}
        edit={false}
        actions={[{ key: 'days', label: t('att.days'), testId: 'att-stat-days', onClick: (row) => setWho({ row, month }) }]}
        actionsColumn={{ width: 70 }}
      />
      <Drawer
        open={!!who}
        onClose={() => setWho(null)}
        width={760}
        title={who ? t('att.daysOf', { name: who.row.userName, month: who.month }) : ''}
        data-testid="att-days-drawer"
      >
        <Table<TAttendanceDay>
          size="small"
          rowKey="date"
          loading={days.isLoading}
          dataSource={days.data ?? []}
          pagination={false}
          data-testid="att-days-table"
          columns={[
            { title: t('att.col.date'), dataIndex: 'date', width: 100 },
            { title: t('att.col.weekday'), dataIndex: 'weekday', width: 60, render: (v: number) => weekdays[v - 1] },
            { title: t('att.signIn'), dataIndex: 'signIn', width: 70, render: hm },
            { title: t('att.signOut'), dataIndex: 'signOut', width: 70, render: hm },
            { title: t('att.status'), dataIndex: 'statusName', width: 90, render: (v: string, r) => <Tag color={STATUS_COLOR[r.status]}>{v}</Tag> },
            {
              title: t('att.col.note'), key: 'note',
              render: (_: unknown, r) => [
                r.holidayName, r.lateMinutes ? t('att.lateBy', { n: r.lateMinutes }) : null, r.earlyMinutes ? t('att.earlyBy', { n: r.earlyMinutes }) : null,
                r.leaveTypeName, r.tripDestination,
              ].filter(Boolean).join('；'),
            },
          ]}
        />
      </Drawer>
    </>
  );
}
