/** Quality-check texts (zh, en, es), merged into each locale. Finding texts come from the server. */
export const qualityZh = {
  quality: {
    route: { record: '成果质检', feeTool: '咨询收费', rangeSet: '指标区间', logical: '逻辑检查' },
    range: {
      title: '检查项与参数', hint: '默认参数来自检查规则；按地区、专业、时期设置的参数优先于默认值（留空表示全部）。', no: '序号', group: '分组',
      defaults: '默认参数', overrides: '区间设置（地区 / 专业 / 时期）', any: '全部', add: '设置参数', period: '时期', required: '请填写参数',
    },
    logical: { run: '逻辑检查', rules: '检查项', none: '选择工程后点击“逻辑检查”', clean: '未发现逻辑问题' },
    project: '工程', pickProject: '选择已导入的工程', importBoq: '导入清单', start: '开始检查', report: '下载报告', reportPdf: 'PDF 报告',
    runs: '检查记录', findings: '检查结果', noRun: '选择工程后开始检查，或在检查记录中选择一条查看结果',
    run: { name: '检查名称', status: '状态', errors: '错误', warnings: '警告', info: '未评估', finished: '完成时间', progress: '进度' },
    status: { draft: '未开始', running: '检查中', done: '已完成', failed: '失败', open: '待处理', ignored: '已忽略' },
    severity: { error: '错误', warn: '警告', info: '未评估' },
    col: {
      severity: '级别', rule: '检查项', unit: '单位工程', source: '位置', target: '对象', message: '问题', expected: '应为', actual: '实为',
      deviation: '偏差', handling: '处理与意见', actions: '操作', row: '第 {{row}} 行',
    },
    act: { ignore: '忽略', unignore: '取消忽略', opinion: '意见' },
    ignoreTitle: '忽略检查结果', reason: '忽略原因', opinionTitle: '审核意见', opinion: '意见',
    ignoredBy: '{{who}} 忽略：{{reason}}', opinionBy: '{{who}}：{{opinion}}',
    filter: { all: '全部级别', allStatus: '全部状态' },
    fee: {
      region: '地区', name: '标准名称', service: '服务内容', minFee: '最低收费（元）', remark: '备注', searchName: '搜索标准名称',
      addBase: '新增收费标准', editBase: '编辑收费标准', pickBase: '选择左侧的收费标准，查看收费区间并计算咨询费',
      lower: '区间下限（元）', upper: '区间上限（元）', noUpper: '以上', rate: '费率（‰）', addBand: '新增收费区间', editBand: '编辑收费区间',
      calculator: '咨询费计算（差额定率累进）', amount: '计费额（元）', projectName: '项目名称（保存时记录）', calculate: '计算', keep: '计算并保存',
      fee: '咨询费（元）', minApplied: '按最低收费', band: '区间', portion: '区间内计费额（元）', needAmount: '请填写计费额',
    },
    imp: {
      title: '导入清单（2013 清单计价表格）', drag: '点击或拖入计价软件导出的清单文件（.xlsx）',
      dragHint: '按表名识别 表-04、表-08、表-11、表-12、表-13、人材机汇总；每个数值保留工作表和行号', reading: '正在读取…',
      sheets: '工作表', table: '识别为', unit: '单位工程', rows: '行数', units: '单位工程', discipline: '专业', sections: '分部', items: '清单项',
      fbfx: '分部分项（元）', total: '合计（元）', existing: '工程库中已有同名工程', existingNone: '工程库中没有同名工程', spreadsheet: '文件中的数据',
      preview: '清单项预览', area: '建筑面积（㎡）', kind2: '工程类型', structure: '结构', region: '地区', taxMethod: '计税方法',
      general: '一般计税', simple: '简易计税', confirm: '确认导入', back: '返回', stage: '阶段', specVersion: '规范版本',
      unrecognised: '未识别',
    },
  },
};

export const qualityEn: typeof qualityZh = {
  quality: {
    route: { record: 'Deliverable check', feeTool: 'Consulting fees', rangeSet: 'Rule ranges', logical: 'Logical check' },
    range: {
      title: 'Rules and parameters', hint: 'Defaults come with the rules; parameters set for a region, discipline and period take precedence (blank means any).', no: 'No.', group: 'Group',
      defaults: 'Defaults', overrides: 'Ranges (region / discipline / period)', any: 'Any', add: 'Set parameters', period: 'Period', required: 'Enter the parameter',
    },
    logical: { run: 'Logical check', rules: 'Checks', none: 'Pick a project and press Logical check', clean: 'No logical problem found' },
    project: 'Project', pickProject: 'Pick an imported project', importBoq: 'Import BoQ', start: 'Start check', report: 'Download report', reportPdf: 'PDF report',
    runs: 'Check records', findings: 'Findings', noRun: 'Pick a project and start a check, or pick a record to see its findings',
    run: { name: 'Name', status: 'Status', errors: 'Errors', warnings: 'Warnings', info: 'Not assessed', finished: 'Finished', progress: 'Progress' },
    status: { draft: 'Not started', running: 'Running', done: 'Done', failed: 'Failed', open: 'Open', ignored: 'Ignored' },
    severity: { error: 'Error', warn: 'Warning', info: 'Not assessed' },
    col: {
      severity: 'Level', rule: 'Rule', unit: 'Unit work', source: 'Cell', target: 'Item', message: 'Problem', expected: 'Expected', actual: 'Actual',
      deviation: 'Deviation', handling: 'Handling and opinion', actions: 'Actions', row: 'row {{row}}',
    },
    act: { ignore: 'Ignore', unignore: 'Restore', opinion: 'Opinion' },
    ignoreTitle: 'Ignore finding', reason: 'Reason', opinionTitle: 'Reviewer opinion', opinion: 'Opinion',
    ignoredBy: 'Ignored by {{who}}: {{reason}}', opinionBy: '{{who}}: {{opinion}}',
    filter: { all: 'All levels', allStatus: 'All states' },
    fee: {
      region: 'Region', name: 'Standard', service: 'Service', minFee: 'Least fee (CNY)', remark: 'Remark', searchName: 'Search standards',
      addBase: 'New fee standard', editBase: 'Edit fee standard', pickBase: 'Pick a fee standard on the left to see its bands and calculate a fee',
      lower: 'From (CNY)', upper: 'To (CNY)', noUpper: 'and above', rate: 'Rate (‰)', addBand: 'New band', editBand: 'Edit band',
      calculator: 'Fee calculator (progressive bands)', amount: 'Fee basis (CNY)', projectName: 'Project name (kept when saved)', calculate: 'Calculate', keep: 'Calculate and save',
      fee: 'Fee (CNY)', minApplied: 'least fee applies', band: 'Band', portion: 'Amount in band (CNY)', needAmount: 'Enter the fee basis',
    },
    imp: {
      title: 'Import bill of quantities (2013 tables)', drag: 'Click or drop the BoQ exported by the pricing tool (.xlsx)',
      dragHint: 'Tables 04, 08, 11, 12, 13 and the resource summary are found by title; every value keeps its sheet and row', reading: 'Reading…',
      sheets: 'Sheets', table: 'Recognised as', unit: 'Unit work', rows: 'Rows', units: 'Unit works', discipline: 'Discipline', sections: 'Sections', items: 'Items',
      fbfx: 'Items total (CNY)', total: 'Total (CNY)', existing: 'Projects of the same name in the library', existingNone: 'No project of this name in the library',
      spreadsheet: 'Data in the file', preview: 'Items preview', area: 'Floor area (m²)', kind2: 'Building type', structure: 'Structure', region: 'Region',
      taxMethod: 'VAT method', general: 'General', simple: 'Simplified', confirm: 'Import', back: 'Back', stage: 'Stage', specVersion: 'Standard',
      unrecognised: 'Not recognised',
    },
  },
};

export const qualityEs: typeof qualityZh = {
  quality: {
    route: { record: 'Control de entregables', feeTool: 'Honorarios de consultoría', rangeSet: 'Rangos de reglas', logical: 'Control lógico' },
    range: {
      title: 'Reglas y parámetros', hint: 'Los valores por defecto vienen con las reglas; los fijados por región, especialidad y periodo prevalecen (vacío significa todos).', no: 'N.º', group: 'Grupo',
      defaults: 'Por defecto', overrides: 'Rangos (región / especialidad / periodo)', any: 'Todos', add: 'Fijar parámetros', period: 'Periodo', required: 'Indique el parámetro',
    },
    logical: { run: 'Control lógico', rules: 'Controles', none: 'Elija una obra y pulse Control lógico', clean: 'No se encontraron problemas lógicos' },
    project: 'Obra', pickProject: 'Elija una obra importada', importBoq: 'Importar presupuesto', start: 'Iniciar control', report: 'Descargar informe', reportPdf: 'Informe PDF',
    runs: 'Controles', findings: 'Hallazgos', noRun: 'Elija una obra e inicie un control, o elija un control para ver sus hallazgos',
    run: { name: 'Nombre', status: 'Estado', errors: 'Errores', warnings: 'Avisos', info: 'Sin evaluar', finished: 'Terminado', progress: 'Progreso' },
    status: { draft: 'Sin iniciar', running: 'En curso', done: 'Terminado', failed: 'Fallido', open: 'Abierto', ignored: 'Ignorado' },
    severity: { error: 'Error', warn: 'Aviso', info: 'Sin evaluar' },
    col: {
      severity: 'Nivel', rule: 'Regla', unit: 'Obra unitaria', source: 'Celda', target: 'Partida', message: 'Problema', expected: 'Esperado', actual: 'Real',
      deviation: 'Desviación', handling: 'Tratamiento y opinión', actions: 'Acciones', row: 'fila {{row}}',
    },
    act: { ignore: 'Ignorar', unignore: 'Restaurar', opinion: 'Opinión' },
    ignoreTitle: 'Ignorar hallazgo', reason: 'Motivo', opinionTitle: 'Opinión del revisor', opinion: 'Opinión',
    ignoredBy: 'Ignorado por {{who}}: {{reason}}', opinionBy: '{{who}}: {{opinion}}',
    filter: { all: 'Todos los niveles', allStatus: 'Todos los estados' },
    fee: {
      region: 'Región', name: 'Norma', service: 'Servicio', minFee: 'Honorario mínimo (CNY)', remark: 'Observación', searchName: 'Buscar normas',
      addBase: 'Nueva norma de honorarios', editBase: 'Editar norma de honorarios', pickBase: 'Elija una norma a la izquierda para ver sus tramos y calcular el honorario',
      lower: 'Desde (CNY)', upper: 'Hasta (CNY)', noUpper: 'en adelante', rate: 'Tasa (‰)', addBand: 'Nuevo tramo', editBand: 'Editar tramo',
      calculator: 'Cálculo de honorarios (tramos progresivos)', amount: 'Base de cálculo (CNY)', projectName: 'Proyecto (se guarda con el cálculo)', calculate: 'Calcular', keep: 'Calcular y guardar',
      fee: 'Honorario (CNY)', minApplied: 'se aplica el mínimo', band: 'Tramo', portion: 'Importe en el tramo (CNY)', needAmount: 'Indique la base de cálculo',
    },
    imp: {
      title: 'Importar presupuesto (tablas 2013)', drag: 'Haga clic o suelte el presupuesto exportado (.xlsx)',
      dragHint: 'Las tablas 04, 08, 11, 12, 13 y el resumen de recursos se reconocen por su título; cada valor guarda hoja y fila', reading: 'Leyendo…',
      sheets: 'Hojas', table: 'Reconocida como', unit: 'Obra unitaria', rows: 'Filas', units: 'Obras unitarias', discipline: 'Especialidad', sections: 'Capítulos', items: 'Partidas',
      fbfx: 'Partidas (CNY)', total: 'Total (CNY)', existing: 'Obras con el mismo nombre', existingNone: 'Ninguna obra con este nombre',
      spreadsheet: 'Datos del archivo', preview: 'Vista previa de partidas', area: 'Superficie (m²)', kind2: 'Tipo de edificio', structure: 'Estructura', region: 'Región',
      taxMethod: 'Método de IVA', general: 'General', simple: 'Simplificado', confirm: 'Importar', back: 'Volver', stage: 'Fase', specVersion: 'Norma',
      unrecognised: 'No reconocida',
    },
  },
};
