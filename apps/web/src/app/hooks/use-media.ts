import { useSyncExternalStore } from 'react';
import { LAYOUT } from '../theme';

/** A media query as a React value, following the window as it resizes. */
function useMedia(query: string, fallback: () => boolean): boolean {
  return useSyncExternalStore(
    (cb) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const mql = window.matchMedia(query);
      mql.addEventListener('change', cb);
      return () => mql.removeEventListener('change', cb);
    },
    () => {
      if (typeof window === 'undefined') return false;
      return window.matchMedia ? window.matchMedia(query).matches : fallback();
    },
    () => false,
  );
}

/** Below 1024 px the device counts as mobile (spec §2.1): the navigation becomes a drawer. */
export function useIsMobile(): boolean {
  return useMedia(`(max-width: ${LAYOUT.mobileBreakpoint - 0.02}px)`, () => window.innerWidth < LAYOUT.mobileBreakpoint);
}

/**
 * Below antd's `md` breakpoint (768 px) the device is a phone: a compact header, lists that scroll
 * sideways with no frozen columns, forms in one column.
 */
export function useIsPhone(): boolean {
  return useMedia(`(max-width: ${LAYOUT.phoneBreakpoint - 0.02}px)`, () => window.innerWidth < LAYOUT.phoneBreakpoint);
}

/**
 * The user asked the system for less motion (WCAG 2.3.3): antd's zoom, slide and fade
 * animations are turned off. Browser journeys run with it too, so a click never lands on a
 * dialog that is still zooming in.
 */
export function usePrefersReducedMotion(): boolean {
  return useMedia('(prefers-reduced-motion: reduce)', () => false);
}
