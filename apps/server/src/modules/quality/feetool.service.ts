import { and, asc, eq, getTableColumns, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FEE_MSG, type ZFeeBaseSave, type ZFeeDetailSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { qcFeeBase, qcFeeDetail, qcFeeSimple, type FeeBandShare } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type TListRequest, TOTAL_COLUMN, type UnscopedListEntity } from '../../platform/list-query.js';

/*
 * Fee tool (spec 3 §7): consulting fee standards are the firm's reference data, the same for every
 * member (scope 'none'); the tenant's row security keeps firms apart.
 */

const REFERENCE = 'consulting fee standards are reference data every member of the firm prices with';

export const FEE_BASE_LIST: UnscopedListEntity = {
  scope: 'none', reason: REFERENCE,
  fields: { region: qcFeeBase.region, name: qcFeeBase.name, service: qcFeeBase.service, updatedDate: qcFeeBase.updatedDate },
  defaultOrderBy: 'updatedDate', defaultOrder: 'desc', tieBreaker: qcFeeBase.id,
};

export const FEE_DETAIL_LIST: UnscopedListEntity = {
  scope: 'none', reason: REFERENCE,
  fields: { baseId: qcFeeDetail.baseId, region: qcFeeBase.region, lower: qcFeeDetail.lower, rate: qcFeeDetail.rate },
  defaultOrderBy: 'lower', defaultOrder: 'asc', tieBreaker: qcFeeDetail.id,
};

const baseOut = (r: typeof qcFeeBase.$inferSelect) => ({
  id: r.id, region: r.region, name: r.name, service: r.service, minFee: r.minFee, remark: r.remark, updatedDate: r.updatedDate,
});
const detailColumns = { id: qcFeeDetail.id, baseId: qcFeeDetail.baseId, region: qcFeeBase.region, lower: qcFeeDetail.lower, upper: qcFeeDetail.upper, rate: qcFeeDetail.rate };

export async function queryFeeBases(tx: Db, req: TListRequest) {
  const q = await buildListQuery(FEE_BASE_LIST, req);
  const { rows, total } = await pageWithTotal(tx, qcFeeBase, q, (n) => tx.select({ ...getTableColumns(qcFeeBase), [TOTAL_COLUMN]: n })
    .from(qcFeeBase).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: rows.map(baseOut), total };
}

async function getBase(tx: Db, id: string) {
  const [row] = await tx.select().from(qcFeeBase).where(eq(qcFeeBase.id, id));
  if (!row) throw notFound(FEE_MSG.BASE_NOT_FOUND);
  return row;
}

export async function saveFeeBase(tx: Db, b: z.output<typeof ZFeeBaseSave>) {
  const values = { region: b.region, name: b.name, service: b.service, minFee: b.minFee ?? null, remark: b.remark ?? null };
  if (b.id) {
    const [row] = await tx.update(qcFeeBase).set({ ...values, updatedDate: new Date(), version: sql`${qcFeeBase.version} + 1` }).where(eq(qcFeeBase.id, b.id)).returning();
    if (!row) throw notFound(FEE_MSG.BASE_NOT_FOUND);
    return baseOut(row);
  }
  const [row] = await tx.insert(qcFeeBase).values({ id: newId(), ...values }).returning();
  return baseOut(row);
}

/** A standard goes with its bands; saved calculations keep their own copy of the bands used. */
export async function removeFeeBase(tx: Db, id: string) {
  await getBase(tx, id);
  await tx.delete(qcFeeDetail).where(eq(qcFeeDetail.baseId, id));
  await tx.delete(qcFeeBase).where(eq(qcFeeBase.id, id));
}

/** Regions having a standard (getAreas), or having bands (the detail's getAreas). */
export async function feeAreas(tx: Db, withBands: boolean): Promise<string[]> {
  const q = tx.selectDistinct({ region: qcFeeBase.region }).from(qcFeeBase);
  const rows = withBands
    ? await q.innerJoin(qcFeeDetail, eq(qcFeeDetail.baseId, qcFeeBase.id)).orderBy(asc(qcFeeBase.region))
    : await q.orderBy(asc(qcFeeBase.region));
  return rows.map((r) => r.region);
}

export async function queryFeeDetails(tx: Db, req: TListRequest) {
  const q = await buildListQuery(FEE_DETAIL_LIST, req);
  const ofBase = eq(qcFeeBase.id, qcFeeDetail.baseId);
  // The region filter is the base's: the total counts over that join.
  return pageWithTotal(tx, sql`${qcFeeDetail} inner join ${qcFeeBase} on ${ofBase}`, q, (n) => tx.select({ ...detailColumns, [TOTAL_COLUMN]: n }).from(qcFeeDetail)
    .innerJoin(qcFeeBase, ofBase).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
}

export async function saveFeeDetail(tx: Db, b: z.output<typeof ZFeeDetailSave>) {
  await getBase(tx, b.baseId);
  const upper = b.upper ?? null;
  if (upper !== null && upper <= b.lower) throw badRequest(FEE_MSG.BAND_ORDER);
  // Bands of one standard never overlap: [lower, upper) against every other band of it.
  const overlap = await tx.select({ id: qcFeeDetail.id }).from(qcFeeDetail).where(and(
    eq(qcFeeDetail.baseId, b.baseId),
    b.id ? ne(qcFeeDetail.id, b.id) : undefined,
    or(isNull(qcFeeDetail.upper), gt(qcFeeDetail.upper, b.lower)),
    upper === null ? undefined : lt(qcFeeDetail.lower, upper),
  )).limit(1);
  if (overlap.length) throw badRequest(FEE_MSG.BAND_OVERLAP);
  const values = { baseId: b.baseId, lower: b.lower, upper, rate: b.rate };
  let id = b.id;
  if (id) {
    const [row] = await tx.update(qcFeeDetail).set({ ...values, updatedDate: new Date(), version: sql`${qcFeeDetail.version} + 1` }).where(eq(qcFeeDetail.id, id)).returning({ id: qcFeeDetail.id });
    if (!row) throw notFound(FEE_MSG.DETAIL_NOT_FOUND);
  } else {
    id = newId();
    await tx.insert(qcFeeDetail).values({ id, ...values });
  }
  const [row] = await tx.select(detailColumns).from(qcFeeDetail).innerJoin(qcFeeBase, eq(qcFeeBase.id, qcFeeDetail.baseId)).where(eq(qcFeeDetail.id, id));
  return row;
}

export async function removeFeeDetail(tx: Db, id: string) {
  const [row] = await tx.delete(qcFeeDetail).where(eq(qcFeeDetail.id, id)).returning({ id: qcFeeDetail.id });
  if (!row) throw notFound(FEE_MSG.DETAIL_NOT_FOUND);
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** 差额定率累进: each band's rate (‰) on the part of the amount inside it; at least the least fee. */
export function feeOf(amount: number, bands: { lower: number; upper: number | null; rate: number }[], minFee: number | null) {
  const shares: FeeBandShare[] = [...bands].sort((a, b) => a.lower - b.lower).map((b) => {
    const portion = Math.max(0, Math.min(amount, b.upper ?? Infinity) - b.lower);
    return { lower: b.lower, upper: b.upper, rate: b.rate, portion: cents(portion), fee: cents((portion * b.rate) / 1000) };
  });
  const sum = cents(shares.reduce((s, b) => s + b.fee, 0));
  const raised = minFee !== null && sum < minFee ? minFee : null;
  return { amount, fee: raised ?? sum, minFeeApplied: raised !== null, bands: shares };
}

export async function calculateFee(tx: Db, baseId: string, amount: number) {
  const base = await getBase(tx, baseId);
  const bands = await tx.select({ lower: qcFeeDetail.lower, upper: qcFeeDetail.upper, rate: qcFeeDetail.rate }).from(qcFeeDetail).where(eq(qcFeeDetail.baseId, baseId));
  if (!bands.length) throw badRequest(FEE_MSG.NO_BANDS);
  return { baseId, ...feeOf(amount, bands, base.minFee) };
}

export async function saveFeeSimple(tx: Db, baseId: string, amount: number, projectName?: string) {
  const r = await calculateFee(tx, baseId, amount);
  const [row] = await tx.insert(qcFeeSimple).values({ id: newId(), baseId, amount, fee: r.fee, bands: r.bands, projectName: projectName || null }).returning();
  return { ...r, id: row.id, projectName: row.projectName, createdDate: row.createdDate };
}
