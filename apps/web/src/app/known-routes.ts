/**
 * Titles (i18n keys) for routes the shell knows by name. Which paths exist at all is declared by
 * the module manifests (modules/index.ts): a page, or a planned path that shows the placeholder.
 */
export const ROUTE_TITLES: Record<string, string> = {
  '/main-page': 'route.home',
  '/main-page/myTracks': 'route.myTracks',
  '/main-page/messagePage': 'route.messagePage',
  '/main-page/personInfo': 'route.personInfo',
  '/main-page/toDoAll': 'route.todo',
  '/main-page/haveDoneAll': 'route.done',
  '/main-page/myApplicationAll': 'route.myApplications',
  '/main-page/copy-all-list': 'route.copies',
  '/main-page/finish': 'route.finish',
  '/main-page/my-business-all': 'route.myBusiness',
  '/main-page/my-focus-all': 'route.myFocus',
  '/global-search': 'route.globalSearch',
  '/sys-manager': 'route.sysManager',
  '/window-management': 'route.windowManagement',
  '/flowhandle': 'route.flowHandle',
};
