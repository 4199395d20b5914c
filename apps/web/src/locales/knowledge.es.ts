/** Knowledge centre texts (Spanish). */
import type { knowledgeZh } from './knowledge';

export const knowledgeEs: typeof knowledgeZh = {
  knowledge: {
    route: { document: 'Documentos', exhibition: 'Base de conocimiento', manage: 'Gestión del conocimiento', video: 'Formación', content: 'Avisos' },
    kind: { document: 'Documento', knowledge: 'Conocimiento' },
    category: {
      title: 'Categorías', add: 'Nueva categoría', edit: 'Editar categoría', delete: 'Eliminar categoría', none: 'Sin categorías', name: 'Nombre', nameRequired: 'Introduzca el nombre de la categoría',
      parent: 'Categoría superior', roles: 'Roles lectores', rolesHelp: 'Ninguno: la leen todos los que abren la base; elegidos: solo estos roles (las subcategorías sin roles los heredan)',
      remark: 'Observación', limited: 'Restringida',
    },
    doc: {
      title: 'Título', code: 'N.º de documento', category: 'Categoría', revision: 'Versión', status: 'Estado', published: 'Publicado', draft: 'Borrador', readCount: 'Lecturas',
      author: 'Creado por', updated: 'Actualizado', search: 'Buscar título, palabras clave, resumen', keywords: 'Palabras clave', summary: 'Resumen', content: 'Cuerpo',
      remark: 'Nota de versión', remarkHelp: 'Qué cambió (queda en el historial)', publish: 'Publicar', files: 'Adjuntos', versions: 'Versiones', readers: 'Lectores',
      savedAt: 'Guardado', reader: 'Lector', times: 'Veces', lastRead: 'Última lectura',
    },
    document: { add: 'Nuevo documento', edit: 'Editar documento' },
    knowledge: { add: 'Nuevo artículo', edit: 'Editar artículo' },
    exhibition: { title: 'Base de conocimiento', empty: 'Nada que leer todavía' },
    course: {
      title: 'Curso', add: 'Nuevo curso', edit: 'Editar curso', search: 'Buscar cursos', lecturer: 'Docente', hours: 'Horas', description: 'Descripción',
      requiredRoles: 'Obligatorio para roles', requiredHelp: 'Las personas con estos roles deben completarlo; aparecen en los registros', required: 'Obligatorio', learners: 'Completado/inscritos', mine: 'Mi aprendizaje',
      notEnrolled: 'No inscrito', enrol: 'Inscribirse', learn: 'Estudiar', materials: 'Materiales', enrolFirst: 'Inscríbase para que se registre su progreso',
      records: 'Registros de finalización', person: 'Persona', dept: 'Departamento', progress: 'Progreso', state: 'Estado', done: 'Completado', notDone: 'Sin completar', learning: 'En curso',
      remind: 'Recordar a los pendientes', notStarted: 'Sin empezar', completedDate: 'Completado el', yes: 'Sí', finish: 'He terminado',
    },
    news: { title: 'Avisos y noticias', search: 'Buscar títulos', empty: 'Sin avisos' },
  },
};
