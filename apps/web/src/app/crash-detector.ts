import dayjs from 'dayjs';
import { logError } from './error-log';

/**
 * Crash detector (spec §4): the good-exit marker is set to pending on load, a timestamp is
 * stored every second, and the marker becomes true before unload. If, on load, the previous
 * marker is still pending, the previous session ended abnormally; that is logged.
 */
export const GOOD_EXIT_KEY = 'ecms_good_exit';
export const HEARTBEAT_KEY = 'ecms_heartbeat';
export const HEARTBEAT_INTERVAL = 1000;

export interface CrashDetectorHandle {
  previousCrashed: boolean;
  stop: () => void;
}

export function startCrashDetector(storage: Storage = localStorage): CrashDetectorHandle {
  let previousCrashed = false;
  try {
    const marker = storage.getItem(GOOD_EXIT_KEY);
    const last = Number(storage.getItem(HEARTBEAT_KEY));
    // a fresh heartbeat means another browser tab of the app is alive, not a crash
    const otherTabAlive = last > 0 && Date.now() - last < HEARTBEAT_INTERVAL * 2.5;
    if (marker === 'pending' && !otherTabAlive) {
      previousCrashed = true;
      logError({
        message: 'Previous session did not exit normally (crash or forced close)',
        info: `crash-detector; last heartbeat ${last ? dayjs(last).format('YYYY-MM-DD HH:mm:ss') : 'unknown'}`,
        url: window.location.href,
      });
    }
    storage.setItem(GOOD_EXIT_KEY, 'pending');
    storage.setItem(HEARTBEAT_KEY, String(Date.now()));
  } catch {
    return { previousCrashed, stop: () => undefined };
  }
  const timer = window.setInterval(() => {
    try {
      storage.setItem(HEARTBEAT_KEY, String(Date.now()));
    } catch {
      /* ignore */
    }
  }, HEARTBEAT_INTERVAL);
  const onUnload = () => {
    try {
      storage.setItem(GOOD_EXIT_KEY, 'true');
    } catch {
      /* ignore */
    }
  };
  window.addEventListener('beforeunload', onUnload);
  window.addEventListener('pagehide', onUnload);
  return {
    previousCrashed,
    stop: () => {
      window.clearInterval(timer);
      window.removeEventListener('beforeunload', onUnload);
      window.removeEventListener('pagehide', onUnload);
    },
  };
}
