import { defineModule } from '../../platform/module.js';
import { authRoutes } from './auth.routes.js';

/** Sign-in, sessions, captcha and SMS codes. */
export const authModule = defineModule({
  name: 'auth',
  routes: [authRoutes],
});
