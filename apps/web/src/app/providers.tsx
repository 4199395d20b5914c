import { useEffect, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
// antd's ES modules (antd/locale/* are CommonJS and brought a second copy of the date-picker and
// pagination locales along); en_US is in antd's components already, es_ES loads when chosen.
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from 'antd/es/locale';
import { setUiApi, type UiApi } from '../api/ui-bridge';
import type { MessageInstance } from 'antd/es/message/interface';
import { LightProviders } from './light-providers';
import { LAYOUT, READABLE_STATUS, READABLE_TAG_TEXT, readableColor, TEXT_PLACEHOLDER, TEXT_TERTIARY } from './theme';
import { useSettings, type Lang } from './store/settings';
import { usePrefersReducedMotion } from './hooks/use-media';

const ANTD_LOCALES: Partial<Record<Lang, Locale>> = { zh: zhCN, en: enUS };

/** antd's texts in a language, loaded once (antd-scope.tsx waits for the chosen one before the first page). */
export async function loadAntdLocale(lang: Lang): Promise<void> {
  if (lang === 'es' && !ANTD_LOCALES.es) ANTD_LOCALES.es = (await import('antd/es/locale/es_ES')).default;
}

/** antd's texts in the chosen language; English meanwhile when Spanish is chosen and still loading. */
function useAntdLocale(lang: Lang): Locale {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!ANTD_LOCALES[lang]) void loadAntdLocale(lang).then(() => setLoaded((n) => n + 1), () => undefined);
  }, [lang]);
  return ANTD_LOCALES[lang] ?? enUS;
}

/**
 * The HTTP client's error toasts, one per text: the same failure reported by several queries, or
 * again on the next page, replaces its toast instead of piling up (with maxCount for the rest).
 */
export function keyedErrors(message: MessageInstance): UiApi['message'] {
  return {
    success: message.success, warning: message.warning, info: message.info,
    error: (content, duration, onClose) =>
      typeof content === 'string'
        ? message.open({
          type: 'error', content, key: `error:${content}`,
          duration: typeof duration === 'number' ? duration : undefined,
          onClose: typeof duration === 'function' ? duration : onClose,
        })
        : message.error(content, duration, onClose),
  };
}

/** Hands antd's context-aware message/modal to the non-React HTTP client. */
function AppBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => {
    setUiApi({ message: keyedErrors(message), modal });
    return () => setUiApi(null);
  }, [message, modal]);
  return null;
}

/**
 * antd's theme, locale and App (message/modal) around the pages that use antd. The sign-in page
 * is built without antd (issue 14: ≤ 200 KB gz of JavaScript), so this wrapper loads with the
 * first page that needs it (app/antd-scope.tsx), not with the app's entry.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const named = useSettings((s) => s.themeColor);
  const themeColor = readableColor(named);
  // hover: lighter than the colour, still 4.5:1
  const hoverColor = readableColor(named, 4.6);
  const size = useSettings((s) => s.size);
  const lang = useSettings((s) => s.lang);
  const reducedMotion = usePrefersReducedMotion();
  const antdLocale = useAntdLocale(lang);

  return (
    <ConfigProvider
      locale={antdLocale}
      componentSize={size}
      theme={{
        algorithm: antTheme.defaultAlgorithm,
        token: {
          motion: !reducedMotion,
          colorPrimary: themeColor,
          colorInfo: themeColor,
          colorLink: themeColor,
          colorPrimaryHover: hoverColor,
          colorLinkHover: hoverColor,
          colorTextTertiary: TEXT_TERTIARY,
          colorTextDescription: TEXT_TERTIARY,
          colorTextPlaceholder: TEXT_PLACEHOLDER,
          colorError: READABLE_STATUS.error,
          borderRadius: 6,
          fontFamily:
            "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
        },
        components: {
          Tooltip: { zIndexPopup: LAYOUT.tooltipZIndex },
          // status tags: readable text on their light tint (the icons and bars elsewhere keep antd's colours)
          Tag: { colorSuccess: READABLE_STATUS.success, colorWarning: READABLE_STATUS.warning, colorError: READABLE_STATUS.error, ...READABLE_TAG_TEXT },
        },
      }}
    >
      <AntApp message={{ maxCount: 3 }} notification={{ placement: 'bottomRight' }}>
        <AppBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

/** Everything a page needs: the light providers and antd's (tests and stand-alone dialogs). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LightProviders>
      <AntdProviders>{children}</AntdProviders>
    </LightProviders>
  );
}
