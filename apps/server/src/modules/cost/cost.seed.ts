import type { DataMenuSeed, DictSeed, MenuSeed, ParamSeed } from '../../platform/module.js';
import { group, leaf, seq } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the consulting (cost consultation) area, declared by cost.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

// ---------------------------------------------------------------------------
// 咨询业务 — spec 2 §2 (/consult, /cost-consultation/form, /bidding/form, costcloud)
// ---------------------------------------------------------------------------

const CONSULT: MenuSeed = group('consult', '咨询业务', [
  leaf('consult.home', '业务首页', '/consult/home-page', 'consult:home'),
  leaf('consult.list', '业务列表', '/consult/list', 'consult:list', { fullName: '咨询业务列表' }),
  leaf('consult.cost', '造价咨询', '/cost-consultation/form', 'consult:cost', {
    fullName: '造价咨询业务登记',
    actions: ['add', 'start'],
  }),
  leaf('consult.bidding', '招标代理', '/bidding/form', 'consult:bidding', { fullName: '招标代理业务登记' }),
  leaf('consult.audit', '跟踪审计', '/main-page/tracking-audit/wf-list', 'consult:audit', { fullName: '跟踪审计业务' }),
  leaf('consult.costcloud', '造价云', '/to-costcloud-loading-page', 'consult:costcloud', { openType: 3 }),
  leaf('consult.detail', '项目详情', '/consult/detail', 'consult:detail', {
    fullName: '全过程咨询项目详情（概况 / 项目信息）',
    hidden: true,
  }),
], { permission: 'consult', icon: 'SolutionOutlined' });

/** Consulting (cost consultation) in the navigation (top-level entries carry their place). */
export const COST_MENUS: MenuSeed[] = [
  { ...CONSULT, sort: 40 },
];

const PROJECT_STAGE: DictSeed = {
  type: 'PROJECT_STAGE',
  name: '项目阶段',
  items: seq(['投资决策阶段', '勘察设计阶段', '招标采购阶段', '施工阶段', '竣工验收阶段', '运营维护阶段']),
};

const COST_STAGE: DictSeed = {
  type: 'COST_STAGE',
  name: '造价阶段',
  items: seq(['投资估算', '设计概算', '施工图预算', '工程量清单', '招标控制价', '投标报价', '合同价', '进度款', '结算价', '竣工决算']),
};

const PROJECT_TYPE: DictSeed = {
  type: 'PROJECT_TYPE',
  name: '工程类别',
  items: seq([
    '房屋建筑工程', '市政公用工程', '公路工程', '水利水电工程', '电力工程',
    '园林绿化工程', '城市轨道交通工程', '通信工程', '冶金工程', '其他工程',
  ]),
};

const FUNDING_SOURCE: DictSeed = {
  type: 'FUNDING_SOURCE',
  name: '资金来源',
  items: seq(['财政资金', '国有资金', '地方政府专项债券', '企业自筹', '社会资本', '其他']),
};

const PROCUREMENT_METHOD: DictSeed = {
  type: 'PROCUREMENT_METHOD',
  name: '采购方式',
  items: seq(['公开招标', '邀请招标', '竞争性谈判', '竞争性磋商', '单一来源', '询价', '框架协议采购']),
};

/** 清单专业 (GB 50500/50854 project code digits 1-2). */
const BOQ_DISCIPLINE: DictSeed = {
  type: 'BOQ_DISCIPLINE',
  name: '清单专业',
  items: [
    { label: '房屋建筑与装饰工程', value: '01' },
    { label: '仿古建筑工程', value: '02' },
    { label: '通用安装工程', value: '03' },
    { label: '市政工程', value: '04' },
    { label: '园林绿化工程', value: '05' },
    { label: '矿山工程', value: '06' },
    { label: '构筑物工程', value: '07' },
    { label: '城市轨道交通工程', value: '08' },
    { label: '爆破工程', value: '09' },
  ],
};

const COMPREHENSIVE_DIFFICULTY: DictSeed = {
  type: 'COMPREHENSIVE_DIFFICULTY',
  name: '综合难度系数',
  items: [
    { label: '简单', value: '1', ext: { coefficient: 0.8 } },
    { label: '一般', value: '2', ext: { coefficient: 1.0 } },
    { label: '较复杂', value: '3', ext: { coefficient: 1.15 } },
    { label: '复杂', value: '4', ext: { coefficient: 1.3 } },
  ],
};

/** Dictionaries of this area; order is the dictionary catalogue's. */
export const COST_DICTS: DictSeed[] = [
  PROJECT_STAGE,
  COST_STAGE,
  PROJECT_TYPE,
  FUNDING_SOURCE,
  PROCUREMENT_METHOD,
  BOQ_DISCIPLINE,
  COMPREHENSIVE_DIFFICULTY,
];

/** System parameters of this area (values are strings; see ParamSeed). */
export const COST_PARAMS: ParamSeed[] = [
  { key: 'ProjectCostIndustryName', value: '工程造价,造价咨询', name: '造价行业名称', isPublic: true, category: 'business', remark: '逗号分隔两段，界面使用第二段' },
  { key: 'wise.costcloud.url', value: '', name: '造价云地址', isPublic: false, category: 'business', remark: '造价云跳转地址（/to-costcloud-loading-page 使用）' },
];

/** Kinds of records under role data scopes. */
export const COST_DATA_MENUS: DataMenuSeed[] = [
  { code: 'cost_consultation', name: '造价咨询业务', sort: 40 },
];
