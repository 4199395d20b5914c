import { useSyncExternalStore } from 'react';
import { LAYOUT } from '../theme';

const query = `(max-width: ${LAYOUT.mobileBreakpoint - 0.02}px)`;

function subscribe(cb: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const mql = window.matchMedia(query);
  mql.addEventListener('change', cb);
  return () => mql.removeEventListener('change', cb);
}

function snapshot(): boolean {
  if (typeof window === 'undefined') return false;
  if (window.matchMedia) return window.matchMedia(query).matches;
  return window.innerWidth < LAYOUT.mobileBreakpoint;
}

/** Below 1024 px the device counts as mobile (spec §2.1). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
