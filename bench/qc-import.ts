/**
 * BoQ import and full check at volume (issue 19, "Numbers to show"): a 2013-layout 清单 workbook of
 * N items (BENCH_QC_ITEMS, default 20000) over 4 单位工程 of a building, as the pricing tools export
 * it (表-04, 表-08 with 分部 title and 小计 rows and the 单价措施, 表-09 综合单价分析表 with a block per
 * item unless BENCH_QC_T09=0, 表-11, 表-12, 表-12-1, 表-13, 人材机汇总), written with exceljs's
 * streaming writer (shared strings). In the same run:
 *   bare     the bare exceljs streaming read of every sheet (qc-import-phase.ts, its own process):
 *            the baseline the issue names, the platform's bare Excel read of the same workbook
 *   read     the platform's sheet worker alone over every sheet (its own process): the floor of the import
 *   import   the server as a user drives it: upload, then POST /b/project/file/import (read in the
 *            sheet worker, parse, one write transaction: nodes, items, lines, 定额), timed over HTTP
 *   check    checkrecord/saveFrom + start with every rule, polled until done (load the model, 18
 *            rules, findings stored)
 * Peak memory: the server's peak RSS growth over its RSS at rest before the import (VmHWM after
 * clear_refs), over import and check together.
 * Targets: import ≤ 1.5x bare, check ≤ 3x import, peak RSS growth < 500 MB.
 * Small run: BENCH_ONLY=qcimport BENCH_QC_ITEMS=5000 npm run bench
 * Profile: BENCH_QC_CPU_PROF=<dir> starts the server with --cpu-prof into that directory (NODE_OPTIONS
 * may not carry it); the numbers of such a run are not the figures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { qualityApi } from '@ecms/shared';
import { loadAverage, openBenchDatabase, root, signIn, start, stop, watchMemory } from './lib.js';

/** CPU time (user + system, every thread) of a process so far, from /proc (ms). */
function processCpuMs(pid: number): number {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10; // utime, stime in clock ticks of 10 ms
}

/** Items (codes stay 12 digits up to about 22,000: a code9's sequence stops at 999). */
const N = Number(process.env.BENCH_QC_ITEMS ?? 20_000);
const WITH_T09 = process.env.BENCH_QC_T09 !== '0';
const UNITS = 4;
const MB = 1048576;
const PROJECT = '某产业园';

interface Phase { phase: string; ms: number; cpuMs: number; peakGrowthMB: number; rows: number }

function runPhase(phase: 'bare' | 'read', file: string): Promise<Phase> {
  return new Promise((resolve, reject) => {
    const c = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/qc-import-phase.ts'], {
      cwd: root, env: { ...process.env, BENCH_QC_PHASE: phase, BENCH_QC_FILE: file }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    c.stdout!.on('data', (d) => { out += d; });
    c.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`qc import phase ${phase} exited ${code}:\n${out}`))));
  });
}

/** code9, name, unit, 人 / 材 / 机 per unit; the 分部 a code belongs to (by its first 4 digits). */
const CODES: [string, string, string, number, number, number][] = [
  ['010101001', '平整场地', 'm2', 1.2, 0, 0.8], ['010101004', '挖基坑土方', 'm3', 8.5, 0, 12.3], ['010103001', '回填方', 'm3', 9.6, 0, 6.4],
  ['010401004', '多孔砖墙', 'm3', 132.5, 286.4, 4.2], ['010401005', '空心砖墙', 'm3', 128, 260, 4],
  ['010501001', '垫层', 'm3', 62.4, 345.2, 1.5], ['010501003', '独立基础', 'm3', 58.6, 402.8, 1.6], ['010502001', '矩形柱', 'm3', 96.8, 405.3, 1.8],
  ['010503002', '矩形梁', 'm3', 72.1, 404.6, 1.7], ['010505001', '有梁板', 'm3', 70.3, 405.9, 1.7], ['010515001', '现浇构件钢筋', 't', 865.4, 4260.5, 62.3],
  ['010902001', '屋面卷材防水', 'm2', 6.8, 62.5, 0], ['011001001', '保温隔热屋面', 'm2', 9.2, 48.6, 0],
  ['011101001', '水泥砂浆楼地面', 'm2', 14.2, 18.6, 0.5], ['011102001', '石材楼地面', 'm2', 36.4, 210.5, 1.1], ['011102003', '块料楼地面', 'm2', 32.6, 98.4, 0.9],
  ['011201001', '墙面一般抹灰', 'm2', 16.8, 8.2, 0.4], ['011301001', '天棚抹灰', 'm2', 12.4, 6.3, 0.3], ['011302001', '吊顶天棚', 'm2', 28.6, 86.4, 0.2],
  ['011406001', '抹灰面油漆', 'm2', 8.6, 12.4, 0],
];
const MEASURES: typeof CODES = [
  ['011701001', '综合脚手架', 'm2', 12.6, 18.3, 2.1], ['011702001', '基础模板', 'm2', 26.4, 28.6, 1.2], ['011702002', '矩形柱模板', 'm2', 31.2, 30.5, 1.4],
  ['011702006', '矩形梁模板', 'm2', 33.6, 31.8, 1.5], ['011702014', '有梁板模板', 'm2', 30.8, 29.6, 1.4], ['011703001', '垂直运输', 'm2', 4.2, 0, 18.6],
];
const SECTIONS: Record<string, string> = {
  '0101': '土石方工程', '0104': '砌筑工程', '0105': '混凝土及钢筋混凝土工程', '0109': '屋面及防水工程', '0110': '保温、隔热、防腐工程',
  '0111': '楼地面装饰工程', '0112': '墙、柱面装饰与隔断、幕墙工程', '0113': '天棚工程', '0114': '油漆、涂料、裱糊工程',
};
const MGMT = 0.28;
const PROFIT = 0.12;
const LABOR_PRICE = 120;
const r2 = (x: number) => Math.round((x + Number.EPSILON) * 100) / 100;
const r3 = (x: number) => Math.round((x + Number.EPSILON) * 1000) / 1000;

interface Item { code: string; name: string; features: string; unit: string; qty: number; l: number; m: number; c: number; mp: number; price: number; amount: number }

/** The items of one unit: `count` of them, the codes in turn, sequence numbers unique over the project. */
function unitItems(unit: number, count: number, seqOf: Map<string, number>): { sections: [string, Item[]][]; measures: Item[] } {
  const make = ([code9, name, unit_, l, m, c]: (typeof CODES)[number], i: number): Item => {
    const seq = (seqOf.get(code9) ?? 0) + 1;
    seqOf.set(code9, seq);
    const qty = unit_ === 't' ? r3(0.5 + ((i * 37) % 900) / 100 + 0.125) : r2(10 + ((i * 53) % 1200) + 0.25);
    const mg = r2((l + c) * MGMT);
    const pf = r2((l + c) * PROFIT);
    const price = r2(l + m + c + mg + pf);
    return {
      code: `${code9}${String(seq).padStart(3, '0')}`, name, unit: unit_, qty, l, m, c, mp: r2(mg + pf), price, amount: r2(qty * price),
      features: `1.部位：${unit + 1}#楼 第${Math.floor(i / 20) + 1}层 2.做法详见图集 第${i + 1}项`,
    };
  };
  const measureCount = Math.max(MEASURES.length, Math.round(count * 0.1));
  const bySection = new Map<string, Item[]>();
  for (let i = 0; i < count - measureCount; i++) {
    const def = CODES[i % CODES.length];
    const key = def[0].slice(0, 4);
    const list = bySection.get(key);
    if (list) list.push(make(def, i)); else bySection.set(key, [make(def, i)]);
  }
  const measures = Array.from({ length: measureCount }, (_, i) => make(MEASURES[i % MEASURES.length], i));
  return { sections: Object.keys(SECTIONS).filter((k) => bySection.has(k)).map((k) => [SECTIONS[k], bySection.get(k)!]), measures };
}

/** Writes the workbook; answers its item count and the building area that keeps 混凝土含量 in range. */
export async function writeWorkbook(file: string): Promise<{ items: number; area: number; rows: number }> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const seqOf = new Map<string, number>();
  let items = 0;
  let rows = 0;
  let concrete = 0;
  for (let u = 0; u < UNITS; u++) {
    const count = Math.floor(N / UNITS) + (u < N % UNITS ? 1 : 0);
    const { sections, measures } = unitItems(u, count, seqOf);
    const all = [...sections.flatMap(([, xs]) => xs), ...measures];
    items += all.length;
    concrete += all.filter((x) => x.code.startsWith('0105') && !x.code.startsWith('010515')).reduce((a, x) => a + x.qty, 0);
    const tag = `${u + 1}#楼`;
    const eng = `工程名称：${PROJECT}-${tag}-${tag}建筑与装饰工程`;
    const sheet = (name: string, title: string, header: unknown[][], body: (add: (r: unknown[]) => void) => void) => {
      const ws = wb.addWorksheet(name);
      const add = (r: unknown[]) => { ws.addRow(r).commit(); rows++; };
      add([title]);
      add([eng, null, null, '标段：']);
      for (const h of header) add(h);
      body(add);
      ws.commit();
    };
    const fbfx = r2(sections.flatMap(([, xs]) => xs).reduce((a, x) => a + x.amount, 0));
    const unitMeasures = r2(measures.reduce((a, x) => a + x.amount, 0));
    const labor = r2(all.reduce((a, x) => a + r2(x.qty * x.l), 0));
    const machine = r2(all.reduce((a, x) => a + r2(x.qty * x.c), 0));
    const safety = r2(fbfx * 0.035);
    const night = r2(labor * 0.015);
    const measuresTotal = r2(unitMeasures + safety + night);
    const provisional = Math.ceil(fbfx * 0.1 / 1000) * 1000;
    const other = r2(provisional + 12000);
    const law: [string, string, number][] = [['(1)', '养老保险费', 20], ['(2)', '失业保险费', 2], ['(3)', '医疗保险费', 8], ['(4)', '工伤保险费', 0.5]];
    const social = r2(law.reduce((a, [, , rate]) => a + r2(labor * rate / 100), 0));
    const fund = r2(labor * 0.1);
    const lawfee = r2(social + fund);
    const taxBase = r2(fbfx + measuresTotal + other + lawfee);
    const tax = r2(taxBase * 0.09);

    sheet(`表-04 ${tag}`, '单位工程招标控制价汇总表', [['序号', '汇总内容', '金额（元）', '其中：暂估价（元）']], (add) => {
      add(['1', '分部分项工程', fbfx, null]);
      sections.forEach(([title, xs], i) => add([`1.${i + 1}`, title, r2(xs.reduce((a, x) => a + x.amount, 0)), null]));
      add(['2', '措施项目', measuresTotal, null]);
      add(['2.1', '其中：安全文明施工费', safety, null]);
      add(['3', '其他项目', other, null]);
      add(['3.1', '其中：暂列金额', provisional, null]);
      add(['3.2', '其中：专业工程暂估价', 0, null]);
      add(['3.3', '其中：计日工', 12000, null]);
      add(['3.4', '其中：总承包服务费', 0, null]);
      add(['4', '规费', lawfee, null]);
      add(['5', '税金', tax, null]);
      add(['招标控制价合计=1+2+3+4+5', null, r2(taxBase + tax), null]);
    });
    sheet(`表-08 ${tag}`, '分部分项工程和单价措施项目清单与计价表', [
      ['序号', '项目编码', '项目名称', '项目特征描述', '计量单位', '工程量', '金额（元）', null, null, null, null],
      [null, null, null, null, null, null, '综合单价', '合价', '其中：暂估价', '其中：人工费', '其中：机械费'],
    ], (add) => {
      let seq = 0;
      const write = (title: string, xs: Item[], sub: string) => {
        add([null, null, title]);
        for (const x of xs) add([String(++seq), x.code, x.name, x.features, x.unit, x.qty, x.price, x.amount, null, r2(x.qty * x.l), r2(x.qty * x.c)]);
        add([null, null, sub, null, null, null, null, r2(xs.reduce((a, x) => a + x.amount, 0))]);
      };
      for (const [title, xs] of sections) write(title, xs, '分部小计');
      write('单价措施项目', measures, '单价措施小计');
      add([null, null, '合计', null, null, null, null, r2(fbfx + unitMeasures), null, labor, machine]);
    });
    if (WITH_T09) {
      const comps = ['人工费', '材料费', '机械费', '管理费和利润'];
      sheet(`表-09 ${tag}`, '综合单价分析表', [], (add) => {
        all.forEach((x) => {
          // One 定额 per 清单 code9 (the same prices wherever it is reused).
          const [normUnit, factor] = x.unit === 'm2' ? ['100m2', 100] : x.unit === 'm3' ? ['10m3', 10] : [x.unit, 1];
          const per = [x.l, x.m, x.c, x.mp];
          add(['项目编码', x.code, '项目名称', x.name, null, null, '计量单位', x.unit, '工程量', x.qty]);
          add(['清单综合单价组成明细']);
          add(['定额编号', '定额名称', '定额单位', '数量', '单价（元）', null, null, null, '合价（元）']);
          add([null, null, null, null, ...comps, ...comps]);
          add([`A${x.code.slice(4, 9)}`, x.name, normUnit, 1 / factor, ...per.map((v) => r2(v * factor)), ...per]);
          add(['人工单价', null, null, '小计', null, null, null, null, ...per]);
          add([`${LABOR_PRICE}元/工日`, null, null, '未计价材料费', null, null, null, null, null, null, null, 0]);
          add(['清单项目综合单价', null, null, null, null, null, null, null, null, null, null, x.price]);
          if (x.m > 0) {
            add(['材料费明细', '主要材料名称、规格、型号', null, null, '单位', '数量', '单价（元）', '合价（元）', '暂估单价（元）', '暂估合价（元）']);
            add([null, `${x.name}主材`, null, null, x.unit, 1, x.m, x.m, null, null]);
            add([null, '材料费小计', null, null, null, null, null, x.m]);
          }
        });
      });
    }
    sheet(`表-11 ${tag}`, '总价措施项目清单与计价表', [['序号', '项目编码', '项目名称', '计算基础', '费率（%）', '金额（元）', '备注']], (add) => {
      add(['1', `011707001${String(u + 1).padStart(3, '0')}`, '安全文明施工费', '分部分项工程费', 3.5, safety, null]);
      add(['2', `011707002${String(u + 1).padStart(3, '0')}`, '夜间施工增加费', '定额人工费', 1.5, night, null]);
      add([null, null, '合计', null, null, r2(safety + night), null]);
    });
    sheet(`表-12 ${tag}`, '其他项目清单与计价汇总表', [['序号', '项目名称', '金额（元）', '结算金额（元）', '备注']], (add) => {
      add(['1', '暂列金额', provisional, null, '明细详见表-12-1']);
      add(['2', '暂估价', 0, null, null]);
      add(['3', '计日工', 12000, null, null]);
      add(['4', '总承包服务费', 0, null, null]);
      add([null, '合计', other, null, null]);
    });
    sheet(`表-12-1 ${tag}`, '暂列金额明细表', [['序号', '项目名称', '计量单位', '暂定金额（元）', '备注']], (add) => {
      add(['1', '工程量偏差和设计变更', '项', provisional, null]);
      add([null, '合计', null, provisional, null]);
    });
    sheet(`表-13 ${tag}`, '规费、税金项目计价表', [['序号', '项目名称', '计算基础', '计算基数', '计算费率（%）', '金额（元）']], (add) => {
      add(['1', '规费', '定额人工费', labor, null, lawfee]);
      add(['1.1', '社会保险费', '定额人工费', labor, null, social]);
      for (const [seq, name, rate] of law) add([seq, name, '定额人工费', labor, rate, r2(labor * rate / 100)]);
      add(['1.2', '住房公积金', '定额人工费', labor, 10, fund]);
      add(['2', '税金', '分部分项工程费+措施项目费+其他项目费+规费', taxBase, 9, tax]);
      add([null, '合计', null, null, null, r2(lawfee + tax)]);
    });
    sheet(`人材机 ${tag}`, '人材机汇总表', [['序号', '编码', '类别', '名称及规格型号', '单位', '数量', '市场价（元）', '合价（元）', '备注']], (add) => {
      const laborQty = r3(labor / LABOR_PRICE);
      const qtyOf = (prefix: string) => all.filter((x) => x.code.startsWith(prefix)).reduce((a, x) => a + x.qty, 0);
      add(['1', '00010101', '人工', '综合工日（建筑）', '工日', laborQty, LABOR_PRICE, r2(laborQty * LABOR_PRICE), null]);
      const mats: [string, string, string, number, number][] = [
        ['04010101', '商品混凝土 C30', 'm3', r2((qtyOf('0105') - qtyOf('010515')) * 1.01), 380], ['01010120', '钢筋 HRB400 Φ10以上', 't', r3(qtyOf('010515') * 1.025), 4100],
        ['04130141', 'KP1多孔砖 240×115×90', '千块', r3(qtyOf('0104') * 0.336), 620],
      ];
      mats.forEach(([code, name, unit, q, p], i) => add([String(i + 2), code, '材料', name, unit, q, p, r2(q * p), null]));
      add(['9', '99990001', '机械', '机械台班费', '元', machine, 1, machine, null]);
    });
  }
  await wb.commit();
  return { items, area: Math.round(concrete / 0.4), rows };
}

export async function qcImportBench(): Promise<Record<string, unknown>> {
  const loadStart = loadAverage();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecms-bench-qcimport-'));
  const file = path.join(dir, 'boq.xlsx');
  const bench = await openBenchDatabase('qcimport');
  try {
    await bench.database.close();
    const t0 = performance.now();
    const book = await writeWorkbook(file);
    const size = fs.statSync(file).size;
    console.log(`qc import: ${book.items} items in ${UNITS} 单位工程${WITH_T09 ? ' with 表-09' : ''}, ${book.rows} rows, ${(size / MB).toFixed(1)} MB, written in ${((performance.now() - t0) / 1000).toFixed(1)} s; load average ${loadAverage()}`);

    const bare = await runPhase('bare', file);
    console.log(`  bare     ${(bare.ms / 1000).toFixed(2).padStart(7)} s  cpu ${(bare.cpuMs / 1000).toFixed(2)} s  peak RSS +${bare.peakGrowthMB.toFixed(0)} MB   load average ${loadAverage()}`);
    const read = await runPhase('read', file);
    console.log(`  read     ${(read.ms / 1000).toFixed(2).padStart(7)} s  cpu ${(read.cpuMs / 1000).toFixed(2)} s  peak RSS +${read.peakGrowthMB.toFixed(0)} MB   load average ${loadAverage()}`);

    const prof = process.env.BENCH_QC_CPU_PROF;
    const server = await start([...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []), 'apps/server/src/server.ts'], { ...bench.serverEnv, PORT: '18925' }, /listening/);
    try {
      const base = 'http://127.0.0.1:18925';
      const token = await signIn(base);
      const headers = { 'content-type': 'application/json', authtoken: token };
      const call = async <T>(method: 'GET' | 'POST', p: string, body?: unknown): Promise<T> => {
        const res = await fetch(`${base}/api${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
        const json = (await res.json()) as { success?: boolean; data: T };
        if (res.status !== 200 || json.success === false) throw new Error(`${p} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
        return json.data;
      };
      const form = new FormData();
      form.append('file', new Blob([fs.readFileSync(file)]), 'boq.xlsx');
      const up = await fetch(`${base}/api/b/fileItem/upload`, { method: 'POST', headers: { authtoken: token }, body: form });
      const fileId = ((await up.json()) as { data: string[] }).data[0];

      await new Promise((res) => setTimeout(res, 1000));
      const pid = server.pid!;
      const mem = watchMemory(pid);
      const restMB = mem.restMB;
      const cpu0 = processCpuMs(pid);
      const ti = performance.now();
      const project = await call<{ id: string; total: number }>('POST', qualityApi.importFile.path, { fileId, area: book.area, kind1: '房屋建筑', kind2: '产业园', structure: '框架', region: '江苏' });
      const importMs = performance.now() - ti;
      const importCpuMs = processCpuMs(pid) - cpu0;
      const importPeakMB = mem.peakMB();
      console.log(`  import   ${(importMs / 1000).toFixed(2).padStart(7)} s  cpu ${(importCpuMs / 1000).toFixed(2)} s  peak RSS +${(importPeakMB - restMB).toFixed(0)} MB   load average ${loadAverage()}`);

      const run = await call<{ id: string }>('POST', qualityApi.saveRun.path, { projectId: project.id });
      const tc = performance.now();
      await call('POST', qualityApi.start.path, { id: run.id });
      let done: { status: string; errorCount: number; warnCount: number; infoCount: number; message: string | null } | null = null;
      while (!done) {
        await new Promise((res) => setTimeout(res, 100));
        const r = await call<{ status: string; errorCount: number; warnCount: number; infoCount: number; message: string | null }>('GET', qualityApi.run.path.replace(':id', run.id));
        if (r.status === 'done' || r.status === 'failed') done = r;
      }
      const checkMs = performance.now() - tc;
      const checkCpuMs = processCpuMs(pid) - cpu0 - importCpuMs;
      mem.stop();
      const peakMB = mem.peakMB();
      if (done.status !== 'done') throw new Error(`check run failed: ${done.message}`);
      console.log(`  check    ${(checkMs / 1000).toFixed(2).padStart(7)} s  cpu ${(checkCpuMs / 1000).toFixed(2)} s (polling included)  peak RSS +${(peakMB - restMB).toFixed(0)} MB over import and check (${done.message})   load average ${loadAverage()}`);

      const out = {
        items: book.items, rows: book.rows, withT09: WITH_T09, fileMB: +(size / MB).toFixed(1), database: bench.pgUrl ? 'postgresql' : 'pglite',
        bareMs: Math.round(bare.ms), readMs: Math.round(read.ms), importMs: Math.round(importMs), checkMs: Math.round(checkMs),
        importRatio: +(importMs / bare.ms).toFixed(2), importTarget: 1.5, importVsReader: +(importMs / read.ms).toFixed(2),
        bareCpuMs: Math.round(bare.cpuMs), importCpuMs: Math.round(importCpuMs), checkCpuMs: Math.round(checkCpuMs), importCpuRatio: +(importCpuMs / bare.cpuMs).toFixed(2),
        checkRatio: +(checkMs / importMs).toFixed(2), checkTarget: 3,
        restRssMB: Math.round(restMB), peakRssGrowthMB: Math.round(peakMB - restMB), importPeakRssGrowthMB: Math.round(importPeakMB - restMB), rssMethod: mem.method, rssTargetMB: 500,
        findings: { errors: done.errorCount, warnings: done.warnCount, info: done.infoCount }, loadStart, loadEnd: loadAverage(),
      };
      console.log(`\nqc import on ${out.database}: ${book.items} items, ${book.rows} rows, ${out.fileMB} MB`);
      console.log(`import ${(importMs / 1000).toFixed(2)} s vs bare exceljs read ${(bare.ms / 1000).toFixed(2)} s: ${out.importRatio}x (target ≤ 1.5; vs the sheet worker's read ${(read.ms / 1000).toFixed(2)} s: ${out.importVsReader}x)`);
      console.log(`CPU (load-independent): import ${(importCpuMs / 1000).toFixed(2)} s vs bare ${(bare.cpuMs / 1000).toFixed(2)} s: ${out.importCpuRatio}x`);
      console.log(`check ${(checkMs / 1000).toFixed(2)} s: ${out.checkRatio}x the import (target ≤ 3); peak RSS growth ${out.peakRssGrowthMB} MB (target < 500)`);
      console.log(`load average at start ${loadStart}, at end ${out.loadEnd}`);
      return out;
    } finally {
      await stop(server);
    }
  } finally {
    bench.remove();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
