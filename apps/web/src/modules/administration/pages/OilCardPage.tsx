import { useState } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/ledger';
import { WfListPage } from '../../form';

/** 油卡使用登记: top-ups and fuel purchases (the card's balance follows), and the cards themselves. */
export function OilCardPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [tab, setTab] = useState('uses');
  const items = [
    { key: 'uses', label: t('adm.oil.uses'), children: <WfListPage formId="oil_card_use" /> },
    ...(can('form:oil_card:view') ? [{ key: 'cards', label: t('adm.oil.cards'), children: <WfListPage formId="oil_card" /> }] : []),
  ];
  return <Tabs activeKey={tab} onChange={setTab} items={items} destroyOnHidden data-testid="adm-oil-page" />;
}
