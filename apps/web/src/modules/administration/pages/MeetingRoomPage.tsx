import { Button, Card } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/ledger';
import { BookingCalendar } from './BookingCalendar';

/** 会议室管理: the week calendar of bookings per room; rooms are the meeting_room form. */
export function MeetingRoomPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  return (
    <Card data-testid="adm-meeting-page" title={t('adm.route.meeting')}
      extra={can('form:meeting_room:add') && <Button onClick={() => navigate('/main-page/meeting_room/wf-list')}>{t('adm.booking.manageRooms')}</Button>}>
      <BookingCalendar type="room" />
    </Card>
  );
}
