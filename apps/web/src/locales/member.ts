/** Member, level and content-management texts, merged into each locale. Server messages come from the server.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const memberZh = {
  member: {
    route: { club: '会员', role: '会员角色', level: '会员等级', content: '会员内容', cms: '内容管理', register: '会员注册', site: '官方网站' },
    list: {
      search: '搜索会员姓名', loginName: '账号', name: '会员姓名', phone: '手机号', level: '会员等级', fee: '会费（元）',
      begin: '开始日期', end: '到期日期', status: '状态', enabled: '正常', disabled: '已停用', created: '注册时间', edit: '编辑会员',
      resetPwd: '重置密码', newPassword: '新密码', resetDone: '密码已重置', noLevel: '—',
    },
    level: {
      add: '新增等级', edit: '编辑等级', name: '等级名称', fee: '会费（元）', period: '有效期（月）', members: '会员数', remark: '备注',
      up: '上移', down: '下移', feeRule: '请输入不超过两位小数的金额',
    },
    role: {
      levels: '会员等级', roles: '该等级会员拥有的角色', help: '会员始终拥有基础会员角色；系统管理员角色不能授予会员。', save: '保存', pick: '请选择左侧的会员等级', none: '暂无可授予的角色', count: '{{n}} 个角色',
    },
    register: {
      title: '会员注册', loginName: '账号', phone: '手机号', captcha: '短信验证码', password: '密码', confirm: '确认密码', name: '姓名',
      send: '获取验证码', submit: '注册', back: '已有账号？去登录', mismatch: '两次输入密码不一致', done: '注册成功，请登录',
      loginRule: '账号只能包含字母、数字、下划线、点和短横线（2-32位）', nameRequired: '会员姓名不能为空！',
    },
    content: { empty: '暂无可查看的内容', back: '返回列表', published: '发布于 {{date}}' },
    cms: {
      categories: '栏目', addCategory: '新增栏目', editCategory: '编辑栏目', categoryName: '栏目名称', parent: '上级栏目', visible: '官网显示',
      all: '全部栏目', title: '标题', category: '栏目', status: '状态', draft: '草稿', published: '已发布', level: '可见范围',
      public: '公开', publishDate: '发布日期', updated: '更新时间', add: '新建文章', edit: '编辑文章', summary: '摘要', cover: '封面地址',
      content: '正文', publish: '发布', unpublish: '取消发布', sort: '排序', search: '搜索标题', preview: '官网预览', levelHelp: '选择等级后仅该等级及以上会员可见，官网不显示',
      deleteCategory: '删除栏目', noCategory: '请先新建栏目', categoryRequired: '请输入栏目名称',
    },
    site: { title: '官方网站', empty: '暂无发布的文章', login: '登录', register: '会员注册', back: '返回' },
    editor: { bold: '加粗', italic: '斜体', underline: '下划线', h2: '标题', ul: '无序列表', ol: '有序列表', link: '链接', linkPrompt: '请输入链接地址', clear: '清除格式' },
  },
};
