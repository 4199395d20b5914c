import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const Documents = lazyPage(() => import('./DocumentWorkbench').then((m) => m.DocumentManagementPage));
const Knowledge = lazyPage(() => import('./DocumentWorkbench').then((m) => m.KnowledgeManagePage));
const Exhibition = lazyPage(() => import('./KnowledgeExhibitionPage').then((m) => m.KnowledgeExhibitionPage));
const Training = lazyPage(() => import('./TrainingVideoPage').then((m) => m.TrainingVideoPage));
const News = lazyPage(() => import('./ContentListPage').then((m) => m.ContentListPage));

/** Knowledge centre (spec 1 §2.3): documents, knowledge (manage and read), training courses, notices and news. */
export const knowledgeModule = defineWebModule({
  name: 'knowledge',
  mount: {
    'main-page': [
      { path: 'document-management', element: <Documents />, handle: h({ title: 'knowledge.route.document' }) },
      { path: 'knowledge-exhibition', element: <Exhibition />, handle: h({ title: 'knowledge.route.exhibition' }) },
      { path: 'knowledge-manage', element: <Knowledge />, handle: h({ title: 'knowledge.route.manage' }) },
      { path: 'training-video', element: <Training />, handle: h({ title: 'knowledge.route.video' }) },
      { path: 'content-list', element: <News />, handle: h({ title: 'knowledge.route.content' }) },
    ],
  },
});
