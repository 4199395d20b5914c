/** Flow administration texts (setting-flow designer, act-procdef, instance and task monitors), merged into each locale.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const flowAdminZh = {
  flowAdmin: {
    route: {
      procdef: '流程定义', settingFlow: '流程设置', baseSetting: '基础设置', flowDesign: '流程设计', flowStep: '流程步骤', flowNotice: '流程通知',
      expireNotice: '超时提醒', advanceSetting: '高级设置', formManager: '表单管理', flowData: '流程数据', leaderField: '领导字段',
      processInstance: '流程实例', processTask: '流程任务', viewer: '流程图查看',
    },
    type: { start: '发起人', approver: '审批人', handler: '办理人', cc: '抄送人', condition: '条件分支', parallel: '并行分支', subprocess: '子流程', end: '结束' },
    add: { approver: '审批人', handler: '办理人', cc: '抄送人', condition: '条件分支', parallel: '并行分支', title: '添加节点' },
    designer: {
      addCondition: '添加条件', addBranch: '添加分支', end: '流程结束', defaultBranch: '默认条件', otherwise: '其他情况进入此流程',
      noCondition: '请设置条件', priority: '优先级{{n}}', deleteNode: '删除节点', deleteBranch: '删除分支', moveLeft: '左移', moveRight: '右移',
      zoomIn: '放大', zoomOut: '缩小', initiatorAll: '所有人可发起', unset: '请设置', nodeCount: '共 {{n}} 个节点',
    },
    rule: {
      users: '指定成员', role: '角色', deptLeader: '部门主管', initiator: '发起人自己', initiatorChooses: '发起人自选', previousChooses: '上一步审批人指定',
      formField: '表单中的人员字段', staffRank: '职级', levels: '逐级向上', level: '第 {{n}} 级主管', multiple: '可选多人',
      pickUsers: '选择成员', usersCount: '{{n}} 人', field: '字段名', fieldPlaceholder: '如 projectManager', roles: '选择角色', ranks: '选择职级',
    },
    mode: { title: '多人审批方式', single: '单人审批', orSign: '或签（一人同意即可）', countersign: '会签（全部同意）', sequential: '依次审批（按顺序）', ratio: '按比例会签', ratioValue: '通过比例（%）' },
    noAssignee: { title: '审批人为空时', autoPass: '自动通过', toAdmin: '转交管理员', error: '提示错误，不能提交' },
    selfApprove: { title: '审批人与发起人为同一人时', self: '由发起人自己审批', autoPass: '自动跳过', deptLeader: '转交直属主管审批' },
    button: { title: '操作按钮', next: '提交', prev: '退回', forward: '传阅', handover: '转办', consult: '征询', refresh: '刷新', custom: '自定义名称' },
    returnTarget: { title: '可退回的节点', any: '之前任一步骤', previous: '仅上一步', initiator: '仅发起人', none: '不允许退回', listed: '指定节点', pick: '选择节点' },
    deadline: { title: '审批期限', hours: '小时', none: '不限', onExpire: '超时后', notify: '仅提醒', autoPass: '自动通过', escalateToLeader: '转交上级主管' },
    drawer: {
      name: '节点名称', assignee: '审批人设置', handler: '办理人设置', cc: '抄送人设置', settings: '审批设置', readOnly: '只读（不能修改表单）',
      branchName: '分支名称', conditions: '条件', addCondition: '添加条件', field: '表单字段', op: '运算', value: '值', valuePlaceholder: '值，多个用逗号分隔',
      defaultHint: '默认分支：其他条件都不满足时进入此分支，无需设置条件。', allConditions: '同时满足以下全部条件', parallelHint: '并行分支同时进行，全部完成后汇合继续。',
      startHint: '发起人节点：由提交表单的人发起流程。', done: '完成',
    },
    op: { eq: '等于', ne: '不等于', gt: '大于', gte: '大于等于', lt: '小于', lte: '小于等于', in: '属于', notIn: '不属于', contains: '包含', isEmpty: '为空', notEmpty: '不为空' },
    fieldPreset: { contractAmount: '合同金额', $initiatorDept: '发起人部门', $initiatorId: '发起人' },
    setting: {
      save: '保存', publish: '发布', saved: '已保存草稿', published: '发布成功，当前版本 V{{version}}', publishFailed: '发布失败，请修正以下问题：', publishFailedToast: '发布失败',
      draft: '草稿未发布', version: '当前版本 V{{version}}', unpublished: '未发布', back: '返回流程定义', newFlow: '新建流程', chooseFirst: '请先在基础设置中保存流程',
      unsaved: '有未保存的修改', code: '流程编码', name: '流程名称', category: '流程分类', businessType: '业务类型', sort: '排序', remark: '备注',
      codeHint: '字母、数字、_ 和 -，保存后不能修改', codeRequired: '请输入流程编码', nameRequired: '请输入流程名称', created: '流程已创建，请继续设计流程', leaveConfirm: '有未保存的修改，确定离开吗？',
    },
    step: { index: '序号', name: '节点名称', type: '类型', assignee: '处理人', mode: '审批方式', deadline: '期限', branch: '所在分支' },
    notice: {
      intro: '流程在以下时刻通知相关人员（站内消息，由消息中心发送）：', task: '收到新的待办', returned: '流程被退回', approved: '流程审批通过', rejected: '流程被驳回',
      cc: '被抄送', urged: '被催办', urgeInterval: '同一人催办间隔（分钟）', urgeHint: '两次催办同一流程的最短间隔，默认 10 分钟',
      expireIntro: '为审批节点设置处理期限：到期前提醒处理人，超时后按设置自动处理。', noNodes: '流程中还没有审批节点',
    },
    advance: {
      resubmitToReturner: '退回后重新提交直接回到退回的节点', resubmitHint: '关闭时重新提交将从第一个审批节点重新开始',
      allowWithdraw: '允许发起人撤回', withdrawHint: '后续节点尚未处理时，发起人可撤回流程',
      frontInit: '业务表单初始化', frontInitHint: '流程页面打开业务表单时使用的配置（以数据保存，不执行脚本）：发起人填写时的默认值、隐藏的字段和填写说明',
      notice: '填写说明', noticePlaceholder: '显示在业务表单上方，例如需要附带的材料',
      hidden: '隐藏字段', hiddenPlaceholder: '输入字段编码后回车，例如 remark',
      defaults: '默认值', field: '字段编码', value: '默认值', addDefault: '添加默认值', fieldInvalid: '字段编码只能包含字母、数字、_ 和 .',
    },
    empty: { form: '表单管理将在表单设计功能上线后提供', data: '流程数据将在表单设计功能上线后提供', leader: '领导字段将在表单设计功能上线后提供' },
    procdef: {
      search: '流程名称或编码', status: '状态', all: '全部', active: '启用', suspended: '停用', name: '流程名称', key: '流程编码', category: '分类',
      current: '当前版本', versions: '版本数', draft: '草稿', updated: '更新时间', design: '设计', view: '查看', publishDraft: '发布草稿',
      suspend: '停用', activate: '启用', suspendConfirm: '停用后不能再发起「{{name}}」，确定停用吗？', versionList: '历史版本', publishedBy: '发布人',
      publishedDate: '发布时间', currentTag: '当前', noVersion: '未发布', statusOk: '操作成功',
    },
    instance: {
      search: '流程标题', status: '状态', name: '流程标题', definition: '流程', initiator: '发起人', current: '当前节点', started: '发起时间', ended: '结束时间',
      terminate: '终止', terminateConfirm: '确定终止流程「{{name}}」吗？终止后不能恢复。', terminated: '流程已终止', opinion: '终止原因（选填）',
      del: '删除', deleteConfirm: '确定删除流程「{{name}}」吗？审批记录将保留。', deleted: '删除成功', allStatus: '全部状态', exportName: '流程实例',
    },
    task: { search: '流程标题、节点或流程名称', step: '当前节点', holder: '处理人', kind: '任务类型', received: '到达时间', due: '期限', waiting: '等待征询' },
    kind: { normal: '审批', handover: '转办', addsign: '加签', forward: '传阅', consult: '征询', cc: '抄送' },
    viewer: { version: 'V{{version}}', current: '当前版本', readOnly: '只读', choose: '选择版本', missing: '请从流程定义中选择要查看的版本' },
  },
};
