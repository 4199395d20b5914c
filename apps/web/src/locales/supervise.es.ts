/** Engineering supervision texts, merged into each locale. Server messages are the spec's (@ecms/shared SUPERVISE_MSG).
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { superviseZh } from './supervise';

export const superviseEs: typeof superviseZh = {
  supervise: {
    route: { project: 'Proyectos de supervisión', problem: 'Registro de problemas', check: 'Inspecciones' },
    project: {
      add: 'Nuevo proyecto', edit: 'Editar proyecto', code: 'Código', codeHint: 'Vacío: numeración automática', name: 'Nombre del proyecto',
      director: 'Ingeniero jefe de supervisión', dept: 'Departamento', ownerUnit: 'Propietario', constructionUnit: 'Contratista',
      address: 'Dirección', startDate: 'Inicio', endDate: 'Fin', status: 'Estado', remark: 'Observaciones',
      search: 'Buscar proyecto', problems: 'Subsanación', open: 'Estructura y miembros',
      statuses: { '1': 'En obra', '2': 'Suspendido', '3': 'Terminado' },
    },
    structure: {
      title: 'Estructura', addUnit: 'Nueva obra unitaria', addChild: 'Añadir', unitType: 'Tipo de obra', name: 'Nombre',
      types: { '1': 'Obra unitaria', '2': 'División', '3': 'Parte' }, empty: 'Sin estructura', remove: 'Eliminar nodo',
    },
    member: {
      title: 'Miembros', add: 'Nuevo miembro', staffName: 'Nombre', position: 'Puesto', unitName: 'Entidad', entryDate: 'Fecha de entrada',
      workContent: 'Trabajo', onDuty: 'En servicio', account: 'Cuenta',
    },
    problem: {
      project: 'Proyecto', chooseProject: 'Elija un proyecto', add: 'Registrar problema', edit: 'Editar problema', code: 'Código',
      name: 'Descripción', type: 'Tipo', unit: 'Obra unitaria', part: 'Parte', discoverer: 'Detectado por', discoverDate: 'Fecha',
      deadline: 'Plazo', serious: 'Grave', requirement: 'Exigencia', status: 'Estado', notice: 'Notificación', overdue: 'Vencido',
      photos: 'Fotos', keyword: 'Código/descripción', discovererName: 'Detectado por (nombre)', issue: 'Emitir notificación', yes: 'Sí',
      statuses: { '0': 'Sin subsanar', '1': 'Subsanado' },
    },
    notice: {
      title: 'Notificaciones de supervisión', code: 'Número', subject: 'Asunto', content: 'Contenido', deadline: 'Plazo', state: 'Estado',
      issuedBy: 'Emitida por', issuedDate: 'Emitida el', problems: 'Problemas', rectified: 'Subsanados', reply: 'Responder',
      review: 'Revisar', detail: 'Detalle', replyContent: 'Respuesta', replyPlaceholder: 'Qué se subsanó', opinion: 'Dictamen', remark: 'Nota',
      opinions: { '1': 'Conforme con la respuesta', '2': 'Documentación incompleta', '3': 'Requiere revisión en obra' },
      history: 'Historial', rounds: 'Respuestas', events: { issue: 'Emitida', reply: 'Respuesta', review: 'Revisión' },
      selected: 'Problemas elegidos: {{count}}',
    },
    print: {
      preview: 'Vista previa', print: 'Imprimir', close: 'Cerrar', notFound: 'Documento inexistente o sin acceso', docNo: 'Números de documento', pick: 'Elegir', printDoc: 'Imprimir',
      formNo: 'Formulario A.0.3', projectName: 'Obra', number: 'N.º', to: 'A', toSuffix: ' (oficina de obra del contratista)', reason: 'Asunto', content: 'Contenido',
      deadlineLine: 'Subsanar antes del {{date}} y devolver el formulario de respuesta.', org: 'Oficina de supervisión (sello)', engineer: 'Ingeniero supervisor jefe/especialista (firma)',
      date: 'Fecha', note: 'Nota: tres copias, para la oficina de supervisión, el propietario y el contratista.',
      docType: 'Tipo de documento', docTypes: { notice: 'Notificación de supervisión', safety: 'Notificación de riesgo de seguridad', contact: 'Hoja de contacto' },
      formNos: { notice: 'Formulario A.0.3', safety: 'Formulario A.0.3', contact: 'Formulario C.0.1', stopWork: 'Formulario A.0.5' },
      pdf: 'Descargar PDF', word: 'Descargar Word', sender: 'Emisor', senderValue: 'Oficina de supervisión', head: 'Responsable (firma)',
      contactNote: 'Nota: tres copias, para el emisor, el receptor y la oficina de supervisión.', addContact: 'Nueva hoja de contacto', contactTo: 'A (receptor)',
      stopTitle: 'Orden de suspensión de obra', stopText: 'Por {{reason}}, se le notifica suspender los trabajos en {{range}} (parte/proceso) desde {{date}} y cumplir los requisitos siguientes.',
      requirement: 'Requisitos', chief: 'Ingeniero supervisor jefe (firma y sello)', rectifyBy: 'Subsanar antes del {{date}}.',
    },
    check: {
      project: 'Proyecto', table: 'Tabla', item: 'Partida', kind: 'Clase', base: 'Puntos', deduction: 'Deducción', na: 'N/A',
      score: 'Puntuar', total: 'Total', grade: 'Calificación', weighted: 'Puntos en resumen',
      kinds: { guarantee: 'Partida de garantía', general: 'Partida general', plain: 'Partida' }, zeroed: 'Partida de garantía suspendida: la tabla vale 0',
    },
  },
};
