import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@ecms/shared';
import { LedgerPage } from '../../../components/ledger';
import { ADM_KEYS, queryDepreciation, type TDepreciationRow } from '../api';

const money = (v: number) => formatMoney(v);

/** 资产统计: every card's straight-line depreciation up to a month (original, accumulated, net, this month). */
export function AssetTablePage() {
  const { t } = useTranslation();
  return (
    <LedgerPage<TDepreciationRow, Record<string, never>>
      testId="adm-asset-table"
      tableTestId="adm-depreciation-table"
      queryKey={[ADM_KEYS.depreciation]}
      list={queryDepreciation}
      search={[
        {
          name: 'month', type: 'custom', initial: dayjs().format('YYYY-MM'),
          render: (v, on) => (
            <DatePicker picker="month" allowClear={false} value={dayjs(`${String(v)}-01`)} onChange={(d) => on(d ? d.format('YYYY-MM') : undefined)}
              aria-label={t('adm.asset.month')} data-testid="adm-dep-month" />
          ),
        },
        { name: 'keyword', placeholder: t('adm.asset.keyword'), width: 200 },
      ]}
      columns={[
        { title: t('adm.asset.assetNo'), dataIndex: 'assetNo', width: 130 },
        { title: t('adm.asset.assetName'), dataIndex: 'assetName', width: 160, ellipsis: true },
        { title: t('adm.asset.status'), dataIndex: 'status', width: 80, dict: 'ASSET_STATUS' },
        { title: t('adm.asset.originalValue'), dataIndex: 'originalValue', width: 110, align: 'right', render: money },
        { title: t('adm.asset.residualRate'), dataIndex: 'residualRate', width: 90, align: 'right' },
        { title: t('adm.asset.lifeYears'), dataIndex: 'lifeYears', width: 70, align: 'right' },
        { title: t('adm.asset.startMonth'), dataIndex: 'startMonth', width: 90 },
        { title: t('adm.asset.monthly'), dataIndex: 'monthly', width: 100, align: 'right', render: money },
        { title: t('adm.asset.months'), dataIndex: 'monthsDepreciated', width: 80, align: 'right' },
        { title: t('adm.asset.thisMonth'), dataIndex: 'thisMonth', width: 100, align: 'right', render: money },
        { title: t('adm.asset.accumulated'), dataIndex: 'accumulated', width: 110, align: 'right', render: money },
        { title: t('adm.asset.netValue'), dataIndex: 'netValue', width: 110, align: 'right', render: money },
      ]}
      edit={false}
    />
  );
}
