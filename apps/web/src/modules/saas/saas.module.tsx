import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const Enterprise = lazyPage(() => import('./SaasEnterprisePage').then((m) => m.SaasEnterprisePage));
const Menus = lazyPage(() => import('./SaasMenuPage').then((m) => m.SaasMenuPage));
const CompanyInfo = lazyPage(() => import('./SaasCompanyInfoPage').then((m) => m.SaasCompanyInfoPage));

/** SaaS companies, their editions' menus and the company's own info, under the system manager (spec 3 §2). */
export const saasModule = defineWebModule({
  name: 'saas',
  mount: {
    'sys-manager': [
      { path: 'saas-enterprise-user', element: <Enterprise />, handle: h({ title: 'saas.route.enterprise' }) },
      { path: 'saas-enterprise-menu', element: <Menus />, handle: h({ title: 'saas.route.menu' }) },
      { path: 'saas-admincompany-info', element: <CompanyInfo />, handle: h({ title: 'saas.route.companyInfo' }) },
    ],
  },
});
