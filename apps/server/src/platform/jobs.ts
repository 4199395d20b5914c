import type { Database } from '../db/client.js';
import type { AppRegistry } from './registry.js';

/**
 * Periodic platform jobs (deadline scans, ...). Each job runs every `intervalMs`; a run never
 * overlaps the previous one of the same job, and on PostgreSQL only one server instance runs a
 * job at a time: the run holds `pg_try_advisory_lock(lockKey)` on a connection of its own and
 * skips when another instance holds it. PGlite is one process: the in-process guard suffices.
 */
export interface Job {
  name: string;
  intervalMs: number;
  /** Advisory lock key, unique per job across the product. */
  lockKey: number;
  /** `registry` is the app's: pass it to withTenant so the job's transactions find it. */
  run(database: Database, registry: AppRegistry): Promise<void>;
}

export interface JobLog {
  error(obj: unknown, msg?: string): void;
}

export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<boolean>>();
  private stopped = true;

  constructor(private readonly database: Database, private readonly log: JobLog, private readonly registry: AppRegistry) {}

  add(job: Job): void {
    this.jobs.set(job.name, job);
    if (!this.stopped) this.schedule(job);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    for (const job of this.jobs.values()) this.schedule(job);
  }

  /** Stops scheduling and waits for runs in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled(this.running.values());
  }

  /** Runs a job now; false when it was skipped (already running here, or held by another instance). */
  runNow(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`job ${name} is not registered`);
    if (this.running.has(name)) return Promise.resolve(false);
    const run = this.exclusive(job).finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  private schedule(job: Job): void {
    const timer = setTimeout(() => {
      void this.runNow(job.name)
        .catch((err: unknown) => this.log.error({ err, job: job.name }, 'job failed'))
        .finally(() => { if (!this.stopped) this.schedule(job); });
    }, job.intervalMs);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private async exclusive(job: Job): Promise<boolean> {
    const pool = this.database.pool;
    if (!pool) {
      await job.run(this.database, this.registry);
      return true;
    }
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [job.lockKey]);
      if (!rows[0]?.ok) return false;
      try {
        await job.run(this.database, this.registry);
        return true;
      } finally {
        await client.query('select pg_advisory_unlock($1)', [job.lockKey]);
      }
    } finally {
      client.release();
    }
  }
}
