import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  ClusterOutlined,
  ContainerOutlined,
  CopyOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  DollarOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  FundOutlined,
  GlobalOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  LayoutOutlined,
  LineChartOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  PieChartOutlined,
  PlusCircleOutlined,
  ProfileOutlined,
  ProjectOutlined,
  ReadOutlined,
  RedEnvelopeOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SearchOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuNode } from '../api/types';

/** Menu permission that opens the start-flow dialog instead of a route (spec §2.7). */
export const START_FLOW_PERMISSION = 'home:start:flow';
export const SYSTEM_PERMISSION = 'system';

const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  dashboard: <DashboardOutlined />,
  appstore: <AppstoreOutlined />,
  setting: <SettingOutlined />,
  system: <SettingOutlined />,
  user: <UserOutlined />,
  team: <TeamOutlined />,
  apartment: <ApartmentOutlined />,
  dept: <ApartmentOutlined />,
  contract: <FileTextOutlined />,
  file: <FileTextOutlined />,
  filetext: <FileTextOutlined />,
  filedone: <FileDoneOutlined />,
  filesearch: <FileSearchOutlined />,
  folder: <FolderOpenOutlined />,
  folderopen: <FolderOpenOutlined />,
  audit: <AuditOutlined />,
  flow: <ClusterOutlined />,
  cluster: <ClusterOutlined />,
  project: <ProjectOutlined />,
  finance: <AccountBookOutlined />,
  accountbook: <AccountBookOutlined />,
  money: <MoneyCollectOutlined />,
  moneycollect: <MoneyCollectOutlined />,
  dollar: <DollarOutlined />,
  bank: <BankOutlined />,
  chart: <BarChartOutlined />,
  barchart: <BarChartOutlined />,
  linechart: <LineChartOutlined />,
  piechart: <PieChartOutlined />,
  fund: <FundOutlined />,
  report: <PieChartOutlined />,
  bell: <BellOutlined />,
  notice: <NotificationOutlined />,
  notification: <NotificationOutlined />,
  message: <BellOutlined />,
  book: <BookOutlined />,
  read: <ReadOutlined />,
  knowledge: <ReadOutlined />,
  calendar: <CalendarOutlined />,
  schedule: <ScheduleOutlined />,
  check: <CheckSquareOutlined />,
  checksquare: <CheckSquareOutlined />,
  quality: <SafetyCertificateOutlined />,
  safety: <SafetyCertificateOutlined />,
  safetycertificate: <SafetyCertificateOutlined />,
  supervise: <SolutionOutlined />,
  solution: <SolutionOutlined />,
  container: <ContainerOutlined />,
  database: <DatabaseOutlined />,
  basedata: <DatabaseOutlined />,
  profile: <ProfileOutlined />,
  idcard: <IdcardOutlined />,
  personnel: <IdcardOutlined />,
  shop: <ShopOutlined />,
  tool: <ToolOutlined />,
  global: <GlobalOutlined />,
  website: <GlobalOutlined />,
  link: <GlobalOutlined />,
  administration: <ShopOutlined />,
  desktop: <DesktopOutlined />,
  pluscircle: <PlusCircleOutlined />,
  plus: <PlusCircleOutlined />,
  clockcircle: <ClockCircleOutlined />,
  clock: <ClockCircleOutlined />,
  form: <FormOutlined />,
  copy: <CopyOutlined />,
  star: <StarOutlined />,
  search: <SearchOutlined />,
  layout: <LayoutOutlined />,
  fileprotect: <FileProtectOutlined />,
  rise: <RiseOutlined />,
  market: <RiseOutlined />,
  redenvelope: <RedEnvelopeOutlined />,
  bonus: <RedEnvelopeOutlined />,
  history: <HistoryOutlined />,
  tracks: <HistoryOutlined />,
};

/** Icon from a menu's icon name ("HomeOutlined", "home", "el-icon-home", ...); a neutral icon otherwise. */
export function menuIcon(name: string | null | undefined, fallback = true): ReactNode {
  if (name) {
    const key = name
      .replace(/^(el-icon-|icon-|anticon-)/i, '')
      .replace(/(Outlined|Filled|TwoTone)$/, '')
      .replace(/[-_\s]/g, '')
      .toLowerCase();
    if (ICONS[key]) return ICONS[key];
  }
  return fallback ? <AppstoreOutlined /> : null;
}

/** '/a/b/' | 'a/b' → '/a/b'; external links and empty values give null. */
export function normalisePath(url: string | null | undefined): string | null {
  if (!url) return null;
  const u = url.trim();
  if (!u || u === '#') return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(u)) return null;
  const withSlash = u.startsWith('/') ? u : `/${u}`;
  const [path] = withSlash.split(/[?#]/);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function menuTarget(node: MenuNode): string | null {
  return node.url || node.href || null;
}

export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Visible nodes only (buttons are permissions, not navigation), sorted. */
export function visibleMenu(nodes: MenuNode[] | undefined): MenuNode[] {
  return (nodes ?? [])
    .filter((n) => n.type !== 'Button')
    .slice()
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((n) => ({ ...n, children: visibleMenu(n.children) }));
}

export interface MenuHit {
  node: MenuNode;
  /** ancestors from the root, excluding the node */
  ancestors: MenuNode[];
}

/** The menu node whose url matches the path best (exact, else the longest prefix). */
export function findMenuByPath(nodes: MenuNode[] | undefined, pathname: string): MenuHit | null {
  let best: MenuHit | null = null;
  let bestLen = -1;
  const walk = (list: MenuNode[], ancestors: MenuNode[]) => {
    for (const n of list) {
      const p = normalisePath(menuTarget(n));
      if (p && p !== '/' && (pathname === p || pathname.startsWith(`${p}/`)) && p.length > bestLen) {
        best = { node: n, ancestors };
        bestLen = p.length;
      }
      if (n.children?.length) walk(n.children, [...ancestors, n]);
    }
  };
  walk(nodes ?? [], []);
  return best;
}

export function findMenu(nodes: MenuNode[] | undefined, predicate: (n: MenuNode) => boolean): MenuNode | null {
  for (const n of nodes ?? []) {
    if (predicate(n)) return n;
    const hit = findMenu(n.children, predicate);
    if (hit) return hit;
  }
  return null;
}
