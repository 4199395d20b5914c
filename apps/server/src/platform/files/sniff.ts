/*
 * What a file really is, from its first bytes: the extension a user gives is a claim, the
 * content decides. An HTML page renamed .jpg must not be stored as a picture (a browser that
 * sniffs would run it), so every upload is checked against what its extension promises.
 */

export type SniffKind = 'jpeg' | 'png' | 'gif' | 'bmp' | 'webp' | 'pdf' | 'zip' | 'ole' | 'rar' | '7z' | 'mp4' | 'dwg' | 'text' | 'binary';

const startsWith = (b: Buffer, sig: number[] | string, at = 0): boolean => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return b.length >= at + bytes.length && b.subarray(at, at + bytes.length).equals(bytes);
};

/** True when the bytes look like markup a browser would render or run (HTML, SVG, script). */
export function looksLikeActiveMarkup(head: Buffer): boolean {
  const text = head.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return /^<(!doctype\s+html|html|head|body|script|svg|iframe|object|embed|meta|link|style|img|a\s|div|\?xml[^>]*>\s*<(svg|html))/.test(text)
    || /<script[\s>]/.test(text);
}

export function sniff(head: Buffer): SniffKind {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'gif';
  if (startsWith(head, 'BM') && head.length > 14) return 'bmp';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'webp';
  if (startsWith(head, '%PDF-')) return 'pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(head, 'Rar!\x1a\x07')) return 'rar';
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return '7z';
  if (startsWith(head, 'ftyp', 4)) return 'mp4';
  if (startsWith(head, 'AC10')) return 'dwg';
  return isText(head) ? 'text' : 'binary';
}

function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // UTF-8 (Chinese included) or GBK text: no NULs and few control characters.
  let control = 0;
  for (const c of head) if (c < 0x09 || (c > 0x0d && c < 0x20)) control++;
  return control <= head.length / 100;
}

/** Kinds each extension may be; extensions not listed accept any content that is not active markup. */
const EXPECTED: Record<string, SniffKind[]> = {
  jpg: ['jpeg'], jpeg: ['jpeg'], png: ['png'], gif: ['gif'], bmp: ['bmp'], webp: ['webp'],
  pdf: ['pdf'],
  docx: ['zip'], xlsx: ['zip'], pptx: ['zip'], zip: ['zip'], ofd: ['zip'],
  doc: ['ole', 'zip'], xls: ['ole', 'zip'], ppt: ['ole', 'zip'], wps: ['ole', 'zip'], et: ['ole', 'zip'],
  rar: ['rar'], '7z': ['7z'], mp4: ['mp4'], dwg: ['dwg'],
  txt: ['text'], csv: ['text'], xml: ['text'], dxf: ['text'],
};

const CONTENT_TYPES: Record<SniffKind, string> = {
  jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', bmp: 'image/bmp', webp: 'image/webp', pdf: 'application/pdf',
  zip: 'application/zip', ole: 'application/x-ole-storage', rar: 'application/vnd.rar', '7z': 'application/x-7z-compressed',
  mp4: 'video/mp4', dwg: 'image/vnd.dwg', text: 'text/plain', binary: 'application/octet-stream',
};

/** Whether content `head` fits extension `suffix`; with the content type to record. */
export function checkContent(suffix: string, head: Buffer): { ok: boolean; kind: SniffKind; contentType: string } {
  const kind = sniff(head);
  const contentType = CONTENT_TYPES[kind];
  if (looksLikeActiveMarkup(head)) return { ok: false, kind, contentType };
  const expected = EXPECTED[suffix];
  // An empty file is nothing harmful, whatever its name.
  if (head.length === 0) return { ok: true, kind, contentType };
  return { ok: !expected || expected.includes(kind), kind, contentType };
}
