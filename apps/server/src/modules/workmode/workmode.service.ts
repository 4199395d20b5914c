import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  COMMON_USE_OPTION, DISPLAY_MODE, DISPLAY_MODE_KEY, HOME_FUNCTION_OPTION, STORAGE_KEYS, WORK_MODE_DEFAULTS,
  type DisplayMode, type WorkModeLayout, WORK_MODE_LEFT_NAV_MAX,
} from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { sysUser } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, unauthorized } from '../../platform/errors.js';
import type { UserConfigParser } from '../../platform/module.js';
import { visibleMenus } from '../system/index.js';

const COMMON_USE_VALUES = Object.values(COMMON_USE_OPTION).map((o) => o.value as number);
const HOME_FUNCTION_VALUES = Object.values(HOME_FUNCTION_OPTION).map((o) => o.value as number);
/** The left column is a short list of shortcuts, not a second menu tree. */
export const LEFT_NAV_MAX = WORK_MODE_LEFT_NAV_MAX;

const ZMenuId = z.string().min(1).max(64);

export const ZWorkModeLayout = z.object({
  commonUse: z.number().int().refine((v) => COMMON_USE_VALUES.includes(v), '常用功能显示方式不正确'),
  mainFunciton: z.array(z.number().int().refine((v) => HOME_FUNCTION_VALUES.includes(v), '首页功能不正确')).max(HOME_FUNCTION_VALUES.length),
  showcheckedList: z.boolean(),
  checkedList: z.array(z.number().int()).max(50),
  leftNav: z.array(ZMenuId).max(LEFT_NAV_MAX, `左侧栏最多选择${LEFT_NAV_MAX}个菜单`),
  showleftNav: z.boolean(),
}).partial();


export interface WorkMenuItem {
  id: string;
  name: string;
  fullName: string;
  url: string | null;
  href: string | null;
  openType: number;
  permission: string | null;
  icon: string | null;
}

export interface WorkMode {
  mode: DisplayMode;
  layout: WorkModeLayout;
}

function defaults(): WorkModeLayout {
  return {
    commonUse: WORK_MODE_DEFAULTS.commonUse,
    mainFunciton: [...WORK_MODE_DEFAULTS.mainFunciton],
    showcheckedList: WORK_MODE_DEFAULTS.showcheckedList,
    checkedList: [...WORK_MODE_DEFAULTS.checkedList],
    leftNav: [...WORK_MODE_DEFAULTS.leftNav],
    showleftNav: WORK_MODE_DEFAULTS.showleftNav,
  };
}

/** A stored layout merged over the spec's defaults; anything unreadable falls back to them. */
function readLayout(stored: unknown): WorkModeLayout {
  const parsed = ZWorkModeLayout.safeParse(stored);
  const base = defaults();
  if (!parsed.success) return base;
  const v = parsed.data;
  return {
    ...base,
    ...v,
    mainFunciton: [...new Set(v.mainFunciton ?? base.mainFunciton)].sort((a, b) => a - b),
    leftNav: [...new Set(v.leftNav ?? base.leftNav)],
  };
}

async function userConfig(tx: Db, s: SessionInfo): Promise<Record<string, unknown>> {
  const [row] = await tx.select({ config: sysUser.config }).from(sysUser).where(eq(sysUser.id, s.userId));
  if (!row) throw unauthorized();
  return (row.config ?? {}) as Record<string, unknown>;
}

/** GET /a/bd/workMode/getWorkMode: the display mode and the layout, defaults filled in. */
export async function getWorkMode(tx: Db, s: SessionInfo): Promise<WorkMode> {
  const config = await userConfig(tx, s);
  const mode = config[DISPLAY_MODE_KEY] === DISPLAY_MODE.WORK ? DISPLAY_MODE.WORK : DISPLAY_MODE.NORMAL;
  return { mode, layout: readLayout(config[STORAGE_KEYS.WORK_MODE_LAYOUT]) };
}

/**
 * POST /a/bd/workMode/workMenu: the menus behind the given ids, in the order given, restricted to
 * menus the caller may open (a menu taken away from the user's roles silently drops out of the
 * left column instead of leaking its name).
 */
export async function workMenus(tx: Db, s: SessionInfo, ids: string[]): Promise<WorkMenuItem[]> {
  if (ids.length === 0) return [];
  const visible = new Map((await visibleMenus(tx, s))
    .filter((m) => m.type === 'Menu' && !m.hidden && (m.url || m.href))
    .map((m) => [m.id, m]));
  const out: WorkMenuItem[] = [];
  for (const id of new Set(ids)) {
    const m = visible.get(id);
    if (!m) continue;
    out.push({ id: m.id, name: m.name, fullName: m.fullName ?? m.name, url: m.url, href: m.href, openType: m.openType, permission: m.permission, icon: m.icon });
  }
  return out;
}

// The layout is validated when saved through the generic user config calls: a shape the shell
// cannot read is refused, the left column only takes menus the user can open, and nothing is
// written while the user is in normal mode (spec 1 §4).
/** User config keys this module owns (its manifest's userConfigKeys). */
export const workModeConfigKeys: Record<string, UserConfigParser> = {
  [STORAGE_KEYS.WORK_MODE_LAYOUT]: async (tx, s, value) => {
  const parsed = ZWorkModeLayout.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '工作模式布局不正确');
  const current = await getWorkMode(tx, s);
  if (current.mode !== DISPLAY_MODE.WORK) throw badRequest('常规模式下不保存工作模式布局，请先切换到工作模式');
  const next = { ...current.layout, ...parsed.data };
  const leftNav = [...new Set(next.leftNav)];
  const known = new Set((await workMenus(tx, s, leftNav)).map((m) => m.id));
  if (leftNav.some((id) => !known.has(id))) throw badRequest('左侧栏包含不存在或无权访问的菜单');
  return { ...next, leftNav, mainFunciton: [...new Set(next.mainFunciton)].sort((a, b) => a - b) };
  },
  [DISPLAY_MODE_KEY]: async (_tx, _s, value) => {
    if (value !== DISPLAY_MODE.NORMAL && value !== DISPLAY_MODE.WORK) throw badRequest('显示模式不正确');
    return value;
  },
};
