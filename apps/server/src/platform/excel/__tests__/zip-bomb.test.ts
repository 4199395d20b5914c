import { describe, expect, it } from 'vitest';
import { body } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { lyingWorkbook } from '../../../../test/zip-bomb.js';

/*
 * Issue 13 finding 2: an .xlsx whose sharedStrings.xml declares 2,000 bytes but really inflates
 * to far more passed the central-directory check and was inflated whole. The sheet worker counts
 * the bytes it really inflates and stops at the limit (2 MB here), whatever the zip declares.
 */
const LIMIT = 2 * 1024 * 1024;
const ctx = useTestApp({ excelMaxUncompressedBytes: LIMIT });

/** A real workbook, repacked with a shared-strings part of `sharedBytes` that declares 2,000 bytes. */
const lying = (sharedBytes: number) => lyingWorkbook(sharedBytes, [['登录名', '姓名'], ['bomb_a', '炸弹']]);

async function upload(content: Buffer): Promise<string> {
  const m = multipart([{ field: 'file', filename: 'data.xlsx', content }]);
  const res = await ctx.call('admin', 'POST', '/api/b/fileItem/upload', m.payload, { 'content-type': m.contentType });
  expect(res.statusCode, res.body).toBe(200);
  return body<string[]>(res).data[0];
}

describe('Excel zip bomb with lying sizes', () => {
  it('stops inflating at the limit and answers 400, on reading and on importing; the server answers on', async () => {
    const bomb = await lying(8 * LIMIT);
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
    const id = await upload(await lying(LIMIT / 4));
    const read = await ctx.call('admin', 'POST', `/api/b/excel/template/readExcel/sys:user/${id}`, {});
    expect(read.statusCode, read.body).toBe(200);
    expect(body<{ columnList: string[] }>(read).data.columnList).toEqual(['登录名', '姓名']);
  });
});
