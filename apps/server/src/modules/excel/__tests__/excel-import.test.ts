import ExcelJS from 'exceljs';
import { eq, inArray, sql } from 'drizzle-orm';
import yazl from 'yazl';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TExcelRead, TImportResult } from '@ecms/shared';
import { sysUser } from '../../../db/schema/index.js';
import { importBatchSize } from '../../../platform/excel/import.js';
import { defineModule } from '../../../platform/module.js';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../../test/helpers.js';
import { multipart } from '../../../../test/multipart.js';
import { listenLocal, openPush } from '../../../../test/realtime-helpers.js';
import { useTestApp } from '../../../../test/use-test-app.js';

let admin: string;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined && { payload: payload as object }) });

async function xlsx(rows: unknown[][], sheetName = '数据', extraSheets: string[] = []): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const s of extraSheets) wb.addWorksheet(s).addRow(['说明']);
  const ws = wb.addWorksheet(sheetName);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(content: Buffer, filename = 'data.xlsx', token = admin): Promise<string> {
  const m = multipart([{ field: 'file', filename, content }]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/b/fileItem/upload', headers: { ...auth(token), 'content-type': m.contentType }, payload: m.payload });
  expect(res.statusCode, res.body).toBe(200);
  return body<string[]>(res).data[0];
}

const confirm = (code: string, fileId: string, payload: Record<string, unknown>, token = admin) =>
  call('POST', `/b/excel/template/confirmExcel/${code}/${fileId}`, token, payload);

async function download(url: string, token = admin): Promise<ExcelJS.Workbook> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return wb;
}

const sheetRows = (ws: ExcelJS.Worksheet): unknown[][] => {
  const out: unknown[][] = [];
  ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

const USER_HEAD = ['登录名', '姓名', '手机号', '部门', '岗位', '职级'];

// A probe target on a real table (created below), for the typed conversions a staff row does not have.
const probeModule = defineModule({
  name: 'test-import-probe',
  imports: [
    {
      code: 'test:probe',
      label: '探针',
      columns: async () => [
        { key: 'code', label: '编号', type: 'text', required: true, unique: true, maxLength: 10 },
        { key: 'd', label: '日期', type: 'date' },
        { key: 'amount', label: '金额', type: 'money' },
        { key: 'rate', label: '比例', type: 'percent' },
        { key: 'flag', label: '是否有效', type: 'bool' },
        { key: 'month', label: '月份', type: 'month' },
        { key: 'rank', label: '职级', type: 'select', dictCode: 'STAFF_RANK' },
        { key: 'owner', label: '负责人', type: 'person' },
        { key: 'dept', label: '部门', type: 'dept' },
      ],
      existing: async (tx, key, values) => {
        const rows = await tx.execute(sql`select code from excel_probe where code in ${values}`);
        return new Set((rows as unknown as { rows: { code: string }[] }).rows.map((r) => r.code));
      },
      insertBatch: async (tx, rows) => {
        await tx.execute(sql`insert into excel_probe (code, d, amount, rate, flag, month, rank, owner, dept) values ${sql.join(rows.map((r) =>
          sql`(${r.code}, ${r.d}, ${r.amount}, ${r.rate}, ${r.flag}, ${r.month}, ${r.rank}, ${r.owner}, ${r.dept})`), sql`, `)}`);
      },
    },
  ],
});

const ctx = useTestApp({ excelMaxUncompressedBytes: 2 * 1024 * 1024 }, { modules: [probeModule] });

beforeAll(async () => {
  admin = await ctx.token();
  await ctx.db.execute(sql`create table excel_probe (tenant_id text not null default nullif(current_setting('ecms.tenant_id', true), ''),
    code text not null, d date, amount numeric, rate numeric, flag boolean, month text, rank text, owner text, dept text)`);
  await ctx.db.execute(sql`grant select, insert on excel_probe to ecms_app`);
}, 60_000);

const probeRows = async () => (await ctx.db.execute(sql`select code, to_char(d, 'YYYY-MM-DD') d, amount::float8 amount, rate::float8 rate, flag, month, rank, owner, dept from excel_probe order by code`) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('Excel import of staff (sys:user)', () => {
  it('reads a file: sheets, titles, the mapping by titles and the first rows (读取成功!)', async () => {
    const fileId = await upload(await xlsx([USER_HEAD, ['imp_a', '导入甲', '13912345001', '造价一所', '造价员', '中级']], '人员', ['说明']));
    const res = await call('POST', `/b/excel/template/readExcel/sys:user/${fileId}`, admin, { sheetName: '人员' });
    expect(res.statusCode, res.body).toBe(200);
    const r = body<TExcelRead>(res);
    expect(r.msg).toBe('读取成功!');
    expect(r.data.sheets).toEqual(['说明', '人员']);
    expect(r.data.columnList).toEqual(USER_HEAD);
    expect(r.data.colIndexMaps).toMatchObject({ 0: 'loginName', 1: 'name', 2: 'phone', 3: 'deptId', 4: 'job', 5: 'staffRank' });
    expect(r.data.fields.find((f) => f.key === 'deptId')).toMatchObject({ name: '部门', col: 3, required: true });
    expect(r.data.excelSheetVos[0].datas).toEqual([['imp_a', '导入甲', '13912345001', '造价一所', '造价员', '中级']]);
    expect(r.data.total).toBe(1);
  });

  it('checks every row and, in valid-rows mode, imports the good ones and returns the bad ones in an error workbook', async () => {
    const rows = [
      USER_HEAD,
      ['imp_ok1', '导入一', '13912345011', '造价一所', '造价员', '中级'],
      ['imp_ok2', '导入二', '', '总经理办公室', '', ''],
      ['', '缺登录名', '', '造价一所', '', ''], // required
      ['imp_bad_phone', '手机错', '12345', '造价一所', '', ''], // pattern
      ['imp_bad_rank', '职级错', '', '造价一所', '', '超高级'], // dictionary by label
      ['imp_bad_dept', '部门错', '', '不存在的部门', '', ''], // department by name
      ['imp_ok1', '重复登录名', '', '造价一所', '', ''], // duplicate within the file
      ['zhaolei', '已存在', '', '造价一所', '', ''], // duplicate against the database
      ['imp_ok3', '导入三', '', '造价咨询部/造价一所', '监理员', '高级'], // department by path
      [], ['', '', ''], // trailing empty rows are not data
    ];
    const fileId = await upload(await xlsx(rows));
    const res = await confirm('sys:user', fileId, { mode: 'valid' });
    expect(res.statusCode, res.body).toBe(200);
    const r = body<TImportResult>(res).data;
        expect(r).toMatchObject({ total: 9, imported: 3, failed: 6 });
    const reasons = Object.fromEntries(r.errors.map((e) => [e.row, e.reasons.join('；')]));
    expect(reasons[4]).toBe('登录名不能为空');
    expect(reasons[5]).toBe('手机号格式不正确');
    expect(reasons[6]).toBe('职级“超高级”不在字典选项中');
    expect(reasons[7]).toBe('部门“不存在的部门”不存在');
    expect(reasons[8]).toBe('登录名“imp_ok1”与第2行重复');
    expect(reasons[9]).toBe('登录名“zhaolei”已存在');
    expect(r.notes[0]).toMatch(/初始密码/);

    const made = await ctx.db.select().from(sysUser).where(inArray(sysUser.loginName, ['imp_ok1', 'imp_ok2', 'imp_ok3']));
    expect(made).toHaveLength(3);
    expect(made.find((u) => u.loginName === 'imp_ok1')).toMatchObject({ staffRank: '中级', job: '造价员', mustChangePassword: true, userType: 'staff' });
    // The new staff can sign in with the initial password handed back once.
    const password = /初始密码：(\S+?)（/.exec(r.notes[0])![1];
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'imp_ok3', password } });
    expect(login.statusCode, login.body).toBe(200);

    // The error workbook: the original columns, the row number and the reason beside each row.
    expect(r.errorFileUrl).toBe(`/api/b/fileItem/download/${r.errorFileId}`);
    const wb = await download(r.errorFileUrl!);
    const data = sheetRows(wb.worksheets[0]);
    expect(data[0]).toEqual([...USER_HEAD, '原行号', '错误原因']);
    expect(data).toHaveLength(7);
    expect(data[1].slice(0, 2)).toEqual([undefined, '缺登录名']);
    expect(data[1].slice(-2)).toEqual([4, '登录名不能为空']);
    expect(data.find((row) => row[USER_HEAD.length] === 9)!.slice(-2)).toEqual([9, '登录名“zhaolei”已存在']);
  });

  it('imports nothing in all-or-nothing mode when a row fails, and still hands back the error workbook', async () => {
    const fileId = await upload(await xlsx([USER_HEAD, ['imp_all1', '全部一', '', '造价一所'], ['imp_all2', '', '', '造价一所']]));
    const res = await confirm('sys:user', fileId, { mode: 'all' });
    expect(res.statusCode).toBe(400);
    const r = body<TImportResult>(res);
    expect(r.msg).toBe('导入失败：共 1 行数据有误，未导入任何数据，请下载错误数据查看原因');
    expect(r.data).toMatchObject({ total: 2, imported: 0, failed: 1 });
    expect(await ctx.db.select().from(sysUser).where(eq(sysUser.loginName, 'imp_all1'))).toHaveLength(0);
    const wb = await download(r.data.errorFileUrl!);
    expect(sheetRows(wb.worksheets[0])[1].slice(-1)).toEqual(['姓名不能为空']);
  });

  it('imports everything in all-or-nothing mode when every row is valid (导入成功!), and check mode writes nothing', async () => {
    const fileId = await upload(await xlsx([USER_HEAD, ['imp_all3', '全部三', '', '造价一所'], ['imp_all4', '全部四', '', '造价二所']]));
    const check = await confirm('sys:user', fileId, { mode: 'check' });
    expect(body<TImportResult>(check).data).toMatchObject({ total: 2, imported: 0, failed: 0 });
    expect(await ctx.db.select().from(sysUser).where(eq(sysUser.loginName, 'imp_all3'))).toHaveLength(0);
    const res = await confirm('sys:user', fileId, { mode: 'all' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).msg).toBe('导入成功!');
    expect(body<TImportResult>(res).data).toMatchObject({ imported: 2, failed: 0 });
    expect(body<TImportResult>(res).data.errorFileId).toBeUndefined();
  });

  it('uses a column mapping given by position (colIndexMaps), whatever the titles say', async () => {
    const fileId = await upload(await xlsx([['A', 'B', 'C'], ['造价一所', 'imp_map1', '映射一']]));
    const res = await confirm('sys:user', fileId, { mode: 'all', colIndexMaps: { 0: 'deptId', 1: 'loginName', 2: 'name' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.db.select().from(sysUser).where(eq(sysUser.loginName, 'imp_map1'))).toHaveLength(1);
    const unmapped = await confirm('sys:user', fileId, { mode: 'all', colIndexMaps: { 1: 'loginName' } });
    expect(unmapped.statusCode).toBe(400);
    expect(body(unmapped).msg).toBe('必填字段未对应到 Excel 列：姓名、部门');
  });

  it('refuses a non-admin without the user-add permission', async () => {
    const zhang = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    const fileId = await upload(await xlsx([USER_HEAD, ['imp_z', '张导入', '', '造价一所']]), 'z.xlsx', zhang);
    expect((await confirm('sys:user', fileId, { mode: 'valid' }, zhang)).statusCode).toBe(403);
    expect((await call('POST', '/b/excel/template/queryList', zhang, {})).statusCode).toBe(403);
    // The finance role holds the template menu and its buttons: it lists, creates and deletes templates.
    const han = await ctx.t.login('hanxue', TEST_DEMO_PASSWORD);
    expect((await call('POST', '/b/excel/template/queryList', han, {})).statusCode).toBe(200);
    const made = await call('POST', '/b/excel/template', han, { code: 'finance-staff', name: '财务导入人员', targetCode: 'sys:user' });
    expect(made.statusCode, made.body).toBe(200);
    expect((await call('DELETE', `/b/excel/template/${body<{ id: string }>(made).data.id}`, han)).statusCode).toBe(200);
    expect((await call('POST', '/b/excel/template', zhang, { code: 'zhang-staff', name: '无权', targetCode: 'sys:user' })).statusCode).toBe(403);
    // Someone else's upload is not theirs to import.
    const mine = await upload(await xlsx([['编号'], ['Z1']]));
    expect((await confirm('test:probe', mine, { mode: 'valid' }, zhang)).statusCode).toBe(404);
  });
});

describe('conversions and validations (probe target)', () => {
  it('reads the common date spellings, Excel dates, numbers with separators, booleans, months, dictionaries, people and departments', async () => {
    const head = ['编号', '日期', '金额', '比例', '是否有效', '月份', '职级', '负责人', '部门'];
    const fileId = await upload(await xlsx([
      head,
      ['P01', '2024/03/05', '1,234.50', '12.5%', '是', '2024/3', '高级', '赵磊', '造价一所'],
      ['P02', '2024-03-06', 99, 0.2, '否', '2024-04', '2', 'zhaolei', '造价咨询部/造价一所'],
      ['P03', '2024.03.07', '￥2,000', '1', 'Y', '2024年5月', '初级', '', ''],
      ['P04', '2024年3月8日', '', '', '', '', '', '', ''],
      ['P05', new Date(Date.UTC(2024, 2, 9)), '', '', '', '', '', '', ''],
      ['P06', 45361, '', '', '', '', '', '', ''], // Excel serial day 2024-03-10
      ['P07', '2024/02/30', 'abc', '', '也许', '2024/13', '特级', '查无此人', ''],
      ['P08xxxxxxxxxx', '', '', '', '', '', '', '', ''],
    ]));
    const res = await confirm('test:probe', fileId, { mode: 'valid' });
    expect(res.statusCode, res.body).toBe(200);
    const r = body<TImportResult>(res).data;
    expect(r).toMatchObject({ total: 8, imported: 6, failed: 2 });
    expect(r.errors[0]).toEqual({ row: 8, reasons: [
      '日期日期格式不正确（应为 YYYY/MM/DD）', '金额应为数字', '是否有效应为“是”或“否”', '月份月份格式不正确（应为 YYYY/MM）',
      '职级“特级”不在字典选项中', '负责人“查无此人”不存在',
    ] });
    expect(r.errors[1]).toEqual({ row: 9, reasons: ['编号长度不能超过10个字符'] });
    const rows = await probeRows();
    const zhaolei = (await ctx.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.loginName, 'zhaolei')))[0].id;
    expect(rows.map((x) => x.d)).toEqual(['2024-03-05', '2024-03-06', '2024-03-07', '2024-03-08', '2024-03-09', '2024-03-10']);
    expect(rows[0]).toMatchObject({ amount: 1234.5, rate: 0.125, flag: true, month: '2024-03', rank: '3', owner: zhaolei });
    expect(rows[1]).toMatchObject({ amount: 99, rate: 0.2, flag: false, month: '2024-04', rank: '2', owner: zhaolei });
    expect(rows[0].dept).toBe(rows[1].dept);
    expect(rows[2]).toMatchObject({ amount: 2000, flag: true, month: '2024-05', rank: '1' });
  });

  it('refuses files that are not Excel, a missing sheet, a zip bomb, a file without data rows', async () => {
    const txt = await upload(Buffer.from('just text'), 'a.txt');
    const notExcel = await confirm('test:probe', txt, { mode: 'valid' });
    expect(notExcel.statusCode).toBe(400);
    expect(body(notExcel).msg).toBe('文件不是有效的 Excel 文件，请上传 .xlsx 格式的文件');

    // A zip that is not a workbook.
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('<w:document/>'), 'word/document.xml');
    zip.addBuffer(Buffer.from('<Types/>'), '[Content_Types].xml');
    zip.end();
    const zipBuf = await new Promise<Buffer>((resolve) => { const c: Buffer[] = []; zip.outputStream.on('data', (d: Buffer) => c.push(d)).on('end', () => resolve(Buffer.concat(c))); });
    const docx = await upload(zipBuf, 'b.zip');
    expect(body(await confirm('test:probe', docx, { mode: 'valid' })).msg).toBe('文件不是有效的 Excel 文件，请上传 .xlsx 格式的文件');

    const twoSheets = await upload(await xlsx([['编号'], ['X1']], '数据'));
    const wrongSheet = await confirm('test:probe', twoSheets, { mode: 'valid', sheetName: '不存在' });
    expect(wrongSheet.statusCode).toBe(400);
    expect(body(wrongSheet).msg).toBe('Excel 文件中没有名为“不存在”的工作表');

    // A workbook whose sheet XML inflates to 16 MB from a few kilobytes (limit here: 2 MB).
    const bomb = new yazl.ZipFile();
    bomb.addBuffer(Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'), '[Content_Types].xml');
    bomb.addBuffer(Buffer.from('<workbook><sheets><sheet name="数据" sheetId="1" r:id="rId1"/></sheets></workbook>'), 'xl/workbook.xml');
    bomb.addBuffer(Buffer.concat([Buffer.from('<worksheet><sheetData>'), Buffer.alloc(16 * 1024 * 1024, 0x20), Buffer.from('</sheetData></worksheet>')]), 'xl/worksheets/sheet1.xml');
    bomb.end();
    const bombBuf = await new Promise<Buffer>((resolve) => { const c: Buffer[] = []; bomb.outputStream.on('data', (d: Buffer) => c.push(d)).on('end', () => resolve(Buffer.concat(c))); });
    expect(bombBuf.length).toBeLessThan(200 * 1024);
    const bombId = await upload(bombBuf, 'bomb.xlsx');
    const refused = await confirm('test:probe', bombId, { mode: 'valid' });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('Excel 文件解压后超过 2MB 的限制，请拆分后再导入');
    const refusedRead = await call('POST', `/b/excel/template/readExcel/test:probe/${bombId}`, admin, {});
    expect(body(refusedRead).msg).toBe('Excel 文件解压后超过 2MB 的限制，请拆分后再导入');

    for (const rows of [[['编号']], [['编号'], [], ['', '']]]) {
      const empty = await upload(await xlsx(rows));
      const res = await confirm('test:probe', empty, { mode: 'valid' });
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe('Excel 文件中没有数据行');
    }
  });

  it('keeps every insert batch below PostgreSQL\'s 65535 bind parameters', () => {
    for (const cols of [1, 8, 50, 300]) expect(importBatchSize(cols) * (cols + 8)).toBeLessThan(65535);
  });
});

describe('progress over the push channel', () => {
  it('pushes progress events of an import to the importing user, ending with done', async () => {
    const base = await listenLocal(ctx.app);
    const [me] = await ctx.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.loginName, 'admin'));
    const socket = await openPush(base, me.id, { token: admin });
    try {
      const rows: unknown[][] = [['编号', '金额']];
      for (let i = 0; i < 2500; i++) rows.push([`Q${i}`, i]);
      const fileId = await upload(await xlsx(rows));
      const res = await confirm('test:probe', fileId, { mode: 'valid', jobId: 'job-progress-1' });
      expect(res.statusCode, res.body).toBe(200);
      expect(body<TImportResult>(res).data.imported).toBe(2500);
      const done = await socket.next((f) => f.type === 'progress' && f.jobId === 'job-progress-1' && f.done === true);
      expect(done.percent).toBe(100);
      const mine = socket.frames.filter((f) => f.type === 'progress' && f.jobId === 'job-progress-1');
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(mine.some((f) => !f.done && Number(f.percent) > 0)).toBe(true);
    } finally {
      await socket.close();
    }
  });
});

describe('templates', () => {
  it('saves, lists, reads and deletes a template; an import through it remembers the column mapping', async () => {
    const save = await call('POST', '/b/excel/template', admin, {
      code: 'staff-import', name: '人员导入', targetCode: 'sys:user',
      config: { fields: [{ name: '账号', key: 'loginName', col: 0 }, { name: '姓名', key: 'name', col: 1 }, { name: '部门', key: 'deptId', col: 2 }] },
    });
    expect(save.statusCode, save.body).toBe(200);
    const id = body<{ id: string }>(save).data.id;
    expect(body(await call('POST', '/b/excel/template', admin, { code: 'staff-import', name: '重复', targetCode: 'sys:user' })).msg).toBe('模板编码已存在');
    expect(body(await call('POST', '/b/excel/template', admin, { code: 'bad-target', name: '无', targetCode: 'nothing:here' })).msg).toBe('导入目标不存在');
    const list = body<{ code: string }[]>(await call('POST', '/b/excel/template/queryList', admin, { params: { name: '人员' } }));
    expect(list.data.map((x) => x.code)).toEqual(['staff-import']);

    // The downloaded template has the template's titles and a notes sheet.
    const tpl = await download('/api/b/excel/staff-import/downloadTemplate');
    expect(sheetRows(tpl.worksheets[0])[0]).toEqual(['账号', '姓名', '部门']);
    expect(tpl.worksheets[1].name).toBe('填写说明');

    const fileId = await upload(await xlsx([['X', '账号', '名字', '所在部门'], ['', 'imp_tpl1', '模板一', '造价一所']]));
    const res = await confirm('staff-import', fileId, { mode: 'all', colIndexMaps: { 1: 'loginName', 2: 'name', 3: 'deptId' } });
    expect(res.statusCode, res.body).toBe(200);
    const got = body<{ config: { colIndexMaps: Record<string, string> } }>(await call('GET', `/b/excel/template/${id}`, admin));
    expect(got.data.config.colIndexMaps).toEqual({ 1: 'loginName', 2: 'name', 3: 'deptId' });
    // The next file with the same layout reads with the remembered mapping.
    const next = await upload(await xlsx([['X', '账号', '名字', '所在部门'], ['', 'imp_tpl2', '模板二', '造价一所']]));
    const read = body<TExcelRead>(await call('POST', `/b/excel/template/readExcel/staff-import/${next}`, admin, {}));
    expect(read.data.colIndexMaps).toEqual({ 1: 'loginName', 2: 'name', 3: 'deptId' });
    // doImport with the template code and the uploaded file item.
    const doImport = await call('POST', '/b/excel/doImport', admin, { code: 'staff-import', encodedFileItem: next, mode: 'valid' });
    expect(body<TImportResult>(doImport).data.imported).toBe(1);

    expect((await call('DELETE', `/b/excel/template/${id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/b/excel/template/${id}`, admin)).statusCode).toBe(404);
  });
});

describe('export', () => {
  it('exports the user list with the current filters and the data scope, Chinese titles and labels', async () => {
    const wb = await download('/api/a/sys/user/export'.replace('/api', '/api'), admin).catch(() => null);
    expect(wb).toBeNull(); // it is a POST
    const res = await ctx.app.inject({ method: 'POST', url: '/api/a/sys/user/export', headers: auth(admin), payload: { params: { keyword: '导入' } } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('用户列表'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const rows = sheetRows(book.worksheets[0]);
    expect(rows[0]).toEqual(['登录名', '姓名', '手机号', '部门', '岗位', '职级', '工号', '邮箱', '角色', '状态', '最后登录时间', '创建时间']);
    const listed = body<unknown[]>(await call('POST', '/a/sys/user/queryList', admin, { params: { keyword: '导入' }, pageSize: 1000 }));
    expect(rows.length - 1).toBe(listed.total);
    const one = rows.find((r) => r[0] === 'imp_ok1')!;
    expect(one.slice(0, 6)).toEqual(['imp_ok1', '导入一', '13912345011', '造价一所', '造价员', '中级']);
    expect(one[9]).toBe('启用');
    // §9 formats on every data row (cells share their column's style): date-times as such, text plain.
    const sheet = book.worksheets[0];
    for (let n = 2; n <= sheet.rowCount; n++) {
      const created = sheet.getRow(n).getCell(12);
      expect(created.value).toBeInstanceOf(Date);
      expect(created.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
      expect(sheet.getRow(n).getCell(1).numFmt).toBeUndefined();
    }

    const zhang = await ctx.t.login('zhangwei', TEST_DEMO_PASSWORD);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/a/sys/user/export', headers: auth(zhang), payload: {} })).statusCode).toBe(403);
    const viaExportData = await ctx.app.inject({ method: 'POST', url: '/api/b/excel/template/exportData', headers: auth(admin), payload: { code: 'sys:user', params: { loginName: 'imp_ok1' } } });
    const b2 = new ExcelJS.Workbook();
    await b2.xlsx.load(viaExportData.rawPayload as unknown as ExcelJS.Buffer);
    expect(sheetRows(b2.worksheets[0])).toHaveLength(2);
  });
});

describe('Excel import into an online form (form:<code>)', () => {
  it('fills the form\'s own table: titles map to fields, people and departments by name, serials assigned, bad rows returned', async () => {
    const head = ['申请日期', '申请人', '申请部门', '用途'];
    const fileId = await upload(await xlsx([head,
      ['2026/11/20', '孙丽', '造价一所', 'Excel导入采购甲'],
      ['2026/11/21', '查无此人', '造价一所', 'Excel导入采购乙'],
    ]));
    const read = body<TExcelRead>(await call('POST', `/b/excel/template/readExcel/form:office_purchase/${fileId}`, admin, {}));
    expect(read.data.colIndexMaps).toMatchObject({ 0: 'applyDate', 1: 'applicant', 2: 'applyDept', 3: 'purpose' });
    const res = await call('POST', '/b/excel/doImport', admin, { code: 'form:office_purchase', encodedFileItem: fileId, mode: 'valid' });
    expect(res.statusCode, res.body).toBe(200);
    const r = body<TImportResult>(res).data;
    expect(r).toMatchObject({ total: 2, imported: 1, failed: 1 });
    expect(r.errors?.[0]?.reasons?.join('')).toContain('申请人');
    const list = body<Array<{ purpose: string; orderNo: string; applicantName: string }>>(
      await call('POST', '/b/form/office_purchase/queryList', admin, { params: { purpose$like: 'Excel导入采购' } })).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ purpose: 'Excel导入采购甲', applicantName: '孙丽' });
    expect(list[0].orderNo).toMatch(/^CG\d{12}$/);
  });

  it('a row breaking the form\'s own rules (a negative amount) goes to the error workbook; the other rows go in', async () => {
    const fileId = await upload(await xlsx([['资产分类', '资产名称', '原值', '状态'],
      ['台式电脑', 'Excel导入资产甲', '6000', '在用'],
      ['台式电脑', 'Excel导入资产乙', '-5', '在用'],
    ]));
    const res = await call('POST', '/b/excel/doImport', admin, { code: 'form:fixed_asset', encodedFileItem: fileId, mode: 'valid' });
    expect(res.statusCode, res.body).toBe(200);
    const r = body<TImportResult>(res).data;
    expect(r).toMatchObject({ total: 2, imported: 1, failed: 1, errors: [{ row: 3, reasons: ['原值不能小于0'] }] });
    const book = await download(r.errorFileUrl!);
    expect(sheetRows(book.worksheets[0])).toEqual([['资产分类', '资产名称', '原值', '状态', '原行号', '错误原因'], ['台式电脑', 'Excel导入资产乙', '-5', '在用', 3, '原值不能小于0']]);
    const list = body<Array<{ assetName: string; originalValue: number; status: string }>>(
      await call('POST', '/b/form/fixed_asset/queryList', admin, { params: { assetName$like: 'Excel导入资产' } })).data;
    expect(list).toEqual([expect.objectContaining({ assetName: 'Excel导入资产甲', originalValue: 6000, status: '1' })]);
  });
});

