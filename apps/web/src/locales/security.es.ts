/** Texts of the security measures, merged into each locale.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { securityZh } from './security';

export const securityEs: typeof securityZh = {
  handoff: {
    title: '¿Cambiar de usuario?',
    replaceUser: 'Ha iniciado sesión como «{{current}}». El enlace abierto iniciaría sesión como «{{next}}», reemplazando la sesión de {{current}}.',
    keepHint: 'Cancelar mantiene la sesión actual; el inicio de sesión del enlace no se usa.',
    switch: 'Cambiar a {{next}}',
    keep: 'Mantener la sesión',
  },
};
