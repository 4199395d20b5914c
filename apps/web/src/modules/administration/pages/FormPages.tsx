import { Popconfirm, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { FORM_ROWS_KEY } from '../../../api/forms';
import { useCan, useCrudMutation } from '../../../components/ledger';
import { WfListPage, WfTreeGridPage } from '../../form';
import { ADM_KEYS, receivePurchase } from '../api';

/*
 * The administration documents are online forms (issue 18): these routes of the spec show the
 * forms' runtime lists, so a field an administrator adds in the designer appears here too.
 */

/** 采购申请: the office_purchase list with 入库 on an approved purchase not yet received. */
export function PurchaseListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const qc = useQueryClient();
  const receive = useCrudMutation({
    mutationFn: (id: string) => receivePurchase(id),
    invalidate: [[ADM_KEYS.stock], [ADM_KEYS.moves]],
  });
  return (
    <WfListPage
      formId="office_purchase"
      rowExtra={(r) => (r.flowStatus === 3 && r.receiveStatus !== '1' && can('adm:suppliesInventory:receive') ? (
        <Popconfirm title={t('adm.purchase.receiveConfirm')} onConfirm={() => receive.mutateAsync(String(r.id)).then(() => qc.invalidateQueries({ queryKey: [FORM_ROWS_KEY, 'office_purchase'] }))}>
          <Button type="link" size="small" loading={receive.isPending} data-testid="adm-purchase-receive">{t('adm.purchase.receive')}</Button>
        </Popconfirm>
      ) : null)}
    />
  );
}

export const SuppliesFormPage = () => <WfListPage formId="office_supplies" />;
export const RequisitionListPage = () => <WfListPage formId="supplies_requisition" />;
export const MaintainPage = () => <WfListPage formId="asset_maintain" />;
export const ScrapPage = () => <WfListPage formId="asset_scrap" />;
export const AssetLedgerPage = () => <WfTreeGridPage formId="fixed_asset" />;
/** 资产购置申请: its approval creates the asset cards (已生成卡片 shows how many). */
export const BuyingPage = () => <WfListPage formId="asset_buying" />;
/** 投标管理台账 (bid-manage-table). */
export const BidPage = () => <WfListPage formId="bid_manage" />;
/** 考勤规则设置 (attendance-management/config). */
export const AttendanceConfigPage = () => <WfListPage formId="attendance_config" />;
/** 采购方式 (base data /base-data/procurement-method): the catalogue the bid table picks from. */
export const ProcurementMethodPage = () => <WfListPage formId="procurement_method" />;
