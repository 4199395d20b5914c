import type { Job } from '../../platform/jobs.js';
import { tenantJob } from '../../platform/tenant-job.js';
import { remindDueLoans } from './loan.service.js';

export const LOAN_REMINDER_JOB = 'fin-loan-reminders';

/**
 * Due-repayment reminders for every tenant, each in its own transaction, as the tenant's
 * administrator (a timer has no user of its own). A borrower gets at most one a day per loan.
 */
export function loanReminderJob(intervalMs = 3600_000): Job {
  return tenantJob({ name: LOAN_REMINDER_JOB, intervalMs, lockKey: 7310171, run: (tx) => remindDueLoans(tx) });
}
