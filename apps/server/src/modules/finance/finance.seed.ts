import type { DataMenuSeed, DictSeed, MenuSeed } from '../../platform/module.js';
import { group, leaf, seq } from '../../platform/seed-builders.js';
import { CLAIMS_DATA_MENUS, LOAN_MENU, MONTH_BALANCE_MENU, SUBSCRIPTION_MENU } from './claims.seed.js';

/*
 * Seeded rows of the finance area, declared by finance.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

// ---------------------------------------------------------------------------
// 财务管理 — spec 3 §2 "Finance and bonus routes"
// ---------------------------------------------------------------------------

/** 利润核算: calculate a month; close and reopen it under its own right (结账/反结账 freezes the month's rows). */
const PROFITS_LEAF = leaf('finance.profit.profits', '利润核算', '/business-profits/profits', 'finance:profitProfits', { fullName: '业务利润核算', actions: ['calc', 'export'] });
const PROFITS_MENU: MenuSeed = {
  ...PROFITS_LEAF,
  children: [...PROFITS_LEAF.children ?? [], { key: 'finance.profit.profits.close', name: '结账/反结账', type: 'Button', permission: 'finance:profitProfits:close' }],
};

/** 项目跟踪: register, confirm or give up following, sign status (button 跟踪), delete. */
const TRACKING_LEAF = leaf('finance.projectTracking', '项目跟踪', '/project-tracking', 'finance:projectTracking', { actions: ['add', 'edit', 'delete'] });
const TRACKING_MENU: MenuSeed = {
  ...TRACKING_LEAF,
  children: [...TRACKING_LEAF.children ?? [], { key: 'finance.projectTracking.follow', name: '确认/放弃跟踪', type: 'Button', permission: 'finance:projectTracking:follow' }],
};

const FINANCE: MenuSeed = group('finance', '财务管理', [
  leaf('finance.pleasePrice', '请款申请', '/please-price', 'finance:pleasePrice', { actions: ['add', 'pay', 'export'] }),
  leaf('finance.expense', '费用报销', '/cost-management1', 'finance:expense', { fullName: '费用报销管理', actions: ['add', 'export'] }),
  leaf('finance.expenseLedger', '费用台账', '/cost-management2', 'finance:expenseLedger', { fullName: '费用统计台账', actions: ['export'] }),
  LOAN_MENU,
  group('finance.bank', '银行资金', [
    leaf('finance.bank.detail', '银行流水', '/bank-funds/list', 'finance:bankDetail', {
      fullName: '银行流水明细',
      actions: ['add', 'edit', 'delete', 'import', 'export'],
    }),
    leaf('finance.bank.claim', '认款记录', '/bank-funds/subscription-list', 'finance:bankClaim', {
      fullName: '到账认款记录',
      actions: ['claim', 'revoke'],
    }),
    SUBSCRIPTION_MENU,
    leaf('finance.bank.capital', '资金头寸', '/capital-position', 'finance:capital'),
    MONTH_BALANCE_MENU,
  ]),
  group('finance.invoice', '发票管理', [
    leaf('finance.invoice.over', '超额开票', '/over-invoicing', 'finance:invoiceOver', { actions: ['approve'] }),
    leaf('finance.invoice.single', '单独开票', '/single-invoice', 'finance:invoiceSingle', { actions: ['add', 'export'] }),
    leaf('finance.invoice.electronic', '电子发票', '/main-page/electronic-invoice', 'finance:invoiceElectronic', { actions: ['add', 'export'] }),
  ]),
  group('finance.profit', '经营利润', [
    leaf('finance.profit.direct', '直接成本', '/business-profits/cost-directly-fee', 'finance:profitDirect', { fullName: '业务直接成本', actions: ['export'] }),
    leaf('finance.profit.indirect', '间接成本', '/business-profits/cost-indirect-fee', 'finance:profitIndirect', { fullName: '业务间接成本', actions: ['add', 'delete', 'import'] }),
    PROFITS_MENU,
  ]),
  leaf('finance.incomeRecognition', '收入确认', '/income-recognition', 'finance:incomeRecognition', { actions: ['add', 'delete'] }),
  leaf('finance.deptFunds', '部门资金', '/main-page/departmental-funds', 'finance:deptFunds'),
  leaf('finance.deptCost', '部门成本', '/main-page/departmental-cost', 'finance:deptCost'),
  TRACKING_MENU,
], { permission: 'finance', icon: 'AccountBookOutlined' });

/** Finance in the navigation (top-level entries carry their place). */
export const FINANCE_MENUS: MenuSeed[] = [
  { ...FINANCE, sort: 100 },
];

// ---------------------------------------------------------------------------
// Finance (spec 3; domain/finance.md)
// ---------------------------------------------------------------------------

/** Expense types (2 levels). */
const EXPENSE_TYPE: DictSeed = {
  type: 'EXPENSE_TYPE',
  name: '费用类型',
  tree: true,
  items: [
    {
      label: '差旅费', value: '01',
      children: [
        { label: '城际交通费', value: '0101' },
        { label: '住宿费', value: '0102' },
        { label: '出差补助', value: '0103' },
        { label: '市内交通费', value: '0104' },
      ],
    },
    {
      label: '办公费', value: '02',
      children: [
        { label: '办公用品', value: '0201' },
        { label: '打印复印', value: '0202' },
        { label: '快递邮寄', value: '0203' },
        { label: '资料图书', value: '0204' },
      ],
    },
    {
      label: '业务招待费', value: '03',
      children: [
        { label: '餐饮', value: '0301' },
        { label: '礼品', value: '0302' },
      ],
    },
    {
      label: '车辆费用', value: '04',
      children: [
        { label: '燃油费', value: '0401' },
        { label: '停车费', value: '0402' },
        { label: '过路过桥费', value: '0403' },
        { label: '维修保养费', value: '0404' },
        { label: '车辆保险费', value: '0405' },
      ],
    },
    {
      label: '通讯费', value: '05',
      children: [
        { label: '电话费', value: '0501' },
        { label: '网络费', value: '0502' },
      ],
    },
    {
      label: '会议培训费', value: '06',
      children: [
        { label: '会议费', value: '0601' },
        { label: '培训费', value: '0602' },
        { label: '继续教育费', value: '0603' },
      ],
    },
    {
      label: '项目直接费用', value: '07',
      children: [
        { label: '专家评审费', value: '0701' },
        { label: '分包费', value: '0702' },
        { label: '检测鉴定费', value: '0703' },
        { label: '标书制作费', value: '0704' },
        { label: '投标保证金', value: '0705' },
      ],
    },
    {
      label: '税费', value: '08',
      children: [
        { label: '增值税', value: '0801' },
        { label: '城市维护建设税', value: '0802' },
        { label: '教育费附加', value: '0803' },
        { label: '地方教育附加', value: '0804' },
      ],
    },
    {
      label: '其他费用', value: '09',
      children: [
        { label: '其他', value: '0901' },
      ],
    },
  ],
};

const PAYMENT_METHOD: DictSeed = {
  type: 'PAYMENT_METHOD',
  name: '支付方式',
  items: seq(['银行转账', '现金', '支票', '银行承兑汇票', '公务卡', '冲抵借款']),
};

/** Bank-line claim status (spec 3 §4: claimed / unclaimed / need claim; values are our proposal). */
const CLAIM_STATUS: DictSeed = {
  type: 'CLAIM_STATUS',
  name: '认款状态',
  items: [
    { label: '未认款', value: '0' },
    { label: '部分认款', value: '1' },
    { label: '已认款', value: '2' },
    { label: '无需认款', value: '3' },
  ],
};

/** Invoice kinds used for billing (not the member invoice type). */
const INVOICE_KIND: DictSeed = {
  type: 'INVOICE_KIND',
  name: '发票种类',
  items: [
    { label: '数电发票（增值税专用发票）', value: '1', ext: { special: true, electronic: true } },
    { label: '数电发票（普通发票）', value: '2', ext: { special: false, electronic: true } },
    { label: '增值税专用发票', value: '3', ext: { special: true, electronic: false } },
    { label: '增值税普通发票', value: '4', ext: { special: false, electronic: false } },
    { label: '增值税电子普通发票', value: '5', ext: { special: false, electronic: true } },
  ],
};

/** Invoice list states (spec 3 §4: all, selected, cancelled, credit, deleted). */
const INVOICE_STATUS: DictSeed = {
  type: 'INVOICE_STATUS',
  name: '开票状态',
  items: seq(['待开票', '已开票', '已作废', '已红冲']),
};

const RED_INVOICE_REASON: DictSeed = {
  type: 'RED_INVOICE_REASON',
  name: '红冲原因',
  items: [
    { label: '开票有误', value: '01', ext: { fullOnly: true } },
    { label: '销货退回', value: '02' },
    { label: '服务中止', value: '03' },
    { label: '销售折让', value: '04' },
  ],
};

const TAX_RATE: DictSeed = {
  type: 'TAX_RATE',
  name: '税率',
  items: [
    { label: '6%', value: '0.06', ext: { remark: '现代服务（鉴证咨询、工程监理）一般纳税人' } },
    { label: '9%', value: '0.09', ext: { remark: '建筑服务一般计税' } },
    { label: '13%', value: '0.13' },
    { label: '3%', value: '0.03', ext: { remark: '简易计税 / 小规模纳税人' } },
    { label: '1%', value: '0.01', ext: { remark: '小规模纳税人减按' } },
    { label: '免税', value: '0' },
  ],
};

/** Default bonus split roles (domain/finance.md §5; percentages are a placeholder template). */
const BONUS_ROLE: DictSeed = {
  type: 'BONUS_ROLE',
  name: '奖金分配角色',
  items: [
    { label: '项目负责人', value: '1', ext: { percent: 10 } },
    { label: '编制', value: '2', ext: { percent: 60 } },
    { label: '审核', value: '3', ext: { percent: 20 } },
    { label: '审定', value: '4', ext: { percent: 10 } },
  ],
};

const COST_ALLOCATION_BASIS: DictSeed = {
  type: 'COST_ALLOCATION_BASIS',
  name: '间接成本分摊方式',
  items: seq(['按工时', '按收入', '按人数']),
};

/** Dictionaries of this area; order is the dictionary catalogue's. */
export const FINANCE_DICTS: DictSeed[] = [
  EXPENSE_TYPE,
  PAYMENT_METHOD,
  CLAIM_STATUS,
  INVOICE_KIND,
  INVOICE_STATUS,
  RED_INVOICE_REASON,
  TAX_RATE,
  BONUS_ROLE,
  COST_ALLOCATION_BASIS,
];

/** Data-scope kinds: statement lines and accounts by the account's department, creator or named accounts. */
export const FINANCE_DATA_MENUS: DataMenuSeed[] = [
  { code: 'fin_bank_detail', name: '银行流水', sort: 60, attrs: [{ code: 'account', name: '银行账户' }] },
  ...CLAIMS_DATA_MENUS,
  { code: 'fin_invoice', name: '开票与发票', sort: 61 },
  { code: 'fin_payment', name: '请款申请', sort: 62 },
  { code: 'fin_expense', name: '费用报销', sort: 63 },
  { code: 'fin_profit', name: '收入、成本与利润', sort: 64 },
  { code: 'fin_tracking', name: '项目跟踪', sort: 65 },
  { code: 'fin_okr', name: '经营目标', sort: 66 },
];
