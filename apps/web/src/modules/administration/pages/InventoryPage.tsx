import { useState } from 'react';
import { Button, Card, Space, Switch, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@ecms/shared';
import { LedgerPage } from '../../../components/ledger';
import { ADM_KEYS, queryMoves, queryStock, type TStockMoveRow, type TSuppliesStockRow } from '../api';

const qtyText = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** 库存清单: every item with its stock, moving-average cost and safety stock; the ledger of movements per item. */
export function InventoryPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('stock');
  const [item, setItem] = useState<TSuppliesStockRow | null>(null);
  const showMoves = (r: TSuppliesStockRow) => { setItem(r); setTab('moves'); };
  return (
    <Card data-testid="adm-inventory-page" styles={{ body: { paddingTop: 4 } }}>
      <Tabs activeKey={tab} onChange={setTab} items={[
        {
          key: 'stock', label: t('adm.stock.tab'), children: (
            <LedgerPage<TSuppliesStockRow, Record<string, never>>
              card={false}
              testId="adm-stock"
              tableTestId="adm-stock-table"
              queryKey={[ADM_KEYS.stock]}
              list={queryStock}
              search={[
                { name: 'keyword', placeholder: t('adm.stock.keyword'), testId: 'adm-stock-search', width: 200 },
                { name: 'itemClass', type: 'dict', dict: 'SUPPLIES_CLASS', placeholder: t('adm.stock.itemClass'), width: 150 },
                {
                  name: 'lowOnly', type: 'custom', initial: false,
                  render: (v, on) => <Space size={6}><Switch size="small" checked={!!v} onChange={on} data-testid="adm-stock-low" /><span>{t('adm.stock.lowOnly')}</span></Space>,
                },
              ]}
              columns={[
                { title: t('adm.stock.itemNo'), dataIndex: 'itemNo', width: 120 },
                { title: t('adm.stock.itemName'), dataIndex: 'itemName', width: 180, ellipsis: true },
                { title: t('adm.stock.itemClass'), dataIndex: 'itemClassName', width: 110 },
                { title: t('adm.stock.spec'), dataIndex: 'spec', width: 120, ellipsis: true },
                { title: t('adm.stock.unit'), dataIndex: 'unit', width: 70 },
                { title: t('adm.stock.qty'), dataIndex: 'qty', width: 100, align: 'right', render: (v: number) => <span data-testid="adm-stock-qty">{qtyText(v)}</span> },
                { title: t('adm.stock.safety'), dataIndex: 'safetyStock', width: 90, align: 'right', render: qtyText },
                { title: t('adm.stock.unitCost'), dataIndex: 'unitCost', width: 110, align: 'right', render: (v: number) => v.toFixed(4) },
                { title: t('adm.stock.amount'), dataIndex: 'amount', width: 120, align: 'right', render: (v: number) => formatMoney(v) },
                {
                  title: t('adm.stock.state'), dataIndex: 'low', width: 90,
                  render: (low: boolean) => (low ? <Tag color="red">{t('adm.stock.low')}</Tag> : <Tag color="green">{t('adm.stock.ok')}</Tag>),
                },
              ]}
              edit={false}
              actions={[{ key: 'moves', label: t('adm.stock.showMoves'), testId: 'adm-stock-moves', onClick: showMoves }]}
              actionsColumn={{ width: 80 }}
            />
          ),
        },
        {
          key: 'moves', label: t('adm.stock.moves'), children: (
            <LedgerPage<TStockMoveRow, Record<string, never>>
              card={false}
              testId="adm-moves"
              tableTestId="adm-moves-table"
              queryKey={[ADM_KEYS.moves, item?.itemId ?? '']}
              list={queryMoves}
              params={item ? { itemId: item.itemId } : {}}
              toolbar={() => (item ? (
                <Space>
                  <Typography.Text strong>{t('adm.stock.filtered', { name: item.itemName })}</Typography.Text>
                  <Button size="small" onClick={() => setItem(null)}>{t('adm.stock.allItems')}</Button>
                </Space>
              ) : null)}
              columns={[
                { title: t('adm.stock.time'), dataIndex: 'createdDate', width: 150, render: (v: string) => formatDate(v, 'datetime') },
                { title: t('adm.stock.itemName'), dataIndex: 'itemName', width: 160, ellipsis: true },
                {
                  title: t('adm.stock.kind'), dataIndex: 'kindName', width: 100,
                  render: (v: string, r) => <Tag color={r.qty < 0 ? 'orange' : 'blue'}>{v}</Tag>,
                },
                { title: t('adm.stock.moveQty'), dataIndex: 'qty', width: 90, align: 'right', render: (v: number) => (v > 0 ? `+${qtyText(v)}` : qtyText(v)) },
                { title: t('adm.stock.unitCost'), dataIndex: 'unitCost', width: 110, align: 'right', render: (v: number) => v.toFixed(4) },
                { title: t('adm.stock.amount'), dataIndex: 'amount', width: 110, align: 'right', render: (v: number) => formatMoney(v) },
                { title: t('adm.stock.balance'), dataIndex: 'balance', width: 90, align: 'right', render: qtyText },
                { title: t('adm.stock.source'), dataIndex: 'sourceNo', width: 150 },
                { title: t('adm.stock.by'), dataIndex: 'createdByName', width: 90 },
                { title: t('adm.stock.remark'), dataIndex: 'remark', ellipsis: true },
              ]}
              edit={false}
            />
          ),
        },
      ]} />
    </Card>
  );
}
