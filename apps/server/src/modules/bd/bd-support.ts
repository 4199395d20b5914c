/*
 * Small helpers shared by the base-data services: a bounded in-memory cache and the
 * recognition of unique-constraint violations (a concurrent insert that won the race).
 */

interface Entry<V> { at: number; value: V }

/**
 * A bounded, time-limited map kept per app instance. Keys are `${tenantId}\u0000${rest}` so a
 * tenant's entries can be dropped together. When full, the oldest entry goes (Map keeps
 * insertion order; a hit re-inserts, which makes it least-recently-used).
 */
export class TenantCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly maxEntries = 500, private readonly ttlMs = 60_000) {}

  private static key(tenantId: string, key: string): string {
    return `${tenantId}\u0000${key}`;
  }

  get(tenantId: string, key: string): V | undefined {
    const k = TenantCache.key(tenantId, key);
    const hit = this.entries.get(k);
    if (!hit) return undefined;
    if (Date.now() - hit.at >= this.ttlMs) {
      this.entries.delete(k);
      return undefined;
    }
    this.entries.delete(k);
    this.entries.set(k, hit);
    return hit.value;
  }

  set(tenantId: string, key: string, value: V): void {
    const k = TenantCache.key(tenantId, key);
    this.entries.delete(k);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(k, { at: Date.now(), value });
  }

  async getOrLoad(tenantId: string, key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(tenantId, key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(tenantId, key, value);
    return value;
  }

  /** Drops every entry of one tenant. */
  dropTenant(tenantId: string): void {
    const prefix = `${tenantId}\u0000`;
    for (const k of [...this.entries.keys()]) if (k.startsWith(prefix)) this.entries.delete(k);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** True when `err` (or the driver error it wraps) is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
