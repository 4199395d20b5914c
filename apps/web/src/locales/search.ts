/** Global search page texts, merged into each locale.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const searchZh = {
  search: {
    all: '全部',
    placeholder: '输入关键字搜索合同、流程、人员、部门…',
    button: '搜索',
    enterKeyword: '请输入关键字后搜索',
    noResult: '没有找到与“{{keyword}}”相关的内容',
    total: '找到约 {{total}} 条结果',
    updated: '更新于 {{date}}',
    failed: '搜索失败，请稍后重试',
    retry: '重试',
  },
};
