import { defineWebModule } from '../../app/module';

/** SaaS companies and members, under the system manager (spec 3 §2). Not built yet. */
export const saasModule = defineWebModule({
  name: 'saas',
  planned: [
    '/sys-manager/saas-enterprise-user',
    '/sys-manager/saas-enterprise-menu',
    '/sys-manager/saas-admincompany-info',
    '/sys-manager/club',
    '/sys-manager/saas-user-grade',
    '/sys-manager/saas-user-role',
  ],
});
