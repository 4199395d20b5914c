/** Engineering supervision texts, merged into each locale. Server messages are the spec's (@ecms/shared SUPERVISE_MSG).
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const superviseZh = {
  supervise: {
    route: { project: '监理项目', problem: '问题台账', check: '项目检查' },
    project: {
      add: '新增项目', edit: '编辑项目', code: '项目编号', codeHint: '留空自动编号', name: '项目名称', director: '总监理工程师',
      dept: '实施项目部', ownerUnit: '建设单位', constructionUnit: '施工单位', address: '工程地址', startDate: '开工日期',
      endDate: '竣工日期', status: '状态', remark: '备注', search: '搜索项目名称', problems: '问题整改', open: '结构与成员',
      statuses: { '1': '在建', '2': '停工', '3': '竣工' },
    },
    structure: {
      title: '工程结构', addUnit: '新增单位工程', addChild: '新增下级', unitType: '单位工程类型', name: '名称',
      types: { '1': '单位工程', '2': '分部工程', '3': '部位' }, empty: '尚未建立工程结构', remove: '删除节点',
    },
    member: {
      title: '项目成员', add: '新增成员', staffName: '姓名', position: '岗位', unitName: '单位', entryDate: '进场日期',
      workContent: '工作内容', onDuty: '在岗', account: '系统账号',
    },
    problem: {
      project: '监理项目', chooseProject: '请选择监理项目', add: '登记问题', edit: '编辑问题', code: '问题编号', name: '问题描述',
      type: '问题类型', unit: '单位工程', part: '部位', discoverer: '发现人', discoverDate: '发现日期', deadline: '整改期限',
      serious: '严重问题', requirement: '整改要求', status: '整改状态', notice: '通知单', overdue: '已逾期', photos: '照片',
      keyword: '编号/名称', discovererName: '发现人姓名', issue: '签发通知单', yes: '是', statuses: { '0': '未整改', '1': '已整改' },
    },
    notice: {
      title: '监理通知单', code: '编号', subject: '事由', content: '内容', deadline: '整改期限', state: '状态', issuedBy: '签发人',
      issuedDate: '签发时间', problems: '问题数', rectified: '已整改', reply: '整改回复', review: '复查', detail: '详情',
      replyContent: '回复内容', replyPlaceholder: '整改情况说明（附照片可在问题中上传）', opinion: '复查意见', remark: '复查说明',
      opinions: { '1': '同意整改回复', '2': '整改回复资料不全', '3': '需现场复查' }, history: '处理记录', rounds: '回复次数',
      events: { issue: '签发', reply: '回复', review: '复查' }, selected: '已选问题：{{count}} 项',
    },
    print: {
      preview: '打印预览', print: '打印', close: '关闭', notFound: '文件不存在或无权查看', docNo: '文号选择', pick: '选择', printDoc: '打印',
      formNo: '表 A.0.3', projectName: '工程名称', number: '编号', to: '致', toSuffix: '（施工项目经理部）', reason: '事由', content: '内容',
      deadlineLine: '请于 {{date}} 前整改完毕，并填报《监理通知回复单》。', org: '项目监理机构（盖章）', engineer: '总/专业监理工程师（签字）',
      date: '日期', note: '注：本表一式三份，项目监理机构、建设单位、施工单位各一份。',
      docType: '文书类型', docTypes: { notice: '监理通知单', safety: '安全隐患通知单', contact: '工作联系单' },
      formNos: { notice: '表 A.0.3', safety: '表 A.0.3', contact: '表 C.0.1', stopWork: '表 A.0.5' },
      pdf: '下载PDF', word: '下载Word', sender: '发文单位', senderValue: '项目监理机构', head: '负责人（签字）',
      contactNote: '注：本表一式三份，发文单位、收文单位及项目监理机构各一份。', addContact: '新建工作联系单', contactTo: '致（收文单位）',
      stopTitle: '工程暂停令', stopText: '由于{{reason}}原因，现通知你方于{{date}}起，暂停{{range}}部位（工序）施工，并按下述要求做好后续工作。',
      requirement: '要求', chief: '总监理工程师（签字、加盖执业印章）', rectifyBy: '整改期限：{{date}}前。',
    },
    check: {
      project: '监理项目', table: '检查评分表', item: '检查项目', kind: '类型', base: '应得分', deduction: '扣分', na: '缺项',
      score: '评分', total: '汇总得分', grade: '评定等级', weighted: '汇总表得分', kinds: { guarantee: '保证项目', general: '一般项目', plain: '检查项目' },
      zeroed: '保证项目不合格，该表计零分',
    },
  },
};
