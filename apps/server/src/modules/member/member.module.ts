import { defineModule } from '../../platform/module.js';
import { memberRoutes } from './member.routes.js';
import { MEMBER_MENUS } from './member.seed.js';

/** Members (会员): registration, levels with their rights, the member list, invoice details. Admin menus: system.member (system.seed.ts). */
export const memberModule = defineModule({
  name: 'member',
  routes: [memberRoutes],
  menus: MEMBER_MENUS,
});
