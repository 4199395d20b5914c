import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { z } from 'zod';
import type { ZQcFinding } from '@ecms/shared';
import { RULES } from './qc-rules.js';

/*
 * The check report (report/generatorReport, getBillSplicWordResult) as a Word .docx written from
 * plain WordprocessingML (no template library is a dependency): the project and run, totals per
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

/** Control characters XML 1.0 forbids (a spreadsheet cell may carry them); tab, LF and CR are allowed. */
const xmlAllowed = (ch: string) => ch >= ' ' || ch === '\t' || ch === '\n' || ch === '\r';
const esc = (s: string) => Array.from(s).filter(xmlAllowed).join('')
  .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const FONT = '<w:rFonts w:ascii="SimSun" w:hAnsi="SimSun" w:eastAsia="SimSun"/>';
const run = (text: string, opts: { bold?: boolean; size?: number; color?: string } = {}) =>
  `<w:r><w:rPr>${FONT}${opts.bold ? '<w:b/>' : ''}${opts.color ? `<w:color w:val="${opts.color}"/>` : ''}<w:sz w:val="${opts.size ?? 21}"/></w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const para = (text: string, opts: { bold?: boolean; size?: number; center?: boolean; color?: string; style?: string } = {}) =>
  `<w:p><w:pPr>${opts.style ? `<w:pStyle w:val="${opts.style}"/>` : ''}${opts.center ? '<w:jc w:val="center"/>' : ''}<w:spacing w:after="80"/></w:pPr>${run(text, opts)}</w:p>`;
const cell = (text: string, width: number, opts: { bold?: boolean; fill?: string } = {}) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${opts.fill ? `<w:shd w:val="clear" w:color="auto" w:fill="${opts.fill}"/>` : ''}</w:tcPr><w:p>${run(text, { bold: opts.bold, size: 18 })}</w:p></w:tc>`;
const BORDERS = '<w:tblBorders>' + ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map((b) => `<w:${b} w:val="single" w:sz="4" w:space="0" w:color="999999"/>`).join('') + '</w:tblBorders>';
function table(headers: string[], widths: number[], rows: string[][]): string {
  const head = `<w:tr><w:trPr><w:tblHeader/></w:trPr>${headers.map((h, i) => cell(h, widths[i], { bold: true, fill: 'E8EEF7' })).join('')}</w:tr>`;
  const body = rows.map((r) => `<w:tr>${r.map((c, i) => cell(c, widths[i])).join('')}</w:tr>`).join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/>${BORDERS}<w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${head}${body}</w:tbl>`;
}

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
  const sect = '<w:sectPr><w:pgSz w:w="16838" w:h="11906" w:orient="landscape"/><w:pgMar w:top="1000" w:right="1000" w:bottom="1000" w:left="1000" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr>';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${parts.join('')}${sect}</w:body></w:document>`;
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** The .docx bytes. */
export function reportDocx(input: ReportInput): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
  zip.addBuffer(Buffer.from(RELS), '_rels/.rels');
  zip.addBuffer(Buffer.from(reportDocumentXml(input)), 'word/document.xml');
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    (zip.outputStream as Readable).on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
  });
}

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
