import { FLOW_TYPE as FLOW_TYPE_CONST } from '@ecms/shared';
import type { DictSeed, MenuSeed } from '../../platform/module.js';
import { CRUD, FORM_ACTIONS, group, leaf, seq } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the base data area, declared by bd.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

// ---------------------------------------------------------------------------
// 基础数据 — spec 3 §2 "Base data"
// ---------------------------------------------------------------------------

const BASE_DATA: MenuSeed = group('bd', '基础数据', [
  leaf('bd.dict', '数据字典', '/base-data/dict', 'bd:dict'),
  leaf('bd.bizDict', '业务字典', '/main-page/dict', 'bd:bizDict'),
  leaf('bd.projectDict', '项目字典', '/main-page/dict/project', 'bd:projectDict'),
  leaf('bd.entrustPurpose', '委托目的', '/main-page/entrust-purpose', 'bd:entrustPurpose'),
  leaf('bd.excelTemplate', 'Excel模板', '/base-data/excel-template', 'bd:excelTemplate', { actions: CRUD }),
  leaf('bd.excelReport', 'Excel报表', '/base-data/excel-report', 'bd:excelReport', { actions: CRUD }),
  leaf('bd.contract', '合同基础', '/base-data/ecms-contract-manage', 'bd:contract', { fullName: '合同基础数据' }),
  leaf('bd.bonus', '奖金基础', '/base-data/bonus-manage', 'bd:bonus', { fullName: '奖金基础数据' }),
  group('bd.human', '人事基础', [
    leaf('bd.human.kpi', 'KPI考核', '/base-data/ecms-human-manage/kpi-assessment', 'bd:humanKpi', { fullName: 'KPI考核指标' }),
    leaf('bd.human.program', '考核方案', '/base-data/ecms-human-manage/set-appraisal-program', 'bd:humanProgram', { fullName: '考核方案设置' }),
    leaf('bd.human.example', '人员范例', '/base-data/ecms-human-manage/personnel-example', 'bd:humanExample', { fullName: '人员配置范例' }),
  ], { fullName: '人事基础数据' }),
  group('bd.quality', '质量基础', [
    leaf('bd.quality.keyPoint', '检查要点', '/base-data/ecms-quality-examine/key-point-list', 'bd:qualityKeyPoint', { fullName: '质量检查要点清单' }),
    leaf('bd.quality.problemAttr', '问题属性', '/base-data/ecms-quality-examine/problem-attribute', 'bd:qualityProblemAttr', { fullName: '质量问题属性' }),
  ], { fullName: '质量基础数据' }),
  // The three dictionary pages (one reusable page, web components/dict-editor): their buttons'
  // rights edit their own dictionary alone (DictSeed.editRight, modules/bd dict-rights.ts).
  leaf('bd.assetClass', '资产分类', '/base-data/asset-classification', 'bd:assetClass', { actions: CRUD }),
  leaf('bd.suppliesClass', '用品分类', '/base-data/asset-supplies-classification', 'bd:suppliesClass', { fullName: '办公用品分类', actions: CRUD }),
  // The procurement_method form's page: its buttons' rights are the form's on this page (FormDeclaration.pageRights).
  leaf('bd.procurementMethod', '采购方式', '/base-data/procurement-method', 'bd:procurementMethod', { actions: FORM_ACTIONS }),
  leaf('bd.maintainProblem', '维修类型', '/base-data/maintain-problem-type', 'bd:maintainProblem', { fullName: '维修问题类型', actions: CRUD }),
  leaf('bd.codeGen', '编码规则', '/base-data/code-gen', 'bd:codeGen', { fullName: '编码生成规则' }),
  leaf('bd.reviewMain', '审核要点', '/main-page/review-main-list-base-data', 'bd:reviewMain', { fullName: '审核要点清单' }),
  leaf('bd.projectPlanning', '项目策划', '/main-page/project-planning-base-data', 'bd:projectPlanning', { fullName: '项目策划基础数据' }),
  leaf('bd.costOtherFile', '其他文件', '/main-page/cost-other-file-base-data', 'bd:costOtherFile', { fullName: '造价其他文件' }),
  leaf('bd.dataReceive', '资料接收', '/main-page/data-receive-list-base-data', 'bd:dataReceive', { fullName: '资料接收清单' }),
  leaf('bd.auditProperties', '审计属性', '/main-page/audit-properties-base-data', 'bd:auditProperties'),
  leaf('bd.difficulty', '难度系数', '/main-page/comprehensive-difficulty', 'bd:difficulty', { fullName: '综合难度系数' }),
  leaf('bd.area', '区域数据', '/main-page/area', 'bd:area'),
], { permission: 'bd', icon: 'ProfileOutlined' });

/** Base data in the navigation (top-level entries carry their place). */
export const BD_MENUS: MenuSeed[] = [
  { ...BASE_DATA, sort: 140 },
];

// ---------------------------------------------------------------------------
// Core business constants (spec §9)
// ---------------------------------------------------------------------------

const BUSINESS_TYPE: DictSeed = {
  type: 'BUSINESS_TYPE',
  name: '业务类型',
  items: seq(['造价咨询', '招标代理', '跟踪审计', '工程咨询', '资产评估']),
};

const FLOW_TYPE: DictSeed = {
  type: 'FLOW_TYPE',
  name: '流程类型',
  // The flow definition each type starts (seeded under that code, see data/flows.ts).
  items: Object.values(FLOW_TYPE_CONST).map((f) => ({ label: f.label, value: String(f.value), ext: { processCode: f.processCode } })),
};

/** 委托目的. Values 1-5 are the spec constants; the rest extend the list for other businesses. */
const COMMISSION_PURPOSE: DictSeed = {
  type: 'COMMISSION_PURPOSE',
  name: '委托目的',
  items: [
    { label: '概算编制', value: '1', ext: { businessType: '1' } },
    { label: '概算审核', value: '2', ext: { businessType: '1' } },
    { label: '预算编制', value: '3', ext: { businessType: '1' } },
    { label: '预算审核', value: '4', ext: { businessType: '1' } },
    { label: '结算审核', value: '5', ext: { businessType: '1' } },
    { label: '投资估算编制', value: '6', ext: { businessType: '1' } },
    { label: '工程量清单编制', value: '7', ext: { businessType: '1' } },
    { label: '招标控制价编制', value: '8', ext: { businessType: '1' } },
    { label: '招标控制价审核', value: '9', ext: { businessType: '1' } },
    { label: '结算编制', value: '10', ext: { businessType: '1' } },
    { label: '竣工决算审计', value: '11', ext: { businessType: '3' } },
    { label: '全过程造价咨询', value: '12', ext: { businessType: '3' } },
    { label: '全过程跟踪审计', value: '13', ext: { businessType: '3' } },
    { label: '经济纠纷鉴定', value: '14', ext: { businessType: '4' } },
    { label: '可行性研究报告编制', value: '15', ext: { businessType: '4' } },
    { label: '资产评估', value: '16', ext: { businessType: '5' } },
  ],
};

const INVOICE_TYPE: DictSeed = {
  type: 'INVOICE_TYPE',
  name: '会员发票类型',
  items: seq(['电子普通发票', '增值税专用发票']),
};

const PASS_ON_TYPE: DictSeed = {
  type: 'PASS_ON_TYPE',
  name: '任务转交类型',
  items: [
    { label: '转办', value: '1', ext: { multiple: false } },
    { label: '传阅', value: '2', ext: { multiple: true } },
    { label: '征询意见', value: '3', ext: { multiple: true } },
  ],
};

const FOOTPRINT_TYPE: DictSeed = {
  type: 'FOOTPRINT_TYPE',
  name: '足迹类型',
  items: [
    { label: '业务', value: '10', ext: { prefix: '业务' } },
    { label: '商机', value: '20', ext: { prefix: '商机' } },
    { label: '合同', value: '30', ext: { prefix: '合同' } },
    { label: '全过程咨询', value: '40', ext: { prefix: '全过' } },
    { label: '财务', value: '50', ext: { prefix: '财务' } },
    { label: '人事', value: '60', ext: { prefix: '人事' } },
    { label: '行政', value: '70', ext: { prefix: '行政' } },
    { label: '统计', value: '80', ext: { prefix: '统计' } },
    { label: '安全', value: '90', ext: { prefix: '安全' } },
    { label: '配置', value: '100', ext: { prefix: '配置' } },
  ],
};

const WORK_MODE_COMMON_USE: DictSeed = {
  type: 'WORK_MODE_COMMON_USE',
  name: '常用功能显示方式',
  items: seq(['不显示', '系统默认', '最近使用优先', '系统默认+最近使用']),
};

const WORK_MODE_HOME_FUNCTION: DictSeed = {
  type: 'WORK_MODE_HOME_FUNCTION',
  name: '首页功能',
  items: seq(['待办', '已办', '我的申请', '提醒', '奖金']),
};

/** Flow categories of the start-flow dialog (GET /share/bd/dict/process-left-group). */
const PROCESS_LEFT_GROUP: DictSeed = {
  type: 'process-left-group',
  name: '流程分组',
  items: [
    { label: '合同流程', value: 'contract', ext: { icon: 'FileProtectOutlined' } },
    { label: '业务流程', value: 'business', ext: { icon: 'SolutionOutlined' } },
    { label: '监理流程', value: 'supervise', ext: { icon: 'SafetyCertificateOutlined' } },
    { label: '质量流程', value: 'quality', ext: { icon: 'AuditOutlined' } },
    { label: '财务流程', value: 'finance', ext: { icon: 'AccountBookOutlined' } },
    { label: '人事流程', value: 'hr', ext: { icon: 'TeamOutlined' } },
    { label: '行政流程', value: 'administration', ext: { icon: 'ContainerOutlined' } },
    { label: '其他流程', value: 'other', ext: { icon: 'AppstoreOutlined' } },
  ],
};

// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------

const SEX: DictSeed = { type: 'SEX', name: '性别', items: seq(['男', '女']) };

const YES_NO: DictSeed = {
  type: 'YES_NO',
  name: '是否',
  items: [{ label: '是', value: '1' }, { label: '否', value: '0' }],
};

/** Staff ranks (职称级别), used by the person picker's staff-rank tab. */
const STAFF_RANK: DictSeed = {
  type: 'STAFF_RANK',
  name: '职级',
  items: [
    { label: '初级', value: '1', ext: { titles: '助理工程师、助理经济师、助理会计师' } },
    { label: '中级', value: '2', ext: { titles: '工程师、经济师、会计师' } },
    { label: '高级', value: '3', ext: { titles: '高级工程师、高级经济师、高级会计师' } },
    { label: '正高级', value: '4', ext: { titles: '正高级工程师' } },
  ],
};

const JOB: DictSeed = {
  type: 'JOB',
  name: '岗位',
  items: seq([
    '总经理', '副总经理', '部门经理', '项目总监', '总监代表', '专业监理工程师', '监理员',
    '造价工程师', '造价员', '招标专员', '财务', '出纳', '行政专员', '信息化专员', '资料员',
  ]),
};

const EDUCATION: DictSeed = {
  type: 'EDUCATION',
  name: '学历',
  items: seq(['博士研究生', '硕士研究生', '大学本科', '大学专科', '中专/高中', '初中及以下']),
};

const DEGREE: DictSeed = { type: 'DEGREE', name: '学位', items: seq(['博士', '硕士', '学士', '无']) };

const PRACTICE_QUALIFICATION: DictSeed = {
  type: 'PRACTICE_QUALIFICATION',
  name: '执业资格',
  items: seq([
    '注册监理工程师', '一级造价工程师', '二级造价工程师', '一级建造师', '二级建造师',
    '咨询工程师（投资）', '资产评估师', '注册安全工程师', '注册会计师', '招标采购专业人员',
  ]),
};

const LEAVE_TYPE: DictSeed = {
  type: 'LEAVE_TYPE',
  name: '请假类型',
  items: seq(['事假', '病假', '年假', '婚假', '产假', '陪产假', '丧假', '调休']),
};

const TRIP_TRANSPORT: DictSeed = {
  type: 'TRIP_TRANSPORT',
  name: '出行方式',
  items: seq(['飞机', '火车/高铁', '长途汽车', '自驾', '公司派车', '其他']),
};

/** Groups of online forms (model-form-manager; /b/wf/form/group/{id}/list). */
const FORM_GROUP: DictSeed = {
  type: 'form_group',
  name: '表单分组',
  items: seq(['行政办公', '人力资源', '财务管理', '业务管理']),
};

/** Dictionaries of this area; order is the dictionary catalogue's. */
export const BD_DICTS: DictSeed[] = [
  BUSINESS_TYPE,
  FLOW_TYPE,
  COMMISSION_PURPOSE,
  INVOICE_TYPE,
  PASS_ON_TYPE,
  FOOTPRINT_TYPE,
  WORK_MODE_COMMON_USE,
  WORK_MODE_HOME_FUNCTION,
  PROCESS_LEFT_GROUP,
  FORM_GROUP,
  SEX,
  YES_NO,
  STAFF_RANK,
  JOB,
  EDUCATION,
  DEGREE,
  PRACTICE_QUALIFICATION,
  LEAVE_TYPE,
  TRIP_TRANSPORT,
];
