import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/route-meta';
import { Placeholder } from '../../components/Placeholder';
import { PageLoading } from '../../components/PageLoading';

const h = (handle: RouteHandle) => handle;

function page(load: () => Promise<{ default: ComponentType }>) {
  const Lazy = lazy(load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Lazy />
    </Suspense>
  );
}

const Organization = () => page(() => import('./pages/OrganizationPage').then((m) => ({ default: m.OrganizationPage })));
const Roles = () => page(() => import('./pages/RolePage').then((m) => ({ default: m.RolePage })));
const Menus = () => page(() => import('./pages/MenuPage').then((m) => ({ default: m.MenuPage })));
const Dicts = () => page(() => import('./pages/DictPage').then((m) => ({ default: m.DictPage })));
const Areas = () => page(() => import('./pages/AreaPage').then((m) => ({ default: m.AreaPage })));
const Params = () => page(() => import('./pages/ParamsPage').then((m) => ({ default: m.ParamsPage })));
const Online = () => page(() => import('./pages/OnlineUsersPage').then((m) => ({ default: m.OnlineUsersPage })));
const Users = () => page(() => import('./pages/UserPage').then((m) => ({ default: m.UserPage })));
const Footprints = () => page(() => import('../footmark/FootprintManagementPage').then((m) => ({ default: m.FootprintManagementPage })));

/** /sys-manager children (spec 3 §2 System administration); the rest stay 建设中. */
export const sysManagerRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/sys-manager/organization" replace />, handle: h({ redirect: true }) },
  { path: 'organization', element: <Organization />, handle: h({ title: 'sysRoute.organization' }) },
  { path: 'user', element: <Users />, handle: h({ title: 'sysRoute.user' }) },
  { path: 'role', element: <Roles />, handle: h({ title: 'sysRoute.role' }) },
  { path: 'user/online-list', element: <Online />, handle: h({ title: 'sysRoute.online' }) },
  { path: 'menu', element: <Menus />, handle: h({ title: 'sysRoute.menu' }) },
  { path: 'dict', element: <Dicts />, handle: h({ title: 'sysRoute.dict' }) },
  { path: 'area', element: <Areas />, handle: h({ title: 'sysRoute.area' }) },
  { path: 'system-params-manage', element: <Navigate to="/sys-manager/system-params-manage/basic" replace />, handle: h({ redirect: true }) },
  { path: 'system-params-manage/:category', element: <Params />, handle: h({ title: 'sysRoute.params' }) },
  { path: 'footprint-management', element: <Footprints />, handle: h({ title: 'sysRouteFootprint' }) },
  { path: '*', element: <Placeholder /> },
];
