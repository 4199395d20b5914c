/** Cost-data analysis texts. This language only: it loads when chosen. */
import type { costdataZh } from './costdata';

export const costdataEs: typeof costdataZh = {
  costdata: {
    route: { subject: 'Biblioteca de indicadores', analysis: 'Análisis de costes', book: 'Catálogos de partidas y normas', data: 'Base de datos de costes', file: 'Archivos de costes', fileDetail: 'Detalle de archivos', industrial: 'Datos del sector' },
    db: { name: 'Proyecto', year: 'Año', stage: 'Fase', concrete: 'Hormigón (m³/㎡)', rebar: 'Acero (kg/㎡)', labor: 'Peso de mano de obra', files: 'Archivos', openBill: 'Presupuesto' },
    file: {
      project: 'Proyecto', name: 'Archivo', kind: 'Tipo', folder: 'Carpeta', units: 'Obras unitarias', added: 'Añadido', edit: 'Archivos', detail: 'Archivos del proyecto',
      back: 'Volver a archivos de costes', noProject: 'El proyecto no existe o no es visible para usted', spec: 'Norma', kinds: { boq: 'Presupuesto', price: 'Precios', other: 'Otro' },
    },
    industrial: {
      groupBy: 'Agrupar por', concrete: 'Hormigón (m³/㎡) P10 / mediana / P90', rebar: 'Acero (kg/㎡) P10 / mediana / P90',
      hint: 'Proyectos importados de la empresa agrupados por las dimensiones elegidas; los grupos de menos de 5 proyectos no tienen rango (sin evaluar).',
    },
    record: {
      tab: 'Análisis guardados', save: 'Guardar análisis', name: 'Nombre', kind: 'Análisis', savedAt: 'Guardado', open: 'Abrir', export: 'Exportar',
      params: 'Proyecto: {{project}}; multiplicador IQR: {{k}} (resultado guardado; no cambia con la biblioteca)',
    },
    project: 'Proyecto', pickProject: 'Elija un proyecto importado', noProject: 'Elija un proyecto para verlo', area: 'Superficie (m²)', total: 'Coste del proyecto (CNY)',
    library: { label: 'Comparar con', firm: 'Biblioteca de la empresa', person: 'Mi biblioteca' },
    status: { low: 'Bajo', high: 'Alto', normal: 'Normal', unassessed: 'Sin evaluar' },
    col: {
      unit: 'Obra unitaria', code: 'Código', name: 'Nombre', subject: 'Capítulo', measure: 'Medida', items: 'Partidas', amount: 'Importe (CNY)', share: 'Proporción',
      perM2: 'Por m² (CNY)', features: 'Características', unitOf: 'Unidad', qty: 'Cantidad', price: 'Precio unitario', source: 'Origen', row: 'fila {{row}}',
      value: 'Este proyecto', samples: 'Muestras', p10: 'P10', median: 'Mediana', p90: 'P90', status: 'Resultado', q1: 'Q1', q3: 'Q3', fence: 'Rango normal',
      deviation: 'Desvío de la mediana', ratio: 'Razón', numerator: 'Numerador', denominator: 'Denominador', medianPerM2: 'Mediana (CNY/m²)', medianShare: 'Proporción mediana',
      projects: 'Proyectos', minPrice: 'Mínimo', maxPrice: 'Máximo', avgPrice: 'Media', kind: 'Tipo', project: 'Proyecto', remark: 'Nota',
      kind2: 'Tipo de obra', structure: 'Estructura', region: 'Región', unitCost: 'Coste por m²', createdDate: 'Añadido', actions: 'Acciones',
    },
    subject: {
      summary: 'Composición del coste', subjects: 'Indicadores por capítulo', units: 'Obras unitarias', intoLib: 'Añadir a mi biblioteca', remark: 'Nota (opcional)', myLib: 'Mi biblioteca',
      remove: 'Quitar', removeConfirm: '¿Quitar este proyecto de su biblioteca?', itemsTitle: 'Partidas de {{name}}', onlyMeasure: 'Solo medidas',
    },
    analysis: {
      indicator: 'Indicadores', unusualPrice: 'Precios anómalos', unusualQuantity: 'Cantidades anómalas', relativity: 'Relaciones', expand: 'Indicadores ampliados',
      run: 'Analizar', k: 'Multiplicador IQR', includeUnassessed: 'Mostrar sin evaluar', counts: '{{items}} en total: {{high}} altos, {{low}} bajos, {{normal}} normales, {{unassessed}} sin evaluar',
      projects: '{{n}} proyectos comparados (al menos {{min}} muestras para evaluar)', hint: 'Los precios se comparan con las partidas de la biblioteca del mismo código de 9 dígitos y unidad; fuera de Q1−k·IQR … Q3+k·IQR es anómalo. Las cantidades se comparan por m².',
      quantityValue: 'Cantidad por m²',
    },
    book: {
      bill: 'Catálogo de partidas', norm: 'Catálogo de normas (recursos)', code: 'Código (prefijo)', name: 'Nombre', unit: 'Unidad', search: 'Buscar', reset: 'Restablecer',
      detailTitle: 'Muestras de {{code}} {{name}}', normHint: 'Por ahora el catálogo de normas contiene los precios de recursos de los resúmenes de cada proyecto (las líneas de norma del 表-09 aún no se importan).',
    },
  },
};
