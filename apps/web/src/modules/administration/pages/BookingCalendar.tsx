import { useMemo, useState } from 'react';
import { Alert, Button, DatePicker, Empty, Form, Input, Modal, Popconfirm, Popover, Segmented, Space, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { PersonPicker, type PickedUser } from '../../../components/PersonPicker';
import { useCan, useCrudMutation } from '../../../components/ledger';
import { ADM_KEYS, bookRoom, cancelBooking, fetchResources, queryBookings, type TBooking, type TResource } from '../api';
import '../administration.css';

const FIRST_HOUR = 8;
const LAST_HOUR = 20;
const ROW = 44;

const mondayOf = (d: Dayjs) => d.startOf('day').subtract((d.day() + 6) % 7, 'day');

interface BookForm { title: string; range: [Dayjs, Dayjs]; remark?: string }

/**
 * Week calendar of bookings of meeting rooms (bookable) or vehicles (their approved and pending
 * use requests): one resource at a time, days as columns, 08:00–20:00 as rows. Overlaps are
 * refused by the server (the database); the dialog shows its message.
 */
export function BookingCalendar({ type }: { type: 'room' | 'vehicle' }) {
  const { t } = useTranslation();
  const can = useCan();
  const [week, setWeek] = useState(() => mondayOf(dayjs()));
  const [picked, setPicked] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ start: Dayjs } | null>(null);
  const [attendees, setAttendees] = useState<PickedUser[]>([]);
  const [picking, setPicking] = useState(false);
  const [form] = Form.useForm<BookForm>();
  const qc = useQueryClient();
  const resources = useQuery({ queryKey: [ADM_KEYS.resources, type], queryFn: () => fetchResources(type) });
  const range = { start: week.toISOString(), end: week.add(7, 'day').toISOString() };
  const bookings = useQuery({ queryKey: [ADM_KEYS.bookings, type, range.start], queryFn: () => queryBookings(type, range.start, range.end) });
  const list = resources.data ?? [];
  const current: TResource | undefined = list.find((r) => r.id === picked) ?? list[0];
  const mine = useMemo(() => (bookings.data ?? []).filter((b) => b.resourceId === current?.id), [bookings.data, current]);
  const canBook = type === 'room' && can('adm:meetingRoom:add');
  const manageAll = can('adm:meetingRoom:manageAll');

  const save = useCrudMutation({
    // A refusal (someone took the slot meanwhile) refreshes the calendar too, so the user sees by whom.
    mutationFn: (v: BookForm) => bookRoom({
      roomId: current!.id, title: v.title, startAt: v.range[0].toISOString(), endAt: v.range[1].toISOString(),
      attendees: attendees.map((a) => a.id), remark: v.remark || null,
    }).catch((e: unknown) => { void qc.invalidateQueries({ queryKey: [ADM_KEYS.bookings, type] }); throw e; }),
    invalidate: [[ADM_KEYS.bookings, type]],
    close: () => { setDraft(null); setAttendees([]); form.resetFields(); },
  });
  const cancel = useCrudMutation({ mutationFn: (id: string) => cancelBooking(id), invalidate: [[ADM_KEYS.bookings, type]] });

  const days = Array.from({ length: 7 }, (_, i) => week.add(i, 'day'));
  const hours = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, i) => FIRST_HOUR + i);
  const open = (start: Dayjs) => {
    if (!canBook || !current || start.add(1, 'hour').isBefore(dayjs())) return;
    form.setFieldsValue({ title: '', range: [start, start.add(1, 'hour')], remark: '' });
    setAttendees([]);
    setDraft({ start });
  };

  const block = (b: TBooking, day: Dayjs) => {
    const s = dayjs(b.startAt);
    const e = dayjs(b.endAt);
    const dayStart = day.hour(FIRST_HOUR);
    const dayEnd = day.hour(LAST_HOUR);
    if (!s.isBefore(dayEnd) || !e.isAfter(dayStart)) return null;
    const from = s.isBefore(dayStart) ? dayStart : s;
    const to = e.isAfter(dayEnd) ? dayEnd : e;
    const top = (from.diff(dayStart, 'minute') / 60) * ROW;
    const height = Math.max((to.diff(from, 'minute') / 60) * ROW - 2, 18);
    const detail = (
      <div className="adm-booking-detail">
        <div><Typography.Text strong>{b.title}</Typography.Text></div>
        <div>{s.format('MM-DD HH:mm')} – {e.format(e.isSame(s, 'day') ? 'HH:mm' : 'MM-DD HH:mm')}</div>
        <div>{t('adm.booking.bookedBy')}：{b.bookedByName ?? '-'}</div>
        {b.attendeeNames.length > 0 && <div><TeamOutlined /> {b.attendeeNames.join('、')}</div>}
        {b.remark && <div>{b.remark}</div>}
        {type === 'room' && (b.mine || manageAll) && e.isAfter(dayjs()) && (
          <Popconfirm title={t('adm.booking.cancelConfirm')} onConfirm={() => cancel.mutateAsync(b.id)}>
            <Button size="small" danger style={{ marginTop: 8 }} data-testid="adm-booking-cancel">{t('adm.booking.cancel')}</Button>
          </Popconfirm>
        )}
      </div>
    );
    return (
      <Popover key={b.id} content={detail} trigger="click">
        <div className={`adm-booking${b.mine ? ' adm-booking-mine' : ''}`} style={{ top, height }} data-testid="adm-booking"
          onClick={(ev) => ev.stopPropagation()} title={b.title}>
          <div className="adm-booking-time">{s.format('HH:mm')}–{e.format('HH:mm')}</div>
          <div className="adm-booking-title">{b.title}</div>
        </div>
      </Popover>
    );
  };

  if (resources.isSuccess && !list.length) {
    return <Empty description={t(type === 'room' ? 'adm.booking.noRooms' : 'adm.booking.noVehicles')} data-testid="adm-calendar-empty" />;
  }
  return (
    <div data-testid="adm-calendar">
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Segmented
          value={current?.id}
          onChange={(v) => setPicked(String(v))}
          options={list.map((r) => ({
            value: r.id,
            label: <span data-testid="adm-resource">{r.name}{r.capacity ? <Typography.Text type="secondary"> · {t('adm.booking.capacity', { n: r.capacity })}</Typography.Text> : null}</span>,
          }))}
        />
        <Space>
          <Button icon={<LeftOutlined />} onClick={() => setWeek(week.subtract(7, 'day'))} aria-label={t('adm.booking.prev')} data-testid="adm-week-prev" />
          <Button onClick={() => setWeek(mondayOf(dayjs()))}>{t('adm.booking.today')}</Button>
          <Button icon={<RightOutlined />} onClick={() => setWeek(week.add(7, 'day'))} aria-label={t('adm.booking.next')} data-testid="adm-week-next" />
          <Typography.Text strong data-testid="adm-week-label">{t('adm.booking.week', { from: week.format('YYYY-MM-DD'), to: week.add(6, 'day').format('MM-DD') })}</Typography.Text>
        </Space>
      </Space>
      {current && (current.location || current.equipment.length > 0) && (
        <div style={{ marginBottom: 8 }}>
          {current.location && <Typography.Text type="secondary" style={{ marginRight: 8 }}>{current.location}</Typography.Text>}
          {current.equipment.map((e) => <Tag key={e}>{e}</Tag>)}
        </div>
      )}
      <Alert type="info" showIcon style={{ marginBottom: 8 }} message={t(type === 'room' ? 'adm.booking.hint' : 'adm.booking.vehicleHint')} />
      <div className="adm-calendar-scroll">
        <div className="adm-calendar" style={{ gridTemplateRows: `36px repeat(${hours.length}, ${ROW}px)` }}>
          <div className="adm-cal-corner" />
          {days.map((d) => (
            <div key={d.valueOf()} className={`adm-cal-day${d.isSame(dayjs(), 'day') ? ' adm-cal-today' : ''}`}>
              {d.format('MM-DD')} {t(`common.weekdays.${d.day()}`, { defaultValue: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'][d.day()] })}
            </div>
          ))}
          {hours.map((h) => (
            <div key={`h${h}`} className="adm-cal-hour" style={{ gridRow: h - FIRST_HOUR + 2 }}>{String(h).padStart(2, '0')}:00</div>
          ))}
          {days.map((d, i) => (
            <div key={`c${d.valueOf()}`} className="adm-cal-col" style={{ gridColumn: i + 2, gridRow: `2 / span ${hours.length}` }}>
              {hours.map((h) => (
                <div key={h} className={`adm-cal-slot${canBook ? ' adm-cal-slot-free' : ''}`} style={{ height: ROW }}
                  onClick={() => open(d.hour(h))} data-testid={`adm-slot-${d.format('YYYY-MM-DD')}-${h}`} />
              ))}
              {mine.map((b) => block(b, d))}
            </div>
          ))}
        </div>
      </div>
      {bookings.isSuccess && !mine.length && <Typography.Text type="secondary">{t('adm.booking.empty')}</Typography.Text>}
      <Modal
        open={!!draft}
        title={`${t('adm.booking.bookTitle')} · ${current?.name ?? ''}`}
        onCancel={() => setDraft(null)}
        onOk={() => form.validateFields().then((v) => save.mutate(v), () => undefined)}
        confirmLoading={save.isPending}
        okButtonProps={{ 'data-testid': 'adm-book-ok' } as Record<string, string>}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" data-testid="adm-book-form">
          <Form.Item name="title" label={t('adm.booking.title')} rules={[{ required: true, whitespace: true, message: t('adm.booking.requiredTitle') }]}>
            <Input maxLength={100} data-testid="adm-book-title" />
          </Form.Item>
          <Form.Item name="range" label={`${t('adm.booking.start')} – ${t('adm.booking.end')}`} rules={[{ required: true },
            { validator: (_r, v?: [Dayjs, Dayjs]) => (v && !v[1].isAfter(v[0]) ? Promise.reject(new Error(t('adm.booking.endAfterStart'))) : Promise.resolve()) }]}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm', minuteStep: 15 }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid="adm-book-range" />
          </Form.Item>
          <Form.Item label={t('adm.booking.attendees')}>
            <Space wrap>
              {attendees.map((a) => <Tag key={a.id} closable onClose={() => setAttendees(attendees.filter((x) => x.id !== a.id))}>{a.name}</Tag>)}
              <Button size="small" icon={<TeamOutlined />} onClick={() => setPicking(true)} data-testid="adm-book-attendees">{t('adm.booking.pickAttendees')}</Button>
            </Space>
          </Form.Item>
          <Form.Item name="remark" label={t('adm.booking.remark')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
      <PersonPicker open={picking} value={attendees} onOk={(u) => { setAttendees(u); setPicking(false); }} onCancel={() => setPicking(false)} />
    </div>
  );
}
