import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/route-meta';
import { lazyPage } from '../../app/lazy-page';

/*
 * Online-form administration (spec 3 §2): model-form-manager, dev-online, model-role-manager and
 * code-gen under /sys-manager (code-gen also at the spec's /base-data/code-gen); /wf-form/:version
 * previews a published version.
 */
const h = (handle: RouteHandle) => handle;
const title = (k: string) => h({ title: `fdRoute.${k}` });

const FormList = lazyPage(() => import('./pages/FormListPage').then((m) => m.FormListPage));
const Designer = lazyPage(() => import('./pages/DesignerPage').then((m) => m.DesignerPage));
const FormRoles = lazyPage(() => import('./pages/FormRolePage').then((m) => m.FormRolePage));
const CodeGen = lazyPage(() => import('./pages/CodeGenPage').then((m) => m.CodeGenPage));
const Version = lazyPage(() => import('./pages/VersionPreviewPage').then((m) => m.VersionPreviewPage));

/** Children of /sys-manager. */
export const formDesignerSysRoutes: RouteObject[] = [
  { path: 'model-form-manager', element: <FormList />, handle: title('formManager') },
  { path: 'dev-online', element: <Designer />, handle: title('devOnline') },
  { path: 'model-role-manager', element: <FormRoles />, handle: title('formRole') },
  { path: 'code-gen', element: <CodeGen />, handle: title('codeGen') },
];

/** Top-level routes (inside the layout). */
export const formDesignerRoutes: RouteObject[] = [
  { path: 'wf-form/:version', element: <Version />, handle: title('versionPreview') },
  { path: 'base-data/code-gen', element: <CodeGen />, handle: title('codeGen') },
];
