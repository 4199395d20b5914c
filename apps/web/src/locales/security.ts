/** Texts of the security measures, merged into each locale.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const securityZh = {
  handoff: {
    title: '切换登录用户？',
    replaceUser: '您当前已以“{{current}}”登录。打开的链接将改为以“{{next}}”登录，{{current}}的登录会被替换。',
    keepHint: '取消则保持当前登录，链接中的登录信息不会被使用。',
    switch: '切换为{{next}}',
    keep: '保持当前登录',
  },
};
