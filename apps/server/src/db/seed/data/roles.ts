/**
 * Seed roles. `menus` lists permission prefixes: every menu whose permission starts
 * with one of them is granted, plus all its ancestors (the seed runner adds those).
 * A trailing ':' limits a prefix to one permission family ('hr:attendance:' does not
 * also match 'hr:attendanceXyz:view').
 */

export interface RoleSeed { code: string; name: string; remark?: string;
  /** 'all' for admin; otherwise menus whose permission starts with one of these prefixes (plus their ancestors) are granted. */
  menus: 'all' | string[] }

/** Work bench, knowledge centre and personal pages everybody gets. */
const BASE = ['home:', 'knowledge:',
  // Everybody may apply for office supplies (the seeded online form); editing others' requests is the office's.
  'form:office_purchase:view', 'form:office_purchase:add', 'form:office_purchase:edit', 'form:office_purchase:delete', 'form:office_purchase:export',
  // Likewise supplies requisitions, vehicle-use requests and meeting-room bookings (issue 18).
  'form:supplies_requisition:view', 'form:supplies_requisition:add', 'form:supplies_requisition:edit', 'form:supplies_requisition:delete',
  'form:vehicle_use:view', 'form:vehicle_use:add', 'form:vehicle_use:edit', 'form:vehicle_use:delete', 'adm:meetingRoom:view', 'adm:meetingRoom:add',
  // Asset buying requests, card/seal borrowings and business trips likewise; the travel board (who is away) is everybody's.
  'form:asset_buying:view', 'form:asset_buying:add', 'form:asset_buying:edit', 'form:asset_buying:delete',
  'form:card_borrow:view', 'form:card_borrow:add', 'form:card_borrow:edit', 'form:card_borrow:delete',
  'form:business_trip:view', 'form:business_trip:add', 'form:business_trip:edit', 'form:business_trip:delete', 'adm:travel:view',
  // Leave requests likewise; the work calendar (holidays) is read by everyone (attendance, issue 18).
  'form:leave_request:view', 'form:leave_request:add', 'form:leave_request:edit', 'form:leave_request:delete', 'form:work_calendar:view',
  // The catalogues those pick from (items, vehicles, rooms, cards): read by everyone (declared catalogues: no data scope needed).
  'form:office_supplies:view', 'form:vehicle:view', 'form:meeting_room:view', 'form:card_holder:view'];
/** Personal HR pages (own attendance, work hours, work plan) and own bonus. */
const PERSONAL = ['hr:attendance:', 'hr:workhour:', 'hr:workPlan:', 'bonus:my'];

export const ROLES: RoleSeed[] = [
  {
    code: 'admin',
    name: '系统管理员',
    remark: '拥有全部菜单与按钮权限，可进入后台管理',
    menus: 'all',
  },
  {
    code: 'project_director',
    name: '项目总监',
    remark: '总监理工程师：监理项目全部功能，审批细则、暂停令与复工',
    menus: [
      ...BASE,
      ...PERSONAL,
      'supervise:',
      'quality:',
      'contract:database:view',
      'consult:home:',
      'consult:list:',
      'consult:detail:',
      'finance:pleasePrice:',
      'finance:expense:',
      'finance:loan:',
      'hr:kpiGrade:',
    ],
  },
  {
    code: 'supervision_engineer',
    name: '监理工程师',
    remark: '专业监理工程师 / 总监代表 / 监理员：日常巡视、旁站、问题整改与台账',
    menus: [
      ...BASE,
      ...PERSONAL,
      'supervise:portal:',
      'supervise:project:',
      'supervise:rule:',
      'supervise:projectCheck:',
      'supervise:log:',
      'supervise:patrol:',
      'supervise:sideStation:',
      'supervise:problem:',
      'supervise:stopWork:',
      'supervise:resumeWork:',
      'supervise:hazard:',
      'supervise:machine:',
      'supervise:instrument:',
      'supervise:qualifier:',
      // The project office keeps its seals, site assets and exit plans.
      'supervise:seal:',
      'supervise:fixedAssets:',
      'supervise:exitPlan:',
      'finance:expense:',
    ],
  },
  {
    code: 'cost_engineer',
    name: '造价工程师',
    remark: '造价咨询、招标代理、跟踪审计业务人员',
    menus: [
      ...BASE,
      ...PERSONAL,
      'consult:',
      'costdata:',
      'quality:',
      'contract:database:view',
      'contract:form:',
      'bd:entrustPurpose:',
      'bd:projectDict:',
      'bd:difficulty:',
      'finance:expense:',
    ],
  },
  {
    code: 'finance',
    name: '财务',
    remark: '银行流水、认款、开票、费用、利润核算与奖金',
    menus: [
      ...BASE,
      ...PERSONAL,
      'finance:',
      'bonus:',
      'contract:database:view',
      'contract:income:',
      'contract:businessIncome:',
      'market:objectives:',
      'market:planMethod:',
      'market:planProduction:',
      'report:',
      'bd:excelTemplate:',
      'bd:excelReport:',
      'bd:bonus:',
      'cockpit:revenue:',
      'cockpit:cost:',
    ],
  },
  {
    code: 'admin_office',
    name: '行政',
    remark: '办公用品、资产、车辆、考勤、会议室、证照与出差管理',
    menus: [
      ...BASE,
      ...PERSONAL,
      'adm:',
      'form:',
      'hr:',
      'bd:assetClass:',
      'bd:suppliesClass:',
      'bd:procurementMethod:',
      'bd:maintainProblem:',
      'bd:human',
      'sys:cms:',
      'finance:expense:',
    ],
  },
  {
    code: 'dept_manager',
    name: '部门经理',
    remark: '部门业务、经营、绩效与驾驶舱（不含系统管理）',
    menus: [
      ...BASE,
      'contract:',
      'consult:',
      'supervise:',
      'quality:',
      'hr:',
      'market:',
      'bonus:',
      'costdata:',
      'report:autoTemplate:',
      'report:autoSetting:',
      'cockpit:',
      'finance:pleasePrice:',
      'finance:expense:',
      'finance:loan:',
      'finance:deptFunds:',
      'finance:deptCost:',
      'finance:profit',
      'adm:travel:',
      'adm:meetingRoom:',
      'frontend:industrial:page',
    ],
  },
  {
    code: 'chief_engineer',
    name: '总工',
    remark: '总工程师：技术与质量把关，参与合同会签',
    menus: [
      ...BASE,
      ...PERSONAL,
      'consult:',
      'quality:',
      'costdata:',
      'contract:database:view',
    ],
  },
  {
    code: 'staff',
    name: '普通员工',
    remark: '工作台：首页、发起流程、待办已办、消息与足迹',
    menus: ['home:'],
  },
  {
    // Members (outside customers) hold this role and the roles linked to their level (modules/member), never staff pages.
    code: 'member',
    name: '会员',
    remark: '注册会员：会员中心与其等级可见的内容',
    menus: ['member:'],
  },
];
