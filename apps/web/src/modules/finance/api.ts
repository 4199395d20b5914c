import { bankDetailApi, bankDetailExcelApi, bankMonthBalanceApi, type TBankDetailSave, type TBankImportConfig } from '@ecms/shared';
import { downloadFile } from '../../api/download';
import type { ListRequest } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

/* Bank statement calls of the finance pages (typed from packages/shared/src/contracts/finance.ts). */

export const BANK_LINES_KEY = 'fin-bank-lines';
export const BANK_MONTHS_KEY = 'fin-bank-months';
export const BANK_ACCOUNTS_KEY = 'fin-bank-accounts';

export const queryBankLines = (req: ListRequest) => callList(bankDetailApi.queryList, { body: req });
export const saveBankLine = (body: TBankDetailSave) => call(bankDetailApi.save, { body });
export const deleteBankLines = (ids: string[]) => call(bankDetailApi.deleteBankDetail, { body: { ids } });
export const bankMonths = (accountId?: string) => call(bankDetailApi.findSummarys, { body: accountId ? { accountId } : {} });
export const deleteBankMonth = (accountId: string, month: string) => callEnvelope(bankDetailApi.deleteBankDetailMonth, { body: { accountId, month } });
export const bankAccounts = () => call(bankMonthBalanceApi.getBankAccountList, {});

export const readBankFile = (fileId: string) => call(bankDetailExcelApi.readExcel, { body: { fileId } });
const importBody = (fileId: string, cfg: TBankImportConfig, replaceConflicts?: boolean) => ({ fileItems: [fileId], bankAccountImportConfig: cfg, replaceConflicts });
export const checkBankFile = (fileId: string, cfg: TBankImportConfig) => call(bankDetailExcelApi.checkRepeat, { body: importBody(fileId, cfg) });
export const importBankFile = (fileId: string, cfg: TBankImportConfig, replaceConflicts: boolean) =>
  callEnvelope(bankDetailExcelApi.importExcel, { body: importBody(fileId, cfg, replaceConflicts) });

export const downloadBankTemplate = () =>
  downloadFile('/b/finance/bankDetailExcel/getBankTemplate', { method: 'POST', fallbackName: '银行流水导入模板.xlsx' });
export const exportBankBalances = (accountId?: string) =>
  downloadFile('/b/finance/bankDetailExcel/exportBankBanlance', { method: 'POST', body: accountId ? { accountId } : {}, fallbackName: '账户月度余额.xlsx' });
