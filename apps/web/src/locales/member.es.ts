/** Member, level and content-management texts, merged into each locale. Server messages come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { memberZh } from './member';

export const memberEs: typeof memberZh = {
  member: {
    route: { club: 'Socios', role: 'Roles de socio', level: 'Niveles de socio', content: 'Contenido de socios', cms: 'Gestión de contenidos', register: 'Alta de socio', site: 'Sitio oficial' },
    list: {
      search: 'Buscar nombre del socio', loginName: 'Cuenta', name: 'Nombre del socio', phone: 'Móvil', level: 'Nivel', fee: 'Cuota (CNY)',
      begin: 'Fecha de inicio', end: 'Fecha de vencimiento', status: 'Estado', enabled: 'Activo', disabled: 'Desactivado', created: 'Registrado', edit: 'Editar socio',
      resetPwd: 'Restablecer contraseña', newPassword: 'Nueva contraseña', resetDone: 'Contraseña restablecida', noLevel: '—',
    },
    level: {
      add: 'Nuevo nivel', edit: 'Editar nivel', name: 'Nombre del nivel', fee: 'Cuota (CNY)', period: 'Periodo (meses)', members: 'Socios', remark: 'Observaciones',
      up: 'Subir', down: 'Bajar', feeRule: 'Introduzca un importe con dos decimales como máximo',
    },
    role: {
      levels: 'Niveles de socio', roles: 'Roles de los socios de este nivel', help: 'Los socios siempre tienen el rol básico de socio; el rol de administrador nunca se concede a socios.', save: 'Guardar', pick: 'Elija un nivel de socio a la izquierda', none: 'No hay roles que conceder', count: '{{n}} roles',
    },
    register: {
      title: 'Alta de socio', loginName: 'Cuenta', phone: 'Móvil', captcha: 'Código SMS', password: 'Contraseña', confirm: 'Confirmar contraseña', name: 'Nombre',
      send: 'Obtener código', submit: 'Registrarse', back: '¿Ya tiene cuenta? Inicie sesión', mismatch: 'Las contraseñas no coinciden', done: 'Registro completado, inicie sesión',
      loginRule: 'Solo letras, dígitos, guion bajo, punto y guion (2-32)', nameRequired: 'El nombre del socio no puede estar vacío',
    },
    content: { empty: 'Aún no hay contenido', back: 'Volver a la lista', published: 'Publicado el {{date}}' },
    cms: {
      categories: 'Secciones', addCategory: 'Nueva sección', editCategory: 'Editar sección', categoryName: 'Nombre de la sección', parent: 'Sección superior', visible: 'En el sitio',
      all: 'Todas las secciones', title: 'Título', category: 'Sección', status: 'Estado', draft: 'Borrador', published: 'Publicado', level: 'Audiencia',
      public: 'Público', publishDate: 'Publicado', updated: 'Actualizado', add: 'Nuevo artículo', edit: 'Editar artículo', summary: 'Resumen', cover: 'URL de portada',
      content: 'Cuerpo', publish: 'Publicar', unpublish: 'Retirar', sort: 'Orden', search: 'Buscar título', preview: 'Vista del sitio', levelHelp: 'Con un nivel solo lo ven los socios de ese nivel o superior; el sitio no lo muestra',
      deleteCategory: 'Eliminar sección', noCategory: 'Cree primero una sección', categoryRequired: 'Introduzca el nombre de la sección',
    },
    site: { title: 'Sitio oficial', empty: 'No hay artículos publicados', login: 'Iniciar sesión', register: 'Alta de socio', back: 'Volver' },
    editor: { bold: 'Negrita', italic: 'Cursiva', underline: 'Subrayado', h2: 'Encabezado', ul: 'Lista', ol: 'Lista numerada', link: 'Enlace', linkPrompt: 'Dirección del enlace', clear: 'Quitar formato' },
  },
};
