import { useState } from 'react';
import { Button, Popconfirm, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FORM_ROWS_KEY } from '../../../api/forms';
import { useCan, useCrudMutation } from '../../../components/ledger';
import { WfListPage } from '../../form';
import { returnCard } from '../api';

/** 证照卡证管理: the cards (who keeps which, lent or in) and their borrowings with 归还. */
export function CardHolderPage() {
  const { t } = useTranslation();
  const can = useCan();
  const qc = useQueryClient();
  const [tab, setTab] = useState('cards');
  const back = useCrudMutation({
    mutationFn: (id: string) => returnCard(id),
    invalidate: [[FORM_ROWS_KEY, 'card_borrow'], [FORM_ROWS_KEY, 'card_holder']],
  });
  const items = [
    ...(can('form:card_holder:view') ? [{ key: 'cards', label: t('adm.card.cards'), children: <WfListPage formId="card_holder" /> }] : []),
    {
      key: 'borrow', label: t('adm.card.borrow'), children: (
        <WfListPage
          formId="card_borrow"
          rowExtra={(r) => (r.flowStatus === 3 && !r.returnDate && can('adm:cardHolder:return') ? (
            <Popconfirm title={t('adm.card.returnConfirm')} onConfirm={() => back.mutateAsync(String(r.id)).then(() => qc.invalidateQueries({ queryKey: [FORM_ROWS_KEY, 'card_borrow'] }))}>
              <Button type="link" size="small" loading={back.isPending} data-testid="adm-card-return">{t('adm.card.return')}</Button>
            </Popconfirm>
          ) : null)}
        />
      ),
    },
  ];
  return <Tabs activeKey={can('form:card_holder:view') ? tab : 'borrow'} onChange={setTab} items={items} destroyOnHidden data-testid="adm-card-page" />;
}
