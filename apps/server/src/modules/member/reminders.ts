import { and, gte, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { MSG_TYPE } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { memLevel, memMember, sysUser } from '../../db/schema/index.js';
import type { Job } from '../../platform/jobs.js';
import { tenantJob } from '../../platform/tenant-job.js';
import { sendMessages, type SendMessageInput } from '../notice/index.js';

/*
 * Membership expiry reminders (issue 20: "expiry reminders"). A periodic job looks, per company,
 * at the enabled members whose period ends within REMIND_DAYS (China date) and sends each one a
 * platform message (stored, pushed live after the commit). A member is reminded once per period
 * end: `mem_member.expiry_reminded_for` is set to the end date by the same update that picks the
 * member, so a second run (or a second server) sends nothing; a renewal (a later end date)
 * arms the reminder again.
 */

export const MEMBER_EXPIRY_JOB = 'member-expiry-reminders';
/** How many days before the end of the period a member is reminded. */
export const REMIND_DAYS = 30;

const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The reminder text for a period that ends on `endDate`, seen on `today`. */
export function expiryMessage(levelName: string | null, endDate: string, today: string): { title: string; content: string } {
  const left = daysBetween(today, endDate);
  const level = levelName ?? '会员';
  return {
    title: left === 0 ? `您的${level}资格今天到期` : `您的${level}资格将于${left}天后到期`,
    content: `您的${level}有效期至 ${endDate}，到期后将无法查看该等级的会员内容，请及时续费。`,
  };
}

/** One company's pass, in its transaction; answers how many reminders it sent. */
export async function scanMemberExpiry(tx: Db, today = chinaToday()): Promise<number> {
  const due = await tx.update(memMember)
    .set({ expiryRemindedFor: sql`${memMember.endDate}` })
    .where(and(
      isNotNull(memMember.endDate), gte(memMember.endDate, today), lte(memMember.endDate, addDays(today, REMIND_DAYS)),
      or(isNull(memMember.expiryRemindedFor), ne(memMember.expiryRemindedFor, memMember.endDate)),
      // Enabled member accounts only.
      sql`exists (select 1 from ${sysUser} where ${sysUser.tenantId} = ${memMember.tenantId} and ${sysUser.id} = ${memMember.userId}
        and ${sysUser.status} = 1 and ${sysUser.userType} = 'member')`,
    ))
    .returning({ userId: memMember.userId, levelId: memMember.levelId, endDate: memMember.endDate });
  if (!due.length) return 0;
  const levels = new Map((await tx.select({ id: memLevel.id, name: memLevel.name }).from(memLevel)).map((l) => [l.id, l.name]));
  const messages: SendMessageInput[] = due.map((m) => ({
    to: { userIds: [m.userId] }, type: MSG_TYPE.SYSTEM.value,
    ...expiryMessage(m.levelId ? levels.get(m.levelId) ?? null : null, m.endDate!, today),
    link: '/main-page/member-content', refType: 'member-expiry', refId: m.userId,
  }));
  await sendMessages(tx, messages);
  return messages.length;
}

/** Every company's pass, each in its own transaction (as the company's admin account). */
export function memberExpiryJob(intervalMs = 60 * 60_000): Job {
  return tenantJob({ name: MEMBER_EXPIRY_JOB, intervalMs, lockKey: 7320201, run: (tx) => scanMemberExpiry(tx) });
}

