/** Global search page texts (zh, en, es), merged into each locale. */
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

export const searchEn: typeof searchZh = {
  search: {
    all: 'All',
    placeholder: 'Search contracts, flows, people, departments…',
    button: 'Search',
    enterKeyword: 'Enter a keyword to search',
    noResult: 'Nothing found for “{{keyword}}”',
    total: 'About {{total}} results',
    updated: 'Updated {{date}}',
    failed: 'Search failed, please try again later',
    retry: 'Retry',
  },
};

export const searchEs: typeof searchZh = {
  search: {
    all: 'Todo',
    placeholder: 'Buscar contratos, flujos, personas, departamentos…',
    button: 'Buscar',
    enterKeyword: 'Escriba una palabra clave para buscar',
    noResult: 'No se encontró nada para «{{keyword}}»',
    total: 'Unos {{total}} resultados',
    updated: 'Actualizado {{date}}',
    failed: 'La búsqueda falló, inténtelo más tarde',
    retry: 'Reintentar',
  },
};
