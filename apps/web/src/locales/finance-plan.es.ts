/** Finance texts of project tracking and objectives (OKR), merged into each locale. Server messages come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { financePlanZh } from './finance-plan';

export const financePlanEs: typeof financePlanZh = {
  finPlan: {
    route: { tracking: 'Seguimiento de proyectos', objectives: 'Objetivos', planMethod: 'Método de planificación', planProduction: 'Plan de producción' },
    tracking: {
      code: 'N.º', name: 'Proyecto', customer: 'Cliente', expected: 'Importe previsto', received: 'Identificado', owner: 'Responsable', dept: 'Departamento',
      status: 'Estado', sign: 'Firma', contract: 'Contrato', followDate: 'Fecha de seguimiento', reason: 'Motivo del abandono', remark: 'Observaciones',
      add: 'Nuevo proyecto', edit: 'Editar proyecto', search: 'Nombre del proyecto', confirm: 'Confirmar seguimiento', giveUp: 'Abandonar', setSign: 'Firma',
      giveUpTitle: 'Abandonar: {{name}}', signTitle: 'Firma: {{name}}', deleteConfirm: '¿Eliminar este proyecto?',
      statusNames: ['Por confirmar', 'En seguimiento', 'Abandonado'], signNames: ['Sin firmar', 'Firmado', 'Perdido'],
    },
    okr: {
      year: 'Año', name: 'Objetivo', level: 'Nivel', owner: 'Titular', target: 'Meta anual', actual: 'Ingreso reconocido', progress: 'Avance', split: 'Repartido',
      month: 'M{{m}}', monthTargets: 'Metas mensuales', keyResults: 'Resultados clave', levels: { company: 'Empresa', dept: 'Departamento', person: 'Persona' },
      addCompany: 'Nuevo objetivo de empresa', addChild: 'Repartir', edit: 'Editar', remove: 'Eliminar', deleteConfirm: '¿Eliminar este objetivo?', dept: 'Departamento', user: 'Persona',
      spreadHint: 'Sin metas mensuales la meta anual se reparte por igual en 12 meses (el último toma el resto).', chart: 'Meta e ingreso por mes', empty: 'No hay objetivos este año',
      newTitle: 'Nuevo objetivo', childTitle: 'Repartir objetivo: {{name}}', editTitle: 'Editar objetivo: {{name}}', monthActual: 'Ingreso reconocido por mes',
    },
    okrImport: 'Importar objetivos',
    method: {
      year: 'Año', method: 'Método', methods: { share: 'Por porcentaje de departamento', last_year: 'Por ingresos del año anterior', manual: 'A mano' },
      methodHints: {
        share: 'El objetivo de la empresa se reparte según el porcentaje de cada departamento (100% como máximo); cada mes en la misma proporción.',
        last_year: 'El objetivo de la empresa se reparte en proporción a los ingresos reconocidos de cada departamento el año anterior; los departamentos sin ingresos conservan sus objetivos.',
        manual: 'Se reparte a mano en la página de objetivos; no se generan objetivos de departamento.',
      },
      shares: 'Porcentajes', dept: 'Departamento', share: 'Porcentaje (%)', addShare: 'Añadir departamento', remark: 'Notas', save: 'Guardar', apply: 'Repartir con este método',
      applyConfirm: 'Se crearán o reescribirán los objetivos de los departamentos (año y meses) con este método. ¿Continuar?', company: 'Objetivo de la empresa', noCompany: 'No hay objetivo de empresa para este año',
      preview: 'Vista previa', weight: 'Base', newTarget: 'Nuevo objetivo', current: 'Objetivo actual', split: 'Repartido a personas', applied: 'Último reparto: {{at}} ({{by}})',
      shareSum: 'Total de porcentajes {{sum}}%',
    },
    production: {
      year: 'Año', asOf: 'Hasta', level: 'Nivel', all: 'Todos', name: 'Objetivo', owner: 'Responsable', target: 'Objetivo anual', toDatePlan: 'Plan acumulado',
      toDateActual: 'Ingresos acumulados', toDateRate: 'Cumplimiento acumulado', yearRate: 'Cumplimiento anual', month: 'M{{m}}', plan: 'Plan', actual: 'Real', empty: 'No hay objetivos para este año',
      monthAsOf: 'Mes {{m}}',
    },
  },
};
