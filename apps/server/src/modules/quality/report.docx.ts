import type { z } from 'zod';
import type { ZQcFinding } from '@ecms/shared';
import { DOCX_TYPE, type DocxCell, docxDocument, docxPack, docxPara, docxTable } from '../../platform/files/docx.js';
import { RULES } from './qc-rules.js';

/*
 * The check report (report/generatorReport, getBillSplicWordResult) as a Word .docx through the
 * platform's WordprocessingML writer (platform/files/docx.ts): the project and run, totals per
 * severity, then the findings grouped by rule and 单位工程 with the source cell, expected, actual,
 * deviation, the reviewer's opinion, and ignored findings marked with who ignored them and why.
 */

type TQcFinding = z.output<typeof ZQcFinding>;

export interface ReportInput {
  projectName: string;
  runName: string;
  finishedAt: Date | string | null;
  findings: TQcFinding[];
}

const para = (text: string, o: { bold?: boolean; size?: number; center?: boolean } = {}) =>
  docxPara(text, { bold: o.bold, size: o.size ?? 21, align: o.center ? 'center' : undefined, after: 80 });
const cell = (text: string, width: number, o: { bold?: boolean; fill?: string } = {}): DocxCell =>
  ({ paras: [docxPara(text, { bold: o.bold, size: 18, after: 0 })], width, fill: o.fill });
/** A grey-ruled table whose header row repeats on each page. */
const table = (headers: string[], widths: number[], rows: string[][]) => docxTable([
  headers.map((h, i) => cell(h, widths[i], { bold: true, fill: 'E8EEF7' })),
  ...rows.map((r) => r.map((c, i) => cell(c, widths[i]))),
], { headerRows: 1, borderColor: '999999' });

const SEVERITY: Record<string, string> = { error: '错误', warn: '警告', info: '未评估' };
const fmtDate = (d: Date | string | null) => (d ? new Date(new Date(d).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ') : '');

export function reportDocumentXml(input: ReportInput): string {
  const f = input.findings;
  const open = f.filter((x) => x.status !== 'ignored');
  const parts: string[] = [];
  parts.push(para('造价成果质量检查报告', { bold: true, size: 36, center: true }));
  parts.push(para(`工程名称：${input.projectName}`));
  parts.push(para(`检查记录：${input.runName}`));
  parts.push(para(`完成时间：${fmtDate(input.finishedAt)}`));
  parts.push(para('一、检查汇总', { bold: true, size: 28 }));
  const count = (list: TQcFinding[], s: string) => list.filter((x) => x.severity === s).length;
  parts.push(table(['项目', '错误', '警告', '未评估', '已忽略', '已填意见'], [2600, 1300, 1300, 1300, 1300, 1300], [[
    '全部检查结果', String(count(open, 'error')), String(count(open, 'warn')), String(count(open, 'info')),
    String(f.length - open.length), String(f.filter((x) => x.opinion).length),
  ]]));
  const byRule = RULES.map((r) => ({ r, list: f.filter((x) => x.rule === r.code) })).filter((g) => g.list.length);
  parts.push(para('二、按检查项汇总', { bold: true, size: 28 }));
  parts.push(table(['序号', '检查项', '分组', '错误', '警告', '未评估', '已忽略'], [700, 2600, 1500, 1000, 1000, 1000, 1000], byRule.map((g, i) => {
    const o = g.list.filter((x) => x.status !== 'ignored');
    return [String(i + 1), `${g.r.no}. ${g.r.name}`, g.r.group, String(count(o, 'error')), String(count(o, 'warn')), String(count(o, 'info')), String(g.list.length - o.length)];
  })));
  parts.push(para('三、检查结果明细（按检查项、单位工程）', { bold: true, size: 28 }));
  for (const g of byRule) {
    parts.push(para(`${g.r.no}. ${g.r.name}（${g.r.group}）`, { bold: true, size: 24 }));
    const units = [...new Set(g.list.map((x) => x.unitName ?? '全工程'))];
    for (const u of units) {
      const rows = g.list.filter((x) => (x.unitName ?? '全工程') === u);
      parts.push(para(`单位工程：${u}（${rows.length} 项）`, { bold: true }));
      parts.push(table(['级别', '位置', '对象', '问题', '应为', '实为', '偏差', '处理与意见'], [700, 1500, 1500, 2000, 1000, 1000, 800, 1800], rows.map((x) => [
        SEVERITY[x.severity] ?? x.severity,
        x.srcSheet ? `${x.srcSheet} 第${x.srcRow ?? ''}行` : '',
        x.target ?? '', x.message, x.expected ?? '', x.actual ?? '', x.deviation === null || x.deviation === undefined ? '' : String(x.deviation),
        [x.status === 'ignored' ? `已忽略（${x.ignoredBy ?? ''}）：${x.reason ?? ''}` : '', x.opinion ? `审核意见（${x.opinionBy ?? ''}）：${x.opinion}` : ''].filter(Boolean).join('；'),
      ])));
    }
  }
  const opinions = f.filter((x) => x.opinion);
  parts.push(para('四、审核意见', { bold: true, size: 28 }));
  if (!opinions.length) parts.push(para('（无）'));
  for (const x of opinions) parts.push(para(`${x.unitName ?? ''} ${x.srcSheet ?? ''} 第${x.srcRow ?? ''}行 ${x.target ?? ''}：${x.opinion}（${x.opinionBy ?? ''}）`));
  return docxDocument(parts, { landscape: true });
}

/** The .docx bytes. */
export const reportDocx = (input: ReportInput): Promise<Buffer> => docxPack(reportDocumentXml(input));

export { DOCX_TYPE };
