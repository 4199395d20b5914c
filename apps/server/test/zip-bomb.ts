import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { inflateRawSync } from 'node:zlib';

/**
 * A real workbook (sheet 人员 with `rows`), repacked with a shared-strings part that really inflates
 * to about `sharedBytes` but declares 2,000 bytes in the local header and the central directory:
 * the zip bomb of issue 13 finding 2, which a guard trusting declared sizes lets through.
 */
export async function lyingWorkbook(sharedBytes: number, rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('人员').addRows(rows);
  const zip = new yazl.ZipFile();
  for (const [name, data] of unzipEntries(Buffer.from(await wb.xlsx.writeBuffer()))) {
    if (name === 'xl/sharedStrings.xml' || name.endsWith('/')) continue;
    zip.addBuffer(data, name);
  }
  const strings = rows.flat().map((s) => `<si><t>${s}</t></si>`).join('');
  const pad = '<si><t>x</t></si>'.repeat(Math.ceil(sharedBytes / 16));
  zip.addBuffer(Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${strings}${pad}</sst>`), 'xl/sharedStrings.xml');
  zip.end();
  const parts: Buffer[] = [];
  await new Promise<void>((resolve) => zip.outputStream.on('data', (d: Buffer) => parts.push(d)).on('end', () => resolve()));
  const out = Buffer.concat(parts);
  const name = Buffer.from('xl/sharedStrings.xml');
  for (let i = out.indexOf(name); i >= 0; i = out.indexOf(name, i + 1)) {
    if (out.readUInt32LE(i - 30) === 0x04034b50) out.writeUInt32LE(2000, i - 30 + 22);
    if (out.readUInt32LE(i - 46) === 0x02014b50) out.writeUInt32LE(2000, i - 46 + 24);
  }
  return out;
}

/** Entries of a zip (central directory walk; deflate or stored). */
export function unzipEntries(buf: Buffer): [string, Buffer][] {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out: [string, Buffer][] = [];
  for (let n = 0; n < count; n++) {
    const method = buf.readUInt16LE(p + 10);
    const csize = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + csize);
    out.push([name, method === 8 ? inflateRawSync(data) : Buffer.from(data)]);
    p += 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return out;
}
