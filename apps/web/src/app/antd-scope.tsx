import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { shellTextsReady } from '../locales/i18n';
import { settingsStore } from './store/settings';
import { antdShellStylesReady } from './antd-shell-css';

// antd's providers, with the shell's texts, load with the first page that uses antd, not with the
// sign-in page (issue 14). The areas' texts load with their pages (lazy-page.tsx). antd's
// prebuilt styles of the shell and home load beside them (antd-shell-css.ts, issue 15).
const AntdProviders = lazy(async () => {
  const [m] = await Promise.all([import('./providers'), shellTextsReady(), antdShellStylesReady()]);
  await m.loadAntdLocale(settingsStore.get().lang).catch(() => undefined);
  return { default: m.AntdProviders };
});

/** antd's theme and App around its children, loaded on first use; `fallback` shows meanwhile. */
export function AntdScope({ children, fallback = <PageLoading /> }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}

/** Layout route: every page under it is inside antd's providers. */
export function AntdLayout() {
  return (
    <AntdScope fallback={<PageLoading fullscreen />}>
      <Outlet />
    </AntdScope>
  );
}
