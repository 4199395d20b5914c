import { defineWebModule } from '../../app/module';

/** Project cost data (spec 3 §2). Not built yet. */
export const costdataModule = defineWebModule({
  name: 'costdata',
  planned: [
    '/main-page/cost-data',
    '/main-page/cost-file-manage',
    '/main-page/cost-file-manage/edit-detailed',
    '/industrial-page/cost-data',
  ],
});
