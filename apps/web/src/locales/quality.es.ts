/** Quality-check texts, merged into each locale. Finding texts come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { qualityZh } from './quality';

export const qualityEs: typeof qualityZh = {
  quality: {
    route: { record: 'Control de entregables', feeTool: 'Honorarios de consultoría', rangeSet: 'Rangos de reglas', logical: 'Control lógico' },
    range: {
      title: 'Reglas y parámetros', hint: 'Los valores por defecto vienen con las reglas; los fijados por región, especialidad y periodo prevalecen (vacío significa todos).', no: 'N.º', group: 'Grupo',
      defaults: 'Por defecto', overrides: 'Rangos (región / especialidad / periodo)', any: 'Todos', add: 'Fijar parámetros', period: 'Periodo', required: 'Indique el parámetro',
    },
    logical: {
      run: 'Control lógico', rules: 'Controles', none: 'Elija una obra y pulse Control lógico', clean: 'No se encontraron problemas lógicos',
      tabFindings: 'Resultados', tabRecords: 'Decisiones', decision: 'Decisión', undecided: 'Sin decidir', problem: 'Problema confirmado', fine: 'Sin problema',
      judge: 'Decidir', bills: 'Partidas relacionadas', judgeTitle: 'Decisión del control lógico', opinion: 'Opinión / motivo', reasonRequired: 'Indique el motivo cuando no hay problema',
      billsTitle: 'Partidas relacionadas: {{name}}', subject: 'Principal', related: 'Relacionada', noBills: 'Sin partidas relacionadas', by: 'Decidido por', at: 'Fecha de decisión',
      measure: 'Unidad', qty: 'Cantidad', amount: 'Importe',
      allResults: 'Todas las decisiones', item: 'Control', noRecords: 'Aún no hay decisiones',
    },
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
    files: {
      title: 'Archivos del proyecto', button: 'Archivos del proyecto', export: 'Exportar todos los atributos', upload: 'Subir archivo', folderHint: 'Carpeta, p. ej. Presupuesto/Control', tree: 'Carpetas', none: 'Sin archivos',
      name: 'Nombre', kindCol: 'Tipo', folder: 'Carpeta', units: 'Obras unitarias', read: 'Leer', import: 'Importar al proyecto', compare: 'Comparar precios', remove: 'Quitar',
      importConfirm: 'Las obras unitarias del mismo nombre se reemplazarán. ¿Importar?', removeConfirm: '¿Quitar este archivo del proyecto?', added: 'añadida', replaced: 'reemplazada',
      applyAll: 'Aplicar todo al proyecto', applyChosen: 'Aplicar selección al proyecto', applyConfirm: '¿Escribir los precios de {{n}} recursos en el proyecto (se guarda un registro de cambios)?', applied: 'Se cambiaron {{n}} precios de recursos',
      headerRow: 'Fila de encabezado', code: 'Código', projectPrice: 'Precio del proyecto', filePrice: 'Precio del archivo', deviation: 'Desviación',
      kind: { boq: 'Presupuesto', price: 'Lista de precios', other: 'Otro archivo' },
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
