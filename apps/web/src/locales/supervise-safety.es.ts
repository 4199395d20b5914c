/** Texts of the supervision safety part (stop-work, resume, hazardous works, detailed rules), merged into each locale.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { safetyZh } from './supervise-safety';

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
