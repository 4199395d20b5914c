/**
 * The rest of the administration documents (issue 18): asset buying requests, office-supplies
 * stocktaking, oil cards and vehicle costs, card/certificate holders, business trips, bids,
 * procurement methods and attendance rules. Online forms declared in code like
 * administration.forms.ts; the rules that must hold are their hooks (same transaction).
 */
import { sql } from 'drizzle-orm';
import { FLOW_TYPE, type TFormField, type TSerialRule } from '@ecms/shared';
import { queryRows } from '../../platform/sql.js';
import {
  LISTED, REQUIRED_LISTED, dateRangeErrors, dateRangeFields, defineForm, formRuleError, insertRecords, longTextField, pricedLineFields, refField,
  remarkField, requesterFields, sectionModel, serialField, type FormDeclaration, type FormSaveContext,
} from '../form/index.js';
import { PROCUREMENT_METHODS } from './procurement-methods.js';
import { SUPPLIES_FORM, stockIn, stockOf, stockOut } from './supplies.service.js';

export const MORE_SERIAL_RULES: TSerialRule[] = [
  { code: 'ZCGZ', name: '资产购置单号', prefix: 'GZ', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' },
  { code: 'YPPD', name: '办公用品盘点单号', prefix: 'PD', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' },
  { code: 'ZZJY', name: '证照借用单号', prefix: 'JY', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' },
  { code: 'CCSQ', name: '出差申请单号', prefix: 'CC', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' },
  { code: 'ZCPD', name: '资产盘点单号', prefix: 'ZP', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' },
];
const rule = (code: string) => MORE_SERIAL_RULES.find((r) => r.code === code)!;

export const MORE_MSG = {
  BUY_LINES: '请填写购置明细',
  COUNT_LINES: '请填写盘点明细',
  COUNT_DUPLICATE: (name: string) => `盘点明细中物品“${name}”重复`,
  OIL_BALANCE: (card: string, left: number) => `油卡余额不足：${card}余额${left.toFixed(2)}`,
  OIL_CARD_MISSING: '油卡不存在',
  CARD_LENT: (name: string) => `证照“${name}”已借出，归还后才能再借`,
  CARD_NOT_APPROVED: '借用申请未审批通过，不能归还',
  CARD_RETURNED: '该借用已归还',
  RETURN_BEFORE: '预计归还日期不能早于借用日期',
  TRIP_DATES: '结束日期不能早于开始日期',
  TRIP_TOO_LONG: '单次出差不能超过366天',
  BID_WIN_AMOUNT: '中标时请填写中标金额',
  WORK_TIME: '下班时间必须晚于上班时间',
  ASSET_COUNT_SCOPE: '请选择盘点部门或保管人',
  ASSET_COUNT_TOO_MANY: (n: number) => `盘点范围内有${n}项资产，超过${ASSET_COUNT_MAX}项，请缩小范围`,
  ASSET_COUNT_DUPLICATE: (name: string) => `盘点明细中资产“${name}”重复`,
  ASSET_COUNT_SCRAPPED: (name: string) => `资产“${name}”已报废，不在盘点范围内`,
  ASSET_COUNT_GAIN: (row: number) => `盘点明细第${row}行：盘盈资产请填写资产名称和分类`,
} as const;

/** Cards one asset count may cover (its lines are filled by the server). */
export const ASSET_COUNT_MAX = 1000;

/** Oil-card operations (dictionary OIL_CARD_OP): 1 充值 raises the balance, 2 加油 spends it. */
export const OIL_TOP_UP = '1';
export const OIL_SPEND = '2';
/** Asset status values (dictionary ASSET_STATUS): 1 在用, 2 闲置, 3 维修中, 4 已报废. */
export const ASSET_SCRAPPED = '4';
/** Asset count results (ASSET_COUNT_RESULT): 1 相符, 2 盘盈 (found, not on the books), 3 盘亏 (on the books, not found). */
export const COUNT_MATCH = '1';
export const COUNT_GAIN = '2';
export const COUNT_LOSS = '3';
/** Card holder status (CARD_STATUS): 1 在库, 2 借出. */
export const CARD_IN = '1';
export const CARD_OUT = '2';

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const num = (v: unknown) => (v === null || v === undefined || v === '' ? 0 : Number(v));
type Sqlish = Pick<FormSaveContext, 'tx' | 'table' | 'column'>;

// ---- assets: buying requests -------------------------------------------------------------------

/** 资产购置申请: through a flow; the approval creates one asset card per unit bought (once). */
export const ASSET_BUYING: FormDeclaration = defineForm({
  code: 'asset_buying',
  name: '资产购置申请',
  version: 1,
  serialRules: [rule('ZCGZ')],
  kind: 'list',
  groupId: '1',
  processCode: FLOW_TYPE.MINIMAL.processCode,
  model: sectionModel('购置申请', [
    serialField('buyNo', '购置单号', 'ZCGZ'),
    ...requesterFields({ dept: '使用部门' }),
    longTextField('reason', '购置理由', REQUIRED_LISTED),
    { key: 'total', label: '合计金额', type: 'computed', formula: 'sum(items.amount)', precision: 2, listColumn: true },
    { key: 'cardCount', label: '已生成卡片', type: 'number', precision: 0, defaultValue: 0, listColumn: true },
  ], {
    titleField: 'reason',
    subTables: [{
      key: 'items', title: '购置明细', sumFields: ['quantity', 'amount'],
      fields: [
        { key: 'assetName', label: '资产名称', type: 'text', required: true, maxLength: 100 },
        { key: 'assetClass', label: '资产分类', type: 'treeSelect', dictCode: 'ASSET_CLASS', required: true },
        { key: 'model', label: '规格型号', type: 'text', maxLength: 100 },
        ...pricedLineFields({ maxQuantity: 100 }),
      ],
    }],
  }),
  hooks: {
    validate: ({ subTables }) => ((subTables.items ?? []).length ? undefined : [{ field: 'items', message: MORE_MSG.BUY_LINES }]),
    // 已生成卡片 is the approval's, never typed in.
    beforeSave({ values, previous }) { values.cardCount = previous?.cardCount ?? 0; },
    onFlow: {
      async approved(ctx) {
        // The record's row lock: a second approval event cannot create the cards twice.
        const [me] = await queryRows<{ n: number | null }>(ctx.tx, sql`select ${ctx.column('cardCount')}::int as n from ${ctx.table('asset_buying')} where id = ${ctx.id} for update`);
        if (num(me?.n) > 0) return;
        // The price as numeric text, exact to the fen: the card's 原值 is the price as entered, never a double's rounding.
        const lines = await queryRows<{ name: string; cls: string; model: string | null; qty: number; price: string }>(ctx.tx, sql`select
          ${ctx.column('assetName')} as name, ${ctx.column('assetClass')} as cls, ${ctx.column('model')} as model,
          ${ctx.column('quantity')}::int as qty, coalesce(${ctx.column('price')}, 0)::text as price
          from ${ctx.subTable('asset_buying', 'items')} where record_id = ${ctx.id} order by sort_order`);
        const date = today();
        const cards = lines.flatMap((l) => Array.from({ length: l.qty }, () => ({
          assetName: l.name, assetClass: l.cls, model: l.model, purchaseDate: date, startUseDate: date, originalValue: l.price,
          useDept: ctx.record.applyDept ?? null, keeper: ctx.record.applicant ?? null, status: '1', buyingNo: ctx.record.buyNo ?? null,
        })));
        await insertRecords(ctx.tx, ctx.actor, 'fixed_asset', cards);
        await ctx.tx.execute(sql`update ${ctx.table('asset_buying')} set ${ctx.column('cardCount')} = ${cards.length} where id = ${ctx.id}`);
      },
    },
  },
});

/** The heading of a count sheet (supplies and assets): its name, day and who counted. */
const countHeadFields = (): TFormField[] => [
    { key: 'countName', label: '盘点名称', type: 'text', required: true, maxLength: 100, ...LISTED },
    { key: 'countDate', label: '盘点日期', type: 'date', ...REQUIRED_LISTED },
    { key: 'counter', label: '盘点人', type: 'person', required: true, listColumn: true },
];

// ---- office supplies: stocktaking --------------------------------------------------------------

/**
 * 办公用品盘点: each line's 账面数量 is the stock when the sheet is saved (server-side); the
 * approval posts every difference as a 盘点调整 movement (gain at the moving average, loss out).
 */
export const SUPPLIES_COUNT: FormDeclaration = defineForm({
  code: 'supplies_count',
  name: '办公用品盘点',
  version: 1,
  serialRules: [rule('YPPD')],
  kind: 'list',
  groupId: '1',
  processCode: FLOW_TYPE.MINIMAL.processCode,
  model: sectionModel('盘点单', [
    serialField('countNo', '盘点单号', 'YPPD'),
    ...countHeadFields(),
    { key: 'diffLines', label: '差异行数', type: 'number', precision: 0, defaultValue: 0, listColumn: true },
    remarkField(),
  ], {
    titleField: 'countName',
    subTables: [{
      key: 'lines', title: '盘点明细', sumFields: ['bookQty', 'countedQty', 'diffQty'],
      fields: [
        refField('item', '物品', SUPPLIES_FORM, { required: true }),
        { key: 'bookQty', label: '账面数量', type: 'number', precision: 2 },
        { key: 'countedQty', label: '实盘数量', type: 'number', required: true, min: 0, max: 1e9, precision: 2 },
        { key: 'diffQty', label: '差异', type: 'number', precision: 2 },
        { key: 'reason', label: '差异原因', type: 'text', maxLength: 200 },
      ],
    }],
  }),
  hooks: {
    validate: ({ subTables }) => ((subTables.lines ?? []).length ? undefined : [{ field: 'lines', message: MORE_MSG.COUNT_LINES }]),
    async beforeSave({ tx, values, subTables, table, column }) {
      const seen = new Set<string>();
      let diffs = 0;
      for (const l of subTables.lines ?? []) {
        const item = String(l.item);
        if (seen.has(item)) {
          const [r] = await queryRows<{ name: string }>(tx, sql`select ${column('itemName')} as name from ${table(SUPPLIES_FORM)} where id = ${item}`);
          throw formRuleError(MORE_MSG.COUNT_DUPLICATE(r?.name ?? item));
        }
        seen.add(item);
        const book = (await stockOf(tx, item)).qty;
        const diff = Math.round((num(l.countedQty) - book) * 100) / 100;
        l.bookQty = book;
        l.diffQty = diff;
        if (diff !== 0) diffs += 1;
      }
      values.diffLines = diffs;
    },
    onFlow: {
      async approved(ctx) {
        const lines = await queryRows<{ item: string; diff: number }>(ctx.tx, sql`select ${ctx.column('item')} as item, ${ctx.column('diffQty')}::float8 as diff
          from ${ctx.subTable('supplies_count', 'lines')} where record_id = ${ctx.id} and ${ctx.column('diffQty')} <> 0 order by ${ctx.column('item')}`);
        const src = { form: 'supplies_count', id: ctx.id, no: String(ctx.record.countNo ?? ''), remark: '盘点调整' };
        for (const l of lines) {
          if (l.diff > 0) await stockIn(ctx.tx, ctx, l.item, l.diff, (await stockOf(ctx.tx, l.item)).unitCost, 'adjust', src);
          else await stockOut(ctx.tx, ctx, l.item, -l.diff, src, 'adjust');
        }
      },
    },
  },
});

// ---- assets: inventory count -------------------------------------------------------------------

/**
 * 资产盘点 (domain: per department or custodian; 相符 / 盘盈 / 盘亏; differences approved through a
 * flow before the ledger changes). The counter lists what was found; at save the server lists
 * every card of the scope that was not found as 盘亏 and gives each line its result. The approval
 * closes the lost cards (已报废, read-only: written off) and makes a card for each gain.
 */
export const ASSET_COUNT: FormDeclaration = defineForm({
  code: 'asset_count',
  name: '资产盘点',
  version: 1,
  serialRules: [rule('ZCPD')],
  kind: 'list',
  groupId: '1',
  processCode: FLOW_TYPE.MINIMAL.processCode,
  model: sectionModel('资产盘点', [
    serialField('countNo', '盘点单号', 'ZCPD'),
    ...countHeadFields(),
    { key: 'scopeDept', label: '盘点部门', type: 'dept', ...LISTED },
    { key: 'scopeKeeper', label: '盘点保管人', type: 'person', ...LISTED },
    { key: 'matchCount', label: '相符', type: 'number', precision: 0, defaultValue: 0, listColumn: true },
    { key: 'gainCount', label: '盘盈', type: 'number', precision: 0, defaultValue: 0, listColumn: true },
    { key: 'lossCount', label: '盘亏', type: 'number', precision: 0, defaultValue: 0, listColumn: true },
    // Set by the approval when the ledger took the differences.
    { key: 'postedDate', label: '台账调整日期', type: 'date', listColumn: true },
    remarkField(),
  ], {
    titleField: 'countName',
    subTables: [{
      key: 'lines', title: '盘点明细',
      fields: [
        // The card on the books; empty for an asset found that is not on them (盘盈). Not 'asset':
        // a ref's title travels as `<key>Name`, which would shadow 资产名称 (assetName).
        refField('card', '资产卡片', 'fixed_asset', {}),
        { key: 'assetName', label: '资产名称', type: 'text', maxLength: 100 },
        { key: 'assetClass', label: '资产分类', type: 'treeSelect', dictCode: 'ASSET_CLASS' },
        { key: 'found', label: '实物在', type: 'select', dictCode: 'YES_NO', required: true, defaultValue: '1' },
        { key: 'value', label: '盘盈估价', type: 'money', min: 0 },
        { key: 'result', label: '盘点结果', type: 'select', dictCode: 'ASSET_COUNT_RESULT' },
        { key: 'note', label: '说明', type: 'text', maxLength: 200 },
      ],
    }],
  }),
  hooks: {
    validate({ values }) {
      return values.scopeDept || values.scopeKeeper ? undefined : [{ field: 'scopeDept', message: MORE_MSG.ASSET_COUNT_SCOPE }];
    },
    async beforeSave(ctx) {
      const { tx, values, column, table } = ctx;
      values.postedDate = ctx.previous?.postedDate ?? null;
      type Card = { id: string; name: string; cls: string | null; status: string | null };
      const given = ctx.subTables.lines ?? [];
      const listed = given.filter((l) => l.card).map((l) => String(l.card));
      const cards = new Map((listed.length ? await queryRows<Card>(tx, sql`select id, ${column('assetName')} as name, ${column('assetClass')} as cls,
        ${column('status')} as status from ${table('fixed_asset')} where id in (${sql.join(listed.map((id) => sql`${id}`), sql`, `)})`) : []).map((c) => [c.id, c]));
      const seen = new Set<string>();
      const lines: Record<string, unknown>[] = [];
      for (const [i, l] of given.entries()) {
        if (!l.card) {
          if (!l.assetName || !l.assetClass) throw formRuleError(MORE_MSG.ASSET_COUNT_GAIN(i + 1));
          lines.push({ ...l, found: '1', result: COUNT_GAIN });
          continue;
        }
        const card = cards.get(String(l.card));
        if (!card) throw formRuleError('资产不存在');
        if (seen.has(card.id)) throw formRuleError(MORE_MSG.ASSET_COUNT_DUPLICATE(card.name));
        if (card.status === ASSET_SCRAPPED) throw formRuleError(MORE_MSG.ASSET_COUNT_SCRAPPED(card.name));
        seen.add(card.id);
        lines.push({ ...l, assetName: card.name, assetClass: card.cls, value: null, result: String(l.found) === '0' ? COUNT_LOSS : COUNT_MATCH });
      }
      // Every card of the scope the counter did not list was not found: 盘亏.
      const scope = [
        values.scopeDept ? sql` and ${column('useDept')} = ${String(values.scopeDept)}` : sql``,
        values.scopeKeeper ? sql` and ${column('keeper')} = ${String(values.scopeKeeper)}` : sql``,
      ];
      const missing = await queryRows<Card>(tx, sql`select id, ${column('assetName')} as name, ${column('assetClass')} as cls, null as status
        from ${table('fixed_asset')} where coalesce(${column('status')}, '') <> ${ASSET_SCRAPPED}${scope[0]}${scope[1]}
        order by ${column('assetNo')}, id limit ${ASSET_COUNT_MAX + 1}`);
      const unlisted = missing.filter((c) => !seen.has(c.id));
      if (lines.length + unlisted.length > ASSET_COUNT_MAX) throw formRuleError(MORE_MSG.ASSET_COUNT_TOO_MANY(lines.length + unlisted.length));
      for (const c of unlisted) lines.push({ card: c.id, assetName: c.name, assetClass: c.cls, found: '0', result: COUNT_LOSS, value: null, note: null });
      ctx.subTables.lines = lines;
      values.matchCount = lines.filter((l) => l.result === COUNT_MATCH).length;
      values.gainCount = lines.filter((l) => l.result === COUNT_GAIN).length;
      values.lossCount = lines.filter((l) => l.result === COUNT_LOSS).length;
    },
    onFlow: {
      async approved(ctx) {
        const { tx, column, table } = ctx;
        // The sheet's row lock: a second approval event cannot post twice (gains are made once).
        const [me] = await queryRows<{ posted: string | null }>(tx, sql`select ${column('postedDate')}::text as posted
          from ${table('asset_count')} where id = ${ctx.id} for update`);
        if (me?.posted) return;
        const date = today();
        const lines = await queryRows<{ card: string | null; name: string; cls: string; value: number | null; result: string }>(tx, sql`select
          ${column('card')} as card, ${column('assetName')} as name, ${column('assetClass')} as cls, ${column('value')}::float8 as value,
          ${column('result')} as result from ${ctx.subTable('asset_count', 'lines')} where record_id = ${ctx.id} and ${column('result')} <> ${COUNT_MATCH}
          order by ${column('card')} nulls last, sort_order`);
        for (const l of lines.filter((x) => x.result === COUNT_LOSS && x.card)) {
          // Written off: the card is closed like a scrapped one (read-only), unless closed meanwhile.
          await tx.execute(sql`update ${table('fixed_asset')} set ${column('status')} = ${ASSET_SCRAPPED},
            ${column('scrapDate')} = (now() at time zone 'Asia/Shanghai')::date, updated_date = now(), version = version + 1
            where id = ${l.card} and coalesce(${column('status')}, '') <> ${ASSET_SCRAPPED}`);
        }
        const gains = lines.filter((x) => x.result === COUNT_GAIN).map((l) => ({
          assetName: l.name, assetClass: l.cls, originalValue: l.value ?? 0, purchaseDate: date, startUseDate: date, status: '1',
          useDept: ctx.record.scopeDept ?? null, keeper: ctx.record.scopeKeeper ?? null,
        }));
        await insertRecords(tx, ctx.actor, 'fixed_asset', gains);
        await tx.execute(sql`update ${table('asset_count')} set ${column('postedDate')} = ${date} where id = ${ctx.id}`);
      },
    },
  },
});

// ---- vehicles: oil cards and costs -------------------------------------------------------------

/** 油卡: a catalogue of fuel cards; the balance is kept by the card's top-ups and spending (never typed). */
export const OIL_CARD: FormDeclaration = defineForm({
  code: 'oil_card',
  name: '油卡',
  version: 1,
  catalogue: true,
  kind: 'list',
  groupId: '1',
  model: sectionModel('油卡信息', [
    { key: 'cardNo', label: '卡号', type: 'text', required: true, unique: true, maxLength: 40, ...LISTED },
    { key: 'issuer', label: '发卡单位', type: 'text', maxLength: 100, listColumn: true },
    refField('vehicle', '绑定车辆', 'vehicle', LISTED),
    { key: 'holder', label: '持卡人', type: 'person', ...LISTED },
    { key: 'balance', label: '余额', type: 'money', defaultValue: 0, listColumn: true },
    remarkField(),
  ], { titleField: 'cardNo' }),
  hooks: {
    beforeSave({ values, previous }) { values.balance = previous?.balance ?? 0; },
    async onDelete({ tx, id, table, column }) {
      const [used] = await queryRows<{ id: string }>(tx, sql`select id from ${table('oil_card_use')} where ${column('card')} = ${id} limit 1`);
      if (used) throw formRuleError('该油卡已有使用记录，不能删除');
    },
  },
});

/** Moves a card's balance by `delta` under its row lock; refused when it would go below zero. */
async function moveBalance(h: Sqlish, card: string, delta: number) {
  const [c] = await queryRows<{ no: string; balance: number }>(h.tx, sql`select ${h.column('cardNo')} as no, coalesce(${h.column('balance')}, 0)::float8 as balance
    from ${h.table('oil_card')} where id = ${card} for update`);
  if (!c) throw formRuleError(MORE_MSG.OIL_CARD_MISSING);
  const next = Math.round((c.balance + delta) * 100) / 100;
  if (next < 0) throw formRuleError(MORE_MSG.OIL_BALANCE(c.no, c.balance));
  await h.tx.execute(sql`update ${h.table('oil_card')} set ${h.column('balance')} = ${next}, updated_date = now(), version = version + 1 where id = ${card}`);
}
const signed = (r: Record<string, unknown>) => (String(r.op) === OIL_TOP_UP ? 1 : -1) * num(r.amount);

/** 油卡使用登记: top-ups and fuel purchases; the card's balance follows (also on edit and delete). */
export const OIL_CARD_USE: FormDeclaration = defineForm({
  code: 'oil_card_use',
  name: '油卡使用登记',
  version: 1,
  kind: 'list',
  groupId: '1',
  model: sectionModel('油卡使用', [
    refField('card', '油卡', 'oil_card'),
    { key: 'op', label: '类型', type: 'select', dictCode: 'OIL_CARD_OP', required: true, defaultValue: OIL_SPEND, ...LISTED },
    { key: 'useDate', label: '日期', type: 'date', ...REQUIRED_LISTED },
    { key: 'amount', label: '金额', type: 'money', required: true, min: 0.01, max: 1e7, listColumn: true },
    refField('vehicle', '车辆', 'vehicle', LISTED),
    { key: 'liters', label: '加油量(L)', type: 'number', min: 0, max: 10000, precision: 2, listColumn: true },
    { key: 'mileage', label: '当前里程(km)', type: 'number', min: 0, precision: 0 },
    { key: 'user', label: '经办人', type: 'person', listColumn: true },
    { key: 'remark', label: '备注', type: 'text', maxLength: 200, listColumn: true },
  ], { titleField: 'remark' }),
  hooks: {
    async beforeSave(ctx) {
      const { values, previous } = ctx;
      // Fuel goes on the card's vehicle unless another is named.
      if (String(values.op) === OIL_SPEND && !values.vehicle) {
        const [c] = await queryRows<{ v: string | null }>(ctx.tx, sql`select ${ctx.column('vehicle')} as v from ${ctx.table('oil_card')} where id = ${String(values.card)}`);
        values.vehicle = c?.v ?? null;
      }
      const moves = new Map<string, number>();
      if (previous) moves.set(String(previous.card), -signed(previous));
      moves.set(String(values.card), (moves.get(String(values.card)) ?? 0) + signed(values));
      const order = [...moves].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      // Every card locked first, in id order, so two saves moving uses between the same two cards
      // in opposite directions cannot deadlock (the moves below take gains before losses).
      for (const [card] of order) await ctx.tx.execute(sql`select id from ${ctx.table('oil_card')} where id = ${card} for update`);
      // Gains first: moving a spend between cards never refuses on the card being refunded.
      for (const [card, delta] of order) if (delta > 0) await moveBalance(ctx, card, delta);
      for (const [card, delta] of order) if (delta < 0) await moveBalance(ctx, card, delta);
    },
    async onDelete(ctx) {
      const delta = -signed(ctx.previous);
      if (delta) await moveBalance(ctx, String(ctx.previous.card), delta);
    },
  },
});

/** 车辆费用登记: repairs, maintenance, tolls, parking, insurance … per vehicle (car cost statistics). */
export const VEHICLE_EXPENSE: FormDeclaration = defineForm({
  code: 'vehicle_expense',
  name: '车辆费用登记',
  version: 1,
  kind: 'list',
  groupId: '1',
  model: sectionModel('车辆费用', [
    refField('vehicle', '车辆', 'vehicle'),
    { key: 'expenseType', label: '费用类型', type: 'select', dictCode: 'VEHICLE_EXPENSE_TYPE', ...REQUIRED_LISTED },
    { key: 'expenseDate', label: '发生日期', type: 'date', ...REQUIRED_LISTED },
    { key: 'amount', label: '金额', type: 'money', required: true, min: 0.01, max: 1e8, listColumn: true },
    { key: 'handler', label: '经办人', type: 'person', listColumn: true },
    { key: 'remark', label: '说明', type: 'text', maxLength: 200, listColumn: true },
  ], { titleField: 'remark' }),
});

// ---- card and certificate holders --------------------------------------------------------------

/** 证照: who keeps which licence, certificate, seal or bank key; status and borrower follow the borrowings. */
export const CARD_HOLDER: FormDeclaration = defineForm({
  code: 'card_holder',
  name: '证照卡证',
  version: 1,
  catalogue: true,
  kind: 'list',
  groupId: '1',
  model: sectionModel('证照信息', [
    { key: 'cardName', label: '证照名称', type: 'text', required: true, unique: true, maxLength: 100, ...LISTED },
    { key: 'cardType', label: '类别', type: 'select', dictCode: 'CARD_TYPE', ...REQUIRED_LISTED },
    { key: 'certNo', label: '证件编号', type: 'text', maxLength: 100, ...LISTED },
    { key: 'issuer', label: '发证机关', type: 'text', maxLength: 100 },
    { key: 'expiryDate', label: '有效期至', type: 'date', listColumn: true },
    { key: 'keeper', label: '保管人', type: 'person', ...REQUIRED_LISTED },
    { key: 'status', label: '状态', type: 'select', dictCode: 'CARD_STATUS', defaultValue: CARD_IN, ...LISTED },
    { key: 'borrower', label: '当前借用人', type: 'person', listColumn: true },
    remarkField(),
  ], { titleField: 'cardName' }),
  hooks: {
    beforeSave({ values, previous }) {
      values.status = previous?.status ?? CARD_IN;
      values.borrower = previous?.borrower ?? null;
    },
    async onDelete({ previous }) {
      if (previous.status === CARD_OUT) throw formRuleError('证照借出中，不能删除');
    },
  },
});

async function cardOf(h: Sqlish, id: unknown, lock = false) {
  const [c] = await queryRows<{ id: string; name: string; status: string | null }>(h.tx, sql`select id, ${h.column('cardName')} as name, ${h.column('status')} as status
    from ${h.table('card_holder')} where id = ${String(id)}${lock ? sql` for update` : sql``}`);
  return c;
}

/** 证照借用: through a flow; the approval lends the card (one borrower at a time), 归还 brings it back. */
export const CARD_BORROW: FormDeclaration = defineForm({
  code: 'card_borrow',
  name: '证照借用',
  version: 1,
  serialRules: [rule('ZZJY')],
  kind: 'list',
  groupId: '1',
  processCode: FLOW_TYPE.MINIMAL.processCode,
  model: sectionModel('借用申请', [
    serialField('borrowNo', '借用单号', 'ZZJY'),
    refField('card', '证照', 'card_holder'),
    { key: 'borrower', label: '借用人', type: 'person', ...REQUIRED_LISTED },
    { key: 'borrowDate', label: '借用日期', type: 'date', required: true, listColumn: true },
    { key: 'expectedReturn', label: '预计归还', type: 'date', required: true, listColumn: true },
    { key: 'returnDate', label: '归还日期', type: 'date', listColumn: true },
    longTextField('purpose', '用途', { required: true, listColumn: true }),
  ], { titleField: 'purpose' }),
  hooks: {
    validate({ values }) {
      if (values.borrowDate && values.expectedReturn && String(values.expectedReturn) < String(values.borrowDate)) {
        return [{ field: 'expectedReturn', message: MORE_MSG.RETURN_BEFORE }];
      }
      return undefined;
    },
    async beforeSave(ctx) {
      ctx.values.returnDate = ctx.previous?.returnDate ?? null;
      const c = await cardOf(ctx, ctx.values.card);
      if (c?.status === CARD_OUT) throw formRuleError(MORE_MSG.CARD_LENT(c.name));
    },
    onFlow: {
      async approved(ctx) {
        const c = await cardOf(ctx, ctx.record.card, true);
        if (!c) return;
        if (c.status === CARD_OUT) throw formRuleError(MORE_MSG.CARD_LENT(c.name));
        await ctx.tx.execute(sql`update ${ctx.table('card_holder')} set ${ctx.column('status')} = ${CARD_OUT}, ${ctx.column('borrower')} = ${String(ctx.record.borrower)},
          updated_date = now(), version = version + 1 where id = ${c.id}`);
      },
    },
  },
});

/** 归还: an approved, not yet returned borrowing gives the card back (both rows locked). */
export async function returnCard(h: Sqlish, id: string): Promise<{ returnDate: string }> {
  const [b] = await queryRows<{ card: string; flowStatus: number | null; returned: string | null }>(h.tx, sql`select ${h.column('card')} as card,
    flow_status as "flowStatus", to_char(${h.column('returnDate')}, 'YYYY-MM-DD') as returned from ${h.table('card_borrow')} where id = ${id} for update`);
  if (!b) throw formRuleError('借用记录不存在');
  if (b.flowStatus !== 3) throw formRuleError(MORE_MSG.CARD_NOT_APPROVED);
  if (b.returned) throw formRuleError(MORE_MSG.CARD_RETURNED);
  const date = today();
  await cardOf(h, b.card, true);
  await h.tx.execute(sql`update ${h.table('card_borrow')} set ${h.column('returnDate')} = ${date}, updated_date = now(), version = version + 1 where id = ${id}`);
  await h.tx.execute(sql`update ${h.table('card_holder')} set ${h.column('status')} = ${CARD_IN}, ${h.column('borrower')} = null,
    updated_date = now(), version = version + 1 where id = ${b.card}`);
  return { returnDate: date };
}

// ---- business travel ---------------------------------------------------------------------------

/** 出差申请: through a flow; the travel board shows who is away where, by day. */
export const BUSINESS_TRIP: FormDeclaration = defineForm({
  code: 'business_trip',
  name: '出差申请',
  version: 1,
  serialRules: [rule('CCSQ')],
  kind: 'list',
  groupId: '1',
  processCode: FLOW_TYPE.MINIMAL.processCode,
  model: sectionModel('出差申请', [
    serialField('tripNo', '申请单号', 'CCSQ'),
    { key: 'traveller', label: '出差人', type: 'person', ...REQUIRED_LISTED },
    { key: 'dept', label: '所在部门', type: 'dept', ...REQUIRED_LISTED },
    { key: 'destination', label: '出差地点', type: 'text', required: true, maxLength: 100, ...LISTED },
    ...dateRangeFields(),
    { key: 'companions', label: '同行人员', type: 'text', maxLength: 200 },
    longTextField('purpose', '出差事由', { required: true }),
  ], { titleField: 'destination' }),
  hooks: {
    validate: ({ values }) => dateRangeErrors(values, { endBeforeStart: MORE_MSG.TRIP_DATES, tooLong: MORE_MSG.TRIP_TOO_LONG }),
  },
});

// ---- bids, procurement methods, attendance rules -----------------------------------------------

/** 采购方式 (base data, spec 3 §2 procurement-method): a catalogue the bid table picks from. */
export const PROCUREMENT_METHOD: FormDeclaration = defineForm({
  code: 'procurement_method',
  name: '采购方式',
  version: 1,
  catalogue: true,
  // Also opened from 基础数据 › 采购方式.
  pageRights: ['bd:procurementMethod'],
  // Every company starts with the statutory methods (first start, or created at run time).
  seedRecords: PROCUREMENT_METHODS,
  kind: 'list',
  groupId: '1',
  model: sectionModel('采购方式', [
    { key: 'methodName', label: '名称', type: 'text', required: true, unique: true, maxLength: 50, ...LISTED },
    { key: 'methodCode', label: '编码', type: 'text', unique: true, maxLength: 20, ...LISTED },
    { key: 'sortNo', label: '排序', type: 'number', min: 0, max: 9999, step: 1, precision: 0, defaultValue: 0, listColumn: true },
    { key: 'legalBasis', label: '法规依据', type: 'text', maxLength: 200, listColumn: true },
    longTextField('description', '说明'),
  ], { titleField: 'methodName' }),
  hooks: {
    async onDelete({ tx, id, table, column }) {
      const [used] = await queryRows<{ id: string }>(tx, sql`select id from ${table('bid_manage')} where ${column('procurementMethod')} = ${id} limit 1`);
      if (used) throw formRuleError('该采购方式已被投标台账使用，不能删除');
    },
  },
});

/** 投标管理台账 (bid-manage-table): every tender the firm answers, its method, deposit and result. */
export const BID_MANAGE: FormDeclaration = defineForm({
  code: 'bid_manage',
  name: '投标管理台账',
  version: 1,
  kind: 'list',
  groupId: '1',
  model: sectionModel('投标信息', [
    { key: 'projectName', label: '项目名称', type: 'text', required: true, maxLength: 200, span: 2, ...LISTED },
    { key: 'tenderer', label: '招标单位', type: 'text', required: true, maxLength: 100, ...LISTED },
    { key: 'agency', label: '招标代理', type: 'text', maxLength: 100 },
    refField('procurementMethod', '采购方式', 'procurement_method'),
    { key: 'openDate', label: '开标日期', type: 'date', ...LISTED },
    { key: 'budget', label: '招标控制价', type: 'money', min: 0, listColumn: true },
    { key: 'bidAmount', label: '投标报价', type: 'money', min: 0, listColumn: true },
    { key: 'deposit', label: '投标保证金', type: 'money', min: 0 },
    { key: 'depositReturned', label: '保证金已退', type: 'select', dictCode: 'YES_NO', defaultValue: '0' },
    { key: 'owner', label: '负责人', type: 'person', ...LISTED },
    { key: 'dept', label: '投标部门', type: 'dept', listColumn: true },
    { key: 'result', label: '投标结果', type: 'select', dictCode: 'BID_RESULT', defaultValue: '1', ...LISTED },
    { key: 'winAmount', label: '中标金额', type: 'money', min: 0, listColumn: true },
    remarkField(),
  ], { titleField: 'projectName' }),
  hooks: {
    validate({ values }) {
      return values.result === '2' && (values.winAmount === null || values.winAmount === undefined || values.winAmount === '')
        ? [{ field: 'winAmount', message: MORE_MSG.BID_WIN_AMOUNT }] : undefined;
    },
  },
});

const HHMM = '^([01]\\d|2[0-3]):[0-5]\\d$';

/** 考勤规则 (attendance-management/config): working hours, days, grace and check-in place per rule. */
export const ATTENDANCE_CONFIG: FormDeclaration = defineForm({
  code: 'attendance_config',
  name: '考勤规则',
  version: 1,
  catalogue: true,
  kind: 'list',
  groupId: '1',
  model: sectionModel('考勤规则', [
    { key: 'ruleName', label: '规则名称', type: 'text', required: true, unique: true, maxLength: 50, ...LISTED },
    { key: 'dept', label: '适用部门', type: 'dept', listColumn: true },
    { key: 'workStart', label: '上班时间', type: 'text', required: true, pattern: HHMM, patternMessage: '请按 HH:mm 填写上班时间', maxLength: 5, defaultValue: '09:00', listColumn: true },
    { key: 'workEnd', label: '下班时间', type: 'text', required: true, pattern: HHMM, patternMessage: '请按 HH:mm 填写下班时间', maxLength: 5, defaultValue: '18:00', listColumn: true },
    { key: 'workDays', label: '工作日', type: 'multiSelect', dictCode: 'WEEKDAY', required: true, defaultValue: ['1', '2', '3', '4', '5'], listColumn: true },
    { key: 'lateGrace', label: '迟到宽限(分钟)', type: 'number', min: 0, max: 240, step: 1, precision: 0, defaultValue: 0, listColumn: true },
    { key: 'earlyGrace', label: '早退宽限(分钟)', type: 'number', min: 0, max: 240, step: 1, precision: 0, defaultValue: 0 },
    { key: 'location', label: '打卡地点', type: 'text', maxLength: 200 },
    { key: 'radius', label: '打卡范围(米)', type: 'number', min: 0, max: 100000, step: 1, precision: 0, defaultValue: 300 },
    remarkField(),
  ], { titleField: 'ruleName' }),
  hooks: {
    validate({ values }) {
      return values.workStart && values.workEnd && String(values.workEnd) <= String(values.workStart)
        ? [{ field: 'workEnd', message: MORE_MSG.WORK_TIME }] : undefined;
    },
  },
});


/** Referenced forms first (procurement_method before bid_manage, oil_card before its use, …). */
export const MORE_FORMS: FormDeclaration[] = [
  ASSET_BUYING, SUPPLIES_COUNT, ASSET_COUNT, OIL_CARD, OIL_CARD_USE, VEHICLE_EXPENSE, CARD_HOLDER, CARD_BORROW, BUSINESS_TRIP,
  PROCUREMENT_METHOD, BID_MANAGE, ATTENDANCE_CONFIG,
];
