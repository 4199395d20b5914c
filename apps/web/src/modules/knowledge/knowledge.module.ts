import { defineWebModule } from '../../app/module';

/** Knowledge centre (spec 1 §2.3): documents, knowledge, training videos, notices. Not built yet. */
export const knowledgeModule = defineWebModule({
  name: 'knowledge',
  planned: [
    '/main-page/document-management',
    '/main-page/knowledge-exhibition',
    '/main-page/knowledge-manage',
    '/main-page/training-video',
    '/main-page/content-list',
  ],
});
