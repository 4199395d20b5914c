/** Texts of the supervision safety part (stop-work, resume, hazardous works, detailed rules), merged into each locale.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const safetyZh = {
  safety: {
    route: { stop: '工程暂停令', resume: '复工申请', hazard: '危大工程', rule: '监理细则' },
    project: '监理项目', chooseProject: '请选择监理项目', save: '保存', submit: '提交审批', saveFirst: '请先保存',
    stop: {
      add: '签发暂停令', code: '暂停令编号', level: '停工级别', reasonType: '暂停原因类别', reason: '暂停原因', unit: '单位工程', part: '部位（工序）',
      range: '停工范围', rangeHint: '留空则取所选单位工程 / 部位', stopDate: '暂停时间', rectificationDate: '整改期限', requirement: '后续要求',
      problems: '关联问题', hazard: '关联危大工程', constructionUnit: '施工单位', state: '状态', resumeDate: '复工日期', issuedBy: '签发人',
      applyResume: '申请复工', fromProblem: '已带入逾期严重问题：{{code}}', pickHazard: '选择', search: '暂停令编号', searchUnit: '施工单位名称',
    },
    resume: {
      add: '复工申请', edit: '编辑复工申请', code: '复工申请编号', businessName: '业务名称', businessCode: '业务编号', director: '项目总监',
      dept: '实施项目部', stopCode: '关联暂停令编号', stopLevel: '暂停令级别', constructionUnit: '施工单位', stopDate: '停工时间',
      resumeDate: '复工日期', stopRange: '停工范围', reviewer: '工程部审核人', submitter: '提交人', submitTime: '提交时间',
      stopReason: '停工原因', conditions: '复工条件', opinion: '整改意见', status: '审批状态', orderState: '暂停令状态', pickStop: '选择暂停令',
      node: '当前环节',
    },
    hazard: {
      add: '登记危大工程', edit: '编辑危大工程', name: '工程名称', category: '类别', scale: '规模', reason: '判定依据', unit: '单位工程', part: '部位',
      params: '规模参数', qualitative: '定性判定', qualitatives: { none: '按参数判定', danger: '属于危大工程', super: '超过一定规模' },
      preview: '判定：{{scale}}（{{reason}}）', below: '未达到危大工程标准', status: '状态', planDate: '计划施工日期', actualDate: '实际施工日期',
      acceptDate: '验收日期', clearDate: '销项日期', scheme: '专项施工方案', schemeReview: '方案审查', schemeReviewDate: '审查日期',
      expert: '专家论证', expertDate: '论证日期', expertVerdict: '论证结论', expertNames: '论证专家（不少于5人，用、分隔）', expertOpinion: '论证意见',
      verdicts: { '1': '通过', '2': '修改后通过', '3': '不通过' }, needsExpert: '待专家论证', start: '开始施工', accept: '验收', acceptStaff: '验收人',
      clear: '销项', selector: '危大工程施工', search: '搜索工程名称',
    },
    rule: {
      add: '新增细则', edit: '编辑细则', basic: '基本信息', cover: '封面文件', content: '内容文件', operation: '操作信息', name: '细则名称',
      staff: '编制人', fileStatus: '受控状态', fileStatuses: { '1': '受控', '2': '非受控' }, remark: '备注', updatedBy: '更新人', updatedDate: '更新时间',
      businessName: '业务名称', businessCode: '业务编号', director: '项目总监', dept: '实施项目部', status: '审批状态', control: '设为受控',
      uncontrol: '设为非受控', readOnly: '当前状态不可编辑', files: '文件', search: '搜索细则名称',
    },
  },
};
