import { defineWebModule } from '../../app/module';

/**
 * Consulting (spec 2 §2). The contract database and the cost-consultation form are pages of the
 * contract module; tracking audit is an online-form list. The rest is not built yet.
 */
export const consultModule = defineWebModule({
  name: 'consult',
  planned: ['/consult/home-page', '/consult/list', '/consult/detail', '/bidding/form', '/to-costcloud-loading-page'],
});
