/** Texts of the security measures, merged into each locale.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const securityZh = {
  handoff: {
    replaceUser: '您当前已以“{{current}}”登录。打开的链接将改为以“{{next}}”登录，{{current}}的登录会被替换。\n\n确定切换吗？（取消则保持当前登录）',
  },
};
