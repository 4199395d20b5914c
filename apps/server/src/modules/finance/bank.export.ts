import { allPages, type ExportSource } from '../../platform/excel/exports.js';
import type { ExportColumn } from '../../platform/excel/writer.js';
import { queryBankDetails } from './bank.service.js';

/* The statement ledger as an Excel export (the ledger's filters and visibility), the month balances and the import template. */

export const bankExports: readonly ExportSource[] = [{
  code: 'finance:bankDetail',
  label: '银行流水',
  permission: 'finance:bankDetail:export',
  columns: async () => [
    { key: 'accountNo', label: '账号', width: 22 },
    { key: 'accountName', label: '户名', width: 24 },
    { key: 'dateTime', label: '交易时间', width: 20, format: 'datetime' },
    { key: 'income', label: '收入（元）', width: 16, format: 'money' },
    { key: 'pay', label: '支出（元）', width: 16, format: 'money' },
    { key: 'balance', label: '余额（元）', width: 16, format: 'money' },
    { key: 'otherSideName', label: '对方户名', width: 24 },
    { key: 'otherSideAccountNo', label: '对方账号', width: 22 },
    { key: 'otherSideUnit', label: '对方开户行', width: 20 },
    { key: 'summary', label: '摘要', width: 16 },
    { key: 'matter', label: '用途', width: 16 },
    { key: 'memo', label: '附言', width: 20 },
    { key: 'serialNo', label: '流水号', width: 20 },
  ],
  rows: (tx, actor, req) => allPages(req, async (page) => (await queryBankDetails(tx, actor, page)).rows),
}];

export const BALANCE_COLUMNS: ExportColumn[] = [
  { key: 'accountNo', label: '账号', width: 22 },
  { key: 'accountName', label: '户名', width: 24 },
  { key: 'month', label: '月份', width: 10 },
  { key: 'count', label: '笔数', width: 8, format: 'number' },
  { key: 'openingBalance', label: '期初余额（元）', width: 16, format: 'money' },
  { key: 'income', label: '收入合计（元）', width: 16, format: 'money' },
  { key: 'pay', label: '支出合计（元）', width: 16, format: 'money' },
  { key: 'closingBalance', label: '期末余额（元）', width: 16, format: 'money' },
  { key: 'balanced', label: '余额连续', width: 10 },
];

/** The standard layout: titles every bank synonym list knows, so the template imports without mapping. */
export const TEMPLATE_COLUMNS: ExportColumn[] = [
  { key: 'dateTime', label: '交易时间', width: 20 },
  { key: 'income', label: '收入金额', width: 14, format: 'money' },
  { key: 'pay', label: '支出金额', width: 14, format: 'money' },
  { key: 'balance', label: '余额', width: 14, format: 'money' },
  { key: 'otherSideName', label: '对方户名', width: 24 },
  { key: 'otherSideAccountNo', label: '对方账号', width: 22 },
  { key: 'otherSideUnit', label: '对方开户行', width: 20 },
  { key: 'summary', label: '摘要', width: 14 },
  { key: 'matter', label: '用途', width: 14 },
  { key: 'memo', label: '附言', width: 20 },
  { key: 'serialNo', label: '流水号', width: 20 },
];

export const TEMPLATE_SAMPLE = [
  { dateTime: '2026-01-05 10:30:00', income: 50000, pay: null, balance: 150000, otherSideName: '某市城投公司', otherSideAccountNo: '6222000011112222', otherSideUnit: '中国工商银行某支行', summary: '转账', matter: '咨询费', memo: '', serialNo: 'LS0001' },
];
