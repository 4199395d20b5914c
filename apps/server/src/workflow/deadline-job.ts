import type { Job } from '../platform/jobs.js';
import { tenantJob } from '../platform/tenant-job.js';
import { scanDeadlines } from './engine/operations.js';

export const DEADLINE_JOB = 'wf-deadlines';

/**
 * The engine's deadline pass (expiry reminders, auto-pass, escalation) for every tenant, each in
 * its own transaction. It acts as the tenant's administrator account (the audit log names who
 * moved a task; a timer has no user of its own).
 */
export function deadlineJob(intervalMs = 60_000): Job {
  return tenantJob({ name: DEADLINE_JOB, intervalMs, lockKey: 7310101, run: (tx, actor) => scanDeadlines(tx, actor) });
}
