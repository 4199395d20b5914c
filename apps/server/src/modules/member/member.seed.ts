import type { MenuSeed } from '../../platform/module.js';
import { group, leaf } from '../../platform/seed-builders.js';

/*
 * The members' own pages. Members hold the seeded role `member` (db/seed/data/roles.ts: the
 * `member:` menus only) plus the roles linked to their level; staff pages are not theirs.
 */
const MEMBER_CENTRE: MenuSeed = group('member', '会员中心', [
  leaf('member.content', '会员内容', '/main-page/member-content', 'member:content'),
], { permission: 'member', icon: 'CrownOutlined' });

export const MEMBER_MENUS: MenuSeed[] = [
  { ...MEMBER_CENTRE, sort: 15 },
];
