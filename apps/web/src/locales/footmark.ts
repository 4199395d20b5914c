/** Footprint pages, merged into each locale.
 * Chinese here; English and Spanish in .en.ts and .es.ts, loaded with that language. */
export const footmarkZh = {
  footmark: {
    range: '时间范围',
    empty: '这段时间没有足迹',
    reopen: '打开',
    visits: '访问次数',
    visitors: '访问人数',
    name: '名称',
    by: { menu: '按菜单', dept: '按部门', user: '按人员', type: '按类型', day: '按日期' },
    failed: '足迹加载失败',
    retry: '重试',
    manageTitle: '足迹分析',
    total: '共 {{total}} 条足迹',
    groups: '共 {{total}} 项',
  },
  sysRouteFootprint: '足迹管理',
};
