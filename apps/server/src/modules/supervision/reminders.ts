import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { MSG_TYPE } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { supProblem, supProblemReminder, supProject } from '../../db/schema/index.js';
import type { Job } from '../../platform/jobs.js';
import { tenantJob } from '../../platform/tenant-job.js';
import { sendMessages, type SendMessageInput } from '../notice/index.js';
import { chinaToday } from './numbering.js';

/*
 * Rectification-deadline reminders (issue 16; domain §8 "reminders before the deadline; overdue
 * flags"). A periodic job looks, per company, at the open problems (未整改) whose deadline is near
 * (today or tomorrow, China date: stage 'due') or passed (stage 'overdue') and messages their
 * responsible people — the discoverer, the problem's creator and the project's 总监 — through the
 * platform messages (stored, and pushed live over the websocket after the commit). Each problem
 * is reminded once per stage and deadline: the reminder row is taken by an insert that a second
 * run (or a second server) cannot repeat. An overdue serious problem links to a stop-work order
 * prefilled with it.
 */

export const REMINDER_JOB = 'sup-rectify-reminders';

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The link of a reminder: an overdue serious problem opens the stop-work form prefilled with it. */
export const reminderLink = (p: { id: string; projectId: string; serious: boolean }, stage: 'due' | 'overdue') =>
  (stage === 'overdue' && p.serious
    ? `/engineering-supervision/stop-work?businessId=${encodeURIComponent(p.projectId)}&problemId=${encodeURIComponent(p.id)}`
    : `/engineering-supervision/problem-ledger?businessId=${encodeURIComponent(p.projectId)}`);

/** One company's pass, in its transaction; answers how many reminders it sent. */
export async function scanRectifyDeadlines(tx: Db, today = chinaToday()): Promise<number> {
  const tomorrow = addDays(today, 1);
  const open = await tx.select({
    id: supProblem.id, code: supProblem.code, name: supProblem.name, projectId: supProblem.projectId, projectName: supProject.name,
    deadline: supProblem.rectifyDeadline, serious: supProblem.serious, discovererId: supProblem.problemDiscovererId,
    createdBy: supProblem.createdBy, directorId: supProject.directorId,
  }).from(supProblem)
    .innerJoin(supProject, and(eq(supProject.tenantId, supProblem.tenantId), eq(supProject.id, supProblem.projectId)))
    .where(and(eq(supProblem.problemStatus, 0), isNotNull(supProblem.rectifyDeadline), lte(supProblem.rectifyDeadline, tomorrow)));
  const messages: SendMessageInput[] = [];
  for (const p of open) {
    const deadline = p.deadline!;
    const stage = deadline < today ? 'overdue' : 'due';
    // Taken once: a second run finds the row and sends nothing.
    const taken = await tx.insert(supProblemReminder).values({ problemId: p.id, stage, deadline }).onConflictDoNothing()
      .returning({ problemId: supProblemReminder.problemId });
    if (!taken.length) continue;
    const to = [...new Set([p.discovererId, p.createdBy, p.directorId].filter((u): u is string => !!u))];
    const serious = p.serious ? '（严重问题）' : '';
    messages.push({
      to: { userIds: to }, type: MSG_TYPE.SYSTEM.value,
      title: stage === 'overdue' ? `整改已逾期${serious}：${p.code}` : `整改期限将至：${p.code}`,
      content: `${p.projectName}：${p.name}。整改期限 ${deadline}${stage === 'overdue'
        ? (p.serious ? '，已逾期未整改，可签发工程暂停令。' : '，已逾期未整改。') : '，请督促施工单位按期整改。'}`,
      link: reminderLink(p, stage), refType: 'supervise-problem', refId: p.id,
    });
  }
  if (messages.length) await sendMessages(tx, messages);
  return messages.length;
}

/** Every company's pass, each in its own transaction (as the company's admin account, like the flow deadline job). */
export function reminderJob(intervalMs = 15 * 60_000): Job {
  return tenantJob({ name: REMINDER_JOB, intervalMs, lockKey: 7310161, run: (tx) => scanRectifyDeadlines(tx) });
}
