import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '../components/PageLoading';

/**
 * A page loaded on first use. The lazy component is made once per page (not per render, which
 * would remount the page and lose its state); a failed chunk fetch (a flaky network, or a
 * release that replaced the files) is retried once before the error page shows.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const retry = () => new Promise<ComponentType<P>>((resolve, reject) => setTimeout(() => load().then(resolve, reject), 800));
  const Lazy = lazy(async () => ({ default: await load().catch(retry) }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
