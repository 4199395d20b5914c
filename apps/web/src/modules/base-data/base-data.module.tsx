import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';
import { DICT_BASE_DATA } from './pages/dict-base-data';

const BD = '/base-data';
const DictPage = lazyPage(() => import('./pages/DictBaseDataPage').then((m) => m.DictBaseDataPage));

/**
 * Base data (spec 3 §2 "Base data"). Excel templates and reports and the code rules are pages of
 * the excel and form-designer modules; procurement methods a page of administration. The
 * dictionary pages are one page (DictBaseDataPage) given its dictionary; the rest is not built yet.
 */
export const baseDataModule = defineWebModule({
  name: 'base-data',
  routes: [
    { path: 'base-data/asset-classification', element: <DictPage page={DICT_BASE_DATA.assetClass} />, handle: h({ title: DICT_BASE_DATA.assetClass.title }) },
    { path: 'base-data/asset-supplies-classification', element: <DictPage page={DICT_BASE_DATA.suppliesClass} />, handle: h({ title: DICT_BASE_DATA.suppliesClass.title }) },
    { path: 'base-data/maintain-problem-type', element: <DictPage page={DICT_BASE_DATA.maintainProblem} />, handle: h({ title: DICT_BASE_DATA.maintainProblem.title }) },
  ],
  planned: [
    `${BD}/dict`,
    `${BD}/ecms-contract-manage`,
    `${BD}/bonus-manage`,
    `${BD}/ecms-human-manage/kpi-assessment`,
    `${BD}/ecms-human-manage/set-appraisal-program`,
    `${BD}/ecms-human-manage/personnel-example`,
    `${BD}/ecms-quality-examine/key-point-list`,
    `${BD}/ecms-quality-examine/problem-attribute`,
    '/main-page/dict',
    '/main-page/dict/project',
    '/main-page/entrust-purpose',
    '/main-page/review-main-list-base-data',
    '/main-page/project-planning-base-data',
    '/main-page/cost-other-file-base-data',
    '/main-page/data-receive-list-base-data',
    '/main-page/audit-properties-base-data',
    '/main-page/comprehensive-difficulty',
    '/main-page/area',
  ],
});
