import ExcelJS from 'exceljs';

/*
 * Statement workbooks in the real layouts of the six banks of domain/finance.md §1, written as
 * .xlsx files (title and meta rows, two-row headers, bilingual titles, compact dates, signed or
 * flagged amounts), for the import tests and the e2e journey.
 */

export interface Txn {
  /** China wall time 'YYYY-MM-DD HH:mm:ss'. */
  at: string;
  income?: number;
  pay?: number;
  balance: number;
  other: string;
  otherNo: string;
  summary: string;
  matter?: string;
  memo?: string;
  serial?: string;
}

export type Bank = 'ICBC' | 'CCB' | 'ABC' | 'BOC' | 'CMB' | 'BOCOM';

export const ACCOUNT_NAME = '华建工程咨询有限公司';

/** Five lines of January 2026, oldest first: a consistent balance chain from 100,000.00. */
export function januaryTxns(prefix = 'T'): Txn[] {
  const rows: Omit<Txn, 'balance'>[] = [
    { at: '2026-01-05 09:12:30', income: 50000, other: '某市城投公司', otherNo: '3100020919200012345', summary: '转账', matter: '咨询费 HT20260101', serial: `${prefix}0001` },
    { at: '2026-01-08 14:03:00', pay: 1234.56, other: '某办公用品公司', otherNo: '6222021001002003004', summary: '网银转账', matter: '办公用品', serial: `${prefix}0002` },
    { at: '2026-01-12 10:00:00', income: 88000.5, other: '某区住建局', otherNo: '3100020919200099999', summary: '转账', matter: '造价咨询费', serial: `${prefix}0003` },
    { at: '2026-01-20 16:45:10', pay: 20000, other: '某劳务分包公司', otherNo: '6228480000000000001', summary: '代发', matter: '分包款', serial: `${prefix}0004` },
    { at: '2026-01-28 11:20:00', pay: 15.5, other: '中国工商银行', otherNo: '', summary: '手续费', matter: '', serial: `${prefix}0005` },
  ];
  let balance = 100000;
  return rows.map((r) => {
    balance = Math.round((balance + (r.income ?? 0) - (r.pay ?? 0)) * 100) / 100;
    return { ...r, balance };
  });
}

const compact = (at: string) => at.slice(0, 10).replace(/-/g, '');
const money = (n: number | undefined) => (n ? n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : '');

/** A workbook of `bank`'s layout for account `accountNo` holding `txns` (their order kept). */
export async function statementWorkbook(bank: Bank, accountNo: string, txns: Txn[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(bank === 'ICBC' ? 'historydetail' : '交易明细');
  const add = (cells: unknown[]) => ws.addRow(cells);
  switch (bank) {
    case 'ICBC': {
      add(['中国工商银行 对公账户历史明细']);
      add(['凭证号', '本方账号', '对方账号', '交易时间', '借/贷', '借方发生额', '贷方发生额', '对方行号', '摘要', '用途', '对方单位名称', '余额', '个性化信息']);
      for (const x of txns) {
        add([x.serial ?? '000000000', accountNo, x.otherNo, x.at, x.pay ? '借' : '贷', money(x.pay), money(x.income), '102100099996', x.summary,
          x.matter ?? '', x.other, money(x.balance), x.memo ?? '']);
      }
      add(['合计', '', '', '', '', money(txns.reduce((s, x) => s + (x.pay ?? 0), 0)), money(txns.reduce((s, x) => s + (x.income ?? 0), 0))]);
      break;
    }
    case 'CCB': {
      add(['中国建设银行单位账户交易明细']);
      add([`账号：${accountNo}`, '', `户名：${ACCOUNT_NAME}`]);
      add(['账户明细编号-交易流水号', '交易时间', '本方账号', '账户名称', '对方户名', '对方账号', '摘要', '备注', '发生额/元', '', '余额/元']);
      add(['', '', '', '', '', '', '', '', '借方', '贷方', '']);
      ws.mergeCells('I3:J3');
      for (const x of txns) {
        add([x.serial, compact(x.at), accountNo, ACCOUNT_NAME, x.other, x.otherNo, x.summary, x.memo ?? '', x.pay ?? '', x.income ?? '', x.balance]);
      }
      break;
    }
    case 'ABC': {
      add([`账户名称：${ACCOUNT_NAME}`]);
      add([`账户号：${accountNo}`]);
      add(['起止日期：2026-01-01 至 2026-01-31']);
      add(['交易时间', '收入金额', '支出金额', '账户余额', '对方账号', '对方户名', '交易行名', '交易用途']);
      for (const x of txns) add([x.at.replace(/-/g, '/'), x.income ?? '', x.pay ?? '', x.balance, x.otherNo, x.other, '农行某支行', x.matter ?? '']);
      break;
    }
    case 'BOC': {
      add(['查询账号[ Inquirer account number ]', accountNo]);
      add(['账户名称[ Account name ]', ACCOUNT_NAME]);
      add([]);
      add(['交易日期[ Transaction Date ]', '交易时间[ Transaction time ]', '付款人账号[ Payer\'s Account Number ]', '付款人名称[ Payer\'s Name ]',
        '收款人账号[ Payee\'s Account Number ]', '收款人名称[ Payee\'s Name ]', '交易金额[ Trade Amount ]', '交易后余额[ After-transaction balance ]',
        '交易流水号[ Transaction reference number ]', '摘要[ Reference ]', '用途[ Purpose ]']);
      for (const x of txns) {
        const out = !!x.pay;
        add([compact(x.at), x.at.slice(11), out ? accountNo : x.otherNo, out ? ACCOUNT_NAME : x.other, out ? x.otherNo : accountNo,
          out ? x.other : ACCOUNT_NAME, x.pay ?? x.income, x.balance, x.serial, x.summary, x.matter ?? '']);
      }
      break;
    }
    case 'CMB': {
      add(['招商银行交易明细']);
      add([`账号: ${accountNo}`, `户名: ${ACCOUNT_NAME}`]);
      add(['流水号', '交易日', '交易时间', '起息日', '交易类型', '借方金额', '贷方金额', '余额', '用途', '业务参考号', '业务摘要', '其它摘要', '收(付)方名称', '收(付)方账号', '冲账标志']);
      for (const x of txns) {
        add([x.serial, compact(x.at), x.at.slice(11), compact(x.at), x.summary, money(x.pay), money(x.income), money(x.balance), x.matter ?? '',
          `R${x.serial}`, x.summary, '', x.other, x.otherNo, '']);
      }
      break;
    }
    case 'BOCOM': {
      add(['交通银行对公账户交易明细']);
      add(['户  名:', ACCOUNT_NAME, '查询账号:', accountNo]);
      add(['交易时间', '对方户名', '对方账号', '摘要', '发生额', '借贷标志', '余额']);
      for (const x of txns) add([x.at, x.other, x.otherNo, x.summary, x.pay ?? x.income, x.pay ? '借' : '贷', x.balance]);
      break;
    }
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** `n` lines from `from` (China wall time 'YYYY-MM-DD'), one every 10 minutes, oldest first; a consistent chain from `opening`. */
export function manyTxns(n: number, prefix: string, from = '2026-02-01', opening = 216750.44): Txn[] {
  const start = Date.parse(`${from}T08:00:00Z`);
  let balance = opening;
  return Array.from({ length: n }, (_, i) => {
    const t = new Date(start + i * 600_000).toISOString();
    const income = i % 3 ? Math.round((100 + (i % 97) * 13.7) * 100) / 100 : undefined;
    const pay = income === undefined ? Math.round((50 + (i % 89) * 7.3) * 100) / 100 : undefined;
    balance = Math.round((balance + (income ?? 0) - (pay ?? 0)) * 100) / 100;
    return {
      at: `${t.slice(0, 10)} ${t.slice(11, 19)}`, income, pay, balance, other: i % 2 ? '某市城投公司' : '某区住建局',
      otherNo: i % 2 ? '3100020919200012345' : '3100020919200099999', summary: income ? '转账' : '网银转账', serial: `${prefix}${String(i + 1).padStart(6, '0')}`,
    };
  });
}
