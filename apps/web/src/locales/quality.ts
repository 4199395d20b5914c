/** Quality-check texts, merged into each locale. Finding texts come from the server.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const qualityZh = {
  quality: {
    route: { record: '成果质检', feeTool: '咨询收费', rangeSet: '指标区间', logical: '逻辑检查' },
    range: {
      title: '检查项与参数', hint: '默认参数来自检查规则；按地区、专业、时期设置的参数优先于默认值（留空表示全部）。', no: '序号', group: '分组',
      defaults: '默认参数', overrides: '区间设置（地区 / 专业 / 时期）', any: '全部', add: '设置参数', period: '时期', required: '请填写参数',
    },
    logical: {
      run: '逻辑检查', rules: '检查项', none: '选择工程后点击“逻辑检查”', clean: '未发现逻辑问题',
      tabFindings: '检查结果', tabRecords: '判定记录', decision: '判定', undecided: '未判定', problem: '确认问题', fine: '无问题',
      judge: '判定', bills: '相关清单', judgeTitle: '逻辑检查判定', opinion: '意见 / 理由', reasonRequired: '判定为无问题时请填写理由',
      billsTitle: '相关清单：{{name}}', subject: '主项', related: '关联项', noBills: '没有相关清单项', by: '判定人', at: '判定时间',
      measure: '单位', qty: '工程量', amount: '合价',
      allResults: '全部判定', item: '检查项', noRecords: '尚无判定记录',
    },
    project: '工程', pickProject: '选择已导入的工程', importBoq: '导入清单', start: '开始检查', report: '下载报告', reportPdf: 'PDF 报告',
    runs: '检查记录', findings: '检查结果', noRun: '选择工程后开始检查，或在检查记录中选择一条查看结果',
    run: { name: '检查名称', status: '状态', errors: '错误', warnings: '警告', info: '未评估', finished: '完成时间', progress: '进度' },
    status: { draft: '未开始', running: '检查中', done: '已完成', failed: '失败', open: '待处理', ignored: '已忽略' },
    severity: { error: '错误', warn: '警告', info: '未评估' },
    col: {
      severity: '级别', rule: '检查项', unit: '单位工程', source: '位置', target: '对象', message: '问题', expected: '应为', actual: '实为',
      deviation: '偏差', handling: '处理与意见', actions: '操作', row: '第 {{row}} 行',
    },
    act: { ignore: '忽略', unignore: '取消忽略', opinion: '意见' },
    ignoreTitle: '忽略检查结果', reason: '忽略原因', opinionTitle: '审核意见', opinion: '意见',
    ignoredBy: '{{who}} 忽略：{{reason}}', opinionBy: '{{who}}：{{opinion}}',
    filter: { all: '全部级别', allStatus: '全部状态' },
    fee: {
      region: '地区', name: '标准名称', service: '服务内容', minFee: '最低收费（元）', remark: '备注', searchName: '搜索标准名称',
      addBase: '新增收费标准', editBase: '编辑收费标准', pickBase: '选择左侧的收费标准，查看收费区间并计算咨询费',
      lower: '区间下限（元）', upper: '区间上限（元）', noUpper: '以上', rate: '费率（‰）', addBand: '新增收费区间', editBand: '编辑收费区间',
      calculator: '咨询费计算（差额定率累进）', amount: '计费额（元）', projectName: '项目名称（保存时记录）', calculate: '计算', keep: '计算并保存',
      fee: '咨询费（元）', minApplied: '按最低收费', band: '区间', portion: '区间内计费额（元）', needAmount: '请填写计费额',
    },
    files: {
      title: '工程文件', button: '工程文件', export: '导出全部属性', upload: '上传文件', folderHint: '文件夹，如 清单/控制价', tree: '文件目录', none: '尚无文件',
      name: '名称', kindCol: '类别', folder: '文件夹', units: '单位工程', read: '读取', import: '导入到工程', compare: '价格比对', remove: '移除',
      importConfirm: '导入后同名单位工程将被替换，确定导入？', removeConfirm: '从工程中移除该文件？', added: '新增', replaced: '替换',
      applyAll: '全部写入工程', applyChosen: '所选写入工程', applyConfirm: '将 {{n}} 条人材机的价格写入工程（留调价记录）？', applied: '已调整 {{n}} 条人材机价格',
      headerRow: '表头行', code: '编码', projectPrice: '工程单价', filePrice: '文件单价', deviation: '偏差',
      kind: { boq: '清单文件', price: '价格文件', other: '其他文件' },
    },
    imp: {
      title: '导入清单（2013 清单计价表格）', drag: '点击或拖入计价软件导出的清单文件（.xlsx）',
      dragHint: '按表名识别 表-04、表-08、表-11、表-12、表-13、人材机汇总；每个数值保留工作表和行号', reading: '正在读取…',
      sheets: '工作表', table: '识别为', unit: '单位工程', rows: '行数', units: '单位工程', discipline: '专业', sections: '分部', items: '清单项',
      fbfx: '分部分项（元）', total: '合计（元）', existing: '工程库中已有同名工程', existingNone: '工程库中没有同名工程', spreadsheet: '文件中的数据',
      preview: '清单项预览', area: '建筑面积（㎡）', kind2: '工程类型', structure: '结构', region: '地区', taxMethod: '计税方法',
      general: '一般计税', simple: '简易计税', confirm: '确认导入', back: '返回', stage: '阶段', specVersion: '规范版本',
      unrecognised: '未识别',
    },
  },
};
