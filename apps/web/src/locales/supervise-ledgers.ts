import { SUP_LEDGER_LABELS } from '@ecms/shared';

/** Texts of the supervision ledgers (SupLedgerPage), merged into each locale. Field labels: zh is the shared declaration's.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const supLedgerZh = {
  supLedger: {
    route: { qualifier: '持证人员', machine: '大型机械', instrument: '检测仪器台账', seal: '项目印章', fixedAssets: '固定资产', exitPlan: '人员计划退场', readyWork: '项目授权' },
    add: '新增', edit: '编辑', search: '搜索名称', project: '项目', createdBy: '登记人', dueDate: '下次检定/校准', dueState: '检定状态',
    due: { all: '全部', ok: '有效', due: '即将到期', overdue: '已过期' },
    dueAlert: '{{overdue}} 台仪器已过期，{{due}} 台将在30天内到期，请及时检定/校准',
    onlyWhen: '状态为“{{value}}”时填写',
    fields: SUP_LEDGER_LABELS,
  },
};
