import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankDetailApi, bankDetailExcelApi, bankMonthBalanceApi, FINANCE_MSG, MESSAGES, ZSummaryQuery } from '@ecms/shared';
import { requirePermission } from '../../platform/auth/context.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { streamXlsx } from '../../platform/excel/writer.js';
import { fileStoreFor } from '../../platform/files/file-store.js';
import { batchLinesFor, checkBankImport, importBankExcel, readBankExcel } from './bank-import.service.js';
import {
  deleteBankDetailMonth, deleteBankDetails, findSummaries, queryBankDetails, saveBankDetail, visibleAccounts,
} from './bank.service.js';
import { BALANCE_COLUMNS, TEMPLATE_COLUMNS, TEMPLATE_SAMPLE } from './bank.export.js';

const P = 'finance:bankDetail';

/** Bank statements (spec 3 §7 Finance: bankDetail, bankMonthBalance, bankDetailExcel). */
export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = fileStoreFor(app.config);
  const limits = { maxUncompressedBytes: app.config.excelMaxUncompressedBytes, maxRows: app.config.excelMaxRows, batchLines: batchLinesFor(app.database.kind) };

  route(app, bankDetailApi.queryList, { config: { permission: `${P}:view` } }, async (req) => {
    const page = await req.tx((tx) => queryBankDetails(tx, req.actor(), req.body ?? {}));
    return ok(page.rows, { total: page.total });
  });
  route(app, bankDetailApi.save, { config: { permission: `${P}:view` } }, async (req) => ok(await req.tx(async (tx) => {
    await requirePermission(tx, req.actor(), `${P}:${req.body.id ? 'edit' : 'add'}`);
    return saveBankDetail(tx, req.actor(), req.body);
  }), { msg: MESSAGES.SAVE_OK }));
  route(app, bankDetailApi.deleteBankDetail, { config: { permission: `${P}:delete` } }, async (req) => {
    await req.tx((tx) => deleteBankDetails(tx, req.actor(), req.body.ids));
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
  route(app, bankDetailApi.findSummarys, { config: { permission: `${P}:view` } },
    async (req) => ok(await req.tx((tx) => findSummaries(tx, req.actor(), req.body ?? {}))));
  route(app, bankDetailApi.deleteBankDetailMonth, { config: { permission: `${P}:delete` } },
    async (req) => ok(await req.tx((tx) => deleteBankDetailMonth(tx, req.actor(), req.body.accountId, req.body.month)), { msg: MESSAGES.DELETE_OK }));

  route(app, bankMonthBalanceApi.getBankAccountList, { config: { permission: `${P}:view` } },
    async (req) => ok(await req.tx((tx) => visibleAccounts(tx, req.actor()))));

  route(app, bankDetailExcelApi.readExcel, { config: { permission: `${P}:import` } }, async (req) => ok(
    await readBankExcel((fn) => req.tx(fn), req.actor(), store, limits, req.body.fileId, req.body.sheetName, req.body.accountNo),
    { msg: '读取成功' },
  ));
  route(app, bankDetailExcelApi.checkRepeat, { config: { permission: `${P}:import` } },
    async (req) => ok(await checkBankImport((fn) => req.tx(fn), req.actor(), store, limits, req.body)));
  route(app, bankDetailExcelApi.importExcel, { config: { permission: `${P}:import` } }, async (req) => {
    // Short transactions inside: the file is read with none open (issue 13).
    const r = await importBankExcel((fn) => req.tx(fn), req.actor(), store, limits, req.body);
    const msg = r.duplicates || r.conflicts || r.invalid
      ? `导入完成：新增 ${r.imported} 条，重复 ${r.duplicates} 条，冲突 ${r.conflicts} 条${r.replaced ? `（已替换 ${r.replaced} 条）` : ''}，无效 ${r.invalid} 条`
      : FINANCE_MSG.IMPORT_OK;
    return ok(r, { msg });
  });

  app.post('/b/finance/bankDetailExcel/getBankTemplate', {
    schema: { tags: ['finance'], summary: '下载银行流水导入模板（标准列；各银行原格式也可直接导入）' },
    config: { permission: `${P}:import` },
  }, async (_req, reply) => streamXlsx(reply, { sheetName: '银行流水', fileName: '银行流水导入模板.xlsx', columns: TEMPLATE_COLUMNS, rows: TEMPLATE_SAMPLE }));

  app.post('/b/finance/bankDetailExcel/exportBankBanlance', {
    schema: { tags: ['finance'], summary: '导出账户月度余额（月度汇总；按数据权限）', body: ZSummaryQuery },
    config: { permission: `${P}:export` },
  }, async (req, reply) => {
    const rows = await req.tx((tx) => findSummaries(tx, req.actor(), req.body ?? {}));
    return streamXlsx(reply, {
      sheetName: '账户月度余额', fileName: '账户月度余额.xlsx', columns: BALANCE_COLUMNS,
      rows: rows.map((r) => ({ ...r, balanced: r.balanced ? '是' : '否' })),
    });
  });
};
