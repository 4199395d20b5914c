import { defineModule } from '../../platform/module.js';
import { CONTENT_MENUS } from './content.seed.js';

/** Knowledge centre and content (知识中心): documents, knowledge, training videos, announcements. */
export const contentModule = defineModule({
  name: 'content',
  menus: CONTENT_MENUS,
});
