import { defineWebModule } from '../../app/module';

/** Quality check (spec 2 §2). Its records are online-form lists; bill measurement is not built yet. */
export const qualityModule = defineWebModule({
  name: 'quality',
  planned: ['/measureBill'],
});
