/** Cost-data analysis texts (指标库, 造价分析, 清单定额库), merged into each locale.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const costdataZh = {
  costdata: {
    route: { subject: '指标库', analysis: '造价分析', book: '清单定额库', data: '造价数据库', file: '造价文件管理', fileDetail: '造价文件明细', industrial: '产业数据' },
    db: { name: '工程名称', year: '年份', stage: '阶段', concrete: '混凝土（m³/㎡）', rebar: '钢筋（kg/㎡）', labor: '人工费占比', files: '文件', openBill: '查看清单' },
    file: {
      project: '工程', name: '文件名', kind: '类别', folder: '文件夹', units: '单位工程', added: '添加时间', edit: '文件明细', detail: '工程文件',
      back: '返回造价文件', noProject: '工程不存在或无权查看', spec: '清单规范', kinds: { boq: '清单文件', price: '价格文件', other: '其他文件' },
    },
    industrial: {
      groupBy: '分组', concrete: '混凝土含量（m³/㎡）P10 / 中位数 / P90', rebar: '钢筋含量（kg/㎡）P10 / 中位数 / P90',
      hint: '按所选维度汇总本企业已导入的工程；少于 5 个工程的分组不给出区间（未评估）。',
    },
    record: {
      tab: '分析记录', save: '保存分析', name: '记录名称', kind: '分析', savedAt: '保存时间', open: '打开', export: '导出',
      params: '工程：{{project}}；IQR 倍数：{{k}}（保存时的结果，不随库变化）',
    },
    project: '工程', pickProject: '选择已导入的工程', noProject: '选择工程后查看', area: '建筑面积（㎡）', total: '工程造价（元）',
    library: { label: '比较对象', firm: '企业指标库', person: '我的个人库' },
    status: { low: '偏低', high: '偏高', normal: '正常', unassessed: '未评估' },
    col: {
      unit: '单位工程', code: '编码', name: '名称', subject: '科目（分部）', measure: '措施', items: '清单项数', amount: '金额（元）', share: '占比',
      perM2: '单方（元/㎡）', features: '项目特征', unitOf: '单位', qty: '工程量', price: '综合单价', source: '位置', row: '第 {{row}} 行',
      value: '本工程', samples: '样本数', p10: 'P10', median: '中位数', p90: 'P90', status: '结论', q1: 'Q1', q3: 'Q3', fence: '正常区间',
      deviation: '偏离中位数', ratio: '比值', numerator: '分子', denominator: '分母', medianPerM2: '库中位数（元/㎡）', medianShare: '库中位占比',
      projects: '工程数', minPrice: '最低价', maxPrice: '最高价', avgPrice: '均价', kind: '类别', project: '工程', remark: '备注',
      kind2: '工程类型', structure: '结构', region: '地区', unitCost: '单方造价', createdDate: '加入时间', actions: '操作',
    },
    subject: {
      summary: '费用构成', subjects: '科目指标', units: '单位工程', intoLib: '加入个人库', remark: '备注（可选）', myLib: '我的个人库',
      remove: '移出', removeConfirm: '确定将该工程移出个人库？', itemsTitle: '{{name}} 的清单项', onlyMeasure: '仅措施',
    },
    analysis: {
      indicator: '指标分析', unusualPrice: '异常单价', unusualQuantity: '异常工程量', relativity: '相关性分析', expand: '扩展指标',
      run: '分析', k: 'IQR 倍数', includeUnassessed: '显示未评估', counts: '共 {{items}} 项：偏高 {{high}}，偏低 {{low}}，正常 {{normal}}，未评估 {{unassessed}}',
      projects: '比较工程 {{n}} 个（至少 {{min}} 个样本才评估）', hint: '单价按国标编码前 9 位和单位与库中同项比较，超出 Q1−k·IQR～Q3+k·IQR 为异常；工程量按每平方米含量比较。',
      quantityValue: '含量（/㎡）',
    },
    book: {
      bill: '清单库', norm: '定额（人材机）库', code: '编码（前缀）', name: '名称', unit: '单位', search: '查询', reset: '重置',
      detailTitle: '{{code}} {{name}} 的样本', normHint: '定额书暂以各工程人材机汇总中的价格为库（表-09 定额明细尚未导入）。',
    },
  },
};
