import type { AppModule } from '../platform/module.js';
import { workflowModule } from '../workflow/workflow.module.js';
import { administrationModule } from './administration/administration.module.js';
import { authModule } from './auth/auth.module.js';
import { bdModule } from './bd/bd.module.js';
import { bonusModule } from './bonus/bonus.module.js';
import { codegenModule } from './codegen/codegen.module.js';
import { cmsModule } from './cms/cms.module.js';
import { contentModule } from './content/content.module.js';
import { contractModule } from './contract/contract.module.js';
import { costModule } from './cost/cost.module.js';
import { costDataModule } from './costdata/costdata.module.js';
import { excelModule } from './excel/excel.module.js';
import { fileModule } from './file/file.module.js';
import { financeModule } from './finance/finance.module.js';
import { footmarkModule } from './footmark/footmark.module.js';
import { formModule } from './form/form.module.js';
import { homeModule } from './home/home.module.js';
import { marketModule } from './market/market.module.js';
import { memberModule } from './member/member.module.js';
import { noticeModule } from './notice/notice.module.js';
import { peopleModule } from './people/people.module.js';
import { qualityModule } from './quality/quality.module.js';
import { reportModule } from './report/report.module.js';
import { saasModule } from './saas/saas.module.js';
import { searchModule } from './search/search.module.js';
import { shellModule } from './shell/shell.module.js';
import { supervisionModule } from './supervision/supervision.module.js';
import { systemModule } from './system/system.module.js';
import { workModeModule } from './workmode/workmode.module.js';

/**
 * Every module of the application, listed once. buildApp registers their routes and builds the
 * app's registry from them; the seed walks them for menus, dictionaries, parameters and data
 * menus. Order matters only for dictionaries (the catalogue lists them in this order); menus
 * carry their own place.
 */
export const appModules: readonly AppModule[] = [
  authModule,
  systemModule,
  bdModule,
  searchModule,
  footmarkModule,
  workflowModule,
  noticeModule,
  fileModule,
  workModeModule,
  shellModule,
  contractModule,
  costModule,
  formModule,
  codegenModule,
  excelModule,
  homeModule,
  contentModule,
  memberModule,
  cmsModule,
  supervisionModule,
  qualityModule,
  financeModule,
  administrationModule,
  peopleModule,
  marketModule,
  bonusModule,
  costDataModule,
  reportModule,
  saasModule,
];
