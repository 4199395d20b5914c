import type { DataMenuSeed, DictSeed, MenuSeed } from '../../platform/module.js';
import { group, leaf, seq } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the contracts area, declared by contract.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

// ---------------------------------------------------------------------------
// 合同管理 — spec 2 §2 (contract-database, /contract/form), spec 3 §2 (income lists)
// ---------------------------------------------------------------------------

const CONTRACT: MenuSeed = group('contract', '合同管理', [
  leaf('contract.database', '合同台账', '/consult/contract-database', 'contract:database', {
    fullName: '合同库',
    actions: ['add', 'edit', 'delete'],
  }),
  leaf('contract.form', '合同登记', '/contract/form', 'contract:form', { fullName: '合同流程表单' }),
  leaf('contract.income', '合同收入', '/b/contract-income-list', 'contract:income', { fullName: '合同收入台账' }),
  leaf('contract.businessIncome', '业务收入', '/b/business-income-list', 'contract:businessIncome', { fullName: '业务收入台账' }),
], { permission: 'contract', icon: 'FileProtectOutlined' });

/** Contracts in the navigation (top-level entries carry their place). */
export const CONTRACT_MENUS: MenuSeed[] = [
  { ...CONTRACT, sort: 30 },
];

// ---------------------------------------------------------------------------
// Projects, contracts, consulting
// ---------------------------------------------------------------------------

const CONTRACT_TYPE: DictSeed = {
  type: 'CONTRACT_TYPE',
  name: '合同类型',
  items: seq(['收款合同', '付款合同', '分包合同', '框架协议', '补充协议', '其他合同']),
};

/** Dictionaries of this area; order is the dictionary catalogue's. */
export const CONTRACT_DICTS: DictSeed[] = [
  CONTRACT_TYPE,
];

/** Kinds of records under role data scopes. */
export const CONTRACT_DATA_MENUS: DataMenuSeed[] = [
  { code: 'ct_contract', name: '合同', sort: 30 },
];
