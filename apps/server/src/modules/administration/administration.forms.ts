/**
 * Online forms declared in code (issue 12 item 5) used by the administration pages:
 * office-supplies purchase (with an item sub-table, bound to the 极简流程) and the fixed-asset
 * ledger (tree grid). Synced into every company at start (modules/form/form-sync.ts): raise
 * `version` when a model changes. Menus in administration.seed.ts point at them by code.
 */
import { FLOW_TYPE, type TSerialRule } from '@ecms/shared';
import { defineForm, type FormDeclaration } from '../form/index.js';

export const SERIAL_RULES: TSerialRule[] = [
  { code: 'CGSQ', name: '办公用品采购单号', prefix: 'CG', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' },
  { code: 'ZCBH', name: '固定资产编号', prefix: 'ZC', datePattern: 'YYYY', seqLength: 5, separator: '-' },
];

export const OFFICE_PURCHASE: FormDeclaration = defineForm({
  code: 'office_purchase',
  name: '办公用品采购',
  version: 1,
  serialRules: [SERIAL_RULES[0]],
  kind: 'list',
  groupId: '1',
  processCode: FLOW_TYPE.MINIMAL.processCode,
  model: {
    titleField: 'purpose',
    sections: [{
      key: 'base', title: '采购申请', columns: 2,
      fields: [
        { key: 'orderNo', label: '采购单号', type: 'serial', serialRule: 'CGSQ', listColumn: true, searchable: true },
        { key: 'applyDate', label: '申请日期', type: 'date', required: true, listColumn: true, searchable: true },
        { key: 'applicant', label: '申请人', type: 'person', required: true, listColumn: true, searchable: true },
        { key: 'applyDept', label: '申请部门', type: 'dept', required: true, listColumn: true, searchable: true },
        { key: 'purpose', label: '用途', type: 'textarea', required: true, maxLength: 500, span: 2, listColumn: true, searchable: true },
        { key: 'total', label: '合计', type: 'computed', formula: 'sum(items.amount)', precision: 2, listColumn: true },
      ],
    }],
    subTables: [{
      key: 'items', title: '采购明细', sumFields: ['quantity', 'amount'],
      fields: [
        { key: 'itemName', label: '物品名称', type: 'text', required: true, maxLength: 100 },
        { key: 'spec', label: '规格', type: 'text', maxLength: 100 },
        { key: 'quantity', label: '数量', type: 'number', required: true, min: 1, step: 1, precision: 0 },
        { key: 'price', label: '单价', type: 'money', required: true, min: 0 },
        { key: 'amount', label: '金额', type: 'computed', formula: 'quantity * price', precision: 2 },
      ],
    }],
  },
});

export const FIXED_ASSET: FormDeclaration = defineForm({
  code: 'fixed_asset',
  name: '固定资产台账',
  version: 1,
  serialRules: [SERIAL_RULES[1]],
  kind: 'treegrid',
  groupId: '1',
  processCode: null,
  model: {
    titleField: 'assetName',
    treeLabelField: 'assetName',
    treeGroupField: 'assetClass',
    sections: [{
      key: 'base', title: '资产信息', columns: 2,
      fields: [
        { key: 'assetNo', label: '资产编号', type: 'serial', serialRule: 'ZCBH', listColumn: true, searchable: true },
        { key: 'assetClass', label: '资产分类', type: 'treeSelect', dictCode: 'ASSET_CLASS', required: true, listColumn: true, searchable: true },
        { key: 'assetName', label: '资产名称', type: 'text', required: true, maxLength: 100, listColumn: true, searchable: true },
        { key: 'model', label: '规格型号', type: 'text', maxLength: 100, listColumn: true },
        { key: 'purchaseDate', label: '购置日期', type: 'date', listColumn: true, searchable: true },
        { key: 'originalValue', label: '原值', type: 'money', min: 0, listColumn: true },
        { key: 'useDept', label: '使用部门', type: 'dept', listColumn: true, searchable: true },
        { key: 'keeper', label: '保管人', type: 'person', listColumn: true, searchable: true },
        { key: 'status', label: '状态', type: 'select', dictCode: 'ASSET_STATUS', required: true, defaultValue: '1', listColumn: true, searchable: true },
      ],
    }],
    subTables: [],
  },
});

/** The administration forms, for a module manifest's `forms`. */
export const FORMS: FormDeclaration[] = [OFFICE_PURCHASE, FIXED_ASSET];
