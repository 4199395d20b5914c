import { DatePicker, Select, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@ecms/shared';
import { LedgerPage } from '../../../components/ledger';
import { ATT_KEYS, queryPurchaseDetail, type TPurchaseDetailRow } from '../api';

const FLOW_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'warning', 3: 'success', 4: 'error', 5: 'default', 6: 'default' };

/** 采购明细: every line of the office-supplies purchase requests with its request, filtered and exported. */
export function PurchaseDetailPage() {
  const { t } = useTranslation();
  const flowNames = t('adm.detail.flowNames').split(',');
  return (
    <LedgerPage<TPurchaseDetailRow, Record<string, never>>
      testId="adm-purchase-detail"
      tableTestId="adm-purchase-detail-table"
      queryKey={[ATT_KEYS.purchaseDetail]}
      list={queryPurchaseDetail}
      search={[
        { name: 'keyword', placeholder: t('adm.detail.keyword'), testId: 'adm-purchase-detail-search', width: 220 },
        {
          name: 'flowStatus', type: 'custom',
          render: (v, on) => (
            <Select allowClear style={{ width: 130 }} placeholder={t('adm.detail.flowStatus')} value={v as number | undefined} onChange={on}
              data-testid="adm-purchase-detail-flow"
              options={[0, 1, 2, 3].map((s) => ({ value: s, label: flowNames[s] }))} />
          ),
        },
        { name: 'receiveStatus', type: 'dict', dict: 'SUPPLIES_RECEIVE_STATUS', placeholder: t('adm.detail.receiveStatus'), width: 120 },
        {
          name: 'range', type: 'custom',
          render: (v, on) => <DatePicker.RangePicker value={v as [Dayjs, Dayjs] | null} onChange={on} style={{ width: 240 }} />,
          toParams: (v) => {
            const r = v as [Dayjs | null, Dayjs | null] | null;
            return r ? { dateFrom: r[0]?.format('YYYY-MM-DD'), dateTo: r[1]?.format('YYYY-MM-DD') } : {};
          },
        },
      ]}
      columns={[
        { title: t('adm.detail.orderNo'), dataIndex: 'orderNo', width: 150 },
        { title: t('adm.detail.applyDate'), dataIndex: 'applyDate', width: 100 },
        { title: t('adm.detail.applicant'), dataIndex: 'applicantName', width: 80 },
        { title: t('adm.detail.dept'), dataIndex: 'deptName', width: 100, ellipsis: true },
        { title: t('adm.stock.itemName'), dataIndex: 'itemName', width: 160, ellipsis: true },
        { title: t('adm.stock.spec'), dataIndex: 'spec', width: 100, ellipsis: true },
        { title: t('adm.stock.unit'), dataIndex: 'unit', width: 60 },
        { title: t('adm.detail.quantity'), dataIndex: 'quantity', width: 70, align: 'right' },
        { title: t('adm.detail.price'), dataIndex: 'price', width: 100, align: 'right', render: (v: number) => formatMoney(v) },
        { title: t('adm.detail.amount'), dataIndex: 'amount', width: 110, align: 'right', render: (v: number) => formatMoney(v) },
        {
          title: t('adm.detail.flowStatus'), dataIndex: 'flowStatus', width: 90,
          render: (v: number | null) => <Tag color={FLOW_COLOR[v ?? 0]}>{flowNames[v ?? 0] ?? v}</Tag>,
        },
        {
          title: t('adm.detail.receiveStatus'), dataIndex: 'receiveStatusName', width: 90,
          render: (v: string | null, r) => <Tag color={r.receiveStatus === '1' ? 'green' : 'default'}>{v}</Tag>,
        },
      ]}
      edit={false}
      export={{ code: 'adm:purchaseDetail', rights: 'adm:suppliesPurchaseDetail:export', fileName: t('adm.route.purchaseDetail') }}
    />
  );
}
