import { SUP_DOC_TYPE, type SupDocType } from '@ecms/shared';
import { docxDocument, docxPack, docxPara, docxRun, docxTable } from '../../platform/files/docx.js';

/*
 * The GB/T 50319-2013 sheets as A4 Word documents (PDF through LibreOffice, platform/files/office):
 *   表 A.0.3 监理通知单 and the 安全隐患通知单 on the same form (clause 5.5.6),
 *   表 C.0.1 工作联系单 (no reply), 表 A.0.5 工程暂停令 (stop date to the hour, part/process,
 *   requirements, the chief engineer's signature and seal).
 * One layout: form number, title, 工程名称 / 编号, one ruled box of labelled rows, the last row
 * holding the body and the signature block, and the copies note. The texts are the form's own.
 */

export interface SheetRow { label?: string; lines: string[]; /** the body row: tall, signature at its foot */ body?: boolean }
export interface Sheet {
  formNo: string; title: string; projectName: string; code: string;
  rows: SheetRow[]; sign: string[]; note: string;
}

const W = 9906; // A4 width minus 2 × 1000 twips margins

export function sheetDocumentXml(s: Sheet): string {
  const parts: string[] = [];
  parts.push(docxPara(s.formNo, { size: 21 }));
  parts.push(docxPara(s.title, { bold: true, size: 36, align: 'center', after: 200 }));
  parts.push(docxTable([[
    { width: W / 2, paras: [docxPara(`工程名称：${s.projectName}`)] },
    { width: W / 2, paras: [docxPara(`编号：${s.code}`, { align: 'right' })] },
  ]]).replace(/<w:tblBorders>.*?<\/w:tblBorders>/, '<w:tblBorders><w:top w:val="nil"/><w:left w:val="nil"/><w:bottom w:val="nil"/><w:right w:val="nil"/><w:insideH w:val="nil"/><w:insideV w:val="nil"/></w:tblBorders>'));
  parts.push(docxTable(s.rows.map((r) => {
    const paras: string[] = [];
    const [first, ...rest] = r.lines;
    paras.push(docxPara(r.label ? [docxRun(`${r.label}：`), docxRun(first ?? '')] : (first ?? '')));
    for (const line of rest) paras.push(docxPara(line, { indent: 480 }));
    if (r.body) {
      paras.push(docxPara('', { after: 600 }));
      for (const line of s.sign) paras.push(docxPara(line, { align: 'right', after: 120 }));
    }
    return [{ width: W, paras, height: r.body ? 9000 : 500 }];
  })));
  parts.push(docxPara(s.note, { size: 21, before: 80 }));
  return docxDocument(parts);
}

export const sheetDocx = (s: Sheet) => docxPack(sheetDocumentXml(s));

/** 年 月 日 of a China date/time; `hour` adds 时 (the 暂停令 starts at an hour). */
export function cnDate(value: Date | string | null | undefined, hour = false): string {
  if (!value) return '    年  月  日';
  const iso = value instanceof Date ? new Date(value.getTime() + 8 * 3600_000).toISOString() : String(value).replace(' ', 'T');
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const h = Number(iso.slice(11, 13) || 0);
  return `${y}年${m}月${d}日${hour ? `${h}时` : ''}`;
}

const NOTE = '注：本表一式三份，项目监理机构、建设单位、施工单位各一份。';
const to = (unit: string | null | undefined) => `${unit || '____________'}（施工项目经理部）`;

export interface NoticeSheetInput {
  docType: string; code: string; businessName: string | null; constructionUnit: string | null; subject: string; content: string | null;
  rectifyDeadline: string | null; issuedDate: Date | string; issuedByName: string | null;
  problems: { code: string; name: string; projectNodeName?: string | null; patrolNodeName?: string | null }[];
}

/** 监理通知单 / 安全隐患通知单 (表 A.0.3) and 工作联系单 (表 C.0.1). */
export function noticeSheet(n: NoticeSheetInput): Sheet {
  const type = SUP_DOC_TYPE[(n.docType in SUP_DOC_TYPE ? n.docType : 'notice') as SupDocType];
  const lines: string[] = [];
  if (n.content) lines.push(...n.content.split(/\r?\n/));
  n.problems.forEach((p, i) => {
    const where = p.projectNodeName ? `（${p.projectNodeName}${p.patrolNodeName ? ` / ${p.patrolNodeName}` : ''}）` : '';
    lines.push(`${i + 1}. ${p.code} ${p.name}${where}`);
  });
  if (type.value === 'contact') {
    return {
      formNo: type.form, title: type.label, projectName: n.businessName ?? '', code: n.code, note: '注：本表一式三份，发文单位、收文单位及项目监理机构各一份。',
      rows: [
        { label: '致', lines: [n.constructionUnit || '____________'] },
        { label: '事由', lines: [n.subject] },
        { label: '内容', lines: ['', ...lines], body: true },
      ],
      sign: ['发文单位：项目监理机构', `负责人（签字）：${n.issuedByName ?? ''}`, `日期：${cnDate(n.issuedDate)}`],
    };
  }
  if (n.rectifyDeadline) lines.push(`请于${cnDate(n.rectifyDeadline)}前整改完毕，并填报《监理通知回复单》。`);
  return {
    formNo: type.form, title: type.label, projectName: n.businessName ?? '', code: n.code, note: NOTE,
    rows: [
      { label: '致', lines: [to(n.constructionUnit)] },
      { label: '事由', lines: [n.subject] },
      { label: '内容', lines: ['', ...lines], body: true },
    ],
    sign: ['项目监理机构（盖章）', `总/专业监理工程师（签字）：${n.issuedByName ?? ''}`, `日期：${cnDate(n.issuedDate)}`],
  };
}

export interface StopSheetInput {
  stopWorkCode: string; businessName: string | null; constructionUnitName: string | null; reason: string; stopDate: string;
  stopWorkRange: string; requirement: string | null; rectificationDate: string | null; issuedByName: string | null; createdDate: Date | string;
}

/** 工程暂停令 (表 A.0.5). */
export function stopWorkSheet(s: StopSheetInput): Sheet {
  const req = (s.requirement ?? '').split(/\r?\n/).filter(Boolean);
  if (s.rectificationDate) req.push(`整改期限：${cnDate(s.rectificationDate)}前。`);
  return {
    formNo: '表 A.0.5', title: '工程暂停令', projectName: s.businessName ?? '', code: s.stopWorkCode, note: NOTE,
    rows: [
      { label: '致', lines: [to(s.constructionUnitName)] },
      {
        lines: [
          `由于${s.reason}原因，现通知你方于${cnDate(s.stopDate, true)}起，暂停${s.stopWorkRange}部位（工序）施工，并按下述要求做好后续工作。`,
          '要求：', ...(req.length ? req : ['']),
        ],
        body: true,
      },
    ],
    sign: ['项目监理机构（盖章）', `总监理工程师（签字、加盖执业印章）：${s.issuedByName ?? ''}`, `日期：${cnDate(s.createdDate)}`],
  };
}
