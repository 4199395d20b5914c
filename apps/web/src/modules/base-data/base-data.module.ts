import { defineWebModule } from '../../app/module';

const BD = '/base-data';

/**
 * Base data (spec 3 §2 "Base data"). Excel templates and reports and the code rules are pages of
 * the excel and form-designer modules; these are not built yet.
 */
export const baseDataModule = defineWebModule({
  name: 'base-data',
  planned: [
    `${BD}/dict`,
    `${BD}/ecms-contract-manage`,
    `${BD}/bonus-manage`,
    `${BD}/ecms-human-manage/kpi-assessment`,
    `${BD}/ecms-human-manage/set-appraisal-program`,
    `${BD}/ecms-human-manage/personnel-example`,
    `${BD}/ecms-quality-examine/key-point-list`,
    `${BD}/ecms-quality-examine/problem-attribute`,
    `${BD}/asset-classification`,
    `${BD}/asset-supplies-classification`,
    `${BD}/maintain-problem-type`,
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
