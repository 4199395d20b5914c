import { defineWebModule } from '../../app/module';
import { cockpitRoutes } from './CockpitPages';

/**
 * Pages of the shell in windows of their own: the management cockpit and the official website.
 * The industrial-internet link (spec 1 §6) and the personal user home are not built yet.
 */
export const shellModule = defineWebModule({
  name: 'shell',
  standalone: cockpitRoutes,
  planned: ['/industrial-page', '/personalUser/personal-user-main-page'],
});
