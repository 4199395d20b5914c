import { inArray, sql } from 'drizzle-orm';
import { FIN_PROFIT_MSG } from '@ecms/shared';
import { finDeptCost, finProfitMonth } from '../../db/schema/index.js';
import { resolveDataScope, scopeAllows } from '../../platform/acl/data-scope.js';
import { allPages, type ExportSource } from '../../platform/excel/exports.js';
import type { ImportColumn, ImportTarget } from '../../platform/excel/targets.js';
import { badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { queryRows } from '../../platform/sql.js';
import { listDeptMonthCost, listProfit, PROFIT_DATA_MENU } from './profit.service.js';

/*
 * 部门工资 from a workbook (the platform import wizard: header, mapping, preview, error workbook)
 * and the profit ledgers as Excel exports (/b/businessProfit excel exports, spec 3 §7).
 */

const WAGE_COLUMNS: ImportColumn[] = [
  { key: 'deptId', label: '部门', type: 'dept', required: true },
  { key: 'month', label: '月份', type: 'month', required: true },
  { key: 'amount', label: '工资总额', type: 'money', required: true },
  { key: 'remark', label: '备注', type: 'text', maxLength: 500 },
];

type WageRow = { deptId: string; month: string; amount: number; remark: string | null };

export const deptWageImport: ImportTarget = {
  code: 'finance:deptWages',
  label: '部门工资',
  permission: 'finance:profitIndirect:import',
  columns: async () => WAGE_COLUMNS,
  /** A department outside the importer's `fin_profit` scope, a zero or over-long amount, a closed month: that row goes to the error workbook. */
  checkBatch: async (tx, rows, ctx) => {
    const scope = await resolveDataScope(tx, ctx.actor, PROFIT_DATA_MENU);
    const months = [...new Set(rows.map((r) => String(r.month)))];
    const closed = new Set((await tx.select({ month: finProfitMonth.month }).from(finProfitMonth).where(inArray(finProfitMonth.month, months))).map((r) => r.month));
    return (rows as unknown as WageRow[]).map((r) => {
      if (!scopeAllows(scope, { deptId: r.deptId })) return FIN_PROFIT_MSG.DEPT_SCOPE;
      if (closed.has(r.month)) return FIN_PROFIT_MSG.MONTH_CLOSED(r.month);
      const cents = Math.round(r.amount * 100);
      if (!cents || Math.abs(r.amount) > 1e13 || Math.abs(cents - r.amount * 100) > 1e-6) return `${FIN_PROFIT_MSG.AMOUNT}，最多两位小数`;
      return null;
    });
  },
  // fin_dept_cost takes part in staged writes (migration 0037): rows hidden until one publish.
  staged: true,
  /** A month closed while the rows were written (its calculation did not see them) refuses the whole import. */
  publish: async (tx, ctx) => {
    const [closed] = await queryRows<{ month: string }>(tx, sql`select m.month from fin_profit_month m
      where m.month in (select distinct c.month from fin_dept_cost c where c.import_batch = ${ctx.batch!}) order by m.month limit 1`);
    if (closed) throw badRequest(FIN_PROFIT_MSG.MONTH_CLOSED(closed.month));
  },
  insertBatch: async (tx, rows) => {
    await tx.insert(finDeptCost).values((rows as unknown as WageRow[]).map((r) => ({
      id: newId(), deptId: r.deptId, month: r.month, kind: 'wage', amount: r.amount, remark: r.remark ?? '导入',
    })));
  },
};

const head = [
  { key: 'month', label: '月份', width: 10 },
  { key: 'contractCode', label: '合同编号', width: 20 },
  { key: 'contractName', label: '合同名称', width: 30 },
  { key: 'deptName', label: '部门', width: 16 },
];
const m = (key: string, label: string) => ({ key, label, width: 16, format: 'money' as const });

export const profitExports: readonly ExportSource[] = [
  {
    code: 'finance:businessProfit',
    label: '业务利润核算',
    permission: 'finance:profitProfits:export',
    columns: async () => [...head, m('income', '确认收入（不含税）'), m('expense', '报销费用'), m('subpackage', '分包及付款'), m('tax', '附加税费'),
      m('direct', '直接成本合计'), m('indirect', '间接成本'), m('profit', '利润')],
    rows: (tx, actor, req) => allPages(req, async (page) => (await listProfit(tx, actor, page)).rows),
  },
  {
    code: 'finance:businessDirect',
    label: '业务直接成本',
    permission: 'finance:profitDirect:export',
    columns: async () => [...head, m('expense', '报销费用'), m('subpackage', '分包及付款'), m('tax', '附加税费'), m('direct', '直接成本合计')],
    rows: (tx, actor, req) => allPages(req, async (page) => (await listProfit(tx, actor, page)).rows),
  },
  {
    code: 'finance:deptMonthCost',
    label: '部门月度成本',
    permission: 'finance:deptCost:view',
    columns: async () => [
      { key: 'month', label: '月份', width: 10 }, { key: 'deptName', label: '部门', width: 18 },
      m('wage', '部门工资'), m('other', '部门其他费用'), m('expense', '部门报销'), m('total', '成本合计'), m('allocated', '已分摊'), m('unallocated', '未分摊（无业务）'),
      { key: 'businessCount', label: '分摊业务数', width: 12 },
    ],
    rows: (tx, actor, req) => allPages(req, async (page) => (await listDeptMonthCost(tx, actor, page)).rows),
  },
];
