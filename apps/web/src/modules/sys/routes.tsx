import { Navigate, type RouteObject } from 'react-router';
import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';
import { catchAllRoute } from '../../app/catch-all';

const Organization = lazyPage(() => import('./pages/OrganizationPage').then((m) => m.OrganizationPage));
const Roles = lazyPage(() => import('./pages/RolePage').then((m) => m.RolePage));
const Menus = lazyPage(() => import('./pages/MenuPage').then((m) => m.MenuPage));
const Dicts = lazyPage(() => import('./pages/DictPage').then((m) => m.DictPage));
const Areas = lazyPage(() => import('./pages/AreaPage').then((m) => m.AreaPage));
const Params = lazyPage(() => import('./pages/ParamsPage').then((m) => m.ParamsPage));
const Online = lazyPage(() => import('./pages/OnlineUsersPage').then((m) => m.OnlineUsersPage));
const Users = lazyPage(() => import('./pages/UserPage').then((m) => m.UserPage));
const TreeDicts = lazyPage(() => import('./pages/HierarchyDictPage').then((m) => m.HierarchyDictPage));
const BaseInfo = lazyPage(() => import('./pages/UserCenterPages').then((m) => m.BaseInformationPage));
const EditPassword = lazyPage(() => import('./pages/UserCenterPages').then((m) => m.EditPasswordPage));
/** One kind of role rights; `base` set: with the switcher between the four kinds. */
const Impower = lazyPage(() => import('./pages/ImpowerPage').then((m) => m.ImpowerPage));

const IMPOWER = '/sys-manager/impower-new';

/**
 * /sys-manager children (spec 3 §2 System administration). Other modules mount theirs under the
 * route id 'sys-manager'; menus not built yet are the manifests' planned paths.
 */
export const sysManagerRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/sys-manager/organization" replace />, handle: h({ redirect: true }) },
  { path: 'organization', element: <Organization />, handle: h({ title: 'sysRoute.organization' }) },
  { path: 'user', element: <Users />, handle: h({ title: 'sysRoute.user' }) },
  { path: 'role', element: <Roles />, handle: h({ title: 'sysRoute.role' }) },
  { path: 'user/online-list', element: <Online />, handle: h({ title: 'sysRoute.online' }) },
  { path: 'menu', element: <Menus />, handle: h({ title: 'sysRoute.menu' }) },
  { path: 'dict', element: <Dicts />, handle: h({ title: 'sysRoute.dict' }) },
  { path: 'area', element: <Areas />, handle: h({ title: 'sysRoute.area' }) },
  { path: 'hierarchy-dict', element: <TreeDicts />, handle: h({ title: 'sysRoute.treeDict' }) },
  {
    path: 'impower-new',
    handle: h({ title: 'sysRoute.impower' }),
    children: [
      { index: true, element: <Navigate to={`${IMPOWER}/function`} replace />, handle: h({ redirect: true }) },
      { path: 'function', element: <Impower part="function" base={IMPOWER} />, handle: h({ title: 'sysRoute.impowerFunction', menuTitle: true }) },
      { path: 'data', element: <Impower part="data" base={IMPOWER} />, handle: h({ title: 'sysRoute.impowerData', menuTitle: true }) },
      { path: 'department', element: <Impower part="department" base={IMPOWER} />, handle: h({ title: 'sysRoute.impowerDepartment', menuTitle: true }) },
      { path: 'account', element: <Impower part="account" base={IMPOWER} />, handle: h({ title: 'sysRoute.impowerAccount', menuTitle: true }) },
    ],
  },
  { path: 'system-params-manage', element: <Navigate to="/sys-manager/system-params-manage/basic" replace />, handle: h({ redirect: true }) },
  { path: 'system-params-manage/:category', element: <Params />, handle: h({ title: 'sysRoute.params' }) },
  catchAllRoute(),
];

/**
 * /user-center and /user-center-admin children (spec 3 §2): the same pages as the system manager.
 * Personal pages are open to every signed-in user; the administration ones keep the admin role
 * (or a menu that grants them).
 */
export function userCenterRoutes(base: '/user-center' | '/user-center-admin'): RouteObject[] {
  const admin = h({ roles: ['admin'] });
  return [
    { index: true, element: <Navigate to={`${base}/baseInformation`} replace />, handle: h({ redirect: true }) },
    { path: 'baseInformation', element: <BaseInfo />, handle: h({ title: 'sysRoute.baseInformation' }) },
    { path: 'editPasswrod', element: <EditPassword />, handle: h({ title: 'sysRoute.editPassword' }) },
    { path: 'organization', element: <Organization />, handle: { ...admin, title: 'sysRoute.organization' } },
    { path: 'userManager', element: <Users />, handle: { ...admin, title: 'sysRoute.user' } },
    { path: 'roleManager', element: <Roles />, handle: { ...admin, title: 'sysRoute.role' } },
    { path: 'functionAuthorization', element: <Impower part="function" base={null} />, handle: { ...admin, title: 'sysRoute.impowerFunction' } },
    { path: 'dataAuthorization', element: <Impower part="data" base={null} />, handle: { ...admin, title: 'sysRoute.impowerData' } },
    { path: 'departmentAuthorization', element: <Impower part="department" base={null} />, handle: { ...admin, title: 'sysRoute.impowerDepartment' } },
    catchAllRoute(),
  ];
}

/** System administration: /sys-manager, the user centre, and their admin-only areas. */
export const sysModule = defineWebModule({
  name: 'sys',
  routes: [
    { path: 'superAdmin', element: <Navigate to="/sys-manager" replace />, handle: h({ redirect: true }) },
    { id: 'sys-manager', path: 'sys-manager', handle: h({ title: 'route.sysManager' }), children: sysManagerRoutes },
    { path: 'user-center', handle: h({ title: 'route.userCenter' }), children: userCenterRoutes('/user-center') },
    { path: 'user-center-admin', handle: h({ title: 'route.userCenter' }), children: userCenterRoutes('/user-center-admin') },
  ],
  adminOnly: ['sys-manager', 'user-center-admin', 'superAdmin'],
  planned: ['/sys-manager/business-menu', '/sys-manager/record'],
});
