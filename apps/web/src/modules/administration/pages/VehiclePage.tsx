import { useState } from 'react';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/ledger';
import { WfListPage } from '../../form';
import { BookingCalendar } from './BookingCalendar';

/** 用车登记: use requests (a flow form holding the vehicle for its window), the vehicles, and their week calendar. */
export function VehiclePage() {
  const { t } = useTranslation();
  const can = useCan();
  const [tab, setTab] = useState('uses');
  const items = [
    { key: 'uses', label: t('adm.vehicle.uses'), children: <WfListPage formId="vehicle_use" /> },
    ...(can('form:vehicle:view') ? [{ key: 'list', label: t('adm.vehicle.list'), children: <WfListPage formId="vehicle" /> }] : []),
    { key: 'calendar', label: t('adm.vehicle.calendar'), children: <Card><BookingCalendar type="vehicle" /></Card> },
  ];
  return <Tabs activeKey={tab} onChange={setTab} items={items} destroyOnHidden data-testid="adm-vehicle-page" />;
}
