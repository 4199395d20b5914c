import { defineWebModule } from '../../app/module';

/** Content management (columns, articles) under the system manager (spec 3 §2). Not built yet. */
export const cmsModule = defineWebModule({
  name: 'cms',
  planned: ['/sys-manager/content-management'],
});
