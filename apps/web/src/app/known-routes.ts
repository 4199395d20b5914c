/**
 * Top-level route areas that the specification names and later issues fill. A path under one of
 * them (or any path the user's menu points to) renders the 建设中 placeholder inside the layout;
 * anything else is a 404.
 */
export const KNOWN_AREAS: readonly string[] = [
  'main-page',
  'global-search',
  'flowhandle',
  'flowhandle2',
  'contract',
  'bidding',
  'cost-consultation',
  'consult',
  'window-management',
  'management-cockpit-newTab',
  'static',
  'personalUser',
  'engineering-supervision',
  'administration-management',
  'quality',
  'please-price',
  'cost-management1',
  'cost-management2',
  'bank-funds',
  'bank-subscription',
  'business-profits',
  'loan-application',
  'over-invoicing',
  'single-invoice',
  'bonus-calculation',
  'bonus-payment',
  'my-bonus',
  'my-bonus-thesum',
  'bonus-temp',
  'bonus-rule',
  'bonus-entrust',
  'bd',
  'capital-position',
  'income-recognition',
  'industrial-page',
  'b',
  'f',
  'base-data',
  'sys-manager',
  'user-center',
  'user-center-admin',
  'to-costcloud-loading-page',
  'full',
];

/** Areas that only the admin role may open (route meta roles). */
export const ADMIN_AREAS: readonly string[] = ['sys-manager', 'user-center-admin', 'superAdmin'];

export function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

export function isKnownArea(pathname: string): boolean {
  return KNOWN_AREAS.includes(firstSegment(pathname));
}

/** Titles (i18n keys) for routes the shell knows by name. */
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
