import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const MessagePage = lazyPage(() => import('./pages/MessagePage').then((m) => m.MessagePage));

export const noticeModule = defineWebModule({
  name: 'notice',
  mount: { 'main-page': [{ path: 'messagePage', element: <MessagePage />, handle: h({ title: 'route.messagePage' }) }] },
});
