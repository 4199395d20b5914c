import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { inflateRawSync } from 'node:zlib';
import { body } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { useTestApp } from '../../../../test/use-test-app.js';

/*
 * Issue 13 finding 2: an .xlsx whose sharedStrings.xml declares 2,000 bytes but really inflates
 * to far more passed the central-directory check and was inflated whole. The sheet worker counts
 * the bytes it really inflates and stops at the limit (2 MB here), whatever the zip declares.
 */
const LIMIT = 2 * 1024 * 1024;
const ctx = useTestApp({ excelMaxUncompressedBytes: LIMIT });

const toBuffer = (zip: yazl.ZipFile) => new Promise<Buffer>((resolve) => {
  const c: Buffer[] = [];
  zip.outputStream.on('data', (d: Buffer) => c.push(d)).on('end', () => resolve(Buffer.concat(c)));
});

/** A real workbook, repacked with a shared-strings part of `sharedBytes` that declares 2,000 bytes. */
async function lyingWorkbook(sharedBytes: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('人员').addRows([['登录名', '姓名'], ['bomb_a', '炸弹']]);
  const src = Buffer.from(await wb.xlsx.writeBuffer());
  const entries = unzipEntries(src);
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) {
    if (name === 'xl/sharedStrings.xml' || name.endsWith('/')) continue;
    zip.addBuffer(data, name);
  }
  const pad = '<si><t>x</t></si>'.repeat(Math.ceil(sharedBytes / 16));
  zip.addBuffer(Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>登录名</t></si><si><t>姓名</t></si><si><t>bomb_a</t></si><si><t>炸弹</t></si>${pad}</sst>`), 'xl/sharedStrings.xml');
  zip.end();
  const out = await toBuffer(zip);
  // Lie about the size in the local header and the central directory.
  const name = Buffer.from('xl/sharedStrings.xml');
  for (let i = out.indexOf(name); i >= 0; i = out.indexOf(name, i + 1)) {
    if (out.readUInt32LE(i - 30) === 0x04034b50) out.writeUInt32LE(2000, i - 30 + 22);
    if (out.readUInt32LE(i - 46) === 0x02014b50) out.writeUInt32LE(2000, i - 46 + 24);
  }
  return out;
}

/** Entries of a zip (central directory walk; deflate or stored). */
function unzipEntries(buf: Buffer): [string, Buffer][] {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out: [string, Buffer][] = [];
  for (let n = 0; n < count; n++) {
    const method = buf.readUInt16LE(p + 10);
    const csize = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extra = buf.readUInt16LE(p + 30);
    const comment = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + csize);
    out.push([name, method === 8 ? inflateRawSync(data) : Buffer.from(data)]);
    p += 46 + nameLen + extra + comment;
  }
  return out;
}

async function upload(content: Buffer): Promise<string> {
  const m = multipart([{ field: 'file', filename: 'data.xlsx', content }]);
  const res = await ctx.call('admin', 'POST', '/api/b/fileItem/upload', m.payload, { 'content-type': m.contentType });
  expect(res.statusCode, res.body).toBe(200);
  return body<string[]>(res).data[0];
}

describe('Excel zip bomb with lying sizes', () => {
  it('stops inflating at the limit and answers 400, on reading and on importing; the server answers on', async () => {
    const bomb = await lyingWorkbook(8 * LIMIT);
    expect(bomb.length).toBeLessThan(LIMIT / 4);
    const id = await upload(bomb);
    const read = await ctx.call('admin', 'POST', `/api/b/excel/template/readExcel/sys:user/${id}`, {});
    expect(read.statusCode).toBe(400);
    expect(body(read).msg).toBe('Excel 文件解压后超过 2MB 的限制，请拆分后再导入');
    const imported = await ctx.call('admin', 'POST', `/api/b/excel/template/confirmExcel/sys:user/${id}`, { mode: 'valid' });
    expect(imported.statusCode).toBe(400);
    expect(body(imported).msg).toBe('Excel 文件解压后超过 2MB 的限制，请拆分后再导入');
    expect((await ctx.call('admin', 'GET', '/api/user/info')).statusCode).toBe(200);
  });

  it('still reads the same workbook when its shared strings stay under the limit (sizes lying or not)', async () => {
    const id = await upload(await lyingWorkbook(LIMIT / 4));
    const read = await ctx.call('admin', 'POST', `/api/b/excel/template/readExcel/sys:user/${id}`, {});
    expect(read.statusCode, read.body).toBe(200);
    expect(body<{ columnList: string[] }>(read).data.columnList).toEqual(['登录名', '姓名']);
  });
});
