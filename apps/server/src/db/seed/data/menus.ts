/**
 * The full menu tree of the product (left navigation, permissions and buttons).
 *
 * Built from the routes in §2 of the three spec documents (1-foundation,
 * 2-supervision-consulting-administration-quality, 3-finance-costdata-reports-sysadmin).
 *
 * Conventions:
 * - `key` is a dotted path, unique over the whole tree (e.g. 'system.user', 'system.user.add').
 * - Top-level groups carry the bare area as permission ('home', 'finance', ...); the
 *   system-administration group carries exactly 'system' (spec 1 §6: it marks the
 *   system manager menu whose children form the super-admin left navigation).
 * - Every leaf menu carries `<area>:<thing>:view`; buttons carry `<area>:<thing>:<action>`.
 *   Exceptions fixed by the spec: 'home:start:flow' (opens the start-flow dialog, no url)
 *   and 'frontend:industrial:page' (the industrial page link).
 * - Features the spec names without a dedicated route (supervision ledgers, quality-check
 *   records, tracking audit) use the generic configurable list route
 *   `/main-page/{formId}/wf-list` (spec 1 §2.3), with a stable form code as formId.
 * - Sort order is array order.
 */

export interface MenuSeed {
  /** Stable unique key, e.g. 'system.user'; becomes part of the menu id. */
  key: string;
  name: string;              // short Chinese name shown in the left nav
  fullName?: string;         // full Chinese name (breadcrumb/tooltip)
  url?: string;              // front-end route path, e.g. '/sys-manager/user' or '/main-page/toDoAll'
  href?: string;             // external link (rare)
  type: 'Group' | 'Menu' | 'Button';
  openType?: 1 | 2 | 3;      // 1 tab (default), 2 router, 3 new window/popup
  permission?: string;       // permission string, e.g. 'sys:user:view'; buttons 'sys:user:edit'
  icon?: string;             // an @ant-design/icons component name, e.g. 'SettingOutlined' (top-level groups and menus)
  hidden?: boolean;
  children?: MenuSeed[];
}

// ---------------------------------------------------------------------------
// Builders (internal; the exported data is plain MenuSeed objects)
// ---------------------------------------------------------------------------

/** Chinese names of button actions. */
const ACTION_NAMES: Record<string, string> = {
  add: '新增',
  edit: '编辑',
  manageAll: '管理全部',
  delete: '删除',
  export: '导出',
  import: '导入',
  submit: '提交',
  start: '发起流程',
  resetPwd: '重置密码',
  kick: '强制下线',
  notice: '发送通知',
  auth: '授权',
  design: '设计',
  deploy: '部署',
  suspend: '挂起/激活',
  claim: '认款',
  revoke: '撤销认款',
  calc: '计算',
  pay: '发放',
  score: '评分',
  check: '开始检查',
  report: '生成报告',
};

interface LeafOptions {
  fullName?: string;
  openType?: 1 | 2 | 3;
  icon?: string;
  hidden?: boolean;
  href?: string;
  /** Button actions; each becomes a Button child `${key}.${action}` with permission `${perm}:${action}`. */
  actions?: string[];
}

/** A leaf menu with permission `${perm}:view` and optional action buttons. */
function leaf(key: string, name: string, url: string, perm: string, opts: LeafOptions = {}): MenuSeed {
  const node: MenuSeed = { key, name, url, type: 'Menu', permission: `${perm}:view` };
  if (opts.fullName) node.fullName = opts.fullName;
  if (opts.href) node.href = opts.href;
  if (opts.openType) node.openType = opts.openType;
  if (opts.icon) node.icon = opts.icon;
  if (opts.hidden) node.hidden = true;
  if (opts.actions && opts.actions.length > 0) {
    node.children = opts.actions.map((action) => {
      const label = ACTION_NAMES[action];
      if (!label) throw new Error(`Unknown menu action '${action}' on ${key}`);
      return { key: `${key}.${action}`, name: label, type: 'Button' as const, permission: `${perm}:${action}` };
    });
  }
  return node;
}

interface GroupOptions {
  fullName?: string;
  permission?: string;
  icon?: string;
  hidden?: boolean;
}

/** A group (folder) node. */
function group(key: string, name: string, children: MenuSeed[], opts: GroupOptions = {}): MenuSeed {
  const node: MenuSeed = { key, name, type: 'Group' };
  if (opts.fullName) node.fullName = opts.fullName;
  if (opts.permission) node.permission = opts.permission;
  if (opts.icon) node.icon = opts.icon;
  if (opts.hidden) node.hidden = true;
  node.children = children;
  return node;
}

const CRUD = ['add', 'edit', 'delete'];
/** Buttons of an online form's menu (form:<code>:<action>; see modules/form). */
const FORM_ACTIONS = ['add', 'edit', 'manageAll', 'delete', 'export', 'import'];

// ---------------------------------------------------------------------------
// 工作台 (home / work bench) — spec 1 §2.3, §2.5, §2.6, §2.7
// ---------------------------------------------------------------------------

const HOME: MenuSeed = group('home', '工作台', [
  leaf('home.index', '首页', '/main-page', 'home:index', { icon: 'DesktopOutlined' }),
  {
    key: 'home.startFlow',
    name: '发起流程',
    fullName: '发起流程（全部流程 / 我的收藏）',
    type: 'Menu',
    permission: 'home:start:flow',
    icon: 'PlusCircleOutlined',
  },
  leaf('home.todo', '待办', '/main-page/toDoAll', 'home:todo', { fullName: '待办事项', icon: 'ClockCircleOutlined' }),
  leaf('home.done', '已办', '/main-page/haveDoneAll', 'home:done', { fullName: '已办事项', icon: 'CheckSquareOutlined' }),
  leaf('home.apply', '我的申请', '/main-page/myApplicationAll', 'home:apply', { icon: 'FormOutlined' }),
  leaf('home.myBusiness', '我的业务', '/main-page/my-business-all', 'home:myBusiness', { icon: 'SolutionOutlined' }),
  leaf('home.copy', '抄送我的', '/main-page/copy-all-list', 'home:copy', { icon: 'CopyOutlined' }),
  leaf('home.finish', '办结', '/main-page/finish', 'home:finish', { fullName: '办结事项', icon: 'FileDoneOutlined' }),
  leaf('home.focus', '我的关注', '/main-page/my-focus-all', 'home:focus', { icon: 'StarOutlined' }),
  leaf('home.message', '消息提醒', '/main-page/messagePage', 'home:message', { icon: 'BellOutlined' }),
  leaf('home.tracks', '我的足迹', '/main-page/myTracks', 'home:tracks', { icon: 'HistoryOutlined' }),
  leaf('home.search', '全局搜索', '/global-search', 'home:search', { icon: 'SearchOutlined' }),
  leaf('home.personInfo', '个人信息', '/main-page/personInfo', 'home:personInfo', { icon: 'UserOutlined', hidden: true }),
  leaf('home.workMode', '工作模式', '/window-management', 'home:workMode', {
    fullName: '工作模式管理（左侧栏 / 常规模式 / 工作模式）',
    icon: 'LayoutOutlined',
  }),
  leaf('home.website', '官方网站', '/static/official-websites-page', 'home:website', { openType: 3, icon: 'GlobalOutlined' }),
], { permission: 'home', icon: 'HomeOutlined' });

// ---------------------------------------------------------------------------
// 知识中心 — spec 1 §2.3 (document-management, knowledge-*, training-video, content-list)
// ---------------------------------------------------------------------------

const KNOWLEDGE: MenuSeed = group('knowledge', '知识中心', [
  leaf('knowledge.document', '文档管理', '/main-page/document-management', 'knowledge:document'),
  leaf('knowledge.exhibition', '知识展示', '/main-page/knowledge-exhibition', 'knowledge:exhibition'),
  leaf('knowledge.manage', '知识管理', '/main-page/knowledge-manage', 'knowledge:manage'),
  leaf('knowledge.video', '培训视频', '/main-page/training-video', 'knowledge:video'),
  leaf('knowledge.content', '通知公告', '/main-page/content-list', 'knowledge:content', { fullName: '通知公告与资讯' }),
], { permission: 'knowledge', icon: 'ReadOutlined' });

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

// ---------------------------------------------------------------------------
// 工程监理 — spec 2 §2 (/engineering-supervision/*) plus the supervision ledgers
// ---------------------------------------------------------------------------

const SUPERVISE: MenuSeed = group('supervise', '工程监理', [
  leaf('supervise.portal', '监理门户', '/engineering-supervision/portal', 'supervise:portal'),
  leaf('supervise.project', '监理项目', '/engineering-supervision/project-info', 'supervise:project', { fullName: '监理项目信息' }),
  leaf('supervise.rule', '监理细则', '/engineering-supervision/supervision-rule', 'supervise:rule', {
    fullName: '监理实施细则',
    actions: ['add', 'submit'],
  }),
  leaf('supervise.companyCheck', '公司检查', '/engineering-supervision/company-check-register', 'supervise:companyCheck', {
    fullName: '公司检查登记',
    actions: ['score'],
  }),
  leaf('supervise.projectCheck', '项目检查', '/main-page/supervise-project-check/wf-list', 'supervise:projectCheck', { fullName: '项目检查评分' }),
  leaf('supervise.log', '监理日志', '/main-page/supervise-log/wf-list', 'supervise:log'),
  leaf('supervise.patrol', '巡视记录', '/main-page/supervise-patrol/wf-list', 'supervise:patrol'),
  leaf('supervise.sideStation', '旁站记录', '/main-page/supervise-side-station/wf-list', 'supervise:sideStation'),
  leaf('supervise.problem', '问题台账', '/main-page/supervise-problem/wf-list', 'supervise:problem', { fullName: '问题整改台账' }),
  leaf('supervise.stopWork', '工程暂停令', '/main-page/supervise-stop-work/wf-list', 'supervise:stopWork'),
  leaf('supervise.resumeWork', '复工申请', '/main-page/supervise-resume-work/wf-list', 'supervise:resumeWork', { fullName: '工程复工申请' }),
  leaf('supervise.hazard', '危大工程', '/main-page/supervise-hazard/wf-list', 'supervise:hazard', { fullName: '危险性较大的分部分项工程' }),
  leaf('supervise.machine', '大型机械', '/main-page/supervise-machine/wf-list', 'supervise:machine', { fullName: '大型机械设备台账' }),
  leaf('supervise.instrument', '仪器台账', '/main-page/supervise-instrument/wf-list', 'supervise:instrument', { fullName: '检测仪器台账' }),
  leaf('supervise.qualifier', '人员资格', '/main-page/supervise-qualifier/wf-list', 'supervise:qualifier', { fullName: '监理人员资格' }),
  leaf('supervise.exitPlan', '人员退场', '/main-page/supervise-exit-plan/wf-list', 'supervise:exitPlan', { fullName: '人员计划退场' }),
  leaf('supervise.readyWork', '项目授权', '/main-page/supervise-ready-work/wf-list', 'supervise:readyWork', { fullName: '项目授权 / 开工准备' }),
  leaf('supervise.seal', '项目印章', '/engineering-supervision/project-seal-manange', 'supervise:seal', { fullName: '项目印章管理' }),
  leaf('supervise.fixedAssets', '固定资产', '/engineering-supervision/fixed-assets', 'supervise:fixedAssets', { fullName: '项目固定资产' }),
], { permission: 'supervise', icon: 'SafetyCertificateOutlined' });

// ---------------------------------------------------------------------------
// 质量管理 — spec 2 §2 "Quality check" (screens named only by calls; generic list routes)
// ---------------------------------------------------------------------------

const QUALITY: MenuSeed = group('quality', '质量管理', [
  leaf('quality.record', '成果质检', '/main-page/quality-check-record/wf-list', 'quality:record', {
    fullName: '造价成果质量检查',
    actions: ['check', 'report'],
  }),
  leaf('quality.logical', '逻辑检查', '/main-page/quality-logical-check/wf-list', 'quality:logical', { fullName: '逻辑性检查' }),
  leaf('quality.rangeSet', '指标区间', '/main-page/quality-range-set/wf-list', 'quality:rangeSet', { fullName: '检查指标区间设置' }),
  leaf('quality.measureBill', '清单计量', '/measureBill', 'quality:measureBill', { openType: 3 }),
], { permission: 'quality', icon: 'AuditOutlined' });

// ---------------------------------------------------------------------------
// 行政管理 — spec 2 §2 (/administration-management/*)
// ---------------------------------------------------------------------------

const AM = '/administration-management';

const ADMINISTRATION: MenuSeed = group('adm', '行政管理', [
  group('adm.supplies', '办公用品', [
    leaf('adm.supplies.inventory', '库存清单', `${AM}/office-supplies-management/inventory-list`, 'adm:suppliesInventory'),
    leaf('adm.supplies.form', '用品登记', `${AM}/office-supplies-management/office-supplies-form`, 'adm:suppliesForm', { fullName: '办公用品登记' }),
    leaf('adm.supplies.purchase', '采购申请', `${AM}/office-supplies-management/purchase-list`, 'adm:suppliesPurchase', {
      fullName: '办公用品采购申请',
    }),
    leaf('adm.supplies.purchaseDetail', '采购明细', `${AM}/office-supplies-management/purchase-detail`, 'adm:suppliesPurchaseDetail'),
    leaf('adm.supplies.receive', '领用申请', `${AM}/office-supplies-management/receive-list`, 'adm:suppliesReceive', {
      fullName: '办公用品领用',
    }),
    // Online form (issue 6): list page of the seeded form by its code.
    leaf('adm.supplies.formPurchase', '用品采购', '/main-page/office_purchase/wf-list', 'form:office_purchase', {
      fullName: '办公用品采购', actions: FORM_ACTIONS,
    }),
  ], { fullName: '办公用品管理' }),
  group('adm.asset', '资产管理', [
    leaf('adm.asset.maintain', '维修管理', `${AM}/asset-management/maintain-management`, 'adm:assetMaintain'),
    leaf('adm.asset.buying', '购置申请', `${AM}/asset-management/buying-request`, 'adm:assetBuying', { fullName: '资产购置申请' }),
    leaf('adm.asset.broken', '资产报废', `${AM}/asset-management/fund-broken`, 'adm:assetBroken'),
    leaf('adm.asset.baseData', '资产台账', `${AM}/asset-management/office-base-data`, 'adm:assetBaseData', { fullName: '办公资产台账' }),
    leaf('adm.asset.baseTable', '资产统计', `${AM}/asset-management/office-base-table`, 'adm:assetBaseTable', { fullName: '办公资产统计表' }),
    leaf('adm.asset.formLedger', '固定资产台账', '/main-page/fixed_asset/wf-treegrid', 'form:fixed_asset', { actions: FORM_ACTIONS }),
  ], { fullName: '固定资产管理' }),
  leaf('adm.attendanceConfig', '考勤设置', `${AM}/attendance-management/config`, 'adm:attendanceConfig', { fullName: '考勤规则设置' }),
  leaf('adm.oilCard', '油卡使用', `${AM}/oil-card-use`, 'adm:oilCard', { fullName: '油卡使用登记' }),
  leaf('adm.vehicle', '用车登记', `${AM}/use-vehicle-info`, 'adm:vehicle', { fullName: '用车信息登记' }),
  leaf('adm.carPrice', '车辆费用', `${AM}/car-price-statistics`, 'adm:carPrice', { fullName: '车辆费用统计' }),
  leaf('adm.bid', '投标管理', `${AM}/bid-manage-table`, 'adm:bid', { fullName: '投标管理台账' }),
  leaf('adm.meetingRoom', '会议室', `${AM}/meeting-room-management`, 'adm:meetingRoom', { fullName: '会议室管理' }),
  leaf('adm.cardHolder', '证照管理', `${AM}/card-holder-management`, 'adm:cardHolder', { fullName: '证照卡证管理' }),
  leaf('adm.travel', '出差申请', `${AM}/business-travel-application`, 'adm:travel', { fullName: '出差申请看板' }),
], { permission: 'adm', icon: 'ContainerOutlined' });

// ---------------------------------------------------------------------------
// 人力绩效 — spec 3 §2 (home-level attendance, work hours, appraisal, KPI, OKR)
// ---------------------------------------------------------------------------

const HR: MenuSeed = group('hr', '人力绩效', [
  leaf('hr.attendance', '个人考勤', '/main-page/personal-attendance', 'hr:attendance'),
  leaf('hr.workhour', '工时管理', '/main-page/workhour-management', 'hr:workhour'),
  leaf('hr.workPlan', '工作计划', '/main-page/work-plan', 'hr:workPlan'),
  group('hr.appraisal', '绩效考核', [
    leaf('hr.appraisal.vp', '副总考核表', '/main-page/performance-appraisal/vice-president-table', 'hr:appraisalVp'),
    leaf('hr.appraisal.middle', '中层考核表', '/main-page/performance-appraisal/middle-management-table', 'hr:appraisalMiddle'),
    leaf('hr.appraisal.public', '职能考核表', '/main-page/performance-appraisal/public-administration-table', 'hr:appraisalPublic', { fullName: '公共管理人员考核表' }),
  ]),
  leaf('hr.kpiLibrary', 'KPI指标库', '/main-page/kpi-target-library', 'hr:kpiLibrary'),
  leaf('hr.kpiPlan', '考核方案', '/main-page/kpi-check-plan-new', 'hr:kpiPlan', { fullName: 'KPI考核方案' }),
  leaf('hr.kpiTable', '考核表', '/main-page/kpi-table', 'hr:kpiTable', { fullName: 'KPI考核表' }),
  leaf('hr.kpiGrade', '考核评分', '/main-page/kpi-grade', 'hr:kpiGrade', { fullName: 'KPI考核评分' }),
  leaf('hr.okr', 'OKR目标', '/industrial-page/okr-manage', 'hr:okr', { fullName: 'OKR目标管理' }),
], { permission: 'hr', icon: 'TeamOutlined' });

// ---------------------------------------------------------------------------
// 市场经营 — spec 1 §2.3 (visit-prepare), spec 3 §2 (sales analysis, objectives)
// ---------------------------------------------------------------------------

const MARKET: MenuSeed = group('market', '市场经营', [
  leaf('market.objectives', '经营目标', '/b/business-objectives', 'market:objectives'),
  leaf('market.planMethod', '计划方式', '/b/plan-method', 'market:planMethod', { fullName: '经营计划方式' }),
  leaf('market.planProduction', '产值计划', '/b/plan-production', 'market:planProduction'),
  leaf('market.incomePlatform', '创收平台', '/main-page/create-income-platform', 'market:incomePlatform'),
  leaf('market.salesFunnel', '销售漏斗', '/main-page/sales-funnel', 'market:salesFunnel'),
  leaf('market.monitoring', '营销监控', '/main-page/marketing-monitoring', 'market:monitoring'),
  leaf('market.areaSale', '区域销售', '/main-page/area-sale-analysis', 'market:areaSale', { fullName: '区域销售分析' }),
  leaf('market.keyCustomers', '重点客户', '/main-page/key-customers', 'market:keyCustomers'),
  leaf('market.visitTodo', '拜访待办', '/main-page/visit-prepare-todo-all', 'market:visitTodo', { fullName: '客户拜访准备（待办）' }),
  leaf('market.visitDone', '拜访已办', '/main-page/visit-prepare-done-all', 'market:visitDone', { fullName: '客户拜访准备（已办）' }),
], { permission: 'market', icon: 'RiseOutlined' });

// ---------------------------------------------------------------------------
// 财务管理 — spec 3 §2 "Finance and bonus routes"
// ---------------------------------------------------------------------------

const FINANCE: MenuSeed = group('finance', '财务管理', [
  leaf('finance.pleasePrice', '请款申请', '/please-price', 'finance:pleasePrice'),
  leaf('finance.expense', '费用报销', '/cost-management1', 'finance:expense', { fullName: '费用报销管理' }),
  leaf('finance.expenseLedger', '费用台账', '/cost-management2', 'finance:expenseLedger', { fullName: '费用统计台账' }),
  leaf('finance.loan', '借款申请', '/loan-application', 'finance:loan', { fullName: '借款申请与还款' }),
  group('finance.bank', '银行资金', [
    leaf('finance.bank.detail', '银行流水', '/bank-funds/list', 'finance:bankDetail', {
      fullName: '银行流水明细',
      actions: ['import', 'export'],
    }),
    leaf('finance.bank.claim', '认款记录', '/bank-funds/subscription-list', 'finance:bankClaim', {
      fullName: '到账认款记录',
      actions: ['claim', 'revoke'],
    }),
    leaf('finance.bank.subscription', '到账认款', '/bank-subscription', 'finance:bankSubscription'),
    leaf('finance.bank.capital', '资金头寸', '/capital-position', 'finance:capital'),
  ]),
  group('finance.invoice', '发票管理', [
    leaf('finance.invoice.over', '超额开票', '/over-invoicing', 'finance:invoiceOver'),
    leaf('finance.invoice.single', '单独开票', '/single-invoice', 'finance:invoiceSingle'),
    leaf('finance.invoice.electronic', '电子发票', '/main-page/electronic-invoice', 'finance:invoiceElectronic'),
  ]),
  group('finance.profit', '经营利润', [
    leaf('finance.profit.direct', '直接成本', '/business-profits/cost-directly-fee', 'finance:profitDirect', { fullName: '业务直接成本' }),
    leaf('finance.profit.indirect', '间接成本', '/business-profits/cost-indirect-fee', 'finance:profitIndirect', { fullName: '业务间接成本' }),
    leaf('finance.profit.profits', '利润核算', '/business-profits/profits', 'finance:profitProfits', { fullName: '业务利润核算', actions: ['calc'] }),
  ]),
  leaf('finance.incomeRecognition', '收入确认', '/income-recognition', 'finance:incomeRecognition'),
  leaf('finance.deptFunds', '部门资金', '/main-page/departmental-funds', 'finance:deptFunds'),
  leaf('finance.deptCost', '部门成本', '/main-page/departmental-cost', 'finance:deptCost'),
], { permission: 'finance', icon: 'AccountBookOutlined' });

// ---------------------------------------------------------------------------
// 奖金管理 — spec 3 §2
// ---------------------------------------------------------------------------

const BONUS: MenuSeed = group('bonus', '奖金管理', [
  leaf('bonus.calculation', '奖金计算', '/bonus-calculation', 'bonus:calculation', { actions: ['calc'] }),
  leaf('bonus.payment', '奖金发放', '/bonus-payment', 'bonus:payment', { actions: ['pay'] }),
  leaf('bonus.my', '我的奖金', '/my-bonus', 'bonus:my'),
  leaf('bonus.mySum', '奖金汇总', '/my-bonus-thesum', 'bonus:mySum', { fullName: '我的奖金汇总' }),
  leaf('bonus.temp', '分配模板', '/bonus-temp', 'bonus:temp', { fullName: '奖金分配模板' }),
  leaf('bonus.rule', '奖金规则', '/bonus-rule', 'bonus:rule', { fullName: '奖金计提规则' }),
  leaf('bonus.entrust', '奖金委托', '/bonus-entrust', 'bonus:entrust'),
  leaf('bonus.adjust', '奖金调整', '/bd/bonus-aujust-index', 'bonus:adjust'),
], { permission: 'bonus', icon: 'RedEnvelopeOutlined' });

// ---------------------------------------------------------------------------
// 造价数据 — spec 3 §2 (cost-data, cost-file-manage)
// ---------------------------------------------------------------------------

const COSTDATA: MenuSeed = group('costdata', '造价数据', [
  leaf('costdata.data', '造价数据库', '/main-page/cost-data', 'costdata:data', { fullName: '项目造价数据库' }),
  leaf('costdata.file', '造价文件', '/main-page/cost-file-manage', 'costdata:file', {
    fullName: '造价文件管理',
    actions: ['import'],
  }),
  leaf('costdata.fileDetail', '文件明细', '/main-page/cost-file-manage/edit-detailed', 'costdata:fileDetail', {
    fullName: '造价文件明细编辑',
    hidden: true,
  }),
  leaf('costdata.industrial', '产业数据', '/industrial-page/cost-data', 'costdata:industrial', { fullName: '产业造价数据' }),
], { permission: 'costdata', icon: 'DatabaseOutlined' });

// ---------------------------------------------------------------------------
// 报表 — spec 3 §2 "Reports"
// ---------------------------------------------------------------------------

const REPORT: MenuSeed = group('report', '报表中心', [
  leaf('report.template', '报表模板', '/b/report/template-list', 'report:template', { actions: ['design'] }),
  leaf('report.structure', '报表结构', '/b/report/structure-list', 'report:structure'),
  leaf('report.dataset', '数据集', '/b/report/dataset-list', 'report:dataset'),
  leaf('report.autoTemplate', '自动报表', '/main-page/auto-report/template', 'report:autoTemplate', { fullName: '自动报表模板' }),
  leaf('report.autoSetting', '报表设置', '/main-page/auto-report/setting', 'report:autoSetting', { fullName: '自动报表设置' }),
  leaf('report.design', '报表设计', '/b/report/design', 'report:design', { hidden: true }),
  leaf('report.designExcel', 'Excel设计', '/b/report/design-excel', 'report:designExcel', { fullName: 'Excel报表设计', hidden: true }),
], { fullName: '报表与Excel模板', permission: 'report', icon: 'BarChartOutlined' });

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
  leaf('bd.assetClass', '资产分类', '/base-data/asset-classification', 'bd:assetClass'),
  leaf('bd.suppliesClass', '用品分类', '/base-data/asset-supplies-classification', 'bd:suppliesClass', { fullName: '办公用品分类' }),
  leaf('bd.procurementMethod', '采购方式', '/base-data/procurement-method', 'bd:procurementMethod'),
  leaf('bd.maintainProblem', '维修类型', '/base-data/maintain-problem-type', 'bd:maintainProblem', { fullName: '维修问题类型' }),
  leaf('bd.codeGen', '编码规则', '/base-data/code-gen', 'bd:codeGen', { fullName: '编码生成规则' }),
  leaf('bd.reviewMain', '审核要点', '/main-page/review-main-list-base-data', 'bd:reviewMain', { fullName: '审核要点清单' }),
  leaf('bd.projectPlanning', '项目策划', '/main-page/project-planning-base-data', 'bd:projectPlanning', { fullName: '项目策划基础数据' }),
  leaf('bd.costOtherFile', '其他文件', '/main-page/cost-other-file-base-data', 'bd:costOtherFile', { fullName: '造价其他文件' }),
  leaf('bd.dataReceive', '资料接收', '/main-page/data-receive-list-base-data', 'bd:dataReceive', { fullName: '资料接收清单' }),
  leaf('bd.auditProperties', '审计属性', '/main-page/audit-properties-base-data', 'bd:auditProperties'),
  leaf('bd.difficulty', '难度系数', '/main-page/comprehensive-difficulty', 'bd:difficulty', { fullName: '综合难度系数' }),
  leaf('bd.area', '区域数据', '/main-page/area', 'bd:area'),
], { permission: 'bd', icon: 'ProfileOutlined' });

// ---------------------------------------------------------------------------
// 系统管理 — spec 3 §2 "System administration" (group permission exactly 'system')
// ---------------------------------------------------------------------------

const SM = '/sys-manager';

const SYSTEM: MenuSeed = group('system', '系统管理', [
  leaf('system.organization', '组织机构', `${SM}/organization`, 'sys:dept', { actions: CRUD }),
  leaf('system.user', '用户管理', `${SM}/user`, 'sys:user', { actions: ['add', 'edit', 'delete', 'resetPwd', 'import', 'export', 'notice'] }),
  leaf('system.online', '在线用户', `${SM}/user/online-list`, 'sys:online', { actions: ['kick'] }),
  leaf('system.role', '角色管理', `${SM}/role`, 'sys:role', { actions: ['add', 'edit', 'delete', 'auth'] }),
  leaf('system.menu', '菜单管理', `${SM}/menu`, 'sys:menu', { actions: CRUD }),
  leaf('system.area', '区域管理', `${SM}/area`, 'sys:area', { actions: CRUD }),
  leaf('system.dict', '字典管理', `${SM}/dict`, 'sys:dict', { actions: CRUD }),
  leaf('system.treeDict', '层级字典', `${SM}/hierarchy-dict`, 'sys:treeDict'),
  leaf('system.param', '系统参数', `${SM}/system-params-manage/basic`, 'sys:param', {
    fullName: '系统参数（基础 / 自定义 / 业务）',
    actions: ['add', 'edit'],
  }),
  leaf('system.impower', '综合授权', `${SM}/impower-new`, 'sys:impower', { fullName: '综合授权（功能 / 数据 / 部门）' }),
  leaf('system.flow', '流程管理', `${SM}/flow`, 'sys:flow'),
  leaf('system.settingFlow', '流程设置', `${SM}/setting-flow`, 'sys:settingFlow'),
  leaf('system.actModel', '流程模型', `${SM}/act-models`, 'sys:actModel', { actions: ['deploy'] }),
  leaf('system.procdef', '流程定义', `${SM}/act-procdef`, 'sys:procdef', { actions: ['suspend'] }),
  leaf('system.procInst', '流程实例', `${SM}/process-instance`, 'sys:procInst'),
  leaf('system.procTask', '流程任务', `${SM}/process-task`, 'sys:procTask'),
  leaf('system.wfTodo', '待办监控', `${SM}/wf-todo-task`, 'sys:wfTodo', { fullName: '待办任务监控' }),
  leaf('system.formExpire', '到期提醒', `${SM}/form-expire-notice`, 'sys:formExpire', { fullName: '表单到期提醒' }),
  leaf('system.formManager', '表单管理', `${SM}/model-form-manager`, 'sys:formManager', { actions: ['design'] }),
  leaf('system.formRole', '表单权限', `${SM}/model-role-manager`, 'sys:formRole', { fullName: '表单角色权限' }),
  leaf('system.devOnline', '在线开发', `${SM}/dev-online`, 'sys:devOnline'),
  leaf('system.businessMenu', '业务菜单', `${SM}/business-menu`, 'sys:businessMenu'),
  leaf('system.excelReport', 'Excel报表', `${SM}/excel-report`, 'sys:excelReport', { fullName: 'Excel报表配置', actions: CRUD }),
  leaf('system.footprint', '足迹管理', `${SM}/footprint-management`, 'sys:footprint'),
  group('system.saas', 'SaaS企业', [
    leaf('system.saas.enterprise', '企业管理', `${SM}/saas-enterprise-user`, 'sys:saasEnterprise', {
      fullName: 'SaaS企业管理',
      actions: ['add', 'edit', 'delete'],
    }),
    leaf('system.saas.menu', '企业菜单', `${SM}/saas-enterprise-menu`, 'sys:saasMenu', { fullName: 'SaaS企业菜单' }),
    leaf('system.saas.companyInfo', '企业信息', `${SM}/saas-admincompany-info`, 'sys:saasCompany', { fullName: 'SaaS企业信息' }),
  ], { fullName: 'SaaS企业管理' }),
  group('system.member', '会员管理', [
    leaf('system.member.club', '会员', `${SM}/club`, 'sys:member', { fullName: '会员管理', actions: ['edit', 'resetPwd'] }),
    leaf('system.member.grade', '会员等级', `${SM}/saas-user-grade`, 'sys:memberGrade'),
    leaf('system.member.role', '会员角色', `${SM}/saas-user-role`, 'sys:memberRole'),
  ]),
  leaf('system.cms', '内容管理', `${SM}/content-management`, 'sys:cms', {
    fullName: '内容管理（栏目 / 文章）',
    actions: CRUD,
  }),
  leaf('system.record', '登录日志', `${SM}/record`, 'sys:record', { actions: ['export'] }),
], { fullName: '系统管理', permission: 'system', icon: 'SettingOutlined' });

// ---------------------------------------------------------------------------
// 管理驾驶舱 — spec 1 §2.3, spec 3 §2 (/management-cockpit-newTab/*, opens a new tab)
// ---------------------------------------------------------------------------

const MC = '/management-cockpit-newTab';

const COCKPIT: MenuSeed = group('cockpit', '管理驾驶舱', [
  leaf('cockpit.manage', '驾驶舱', `${MC}/manage-cockpit`, 'cockpit:manage', { fullName: '管理驾驶舱', openType: 3 }),
  leaf('cockpit.revenue', '营收管理', `${MC}/revenue-manage`, 'cockpit:revenue', { openType: 3 }),
  leaf('cockpit.contract', '合同监管', `${MC}/contract-supervise`, 'cockpit:contract', { openType: 3 }),
  leaf('cockpit.customer', '客户管理', `${MC}/customer-manage`, 'cockpit:customer', { openType: 3 }),
  leaf('cockpit.cost', '成本管理', `${MC}/cost-manage`, 'cockpit:cost', { openType: 3 }),
  leaf('cockpit.manpower', '人力管理', `${MC}/manpower-manage`, 'cockpit:manpower', { openType: 3 }),
  leaf('cockpit.develop', '发展管理', `${MC}/develop-manage`, 'cockpit:develop', { openType: 3 }),
], { permission: 'cockpit', icon: 'DashboardOutlined' });

// ---------------------------------------------------------------------------
// 产业页面 — spec 1 §6: permission frontend:industrial:page gates the link
// ---------------------------------------------------------------------------

const INDUSTRIAL: MenuSeed = {
  key: 'industrial',
  name: '产业页面',
  fullName: '产业互联网页面',
  url: '/industrial-page',
  type: 'Menu',
  permission: 'frontend:industrial:page',
  icon: 'AppstoreOutlined',
};

/** The complete menu tree; array order is the sort order. */
export const MENUS: MenuSeed[] = [
  HOME,
  KNOWLEDGE,
  CONTRACT,
  CONSULT,
  SUPERVISE,
  QUALITY,
  ADMINISTRATION,
  HR,
  MARKET,
  FINANCE,
  BONUS,
  COSTDATA,
  REPORT,
  BASE_DATA,
  SYSTEM,
  COCKPIT,
  INDUSTRIAL,
];
