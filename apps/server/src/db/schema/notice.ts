import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';
import { sysUser } from './platform.js';

/*
 * Notices: messages to one user each (a department or several people fan out to one row per
 * recipient, so read state is per person and the unread count is one indexed count).
 */

export const noticeMsg = pgTable('notice_msg', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  recipientId: text('recipient_id').notNull(),
  /** MSG_TYPE of packages/shared (1 flow reminder, 2 announcement, 3 system). */
  type: integer('type').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  /** Where the message leads in the web app (route with query), if anywhere. */
  link: text('link'),
  /** Business reference: kind of record (table code) and its id; procInstId for flow messages. */
  refType: text('ref_type'),
  refId: text('ref_id'),
  procInstId: text('proc_inst_id'),
  isRead: boolean('is_read').notNull().default(false),
  readDate: timestamp('read_date', { withTimezone: true, mode: 'date' }),
  /** Who sent it; null for messages the system itself sends. */
  senderId: text('sender_id'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.recipientId], foreignColumns: [sysUser.tenantId, sysUser.id], name: 'notice_msg_recipient_fk' }).onDelete('cascade'),
  // The message page (newest first) and the unread badge are both per recipient.
  index('notice_msg_recipient_idx').on(t.tenantId, t.recipientId, t.createdDate, t.id),
  index('notice_msg_unread_idx').on(t.tenantId, t.recipientId, t.type).where(sql`${t.isRead} = false`),
  tenantPolicy(t),
]).enableRLS();
