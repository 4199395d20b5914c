import { tooManyRequests } from './errors.js';

/** The answer past the limit. */
export const PROBE_TOO_OFTEN = '查询过于频繁，请稍后再试';

/**
 * A fixed-window counter per client address for anonymous calls that reveal whether something
 * exists (is this phone registered?): without it anyone could walk the phone numbers of a company.
 * In memory, per process: the product runs one process per data folder (a second one is refused),
 * so the count is exact; a restart forgets it, which costs an attacker one window at most.
 * The map is bounded: past `maxKeys` addresses the oldest windows are dropped first.
 */
export class ProbeLimiter {
  private readonly windows = new Map<string, { start: number; n: number }>();

  constructor(private readonly perWindow: number, private readonly windowMs = 60_000, private readonly maxKeys = 50_000) {}

  /** Counts one call of `ip`; throws 429 (查询过于频繁，请稍后再试) past the limit of the window. */
  hit(ip: string, now = Date.now()): void {
    let w = this.windows.get(ip);
    if (!w || now - w.start >= this.windowMs) {
      this.windows.delete(ip);
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      w = { start: now, n: 0 };
      this.windows.set(ip, w);
    }
    w.n += 1;
    if (w.n > this.perWindow) throw tooManyRequests(PROBE_TOO_OFTEN);
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
    // Still full (a flood of fresh addresses): drop the oldest, insertion order.
    for (const k of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(k);
    }
  }
}
