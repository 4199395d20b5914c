/** Texts of the supervision check items panel, exit-plan staff, cumulative figures, ready-work page and ledger import. */
export const supMoreZh = {
  supMore: {
    route: { readyWork: '项目授权' },
    items: {
      part: '巡视部位', qualified: '是否合格', yes: '合格', no: '不合格', deduct: '扣减分数', opinion: '检查意见', save: '保存',
      title: '检查项', pick: '选择检查项', empty: '暂无检查项', needPlace: '请先选择单位工程和巡视部位并保存', keyword: '检查项目 / 评分表',
      table: '评分表', content: '检查项目', kind: '类别', base: '应得分', problems: '问题（发现/已整改）', selected: '已选', remove: '移除', ok: '选择',
    },
    staff: {
      title: '退场人员', add: '添加人员', saveFirst: '请先保存退场计划，再添加人员', member: '项目成员', name: '姓名', ranks: '职称', station: '岗位',
      entry: '进场日期', exit: '计划退场日期', purpose: '退场去向', empty: '暂无人员', memberHint: '选择项目成员（进场日期自动带入）',
    },
    cumulative: {
      title: '累计完成', asOf: '截至 {{date}}', problems: '发现问题', rectified: '已整改', open: '未整改', rate: '整改率', notices: '监理通知单',
      closed: '已闭合', safety: '安全隐患通知单', contacts: '工作联系单', stopWork: '工程暂停令', resumed: '已复工', patrol: '巡视记录',
      side: '旁站记录', logs: '监理日志', hazards: '危大工程', accepted: '已验收', item: '项目', value: '数量',
    },
    importProblems: '导入问题', importHazards: '导入危大工程',
  },
};
