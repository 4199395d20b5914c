import type { DataMenuSeed, DictSeed, MenuSeed } from '../../platform/module.js';
import { FORM_ACTIONS, group, leaf, seq } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the administration area, declared by administration.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

// ---------------------------------------------------------------------------
// 行政管理 — spec 2 §2 (/administration-management/*)
// ---------------------------------------------------------------------------

const AM = '/administration-management';

const ADMINISTRATION: MenuSeed = group('adm', '行政管理', [
  group('adm.supplies', '办公用品', [
    leaf('adm.supplies.inventory', '库存清单', `${AM}/office-supplies-management/inventory-list`, 'adm:suppliesInventory', { actions: ['receive'] }),
    // The documents are online forms (issue 18): these entries open their lists with the form's rights.
    leaf('adm.supplies.form', '用品登记', `${AM}/office-supplies-management/office-supplies-form`, 'form:office_supplies', {
      fullName: '办公用品登记', actions: FORM_ACTIONS,
    }),
    // office_purchase's buttons hang under 用品采购 below: a permission is declared once.
    leaf('adm.supplies.purchase', '采购申请', `${AM}/office-supplies-management/purchase-list`, 'adm:suppliesPurchase', {
      fullName: '办公用品采购申请',
    }),
    leaf('adm.supplies.purchaseDetail', '采购明细', `${AM}/office-supplies-management/purchase-detail`, 'adm:suppliesPurchaseDetail', { actions: ['export'] }),
    leaf('adm.supplies.receive', '领用申请', `${AM}/office-supplies-management/receive-list`, 'form:supplies_requisition', {
      fullName: '办公用品领用', actions: FORM_ACTIONS,
    }),
    // Online form (issue 6): list page of the seeded form by its code.
    leaf('adm.supplies.formPurchase', '用品采购', '/main-page/office_purchase/wf-list', 'form:office_purchase', {
      fullName: '办公用品采购', actions: FORM_ACTIONS,
    }),
    leaf('adm.supplies.count', '库存盘点', '/main-page/supplies_count/wf-list', 'form:supplies_count', { fullName: '办公用品盘点', actions: FORM_ACTIONS }),
  ], { fullName: '办公用品管理' }),
  group('adm.asset', '资产管理', [
    leaf('adm.asset.maintain', '维修管理', `${AM}/asset-management/maintain-management`, 'form:asset_maintain', { actions: FORM_ACTIONS }),
    // The buying request is an online form (asset_buying): its approval creates the asset cards.
    leaf('adm.asset.buying', '购置申请', `${AM}/asset-management/buying-request`, 'form:asset_buying', { fullName: '资产购置申请', actions: FORM_ACTIONS }),
    leaf('adm.asset.broken', '资产报废', `${AM}/asset-management/fund-broken`, 'form:asset_scrap', { actions: FORM_ACTIONS }),
    // fixed_asset's buttons hang under 固定资产台账 below (a permission is declared once).
    leaf('adm.asset.baseData', '资产台账', `${AM}/asset-management/office-base-data`, 'adm:assetBaseData', { fullName: '办公资产台账' }),
    leaf('adm.asset.baseTable', '资产统计', `${AM}/asset-management/office-base-table`, 'adm:assetBaseTable', { fullName: '办公资产统计表' }),
    leaf('adm.asset.transfer', '资产转移', '/main-page/asset_transfer/wf-list', 'form:asset_transfer', { actions: FORM_ACTIONS }),
    leaf('adm.asset.formLedger', '固定资产台账', '/main-page/fixed_asset/wf-treegrid', 'form:fixed_asset', { actions: FORM_ACTIONS }),
    // 资产盘点 (appended so the existing entries keep their places): differences approved before the ledger changes.
    leaf('adm.asset.count', '资产盘点', '/main-page/asset_count/wf-list', 'form:asset_count', { actions: FORM_ACTIONS }),
  ], { fullName: '固定资产管理' }),
  leaf('adm.attendanceConfig', '考勤设置', `${AM}/attendance-management/config`, 'form:attendance_config', { fullName: '考勤规则设置', actions: FORM_ACTIONS }),
  leaf('adm.oilCard', '油卡使用', `${AM}/oil-card-use`, 'adm:oilCard', { fullName: '油卡使用登记' }),
  leaf('adm.oilCardList', '油卡档案', '/main-page/oil_card/wf-list', 'form:oil_card', { actions: FORM_ACTIONS }),
  leaf('adm.oilCardUse', '油卡登记', '/main-page/oil_card_use/wf-list', 'form:oil_card_use', { fullName: '油卡充值与加油登记', actions: FORM_ACTIONS }),
  leaf('adm.vehicle', '用车登记', `${AM}/use-vehicle-info`, 'adm:vehicle', { fullName: '用车信息登记' }),
  leaf('adm.vehicleForm', '用车申请', '/main-page/vehicle_use/wf-list', 'form:vehicle_use', { actions: FORM_ACTIONS }),
  leaf('adm.vehicleList', '车辆档案', '/main-page/vehicle/wf-list', 'form:vehicle', { actions: FORM_ACTIONS }),
  leaf('adm.carPrice', '车辆费用', `${AM}/car-price-statistics`, 'adm:carPrice', { fullName: '车辆费用统计' }),
  leaf('adm.vehicleExpense', '费用登记', '/main-page/vehicle_expense/wf-list', 'form:vehicle_expense', { fullName: '车辆费用登记', actions: FORM_ACTIONS }),
  leaf('adm.bid', '投标管理', `${AM}/bid-manage-table`, 'form:bid_manage', { fullName: '投标管理台账', actions: FORM_ACTIONS }),
  leaf('adm.procurementMethod', '采购方式', '/main-page/procurement_method/wf-list', 'form:procurement_method', { actions: FORM_ACTIONS }),
  leaf('adm.meetingRoom', '会议室', `${AM}/meeting-room-management`, 'adm:meetingRoom', { fullName: '会议室管理', actions: ['add', 'manageAll'] }),
  leaf('adm.meetingRoomList', '会议室登记', '/main-page/meeting_room/wf-list', 'form:meeting_room', { actions: FORM_ACTIONS }),
  leaf('adm.cardHolder', '证照管理', `${AM}/card-holder-management`, 'adm:cardHolder', { fullName: '证照卡证管理', actions: ['return'] }),
  leaf('adm.cardHolderList', '证照登记', '/main-page/card_holder/wf-list', 'form:card_holder', { actions: FORM_ACTIONS }),
  leaf('adm.cardBorrow', '证照借用', '/main-page/card_borrow/wf-list', 'form:card_borrow', { actions: FORM_ACTIONS }),
  leaf('adm.travel', '出差申请', `${AM}/business-travel-application`, 'adm:travel', { fullName: '出差申请看板' }),
  leaf('adm.travelForm', '出差申请单', '/main-page/business_trip/wf-list', 'form:business_trip', { actions: FORM_ACTIONS }),
  // Attendance (issue 18, appended so the existing entries keep their places): the month computation of everybody in the caller's data scope, the calendar and leave.
  leaf('adm.attendanceStat', '考勤统计', `${AM}/attendance-management/statistics`, 'adm:attendance', { fullName: '考勤统计' }),
  leaf('adm.workCalendar', '节假日', '/main-page/work_calendar/wf-list', 'form:work_calendar', { fullName: '节假日设置', actions: FORM_ACTIONS }),
  leaf('adm.leaveForm', '请假申请', '/main-page/leave_request/wf-list', 'form:leave_request', { actions: FORM_ACTIONS }),
], { permission: 'adm', icon: 'ContainerOutlined' });

/** Administration in the navigation (top-level entries carry their place). */
export const ADMINISTRATION_MENUS: MenuSeed[] = [
  { ...ADMINISTRATION, sort: 70 },
];

// ---------------------------------------------------------------------------
// Administration (spec 2 §2 administration; spec 3 base data)
// ---------------------------------------------------------------------------

const ASSET_CLASS: DictSeed = {
  type: 'ASSET_CLASS',
  name: '资产分类',
  tree: true,
  // edited on its base-data page /base-data/asset-classification (bd.seed.ts) as well as in 系统管理 › 字典
  editRight: 'bd:assetClass',
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
  editRight: 'bd:suppliesClass',
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


const MAINTAIN_PROBLEM_TYPE: DictSeed = {
  type: 'MAINTAIN_PROBLEM_TYPE',
  name: '维修问题类型',
  editRight: 'bd:maintainProblem',
  items: seq(['电脑故障', '打印复印设备故障', '网络故障', '空调故障', '水电故障', '办公家具损坏', '车辆维修', '其他']),
};


const SUPPLIES_RECEIVE_STATUS: DictSeed = {
  type: 'SUPPLIES_RECEIVE_STATUS',
  name: '采购入库状态',
  items: [{ label: '未入库', value: '0' }, { label: '已入库', value: '1' }],
};

const MEETING_EQUIPMENT: DictSeed = {
  type: 'MEETING_EQUIPMENT',
  name: '会议室设备',
  items: seq(['投影仪', '电子白板', '视频会议', '电话会议', '音响话筒', '电视屏']),
};

const OIL_CARD_OP: DictSeed = {
  type: 'OIL_CARD_OP',
  name: '油卡业务类型',
  items: [{ label: '充值', value: '1' }, { label: '加油', value: '2' }],
};

const VEHICLE_EXPENSE_TYPE: DictSeed = {
  type: 'VEHICLE_EXPENSE_TYPE',
  name: '车辆费用类型',
  // 1-2 count as repairs, 3 as tolls in the cost statistics (vehicle-cost.service.ts).
  items: seq(['维修', '保养', '路桥费', '停车费', '保险', '年检', '其他']),
};

const CARD_TYPE: DictSeed = {
  type: 'CARD_TYPE',
  name: '证照类别',
  items: seq(['营业执照', '资质证书', '公章', '合同专用章', '财务专用章', '法人章', '银行U盾', '其他证照']),
};

const CARD_STATUS: DictSeed = {
  type: 'CARD_STATUS',
  name: '证照状态',
  items: [{ label: '在库', value: '1' }, { label: '借出', value: '2' }],
};

const BID_RESULT: DictSeed = {
  type: 'BID_RESULT',
  name: '投标结果',
  items: seq(['待开标', '中标', '未中标', '废标']),
};

const CALENDAR_DAY_KIND: DictSeed = {
  type: 'CALENDAR_DAY_KIND',
  name: '日历日类型',
  items: seq(['节假日', '调休上班']),
};

const ASSET_COUNT_RESULT: DictSeed = {
  type: 'ASSET_COUNT_RESULT',
  name: '资产盘点结果',
  items: seq(['相符', '盘盈', '盘亏']),
};

const WEEKDAY: DictSeed = {
  type: 'WEEKDAY',
  name: '星期',
  items: seq(['周一', '周二', '周三', '周四', '周五', '周六', '周日']),
};

/** Dictionaries of this area; order is the dictionary catalogue's. */
export const ADMINISTRATION_DICTS: DictSeed[] = [
  ASSET_CLASS,
  SUPPLIES_CLASS,
  ASSET_STATUS,
  MAINTAIN_PROBLEM_TYPE,
  SUPPLIES_RECEIVE_STATUS,
  MEETING_EQUIPMENT,
  OIL_CARD_OP,
  VEHICLE_EXPENSE_TYPE,
  CARD_TYPE,
  CARD_STATUS,
  BID_RESULT,
  WEEKDAY,
  CALENDAR_DAY_KIND,
  ASSET_COUNT_RESULT,
];

/** Data-scope kinds: another person's attendance (考勤统计) by the person's department, or the person themself. */
export const ADMINISTRATION_DATA_MENUS: DataMenuSeed[] = [
  { code: 'adm_attendance', name: '考勤', sort: 70 },
];
