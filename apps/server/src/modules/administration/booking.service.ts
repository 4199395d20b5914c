import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { MSG_TYPE } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { admBooking, sysUser } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { formRuleError } from '../form/index.js';
import { sendMessage } from '../notice/index.js';
import { pgErrorOf } from './pg-error.js';

/*
 * Bookings of rooms and vehicles (domain/administration.md §3): half-open [start, end) on one
 * resource. The database refuses overlapping active bookings of one resource itself
 * (adm_booking_no_overlap, EXCLUDE USING gist with btree_gist), so two requests at the same
 * moment cannot both win: the second insert waits for the first and fails with 23P01.
 */

export type ResourceType = 'room' | 'vehicle';
export const BOOKING_MSG = {
  ROOM_TAKEN: '该会议室在此时段已被预订',
  VEHICLE_TAKEN: '该车辆在此时段已被预约',
  END_AFTER_START: '结束时间必须晚于开始时间',
  PAST: '不能预订已经过去的时段',
  TOO_LONG: '单次预订不能超过7天',
  NOT_FOUND: '预订不存在或已取消',
  NOT_YOURS: '只能取消本人的预订',
  ROOM_MISSING: '会议室不存在',
} as const;

export interface BookInput {
  resourceType: ResourceType;
  resourceId: string;
  startAt: Date;
  endAt: Date;
  title: string;
  bookedBy: string;
  attendees?: string[];
  remark?: string | null;
  source?: { form: string; id: string };
}

export function checkWindow(startAt: Date, endAt: Date, now = new Date()): void {
  if (Number.isNaN(startAt.getTime()) || Number.isNaN(endAt.getTime())) throw badRequest('请填写正确的开始和结束时间');
  if (endAt <= startAt) throw badRequest(BOOKING_MSG.END_AFTER_START);
  if (endAt <= now) throw badRequest(BOOKING_MSG.PAST);
  if (endAt.getTime() - startAt.getTime() > 7 * 86400_000) throw badRequest(BOOKING_MSG.TOO_LONG);
}

/** Inserts an active booking; an overlap with another active booking of the resource answers 400. */
export async function book(tx: Db, input: BookInput): Promise<string> {
  const id = newId();
  try {
    await tx.insert(admBooking).values({
      id, resourceType: input.resourceType, resourceId: input.resourceId, startAt: input.startAt, endAt: input.endAt,
      title: input.title, bookedBy: input.bookedBy, attendees: input.attendees ?? [], remark: input.remark ?? null,
      sourceForm: input.source?.form ?? null, sourceId: input.source?.id ?? null,
    });
  } catch (e) {
    if (pgErrorOf(e).code === '23P01') throw formRuleError(input.resourceType === 'room' ? BOOKING_MSG.ROOM_TAKEN : BOOKING_MSG.VEHICLE_TAKEN);
    throw e;
  }
  return id;
}

/** Cancels the active bookings a document holds (a vehicle-use request withdrawn, rejected or deleted). */
export async function cancelBySource(tx: Db, form: string, id: string): Promise<void> {
  await tx.update(admBooking).set({ status: 'cancelled', updatedDate: new Date() })
    .where(and(eq(admBooking.sourceForm, form), eq(admBooking.sourceId, id), eq(admBooking.status, 'active')));
}

/** Active bookings of a resource still to end (a room or vehicle with some cannot be deleted). */
export async function hasFutureBookings(tx: Db, type: ResourceType, resourceId: string): Promise<boolean> {
  const rows = await tx.select({ id: admBooking.id }).from(admBooking).where(and(eq(admBooking.resourceType, type),
    eq(admBooking.resourceId, resourceId), eq(admBooking.status, 'active'), gt(admBooking.endAt, new Date()))).limit(1);
  return rows.length > 0;
}

export interface BookingRow {
  id: string; resourceType: string; resourceId: string; startAt: Date; endAt: Date; title: string;
  bookedBy: string; bookedByName: string | null; attendees: string[]; attendeeNames: string[]; remark: string | null;
  sourceForm: string | null; sourceId: string | null; mine: boolean;
}

/** Active bookings of one kind of resource that overlap [start, end), optionally of one resource. */
export async function listBookings(tx: Db, userId: string, q: { resourceType: ResourceType; start: Date; end: Date; resourceId?: string }): Promise<BookingRow[]> {
  const rows = await tx.select().from(admBooking).where(and(
    eq(admBooking.resourceType, q.resourceType), eq(admBooking.status, 'active'),
    lt(admBooking.startAt, q.end), gt(admBooking.endAt, q.start),
    q.resourceId ? eq(admBooking.resourceId, q.resourceId) : undefined,
  )).orderBy(asc(admBooking.startAt)).limit(2000);
  const ids = [...new Set(rows.flatMap((r) => [r.bookedBy, ...r.attendees]))];
  const names = new Map(ids.length
    ? (await tx.select({ id: sysUser.id, name: sysUser.name }).from(sysUser).where(inArray(sysUser.id, ids))).map((u) => [u.id, u.name])
    : []);
  return rows.map((r) => ({
    id: r.id, resourceType: r.resourceType, resourceId: r.resourceId, startAt: r.startAt, endAt: r.endAt, title: r.title,
    bookedBy: r.bookedBy, bookedByName: names.get(r.bookedBy) ?? null, attendees: r.attendees,
    attendeeNames: r.attendees.map((a) => names.get(a) ?? a), remark: r.remark, sourceForm: r.sourceForm, sourceId: r.sourceId,
    mine: r.bookedBy === userId,
  }));
}

const fmt = (d: Date) => new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', minute: '2-digit', hour12: false,
}).format(d);
export const windowText = (s: Date, e: Date) => `${fmt(s)}–${fmt(e).slice(-5)}`;

/** A meeting-room booking by the caller; attendees receive a message. */
export async function bookRoom(tx: Db, userId: string, input: {
  roomId: string; roomName: string; title: string; startAt: Date; endAt: Date; attendees: string[]; remark?: string | null;
}): Promise<string> {
  checkWindow(input.startAt, input.endAt);
  const attendees = [...new Set(input.attendees)];
  if (attendees.length) {
    const found = await tx.select({ id: sysUser.id }).from(sysUser).where(inArray(sysUser.id, attendees));
    if (found.length !== attendees.length) throw badRequest('参会人不存在');
  }
  const id = await book(tx, { resourceType: 'room', resourceId: input.roomId, startAt: input.startAt, endAt: input.endAt, title: input.title, bookedBy: userId, attendees, remark: input.remark });
  const others = attendees.filter((a) => a !== userId);
  if (others.length) {
    await sendMessage(tx, {
      to: { userIds: others }, type: MSG_TYPE.SYSTEM.value, senderId: userId, title: `会议通知：${input.title}`,
      content: `${windowText(input.startAt, input.endAt)} 在${input.roomName}召开“${input.title}”，请准时参加。`,
      link: '/administration-management/meeting-room-management', refType: 'adm_booking', refId: id,
    });
  }
  return id;
}

/** Cancels a room booking: its booker, or whoever manages every booking; attendees are told. */
export async function cancelRoomBooking(tx: Db, userId: string, id: string, manageAll: boolean): Promise<void> {
  const [b] = await tx.select().from(admBooking).where(and(eq(admBooking.id, id), eq(admBooking.resourceType, 'room'), eq(admBooking.status, 'active'))).for('update');
  if (!b) throw notFound(BOOKING_MSG.NOT_FOUND);
  if (b.bookedBy !== userId && !manageAll) throw forbidden(BOOKING_MSG.NOT_YOURS);
  await tx.update(admBooking).set({ status: 'cancelled', updatedDate: new Date(), version: sql`${admBooking.version} + 1` }).where(eq(admBooking.id, id));
  const others = b.attendees.filter((a) => a !== userId);
  if (others.length) {
    await sendMessage(tx, {
      to: { userIds: others }, type: MSG_TYPE.SYSTEM.value, senderId: userId, title: `会议取消：${b.title}`,
      content: `原定${windowText(b.startAt, b.endAt)}的“${b.title}”已取消。`,
      link: '/administration-management/meeting-room-management', refType: 'adm_booking', refId: id,
    });
  }
}
