import { defineWebModule } from '../../app/module';

/** Bonus (spec 3 §2). Not built yet. */
export const bonusModule = defineWebModule({
  name: 'bonus',
  planned: [
    '/bonus-calculation',
    '/bonus-payment',
    '/my-bonus',
    '/my-bonus-thesum',
    '/bonus-temp',
    '/bonus-rule',
    '/bonus-entrust',
    '/bd/bonus-aujust-index',
  ],
});
