import { promises as fs } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { badRequest } from '../errors.js';

/*
 * An .xlsx is a zip. Before a byte is inflated we read the zip's central directory and refuse
 * files that are not a workbook, or whose entries would unpack past the configured limit (a
 * zip bomb: kilobytes on disk, gigabytes of sheet XML). An archive whose local headers disagree
 * with its directory is still bounded by the import's row limit (ECMS_EXCEL_MAX_ROWS), since the
 * sheet is parsed as a stream and never held whole.
 */

export const EXCEL_MSG = {
  NOT_EXCEL: '文件不是有效的 Excel 文件，请上传 .xlsx 格式的文件',
  XLS: '暂不支持 .xls 格式，请在 Excel 中另存为 .xlsx 后再导入',
  TOO_BIG: (mb: number) => `Excel 文件解压后超过 ${mb}MB 的限制，请拆分后再导入`,
  NO_SHEET: 'Excel 文件中没有工作表',
  SHEET_NOT_FOUND: (name: string) => `Excel 文件中没有名为“${name}”的工作表`,
  NO_ROWS: 'Excel 文件中没有数据行',
  NO_HEADER: 'Excel 文件第一行没有列标题',
  TOO_MANY_ROWS: (n: number) => `Excel 文件超过 ${n} 行的限制，请拆分后再导入`,
  READ_FIRST: '请先导入读取文件!',
  READ_OK: '读取成功!',
  IMPORT_OK: '导入成功!',
  NO_MAPPING: '请至少为一列指定对应的字段',
  REQUIRED_UNMAPPED: (labels: string) => `必填字段未对应到 Excel 列：${labels}`,
} as const;

const EOCD_SIG = 0x06054b50;
const CEN_SIG = 0x02014b50;
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export interface ZipSummary {
  entries: number;
  uncompressed: number;
  names: string[];
}

export interface ZipEntry {
  name: string;
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

/** The central directory's entries (sizes as declared; never trusted for inflating). */
export async function centralDirectory(fh: fs.FileHandle, maxBytes: number): Promise<ZipEntry[]> {
  const { size } = await fh.stat();
  const head = Buffer.alloc(8);
  await fh.read(head, 0, 8, 0);
  if (head.equals(OLE_MAGIC)) throw badRequest(EXCEL_MSG.XLS);
  if (size < 22 || head.readUInt32LE(0) !== 0x04034b50) throw badRequest(EXCEL_MSG.NOT_EXCEL);
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  const tailLen = Math.min(size, 22 + 0xffff);
  const tail = Buffer.alloc(tailLen);
  await fh.read(tail, 0, tailLen, size - tailLen);
  let eocd = -1;
  for (let i = tailLen - 22; i >= 0; i--) if (tail.readUInt32LE(i) === EOCD_SIG) { eocd = i; break; }
  if (eocd < 0) throw badRequest(EXCEL_MSG.NOT_EXCEL);
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  // Zip64 markers: no real spreadsheet needs them; a crafted one hides its sizes there.
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw badRequest(EXCEL_MSG.TOO_BIG(maxBytes / 1048576));
  if (cdOffset + cdSize > size || cdSize > 16 * 1024 * 1024) throw badRequest(EXCEL_MSG.NOT_EXCEL);
  const cd = Buffer.alloc(cdSize);
  await fh.read(cd, 0, cdSize, cdOffset);
  let p = 0;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CEN_SIG) throw badRequest(EXCEL_MSG.NOT_EXCEL);
    const uncompressed = cd.readUInt32LE(p + 24);
    const nameLen = cd.readUInt16LE(p + 28);
    const extraLen = cd.readUInt16LE(p + 30);
    const commentLen = cd.readUInt16LE(p + 32);
    if (uncompressed === 0xffffffff) throw badRequest(EXCEL_MSG.TOO_BIG(maxBytes / 1048576));
    entries.push({
      name: cd.toString('utf8', p + 46, p + 46 + nameLen), method: cd.readUInt16LE(p + 10),
      compressed: cd.readUInt32LE(p + 20), uncompressed, localOffset: cd.readUInt32LE(p + 42),
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Checks the stored file at `file` is an .xlsx whose entries unpack to at most `maxBytes`. */
export async function checkXlsx(file: string, maxBytes: number): Promise<ZipSummary> {
  const fh = await fs.open(file, 'r');
  try {
    const entries = await centralDirectory(fh, maxBytes);
    const total = entries.reduce((sum, e) => sum + e.uncompressed, 0);
    const names = entries.map((e) => e.name);
    if (total > maxBytes) throw badRequest(EXCEL_MSG.TOO_BIG(Math.round(maxBytes / 1048576)));
    // A zip that is not a workbook (a .docx renamed, a plain archive).
    if (!names.includes('xl/workbook.xml') || !names.includes('[Content_Types].xml')) throw badRequest(EXCEL_MSG.NOT_EXCEL);
    return { entries: entries.length, uncompressed: total, names };
  } finally {
    await fh.close();
  }
}

/**
 * One small entry of the zip (e.g. xl/workbook.xml), found through the central directory and
 * inflated to at most `maxBytes`; undefined when the zip has no such entry.
 */
export async function readZipEntry(file: string, name: string, maxBytes: number): Promise<Buffer | undefined> {
  const fh = await fs.open(file, 'r');
  try {
    const entry = (await centralDirectory(fh, maxBytes)).find((e) => e.name === name);
    if (!entry) return undefined;
    const local = Buffer.alloc(30);
    await fh.read(local, 0, 30, entry.localOffset);
    if (local.readUInt32LE(0) !== 0x04034b50 || entry.compressed > maxBytes) throw badRequest(EXCEL_MSG.NOT_EXCEL);
    const data = Buffer.alloc(entry.compressed);
    await fh.read(data, 0, entry.compressed, entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28));
    if (entry.method === 0) return data;
    if (entry.method !== 8) throw badRequest(EXCEL_MSG.NOT_EXCEL);
    try {
      return inflateRawSync(data, { maxOutputLength: maxBytes });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw badRequest(EXCEL_MSG.TOO_BIG(Math.round(maxBytes / 1048576)));
      throw badRequest(EXCEL_MSG.NOT_EXCEL);
    }
  } finally {
    await fh.close();
  }
}
