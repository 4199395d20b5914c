import { and, eq, sql } from 'drizzle-orm';
import { MSG_TYPE } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { admStockMove, admSuppliesStock, sysRole, sysUser, sysUserRole } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { queryRows } from '../../platform/sql.js';
import { formRuleError } from '../form/index.js';
import { sendMessage } from '../notice/index.js';

/*
 * Office-supplies stock (domain/administration.md §2). Items are records of the `office_supplies`
 * form; their stock lives in adm_supplies_stock (never negative: check constraint, and every issue
 * is a conditional update, which takes the row's lock), every movement in adm_stock_move.
 * Issue cost: moving weighted average, unit cost to 4 decimals, values to the fen.
 */

export const SUPPLIES_FORM = 'office_supplies';
export const SUPPLIES_MSG = {
  NOT_APPROVED: '采购申请未审批通过，不能入库',
  RECEIVED: '该采购单已入库',
  NO_LINES: '采购单没有可入库的物品明细',
  ITEM_MISSING: '物品不存在',
  HAS_MOVES: '该物品已有出入库记录，不能删除',
  INIT_FIXED: '期初库存只能在登记物品时填写，之后由入库和领用变更',
} as const;

export type MoveKind = 'init' | 'purchase' | 'issue' | 'return' | 'adjust';
export const MOVE_KIND_NAME: Record<MoveKind, string> = { init: '期初', purchase: '采购入库', issue: '领用出库', return: '退库', adjust: '盘点调整' };

interface Source { form: string; id: string; no?: string | null; remark?: string | null }
type Sql = { table(code: string): ReturnType<typeof sql>; column(key: string): ReturnType<typeof sql> };

const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10000) / 10000;

/** Quantity on hand and moving-average unit cost of an item (0 when it never moved). */
export async function stockOf(tx: Db, itemId: string): Promise<{ qty: number; unitCost: number }> {
  const [s] = await tx.select({ qty: admSuppliesStock.qty, unitCost: admSuppliesStock.unitCost }).from(admSuppliesStock).where(eq(admSuppliesStock.itemId, itemId));
  return { qty: Number(s?.qty ?? 0), unitCost: Number(s?.unitCost ?? 0) };
}

/** Name and safety stock of an item (its form record). */
async function itemInfo(tx: Db, h: Sql, itemId: string): Promise<{ name: string; safety: number } | undefined> {
  const [r] = await queryRows<{ name: string; safety: number | null }>(tx, sql`select ${h.column('itemName')} as name, ${h.column('safetyStock')}::float8 as safety
    from ${h.table(SUPPLIES_FORM)} where id = ${itemId}`);
  return r && { name: r.name, safety: r.safety ?? 0 };
}

/** Goods in: stock and value rise, the moving average is recomputed; a restocked item may warn again later. */
export async function stockIn(tx: Db, h: Sql, itemId: string, qty: number, price: number, kind: MoveKind, src: Source): Promise<number> {
  const info = await itemInfo(tx, h, itemId);
  if (!info) throw badRequest(SUPPLIES_MSG.ITEM_MISSING);
  const value = round2(qty * price);
  await tx.insert(admSuppliesStock).values({ itemId, qty: 0, amount: 0, unitCost: 0 }).onConflictDoNothing();
  // The row's lock orders concurrent movements of one item.
  const [s] = await tx.select().from(admSuppliesStock).where(eq(admSuppliesStock.itemId, itemId)).for('update');
  const nextQty = round2(Number(s.qty) + qty);
  const nextAmount = round2(Number(s.amount) + value);
  const unitCost = nextQty > 0 ? round4(nextAmount / nextQty) : 0;
  await tx.update(admSuppliesStock).set({
    qty: nextQty, amount: nextAmount, unitCost, lowNotified: s.lowNotified && nextQty < info.safety, updatedDate: new Date(),
  }).where(eq(admSuppliesStock.itemId, itemId));
  await tx.insert(admStockMove).values({
    id: newId(), itemId, kind, qty, unitCost: qty ? round4(value / qty) : 0, amount: value, balance: nextQty,
    sourceForm: src.form, sourceId: src.id, sourceNo: src.no ?? null, remark: src.remark ?? null,
  });
  return nextQty;
}

/**
 * Goods out, refused beyond the stock: `update … where qty >= n` waits for a concurrent movement
 * of the item and then re-checks, so two approvals at the same moment cannot both take the last units.
 */
export async function stockOut(tx: Db, h: Sql, itemId: string, qty: number, src: Source, kind: MoveKind = 'issue'): Promise<number> {
  const info = await itemInfo(tx, h, itemId);
  if (!info) throw badRequest(SUPPLIES_MSG.ITEM_MISSING);
  const [s] = await queryRows<{ qty: number; amount: number; unitCost: number; lowNotified: boolean }>(tx, sql`
    update ${admSuppliesStock}
       set qty = qty - ${qty},
           amount = case when qty - ${qty} = 0 then 0 else greatest(amount - round(${qty}::numeric * unit_cost, 2), 0) end,
           updated_date = now()
     where item_id = ${itemId} and qty >= ${qty}
     returning qty::float8 as qty, amount::float8 as amount, unit_cost::float8 as "unitCost", low_notified as "lowNotified"`);
  if (!s) {
    const [left] = await tx.select({ qty: admSuppliesStock.qty }).from(admSuppliesStock).where(eq(admSuppliesStock.itemId, itemId));
    throw formRuleError(`库存不足：${info.name}仅剩${Number(left?.qty ?? 0)}`);
  }
  await tx.insert(admStockMove).values({
    id: newId(), itemId, kind, qty: -qty, unitCost: s.unitCost, amount: -round2(qty * s.unitCost), balance: s.qty,
    sourceForm: src.form, sourceId: src.id, sourceNo: src.no ?? null, remark: src.remark ?? null,
  });
  if (s.qty < info.safety && !s.lowNotified) {
    await tx.update(admSuppliesStock).set({ lowNotified: true }).where(eq(admSuppliesStock.itemId, itemId));
    await notifyLowStock(tx, info.name, s.qty, info.safety);
  }
  return s.qty;
}

/** The administrators: users of the office role (行政), else the system administrators. */
async function administrators(tx: Db): Promise<string[]> {
  for (const code of ['admin_office', 'admin']) {
    const rows = await tx.select({ id: sysUser.id }).from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .innerJoin(sysUser, eq(sysUser.id, sysUserRole.userId))
      .where(and(eq(sysRole.code, code), eq(sysUser.status, 1)));
    if (rows.length) return rows.map((r) => r.id);
  }
  return [];
}

async function notifyLowStock(tx: Db, name: string, qty: number, safety: number) {
  const to = await administrators(tx);
  if (!to.length) return;
  await sendMessage(tx, {
    to: { userIds: to }, type: MSG_TYPE.SYSTEM.value, title: `库存预警：${name}`,
    content: `办公用品“${name}”库存${qty}，低于安全库存${safety}，请及时采购。`,
    link: '/administration-management/office-supplies-management/inventory-list', refType: 'adm_supplies', refId: null,
  });
}
