import { defineModule } from '../../platform/module.js';
import { knowledgeDemoStep } from './content-demo.js';
import { CONTENT_MENUS } from './content.seed.js';
import { knowledgeRoutes } from './knowledge.routes.js';
import { canAttachDocument, canSeeDocument } from './knowledge.service.js';
import { knowledgeSearchTypes } from './search-type.js';
import { canAttachCourse, canSeeCourse } from './training.service.js';

/** Knowledge centre and content (知识中心): documents, knowledge, training courses, notices. See README.md. */
export const contentModule = defineModule({
  name: 'content',
  routes: [knowledgeRoutes],
  menus: CONTENT_MENUS,
  searchTypes: knowledgeSearchTypes,
  // Attachments of documents / knowledge follow who may read them; course materials who may see the course.
  fileAccess: { knowledge: canSeeDocument, training: canSeeCourse },
  fileAttach: { knowledge: canAttachDocument, training: canAttachCourse },
  // Categories, documents and courses with a video when demo data is on (ECMS_DEMO_KNOWLEDGE).
  demoSteps: [knowledgeDemoStep],
});
