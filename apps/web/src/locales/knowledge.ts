/** Knowledge centre texts, merged into each locale. Server messages come from the server.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const knowledgeZh = {
  knowledge: {
    route: { document: '文档管理', exhibition: '知识展示', manage: '知识管理', video: '培训视频', content: '通知公告' },
    kind: { document: '文档', knowledge: '知识' },
    category: {
      title: '知识分类', add: '新增分类', edit: '编辑分类', delete: '删除分类', none: '暂无分类', name: '分类名称', nameRequired: '请输入分类名称',
      parent: '上级分类', roles: '阅读角色', rolesHelp: '不选：有知识展示权限的人都可阅读；选择后：仅这些角色可阅读（子分类未设置时沿用）',
      remark: '备注', limited: '限定阅读',
    },
    doc: {
      title: '标题', code: '文档编号', category: '分类', revision: '版本', status: '状态', published: '已发布', draft: '草稿', readCount: '阅读次数',
      author: '创建人', updated: '更新时间', search: '搜索标题、关键字、摘要', keywords: '关键字', summary: '摘要', content: '正文',
      remark: '版本说明', remarkHelp: '本次修改了什么（记入版本记录）', publish: '发布', files: '附件', versions: '版本记录', readers: '阅读记录',
      savedAt: '保存时间', reader: '阅读人', times: '次数', lastRead: '最近阅读',
    },
    document: { add: '新增文档', edit: '编辑文档' },
    knowledge: { add: '新增知识', edit: '编辑知识' },
    exhibition: { title: '知识库', empty: '暂无可阅读的知识' },
    course: {
      title: '课程名称', add: '新增课程', edit: '编辑课程', search: '搜索课程名称', lecturer: '讲师', hours: '学时', description: '课程简介',
      requiredRoles: '必修角色', requiredHelp: '这些角色的人员必须完成本课程，完成记录中列出', required: '必修', learners: '完成/报名', mine: '我的学习',
      notEnrolled: '未报名', enrol: '报名', learn: '学习', materials: '课程资料', enrolFirst: '报名后观看视频会记录学习进度',
      records: '完成记录', person: '人员', dept: '部门', progress: '进度', state: '状态', done: '已完成', notDone: '未完成', learning: '学习中',
      remind: '提醒未完成', notStarted: '未开始', completedDate: '完成时间', yes: '是', finish: '我已学完',
    },
    news: { title: '通知公告与资讯', search: '搜索标题', empty: '暂无通知公告' },
  },
};
