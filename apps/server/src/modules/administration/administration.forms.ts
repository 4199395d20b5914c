/**
 * Online forms declared in code (issue 12 item 5; issue 18) used by the administration pages.
 * The documents are forms an administrator may change in the designer; the rules that must never
 * break (stock, bookings, states) are their hooks here, running in the record's transaction.
 * Synced into every company at start (modules/form/form-sync.ts): raise `version` when a model
 * changes. Menus in administration.seed.ts point at them by code.
 */
import { sql } from 'drizzle-orm';
import { FLOW_TYPE, type TSerialRule } from '@ecms/shared';
import { queryRows } from '../../platform/sql.js';
import {
  LISTED, REQUIRED_LISTED, defineForm, formRuleError, longTextField, pricedLineFields, quantityField, refField, remarkField, requesterFields,
  sectionModel, serialField, type FormDeclaration, type FormFlowContext,
} from '../form/index.js';
import { BOOKING_MSG, book, cancelBySource, checkWindow, hasFutureBookings } from './booking.service.js';
import { SUPPLIES_FORM, SUPPLIES_MSG, stockIn, stockOut } from './supplies.service.js';
import { admStockMove, admSuppliesStock } from '../../db/schema/index.js';
import { and, eq, ne } from 'drizzle-orm';
import { ASSET_SCRAPPED, MORE_FORMS } from './administration.forms-more.js';
import { ATTENDANCE_FORMS } from './attendance.forms.js';

export const SERIAL_RULES: TSerialRule[] = [
  { code: 'CGSQ', name: '办公用品采购单号', prefix: 'CG', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' },
  { code: 'ZCBH', name: '固定资产编号', prefix: 'ZC', datePattern: 'YYYY', seqLength: 5, separator: '-' },
  { code: 'BGYP', name: '办公用品编号', prefix: 'YP', datePattern: 'YYYY', seqLength: 4, separator: '-' },
  { code: 'LYSQ', name: '办公用品领用单号', prefix: 'LY', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' },
  { code: 'YCSQ', name: '用车申请单号', prefix: 'YC', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' },
  { code: 'ZCBF', name: '资产报废单号', prefix: 'BF', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' },
  { code: 'ZCWX', name: '资产维修单号', prefix: 'WX', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' },
];
const rule = (code: string) => SERIAL_RULES.find((r) => r.code === code)!;

export { ASSET_SCRAPPED };
export const ADMIN_MSG = {
  ASSET_SCRAPPED_LOCKED: '资产已报废，不能修改',
  ASSET_ALREADY_SCRAPPED: '该资产已报废',
  SCRAP_BY_FLOW: '资产报废须通过报废申请流程',
  TRANSFER_SCRAPPED: '已报废的资产不能转移',
  TRANSFER_FIXED: '资产转移记录保存后不能修改',
  LINES_REQUIRED: '请填写领用明细',
  ROOM_IN_USE: '该会议室还有未结束的预订，不能删除',
  VEHICLE_IN_USE: '该车辆还有未结束的预约，不能删除',
  MILEAGE: '还车里程不能小于出车里程',
  ASSET_IN_REPAIR: '该资产正在维修中，请等待当前维修申请办结',
} as const;

/** ASSET_STATUS values the maintenance flow moves a card between. */
const ASSET_IN_USE = '1';
const ASSET_IN_REPAIR = '3';

/** Default depreciation lives by top classification (企业所得税法实施条例 第六十条; software 第六十七条). */
export const DEFAULT_LIFE_YEARS: Record<string, number> = { '01': 3, '02': 5, '03': 5, '04': 4, '05': 10 };

// ---- office supplies -------------------------------------------------------------------------

/** 办公用品 (items): stock and its ledger are kept by code (supplies.service.ts), the description by the form. */
export const OFFICE_SUPPLIES: FormDeclaration = defineForm({
  code: SUPPLIES_FORM,
  name: '办公用品',
  version: 1,
  // Requisitions, bookings and vehicle uses pick from it: everybody reads it (no data scope).
  catalogue: true,
  serialRules: [rule('BGYP')],
  kind: 'list',
  groupId: '1',
  model: sectionModel('物品信息', [
    serialField('itemNo', '物品编号', 'BGYP'),
    { key: 'itemName', label: '物品名称', type: 'text', required: true, unique: true, maxLength: 100, ...LISTED },
    { key: 'itemClass', label: '物品分类', type: 'treeSelect', dictCode: 'SUPPLIES_CLASS', ...REQUIRED_LISTED },
    { key: 'spec', label: '规格型号', type: 'text', maxLength: 100, listColumn: true },
    { key: 'unit', label: '单位', type: 'text', required: true, maxLength: 10, listColumn: true },
    { key: 'safetyStock', label: '安全库存', type: 'number', min: 0, step: 1, precision: 0, defaultValue: 0, listColumn: true },
    { key: 'initialStock', label: '期初库存', type: 'number', min: 0, step: 1, precision: 0, defaultValue: 0 },
    { key: 'initialPrice', label: '期初单价', type: 'money', min: 0, defaultValue: 0 },
    remarkField(),
  ], { titleField: 'itemName' }),
  hooks: {
    beforeSave({ values, previous }) {
      if (previous && (Number(previous.initialStock ?? 0) !== Number(values.initialStock ?? 0)
        || Number(previous.initialPrice ?? 0) !== Number(values.initialPrice ?? 0))) throw formRuleError(SUPPLIES_MSG.INIT_FIXED);
    },
    async afterSave(ctx) {
      if (!ctx.isNew) return;
      await stockIn(ctx.tx, ctx, ctx.id, Number(ctx.values.initialStock ?? 0), Number(ctx.values.initialPrice ?? 0), 'init',
        { form: SUPPLIES_FORM, id: ctx.id, no: String(ctx.values.itemNo ?? ''), remark: '期初库存' });
    },
    async onDelete({ tx, id }) {
      const moved = await tx.select({ id: admStockMove.id }).from(admStockMove)
        .where(and(eq(admStockMove.itemId, id), ne(admStockMove.kind, 'init'))).limit(1);
      if (moved.length) throw formRuleError(SUPPLIES_MSG.HAS_MOVES);
      await tx.delete(admStockMove).where(eq(admStockMove.itemId, id));
      await tx.delete(admSuppliesStock).where(eq(admSuppliesStock.itemId, id));
    },
  },
});

/** 办公用品采购: lines pick an item; 入库 (supplies.service receivePurchase) raises stock once the purchase is approved. */
export const OFFICE_PURCHASE: FormDeclaration = defineForm({
  code: 'office_purchase',
  name: '办公用品采购',
  version: 2,
  serialRules: [rule('CGSQ')],
  kind: 'list',
  groupId: '1',
  processCode: FLOW_TYPE.MINIMAL.processCode,
  model: sectionModel('采购申请', [
    serialField('orderNo', '采购单号', 'CGSQ'),
    ...requesterFields(),
    longTextField('purpose', '用途', REQUIRED_LISTED),
    { key: 'total', label: '合计', type: 'computed', formula: 'sum(items.amount)', precision: 2, listColumn: true },
    { key: 'receiveStatus', label: '入库状态', type: 'select', dictCode: 'SUPPLIES_RECEIVE_STATUS', defaultValue: '0', ...LISTED },
  ], {
    titleField: 'purpose',
    subTables: [{
      key: 'items', title: '采购明细', sumFields: ['quantity', 'amount'],
      fields: [
        // Not 'item': a ref's title comes back as `<key>Name`, which would shadow 物品名称 (itemName).
        refField('goods', '物品', SUPPLIES_FORM, {}),
        { key: 'itemName', label: '物品名称', type: 'text', maxLength: 100 },
        { key: 'spec', label: '规格', type: 'text', maxLength: 100 },
        ...pricedLineFields(),
      ],
    }],
  }),
  hooks: {
    validate({ subTables }) {
      const rows = subTables.items ?? [];
      return rows.flatMap((r, i) => (!r.goods && !r.itemName ? [{ field: 'items', message: `采购明细第${i + 1}行：请选择物品` }] : []));
    },
    // 入库状态 is the receiving's (never typed in): kept from the stored record, 未入库 when new.
    beforeSave({ values, previous }) {
      values.receiveStatus = previous?.receiveStatus ?? '0';
    },
    beforeSaveAdjustsValuesOnly: true,
  },
});

async function requisitionLines(ctx: Pick<FormFlowContext, 'tx' | 'subTable' | 'column'>, id: string) {
  return queryRows<{ item: string; qty: number }>(ctx.tx, sql`select ${ctx.column('item')} as item, sum(${ctx.column('quantity')})::float8 as qty
    from ${ctx.subTable('supplies_requisition', 'lines')} where record_id = ${id} group by 1 order by 1`);
}

/** 办公用品领用: through a flow; the approval takes the stock (refused beyond it, also at the same moment). */
export const SUPPLIES_REQUISITION: FormDeclaration = defineForm({
  code: 'supplies_requisition',
  name: '办公用品领用',
  version: 1,
  serialRules: [rule('LYSQ')],
  kind: 'list',
  groupId: '1',
  processCode: FLOW_TYPE.MINIMAL.processCode,
  model: sectionModel('领用申请', [
    serialField('reqNo', '领用单号', 'LYSQ'),
    ...requesterFields({ person: '领用人', dept: '领用部门' }),
    longTextField('purpose', '用途', REQUIRED_LISTED),
    { key: 'totalQty', label: '领用总数', type: 'computed', formula: 'sum(lines.quantity)', precision: 0, listColumn: true },
  ], {
    titleField: 'purpose',
    subTables: [{
      key: 'lines', title: '领用明细', sumFields: ['quantity'],
      fields: [
        refField('item', '物品', SUPPLIES_FORM, { required: true }),
        quantityField(),
        { key: 'remark', label: '备注', type: 'text', maxLength: 200 },
      ],
    }],
  }),
  hooks: {
    validate({ subTables }) {
      return (subTables.lines ?? []).length ? undefined : [{ field: 'lines', message: ADMIN_MSG.LINES_REQUIRED }];
    },
    // A request beyond what is on hand now is refused at once; the approval checks again under the row lock.
    async beforeSave({ tx, subTables, table, column }) {
      const need = new Map<string, number>();
      for (const l of subTables.lines ?? []) need.set(String(l.item), (need.get(String(l.item)) ?? 0) + Number(l.quantity));
      for (const [item, qty] of need) {
        const [s] = await queryRows<{ name: string; qty: number | null }>(tx, sql`select i.${column('itemName')} as name, s.qty::float8 as qty
          from ${table(SUPPLIES_FORM)} i left join ${admSuppliesStock} s on s.item_id = i.id where i.id = ${item}`);
        if (s && (s.qty ?? 0) < qty) throw formRuleError(`库存不足：${s.name}仅剩${s.qty ?? 0}`);
      }
    },
    onFlow: {
      async approved(ctx) {
        for (const l of await requisitionLines(ctx, ctx.id)) {
          await stockOut(ctx.tx, ctx, l.item, l.qty, { form: 'supplies_requisition', id: ctx.id, no: String(ctx.record.reqNo ?? '') });
        }
      },
    },
  },
});

// ---- meeting rooms and vehicles ---------------------------------------------------------------

export const MEETING_ROOM: FormDeclaration = defineForm({
  code: 'meeting_room',
  name: '会议室',
  version: 1,
  // Requisitions, bookings and vehicle uses pick from it: everybody reads it (no data scope).
  catalogue: true,
  kind: 'list',
  groupId: '1',
  model: sectionModel('会议室', [
    { key: 'roomName', label: '会议室名称', type: 'text', required: true, unique: true, maxLength: 50, ...LISTED },
    { key: 'location', label: '位置', type: 'text', maxLength: 100, listColumn: true },
    { key: 'capacity', label: '容纳人数', type: 'number', required: true, min: 1, max: 10000, step: 1, precision: 0, listColumn: true },
    { key: 'equipment', label: '设备', type: 'multiSelect', dictCode: 'MEETING_EQUIPMENT', listColumn: true },
    remarkField(),
  ], { titleField: 'roomName' }),
  hooks: {
    async onDelete({ tx, id }) {
      if (await hasFutureBookings(tx, 'room', id)) throw formRuleError(ADMIN_MSG.ROOM_IN_USE);
    },
  },
});

export const VEHICLE: FormDeclaration = defineForm({
  code: 'vehicle',
  name: '车辆',
  version: 1,
  // Requisitions, bookings and vehicle uses pick from it: everybody reads it (no data scope).
  catalogue: true,
  kind: 'list',
  groupId: '1',
  model: sectionModel('车辆信息', [
    { key: 'plateNo', label: '车牌号', type: 'text', required: true, unique: true, maxLength: 10, ...LISTED },
    { key: 'brandModel', label: '品牌型号', type: 'text', maxLength: 100, ...LISTED },
    { key: 'seats', label: '座位数', type: 'number', min: 1, max: 100, step: 1, precision: 0, listColumn: true },
    { key: 'keeper', label: '管理人', type: 'person', listColumn: true },
    { key: 'mileage', label: '当前里程(km)', type: 'number', min: 0, precision: 0, listColumn: true },
    remarkField(),
  ], { titleField: 'plateNo' }),
  hooks: {
    async onDelete({ tx, id }) {
      if (await hasFutureBookings(tx, 'vehicle', id)) throw formRuleError(ADMIN_MSG.VEHICLE_IN_USE);
    },
  },
});

/** 用车申请: the vehicle is held for the window from submission; rejection or withdrawal frees it. */
export const VEHICLE_USE: FormDeclaration = defineForm({
  code: 'vehicle_use',
  name: '用车申请',
  version: 1,
  serialRules: [rule('YCSQ')],
  kind: 'list',
  groupId: '1',
  processCode: FLOW_TYPE.MINIMAL.processCode,
  model: sectionModel('用车申请', [
    serialField('useNo', '申请单号', 'YCSQ'),
    refField('vehicle', '车辆', 'vehicle'),
    { key: 'applicant', label: '申请人', type: 'person', ...REQUIRED_LISTED },
    { key: 'driver', label: '驾驶员', type: 'person', listColumn: true },
    { key: 'startAt', label: '出车时间', type: 'datetime', ...REQUIRED_LISTED },
    { key: 'endAt', label: '还车时间', type: 'datetime', required: true, listColumn: true },
    { key: 'destination', label: '目的地', type: 'text', required: true, maxLength: 200, ...LISTED },
    { key: 'passengers', label: '同行人员', type: 'text', maxLength: 200 },
    longTextField('purpose', '用车事由', { required: true }),
    { key: 'mileageOut', label: '出车里程(km)', type: 'number', min: 0, precision: 0 },
    { key: 'mileageIn', label: '还车里程(km)', type: 'number', min: 0, precision: 0 },
    { key: 'fuelLiters', label: '加油量(L)', type: 'number', min: 0, precision: 2 },
    { key: 'fuelCost', label: '油费', type: 'money', min: 0 },
    { key: 'tollCost', label: '路桥费', type: 'money', min: 0 },
  ], { titleField: 'destination' }),
  hooks: {
    validate({ values }) {
      const errors = [];
      if (values.startAt && values.endAt && new Date(String(values.endAt)) <= new Date(String(values.startAt))) errors.push({ field: 'endAt', message: BOOKING_MSG.END_AFTER_START });
      if (values.mileageIn !== null && values.mileageIn !== undefined && values.mileageOut !== null && values.mileageOut !== undefined
        && Number(values.mileageIn) < Number(values.mileageOut)) errors.push({ field: 'mileageIn', message: ADMIN_MSG.MILEAGE });
      return errors;
    },
    async onDelete({ tx, id }) { await cancelBySource(tx, 'vehicle_use', id); },
    onFlow: {
      async started({ tx, id, record, actor }) {
        const startAt = new Date(String(record.startAt));
        const endAt = new Date(String(record.endAt));
        checkWindow(startAt, endAt);
        await cancelBySource(tx, 'vehicle_use', id);
        await book(tx, {
          resourceType: 'vehicle', resourceId: String(record.vehicle), startAt, endAt, title: String(record.destination ?? '用车'),
          bookedBy: String(record.applicant ?? actor.userId), source: { form: 'vehicle_use', id },
        });
      },
      async rejected({ tx, id }) { await cancelBySource(tx, 'vehicle_use', id); },
      async withdrawn({ tx, id }) { await cancelBySource(tx, 'vehicle_use', id); },
      // The vehicle's odometer follows the return mileage.
      async approved({ tx, record, table, column }) {
        if (record.mileageIn === null || record.mileageIn === undefined) return;
        await tx.execute(sql`update ${table('vehicle')} set ${column('mileage')} = greatest(coalesce(${column('mileage')}, 0), ${Number(record.mileageIn)})
          where id = ${String(record.vehicle)}`);
      },
    },
  },
});

// ---- assets ----------------------------------------------------------------------------------

/** 固定资产台账: straight-line depreciation (asset.service.ts); read-only once scrapped (spec 2 §4). */
export const FIXED_ASSET: FormDeclaration = defineForm({
  code: 'fixed_asset',
  name: '固定资产台账',
  version: 5,
  // Also opened from 资产管理 › 资产台账 (view).
  pageRights: ['adm:assetBaseData'],
  serialRules: [rule('ZCBH')],
  kind: 'treegrid',
  groupId: '1',
  processCode: null,
  model: sectionModel('资产信息', [
    serialField('assetNo', '资产编号', 'ZCBH'),
    { key: 'assetClass', label: '资产分类', type: 'treeSelect', dictCode: 'ASSET_CLASS', ...REQUIRED_LISTED },
    { key: 'assetName', label: '资产名称', type: 'text', required: true, maxLength: 100, ...LISTED },
    { key: 'model', label: '规格型号', type: 'text', maxLength: 100, listColumn: true },
    { key: 'purchaseDate', label: '购置日期', type: 'date', ...LISTED },
    { key: 'originalValue', label: '原值', type: 'money', min: 0, listColumn: true },
    { key: 'useDept', label: '使用部门', type: 'dept', ...LISTED },
    { key: 'keeper', label: '保管人', type: 'person', ...LISTED },
    { key: 'status', label: '状态', type: 'select', dictCode: 'ASSET_STATUS', required: true, defaultValue: '1', ...LISTED },
    { key: 'startUseDate', label: '投入使用日期', type: 'date' },
    { key: 'lifeYears', label: '折旧年限(年)', type: 'number', min: 1, max: 100, step: 1, precision: 0 },
    { key: 'residualRate', label: '残值率(%)', type: 'number', min: 0, max: 100, precision: 2, defaultValue: 5 },
    // Set by an approved scrap request (asset_scrap).
    { key: 'scrapDate', label: '报废日期', type: 'date', readOnly: true },
    // Set on the cards an approved buying request creates (asset_buying).
    { key: 'buyingNo', label: '购置单号', type: 'text', maxLength: 40, searchable: true },
    // Kept by approved maintenance requests (asset_maintain), never typed in.
    { key: 'maintainCount', label: '维修次数', type: 'number', precision: 0, min: 0, defaultValue: 0, readOnly: true },
    { key: 'maintainCost', label: '累计维修费用', type: 'money', min: 0, defaultValue: 0, readOnly: true },
    { key: 'lastMaintainDate', label: '最近维修日期', type: 'date', readOnly: true },
  ], {
    titleField: 'assetName',
    treeLabelField: 'assetName',
    treeGroupField: 'assetClass',
  }),
  hooks: {
    locked: (r) => (r.status === ASSET_SCRAPPED ? ADMIN_MSG.ASSET_SCRAPPED_LOCKED : null),
    beforeSave({ values, previous }) {
      if (values.status === ASSET_SCRAPPED && previous?.status !== ASSET_SCRAPPED) throw formRuleError(ADMIN_MSG.SCRAP_BY_FLOW);
      // The read-only fields' values for imported and rule-made cards (the form layer keeps them on edits).
      values.scrapDate = previous?.scrapDate ?? null;
      values.maintainCount = previous?.maintainCount ?? 0;
      values.maintainCost = previous?.maintainCost ?? 0;
      values.lastMaintainDate = previous?.lastMaintainDate ?? null;
      if (values.lifeYears === null || values.lifeYears === undefined) {
        values.lifeYears = DEFAULT_LIFE_YEARS[String(values.assetClass ?? '').slice(0, 2)] ?? 5;
      }
      if (values.residualRate === null || values.residualRate === undefined) values.residualRate = 5;
    },
    beforeSaveAdjustsValuesOnly: true,
  },
});

async function assetOf(tx: FormFlowContext['tx'], h: Pick<FormFlowContext, 'table' | 'column'>, id: unknown, lock = false) {
  const [a] = await queryRows<{ id: string; status: string; keeper: string | null; dept: string | null }>(tx, sql`select id, ${h.column('status')} as status,
    ${h.column('keeper')} as keeper, ${h.column('useDept')} as dept from ${h.table('fixed_asset')} where id = ${String(id)}${lock ? sql` for update` : sql``}`);
  return a;
}

/** 资产报废: through a flow; its approval closes the card (status 已报废, read-only from then on). */
export const ASSET_SCRAP: FormDeclaration = defineForm({
  code: 'asset_scrap',
  name: '资产报废',
  version: 1,
  serialRules: [rule('ZCBF')],
  kind: 'list',
  groupId: '1',
  processCode: FLOW_TYPE.MINIMAL.processCode,
  model: sectionModel('报废申请', [
    serialField('scrapNo', '报废单号', 'ZCBF'),
    refField('asset', '资产', 'fixed_asset'),
    { key: 'applyDate', label: '申请日期', type: 'date', required: true, listColumn: true },
    { key: 'disposalIncome', label: '处置收入', type: 'money', min: 0, listColumn: true },
    longTextField('reason', '报废原因', { required: true, listColumn: true }),
  ], { titleField: 'reason' }),
  hooks: {
    async beforeSave(ctx) {
      const a = await assetOf(ctx.tx, ctx, ctx.values.asset);
      if (a?.status === ASSET_SCRAPPED) throw formRuleError(ADMIN_MSG.ASSET_ALREADY_SCRAPPED);
    },
    onFlow: {
      async approved(ctx) {
        const a = await assetOf(ctx.tx, ctx, ctx.record.asset, true);
        if (!a) return;
        if (a.status === ASSET_SCRAPPED) throw formRuleError(ADMIN_MSG.ASSET_ALREADY_SCRAPPED);
        await ctx.tx.execute(sql`update ${ctx.table('fixed_asset')} set ${ctx.column('status')} = ${ASSET_SCRAPPED},
          ${ctx.column('scrapDate')} = (now() at time zone 'Asia/Shanghai')::date, updated_date = now(), version = version + 1 where id = ${a.id}`);
      },
    },
  },
});

/** 资产转移: saving it moves the card to the new custodian and department; the record then stays as history. */
export const ASSET_TRANSFER: FormDeclaration = defineForm({
  code: 'asset_transfer',
  name: '资产转移',
  version: 1,
  kind: 'list',
  groupId: '1',
  model: sectionModel('资产转移', [
    refField('asset', '资产', 'fixed_asset'),
    { key: 'transferDate', label: '转移日期', type: 'date', required: true, listColumn: true },
    { key: 'fromKeeper', label: '原保管人', type: 'person', listColumn: true },
    { key: 'fromDept', label: '原使用部门', type: 'dept' },
    { key: 'toKeeper', label: '新保管人', type: 'person', required: true, listColumn: true },
    { key: 'toDept', label: '新使用部门', type: 'dept', required: true, listColumn: true },
    longTextField('reason', '转移原因'),
  ], { titleField: 'reason' }),
  hooks: {
    locked: () => ADMIN_MSG.TRANSFER_FIXED,
    async beforeSave(ctx) {
      const a = await assetOf(ctx.tx, ctx, ctx.values.asset, true);
      if (!a) return;
      if (a.status === ASSET_SCRAPPED) throw formRuleError(ADMIN_MSG.TRANSFER_SCRAPPED);
      ctx.values.fromKeeper = a.keeper;
      ctx.values.fromDept = a.dept;
      await ctx.tx.execute(sql`update ${ctx.table('fixed_asset')} set ${ctx.column('keeper')} = ${String(ctx.values.toKeeper)},
        ${ctx.column('useDept')} = ${String(ctx.values.toDept)}, updated_date = now(), version = version + 1 where id = ${a.id}`);
    },
  },
});

/** Today in China (the dates the flows stamp). */
const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** Puts the card back to the status it had before the repair (only while it is still 维修中). */
async function endRepair(ctx: Pick<FormFlowContext, 'tx' | 'table' | 'column'>, assetId: unknown, prior: unknown): Promise<void> {
  const back = typeof prior === 'string' && prior && prior !== ASSET_IN_REPAIR ? prior : ASSET_IN_USE;
  await ctx.tx.execute(sql`update ${ctx.table('fixed_asset')} set ${ctx.column('status')} = ${back}, updated_date = now(), version = version + 1
    where id = ${String(assetId)} and ${ctx.column('status')} = ${ASSET_IN_REPAIR}`);
}

/**
 * 维修申请: problem type (MAINTAIN_PROBLEM_TYPE) and cost, through a flow. Submitting it puts the
 * card 维修中 (its former status kept on the request); the approval ends the repair: the cost is
 * added to the card (维修次数, 累计维修费用, 最近维修日期) once, the card goes back to its former
 * status and the request gets its 完成日期. Rejection, withdrawal or deletion give the card back.
 */
export const ASSET_MAINTAIN: FormDeclaration = defineForm({
  code: 'asset_maintain',
  name: '维修申请',
  version: 2,
  serialRules: [rule('ZCWX')],
  kind: 'list',
  groupId: '1',
  processCode: FLOW_TYPE.MINIMAL.processCode,
  model: sectionModel('维修申请', [
    serialField('maintainNo', '维修单号', 'ZCWX'),
    refField('asset', '资产', 'fixed_asset'),
    { key: 'problemType', label: '问题类型', type: 'select', dictCode: 'MAINTAIN_PROBLEM_TYPE', ...REQUIRED_LISTED },
    { key: 'applyDate', label: '申请日期', type: 'date', required: true, listColumn: true },
    { key: 'cost', label: '维修费用', type: 'money', min: 0, listColumn: true },
    { key: 'vendor', label: '维修单位', type: 'text', maxLength: 100 },
    longTextField('description', '故障描述', { required: true, listColumn: true }),
    // Set by the flow, never typed in.
    { key: 'assetStatus', label: '送修前状态', type: 'select', dictCode: 'ASSET_STATUS' },
    { key: 'doneDate', label: '完成日期', type: 'date', listColumn: true },
  ], { titleField: 'description' }),
  hooks: {
    async beforeSave(ctx) {
      ctx.values.assetStatus = ctx.previous?.assetStatus ?? null;
      ctx.values.doneDate = ctx.previous?.doneDate ?? null;
      const a = await assetOf(ctx.tx, ctx, ctx.values.asset);
      if (a?.status === ASSET_SCRAPPED) throw formRuleError(ADMIN_MSG.ASSET_ALREADY_SCRAPPED);
      // Another request holds the card (the request itself may be edited while it runs).
      if (a?.status === ASSET_IN_REPAIR && ctx.previous?.asset !== ctx.values.asset) throw formRuleError(ADMIN_MSG.ASSET_IN_REPAIR);
    },
    onFlow: {
      async started(ctx) {
        // The card's row lock: two requests submitted at once for one card, the second is refused.
        const a = await assetOf(ctx.tx, ctx, ctx.record.asset, true);
        if (!a) return;
        if (a.status === ASSET_SCRAPPED) throw formRuleError(ADMIN_MSG.ASSET_ALREADY_SCRAPPED);
        if (a.status === ASSET_IN_REPAIR) throw formRuleError(ADMIN_MSG.ASSET_IN_REPAIR);
        await ctx.tx.execute(sql`update ${ctx.table('fixed_asset')} set ${ctx.column('status')} = ${ASSET_IN_REPAIR}, updated_date = now(), version = version + 1 where id = ${a.id}`);
        await ctx.tx.execute(sql`update ${ctx.table('asset_maintain')} set ${ctx.column('assetStatus')} = ${a.status} where id = ${ctx.id}`);
      },
      async approved(ctx) {
        // The request's row lock: a repeated approval event posts the cost once.
        const [me] = await queryRows<{ done: string | null }>(ctx.tx, sql`select ${ctx.column('doneDate')}::text as done from ${ctx.table('asset_maintain')} where id = ${ctx.id} for update`);
        if (me?.done) return;
        const a = await assetOf(ctx.tx, ctx, ctx.record.asset, true);
        if (!a) return;
        if (a.status === ASSET_SCRAPPED) throw formRuleError(ADMIN_MSG.ASSET_ALREADY_SCRAPPED);
        const date = chinaToday();
        const cost = ctx.record.cost === null || ctx.record.cost === undefined ? '0' : String(ctx.record.cost);
        await ctx.tx.execute(sql`update ${ctx.table('fixed_asset')} set
          ${ctx.column('maintainCount')} = coalesce(${ctx.column('maintainCount')}, 0) + 1,
          ${ctx.column('maintainCost')} = coalesce(${ctx.column('maintainCost')}, 0) + ${cost}::numeric,
          ${ctx.column('lastMaintainDate')} = ${date}::date, updated_date = now(), version = version + 1 where id = ${a.id}`);
        await endRepair(ctx, a.id, ctx.record.assetStatus);
        await ctx.tx.execute(sql`update ${ctx.table('asset_maintain')} set ${ctx.column('doneDate')} = ${date}::date where id = ${ctx.id}`);
      },
      async rejected(ctx) { await endRepair(ctx, ctx.record.asset, ctx.record.assetStatus); },
      async withdrawn(ctx) { await endRepair(ctx, ctx.record.asset, ctx.record.assetStatus); },
    },
    // A request deleted before it is done gives the card back.
    async onDelete(ctx) {
      if (!ctx.previous.doneDate && ctx.previous.assetStatus) await endRepair(ctx, ctx.previous.asset, ctx.previous.assetStatus);
    },
  },
});

/** The administration forms, for a module manifest's `forms` (referenced forms first). */
export const FORMS: FormDeclaration[] = [
  OFFICE_SUPPLIES, OFFICE_PURCHASE, SUPPLIES_REQUISITION, MEETING_ROOM, VEHICLE, VEHICLE_USE,
  FIXED_ASSET, ASSET_SCRAP, ASSET_TRANSFER, ASSET_MAINTAIN,
  ...MORE_FORMS,
  ...ATTENDANCE_FORMS,
];
