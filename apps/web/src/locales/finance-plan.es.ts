/** Finance texts of project tracking and objectives (OKR), merged into each locale. Server messages come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { financePlanZh } from './finance-plan';

export const financePlanEs: typeof financePlanZh = {
  finPlan: {
    route: { tracking: 'Seguimiento de proyectos', objectives: 'Objetivos' },
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
  },
};
