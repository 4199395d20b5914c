import { BUSINESS_TYPE, FLOW_RECORD_STATUS, FLOW_TYPE } from '@ecms/shared';
import { optionLabels, type ExportSource } from '../../platform/excel/exports.js';
import { contracts } from './contract.service.js';

/* The contract ledger (合同台账) as an Excel export: the ledger's filters and visibility. */

export const contractExports: readonly ExportSource[] = [
  {
    code: 'contract:database',
    label: '合同台账',
    permission: 'contract:database:view',
    columns: async () => [
      { key: 'code', label: '合同编号', width: 20 },
      { key: 'name', label: '合同名称', width: 30 },
      { key: 'businessType', label: '业务类型', width: 12, labels: optionLabels(BUSINESS_TYPE) },
      { key: 'flowType', label: '流程类型', width: 18, labels: optionLabels(FLOW_TYPE) },
      { key: 'amount', label: '合同金额（元）', width: 16, format: 'money' },
      { key: 'partyA', label: '甲方', width: 24 },
      { key: 'partyB', label: '乙方', width: 24 },
      { key: 'status', label: '状态', width: 10, labels: optionLabels(FLOW_RECORD_STATUS) },
      { key: 'curNodeName', label: '当前节点', width: 16 },
      { key: 'deptName', label: '所属部门', width: 16 },
      { key: 'createdByName', label: '创建人', width: 10 },
      { key: 'createdDate', label: '创建时间', width: 20, format: 'datetime' },
      { key: 'remark', label: '备注', width: 24 },
    ],
    rows: (tx, actor, req) => contracts.exportRows(tx, actor, req),
  },
];
