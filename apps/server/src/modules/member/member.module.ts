import { defineModule } from '../../platform/module.js';
import { memberRoutes } from './member.routes.js';
import { MEMBER_MENUS } from './member.seed.js';
import { memberExpiryJob } from './reminders.js';

/** Members (会员): registration, levels with their rights, the member list, invoice details. Admin menus: system.member (system.seed.ts). */
export const memberModule = defineModule({
  name: 'member',
  routes: [memberRoutes],
  menus: MEMBER_MENUS,
  // Membership expiry reminders (a platform message before the period ends).
  jobs: [() => memberExpiryJob()],
});
