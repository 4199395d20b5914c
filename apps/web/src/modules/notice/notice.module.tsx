import { defineWebModule, routeHandle as h } from '../../app/module';
import { MessagePage } from './pages/MessagePage';

export const noticeModule = defineWebModule({
  name: 'notice',
  mount: { 'main-page': [{ path: 'messagePage', element: <MessagePage />, handle: h({ title: 'route.messagePage' }) }] },
});
