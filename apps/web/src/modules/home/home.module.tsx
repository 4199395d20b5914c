import { Navigate } from 'react-router';
import { defineWebModule, routeHandle as h } from '../../app/module';
import { LazyPlaceholder as Placeholder } from '../../components/LazyPlaceholder';
import { catchAllRoute } from '../../app/catch-all';
import { lazyPage } from '../../app/lazy-page';

// the dashboard shows only the shell's texts (locales/zh-shell.ts): the areas' load with their pages
const MainPage = lazyPage(() => import('./pages/MainPage').then((m) => m.MainPage), { areaTexts: false });
const WorkListPage = lazyPage(() => import('./pages/WorkListPage').then((m) => m.WorkListPage));

/**
 * The work bench: `/` and /home lead to /main-page, the dashboard and the work lists. Other
 * modules hang their home-level pages under the route id 'main-page'.
 */
export const homeModule = defineWebModule({
  name: 'home',
  routes: [
    { index: true, element: <Navigate to="/main-page" replace />, handle: h({ redirect: true }) },
    { path: 'home', element: <Navigate to="/main-page" replace />, handle: h({ redirect: true }) },
    {
      id: 'main-page',
      path: 'main-page',
      children: [
        { index: true, element: <MainPage />, handle: h({ title: 'route.home', hideBreadcrumb: true }) },
        { path: 'personInfo', element: <Placeholder />, handle: h({ title: 'route.personInfo' }) },
        { path: 'toDoAll', element: <WorkListPage key="todo" list="todo" />, handle: h({ title: 'route.todo' }) },
        { path: 'haveDoneAll', element: <WorkListPage key="done" list="done" />, handle: h({ title: 'route.done' }) },
        { path: 'copy-all-list', element: <WorkListPage key="copies" list="copies" />, handle: h({ title: 'route.copies' }) },
        { path: 'finish', element: <WorkListPage key="finish" list="finish" />, handle: h({ title: 'route.finish' }) },
        { path: 'myApplicationAll', element: <WorkListPage key="mine" list="mine" />, handle: h({ title: 'route.myApplications' }) },
        { path: 'my-business-all', element: <WorkListPage key="business" list="business" />, handle: h({ title: 'route.myBusiness' }) },
        { path: 'my-focus-all', element: <WorkListPage key="focus" list="focus" />, handle: h({ title: 'route.myFocus' }) },
        catchAllRoute(),
      ],
    },
  ],
});
