/**
 * Dictionaries (bd_dict). Read through GET /share/bd/dict/{code}, /share/bd/treedict/{code}
 * and the base-data list GET /bs/common/baseData/list (category UNIT_CLASS,
 * SUPERVISE_INFO_CATEGORY; type SUPERVISE_MACHINE_DATA).
 *
 * Sources: spec §9 constants of all three documents (values kept identical to
 * packages/shared/src/constants.ts), /work/shared/domain/supervision.md
 * (GB/T 50319-2013 forms, 建办质〔2018〕31号 危大 lists, JGJ 59-2011 categories,
 * GB 50300-2013 分部), /work/shared/domain/finance.md (invoices, tax rates, bonus split),
 * /work/shared/domain/boq-quality-check.md (清单专业).
 *
 * Values are strings; item values are unique within one level of a dictionary
 * (tree dictionaries use globally unique hierarchical codes such as '0101').
 * Item order is the sort order.
 */

import { FLOW_TYPE as FLOW_TYPE_CONST } from '@ecms/shared';

export interface DictItemSeed { label: string; value: string; ext?: Record<string, unknown>; children?: DictItemSeed[] }
export interface DictSeed { type: string; name: string; tree?: boolean; items: DictItemSeed[] }

/** Items with sequential values '1', '2', ... (or from `start`). */
function seq(labels: string[], start = 1): DictItemSeed[] {
  return labels.map((label, i) => ({ label, value: String(start + i) }));
}

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

// ---------------------------------------------------------------------------
// Projects, contracts, consulting
// ---------------------------------------------------------------------------

const CONTRACT_TYPE: DictSeed = {
  type: 'CONTRACT_TYPE',
  name: '合同类型',
  items: seq(['收款合同', '付款合同', '分包合同', '框架协议', '补充协议', '其他合同']),
};

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

// ---------------------------------------------------------------------------
// Supervision (spec 2; domain/supervision.md)
// ---------------------------------------------------------------------------

/** 监理文件 (GB/T 50319-2013 附录 A/B/C plus common supervision documents). */
const SUPERVISE_DOCUMENT: DictSeed = {
  type: 'SUPERVISE_DOCUMENT',
  name: '监理文件',
  items: [
    ['总监理工程师任命书', 'A.0.1'],
    ['工程开工令', 'A.0.2'],
    ['监理通知单', 'A.0.3'],
    ['监理报告', 'A.0.4'],
    ['工程暂停令', 'A.0.5'],
    ['旁站记录', 'A.0.6'],
    ['工程复工令', 'A.0.7'],
    ['工程款支付证书', 'A.0.8'],
    ['施工组织设计/（专项）施工方案报审表', 'B.0.1'],
    ['工程开工报审表', 'B.0.2'],
    ['工程复工报审表', 'B.0.3'],
    ['分包单位资格报审表', 'B.0.4'],
    ['施工控制测量成果报验表', 'B.0.5'],
    ['工程材料、构配件、设备报审表', 'B.0.6'],
    ['报审、报验表', 'B.0.7'],
    ['分部工程报验表', 'B.0.8'],
    ['监理通知回复单', 'B.0.9'],
    ['单位工程竣工验收报审表', 'B.0.10'],
    ['工程款支付报审表', 'B.0.11'],
    ['施工进度计划报审表', 'B.0.12'],
    ['费用索赔报审表', 'B.0.13'],
    ['工程临时/最终延期报审表', 'B.0.14'],
    ['工作联系单', 'C.0.1'],
    ['工程变更单', 'C.0.2'],
    ['索赔意向通知书', 'C.0.3'],
    ['安全隐患通知单', ''],
    ['监理规划', ''],
    ['监理实施细则', ''],
    ['监理日志', ''],
    ['监理月报', ''],
    ['监理例会会议纪要', ''],
    ['工程质量评估报告', ''],
    ['监理工作总结', ''],
  ].map(([label, formCode], i) => ({
    label,
    value: String(i + 1),
    ext: formCode
      ? { formCode, appendix: formCode.charAt(0), standard: 'GB/T 50319-2013' }
      : { formCode: '', appendix: '', standard: '' },
  })),
};

/** Document-number selector types (spec 2 §2). */
const DOC_NUMBER_TYPE: DictSeed = {
  type: 'DOC_NUMBER_TYPE',
  name: '文号类型',
  items: seq(['工作联系单', '监理通知单', '安全隐患通知单']),
};

/** Supervision info categories; patrol info type 1 = 巡视, 2 = 旁站 (spec 2 §7). */
const SUPERVISE_INFO_CATEGORY: DictSeed = {
  type: 'SUPERVISE_INFO_CATEGORY',
  name: '监理信息类别',
  items: seq(['巡视', '旁站', '见证取样', '平行检验', '专项巡视检查', '隐蔽工程验收', '检验批验收', '监理例会']),
};

const UNIT_CLASS: DictSeed = {
  type: 'UNIT_CLASS',
  name: '单位类别',
  items: seq([
    '建设单位', '施工单位', '监理单位', '设计单位', '勘察单位', '检测单位', '监测单位',
    '分包单位', '供货单位', '造价咨询单位', '招标代理机构', '质量安全监督机构',
  ]),
};

/** Large machinery / special equipment (type SUPERVISE_MACHINE_DATA). */
const SUPERVISE_MACHINE_DATA: DictSeed = {
  type: 'SUPERVISE_MACHINE_DATA',
  name: '大型机械设备',
  items: [
    ['塔式起重机', true], ['施工升降机', true], ['物料提升机', true], ['汽车起重机', true],
    ['履带起重机', true], ['门式起重机', true], ['桥式起重机', true], ['高处作业吊篮', false],
    ['附着式升降脚手架', false], ['旋挖钻机', false], ['混凝土泵车', false], ['挖掘机', false],
    ['装载机', false], ['压路机', false],
  ].map(([label, special], i) => ({
    label: String(label),
    value: String(i + 1),
    ext: { specialEquipment: Boolean(special) },
  })),
};

const PROBLEM_TYPE: DictSeed = {
  type: 'PROBLEM_TYPE',
  name: '问题类型',
  items: seq(['质量问题', '安全问题', '文明施工问题', '进度问题', '投资控制问题', '资料管理问题', '环境保护问题', '其他问题']),
};

const PROBLEM_STATUS: DictSeed = {
  type: 'PROBLEM_STATUS',
  name: '整改状态',
  items: [{ label: '未整改', value: '0' }, { label: '已整改', value: '1' }],
};

const REVIEW_OPINION: DictSeed = {
  type: 'REVIEW_OPINION',
  name: '复查意见',
  items: seq(['同意整改回复', '整改回复资料不全', '需现场复查']),
};

/** States of a rectification notice (通知 → 整改 → 回复 → 复查). */
const RECTIFY_STATE: DictSeed = {
  type: 'RECTIFY_STATE',
  name: '整改通知单状态',
  items: seq(['待提交', '待签发', '待整改', '待审核', '待复查', '已完成'], 0),
};

const STOP_WORK_LEVEL: DictSeed = {
  type: 'STOP_WORK_LEVEL',
  name: '停工级别',
  items: seq(['全面停工', '局部停工', '工序停工']),
};

/** GB/T 50319-2013 §6.2.2: when the 总监 issues a 工程暂停令. */
const STOP_WORK_REASON: DictSeed = {
  type: 'STOP_WORK_REASON',
  name: '暂停原因',
  items: seq([
    '建设单位要求暂停施工且工程需要暂停施工',
    '施工单位未经批准擅自施工或拒绝项目监理机构管理',
    '施工单位未按审查通过的工程设计文件施工',
    '施工单位违反工程建设强制性标准',
    '施工存在重大质量、安全事故隐患或发生质量、安全事故',
  ]),
};

/** Supervision detailed rules document status (spec 2 §3: '1' controlled, '2' uncontrolled). */
const FILE_STATUS: DictSeed = {
  type: 'FILE_STATUS',
  name: '文件受控状态',
  items: seq(['受控', '非受控']),
};

const CHECK_SCOPE: DictSeed = {
  type: 'CHECK_SCOPE',
  name: '检查范围',
  items: [{ label: '公司检查', value: 'cms' }, { label: '项目检查', value: 'pms' }],
};

const CHECK_ITEM_KIND: DictSeed = {
  type: 'CHECK_ITEM_KIND',
  name: '检查项目类型',
  items: seq(['保证项目', '一般项目', '普通项目']),
};

/** JGJ 59-2011 grades. */
const CHECK_GRADE: DictSeed = {
  type: 'CHECK_GRADE',
  name: '检查评定等级',
  items: [
    { label: '优良', value: '1', ext: { minScore: 80, noZeroSubTable: true } },
    { label: '合格', value: '2', ext: { minScore: 70, maxScore: 80, noZeroSubTable: true } },
    { label: '不合格', value: '3', ext: { maxScore: 70, orAnyZeroSubTable: true } },
  ],
};

/** JGJ 59-2011 summary categories (weights out of 100) and their 19 sub-tables. */
const SAFETY_CHECK_CATEGORY: DictSeed = {
  type: 'SAFETY_CHECK_CATEGORY',
  name: '安全检查分项',
  tree: true,
  items: [
    { label: '安全管理', value: '01', ext: { weight: 10 }, children: [{ label: '安全管理检查评分表', value: '0101' }] },
    { label: '文明施工', value: '02', ext: { weight: 15 }, children: [{ label: '文明施工检查评分表', value: '0201' }] },
    {
      label: '脚手架', value: '03', ext: { weight: 10, aggregate: 'mean' },
      children: [
        { label: '扣件式钢管脚手架', value: '0301' },
        { label: '门式钢管脚手架', value: '0302' },
        { label: '碗扣式钢管脚手架', value: '0303' },
        { label: '承插型盘扣式钢管脚手架', value: '0304' },
        { label: '满堂脚手架', value: '0305' },
        { label: '悬挑式脚手架', value: '0306' },
        { label: '附着式升降脚手架', value: '0307' },
        { label: '高处作业吊篮', value: '0308' },
      ],
    },
    { label: '基坑工程', value: '04', ext: { weight: 10 }, children: [{ label: '基坑工程检查评分表', value: '0401' }] },
    { label: '模板支架', value: '05', ext: { weight: 10 }, children: [{ label: '模板支架检查评分表', value: '0501' }] },
    { label: '高处作业', value: '06', ext: { weight: 10 }, children: [{ label: '高处作业检查评分表', value: '0601' }] },
    { label: '施工用电', value: '07', ext: { weight: 10 }, children: [{ label: '施工用电检查评分表', value: '0701' }] },
    {
      label: '物料提升机与施工升降机', value: '08', ext: { weight: 10, aggregate: 'mean' },
      children: [{ label: '物料提升机', value: '0801' }, { label: '施工升降机', value: '0802' }],
    },
    {
      label: '塔式起重机与起重吊装', value: '09', ext: { weight: 10, aggregate: 'mean' },
      children: [{ label: '塔式起重机', value: '0901' }, { label: '起重吊装', value: '0902' }],
    },
    { label: '施工机具', value: '10', ext: { weight: 5 }, children: [{ label: '施工机具检查评分表', value: '1001' }] },
  ],
};

/** GB 50300-2013 分部工程 (quality patrol categories). */
const QUALITY_DIVISION: DictSeed = {
  type: 'QUALITY_DIVISION',
  name: '分部工程',
  items: [
    '地基与基础', '主体结构', '建筑装饰装修', '屋面', '建筑给水排水及供暖',
    '通风与空调', '建筑电气', '智能建筑', '建筑节能', '电梯',
  ].map((label, i) => ({ label, value: String(i + 1).padStart(2, '0') })),
};

/** Rule helper for the 危大 thresholds (stored in ext.rules). */
function r(metric: string, value: number): { metric: string; op: '>='; value: number } {
  return { metric, op: '>=', value };
}

const HAZ_1 = '建办质〔2018〕31号 附件一';
const HAZ_2 = '建办质〔2018〕31号 附件二';

/**
 * 危险性较大的分部分项工程 categories (住建部令第37号; 建办质〔2018〕31号).
 * ext.isSuper marks 超过一定规模 (expert review required); ext.rules are OR-ed thresholds.
 */
const HAZARD_CATEGORY: DictSeed = {
  type: 'HAZARD_CATEGORY',
  name: '危大工程类别',
  tree: true,
  items: [
    {
      label: '基坑工程', value: '01',
      children: [
        { label: '开挖深度≥3m的基坑（槽）土方开挖、支护、降水工程', value: '0101', ext: { isSuper: false, source: HAZ_1, rules: [r('excavation_depth_m', 3)] } },
        { label: '开挖深度<3m但地质条件、周围环境和地下管线复杂，或影响毗邻建、构筑物安全的基坑（槽）土方开挖、支护、降水工程', value: '0102', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '开挖深度≥5m的基坑（槽）土方开挖、支护、降水工程', value: '0103', ext: { isSuper: true, source: HAZ_2, rules: [r('excavation_depth_m', 5)] } },
      ],
    },
    {
      label: '模板工程及支撑体系', value: '02',
      children: [
        { label: '各类工具式模板工程（滑模、爬模、飞模、隧道模等）', value: '0201', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        {
          label: '混凝土模板支撑工程：搭设高度≥5m，或搭设跨度≥10m，或施工总荷载≥10kN/m²，或集中线荷载≥15kN/m，或高度大于支撑水平投影宽度且相对独立无联系构件', value: '0202',
          ext: { isSuper: false, source: HAZ_1, rules: [r('height_m', 5), r('span_m', 10), r('total_load_kn_m2', 10), r('line_load_kn_m', 15)] },
        },
        { label: '承重支撑体系：用于钢结构安装等满堂支撑体系', value: '0203', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '工具式模板工程（滑模、爬模、飞模、隧道模等），超过一定规模', value: '0204', ext: { isSuper: true, source: HAZ_2, qualitative: true } },
        {
          label: '混凝土模板支撑工程：搭设高度≥8m，或搭设跨度≥18m，或施工总荷载≥15kN/m²，或集中线荷载≥20kN/m', value: '0205',
          ext: { isSuper: true, source: HAZ_2, rules: [r('height_m', 8), r('span_m', 18), r('total_load_kn_m2', 15), r('line_load_kn_m', 20)] },
        },
        { label: '承重支撑体系：用于钢结构安装等满堂支撑体系，承受单点集中荷载≥7kN', value: '0206', ext: { isSuper: true, source: HAZ_2, rules: [r('point_load_kn', 7)] } },
      ],
    },
    {
      label: '起重吊装及起重机械安装拆卸工程', value: '03',
      children: [
        { label: '采用非常规起重设备、方法，且单件起吊重量≥10kN的起重吊装工程', value: '0301', ext: { isSuper: false, source: HAZ_1, rules: [r('single_lift_kn', 10)] } },
        { label: '采用起重机械进行安装的工程', value: '0302', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '起重机械安装和拆卸工程', value: '0303', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '采用非常规起重设备、方法，且单件起吊重量≥100kN的起重吊装工程', value: '0304', ext: { isSuper: true, source: HAZ_2, rules: [r('single_lift_kn', 100)] } },
        {
          label: '起重量≥300kN，或搭设总高度≥200m，或搭设基础标高≥200m的起重机械安装和拆卸工程', value: '0305',
          ext: { isSuper: true, source: HAZ_2, rules: [r('crane_capacity_kn', 300), r('total_height_m', 200), r('base_elevation_m', 200)] },
        },
      ],
    },
    {
      label: '脚手架工程', value: '04',
      children: [
        { label: '搭设高度≥24m的落地式钢管脚手架工程（含采光井、电梯井脚手架）', value: '0401', ext: { isSuper: false, source: HAZ_1, rules: [r('height_m', 24)] } },
        { label: '附着式升降脚手架工程', value: '0402', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '悬挑式脚手架工程', value: '0403', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '高处作业吊篮', value: '0404', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '卸料平台、操作平台工程', value: '0405', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '异型脚手架工程', value: '0406', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '搭设高度≥50m的落地式钢管脚手架工程', value: '0407', ext: { isSuper: true, source: HAZ_2, rules: [r('height_m', 50)] } },
        { label: '提升高度≥150m的附着式升降脚手架工程或附着式升降操作平台工程', value: '0408', ext: { isSuper: true, source: HAZ_2, rules: [r('lift_height_m', 150)] } },
        { label: '分段架体搭设高度≥20m的悬挑式脚手架工程', value: '0409', ext: { isSuper: true, source: HAZ_2, rules: [r('segment_height_m', 20)] } },
      ],
    },
    {
      label: '拆除工程', value: '05',
      children: [
        { label: '可能影响行人、交通、电力设施、通讯设施或其它建、构筑物安全的拆除工程', value: '0501', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '码头、桥梁、高架、烟囱、水塔或拆除中容易引起有毒有害气（液）体或粉尘扩散、易燃易爆事故发生的特殊建、构筑物的拆除工程', value: '0502', ext: { isSuper: true, source: HAZ_2, qualitative: true } },
        { label: '文物保护建筑、优秀历史建筑或历史文化风貌区影响范围内的拆除工程', value: '0503', ext: { isSuper: true, source: HAZ_2, qualitative: true } },
      ],
    },
    {
      label: '暗挖工程', value: '06',
      children: [
        { label: '采用矿山法、盾构法、顶管法施工的隧道、洞室工程', value: '0601', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '采用矿山法、盾构法、顶管法施工的隧道、洞室工程，超过一定规模', value: '0602', ext: { isSuper: true, source: HAZ_2, qualitative: true } },
      ],
    },
    {
      label: '其它', value: '07',
      children: [
        { label: '建筑幕墙安装工程', value: '0701', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '钢结构、网架和索膜结构安装工程', value: '0702', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '人工挖孔桩工程', value: '0703', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '水下作业工程', value: '0704', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '装配式建筑混凝土预制构件安装工程', value: '0705', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '采用新技术、新工艺、新材料、新设备可能影响工程施工安全，尚无国家、行业及地方技术标准的分部分项工程', value: '0706', ext: { isSuper: false, source: HAZ_1, qualitative: true } },
        { label: '施工高度≥50m的建筑幕墙安装工程', value: '0707', ext: { isSuper: true, source: HAZ_2, rules: [r('height_m', 50)] } },
        { label: '跨度≥36m的钢结构安装工程，或跨度≥60m的网架和索膜结构安装工程', value: '0708', ext: { isSuper: true, source: HAZ_2, rules: [r('steel_span_m', 36), r('grid_span_m', 60)] } },
        { label: '开挖深度≥16m的人工挖孔桩工程', value: '0709', ext: { isSuper: true, source: HAZ_2, rules: [r('pile_depth_m', 16)] } },
        { label: '水下作业工程，超过一定规模', value: '0710', ext: { isSuper: true, source: HAZ_2, qualitative: true } },
        { label: '重量≥1000kN的大型结构整体顶升、平移、转体等施工工艺', value: '0711', ext: { isSuper: true, source: HAZ_2, rules: [r('weight_kn', 1000)] } },
        { label: '采用新技术、新工艺、新材料、新设备可能影响工程施工安全，尚无国家、行业及地方技术标准的分部分项工程，超过一定规模', value: '0712', ext: { isSuper: true, source: HAZ_2, qualitative: true } },
      ],
    },
  ],
};

/** 危大工程 lifecycle (住建部令第37号). */
const HAZARD_STATUS: DictSeed = {
  type: 'HAZARD_STATUS',
  name: '危大工程状态',
  items: [
    ['已识别', 'IDENTIFIED'], ['方案编制', 'SCHEME_DRAFT'], ['方案审查', 'SCHEME_REVIEWED'],
    ['专家论证', 'EXPERT_REVIEW'], ['方案已批准', 'APPROVED'], ['已交底', 'DISCLOSED'],
    ['施工中', 'IN_PROGRESS'], ['已验收', 'ACCEPTED'], ['已销项', 'CLEARED'], ['暂停施工', 'SUSPENDED'],
  ].map(([label, code], i) => ({ label, value: String(i + 1), ext: { code } })),
};

const EXPERT_VERDICT: DictSeed = {
  type: 'EXPERT_VERDICT',
  name: '专家论证结论',
  items: seq(['通过', '修改后通过', '不通过']),
};

/** 专项施工方案 contents (9 items). */
const SCHEME_CONTENT: DictSeed = {
  type: 'SCHEME_CONTENT',
  name: '专项施工方案内容',
  items: seq([
    '工程概况', '编制依据', '施工计划', '施工工艺技术', '施工安全保证措施',
    '施工管理及作业人员配备和分工', '验收要求', '应急处置措施', '计算书及相关施工图纸',
  ]),
};

const INSTRUMENT_STATE: DictSeed = {
  type: 'INSTRUMENT_STATE',
  name: '仪器状态',
  items: seq(['合格在用', '降级使用', '待检定/校准', '维修中', '停用', '报废']),
};

const VERIFY_METHOD: DictSeed = {
  type: 'VERIFY_METHOD',
  name: '量值溯源方式',
  items: seq(['检定', '校准', '自校']),
};

const SEAL_TYPE: DictSeed = {
  type: 'SEAL_TYPE',
  name: '印章类型',
  items: seq(['项目监理机构章', '总监理工程师执业印章', '监理工程师执业印章', '资料专用章', '技术专用章']),
};

const SEAL_STATUS: DictSeed = {
  type: 'SEAL_STATUS',
  name: '印章状态',
  items: seq(['在用', '停用', '已销毁']),
};

const EXIT_PURPOSE: DictSeed = {
  type: 'EXIT_PURPOSE',
  name: '退场去向',
  items: seq(['调往其他项目', '回公司待岗', '项目完工退场', '离职']),
};

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

// ---------------------------------------------------------------------------
// Administration (spec 2 §2 administration; spec 3 base data)
// ---------------------------------------------------------------------------

const ASSET_CLASS: DictSeed = {
  type: 'ASSET_CLASS',
  name: '资产分类',
  tree: true,
  items: [
    {
      label: '电子设备', value: '01',
      children: [
        { label: '台式电脑', value: '0101' },
        { label: '笔记本电脑', value: '0102' },
        { label: '打印机', value: '0103' },
        { label: '复印机', value: '0104' },
        { label: '投影仪', value: '0105' },
        { label: '扫描仪', value: '0106' },
      ],
    },
    {
      label: '检测仪器', value: '02',
      children: [
        { label: '全站仪', value: '0201' },
        { label: '水准仪', value: '0202' },
        { label: '经纬仪', value: '0203' },
        { label: '回弹仪', value: '0204' },
        { label: '钢筋扫描仪', value: '0205' },
        { label: '测距仪', value: '0206' },
      ],
    },
    {
      label: '办公家具', value: '03',
      children: [
        { label: '办公桌椅', value: '0301' },
        { label: '文件柜', value: '0302' },
        { label: '会议桌', value: '0303' },
      ],
    },
    {
      label: '交通工具', value: '04',
      children: [
        { label: '小型客车', value: '0401' },
        { label: '越野车', value: '0402' },
      ],
    },
    {
      label: '软件及无形资产', value: '05',
      children: [
        { label: '计价软件', value: '0501' },
        { label: '算量软件', value: '0502' },
        { label: '办公软件', value: '0503' },
      ],
    },
  ],
};

const SUPPLIES_CLASS: DictSeed = {
  type: 'SUPPLIES_CLASS',
  name: '办公用品分类',
  tree: true,
  items: [
    { label: '纸张本册', value: '01', children: [{ label: 'A4复印纸', value: '0101' }, { label: 'A3复印纸', value: '0102' }, { label: '笔记本', value: '0103' }] },
    { label: '书写工具', value: '02', children: [{ label: '签字笔', value: '0201' }, { label: '铅笔', value: '0202' }, { label: '记号笔', value: '0203' }] },
    { label: '文件管理', value: '03', children: [{ label: '文件夹', value: '0301' }, { label: '档案盒', value: '0302' }, { label: '资料册', value: '0303' }] },
    { label: '办公耗材', value: '04', children: [{ label: '硒鼓墨盒', value: '0401' }, { label: '订书钉', value: '0402' }, { label: '电池', value: '0403' }] },
    { label: '劳保用品', value: '05', children: [{ label: '安全帽', value: '0501' }, { label: '反光背心', value: '0502' }, { label: '劳保鞋', value: '0503' }] },
  ],
};

const ASSET_STATUS: DictSeed = {
  type: 'ASSET_STATUS',
  name: '资产状态',
  items: seq(['在用', '闲置', '维修中', '已报废']),
};

/** Groups of online forms (model-form-manager; /b/wf/form/group/{id}/list). */
const FORM_GROUP: DictSeed = {
  type: 'form_group',
  name: '表单分组',
  items: seq(['行政办公', '人力资源', '财务管理', '业务管理']),
};

const MAINTAIN_PROBLEM_TYPE: DictSeed = {
  type: 'MAINTAIN_PROBLEM_TYPE',
  name: '维修问题类型',
  items: seq(['电脑故障', '打印复印设备故障', '网络故障', '空调故障', '水电故障', '办公家具损坏', '车辆维修', '其他']),
};

// ---------------------------------------------------------------------------

export const DICTS: DictSeed[] = [
  // core constants
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
  // people
  SEX,
  YES_NO,
  STAFF_RANK,
  JOB,
  EDUCATION,
  DEGREE,
  PRACTICE_QUALIFICATION,
  LEAVE_TYPE,
  TRIP_TRANSPORT,
  // projects, contracts, consulting
  CONTRACT_TYPE,
  PROJECT_STAGE,
  COST_STAGE,
  PROJECT_TYPE,
  FUNDING_SOURCE,
  PROCUREMENT_METHOD,
  BOQ_DISCIPLINE,
  COMPREHENSIVE_DIFFICULTY,
  // supervision
  SUPERVISE_DOCUMENT,
  DOC_NUMBER_TYPE,
  SUPERVISE_INFO_CATEGORY,
  UNIT_CLASS,
  SUPERVISE_MACHINE_DATA,
  PROBLEM_TYPE,
  PROBLEM_STATUS,
  REVIEW_OPINION,
  RECTIFY_STATE,
  STOP_WORK_LEVEL,
  STOP_WORK_REASON,
  FILE_STATUS,
  CHECK_SCOPE,
  CHECK_ITEM_KIND,
  CHECK_GRADE,
  SAFETY_CHECK_CATEGORY,
  QUALITY_DIVISION,
  HAZARD_CATEGORY,
  HAZARD_STATUS,
  EXPERT_VERDICT,
  SCHEME_CONTENT,
  INSTRUMENT_STATE,
  VERIFY_METHOD,
  SEAL_TYPE,
  SEAL_STATUS,
  EXIT_PURPOSE,
  // finance
  EXPENSE_TYPE,
  PAYMENT_METHOD,
  CLAIM_STATUS,
  INVOICE_KIND,
  INVOICE_STATUS,
  RED_INVOICE_REASON,
  TAX_RATE,
  BONUS_ROLE,
  COST_ALLOCATION_BASIS,
  // administration
  ASSET_CLASS,
  SUPPLIES_CLASS,
  ASSET_STATUS,
  MAINTAIN_PROBLEM_TYPE,
];
