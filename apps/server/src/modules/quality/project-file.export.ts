import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { QUALITY_MSG } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { qcItem, qcLine, qcNode, qcNorm } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { notFound } from '../../platform/errors.js';
import { safeSheetName } from '../../platform/excel/writer.js';
import { getProjectRow } from './project.service.js';

/*
 * GET /b/project/exportProjectFullAttr/{projectId}/{unitId | all}: a project with all its
 * attributes — factors (kind, structure, area, floors, region, period, tax method), indicators,
 * per 单位工程 the 表-04 figures, every 清单项, the fee lines of 表-11/12/13 and the 人材机 — as one
 * workbook, each row with the sheet and row of the source file it came from. Read in the request's
 * one transaction under the project's data scope; the workbook is built in memory (a project of
 * 20,000 items is a few megabytes).
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MONEY = '#,##0.00';
const QTY = '#,##0.####';
const TBL_NAMES: Record<string, string> = {
  t04: '表-04 单位工程汇总', t11: '表-11 总价措施', t12: '表-12 其他项目', t12_1: '表-12-1 暂列金额', t13: '表-13 规费税金', res: '人材机汇总',
};
const TAX_METHOD: Record<string, string> = { general: '一般计税', simple: '简易计税' };

type Col = { header: string; key: string; width?: number; fmt?: string };

function sheet(wb: ExcelJS.Workbook, name: string, cols: Col[], rows: Record<string, unknown>[]) {
  const ws = wb.addWorksheet(safeSheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = cols.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(10, c.header.length * 2 + 4), style: c.fmt ? { numFmt: c.fmt } : undefined }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(r);
}

/** The workbook and its file name; 404 outside the caller's data scope or for a unit not of the project. */
export async function projectFullAttr(tx: Db, actor: SessionInfo, projectId: string, unitKey: string): Promise<{ name: string; buffer: Buffer }> {
  const p = await getProjectRow(tx, actor, projectId);
  const nodes = await tx.select().from(qcNode).where(eq(qcNode.projectId, p.id)).orderBy(asc(qcNode.seq));
  const allUnits = nodes.filter((n) => n.kind === 'unit');
  const units = unitKey === 'all' ? allUnits : allUnits.filter((u) => u.id === unitKey);
  if (!units.length && unitKey !== 'all') throw notFound(QUALITY_MSG.UNIT_NOT_FOUND);
  const unitIds = units.map((u) => u.id);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const items = unitIds.length ? await tx.select().from(qcItem).where(and(eq(qcItem.projectId, p.id), inArray(qcItem.unitId, unitIds)))
    .orderBy(asc(qcItem.srcSheet), asc(qcItem.srcRow)) : [];
  const lines = unitIds.length ? await tx.select().from(qcLine).where(and(eq(qcLine.projectId, p.id), inArray(qcLine.unitId, unitIds)))
    .orderBy(asc(qcLine.srcSheet), asc(qcLine.srcRow)) : [];
  const norms = unitIds.length ? await tx.select().from(qcNorm).where(and(eq(qcNorm.projectId, p.id), inArray(qcNorm.unitId, unitIds), eq(qcNorm.kind, 'norm')))
    .orderBy(asc(qcNorm.srcSheet), asc(qcNorm.srcRow)) : [];
  const ind = (p.indicators ?? {}) as Record<string, number | null>;

  const wb = new ExcelJS.Workbook();
  wb.creator = 'ECMS';
  const attrs: [string, unknown, string?][] = [
    ['工程名称', p.name], ['清单规范版本', p.specVersion === '2024' ? 'GB/T 50500-2024' : 'GB 50500-2013'], ['阶段', p.stage],
    ['地区', p.region], ['计税方式', TAX_METHOD[p.taxMethod] ?? p.taxMethod], ['价格基准期', p.priceBaseDate],
    ['工程分类一', p.kind1], ['工程分类二', p.kind2], ['结构类型', p.structure], ['建筑面积（㎡）', p.area, MONEY], ['层数', p.floors],
    ['源文件', p.fileName], ['总造价（元）', p.total, MONEY],
    ['分部分项工程费（元）', ind.fbfx, MONEY], ['措施项目费（元）', ind.measures, MONEY], ['其他项目费（元）', ind.other, MONEY],
    ['规费（元）', ind.lawfee, MONEY], ['税金（元）', ind.tax, MONEY], ['人工费（元）', ind.labor, MONEY],
    ['单方造价（元/㎡）', ind.unitCost, MONEY], ['人工费占比', ind.laborShare, '0.00%'],
    ['混凝土含量（m³/㎡）', ind.concretePerM2, '0.0000'], ['钢筋含量（kg/㎡）', ind.rebarKgPerM2, '0.00'],
    ['单位工程', unitKey === 'all' ? `全部（${allUnits.length} 个）` : units[0].name],
  ];
  const ws = wb.addWorksheet('工程属性');
  ws.columns = [{ header: '属性', key: 'k', width: 22 }, { header: '值', key: 'v', width: 40 }];
  ws.getRow(1).font = { bold: true };
  for (const [k, v, fmt] of attrs) {
    const row = ws.addRow({ k, v: v ?? null });
    if (fmt) row.getCell(2).numFmt = fmt;
  }

  const t04 = (unitId: string, role: string) => lines.find((l) => l.unitId === unitId && l.tbl === 't04' && l.role === role)?.amount ?? null;
  sheet(wb, '单位工程', [
    { header: '单项工程', key: 'single', width: 18 }, { header: '单位工程', key: 'unit', width: 20 }, { header: '专业', key: 'discipline' },
    { header: '分部分项工程费', key: 'fbfx', fmt: MONEY }, { header: '措施项目费', key: 'measure', fmt: MONEY }, { header: '其中：安全文明施工费', key: 'safety', fmt: MONEY },
    { header: '其他项目费', key: 'other', fmt: MONEY }, { header: '规费', key: 'lawfee', fmt: MONEY }, { header: '税金', key: 'tax', fmt: MONEY },
    { header: '合计', key: 'total', fmt: MONEY }, { header: '清单项数', key: 'items' },
  ], units.map((u) => ({
    single: byId.get(u.parentId ?? '')?.name ?? '', unit: u.name, discipline: u.discipline,
    fbfx: t04(u.id, 'fbfx'), measure: t04(u.id, 'measure'), safety: t04(u.id, 'safety'), other: t04(u.id, 'other'),
    lawfee: t04(u.id, 'lawfee'), tax: t04(u.id, 'tax'), total: t04(u.id, 'total'), items: items.filter((x) => x.unitId === u.id).length,
  })));

  sheet(wb, '分部分项清单', [
    { header: '单位工程', key: 'unit', width: 16 }, { header: '分部', key: 'section', width: 16 }, { header: '项目编码', key: 'code', width: 15 },
    { header: '项目名称', key: 'name', width: 18 }, { header: '项目特征', key: 'features', width: 36 }, { header: '计量单位', key: 'uom' },
    { header: '工程量', key: 'qty', fmt: QTY }, { header: '综合单价', key: 'price', fmt: MONEY }, { header: '合价', key: 'amount', fmt: MONEY },
    { header: '其中：暂估价', key: 'provisional', fmt: MONEY }, { header: '人工费', key: 'labor', fmt: MONEY }, { header: '机械费', key: 'machine', fmt: MONEY },
    { header: '管理费', key: 'mgmt', fmt: MONEY }, { header: '利润', key: 'profit', fmt: MONEY },
    { header: '来源工作表', key: 'srcSheet', width: 18 }, { header: '行号', key: 'srcRow' },
  ], items.map((x) => ({
    unit: byId.get(x.unitId)?.name ?? '', section: byId.get(x.sectionId)?.name ?? '', code: x.code, name: x.name, features: x.features, uom: x.unit,
    qty: x.qty, price: x.price, amount: x.amount, provisional: x.provisional, labor: x.labor, machine: x.machine, mgmt: x.mgmt, profit: x.profit,
    srcSheet: x.srcSheet, srcRow: x.srcRow,
  })));

  const lineCols: Col[] = [
    { header: '单位工程', key: 'unit', width: 16 }, { header: '表', key: 'tbl', width: 18 }, { header: '序号', key: 'no' }, { header: '项目编码', key: 'code', width: 14 },
    { header: '名称', key: 'name', width: 24 }, { header: '计算基础', key: 'baseText', width: 20 }, { header: '计算基数', key: 'baseAmount', fmt: MONEY },
    { header: '费率（%）', key: 'rate', fmt: '0.00##' }, { header: '金额', key: 'amount', fmt: MONEY }, { header: '备注', key: 'remark', width: 16 },
    { header: '来源工作表', key: 'srcSheet', width: 18 }, { header: '行号', key: 'srcRow' },
  ];
  const lineRow = (l: (typeof lines)[number]) => ({
    unit: byId.get(l.unitId)?.name ?? '', tbl: TBL_NAMES[l.tbl] ?? l.tbl, no: l.no, code: l.code, name: l.name, baseText: l.baseText,
    baseAmount: l.baseAmount, rate: l.rate, amount: l.amount, remark: l.remark, srcSheet: l.srcSheet, srcRow: l.srcRow,
  });
  sheet(wb, '费用明细', lineCols, lines.filter((l) => l.tbl !== 'res').map(lineRow));
  sheet(wb, '人材机', [
    { header: '单位工程', key: 'unit', width: 16 }, { header: '编码', key: 'code', width: 12 }, { header: '类别', key: 'kind' },
    { header: '名称及规格型号', key: 'name', width: 26 }, { header: '单位', key: 'uom' }, { header: '数量', key: 'qty', fmt: QTY },
    { header: '单价', key: 'price', fmt: MONEY }, { header: '合价', key: 'amount', fmt: MONEY },
    { header: '来源工作表', key: 'srcSheet', width: 18 }, { header: '行号', key: 'srcRow' },
  ], lines.filter((l) => l.tbl === 'res').map((l) => ({
    unit: byId.get(l.unitId)?.name ?? '', code: l.code, kind: l.kind, name: l.name, uom: l.unit, qty: l.qty, price: l.price, amount: l.amount,
    srcSheet: l.srcSheet, srcRow: l.srcRow,
  })));
  if (norms.length) {
    // 表-09's 定额 under their 清单项 (only when the workbook had a 表-09).
    const itemOf = new Map(items.map((x) => [x.id, x]));
    sheet(wb, '定额', [
      { header: '单位工程', key: 'unit', width: 16 }, { header: '清单编码', key: 'item', width: 15 }, { header: '清单名称', key: 'itemName', width: 18 },
      { header: '定额编号', key: 'code', width: 12 }, { header: '定额名称', key: 'name', width: 20 }, { header: '定额单位', key: 'uom' },
      { header: '数量', key: 'qty', fmt: '0.######' }, { header: '人工费单价', key: 'lp', fmt: MONEY }, { header: '材料费单价', key: 'mp', fmt: MONEY },
      { header: '机械费单价', key: 'cp', fmt: MONEY }, { header: '管理费和利润单价', key: 'gp', fmt: MONEY }, { header: '人工费合价', key: 'la', fmt: MONEY },
      { header: '材料费合价', key: 'ma', fmt: MONEY }, { header: '机械费合价', key: 'ca', fmt: MONEY }, { header: '管理费和利润合价', key: 'ga', fmt: MONEY },
      { header: '来源工作表', key: 'srcSheet', width: 18 }, { header: '行号', key: 'srcRow' },
    ], norms.map((n) => ({
      unit: byId.get(n.unitId)?.name ?? '', item: n.itemId ? itemOf.get(n.itemId)?.code ?? '' : '', itemName: n.itemId ? itemOf.get(n.itemId)?.name ?? '' : '',
      code: n.code, name: n.name, uom: n.unit, qty: n.qty, lp: n.laborPrice, mp: n.materialPrice, cp: n.machinePrice, gp: n.mgmtPrice,
      la: n.laborAmount, ma: n.materialAmount, ca: n.machineAmount, ga: n.mgmtAmount, srcSheet: n.srcSheet, srcRow: n.srcRow,
    })));
  }
  const suffix = unitKey === 'all' ? '' : `_${units[0].name}`;
  return { name: `${p.name}${suffix}_全属性.xlsx`, buffer: Buffer.from(await wb.xlsx.writeBuffer()) };
}
