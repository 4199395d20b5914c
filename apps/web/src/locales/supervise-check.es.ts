/** Texts of the check register. This language only: it loads when chosen. */
import type { supCheckZh } from './supervise-check';

export const supCheckEs: typeof supCheckZh = {
  supCheck: {
    route: { company: 'Inspecciones de la empresa' },
    project: 'Elija un proyecto', add: 'Nueva inspección', name: 'Nombre', checkDate: 'Fecha', remark: 'Observación', grade: 'Calificación', total: 'Puntuación total',
    tables: 'Tablas de inspección', addTable: 'Añadir tabla', delTable: 'Quitar tabla', pickTable: 'Elija una tabla', score: 'Guardar puntuación', delete: 'Eliminar',
    deleteConfirm: '¿Eliminar esta inspección?', item: 'Elemento', standard: 'Clase', base: 'Puntos', deduction: 'Deducción', got: 'Obtenido', na: 'No aplica',
    problems: '{{n}} problemas, {{m}} corregidos', zeroed: 'Un elemento de garantía falló: la tabla puntúa 0', empty: 'Elija primero un proyecto', noTable: 'Añada primero una tabla',
    createdBy: 'Inspector', nameRequired: 'Introduzca el nombre', dateRequired: 'Elija la fecha',
  },
};
