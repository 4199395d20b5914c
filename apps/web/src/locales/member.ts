/** Member, level and content-management texts (zh, en, es), merged into each locale. Server messages come from the server. */
export const memberZh = {
  member: {
    route: { club: '会员', level: '会员等级', content: '会员内容', cms: '内容管理', register: '会员注册', site: '官方网站' },
    list: {
      search: '搜索会员姓名', loginName: '账号', name: '会员姓名', phone: '手机号', level: '会员等级', fee: '会费（元）',
      begin: '开始日期', end: '到期日期', status: '状态', enabled: '正常', disabled: '已停用', created: '注册时间', edit: '编辑会员',
      resetPwd: '重置密码', newPassword: '新密码', resetDone: '密码已重置', noLevel: '—',
    },
    level: {
      add: '新增等级', edit: '编辑等级', name: '等级名称', fee: '会费（元）', period: '有效期（月）', members: '会员数', remark: '备注',
      up: '上移', down: '下移', feeRule: '请输入不超过两位小数的金额',
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

export const memberEn: typeof memberZh = {
  member: {
    route: { club: 'Members', level: 'Member levels', content: 'Member content', cms: 'Content management', register: 'Member sign-up', site: 'Official website' },
    list: {
      search: 'Search member name', loginName: 'Account', name: 'Member name', phone: 'Mobile', level: 'Level', fee: 'Fee (CNY)',
      begin: 'Start date', end: 'Expiry date', status: 'Status', enabled: 'Active', disabled: 'Disabled', created: 'Registered', edit: 'Edit member',
      resetPwd: 'Reset password', newPassword: 'New password', resetDone: 'Password reset', noLevel: '—',
    },
    level: {
      add: 'Add level', edit: 'Edit level', name: 'Level name', fee: 'Fee (CNY)', period: 'Period (months)', members: 'Members', remark: 'Remark',
      up: 'Move up', down: 'Move down', feeRule: 'Enter an amount with at most two decimals',
    },
    register: {
      title: 'Member sign-up', loginName: 'Account', phone: 'Mobile', captcha: 'SMS code', password: 'Password', confirm: 'Confirm password', name: 'Name',
      send: 'Get code', submit: 'Sign up', back: 'Have an account? Sign in', mismatch: 'The passwords do not match', done: 'Signed up, please sign in',
      loginRule: 'Letters, digits, underscore, dot and hyphen only (2-32)', nameRequired: 'The member name must not be empty',
    },
    content: { empty: 'Nothing to read yet', back: 'Back to list', published: 'Published {{date}}' },
    cms: {
      categories: 'Columns', addCategory: 'Add column', editCategory: 'Edit column', categoryName: 'Column name', parent: 'Parent column', visible: 'On website',
      all: 'All columns', title: 'Title', category: 'Column', status: 'Status', draft: 'Draft', published: 'Published', level: 'Audience',
      public: 'Public', publishDate: 'Published', updated: 'Updated', add: 'New article', edit: 'Edit article', summary: 'Summary', cover: 'Cover URL',
      content: 'Body', publish: 'Publish', unpublish: 'Unpublish', sort: 'Order', search: 'Search title', preview: 'Website preview', levelHelp: 'With a level only members of that level or higher see it; the website does not',
      deleteCategory: 'Delete column', noCategory: 'Create a column first', categoryRequired: 'Enter the column name',
    },
    site: { title: 'Official website', empty: 'No published articles', login: 'Sign in', register: 'Member sign-up', back: 'Back' },
    editor: { bold: 'Bold', italic: 'Italic', underline: 'Underline', h2: 'Heading', ul: 'Bullet list', ol: 'Numbered list', link: 'Link', linkPrompt: 'Link address', clear: 'Clear formatting' },
  },
};

export const memberEs: typeof memberZh = {
  member: {
    route: { club: 'Socios', level: 'Niveles de socio', content: 'Contenido de socios', cms: 'Gestión de contenidos', register: 'Alta de socio', site: 'Sitio oficial' },
    list: {
      search: 'Buscar nombre del socio', loginName: 'Cuenta', name: 'Nombre del socio', phone: 'Móvil', level: 'Nivel', fee: 'Cuota (CNY)',
      begin: 'Fecha de inicio', end: 'Fecha de vencimiento', status: 'Estado', enabled: 'Activo', disabled: 'Desactivado', created: 'Registrado', edit: 'Editar socio',
      resetPwd: 'Restablecer contraseña', newPassword: 'Nueva contraseña', resetDone: 'Contraseña restablecida', noLevel: '—',
    },
    level: {
      add: 'Nuevo nivel', edit: 'Editar nivel', name: 'Nombre del nivel', fee: 'Cuota (CNY)', period: 'Periodo (meses)', members: 'Socios', remark: 'Observaciones',
      up: 'Subir', down: 'Bajar', feeRule: 'Introduzca un importe con dos decimales como máximo',
    },
    register: {
      title: 'Alta de socio', loginName: 'Cuenta', phone: 'Móvil', captcha: 'Código SMS', password: 'Contraseña', confirm: 'Confirmar contraseña', name: 'Nombre',
      send: 'Obtener código', submit: 'Registrarse', back: '¿Ya tiene cuenta? Inicie sesión', mismatch: 'Las contraseñas no coinciden', done: 'Registro completado, inicie sesión',
      loginRule: 'Solo letras, dígitos, guion bajo, punto y guion (2-32)', nameRequired: 'El nombre del socio no puede estar vacío',
    },
    content: { empty: 'Aún no hay contenido', back: 'Volver a la lista', published: 'Publicado el {{date}}' },
    cms: {
      categories: 'Secciones', addCategory: 'Nueva sección', editCategory: 'Editar sección', categoryName: 'Nombre de la sección', parent: 'Sección superior', visible: 'En el sitio',
      all: 'Todas las secciones', title: 'Título', category: 'Sección', status: 'Estado', draft: 'Borrador', published: 'Publicado', level: 'Audiencia',
      public: 'Público', publishDate: 'Publicado', updated: 'Actualizado', add: 'Nuevo artículo', edit: 'Editar artículo', summary: 'Resumen', cover: 'URL de portada',
      content: 'Cuerpo', publish: 'Publicar', unpublish: 'Retirar', sort: 'Orden', search: 'Buscar título', preview: 'Vista del sitio', levelHelp: 'Con un nivel solo lo ven los socios de ese nivel o superior; el sitio no lo muestra',
      deleteCategory: 'Eliminar sección', noCategory: 'Cree primero una sección', categoryRequired: 'Introduzca el nombre de la sección',
    },
    site: { title: 'Sitio oficial', empty: 'No hay artículos publicados', login: 'Iniciar sesión', register: 'Alta de socio', back: 'Volver' },
    editor: { bold: 'Negrita', italic: 'Cursiva', underline: 'Subrayado', h2: 'Encabezado', ul: 'Lista', ol: 'Lista numerada', link: 'Enlace', linkPrompt: 'Dirección del enlace', clear: 'Quitar formato' },
  },
};
