import type { Readable } from 'node:stream';
import yazl from 'yazl';

/*
 * Minimal WordprocessingML writer for printable sheets and reports (no template library is a
 * dependency): runs, paragraphs, ruled tables and an A4 section, packed into a .docx with yazl.
 * LibreOffice turns the result into PDF (office.ts `officePdfOf`). Text is escaped and stripped
 * of the control characters XML 1.0 forbids; nothing here takes markup from a caller's data.
 */

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const xmlAllowed = (ch: string) => ch >= ' ' || ch === '\t' || ch === '\n' || ch === '\r';
export const xmlEscape = (s: string) => Array.from(s).filter(xmlAllowed).join('')
  .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface RunOpts { bold?: boolean; /** half-points (21 = 10.5 pt, 五号) */ size?: number; font?: string; /** hex RGB, e.g. 'C00000' */ color?: string }
export interface ParaOpts extends RunOpts { align?: 'left' | 'center' | 'right'; after?: number; before?: number; indent?: number }

/** Markup made by docxRun: the only raw XML docxPara accepts (a plain string is always text). */
export type DocxRunXml = string & { readonly __docxRun: true };

/** One run; line breaks in `text` become <w:br/>. */
export function docxRun(text: string, o: RunOpts = {}): DocxRunXml {
  const font = o.font ?? 'SimSun';
  const rpr = `<w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:eastAsia="${font}"/>${o.bold ? '<w:b/>' : ''}${o.color ? `<w:color w:val="${o.color}"/>` : ''}<w:sz w:val="${o.size ?? 24}"/></w:rPr>`;
  return text.split(/\r?\n/).map((line, i) => `<w:r>${rpr}${i ? '<w:br/>' : ''}<w:t xml:space="preserve">${xmlEscape(line)}</w:t></w:r>`).join('') as DocxRunXml;
}

/**
 * One paragraph: a string is text (escaped, in one run with the paragraph's options), never markup,
 * whatever it starts with; a list holds runs made by docxRun.
 */
export function docxPara(content: string | DocxRunXml[], o: ParaOpts = {}): string {
  const runs = Array.isArray(content) ? content.join('') : docxRun(content, o);
  const ppr = `<w:pPr>${o.align ? `<w:jc w:val="${o.align}"/>` : ''}<w:spacing w:before="${o.before ?? 0}" w:after="${o.after ?? 60}"/>${o.indent ? `<w:ind w:firstLine="${o.indent}"/>` : ''}</w:pPr>`;
  return `<w:p>${ppr}${runs}</w:p>`;
}

export interface DocxCell { paras: string[]; width: number; /** minimum row height in twips, for the row holding the cell */ height?: number; vAlign?: 'top' | 'center' | 'bottom'; /** background, hex RGB */ fill?: string }

export interface TableOpts { /** leading rows repeated at the top of each page */ headerRows?: number; /** rule colour, hex RGB */ borderColor?: string }

const borders = (color: string) => '<w:tblBorders>' + ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
  .map((b) => `<w:${b} w:val="single" w:sz="6" w:space="0" w:color="${color}"/>`).join('') + '</w:tblBorders>';

/** A table ruled in black (or `borderColor`) with fixed column widths (twips); each row is a list of cells. */
export function docxTable(rows: DocxCell[][], opts: TableOpts = {}): string {
  const widths = rows[0]?.map((c) => c.width) ?? [];
  const total = widths.reduce((a, b) => a + b, 0);
  const body = rows.map((r, i) => {
    const h = Math.max(0, ...r.map((c) => c.height ?? 0));
    const head = i < (opts.headerRows ?? 0) ? '<w:tblHeader/>' : '';
    const trPr = h || head ? `<w:trPr>${h ? `<w:trHeight w:val="${h}" w:hRule="atLeast"/>` : ''}${head}</w:trPr>` : '';
    return `<w:tr>${trPr}${r.map((c) => {
      const shd = c.fill ? `<w:shd w:val="clear" w:color="auto" w:fill="${c.fill}"/>` : '';
      return `<w:tc><w:tcPr><w:tcW w:w="${c.width}" w:type="dxa"/>${shd}<w:vAlign w:val="${c.vAlign ?? 'top'}"/></w:tcPr>${c.paras.length ? c.paras.join('') : '<w:p/>'}</w:tc>`;
    }).join('')}</w:tr>`;
  }).join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="${total}" w:type="dxa"/>${borders(opts.borderColor ?? '000000')}<w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="120" w:type="dxa"/><w:right w:w="120" w:type="dxa"/></w:tblCellMar></w:tblPr><w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${body}</w:tbl>`;
}

/** Page sizes in twips. A4 portrait: 11906 × 16838. */
export const A4 = { width: 11906, height: 16838 } as const;

export function docxDocument(body: string[], page: { landscape?: boolean; margin?: number } = {}): string {
  const m = page.margin ?? 1000;
  const size = page.landscape ? `<w:pgSz w:w="${A4.height}" w:h="${A4.width}" w:orient="landscape"/>` : `<w:pgSz w:w="${A4.width}" w:h="${A4.height}"/>`;
  const sect = `<w:sectPr>${size}<w:pgMar w:top="${m}" w:right="${m}" w:bottom="${m}" w:left="${m}" w:header="500" w:footer="500" w:gutter="0"/></w:sectPr>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}${sect}</w:body></w:document>`;
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** The .docx bytes of a document.xml (from docxDocument). */
export function docxPack(documentXml: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
  zip.addBuffer(Buffer.from(RELS), '_rels/.rels');
  zip.addBuffer(Buffer.from(documentXml), 'word/document.xml');
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    (zip.outputStream as Readable).on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
  });
}
