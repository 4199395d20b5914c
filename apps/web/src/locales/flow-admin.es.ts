/** Flow administration texts (setting-flow designer, act-procdef, instance and task monitors), merged into each locale.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { flowAdminZh } from './flow-admin';

export const flowAdminEs: typeof flowAdminZh = {
  flowAdmin: {
    route: {
      procdef: 'Definiciones de flujo', settingFlow: 'Configuración de flujo', baseSetting: 'Básico', flowDesign: 'Diseño', flowStep: 'Pasos', flowNotice: 'Notificaciones',
      expireNotice: 'Plazos', advanceSetting: 'Avanzado', formManager: 'Formularios', flowData: 'Datos del flujo', leaderField: 'Campos de responsable',
      processInstance: 'Instancias de flujo', processTask: 'Tareas de flujo', viewer: 'Diagrama de flujo',
    },
    type: { start: 'Iniciador', approver: 'Aprobador', handler: 'Gestor', cc: 'Copia', condition: 'Condiciones', parallel: 'Paralelo', subprocess: 'Subflujo', end: 'Fin' },
    add: { approver: 'Aprobador', handler: 'Gestor', cc: 'Copia', condition: 'Rama condicional', parallel: 'Rama paralela', title: 'Añadir nodo' },
    designer: {
      addCondition: 'Añadir condición', addBranch: 'Añadir rama', end: 'Fin del flujo', defaultBranch: 'Por defecto', otherwise: 'Si no se cumple otra condición',
      noCondition: 'Defina condiciones', priority: 'Prioridad {{n}}', deleteNode: 'Eliminar nodo', deleteBranch: 'Eliminar rama', moveLeft: 'Izquierda', moveRight: 'Derecha',
      zoomIn: 'Acercar', zoomOut: 'Alejar', initiatorAll: 'Cualquiera puede iniciar', unset: 'Sin definir', nodeCount: '{{n}} nodos',
    },
    rule: {
      users: 'Miembros elegidos', role: 'Rol', deptLeader: 'Responsable del departamento', initiator: 'El iniciador', initiatorChooses: 'Elige el iniciador', previousChooses: 'Elige el aprobador anterior',
      formField: 'Campo de persona del formulario', staffRank: 'Rango', levels: 'Niveles hacia arriba', level: 'Responsable de nivel {{n}}', multiple: 'Varias personas',
      pickUsers: 'Elegir miembros', usersCount: '{{n}} personas', field: 'Campo', fieldPlaceholder: 'p. ej. projectManager', roles: 'Elegir roles', ranks: 'Elegir rangos',
    },
    mode: { title: 'Varios aprobadores', single: 'Uno solo', orSign: 'Basta uno', countersign: 'Todos', sequential: 'Uno tras otro', ratio: 'Por proporción', ratioValue: 'Proporción (%)' },
    noAssignee: { title: 'Si no hay nadie', autoPass: 'Aprobar automáticamente', toAdmin: 'Pasar a administradores', error: 'Mostrar error' },
    selfApprove: { title: 'Si el aprobador es el iniciador', self: 'Lo aprueba él', autoPass: 'Omitir', deptLeader: 'Aprueba su responsable' },
    button: { title: 'Botones', next: 'Enviar', prev: 'Devolver', forward: 'Difundir', handover: 'Transferir', consult: 'Consultar', refresh: 'Actualizar', custom: 'Nombre propio' },
    returnTarget: { title: 'Puede devolver a', any: 'Cualquier paso anterior', previous: 'Solo el anterior', initiator: 'Solo el iniciador', none: 'Sin devolución', listed: 'Nodos elegidos', pick: 'Elegir nodos' },
    deadline: { title: 'Plazo', hours: 'horas', none: 'Sin plazo', onExpire: 'Al vencer', notify: 'Solo recordar', autoPass: 'Aprobar automáticamente', escalateToLeader: 'Pasar al responsable' },
    drawer: {
      name: 'Nombre del nodo', assignee: 'Aprobadores', handler: 'Gestores', cc: 'Destinatarios en copia', settings: 'Ajustes de aprobación', readOnly: 'Formulario de solo lectura',
      branchName: 'Nombre de la rama', conditions: 'Condiciones', addCondition: 'Añadir condición', field: 'Campo', op: 'Operador', value: 'Valor', valuePlaceholder: 'Valor, varios separados por comas',
      defaultHint: 'Rama por defecto: se toma si ninguna otra se cumple; no necesita condición.', allConditions: 'Se cumplen todas estas condiciones', parallelHint: 'Las ramas paralelas avanzan juntas y se unen al terminar todas.',
      startHint: 'Iniciador: quien envía el formulario inicia el flujo.', done: 'Listo',
    },
    op: { eq: 'igual a', ne: 'distinto de', gt: 'mayor que', gte: 'al menos', lt: 'menor que', lte: 'como máximo', in: 'uno de', notIn: 'ninguno de', contains: 'contiene', isEmpty: 'vacío', notEmpty: 'no vacío' },
    fieldPreset: { contractAmount: 'Importe del contrato', $initiatorDept: 'Departamento del iniciador', $initiatorId: 'Iniciador' },
    setting: {
      save: 'Guardar', publish: 'Publicar', saved: 'Borrador guardado', published: 'Publicado, versión actual V{{version}}', publishFailed: 'No se pudo publicar, corrija:', publishFailedToast: 'No se pudo publicar',
      draft: 'Borrador sin publicar', version: 'Versión actual V{{version}}', unpublished: 'Sin publicar', back: 'Volver a las definiciones', newFlow: 'Nuevo flujo', chooseFirst: 'Guarde primero el flujo en Básico',
      unsaved: 'Cambios sin guardar', code: 'Código', name: 'Nombre', category: 'Categoría', businessType: 'Tipo de negocio', sort: 'Orden', remark: 'Observaciones',
      codeHint: 'Letras, dígitos, _ y -; no cambia después de guardar', codeRequired: 'Introduzca el código', nameRequired: 'Introduzca el nombre', created: 'Flujo creado, continúe con el diseño', leaveConfirm: '¿Salir sin guardar?',
    },
    step: { index: 'N.º', name: 'Nodo', type: 'Tipo', assignee: 'Gestionado por', mode: 'Modo', deadline: 'Plazo', branch: 'Rama' },
    notice: {
      intro: 'Se notifica (mensajes internos) cuando:', task: 'llega una tarea nueva', returned: 'se devuelve un flujo', approved: 'se aprueba un flujo', rejected: 'se rechaza un flujo',
      cc: 'se recibe una copia', urged: 'se recibe un recordatorio', urgeInterval: 'Intervalo de recordatorios (minutos)', urgeHint: 'Tiempo mínimo entre dos recordatorios del mismo flujo, 10 por defecto',
      expireIntro: 'Plazos de los nodos de aprobación: se recuerda al responsable y al vencer se actúa según lo definido.', noNodes: 'El flujo aún no tiene nodos de aprobación',
    },
    advance: {
      resubmitToReturner: 'Tras una devolución, el reenvío vuelve directamente al nodo que devolvió', resubmitHint: 'Desactivado: el reenvío empieza de nuevo por la primera aprobación',
      allowWithdraw: 'El iniciador puede retirar', withdrawHint: 'Mientras nadie posterior haya actuado',
      frontInit: 'Inicialización del formulario', frontInitHint: 'Configuración que la página del flujo aplica al formulario (se guarda como datos, nunca se ejecuta como script): valores por defecto mientras el iniciador lo rellena, campos ocultos y un aviso',
      notice: 'Aviso', noticePlaceholder: 'Se muestra sobre el formulario, p. ej. documentos que adjuntar',
      hidden: 'Campos ocultos', hiddenPlaceholder: 'Escriba el código del campo y pulse Intro, p. ej. remark',
      defaults: 'Valores por defecto', field: 'Código del campo', value: 'Valor', addDefault: 'Añadir valor por defecto', fieldInvalid: 'Los códigos usan letras, dígitos, _ y . solamente',
    },
    empty: { form: 'Los formularios llegarán con el diseñador de formularios', data: 'Los datos del flujo llegarán con el diseñador de formularios', leader: 'Los campos de responsable llegarán con el diseñador de formularios' },
    procdef: {
      search: 'Nombre o código', status: 'Estado', all: 'Todos', active: 'Activo', suspended: 'Suspendido', name: 'Nombre', key: 'Código', category: 'Categoría',
      current: 'Actual', versions: 'Versiones', draft: 'Borrador', updated: 'Actualizado', design: 'Diseñar', view: 'Ver', publishDraft: 'Publicar borrador',
      suspend: 'Suspender', activate: 'Activar', suspendConfirm: 'Nadie podrá iniciar «{{name}}» mientras esté suspendido. ¿Suspender?', versionList: 'Versiones', publishedBy: 'Publicado por',
      publishedDate: 'Publicado', currentTag: 'Actual', noVersion: 'Sin publicar', statusOk: 'Hecho',
    },
    instance: {
      search: 'Título del flujo', status: 'Estado', name: 'Título', definition: 'Flujo', initiator: 'Iniciador', current: 'Paso actual', started: 'Inicio', ended: 'Fin',
      terminate: 'Terminar', terminateConfirm: '¿Terminar «{{name}}»? No se puede deshacer.', terminated: 'Flujo terminado', opinion: 'Motivo (opcional)',
      del: 'Eliminar', deleteConfirm: '¿Eliminar «{{name}}»? Se conserva su historial.', deleted: 'Eliminado', allStatus: 'Todos los estados', exportName: 'Instancias de flujo',
    },
    task: { search: 'Título, paso o flujo', step: 'Paso', holder: 'Responsable', kind: 'Tipo', received: 'Llegada', due: 'Vence', waiting: 'Esperando consulta' },
    kind: { normal: 'Aprobación', handover: 'Transferencia', addsign: 'Firmante añadido', forward: 'Difusión', consult: 'Consulta', cc: 'Copia' },
    viewer: { version: 'V{{version}}', current: 'Versión actual', readOnly: 'Solo lectura', choose: 'Versión', missing: 'Elija una versión en las definiciones de flujo' },
  },
};
