import { inArray } from 'drizzle-orm';
import { FLOW_RECORD_STATUS, FLOW_TYPE } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { finExpense, finInvoiceBilling, finPayment } from '../../db/schema/index.js';
import { allPages, optionLabels, type ExportSource } from '../../platform/excel/exports.js';
import { defineRecordKind, flowLedgerKind, type RecordKind } from '../../platform/record-kind.js';
import { expenseLedger, expenses } from './expense.service.js';
import { billingPrint, billings, listInvoices } from './invoice.service.js';
import { payments } from './payment.service.js';

/* Ledgers of invoices, payments and expenses as Excel exports, and their record kinds (search, flow binding, print). */

const status = { key: 'status', label: '状态', width: 10, labels: optionLabels(FLOW_RECORD_STATUS) };
const flow = { key: 'flowType', label: '流程类型', width: 16, labels: optionLabels(FLOW_TYPE) };
const people = [
  { key: 'deptName', label: '所属部门', width: 16 },
  { key: 'createdByName', label: '申请人', width: 10 },
  { key: 'createdDate', label: '申请时间', width: 20, format: 'datetime' as const },
];

export const billingExport: ExportSource = {
  code: 'finance:invoiceBilling',
  label: '开票申请',
  permission: 'finance:invoiceSingle:export',
  columns: async () => [
    { key: 'code', label: '申请编号', width: 20 },
    { key: 'buyerName', label: '购买方', width: 28 },
    { key: 'buyerTaxId', label: '纳税人识别号', width: 22 },
    { key: 'amount', label: '金额（元）', width: 14, format: 'money' },
    { key: 'taxAmount', label: '税额（元）', width: 14, format: 'money' },
    { key: 'totalAmount', label: '价税合计（元）', width: 16, format: 'money' },
    { key: 'overAmount', label: '超额金额（元）', width: 14, format: 'money' },
    flow, status, { key: 'curNodeName', label: '当前节点', width: 14 }, ...people,
  ],
  rows: (tx, actor, req) => billings.exportRows(tx, actor, req),
};

export const invoiceExport: ExportSource = {
  code: 'finance:invoice',
  label: '已开发票',
  permission: 'finance:invoiceElectronic:export',
  columns: async () => [
    { key: 'invoiceNo', label: '发票号码', width: 24 },
    { key: 'invoiceDate', label: '开票日期', width: 12, format: 'date' },
    { key: 'color', label: '蓝/红', width: 8, labels: { blue: '蓝字', red: '红字' } as Record<string, string> },
    { key: 'buyerName', label: '购买方', width: 28 },
    { key: 'contractName', label: '合同', width: 28 },
    { key: 'amount', label: '金额（元）', width: 14, format: 'money' },
    { key: 'taxAmount', label: '税额（元）', width: 14, format: 'money' },
    { key: 'totalAmount', label: '价税合计（元）', width: 16, format: 'money' },
    { key: 'redReason', label: '红冲原因', width: 10, labels: { '01': '开票有误', '02': '销货退回', '03': '服务中止', '04': '销售折让' } as Record<string, string> },
  ],
  rows: (tx, actor, req) => allPages(req, async (page) => (await listInvoices(tx, actor, page)).rows),
};

export const paymentExport: ExportSource = {
  code: 'finance:payment',
  label: '请款申请',
  permission: 'finance:pleasePrice:export',
  columns: async () => [
    { key: 'code', label: '申请编号', width: 20 },
    { key: 'payeeName', label: '收款单位', width: 28 },
    { key: 'payeeAccountNo', label: '收款账号', width: 22 },
    { key: 'amount', label: '金额（元）', width: 14, format: 'money' },
    { key: 'reason', label: '用途', width: 24 },
    { key: 'claimStatus', label: '付款状态', width: 10, labels: { 0: '未付款', 1: '已付款' } },
    flow, status, ...people,
  ],
  rows: (tx, actor, req) => payments.exportRows(tx, actor, req),
};

export const expenseExport: ExportSource = {
  code: 'finance:expense',
  label: '费用报销',
  permission: 'finance:expense:export',
  columns: async () => [
    { key: 'code', label: '报销单号', width: 20 },
    { key: 'name', label: '报销事由', width: 28 },
    { key: 'month', label: '费用月份', width: 10 },
    { key: 'amount', label: '金额（元）', width: 14, format: 'money' },
    flow, status, ...people,
  ],
  rows: (tx, actor, req) => expenses.exportRows(tx, actor, req),
};

export const expenseLedgerExport: ExportSource = {
  code: 'finance:expenseLedger',
  label: '费用明细台账',
  permission: 'finance:expenseLedger:export',
  columns: async () => [
    { key: 'code', label: '报销单号', width: 20 },
    { key: 'name', label: '报销事由', width: 24 },
    { key: 'kind', label: '明细类别', width: 10, labels: { detail: '费用', trip: '行程' } },
    { key: 'expenseType', label: '费用类型', width: 12 },
    { key: 'occurDate', label: '发生日期', width: 12, format: 'date' },
    { key: 'fromPlace', label: '出发地', width: 12 },
    { key: 'toPlace', label: '目的地', width: 12 },
    { key: 'amount', label: '金额（元）', width: 14, format: 'money' },
    { key: 'statusName', label: '状态', width: 10 },
  ],
  rows: (tx, actor, req) => allPages(req, async (page) => (await expenseLedger(tx, actor, page)).rows),
};

const names = (table: typeof finInvoiceBilling | typeof finPayment | typeof finExpense) => async (tx: Db, ids: string[]) =>
  new Map((await tx.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids))).map((r) => [r.id, r.name]));

/** 开票申请: its print has 价税合计（大写） and the lines. */
const billingKind = flowLedgerKind({
  code: 'invoiceBilling', name: '开票申请', permission: 'finance:invoiceSingle:view', dataMenu: 'fin_invoice', ledger: billings,
  export: billingExport, title: 'name', labels: names(finInvoiceBilling),
});

export const payRecordKinds: RecordKind[] = [
  defineRecordKind({ ...billingKind, print: (tx, _actor, row) => billingPrint(tx, String(row.id)) }),
  flowLedgerKind({
    code: 'payment', name: '请款申请', permission: 'finance:pleasePrice:view', dataMenu: 'fin_payment', ledger: payments,
    export: paymentExport, title: 'name', labels: names(finPayment),
  }),
  flowLedgerKind({
    code: 'expense', name: '费用报销', permission: 'finance:expense:view', dataMenu: 'fin_expense', ledger: expenses,
    export: expenseExport, title: 'name', labels: names(finExpense),
  }),
];

export const payExports: readonly ExportSource[] = [invoiceExport, expenseLedgerExport];
