import { eq } from 'drizzle-orm';
import { DUE_STATE, ledgerDef, SUP_LEDGER_KINDS, type SupLedgerKind } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { bdDict } from '../../db/schema/index.js';
import { allPages, type ExportSource } from '../../platform/excel/exports.js';
import type { ExportColumn } from '../../platform/excel/writer.js';
import { listLedger } from './ledger.service.js';

/*
 * Excel export of every supervision ledger through the platform's exportData (`supervise:ledger:<kind>`):
 * the list's own filters, scope and order (listLedger page by page), the kind's declared fields as
 * columns, dictionary values as their labels, the ledger's own view right.
 */

export const ledgerExportCode = (kind: SupLedgerKind) => `supervise:ledger:${kind}`;

async function dictLabels(tx: Db, type: string): Promise<Map<string, string>> {
  const rows = await tx.select({ label: bdDict.label, value: bdDict.value }).from(bdDict).where(eq(bdDict.type, type));
  return new Map(rows.map((r) => [r.value, r.label]));
}

async function columnsOf(tx: Db, kind: SupLedgerKind): Promise<ExportColumn[]> {
  const def = ledgerDef(kind);
  const fields: ExportColumn[] = [];
  for (const f of def.fields) {
    fields.push({
      key: `data.${f.name}`, label: f.label, width: f.type === 'textarea' ? 30 : f.type === 'date' ? 12 : 16,
      ...(f.type === 'date' ? { format: 'date' as const } : f.type === 'number' ? { format: 'number' as const } : {}),
      ...(f.type === 'dict' && f.dict ? { labels: await dictLabels(tx, f.dict) } : {}),
    });
  }
  return [
    { key: 'businessName', label: '监理项目', width: 24 },
    ...fields,
    ...(kind === 'instrument' ? [
      { key: 'dueDate', label: '下次检定日期', width: 12, format: 'date' as const },
      { key: 'dueState', label: '检定状态', width: 10, labels: DUE_STATE as Record<string, string> },
    ] : []),
    { key: 'createdByName', label: '登记人', width: 10 },
    { key: 'updatedDate', label: '更新时间', width: 20, format: 'datetime' as const },
  ];
}

export const ledgerExports: readonly ExportSource[] = SUP_LEDGER_KINDS.map((kind) => ({
  code: ledgerExportCode(kind),
  label: ledgerDef(kind).title,
  permission: `${ledgerDef(kind).permission}:view`,
  columns: (tx) => columnsOf(tx, kind),
  async *rows(tx, actor, req) {
    for await (const row of allPages(req, async (r) => (await listLedger(tx, actor, kind, r)).rows)) {
      // Flattened for the writer's column keys (data.<field>).
      yield { ...row, ...Object.fromEntries(Object.entries(row.data).map(([k, v]) => [`data.${k}`, v])) };
    }
  },
}));
