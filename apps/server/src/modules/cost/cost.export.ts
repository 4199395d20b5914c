import { COMMISSION_PURPOSE, FLOW_RECORD_STATUS, FLOW_TYPE } from '@ecms/shared';
import { optionLabels, type ExportSource } from '../../platform/excel/exports.js';
import { costConsultations } from './cost.service.js';

/* Cost consultations (造价咨询) as an Excel export: the list's filters and visibility. */

export const costExports: readonly ExportSource[] = [
  {
    code: 'consult:cost',
    label: '造价咨询',
    permission: 'consult:cost:view',
    columns: async () => [
      { key: 'code', label: '业务编号', width: 20 },
      { key: 'name', label: '业务名称', width: 30 },
      { key: 'commissionPurpose', label: '委托目的', width: 12, labels: optionLabels(COMMISSION_PURPOSE) },
      { key: 'flowType', label: '流程类型', width: 18, labels: optionLabels(FLOW_TYPE) },
      { key: 'client', label: '委托单位', width: 24 },
      { key: 'amount', label: '金额（元）', width: 16, format: 'money' },
      { key: 'status', label: '状态', width: 10, labels: optionLabels(FLOW_RECORD_STATUS) },
      { key: 'curNodeName', label: '当前节点', width: 16 },
      { key: 'deptName', label: '所属部门', width: 16 },
      { key: 'createdByName', label: '创建人', width: 10 },
      { key: 'createdDate', label: '创建时间', width: 20, format: 'datetime' },
      { key: 'remark', label: '备注', width: 24 },
    ],
    rows: (tx, actor, req) => costConsultations.exportRows(tx, actor, req),
  },
];
