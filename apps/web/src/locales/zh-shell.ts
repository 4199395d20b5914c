/**
 * Chinese texts of the shell (header, work mode) and the home page: they load with antd, before
 * the first page that is not a sign-in page (app/antd-scope.tsx). The other areas' texts
 * (zh-areas.ts) load with the first page of an area (app/lazy-page.tsx; issue 14).
 */
import { workModeZh } from './workmode';
import { homeZh } from './home';

export const zhShell = {
  ...workModeZh,
  ...homeZh,
};

export type ZhShell = typeof zhShell;
