import type { DataMenuSeed, DictSeed, MenuSeed } from '../../platform/module.js';
import { group, leaf, seq } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the engineering supervision area, declared by supervision.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

/** Buttons whose action has no shared name (seed-builders' ACTION_NAMES): the rectification loop's. */
function withButtons(menu: MenuSeed, buttons: [string, string][]): MenuSeed {
  const [, area, thing] = /^(\w+):(\w+):view$/.exec(menu.permission ?? '') ?? [];
  return {
    ...menu,
    children: [
      ...(menu.children ?? []),
      ...buttons.map(([action, name]) => ({ key: `${menu.key}.${action}`, name, type: 'Button' as const, permission: `${area}:${thing}:${action}` })),
    ],
  };
}

// ---------------------------------------------------------------------------
// 工程监理 — spec 2 §2 (/engineering-supervision/*) plus the supervision ledgers
// ---------------------------------------------------------------------------

const SUPERVISE: MenuSeed = group('supervise', '工程监理', [
  leaf('supervise.portal', '监理门户', '/engineering-supervision/portal', 'supervise:portal', { actions: ['export'] }),
  leaf('supervise.project', '监理项目', '/engineering-supervision/project-info', 'supervise:project', {
    fullName: '监理项目信息',
    actions: ['add', 'edit', 'delete'],
  }),
  withButtons(leaf('supervise.rule', '监理细则', '/engineering-supervision/supervision-rule', 'supervise:rule', {
    fullName: '监理实施细则',
    actions: ['add', 'edit', 'submit'],
  }), [['control', '受控设置']]),
  leaf('supervise.companyCheck', '公司检查', '/engineering-supervision/company-check-register', 'supervise:companyCheck', {
    fullName: '公司检查登记',
    actions: ['score'],
  }),
  leaf('supervise.projectCheck', '项目检查', '/engineering-supervision/project-check', 'supervise:projectCheck', {
    fullName: '项目检查评分',
    actions: ['score'],
  }),
  withButtons(leaf('supervise.log', '监理日志', '/main-page/supervise-log/wf-list', 'supervise:log', { actions: ['add', 'edit', 'delete'] }), [['sign', '签认']]),
  leaf('supervise.patrol', '巡视记录', '/main-page/supervise-patrol/wf-list', 'supervise:patrol', { actions: ['add', 'edit', 'delete', 'submit'] }),
  leaf('supervise.sideStation', '旁站记录', '/main-page/supervise-side-station/wf-list', 'supervise:sideStation', { actions: ['add', 'edit', 'delete', 'submit'] }),
  withButtons(leaf('supervise.problem', '问题台账', '/engineering-supervision/problem-ledger', 'supervise:problem', {
    fullName: '问题整改台账',
    actions: ['add', 'edit', 'delete'],
  }), [['notice', '签发通知单'], ['reply', '整改回复'], ['review', '复查']]),
  leaf('supervise.stopWork', '工程暂停令', '/engineering-supervision/stop-work', 'supervise:stopWork', { actions: ['add'] }),
  leaf('supervise.resumeWork', '复工申请', '/engineering-supervision/resume-work', 'supervise:resumeWork', { fullName: '工程复工申请', actions: ['add', 'submit'] }),
  withButtons(leaf('supervise.hazard', '危大工程', '/engineering-supervision/hazard', 'supervise:hazard', { fullName: '危险性较大的分部分项工程', actions: ['add', 'edit'] }),
    [['scheme', '方案审查'], ['expert', '专家论证'], ['accept', '验收销项']]),
  leaf('supervise.machine', '大型机械', '/main-page/supervise-machine/wf-list', 'supervise:machine', { fullName: '大型机械设备台账', actions: ['add', 'edit', 'delete'] }),
  leaf('supervise.instrument', '仪器台账', '/main-page/supervise-instrument/wf-list', 'supervise:instrument', { fullName: '检测仪器台账', actions: ['add', 'edit', 'delete'] }),
  leaf('supervise.qualifier', '人员资格', '/main-page/supervise-qualifier/wf-list', 'supervise:qualifier', { fullName: '监理人员资格', actions: ['add', 'edit', 'delete'] }),
  leaf('supervise.exitPlan', '人员退场', '/main-page/supervise-exit-plan/wf-list', 'supervise:exitPlan', { fullName: '人员计划退场', actions: ['add', 'edit', 'delete'] }),
  leaf('supervise.readyWork', '项目授权', '/main-page/supervise-ready-work/wf-list', 'supervise:readyWork', { fullName: '项目授权 / 开工准备' }),
  leaf('supervise.seal', '项目印章', '/engineering-supervision/project-seal-manange', 'supervise:seal', { fullName: '项目印章管理', actions: ['add', 'edit', 'delete'] }),
  leaf('supervise.fixedAssets', '固定资产', '/engineering-supervision/fixed-assets', 'supervise:fixedAssets', { fullName: '项目固定资产', actions: ['add', 'edit', 'delete'] }),
], { permission: 'supervise', icon: 'SafetyCertificateOutlined' });

/** Engineering supervision in the navigation (top-level entries carry their place). */
export const SUPERVISION_MENUS: MenuSeed[] = [
  { ...SUPERVISE, sort: 50 },
];

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

const SUP_ASSET_STATUS: DictSeed = {
  type: 'SUP_ASSET_STATUS',
  name: '现场资产状态',
  items: seq(['在用', '闲置', '已报废']),
};

const EXIT_PURPOSE: DictSeed = {
  type: 'EXIT_PURPOSE',
  name: '退场去向',
  items: seq(['调往其他项目', '回公司待岗', '项目完工退场', '离职']),
};

/** Dictionaries of this area; order is the dictionary catalogue's. */
export const SUPERVISION_DICTS: DictSeed[] = [
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
  SUP_ASSET_STATUS,
  EXIT_PURPOSE,
];

/** The data scope of supervision projects, their problems and notices (scope.ts). */
export const SUPERVISION_DATA_MENUS: DataMenuSeed[] = [
  { code: 'sup_project', name: '监理项目', sort: 60 },
];
