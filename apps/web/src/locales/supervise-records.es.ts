/** Supervision records, daily log and portal texts, merged into each locale. Server messages are the spec's (@ecms/shared SUP_RECORD_MSG).
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { supRecordsZh } from './supervise-records';

export const supRecordsEs: typeof supRecordsZh = {
  supRecords: {
    route: { patrol: 'Inspecciones', side: 'Supervisión in situ', log: 'Diario de supervisión', portal: 'Portal de supervisión' },
    close: 'Cerrar', save: 'Guardar', saveContinue: 'Guardar y seguir', start: 'Iniciar',
    record: {
      date: 'Fecha', problems: 'Problemas', recorder: 'Registrado por', status: 'Estado', statuses: { '0': 'No iniciado', '1': 'Iniciado' },
      lockedStarted: 'El registro está iniciado y es de solo lectura', lockedOther: 'Creado por {{name}}; solo el creador puede editarlo', unitHint: 'Obra unitaria',
      weather: 'Tiempo', remark: 'Observación', problemsTitle: 'Problemas hallados', photos: 'Fotos de obra', noProblems: 'Sin problemas', addProblem: 'Registrar problema',
      noPhotos: 'Sin fotos', takePhoto: 'Tomar / elegir foto', photoUploaded: 'Foto subida con marca de hora y usuario',
    },
    patrol: {
      add: 'Nueva inspección', title: 'Inspección', area: 'Zona / parte', situation: 'Situación', problemText: 'Problemas e instrucciones', short: 'Inspección',
    },
    side: {
      add: 'Nueva supervisión in situ', title: 'Supervisión in situ', partProcess: 'Parte · proceso', part: 'Parte', process: 'Proceso', start: 'Inicio', end: 'Fin',
      construction: 'Ejecución', supervision: 'Supervisión', handling: 'Problemas y tratamiento', short: 'In situ',
    },
    log: {
      new: 'Nuevo diario', title: 'Diario de supervisión', date: 'Fecha', workDone: 'Trabajo de supervisión', sign: 'Firmar', unsigned: 'Sin firmar', signConfirm: 'Un diario firmado ya no se puede editar. ¿Firmar?',
      prefilled: 'Borrador a partir de {{patrols}} inspecciones, {{sideStations}} supervisiones in situ, {{problems}} problemas, {{notices}} avisos y el tiempo del día; revise y guarde',
      signedBy: 'Firmado por {{name}} el {{time}}; el diario está bloqueado', weather: 'Tiempo y entorno', site: 'Situación de la obra', problems: 'Problemas y tratamiento',
      instructions: 'Instrucciones y coordinación', other: 'Otros', updated: 'Último cambio',
    },
    weather: { none: 'sin registrar', today: 'Hoy', title: 'Registrar tiempo', type: 'Tiempo', low: 'Mínima', high: 'Máxima', wind: 'Viento' },
    portal: {
      allProjects: 'Todos los proyectos', found: 'Hallados', rectified: 'Corregidos', rate: 'Tasa de corrección', overdue: 'Vencidos', noProblems: 'Sin problemas',
      projects: 'Proyectos con problemas', open: 'Problemas abiertos', overdueCount: 'Vencidos', serious: 'Graves', todayPatrols: 'Inspecciones hoy', todaySides: 'In situ hoy',
      todayLogs: 'Diarios hoy', overdueList: 'Problemas vencidos', noOverdue: 'Nada vencido', todayRecords: 'Registros de hoy', noRecords: 'Sin registros hoy',
      problemsN: '{{count}} problemas', statistics: 'Estadística de problemas', byType: 'Por tipo', byUnit: 'Por obra unitaria', byDiscoverer: 'Por descubridor',
      rateChart: 'Tasa de corrección y vencidos por proyecto', perProject: 'Por proyecto', exportName: 'Estadística de problemas',
    },
  },
};
