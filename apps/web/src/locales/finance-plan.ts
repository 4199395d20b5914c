/** Finance texts of project tracking and objectives (OKR), merged into each locale. Server messages come from the server.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const financePlanZh = {
  finPlan: {
    route: { tracking: '项目跟踪', objectives: '经营目标', planMethod: '计划方式', planProduction: '产值计划' },
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
    okrImport: '导入目标',
    method: {
      year: '年度', method: '计划方式', methods: { share: '按部门比例', last_year: '按上年确认收入', manual: '手工分解' },
      methodHints: {
        share: '公司目标按各部门比例分解（比例之和不超过100%），各月按同一比例分摊。',
        last_year: '公司目标按各部门上年度确认收入的比例分解；上年无收入的部门保留原目标。',
        manual: '在经营目标中逐个分解，不自动生成部门目标。',
      },
      shares: '部门比例', dept: '部门', share: '比例（%）', addShare: '添加部门', remark: '说明', save: '保存', apply: '按此方式分解',
      applyConfirm: '将按计划方式新建或改写各部门的年度与各月目标，确定继续？', company: '公司目标', noCompany: '该年度还没有公司目标',
      preview: '分解预览', weight: '依据', newTarget: '分解后目标', current: '现有目标', split: '已分解给个人', applied: '上次分解：{{at}}（{{by}}）',
      shareSum: '比例合计 {{sum}}%',
    },
    production: {
      year: '年度', asOf: '统计至', level: '层级', all: '全部', name: '目标', owner: '对象', target: '年度目标', toDatePlan: '累计计划产值',
      toDateActual: '累计确认收入', toDateRate: '累计完成率', yearRate: '年度完成率', month: '{{m}}月', plan: '计划', actual: '实际', empty: '该年度还没有目标',
      monthAsOf: '{{m}}月',
    },
  },
};
