/** Texts of the check register (CheckRegisterPage: company/project checks scored on JGJ 59 tables). */
export const supCheckZh = {
  supCheck: {
    route: { company: '公司检查登记' },
    project: '选择监理项目', add: '新增检查', name: '检查名称', checkDate: '检查日期', remark: '备注', grade: '评定等级', total: '汇总得分',
    tables: '检查评分表', addTable: '添加评分表', delTable: '删除评分表', pickTable: '选择检查评分表', score: '保存评分', delete: '删除',
    deleteConfirm: '确定删除该检查记录？', item: '检查项目', standard: '类别', base: '应得分', deduction: '扣减分数', got: '实得分', na: '缺项',
    problems: '发现问题{{n}}项，已整改问题{{m}}项', zeroed: '保证项目不合格，本表计0分', empty: '请先选择监理项目', noTable: '请先添加检查评分表',
    createdBy: '检查人', nameRequired: '请输入检查名称', dateRequired: '请选择检查日期',
  },
};
