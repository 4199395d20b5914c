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
  /** the navigation drawer below 1024 px (at most 86% of a phone's width, see global.css) */
  navDrawerWidth: 300,
  mobileBreakpoint: SHARED_LAYOUT.MOBILE_BREAKPOINT,
  /** antd's `md`: narrower is a phone (one-column forms, compact header) */
  phoneBreakpoint: 768,
  contextMenuWidth: SHARED_LAYOUT.CONTEXT_MENU_WIDTH,
  badgeOverflow: SHARED_LAYOUT.BADGE_OVERFLOW,
  tooltipZIndex: SHARED_LAYOUT.TOOLTIP_Z_INDEX,
  subMenuCloseDelay: DURATION.SUBMENU_HOVER_CLOSE_S,
} as const;

// ---- WCAG AA contrast (issue 15) ---------------------------------------------------------------
// The named theme colours are light enough that white text on them, or they as text on white,
// fall short of 4.5:1 (拂晓蓝 #097fd6: 4.18:1). The UI uses each colour darkened, same hue and
// saturation, until it reaches the ratio; the settings keep showing and storing the named colour.

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function rgbToHsl([r, g, b]: [number, number, number]): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h / 6, s, l];
}

function hslToHex([h, s, l]: [number, number, number]): string {
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/**
 * The colour darkened (lightness only) until text in it on white, and white text on it, reach
 * `ratio`. 5.2 rather than 4.5 leaves room for the light tints put behind selected items
 * (拂晓蓝 #097fd6 becomes #086fbb).
 */
export function readableColor(hex: string, ratio = 5.2): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  const normal = `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  if (contrast(normal, '#ffffff') >= ratio) return normal;
  const [h, s, l] = rgbToHsl(rgb);
  for (let light = l; light > 0; light -= 0.005) {
    const candidate = hslToHex([h, s, light]);
    if (contrast(candidate, '#ffffff') >= ratio) return candidate;
  }
  return '#000000';
}

/** Secondary and description texts: rgba(0,0,0,.6) keeps 4.5:1 on white and on the grey page background. */
export const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.6)';
/** Select placeholders are text axe measures too: 4.7:1 on white, still lighter than a value. */
export const TEXT_PLACEHOLDER = 'rgba(0, 0, 0, 0.55)';

/**
 * Status colours as text (danger buttons, error messages, status tags on their tinted
 * backgrounds): antd's palette one or two steps darker, 4.5:1 or more on white and on the tint.
 */
export const READABLE_STATUS = {
  error: '#cf1322', // red-7
  success: '#237804', // green-8
  warning: '#ad4e00', // orange-8
} as const;

/** Preset colour tags (`<Tag color="orange">`) write their text in the colour's step 7; these steps are too light for 4.5:1 on the tag's tint. */
export const READABLE_TAG_TEXT = {
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
} as const;
