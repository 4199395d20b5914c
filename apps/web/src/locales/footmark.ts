/** Footprint pages (zh, en, es), merged into each locale. */
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

export const footmarkEn: typeof footmarkZh = {
  footmark: {
    range: 'Period',
    empty: 'No footprints in this period',
    reopen: 'Open',
    visits: 'Visits',
    visitors: 'Visitors',
    name: 'Name',
    by: { menu: 'By menu', dept: 'By department', user: 'By person', type: 'By type', day: 'By day' },
    failed: 'Footprints could not be loaded',
    retry: 'Retry',
    manageTitle: 'Visit analysis',
    total: '{{total}} footprints',
    groups: '{{total}} groups',
  },
  sysRouteFootprint: 'Footprints',
};

export const footmarkEs: typeof footmarkZh = {
  footmark: {
    range: 'Periodo',
    empty: 'No hay huellas en este periodo',
    reopen: 'Abrir',
    visits: 'Visitas',
    visitors: 'Visitantes',
    name: 'Nombre',
    by: { menu: 'Por menú', dept: 'Por departamento', user: 'Por persona', type: 'Por tipo', day: 'Por día' },
    failed: 'No se pudieron cargar las huellas',
    retry: 'Reintentar',
    manageTitle: 'Análisis de visitas',
    total: '{{total}} huellas',
    groups: '{{total}} grupos',
  },
  sysRouteFootprint: 'Huellas',
};
