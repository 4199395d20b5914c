import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantId, tenantPolicy } from './columns.js';

/*
 * Administration (行政管理; domain/administration.md). The documents are online forms
 * (modules/administration/administration.forms.ts); what must never break lives here:
 * the stock of each office-supplies item (never negative: a check constraint, and every movement
 * updates it conditionally under the row's lock) with its ledger of movements, and bookings of
 * rooms and vehicles, whose overlaps the database itself refuses (an exclusion constraint over
 * tstzrange with btree_gist, added by hand to the migration: drizzle-kit cannot express it).
 */

/** Stock of one item (a record of the `office_supplies` form): quantity, value, moving-average cost. */
export const admSuppliesStock = pgTable('adm_supplies_stock', {
  tenantId: tenantId(),
  /** The item's record id in the company's office_supplies form table. */
  itemId: text('item_id').notNull(),
  qty: numeric('qty', { precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
  /** Stock value at moving-average cost (元, to the fen). */
  amount: numeric('amount', { precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
  /** Moving weighted average unit cost, 4 decimals (domain §2). */
  unitCost: numeric('unit_cost', { precision: 18, scale: 4, mode: 'number' }).notNull().default(0),
  /** The administrator was told the item fell below its safety stock (once, until restocked). */
  lowNotified: boolean('low_notified').notNull().default(false),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.itemId] }),
  check('adm_supplies_stock_qty_ck', sql`${t.qty} >= 0`),
  tenantPolicy(t),
]).enableRLS();

/** One stock movement: 期初, 采购入库, 领用出库, 退库, 盘点调整; qty signed (+ in, − out), balance after it. */
export const admStockMove = pgTable('adm_stock_move', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  itemId: text('item_id').notNull(),
  /** init | purchase | issue | return | adjust */
  kind: text('kind').notNull(),
  qty: numeric('qty', { precision: 18, scale: 2, mode: 'number' }).notNull(),
  unitCost: numeric('unit_cost', { precision: 18, scale: 4, mode: 'number' }).notNull().default(0),
  amount: numeric('amount', { precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
  balance: numeric('balance', { precision: 18, scale: 2, mode: 'number' }).notNull(),
  /** The document that moved it: form code and record id. */
  sourceForm: text('source_form'),
  sourceId: text('source_id'),
  sourceNo: text('source_no'),
  remark: text('remark'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('adm_stock_move_item_idx').on(t.tenantId, t.itemId, t.createdDate),
  index('adm_stock_move_source_idx').on(t.tenantId, t.sourceForm, t.sourceId),
  tenantPolicy(t),
]).enableRLS();

/**
 * A booking of a resource (a meeting room or a vehicle, records of the `meeting_room` / `vehicle`
 * forms) over the half-open interval [start_at, end_at). Active bookings of one resource never
 * overlap: `adm_booking_no_overlap` EXCLUDE USING gist (migration). A vehicle-use request holds
 * its booking from submission; rejection or withdrawal cancels it.
 */
export const admBooking = pgTable('adm_booking', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  /** room | vehicle */
  resourceType: text('resource_type').notNull(),
  resourceId: text('resource_id').notNull(),
  startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** active | cancelled */
  status: text('status').notNull().default('active'),
  title: text('title').notNull(),
  bookedBy: text('booked_by').notNull(),
  attendees: jsonb('attendees').$type<string[]>().notNull().default([]),
  remark: text('remark'),
  sourceForm: text('source_form'),
  sourceId: text('source_id'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('adm_booking_resource_idx').on(t.tenantId, t.resourceType, t.resourceId, t.startAt),
  index('adm_booking_source_idx').on(t.tenantId, t.sourceForm, t.sourceId),
  check('adm_booking_range_ck', sql`${t.endAt} > ${t.startAt}`),
  tenantPolicy(t),
]).enableRLS();

/**
 * One person's attendance sign record for one day (China date): the first sign of the day is the
 * sign-in, later ones move the sign-out (the last one counts). Late, early, missing and absent are
 * computed from the attendance rules, the work calendar, approved leave and trips
 * (modules/administration/attendance.service.ts), never stored.
 */
export const admAttendanceSign = pgTable('adm_attendance_sign', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  userId: text('user_id').notNull(),
  /** China date of the day signed (YYYY-MM-DD). */
  signDate: date('sign_date', { mode: 'string' }).notNull(),
  signIn: timestamp('sign_in', { withTimezone: true, mode: 'date' }),
  signOut: timestamp('sign_out', { withTimezone: true, mode: 'date' }),
  inPlace: text('in_place'),
  outPlace: text('out_place'),
  ...auditColumns(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('adm_attendance_sign_day_uq').on(t.tenantId, t.userId, t.signDate),
  index('adm_attendance_sign_date_idx').on(t.tenantId, t.signDate),
  tenantPolicy(t),
]).enableRLS();
