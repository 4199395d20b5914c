// @vitest-environment jsdom
import '../../test/setup';
import { afterEach, describe, expect, it } from 'vitest';
import { GOOD_EXIT_KEY, HEARTBEAT_KEY, startCrashDetector } from '../crash-detector';
import { clearErrorLog, errorLogStore } from '../error-log';

describe('crash detector (spec §4)', () => {
  afterEach(() => {
    localStorage.clear();
    clearErrorLog();
  });

  it('marks pending on load and true before unload', () => {
    const h = startCrashDetector(localStorage);
    expect(localStorage.getItem(GOOD_EXIT_KEY)).toBe('pending');
    expect(Number(localStorage.getItem(HEARTBEAT_KEY))).toBeGreaterThan(0);
    window.dispatchEvent(new Event('beforeunload'));
    expect(localStorage.getItem(GOOD_EXIT_KEY)).toBe('true');
    h.stop();
    expect(errorLogStore.get().entries).toHaveLength(0);
  });

  it('logs the previous session when its marker was still pending', () => {
    localStorage.setItem(GOOD_EXIT_KEY, 'pending');
    localStorage.setItem(HEARTBEAT_KEY, String(Date.now() - 60_000));
    const h = startCrashDetector(localStorage);
    h.stop();
    expect(h.previousCrashed).toBe(true);
    expect(errorLogStore.get().entries[0].info).toContain('crash-detector');
  });
});
