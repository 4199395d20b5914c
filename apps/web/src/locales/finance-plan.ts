/** Finance texts of project tracking and objectives (OKR), merged into each locale. Server messages come from the server.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const financePlanZh = {
  finPlan: {
    route: { tracking: '项目跟踪', objectives: '经营目标' },
    tracking: {
      code: '编号', name: '项目名称', customer: '客户', expected: '预计金额', received: '已认款', owner: '负责人', dept: '部门',
      status: '跟踪状态', sign: '签约状态', contract: '签约合同', followDate: '跟踪日期', reason: '放弃原因', remark: '备注',
      add: '登记项目', edit: '编辑项目', search: '项目名称', confirm: '确认跟踪', giveUp: '放弃跟踪', setSign: '签约状态',
      giveUpTitle: '放弃跟踪：{{name}}', signTitle: '签约状态：{{name}}', deleteConfirm: '确定删除该跟踪项目？',
      statusNames: ['待确认', '跟踪中', '已放弃'], signNames: ['未签约', '已签约', '未中标'],
    },
    okr: {
      year: '年度', name: '目标', level: '层级', owner: '对象', target: '年度目标', actual: '确认收入', progress: '完成率', split: '已分解',
      month: '{{m}}月', monthTargets: '各月目标', keyResults: '关键结果', levels: { company: '公司', dept: '部门', person: '个人' },
      addCompany: '新增公司目标', addChild: '分解', edit: '编辑', remove: '删除', deleteConfirm: '确定删除该目标？', dept: '部门', user: '人员',
      spreadHint: '不填各月目标时按年度目标平均分摊到12个月（末月取余数）。', chart: '各月目标与确认收入', empty: '该年度还没有目标',
      newTitle: '新增目标', childTitle: '分解目标：{{name}}', editTitle: '编辑目标：{{name}}', monthActual: '各月确认收入',
    },
  },
};
