/** Supervision records, daily log and portal texts, merged into each locale. Server messages are the spec's (@ecms/shared SUP_RECORD_MSG).
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const supRecordsZh = {
  supRecords: {
    route: { patrol: '巡视记录', side: '旁站记录', log: '监理日志', portal: '监理门户' },
    close: '关闭', save: '保存', saveContinue: '保存并继续', start: '发起',
    record: {
      date: '记录日期', problems: '问题数', recorder: '记录人', status: '状态', statuses: { '0': '未发起', '1': '已发起' },
      lockedStarted: '记录已发起，只能查看', lockedOther: '该记录由{{name}}创建，只有创建人可以修改', unitHint: '选择单位工程',
      weather: '天气', remark: '备注', problemsTitle: '发现的问题', photos: '现场照片', noProblems: '暂无问题', addProblem: '登记问题',
      noPhotos: '暂无照片', takePhoto: '拍照 / 选择照片', photoUploaded: '照片已上传（含时间与拍摄人水印）',
    },
    patrol: {
      add: '新增巡视记录', title: '巡视记录', area: '巡视部位 / 区域', situation: '巡视情况', problemText: '发现问题及处理意见', short: '巡视',
    },
    side: {
      add: '新增旁站记录', title: '旁站记录', partProcess: '旁站部位 · 工序', part: '旁站部位', process: '旁站工序', start: '开始时间', end: '结束时间',
      construction: '施工情况', supervision: '监理情况', handling: '发现问题及处理情况', short: '旁站',
    },
    log: {
      new: '新建日志', title: '监理日志', date: '日期', workDone: '当日监理工作', sign: '签认', unsigned: '未签认', signConfirm: '签认后日志不能再修改，确定签认？',
      prefilled: '已根据当天的 {{patrols}} 条巡视、{{sideStations}} 条旁站记录、{{problems}} 个问题、{{notices}} 份通知单和天气生成草稿，请核对修改后保存',
      signedBy: '{{name}} 于 {{time}} 签认，日志已锁定', weather: '天气和施工环境', site: '施工现场情况', problems: '存在问题及处理',
      instructions: '监理指令及协调事项', other: '其他', updated: '最后修改',
    },
    weather: { none: '未登记', today: '今日天气', title: '登记天气', type: '天气', low: '最低气温', high: '最高气温', wind: '风力风向' },
    portal: {
      allProjects: '全部项目', found: '发现问题', rectified: '已整改', rate: '整改率', overdue: '逾期未整改', noProblems: '暂无问题',
      projects: '有问题的项目', open: '未整改问题', overdueCount: '逾期未整改', serious: '严重问题', todayPatrols: '今日巡视', todaySides: '今日旁站',
      todayLogs: '今日日志', overdueList: '逾期未整改问题', noOverdue: '没有逾期问题', todayRecords: '今日记录', noRecords: '今日尚无巡视或旁站记录',
      problemsN: '问题{{count}}项', statistics: '问题统计', byType: '按问题类型', byUnit: '按单位工程', byDiscoverer: '按发现人',
      rateChart: '各项目整改率与逾期数', perProject: '各项目整改情况', exportName: '问题整改统计',
    },
  },
};
