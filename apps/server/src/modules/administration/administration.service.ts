import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admStockMove, admSuppliesStock, bdDict, sysUser } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { SessionInfo as Actor } from '../../platform/auth/session.js';
import { queryRows } from '../../platform/sql.js';
import { hookSql } from '../form/index.js';
import { type BookingRow, bookRoom, listBookings, type ResourceType } from './booking.service.js';
import { depreciate } from './depreciation.js';
import { MOVE_KIND_NAME, type MoveKind, stockIn, SUPPLIES_FORM, SUPPLIES_MSG } from './supplies.service.js';

/* Reads and commands of the administration pages over the forms' tables and the stock and booking tables. */

const limits = (q: { pageNo?: number; pageSize?: number } | null | undefined) => {
  const size = Math.min(q?.pageSize ?? 20, 500);
  return { size, offset: ((q?.pageNo ?? 1) - 1) * size };
};
const contains = (col: ReturnType<typeof sql>, kw: string | undefined) => (kw?.trim() ? sql` and position(lower(${kw.trim()}) in lower(coalesce(${col}, ''))) > 0` : sql``);

export interface StockQuery { keyword?: string; itemClass?: string; lowOnly?: boolean; pageNo?: number; pageSize?: number }

/** 库存清单: every item of the office_supplies form with its stock, value and safety stock. */
export async function stockList(tx: Db, actor: Actor, q: StockQuery | null | undefined) {
  const h = hookSql(actor.tenantId);
  const { size, offset } = limits(q);
  const where = sql`where true${contains(sql`i.${h.column('itemName')}`, q?.keyword)}${q?.itemClass ? sql` and i.${h.column('itemClass')} like ${`${q.itemClass.replace(/[%_\\]/g, '')}%`}` : sql``}${
    q?.lowOnly ? sql` and coalesce(s.qty, 0) < coalesce(i.${h.column('safetyStock')}, 0)` : sql``}`;
  const from = sql`from ${h.table(SUPPLIES_FORM)} i left join ${admSuppliesStock} s on s.item_id = i.id`;
  const rows = await queryRows<Record<string, unknown>>(tx, sql`select i.id as "itemId", i.${h.column('itemNo')} as "itemNo", i.${h.column('itemName')} as "itemName",
      i.${h.column('itemClass')} as "itemClass", d.label as "itemClassName", i.${h.column('spec')} as spec, i.${h.column('unit')} as unit,
      coalesce(s.qty, 0)::float8 as qty, coalesce(s.unit_cost, 0)::float8 as "unitCost", coalesce(s.amount, 0)::float8 as amount,
      coalesce(i.${h.column('safetyStock')}, 0)::float8 as "safetyStock"
    ${from} left join ${bdDict} d on d.type = 'SUPPLIES_CLASS' and d.value = i.${h.column('itemClass')}
    ${where} order by i.${h.column('itemNo')} nulls last, i.id limit ${size} offset ${offset}`);
  const [{ n }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n ${from} ${where}`);
  return {
    rows: rows.map((r) => ({ ...r, low: Number(r.qty) < Number(r.safetyStock) }) as never as {
      itemId: string; itemNo: string | null; itemName: string; itemClass: string | null; itemClassName: string | null; spec: string | null; unit: string | null;
      qty: number; unitCost: number; amount: number; safetyStock: number; low: boolean;
    }),
    total: n,
  };
}

/** 库存流水: movements, newest first, of one item or all. */
export async function moveList(tx: Db, actor: Actor, q: { itemId?: string; pageNo?: number; pageSize?: number } | null | undefined) {
  const h = hookSql(actor.tenantId);
  const { size, offset } = limits(q);
  const where = q?.itemId ? sql`where m.item_id = ${q.itemId}` : sql``;
  const rows = await queryRows<Record<string, unknown> & { kind: MoveKind }>(tx, sql`select m.id, m.item_id as "itemId", i.${h.column('itemName')} as "itemName",
      i.${h.column('unit')} as unit, m.kind, m.qty::float8 as qty, m.unit_cost::float8 as "unitCost", m.amount::float8 as amount,
      m.balance::float8 as balance, m.source_form as "sourceForm", m.source_id as "sourceId", m.source_no as "sourceNo", m.remark,
      u.name as "createdByName", m.created_date as "createdDate"
    from ${admStockMove} m left join ${h.table(SUPPLIES_FORM)} i on i.id = m.item_id left join ${sysUser} u on u.id = m.created_by
    ${where} order by m.created_date desc, m.id desc limit ${size} offset ${offset}`);
  const [{ n }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${admStockMove} m ${where}`);
  return {
    rows: rows.map((r) => ({ ...r, kindName: MOVE_KIND_NAME[r.kind] ?? r.kind, createdDate: new Date(r.createdDate as string) }) as never as {
      id: string; itemId: string; itemName: string | null; unit: string | null; kind: string; kindName: string; qty: number; unitCost: number;
      amount: number; balance: number; sourceForm: string | null; sourceId: string | null; sourceNo: string | null; remark: string | null;
      createdByName: string | null; createdDate: Date;
    }),
    total: n,
  };
}

/**
 * 入库: an approved purchase whose goods arrived raises the stock of each line's item once.
 * The purchase row is locked, so two clicks cannot receive it twice.
 */
export async function receivePurchase(tx: Db, actor: Actor, id: string) {
  const h = hookSql(actor.tenantId);
  const [p] = await queryRows<{ id: string; flowStatus: number | null; received: string | null; orderNo: string | null }>(tx, sql`select id, flow_status as "flowStatus",
    ${h.column('receiveStatus')} as received, ${h.column('orderNo')} as "orderNo" from ${h.table('office_purchase')} where id = ${id} for update`);
  if (!p) throw notFound('采购单不存在');
  if (p.flowStatus !== 3) throw badRequest(SUPPLIES_MSG.NOT_APPROVED);
  if (p.received === '1') throw badRequest(SUPPLIES_MSG.RECEIVED);
  const lines = await queryRows<{ item: string | null; qty: number; price: number }>(tx, sql`select ${h.column('goods')} as item,
    ${h.column('quantity')}::float8 as qty, coalesce(${h.column('price')}, 0)::float8 as price
    from ${h.subTable('office_purchase', 'items')} where record_id = ${id} and ${h.column('goods')} is not null order by ${h.column('goods')}, sort_order`);
  if (!lines.length) throw badRequest(SUPPLIES_MSG.NO_LINES);
  for (const l of lines) await stockIn(tx, h, l.item!, l.qty, l.price, 'purchase', { form: 'office_purchase', id, no: p.orderNo });
  await tx.execute(sql`update ${h.table('office_purchase')} set ${h.column('receiveStatus')} = '1', updated_date = now(), version = version + 1 where id = ${id}`);
  return { lines: lines.length, quantity: lines.reduce((s, l) => s + l.qty, 0) };
}

/** Rooms (meeting_room form) or vehicles (vehicle form) to book, by name. */
export async function resources(tx: Db, actor: Actor, type: ResourceType) {
  const h = hookSql(actor.tenantId);
  if (type === 'room') {
    const rows = await queryRows<{ id: string; name: string; capacity: number | null; location: string | null; equipment: string[] | null }>(tx, sql`select r.id,
      r.${h.column('roomName')} as name, r.${h.column('capacity')}::float8 as capacity, r.${h.column('location')} as location,
      (select coalesce(jsonb_agg(d.label order by d.sort), '[]'::jsonb) from ${bdDict} d
        where d.type = 'MEETING_EQUIPMENT' and r.${h.column('equipment')} ? d.value) as equipment
      from ${h.table('meeting_room')} r order by r.${h.column('roomName')} limit 500`);
    return rows.map((r) => ({ ...r, equipment: r.equipment ?? [] }));
  }
  const rows = await queryRows<{ id: string; name: string; capacity: number | null; location: string | null }>(tx, sql`select v.id,
    v.${h.column('plateNo')} as name, v.${h.column('seats')}::float8 as capacity, v.${h.column('brandModel')} as location
    from ${h.table('vehicle')} v order by v.${h.column('plateNo')} limit 500`);
  return rows.map((r) => ({ ...r, equipment: [] as string[] }));
}

async function roomName(tx: Db, actor: Actor, id: string): Promise<string> {
  const h = hookSql(actor.tenantId);
  const [r] = await queryRows<{ name: string }>(tx, sql`select ${h.column('roomName')} as name from ${h.table('meeting_room')} where id = ${id}`);
  if (!r) throw badRequest('会议室不存在');
  return r.name;
}

export async function bookings(tx: Db, actor: Actor, type: ResourceType, q: { start: string; end: string; resourceId?: string }): Promise<BookingRow[]> {
  const start = new Date(q.start);
  const end = new Date(q.end);
  if (end <= start) throw badRequest('结束时间必须晚于开始时间');
  if (end.getTime() - start.getTime() > 62 * 86400_000) throw badRequest('查询范围不能超过62天');
  return listBookings(tx, actor.userId, { resourceType: type, start, end, resourceId: q.resourceId });
}

export async function createRoomBooking(tx: Db, actor: Actor, input: { roomId: string; title: string; startAt: string; endAt: string; attendees: string[]; remark?: string | null }) {
  const name = await roomName(tx, actor, input.roomId);
  const startAt = new Date(input.startAt);
  const endAt = new Date(input.endAt);
  const id = await bookRoom(tx, actor.userId, { roomId: input.roomId, roomName: name, title: input.title, startAt, endAt, attendees: input.attendees, remark: input.remark });
  const [row] = (await listBookings(tx, actor.userId, { resourceType: 'room', start: startAt, end: endAt, resourceId: input.roomId })).filter((b) => b.id === id);
  return row;
}

/** 资产折旧: every card's straight-line depreciation up to `month` (default: this month, China time). */
export async function depreciationList(tx: Db, actor: Actor, q: { month?: string; keyword?: string; pageNo?: number; pageSize?: number } | null | undefined) {
  const h = hookSql(actor.tenantId);
  const { size, offset } = limits(q);
  const month = q?.month ?? new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
  const where = sql`where true${contains(sql`a.${h.column('assetName')}`, q?.keyword)}`;
  const rows = await queryRows<{
    id: string; assetNo: string | null; assetName: string; assetClass: string | null; status: string | null; originalValue: number | null;
    residualRate: number | null; lifeYears: number | null; startUse: string | null; scrapDate: string | null;
  }>(tx, sql`select a.id, a.${h.column('assetNo')} as "assetNo", a.${h.column('assetName')} as "assetName", a.${h.column('assetClass')} as "assetClass",
      a.${h.column('status')} as status, a.${h.column('originalValue')}::float8 as "originalValue", a.${h.column('residualRate')}::float8 as "residualRate",
      a.${h.column('lifeYears')}::float8 as "lifeYears", to_char(coalesce(a.${h.column('startUseDate')}, a.${h.column('purchaseDate')}), 'YYYY-MM-DD') as "startUse",
      to_char(a.${h.column('scrapDate')}, 'YYYY-MM-DD') as "scrapDate"
    from ${h.table('fixed_asset')} a ${where} order by a.${h.column('assetNo')} nulls last, a.id limit ${size} offset ${offset}`);
  const [{ n }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${h.table('fixed_asset')} a ${where}`);
  return {
    rows: rows.map((r) => {
      const d = depreciate({
        originalValue: r.originalValue ?? 0, residualRate: r.residualRate ?? 5, lifeYears: r.lifeYears ?? 5, startUse: r.startUse, scrapDate: r.scrapDate,
      }, month);
      return {
        id: r.id, assetNo: r.assetNo, assetName: r.assetName, assetClass: r.assetClass, status: r.status,
        originalValue: r.originalValue ?? 0, residualRate: r.residualRate ?? 5, lifeYears: r.lifeYears ?? 5, ...d,
      };
    }),
    total: n,
  };
}
