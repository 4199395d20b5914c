import { sql } from 'drizzle-orm';
import { FLOW_RECORD_STATUS, labelOf } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { bdDict, sysDept, sysUser } from '../../db/schema/index.js';
import type { SessionInfo as Actor } from '../../platform/auth/session.js';
import { allPages, type ExportSource } from '../../platform/excel/exports.js';
import { queryRows } from '../../platform/sql.js';
import { hookSql, visibleRecords } from '../form/index.js';

/*
 * 采购明细 (purchase-detail): every line of the office-supplies purchase requests (office_purchase,
 * sub-table items) with its request, under the form's data scope (the records the caller's 用品采购
 * list shows), for the page right adm:suppliesPurchaseDetail. Exported through the export registry.
 */

export interface PurchaseDetailQuery {
  params?: { keyword?: string; flowStatus?: number; receiveStatus?: string; dateFrom?: string; dateTo?: string };
  pageNo?: number;
  pageSize?: number;
}

export interface PurchaseDetailRow {
  id: string; recordId: string; orderNo: string | null; applyDate: string | null; applicantName: string | null; deptName: string | null;
  itemId: string | null; itemName: string | null; spec: string | null; unit: string | null; quantity: number; price: number; amount: number;
  flowStatus: number | null; receiveStatus: string | null; receiveStatusName: string | null;
}

export async function purchaseDetail(tx: Db, actor: Actor, q: PurchaseDetailQuery | null | undefined): Promise<{ rows: PurchaseDetailRow[]; total: number }> {
  const h = hookSql(actor.tenantId);
  const c = h.column;
  // Export requests reach here unvalidated (the export registry passes the list's params): read them defensively.
  const raw = (q?.params ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined);
  const fs = raw.flowStatus === '' || raw.flowStatus === null || raw.flowStatus === undefined ? NaN : Number(raw.flowStatus);
  const p = {
    keyword: str(raw.keyword), flowStatus: Number.isInteger(fs) ? fs : undefined,
    receiveStatus: raw.receiveStatus === '0' || raw.receiveStatus === '1' ? raw.receiveStatus : undefined, dateFrom: day(raw.dateFrom), dateTo: day(raw.dateTo),
  };
  const size = Math.min(q?.pageSize ?? 50, 1000);
  const offset = ((q?.pageNo ?? 1) - 1) * size;
  const scope = await visibleRecords(tx, actor, 'office_purchase');
  const kw = p.keyword;
  const where = sql`where true${scope ? sql` and ${scope}` : sql``}${
    kw ? sql` and (position(lower(${kw}) in lower(coalesce(coalesce(i.${c('itemName')}, g.${c('itemName')}), ''))) > 0
      or position(lower(${kw}) in lower(coalesce(t.${c('orderNo')}, ''))) > 0)` : sql``}${
    p.flowStatus !== undefined ? sql` and t.flow_status = ${p.flowStatus}` : sql``}${
    p.receiveStatus ? sql` and coalesce(t.${c('receiveStatus')}, '0') = ${p.receiveStatus}` : sql``}${
    p.dateFrom ? sql` and t.${c('applyDate')} >= ${p.dateFrom}::date` : sql``}${
    p.dateTo ? sql` and t.${c('applyDate')} <= ${p.dateTo}::date` : sql``}`;
  const from = sql`from ${h.subTable('office_purchase', 'items')} i
    join ${h.table('office_purchase')} t on t.id = i.record_id
    left join ${h.table('office_supplies')} g on g.id = i.${c('goods')}`;
  const rows = await queryRows<PurchaseDetailRow>(tx, sql`select i.id, t.id as "recordId", t.${c('orderNo')} as "orderNo",
      to_char(t.${c('applyDate')}, 'YYYY-MM-DD') as "applyDate", u.name as "applicantName", d.name as "deptName",
      i.${c('goods')} as "itemId", coalesce(i.${c('itemName')}, g.${c('itemName')}) as "itemName", coalesce(i.${c('spec')}, g.${c('spec')}) as spec,
      g.${c('unit')} as unit, coalesce(i.${c('quantity')}, 0)::float8 as quantity, coalesce(i.${c('price')}, 0)::float8 as price,
      coalesce(i.${c('amount')}, 0)::float8 as amount, t.flow_status as "flowStatus", coalesce(t.${c('receiveStatus')}, '0') as "receiveStatus",
      rs.label as "receiveStatusName"
    ${from}
    left join ${sysUser} u on u.id = t.${c('applicant')}
    left join ${sysDept} d on d.id = t.${c('applyDept')}
    left join ${bdDict} rs on rs.type = 'SUPPLIES_RECEIVE_STATUS' and rs.value = coalesce(t.${c('receiveStatus')}, '0')
    ${where} order by t.${c('applyDate')} desc nulls last, t.id desc, i.sort_order, i.id limit ${size} offset ${offset}`);
  const [{ n }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n ${from} ${where}`);
  return { rows, total: n };
}

export const administrationExports: readonly ExportSource[] = [{
  code: 'adm:purchaseDetail',
  label: '办公用品采购明细',
  permission: 'adm:suppliesPurchaseDetail:export',
  columns: async () => [
    { key: 'orderNo', label: '采购单号', width: 16 }, { key: 'applyDate', label: '申请日期', width: 12 },
    { key: 'applicantName', label: '申请人', width: 10 }, { key: 'deptName', label: '申请部门', width: 14 },
    { key: 'itemName', label: '物品名称', width: 20 }, { key: 'spec', label: '规格', width: 14 }, { key: 'unit', label: '单位', width: 8 },
    { key: 'quantity', label: '数量', width: 8 }, { key: 'price', label: '单价', width: 12, format: 'money' as const },
    { key: 'amount', label: '金额', width: 12, format: 'money' as const }, { key: 'flowStatusName', label: '审批状态', width: 10 },
    { key: 'receiveStatusName', label: '入库状态', width: 10 },
  ],
  rows: (tx, actor, req) => allPages(req, async (page) => (await purchaseDetail(tx, actor, page as PurchaseDetailQuery)).rows
    .map((r) => ({ ...r, flowStatusName: labelOf(FLOW_RECORD_STATUS, r.flowStatus ?? 0) }))),
}];
