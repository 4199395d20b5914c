/** Engineering supervision texts (zh, en, es), merged into each locale. Server messages are the spec's (@ecms/shared SUPERVISE_MSG). */
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
    },
    check: {
      project: '监理项目', table: '检查评分表', item: '检查项目', kind: '类型', base: '应得分', deduction: '扣分', na: '缺项',
      score: '评分', total: '汇总得分', grade: '评定等级', weighted: '汇总表得分', kinds: { guarantee: '保证项目', general: '一般项目', plain: '检查项目' },
      zeroed: '保证项目不合格，该表计零分',
    },
  },
};

export const superviseEn: typeof superviseZh = {
  supervise: {
    route: { project: 'Supervision projects', problem: 'Problem ledger', check: 'Project checks' },
    project: {
      add: 'New project', edit: 'Edit project', code: 'Code', codeHint: 'Leave blank to number automatically', name: 'Project name',
      director: 'Chief supervising engineer', dept: 'Project department', ownerUnit: 'Owner', constructionUnit: 'Contractor',
      address: 'Address', startDate: 'Start date', endDate: 'Completion date', status: 'Status', remark: 'Remark',
      search: 'Search project name', problems: 'Rectification', open: 'Structure and members',
      statuses: { '1': 'Under construction', '2': 'Suspended', '3': 'Completed' },
    },
    structure: {
      title: 'Project structure', addUnit: 'New unit project', addChild: 'Add child', unitType: 'Unit project type', name: 'Name',
      types: { '1': 'Unit project', '2': 'Division', '3': 'Part' }, empty: 'No structure yet', remove: 'Delete node',
    },
    member: {
      title: 'Members', add: 'New member', staffName: 'Name', position: 'Position', unitName: 'Organisation', entryDate: 'Entry date',
      workContent: 'Work content', onDuty: 'On duty', account: 'User account',
    },
    problem: {
      project: 'Project', chooseProject: 'Choose a supervision project', add: 'Record problem', edit: 'Edit problem', code: 'Code',
      name: 'Description', type: 'Type', unit: 'Unit project', part: 'Part', discoverer: 'Found by', discoverDate: 'Found on',
      deadline: 'Deadline', serious: 'Serious', requirement: 'Requirement', status: 'Status', notice: 'Notice', overdue: 'Overdue',
      photos: 'Photos', keyword: 'Code/description', discovererName: 'Found by (name)', issue: 'Issue notice', yes: 'Yes',
      statuses: { '0': 'Not rectified', '1': 'Rectified' },
    },
    notice: {
      title: 'Supervision notices', code: 'Number', subject: 'Subject', content: 'Content', deadline: 'Deadline', state: 'State',
      issuedBy: 'Issued by', issuedDate: 'Issued on', problems: 'Problems', rectified: 'Rectified', reply: 'Reply', review: 'Review',
      detail: 'Details', replyContent: 'Reply', replyPlaceholder: 'What was rectified (photos go with the problems)',
      opinion: 'Review opinion', remark: 'Remark',
      opinions: { '1': 'Agree with the reply', '2': 'Reply materials incomplete', '3': 'On-site recheck needed' }, history: 'History',
      rounds: 'Replies', events: { issue: 'Issued', reply: 'Reply', review: 'Review' }, selected: 'Selected problems: {{count}}',
    },
    print: {
      preview: 'Print preview', print: 'Print', close: 'Close', notFound: 'Document not found or not visible to you', docNo: 'Document numbers', pick: 'Choose', printDoc: 'Print',
      formNo: 'Form A.0.3', projectName: 'Project', number: 'No.', to: 'To', toSuffix: ' (contractor project office)', reason: 'Subject', content: 'Content',
      deadlineLine: 'Rectify before {{date}} and return the notice reply form.', org: 'Supervision office (seal)', engineer: 'Chief/specialist supervision engineer (signature)',
      date: 'Date', note: 'Note: three copies, for the supervision office, the owner and the contractor.',
    },
    check: {
      project: 'Project', table: 'Check table', item: 'Item', kind: 'Kind', base: 'Full score', deduction: 'Deduction', na: 'N/A',
      score: 'Score', total: 'Total', grade: 'Grade', weighted: 'Summary points',
      kinds: { guarantee: 'Guarantee item', general: 'General item', plain: 'Item' }, zeroed: 'A guarantee item failed: the table scores 0',
    },
  },
};

export const superviseEs: typeof superviseZh = {
  supervise: {
    route: { project: 'Proyectos de supervisión', problem: 'Registro de problemas', check: 'Inspecciones' },
    project: {
      add: 'Nuevo proyecto', edit: 'Editar proyecto', code: 'Código', codeHint: 'Vacío: numeración automática', name: 'Nombre del proyecto',
      director: 'Ingeniero jefe de supervisión', dept: 'Departamento', ownerUnit: 'Propietario', constructionUnit: 'Contratista',
      address: 'Dirección', startDate: 'Inicio', endDate: 'Fin', status: 'Estado', remark: 'Observaciones',
      search: 'Buscar proyecto', problems: 'Subsanación', open: 'Estructura y miembros',
      statuses: { '1': 'En obra', '2': 'Suspendido', '3': 'Terminado' },
    },
    structure: {
      title: 'Estructura', addUnit: 'Nueva obra unitaria', addChild: 'Añadir', unitType: 'Tipo de obra', name: 'Nombre',
      types: { '1': 'Obra unitaria', '2': 'División', '3': 'Parte' }, empty: 'Sin estructura', remove: 'Eliminar nodo',
    },
    member: {
      title: 'Miembros', add: 'Nuevo miembro', staffName: 'Nombre', position: 'Puesto', unitName: 'Entidad', entryDate: 'Fecha de entrada',
      workContent: 'Trabajo', onDuty: 'En servicio', account: 'Cuenta',
    },
    problem: {
      project: 'Proyecto', chooseProject: 'Elija un proyecto', add: 'Registrar problema', edit: 'Editar problema', code: 'Código',
      name: 'Descripción', type: 'Tipo', unit: 'Obra unitaria', part: 'Parte', discoverer: 'Detectado por', discoverDate: 'Fecha',
      deadline: 'Plazo', serious: 'Grave', requirement: 'Exigencia', status: 'Estado', notice: 'Notificación', overdue: 'Vencido',
      photos: 'Fotos', keyword: 'Código/descripción', discovererName: 'Detectado por (nombre)', issue: 'Emitir notificación', yes: 'Sí',
      statuses: { '0': 'Sin subsanar', '1': 'Subsanado' },
    },
    notice: {
      title: 'Notificaciones de supervisión', code: 'Número', subject: 'Asunto', content: 'Contenido', deadline: 'Plazo', state: 'Estado',
      issuedBy: 'Emitida por', issuedDate: 'Emitida el', problems: 'Problemas', rectified: 'Subsanados', reply: 'Responder',
      review: 'Revisar', detail: 'Detalle', replyContent: 'Respuesta', replyPlaceholder: 'Qué se subsanó', opinion: 'Dictamen', remark: 'Nota',
      opinions: { '1': 'Conforme con la respuesta', '2': 'Documentación incompleta', '3': 'Requiere revisión en obra' },
      history: 'Historial', rounds: 'Respuestas', events: { issue: 'Emitida', reply: 'Respuesta', review: 'Revisión' },
      selected: 'Problemas elegidos: {{count}}',
    },
    print: {
      preview: 'Vista previa', print: 'Imprimir', close: 'Cerrar', notFound: 'Documento inexistente o sin acceso', docNo: 'Números de documento', pick: 'Elegir', printDoc: 'Imprimir',
      formNo: 'Formulario A.0.3', projectName: 'Obra', number: 'N.º', to: 'A', toSuffix: ' (oficina de obra del contratista)', reason: 'Asunto', content: 'Contenido',
      deadlineLine: 'Subsanar antes del {{date}} y devolver el formulario de respuesta.', org: 'Oficina de supervisión (sello)', engineer: 'Ingeniero supervisor jefe/especialista (firma)',
      date: 'Fecha', note: 'Nota: tres copias, para la oficina de supervisión, el propietario y el contratista.',
    },
    check: {
      project: 'Proyecto', table: 'Tabla', item: 'Partida', kind: 'Clase', base: 'Puntos', deduction: 'Deducción', na: 'N/A',
      score: 'Puntuar', total: 'Total', grade: 'Calificación', weighted: 'Puntos en resumen',
      kinds: { guarantee: 'Partida de garantía', general: 'Partida general', plain: 'Partida' }, zeroed: 'Partida de garantía suspendida: la tabla vale 0',
    },
  },
};
