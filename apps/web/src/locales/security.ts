/** Texts of the security measures (zh, en, es), merged into each locale. */
export const securityZh = {
  handoff: {
    replaceUser: '您当前已以“{{current}}”登录。打开的链接将改为以“{{next}}”登录，{{current}}的登录会被替换。\n\n确定切换吗？（取消则保持当前登录）',
  },
};

export const securityEn: typeof securityZh = {
  handoff: {
    replaceUser: 'You are signed in as “{{current}}”. The link you opened would sign you in as “{{next}}” instead, replacing {{current}}’s session.\n\nSwitch? (Cancel keeps you signed in as you are.)',
  },
};

export const securityEs: typeof securityZh = {
  handoff: {
    replaceUser: 'Ha iniciado sesión como «{{current}}». El enlace abierto iniciaría sesión como «{{next}}», reemplazando la sesión de {{current}}.\n\n¿Cambiar? (Cancelar mantiene la sesión actual.)',
  },
};
