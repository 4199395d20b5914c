import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { currentUser, tenantId, tenantPolicy } from './columns.js';

/**
 * Footprints (spec 1 §7): one row per page or record a user opened in a tab, for "my footprints"
 * and the administrators' visit analysis. Append-only; user and department are copied at visit
 * time so the analysis stays true when people move.
 */
export const sysFootmark = pgTable('sys_footmark', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  userId: text('user_id').notNull().default(currentUser),
  deptId: text('dept_id'),
  /** Footprint type code (10 business … 100 configuration; 0 unknown). */
  type: integer('type').notNull().default(0),
  menuName: text('menu_name').notNull(),
  /** Client route that reopens it. */
  url: text('url'),
  businessId: text('business_id'),
  businessName: text('business_name'),
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sys_footmark_user_idx').on(t.tenantId, t.userId, t.createdDate),
  index('sys_footmark_date_idx').on(t.tenantId, t.createdDate),
  tenantPolicy(t),
]).enableRLS();
