import { DURATION, LAYOUT as SHARED_LAYOUT, THEME_COLORS as SHARED_THEME_COLORS } from '@ecms/shared';

/** i18n keys (theme.colors.*) for the 8 named theme colours, in the shared order. */
const COLOR_KEYS = ['daybreak', 'dust', 'volcano', 'sunset', 'cyan', 'green', 'geekblue', 'purple'] as const;

/** The 8 named theme colours (spec §3); the default is 拂晓蓝 #097fd6. */
export const THEME_COLORS = SHARED_THEME_COLORS.map((c, i) => ({
  key: COLOR_KEYS[i] ?? `c${i}`,
  name: c.name,
  value: c.value,
}));

export const DEFAULT_THEME_COLOR = SHARED_THEME_COLORS[0].value;

/** Layout constants (spec §9). */
export const LAYOUT = {
  headerHeight: SHARED_LAYOUT.HEADER_HEIGHT,
  tabsHeight: 40,
  navWidthWide: SHARED_LAYOUT.LEFT_NAV_WIDTH_WIDE,
  navWidthNarrow: SHARED_LAYOUT.LEFT_NAV_WIDTH_NARROW,
  mobileBreakpoint: SHARED_LAYOUT.MOBILE_BREAKPOINT,
  contextMenuWidth: SHARED_LAYOUT.CONTEXT_MENU_WIDTH,
  badgeOverflow: SHARED_LAYOUT.BADGE_OVERFLOW,
  tooltipZIndex: SHARED_LAYOUT.TOOLTIP_Z_INDEX,
  subMenuCloseDelay: DURATION.SUBMENU_HOVER_CLOSE_S,
} as const;
