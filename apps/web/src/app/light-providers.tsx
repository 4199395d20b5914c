import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../locales/i18n';
import { queryClient } from './query-client';
import { readableColor } from './theme';
import { applyColorWeak, useSettings } from './store/settings';

/**
 * The providers every page needs, without antd: queries, texts, the theme colour as a CSS
 * variable (the sign-in page's plain CSS reads it) and the colour-weak mode. antd's providers
 * load with the first page that uses antd (AntdProviders in providers.tsx).
 */
export function LightProviders({ children }: { children: ReactNode }) {
  // The named colour darkened to WCAG AA (4.5:1 for white on it and it on white), same hue.
  const themeColor = readableColor(useSettings((s) => s.themeColor));
  const colorWeak = useSettings((s) => s.colorWeak);
  useEffect(() => applyColorWeak(colorWeak), [colorWeak]);
  useEffect(() => {
    document.documentElement.style.setProperty('--ecms-primary', themeColor);
  }, [themeColor]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
