import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { createStore, useStore } from './create-store';

/*
 * Titles that a page knows only once it has loaded (an online form's name): its tab and the end of
 * its breadcrumb show them instead of the route's generic title (表单, 表单列表).
 */
const pageTitles = createStore<{ byPath: Record<string, string> }>({ byPath: {} });

/** The page at the current location is called `title` (nothing while it is still unknown). */
export function usePageTitle(title: string | null | undefined): void {
  const { pathname, search } = useLocation();
  const key = `${pathname}${search}`;
  useEffect(() => {
    if (!title) return;
    pageTitles.set((s) => ({ byPath: { ...s.byPath, [key]: title } }));
    return () => pageTitles.set((s) => {
      const { [key]: _gone, ...rest } = s.byPath;
      return { byPath: rest };
    });
  }, [key, title]);
}

export function usePageTitleOf(fullPath: string): string | undefined {
  return useStore(pageTitles, (s) => s.byPath[fullPath]);
}
