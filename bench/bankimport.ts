/**
 * Bank statement import at volume (finance issue 17, "Numbers to show"): an ICBC corporate statement
 * (domain/finance.md §1: title row, 凭证号 … 个性化信息, amounts as text with separators, a 合计 row)
 * of N lines (BENCH_BANKIMPORT_ROWS, default 100000), written with exceljs's streaming writer the way
 * Excel saves (shared strings), on PGlite or PostgreSQL (BENCH_DATABASE_URL). In the same run:
 *   bare     the Excel bench's bare read-and-insert pipeline on the same file (bankimport-phase.ts, its
 *            own process)
 *   read     the product's sheet reader alone over the file (its own process): the floor of any import
 *   product  the server (apps/server/src/server.ts) as a user drives it: upload, readExcel (header,
 *            account, mapping), checkRepeat, then POST bankDetailExcel/importExcel (streamed from the sheet
 *            worker in batches of 500: normalise, dedupe lookup, chain, a staged write per batch, one
 *            publish), timed over HTTP; the server
 *            process's peak RSS growth over its RSS at rest just before (VmHWM of the server's
 *            /proc entry, reset first, over the preview and the import); the preview first, as the
 *            user does: checkRepeat (read + normalise + dedupe lookup + chain, no write), which gives
 *            the phase split: normalise + lookup + chain ≈ checkRepeat − read; write ≈ importExcel − checkRepeat
 * Targets: importExcel ≤ 1.5x bare, peak RSS growth < 300 MB.
 * Small run: BENCH_ONLY=bankimport BENCH_BANKIMPORT_ROWS=20000 npm run bench
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { bankDetailExcelApi, type TBankRead } from '@ecms/shared';
import { loadAverage, openBenchDatabase, root, signIn, start, stop, watchMemory } from './lib.js';

const N = Number(process.env.BENCH_BANKIMPORT_ROWS ?? 100_000);
const ACCOUNT_NO = '1001020309000012345';
const MB = 1048576;

interface Phase { phase: string; ms: number; cpuMs: number; baseMB: number; peakGrowthMB: number; rows: number }

function runPhase(phase: 'bare' | 'read', env: Record<string, string>): Promise<Phase> {
  return new Promise((resolve, reject) => {
    const c = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/bankimport-phase.ts'], {
      cwd: root, env: { ...process.env, ...env, BENCH_BANKIMPORT_PHASE: phase }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    c.stdout!.on('data', (d) => { out += d; });
    c.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`bank import phase ${phase} exited ${code}:\n${out}`))));
  });
}

const money = (n: number) => (n ? n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : '');
const pad = (n: number) => String(n).padStart(2, '0');

/** The statement: N lines oldest first over 2025, a consistent balance chain from 1,000,000.00. */
async function writeStatement(file: string) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const ws = wb.addWorksheet('historydetail');
  ws.addRow(['中国工商银行 对公账户历史明细']).commit();
  ws.addRow(['凭证号', '本方账号', '对方账号', '交易时间', '借/贷', '借方发生额', '贷方发生额', '对方行号', '摘要', '用途', '对方单位名称', '余额', '个性化信息']).commit();
  const others = [['某市城投公司', '3100020919200012345'], ['某办公用品公司', '6222021001002003004'], ['某区住建局', '3100020919200099999'], ['某劳务分包公司', '6228480000000000001']];
  let balance = 100_000_000; // fen
  let income = 0;
  let pay = 0;
  const start = Date.UTC(2025, 0, 1);
  const step = Math.floor((365 * 86400_000) / N);
  for (let i = 1; i <= N; i++) {
    const t = new Date(start + i * step);
    const at = `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
    const isIncome = i % 3 !== 0;
    const amount = isIncome ? 1000 + (i % 997) * 137 : 500 + (i % 991) * 211; // fen
    balance += isIncome ? amount : -amount;
    if (isIncome) income += amount; else pay += amount;
    const [other, otherNo] = others[i % others.length];
    ws.addRow([`4${String(i).padStart(8, '0')}`, ACCOUNT_NO, otherNo, at, isIncome ? '贷' : '借', isIncome ? '' : money(amount / 100), isIncome ? money(amount / 100) : '',
      '102100099996', isIncome ? '转账' : '网银转账', isIncome ? `咨询费 HT2025${String(i % 1000).padStart(4, '0')}` : '办公用品', other, money(balance / 100), i % 5 ? '' : `附言${i}`]).commit();
  }
  ws.addRow(['合计', '', '', '', '', money(pay / 100), money(income / 100)]).commit();
  ws.commit();
  await wb.commit();
}

export async function bankImportBench(): Promise<Record<string, unknown>> {
  const loadStart = loadAverage();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-bench-bankimport-'));
  const file = path.join(dir, 'historydetail.xlsx');
  const bench = await openBenchDatabase('bankimport');
  try {
    const db = bench.database.db;
    await db.execute(sql`delete from fin_bank_detail where account_id = 'bib-bare' or account_no = ${ACCOUNT_NO}`);
    await db.execute(sql`delete from fin_bank_import where account_id in (select id from fin_bank_account where account_no = ${ACCOUNT_NO})`);
    await db.execute(sql`delete from fin_bank_account where id = 'bib-bare' or account_no = ${ACCOUNT_NO}`);
    // The bare pipeline's lines hang off an account of their own (removed again by the phase).
    await db.execute(sql`insert into fin_bank_account (tenant_id, id, account_no, account_name) values (${bench.tenantId}, 'bib-bare', '6222000000000000', '基准裸导入')`);
    await bench.database.close();

    const t0 = performance.now();
    await writeStatement(file);
    const size = fs.statSync(file).size;
    console.log(`bank import: ICBC statement of ${N} lines written in ${((performance.now() - t0) / 1000).toFixed(1)} s (${(size / MB).toFixed(1)} MB); load average ${loadAverage()}`);

    const env = { BENCH_BANKIMPORT_FILE: file, BENCH_BANKIMPORT_TENANT: bench.tenantId, BENCH_BANKIMPORT_PGDATA: bench.dataDir ?? '' };
    const bare = await runPhase('bare', env);
    console.log(`  bare     ${(bare.ms / 1000).toFixed(2).padStart(7)} s  cpu ${(bare.cpuMs / 1000).toFixed(2)} s  peak RSS +${bare.peakGrowthMB.toFixed(0)} MB   load average ${loadAverage()}`);
    const read = await runPhase('read', env);
    console.log(`  read     ${(read.ms / 1000).toFixed(2).padStart(7)} s  cpu ${(read.cpuMs / 1000).toFixed(2)} s  peak RSS +${read.peakGrowthMB.toFixed(0)} MB   load average ${loadAverage()}`);
    if (bare.rows !== N || read.rows !== N + 1) throw new Error(`bare read ${bare.rows} lines, reader ${read.rows} rows; expected ${N} and ${N + 1}`);

    const server = await start(['apps/server/src/server.ts'], { ...bench.serverEnv, PORT: '18915' }, /listening/);
    try {
      const base = 'http://127.0.0.1:18915';
      const token = await signIn(base);
      const headers = { 'content-type': 'application/json', authtoken: token };
      const call = async <T>(p: string, body: unknown): Promise<T> => {
        const res = await fetch(`${base}/api${p}`, { method: 'POST', headers, body: JSON.stringify(body) });
        const json = (await res.json()) as { success?: boolean; data: T; msg?: string };
        if (res.status !== 200 || json.success === false) throw new Error(`${p} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
        return json.data;
      };
      const form = new FormData();
      form.append('file', new Blob([fs.readFileSync(file)]), 'historydetail.xlsx');
      const up = await fetch(`${base}/api/b/fileItem/upload`, { method: 'POST', headers: { authtoken: token }, body: form });
      const fileId = ((await up.json()) as { data: string[] }).data[0];
      const r = await call<TBankRead>(bankDetailExcelApi.readExcel.path, { fileId });
      if (r.accountNo !== ACCOUNT_NO) throw new Error(`readExcel found account ${r.accountNo}`);
      const body = {
        fileItems: [fileId],
        bankAccountImportConfig: { accountNo: ACCOUNT_NO, accountName: '华建工程咨询有限公司', headerRow: r.headerRow, headerRows: r.headerRows, colIndexMap: r.colIndexMap },
      };

      // At rest: signed in, file uploaded and read, nothing running. Then the user's two steps:
      // the preview (checkRepeat: every line new) and the import; the peak covers both.
      await new Promise((res) => setTimeout(res, 1000));
      const pid = server.pid!;
      const mem = watchMemory(pid);
      const restMB = mem.restMB;
      const tc = performance.now();
      const checked = await call<{ newCount: number }>(bankDetailExcelApi.checkRepeat.path, body);
      const checkMs = performance.now() - tc;
      const checkPeakMB = mem.peakMB();
      console.log(`  check    ${(checkMs / 1000).toFixed(2).padStart(7)} s  peak RSS +${(checkPeakMB - restMB).toFixed(0)} MB (checkRepeat: ${checked.newCount} new)   load average ${loadAverage()}`);
      if (checked.newCount !== N) throw new Error(`checkRepeat: ${JSON.stringify(checked).slice(0, 300)}`);
      const ti = performance.now();
      const imported = await call<{ imported: number; duplicates: number; invalid: number; skipped: number; chainBreaks: number }>(bankDetailExcelApi.importExcel.path, body);
      const importMs = performance.now() - ti;
      mem.stop();
      const peakMB = mem.peakMB();
      console.log(`  import   ${(importMs / 1000).toFixed(2).padStart(7)} s  peak RSS +${(peakMB - restMB).toFixed(0)} MB over both steps (from ${restMB.toFixed(0)} MB, ${mem.method})   load average ${loadAverage()}`);
      if (imported.imported !== N || imported.chainBreaks) throw new Error(`importExcel: ${JSON.stringify(imported)}`);

      const out = {
        rows: N, fileMB: +(size / MB).toFixed(1), database: bench.pgUrl ? 'postgresql' : 'pglite',
        bareMs: Math.round(bare.ms), readMs: Math.round(read.ms), importMs: Math.round(importMs), checkRepeatMs: Math.round(checkMs), checkPeakRssGrowthMB: Math.round(checkPeakMB - restMB),
        ratio: +(importMs / bare.ms).toFixed(2), target: 1.5,
        phases: { readMs: Math.round(read.ms), checkMs: Math.round(checkMs - read.ms), writeMs: Math.round(importMs - checkMs) },
        restRssMB: Math.round(restMB), peakRssGrowthMB: Math.round(peakMB - restMB), rssMethod: mem.method, rssTargetMB: 300,
        barePeakRssGrowthMB: Math.round(bare.peakGrowthMB), loadStart, loadEnd: loadAverage(),
      };
      console.log(`\nbank import on ${out.database}: ${N} ICBC lines, ${out.fileMB} MB`);
      console.log(`importExcel ${(importMs / 1000).toFixed(2)} s vs bare read-and-insert ${(bare.ms / 1000).toFixed(2)} s: ratio ${out.ratio} (target ≤ 1.5); peak RSS growth ${out.peakRssGrowthMB} MB (target < 300)`);
      console.log(`phases: read (sheet worker) ${(read.ms / 1000).toFixed(2)} s, normalise + dedupe lookup + chain ≈ ${(out.phases.checkMs / 1000).toFixed(2)} s, write ≈ ${(out.phases.writeMs / 1000).toFixed(2)} s`);
      console.log(`load average at start ${loadStart}, at end ${out.loadEnd}`);
      return out;
    } finally {
      await stop(server);
    }
  } finally {
    if (bench.pgUrl) {
      const database = await bench.open();
      await database.db.execute(sql`select set_config('ecms.tenant_id', ${bench.tenantId}, false)`);
      await database.db.execute(sql`delete from fin_bank_detail where account_no = ${ACCOUNT_NO}`);
      await database.db.execute(sql`delete from fin_bank_import where account_id in (select id from fin_bank_account where account_no = ${ACCOUNT_NO})`);
      await database.db.execute(sql`delete from fin_bank_account where id = 'bib-bare' or account_no = ${ACCOUNT_NO}`);
      await database.close();
    }
    bench.remove();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
