/** Textos de elementos de inspección, personal de salida, cifras acumuladas, autorización e importación. Solo este idioma: se carga al elegirlo. */
import type { supMoreZh } from './supervise-more';

export const supMoreEs: typeof supMoreZh = {
  supMore: {
    route: { readyWork: 'Autorización del proyecto' },
    items: {
      part: 'Parte', qualified: 'Conforme', yes: 'Conforme', no: 'No conforme', deduct: 'Puntos descontados', opinion: 'Opinión', save: 'Guardar',
      title: 'Elementos de inspección', pick: 'Elegir elementos', empty: 'Sin elementos', needPlace: 'Elija la obra unitaria y la parte, luego guarde',
      keyword: 'Elemento / tabla', table: 'Tabla', content: 'Elemento', kind: 'Tipo', base: 'Puntuación base', problems: 'Problemas (hallados/corregidos)',
      selected: 'Elegido', remove: 'Quitar', ok: 'Elegir',
    },
    staff: {
      title: 'Personal que sale', add: 'Añadir persona', saveFirst: 'Guarde primero el plan de salida y luego añada personas', member: 'Miembro del proyecto',
      name: 'Nombre', ranks: 'Título', station: 'Puesto', entry: 'Fecha de entrada', exit: 'Salida prevista', purpose: 'Destino', empty: 'Sin personas',
      memberHint: 'Elija un miembro (se copia la fecha de entrada)',
    },
    cumulative: {
      title: 'Completado hasta la fecha', asOf: 'Al {{date}}', problems: 'Problemas hallados', rectified: 'Corregidos', open: 'Abiertos',
      rate: 'Tasa de corrección', notices: 'Avisos de supervisión', closed: 'Cerrados', safety: 'Avisos de riesgo', contacts: 'Hojas de contacto',
      stopWork: 'Órdenes de suspensión', resumed: 'Reanudadas', patrol: 'Registros de patrulla', side: 'Registros de supervisión continua',
      logs: 'Diarios', hazards: 'Obras peligrosas', accepted: 'Aceptadas', item: 'Concepto', value: 'Cantidad',
    },
    importProblems: 'Importar problemas', importHazards: 'Importar obras peligrosas',
  },
};
