import { lazy, Suspense, useState, type ComponentType } from 'react';
import { PageLoading } from '../components/PageLoading';
import { areaTextsReady } from '../locales/i18n';

export interface LazyOptions {
  /**
   * Load the areas' texts (locales/zh-areas.ts) with the code: every area's page and dialog does.
   * false for what the sign-in pages, the shell and the home page show, whose texts the entry
   * and the shell's bundle hold (issue 14: home ≤ 400 KB gz).
   */
  areaTexts?: boolean;
}

/** A component's code (with the areas' texts, see LazyOptions); a failed fetch (a flaky network, or a release that replaced the files) is tried once more. */
function loader<P>(load: () => Promise<ComponentType<P>>, { areaTexts = true }: LazyOptions) {
  const once = () => (areaTexts ? Promise.all([load(), areaTextsReady()]).then(([c]) => c) : load());
  const retry = () => new Promise<ComponentType<P>>((resolve, reject) => setTimeout(() => once().then(resolve, reject), 800));
  return lazy(async () => ({ default: await once().catch(retry) }));
}

/**
 * A page loaded on first use. The lazy component is made once per page (not per render, which
 * would remount the page and lose its state); a failed chunk fetch is retried once before the
 * error page shows.
 * Module manifests use it for their pages; it lives in app/ so no module imports another's routes.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyOptions = {}): ComponentType<P> {
  const Lazy = loader(load, options);
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * A dialog or drawer whose code loads the first time it opens, not with the page that holds it
 * (issue 14: the shell's profile, settings and start-flow dialogs kept antd's Form, Table, Tree
 * and Select on the home page). `useOpen` tells from the props (or a store) whether it is open.
 * Until then nothing renders; once loaded it stays mounted, so it closes with its animation and
 * keeps its state as before.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  useOpen: (props: P) => boolean,
  options: LazyOptions = {},
): ComponentType<P> {
  const Lazy = loader(load, options);
  return function LazyDialog(props: P) {
    const open = useOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
