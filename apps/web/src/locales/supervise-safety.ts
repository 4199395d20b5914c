/** Texts of the supervision safety part (stop-work, resume, hazardous works, detailed rules), merged into each locale. */
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

export const safetyEn: typeof safetyZh = {
  safety: {
    route: { stop: 'Stop-work orders', resume: 'Resume applications', hazard: 'Hazardous works', rule: 'Detailed rules' },
    project: 'Project', chooseProject: 'Choose a supervision project', save: 'Save', submit: 'Submit for approval', saveFirst: 'Please save first',
    stop: {
      add: 'Issue stop-work order', code: 'Order no.', level: 'Level', reasonType: 'Reason category', reason: 'Reason', unit: 'Unit project', part: 'Part (process)',
      range: 'Scope', rangeHint: 'Blank: the chosen unit project / part', stopDate: 'Stopped at', rectificationDate: 'Rectify by', requirement: 'Requirements',
      problems: 'Problems', hazard: 'Hazardous work', constructionUnit: 'Contractor', state: 'State', resumeDate: 'Resumed on', issuedBy: 'Issued by',
      applyResume: 'Apply to resume', fromProblem: 'Overdue serious problem added: {{code}}', pickHazard: 'Choose', search: 'Order no.', searchUnit: 'Contractor name',
    },
    resume: {
      add: 'Resume application', edit: 'Edit resume application', code: 'Application no.', businessName: 'Business', businessCode: 'Business no.', director: 'Chief engineer',
      dept: 'Project department', stopCode: 'Stop-work order', stopLevel: 'Order level', constructionUnit: 'Contractor', stopDate: 'Stopped at',
      resumeDate: 'Resume on', stopRange: 'Scope', reviewer: 'Engineering reviewer', submitter: 'Submitted by', submitTime: 'Submitted at',
      stopReason: 'Stop reason', conditions: 'Resume conditions', opinion: 'Rectification opinion', status: 'Approval', orderState: 'Order state', pickStop: 'Choose order',
      node: 'Current step',
    },
    hazard: {
      add: 'Register hazardous work', edit: 'Edit hazardous work', name: 'Name', category: 'Category', scale: 'Scale', reason: 'Basis', unit: 'Unit project', part: 'Part',
      params: 'Parameters', qualitative: 'Qualitative', qualitatives: { none: 'By parameters', danger: 'Hazardous work', super: 'Beyond a certain scale' },
      preview: 'Result: {{scale}} ({{reason}})', below: 'Below the hazardous-work thresholds', status: 'State', planDate: 'Planned start', actualDate: 'Actual start',
      acceptDate: 'Accepted on', clearDate: 'Closed on', scheme: 'Special scheme', schemeReview: 'Scheme review', schemeReviewDate: 'Reviewed on',
      expert: 'Expert review', expertDate: 'Review date', expertVerdict: 'Verdict', expertNames: 'Experts (at least 5, separated by 、)', expertOpinion: 'Opinion',
      verdicts: { '1': 'Passed', '2': 'Passed after revision', '3': 'Failed' }, needsExpert: 'Expert review due', start: 'Start work', accept: 'Accept', acceptStaff: 'Accepted by',
      clear: 'Close out', selector: 'Hazardous works', search: 'Search name',
    },
    rule: {
      add: 'New rule', edit: 'Edit rule', basic: 'Basic information', cover: 'Cover file', content: 'Content files', operation: 'Operation info', name: 'Rule name',
      staff: 'Author', fileStatus: 'Control status', fileStatuses: { '1': 'Controlled', '2': 'Uncontrolled' }, remark: 'Remark', updatedBy: 'Updated by', updatedDate: 'Updated at',
      businessName: 'Business', businessCode: 'Business no.', director: 'Chief engineer', dept: 'Project department', status: 'Approval', control: 'Make controlled',
      uncontrol: 'Make uncontrolled', readOnly: 'Not editable in this state', files: 'Files', search: 'Search rule name',
    },
  },
};

export const safetyEs: typeof safetyZh = {
  safety: {
    route: { stop: 'Órdenes de paralización', resume: 'Solicitudes de reanudación', hazard: 'Obras peligrosas', rule: 'Reglas detalladas' },
    project: 'Proyecto', chooseProject: 'Elija un proyecto de supervisión', save: 'Guardar', submit: 'Enviar a aprobación', saveFirst: 'Guarde primero',
    stop: {
      add: 'Emitir orden de paralización', code: 'N.º de orden', level: 'Nivel', reasonType: 'Categoría del motivo', reason: 'Motivo', unit: 'Obra unitaria', part: 'Parte (proceso)',
      range: 'Alcance', rangeHint: 'Vacío: la obra / parte elegida', stopDate: 'Paralizada el', rectificationDate: 'Corregir antes de', requirement: 'Requisitos',
      problems: 'Problemas', hazard: 'Obra peligrosa', constructionUnit: 'Contratista', state: 'Estado', resumeDate: 'Reanudada el', issuedBy: 'Emitida por',
      applyResume: 'Solicitar reanudación', fromProblem: 'Problema grave vencido añadido: {{code}}', pickHazard: 'Elegir', search: 'N.º de orden', searchUnit: 'Contratista',
    },
    resume: {
      add: 'Solicitud de reanudación', edit: 'Editar solicitud', code: 'N.º de solicitud', businessName: 'Negocio', businessCode: 'N.º de negocio', director: 'Ingeniero jefe',
      dept: 'Departamento del proyecto', stopCode: 'Orden de paralización', stopLevel: 'Nivel de la orden', constructionUnit: 'Contratista', stopDate: 'Paralizada el',
      resumeDate: 'Reanudar el', stopRange: 'Alcance', reviewer: 'Revisor de ingeniería', submitter: 'Presentada por', submitTime: 'Presentada el',
      stopReason: 'Motivo de la paralización', conditions: 'Condiciones de reanudación', opinion: 'Opinión de corrección', status: 'Aprobación', orderState: 'Estado de la orden',
      pickStop: 'Elegir orden', node: 'Paso actual',
    },
    hazard: {
      add: 'Registrar obra peligrosa', edit: 'Editar obra peligrosa', name: 'Nombre', category: 'Categoría', scale: 'Escala', reason: 'Fundamento', unit: 'Obra unitaria', part: 'Parte',
      params: 'Parámetros', qualitative: 'Cualitativo', qualitatives: { none: 'Por parámetros', danger: 'Obra peligrosa', super: 'Supera cierta escala' },
      preview: 'Resultado: {{scale}} ({{reason}})', below: 'Por debajo de los umbrales', status: 'Estado', planDate: 'Inicio previsto', actualDate: 'Inicio real',
      acceptDate: 'Aceptada el', clearDate: 'Cerrada el', scheme: 'Plan especial', schemeReview: 'Revisión del plan', schemeReviewDate: 'Revisado el',
      expert: 'Revisión de expertos', expertDate: 'Fecha', expertVerdict: 'Dictamen', expertNames: 'Expertos (al menos 5, separados por 、)', expertOpinion: 'Opinión',
      verdicts: { '1': 'Aprobado', '2': 'Aprobado con cambios', '3': 'No aprobado' }, needsExpert: 'Falta revisión de expertos', start: 'Iniciar obra', accept: 'Aceptar',
      acceptStaff: 'Aceptada por', clear: 'Cerrar', selector: 'Obras peligrosas', search: 'Buscar nombre',
    },
    rule: {
      add: 'Nueva regla', edit: 'Editar regla', basic: 'Información básica', cover: 'Portada', content: 'Archivos de contenido', operation: 'Operación', name: 'Nombre',
      staff: 'Autor', fileStatus: 'Control', fileStatuses: { '1': 'Controlado', '2': 'No controlado' }, remark: 'Observación', updatedBy: 'Actualizado por', updatedDate: 'Actualizado el',
      businessName: 'Negocio', businessCode: 'N.º de negocio', director: 'Ingeniero jefe', dept: 'Departamento del proyecto', status: 'Aprobación', control: 'Controlar',
      uncontrol: 'Quitar control', readOnly: 'No editable en este estado', files: 'Archivos', search: 'Buscar regla',
    },
  },
};
