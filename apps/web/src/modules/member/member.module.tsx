import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const Club = lazyPage(() => import('./MemberClubPage').then((m) => m.MemberClubPage));
const Levels = lazyPage(() => import('./MemberLevelPage').then((m) => m.MemberLevelPage));
const Roles = lazyPage(() => import('./MemberRolePage').then((m) => m.MemberRolePage));
const Content = lazyPage(() => import('./MemberContentPage').then((m) => m.MemberContentPage));

/** Members (spec 3 §2 club, saas-user-grade, saas-user-role) and the members' own content page. Registration is a sign-in page (modules/login). */
export const memberModule = defineWebModule({
  name: 'member',
  mount: {
    'sys-manager': [
      { path: 'club', element: <Club />, handle: h({ title: 'member.route.club' }) },
      { path: 'saas-user-grade', element: <Levels />, handle: h({ title: 'member.route.level' }) },
      { path: 'saas-user-role', element: <Roles />, handle: h({ title: 'member.route.role' }) },
    ],
    'main-page': [{ path: 'member-content', element: <Content />, handle: h({ title: 'member.route.content' }) }],
  },
});
