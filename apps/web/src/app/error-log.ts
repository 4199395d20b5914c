import { createStore, useStore } from './store/create-store';

/** Front-end error log (spec §2.7): message, info, url, stack. */
export interface ErrorLogEntry {
  id: number;
  time: number;
  message: string;
  info: string;
  url: string;
  stack: string;
}

const MAX = 100;
let seq = 0;

export const errorLogStore = createStore<{ entries: ErrorLogEntry[] }>({ entries: [] });

export function useErrorLog(): ErrorLogEntry[] {
  return useStore(errorLogStore, (s) => s.entries);
}

export function logError(entry: Partial<Omit<ErrorLogEntry, 'id' | 'time'>>): void {
  const item: ErrorLogEntry = {
    id: ++seq,
    time: Date.now(),
    message: entry.message || 'Unknown error',
    info: entry.info ?? '',
    url: entry.url ?? (typeof window !== 'undefined' ? window.location.href : ''),
    stack: entry.stack ?? '',
  };
  errorLogStore.set((s) => ({ entries: [item, ...s.entries].slice(0, MAX) }));
}

export function clearErrorLog(): void {
  errorLogStore.set({ entries: [] });
}

let installed = false;

/** window.onerror and unhandledrejection are captured into the log. */
export function installErrorCapture(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('error', (ev: ErrorEvent) => {
    // resource load errors have no message; skip those
    if (!ev.message) return;
    logError({
      message: ev.message,
      info: ev.filename ? `${ev.filename}:${ev.lineno}:${ev.colno}` : 'window.onerror',
      stack: ev.error instanceof Error ? (ev.error.stack ?? '') : '',
    });
  });
  window.addEventListener('unhandledrejection', (ev: PromiseRejectionEvent) => {
    const reason: unknown = ev.reason;
    // HTTP errors were already shown to the user by the client
    if (reason instanceof Error && reason.name === 'HttpError') return;
    logError({
      message: reason instanceof Error ? reason.message : String(reason),
      info: 'unhandledrejection',
      stack: reason instanceof Error ? (reason.stack ?? '') : '',
    });
  });
}
