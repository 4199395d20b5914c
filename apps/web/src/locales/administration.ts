/** Administration texts, merged into each locale. Server messages are the server's (Chinese, spec §8).
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const administrationZh = {
  adm: {
    route: {
      purchaseDetail: '采购明细', attendanceStat: '考勤统计', personalAttendance: '个人考勤',
      inventory: '库存清单', suppliesForm: '用品登记', purchase: '采购申请', receive: '领用申请', maintain: '维修管理', scrap: '资产报废',
      assetData: '资产台账', assetTable: '资产统计', meeting: '会议室管理', vehicle: '用车登记',
      buying: '购置申请', attendance: '考勤设置', oilCard: '油卡使用', carCost: '车辆费用统计', bid: '投标管理', cardHolder: '证照管理',
      travel: '出差申请看板', procurement: '采购方式',
    },
    detail: {
      keyword: '搜索物品名称或采购单号', orderNo: '采购单号', applyDate: '申请日期', applicant: '申请人', dept: '申请部门', quantity: '数量',
      price: '单价', amount: '金额', flowStatus: '审批状态', receiveStatus: '入库状态', flowNames: '草稿,审批中,已退回,已审批',
    },
    stock: {
      tab: '库存清单', moves: '出入库流水', keyword: '搜索物品名称', lowOnly: '仅看低于安全库存', itemNo: '物品编号', itemName: '物品名称',
      itemClass: '分类', spec: '规格型号', unit: '单位', qty: '库存数量', unitCost: '平均单价', amount: '库存金额', safety: '安全库存',
      low: '库存不足', ok: '正常', state: '状态', showMoves: '流水', allItems: '全部物品', kind: '类型', moveQty: '数量', balance: '结存',
      source: '单据号', remark: '备注', by: '经办人', time: '时间', filtered: '当前物品：{{name}}',
    },
    purchase: { receive: '入库', receiveConfirm: '确认该采购单已到货并入库？', received: '已入库' },
    booking: {
      rooms: '会议室', vehicles: '车辆', week: '第 {{from}} — {{to}} 周', prev: '上一周', next: '下一周', today: '本周',
      book: '预订', title: '会议主题', start: '开始时间', end: '结束时间', attendees: '参会人', pickAttendees: '选择参会人', remark: '备注',
      bookTitle: '预订会议室', cancel: '取消预订', cancelConfirm: '确认取消该预订？参会人将收到通知。', bookedBy: '预订人', noRooms: '尚未登记会议室',
      noVehicles: '尚未登记车辆', capacity: '{{n}}人', manageRooms: '会议室登记', hint: '点击空白时段预订；同一会议室的时段不能重叠。',
      vehicleHint: '车辆占用来自审批中和已批准的用车申请。', endAfterStart: '结束时间必须晚于开始时间', requiredTitle: '请输入会议主题',
      mine: '我的预订', empty: '本周无预订',
    },
    vehicle: { uses: '用车申请', list: '车辆档案', calendar: '车辆占用' },
    asset: {
      month: '统计月份', keyword: '搜索资产名称', assetNo: '资产编号', assetName: '资产名称', status: '状态', originalValue: '原值',
      residualRate: '残值率(%)', lifeYears: '年限', startMonth: '起折月份', monthly: '月折旧额', months: '已提月数', accumulated: '累计折旧',
      netValue: '净值', thisMonth: '本月折旧',
    },
    oil: { uses: '充值与加油', cards: '油卡档案' },
    card: { cards: '证照', borrow: '借用登记', return: '归还', returnConfirm: '确认该证照已归还？' },
    cost: {
      stats: '费用统计', expenses: '费用登记', chart: '月度车辆费用', table: '每车每月费用', year: '统计年份', month: '{{m}}月', monthCol: '月份',
      plateNo: '车牌号', fuel: '油费', repair: '维修保养', toll: '路桥费', other: '其他', total: '合计', sum: '合计', empty: '本年度暂无车辆费用',
    },
    travel: {
      board: '出差看板', list: '出差申请', week: '{{from}} 至 {{to}}', prev: '上一周', next: '下一周', thisWeek: '本周', person: '人员',
      weekdays: '周一,周二,周三,周四,周五,周六,周日', approved: '已批准', pending: '审批中', empty: '本周无人出差',
    },
  },
  att: {
    today: '今日 {{date}}', rule: '考勤规则', signIn: '签到', signOut: '签退', status: '状态', doSignIn: '上班签到', doSignOut: '下班签退',
    hint: '以服务器时间为准；多次签退以最后一次为准。迟到、早退、缺卡、旷工按考勤规则与节假日设置计算，已批准的请假和出差不计缺勤。',
    monthSummary: '{{month}} 月度汇总', lateBy: '迟到{{n}}分钟', earlyBy: '早退{{n}}分钟', keyword: '姓名或工号', days: '明细',
    daysOf: '{{name}} {{month}} 考勤明细',
    sum: { workDays: '应出勤', normal: '正常', late: '迟到', early: '早退', missing: '缺卡', absent: '旷工', leave: '请假', trip: '出差' },
    col: { name: '姓名', no: '工号', dept: '部门', attend: '实出勤', late: '迟到(次)', early: '早退(次)', date: '日期', weekday: '星期', note: '说明' },
  },
};
