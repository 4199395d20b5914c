import type { WebModule } from '../app/module';
import { loginModule } from './login/login.module';
import { exceptionModule } from './exception/exception.module';
import { homeModule } from './home/home.module';
import { footmarkModule } from './footmark/footmark.module';
import { noticeModule } from './notice/notice.module';
import { searchModule } from './search/search.module';
import { flowModule } from './flow/routes';
import { workmodeModule } from './workmode/routes';
import { shellModule } from './shell/shell.module';
import { contractModule } from './contract/routes';
import { formDesignerModule } from './form-designer/routes';
import { formModule } from './form/routes';
import { excelModule } from './excel/routes';
import { sysModule } from './sys/routes';
import { flowAdminModule } from './flow-admin/routes';
import { knowledgeModule } from './knowledge/knowledge.module';
import { consultModule } from './consult/consult.module';
import { superviseModule } from './supervise/supervise.module';
import { qualityModule } from './quality/quality.module';
import { administrationModule } from './administration/administration.module';
import { hrModule } from './hr/hr.module';
import { marketModule } from './market/market.module';
import { financeModule } from './finance/finance.module';
import { bonusModule } from './bonus/bonus.module';
import { costdataModule } from './costdata/costdata.module';
import { reportModule } from './report/report.module';
import { baseDataModule } from './base-data/base-data.module';
import { saasModule } from './saas/saas.module';
import { cmsModule } from './cms/cms.module';
import { memberModule } from './member/member.module';

/**
 * Every web area, listed once. app/router.tsx builds the route tree from this list; an area that
 * is not listed has no pages. Areas whose pages are not built yet declare their menus' paths as
 * `planned` (建设中 placeholder); a path that no area declares is the 404 page.
 */
export const WEB_MODULES: readonly WebModule[] = [
  loginModule,
  exceptionModule,
  homeModule,
  footmarkModule,
  noticeModule,
  searchModule,
  flowModule,
  workmodeModule,
  shellModule,
  contractModule,
  formDesignerModule,
  formModule,
  excelModule,
  sysModule,
  flowAdminModule,
  knowledgeModule,
  consultModule,
  superviseModule,
  qualityModule,
  administrationModule,
  hrModule,
  marketModule,
  financeModule,
  bonusModule,
  costdataModule,
  reportModule,
  baseDataModule,
  saasModule,
  cmsModule,
  memberModule,
];
