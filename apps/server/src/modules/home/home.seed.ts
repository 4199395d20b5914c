import type { MenuSeed } from '../../platform/module.js';
import { group, leaf } from '../../platform/seed-builders.js';

/*
 * Seeded rows of the work bench area, declared by home.module.ts: inserted when absent
 * (menus by key, dictionary items by value, parameters by key), never overwriting an administrator's edits.
 */

// ---------------------------------------------------------------------------
// 工作台 (home / work bench) — spec 1 §2.3, §2.5, §2.6, §2.7
// ---------------------------------------------------------------------------

const HOME: MenuSeed = group('home', '工作台', [
  leaf('home.index', '首页', '/main-page', 'home:index', { icon: 'DesktopOutlined' }),
  {
    key: 'home.startFlow',
    name: '发起流程',
    fullName: '发起流程（全部流程 / 我的收藏）',
    type: 'Menu',
    permission: 'home:start:flow',
    icon: 'PlusCircleOutlined',
  },
  leaf('home.todo', '待办', '/main-page/toDoAll', 'home:todo', { fullName: '待办事项', icon: 'ClockCircleOutlined' }),
  leaf('home.done', '已办', '/main-page/haveDoneAll', 'home:done', { fullName: '已办事项', icon: 'CheckSquareOutlined' }),
  leaf('home.apply', '我的申请', '/main-page/myApplicationAll', 'home:apply', { icon: 'FormOutlined' }),
  leaf('home.myBusiness', '我的业务', '/main-page/my-business-all', 'home:myBusiness', { icon: 'SolutionOutlined' }),
  leaf('home.copy', '抄送我的', '/main-page/copy-all-list', 'home:copy', { icon: 'CopyOutlined' }),
  leaf('home.finish', '办结', '/main-page/finish', 'home:finish', { fullName: '办结事项', icon: 'FileDoneOutlined' }),
  leaf('home.focus', '我的关注', '/main-page/my-focus-all', 'home:focus', { icon: 'StarOutlined' }),
  leaf('home.message', '消息提醒', '/main-page/messagePage', 'home:message', { icon: 'BellOutlined' }),
  leaf('home.tracks', '我的足迹', '/main-page/myTracks', 'home:tracks', { icon: 'HistoryOutlined' }),
  leaf('home.search', '全局搜索', '/global-search', 'home:search', { icon: 'SearchOutlined' }),
  leaf('home.personInfo', '个人信息', '/main-page/personInfo', 'home:personInfo', { icon: 'UserOutlined', hidden: true }),
  leaf('home.workMode', '工作模式', '/window-management', 'home:workMode', {
    fullName: '工作模式管理（左侧栏 / 常规模式 / 工作模式）',
    icon: 'LayoutOutlined',
  }),
  leaf('home.website', '官方网站', '/static/official-websites-page', 'home:website', { openType: 3, icon: 'GlobalOutlined' }),
], { permission: 'home', icon: 'HomeOutlined' });

// ---------------------------------------------------------------------------
// 产业页面 — spec 1 §6: permission frontend:industrial:page gates the link
// ---------------------------------------------------------------------------

const INDUSTRIAL: MenuSeed = {
  key: 'industrial',
  name: '产业页面',
  fullName: '产业互联网页面',
  url: '/industrial-page',
  type: 'Menu',
  permission: 'frontend:industrial:page',
  icon: 'AppstoreOutlined',
};

/** Work bench in the navigation (top-level entries carry their place). */
export const HOME_MENUS: MenuSeed[] = [
  { ...HOME, sort: 10 },
  { ...INDUSTRIAL, sort: 170 },
];
