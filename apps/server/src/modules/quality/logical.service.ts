import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { QUALITY_MSG, type ZLogicalBillQuery, type ZLogicalRecordSave } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { qcItem, qcLogicalRecord, qcNode, sysUser } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotalOf, type TListRequest, type UnscopedListEntity } from '../../platform/list-query.js';
import { getProjectRow } from './project.service.js';
import { type Finding, isConcrete } from './qc-rules.js';
import { evaluate } from './run.service.js';

/*
 * Logical checks (逻辑检查, spec 2 §7 logical/*): the relativity rules (rule 17 of the registry)
 * answered at once for one project, each finding tied to its logical item; the reviewer looks at
 * the BoQ items behind it (billList) and records 确认问题 or 无问题 with a reason (saveCheckRecord).
 * The decision is keyed by unit, item and target, so it is found again on the next check.
 */

interface LogicalItem {
  code: string;
  name: string;
  description: string;
  /** Whether a relativity finding belongs to this item. */
  owns: (f: Finding) => boolean;
  /** The items the rule starts from, and those it expects beside them (by 清单 code). */
  subject: (code: string) => boolean;
  related: (code: string) => boolean;
}

const starts = (...prefixes: string[]) => (code: string) => prefixes.some((p) => code.startsWith(p));
const none = () => false;

export const LOGICAL_ITEMS: readonly LogicalItem[] = [
  { code: 'formwork', name: '混凝土⇒模板', description: '现浇混凝土构件应有对应的模板清单（011702）',
    owns: (f) => !!f.expected?.startsWith('011702'), subject: isConcrete, related: starts('011702') },
  { code: 'rebar', name: '混凝土⇒钢筋', description: '有现浇混凝土构件应有钢筋清单（010515）',
    owns: (f) => f.expected === '010515', subject: isConcrete, related: starts('010515') },
  { code: 'scaffold', name: '建筑⇒脚手架、垂直运输', description: '建筑工程应列脚手架（011701）和垂直运输（011703）',
    owns: (f) => f.expected === '011701' || f.expected === '011703', subject: none, related: starts('011701', '011703') },
  { code: 'backfill', name: '挖方⇒回填', description: '有挖方应有回填方（010103）',
    owns: (f) => f.expected === '010103', subject: (c) => /^01010100[234]/.test(c), related: starts('010103') },
  { code: 'floorCeiling', name: '楼地面≈天棚', description: '天棚面积与楼地面面积之比在设定区间内',
    owns: (f) => f.target === '天棚/楼地面', subject: starts('0111'), related: starts('0113') },
];
const ITEM_BY_CODE = new Map(LOGICAL_ITEMS.map((i) => [i.code, i]));
const itemOf = (code: string): LogicalItem => {
  const item = ITEM_BY_CODE.get(code);
  if (!item) throw badRequest(QUALITY_MSG.LOGICAL_UNKNOWN);
  return item;
};

const recordColumns = {
  id: qcLogicalRecord.id, projectId: qcLogicalRecord.projectId, unitId: qcLogicalRecord.unitId, unitName: qcNode.name,
  code: qcLogicalRecord.code, target: qcLogicalRecord.target, message: qcLogicalRecord.message, severity: qcLogicalRecord.severity,
  result: qcLogicalRecord.result, opinion: qcLogicalRecord.opinion, srcSheet: qcLogicalRecord.srcSheet, srcRow: qcLogicalRecord.srcRow,
  updatedBy: qcLogicalRecord.updatedBy, updatedByName: sysUser.name, updatedDate: qcLogicalRecord.updatedDate,
};
const selectRecords = (tx: Db) => tx.select(recordColumns).from(qcLogicalRecord)
  .leftJoin(qcNode, eq(qcNode.id, qcLogicalRecord.unitId))
  .leftJoin(sysUser, eq(sysUser.id, qcLogicalRecord.updatedBy));
type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];
const recordOut = (r: RecordRow) => ({ ...r, result: r.result as 'problem' | 'fine', codeName: ITEM_BY_CODE.get(r.code)?.name ?? r.code });

const RECORD_LIST: UnscopedListEntity = {
  scope: 'none',
  reason: 'the records of one project, listed only after getProjectRow found the project in the caller\'s qc_project scope',
  parent: { column: qcLogicalRecord.projectId, param: 'projectId', missing: '请先选择工程' },
  fields: {
    code: qcLogicalRecord.code, result: qcLogicalRecord.result, unitId: qcLogicalRecord.unitId, target: qcLogicalRecord.target,
    severity: qcLogicalRecord.severity, updatedDate: qcLogicalRecord.updatedDate,
  },
  defaultOrderBy: 'updatedDate',
  defaultOrder: 'desc',
  tieBreaker: qcLogicalRecord.id,
};

/** GET logical/{id}/checkList: the logical items (the project must be visible to the caller). */
export async function logicalItems(tx: Db, actor: SessionInfo, projectId: string) {
  await getProjectRow(tx, actor, projectId);
  return LOGICAL_ITEMS.map(({ code, name, description }) => ({ code, name, description }));
}

/** POST logical/check: the relativity findings of a project, each with its item and any recorded decision. */
export async function logicalCheck(tx: Db, actor: SessionInfo, projectId: string) {
  const findings = await evaluate(tx, actor, projectId, ['relativityCheck']);
  const records = (await selectRecords(tx).where(eq(qcLogicalRecord.projectId, projectId))).map(recordOut);
  const byKey = new Map(records.map((r) => [`${r.unitId}|${r.code}|${r.target}`, r]));
  return findings.map((f) => {
    const code = LOGICAL_ITEMS.find((i) => i.owns(f))?.code ?? 'other';
    return { f, code, record: byKey.get(`${f.unitId ?? ''}|${code}|${f.target ?? ''}`) ?? null };
  });
}

/** POST logical/queryRecordList: the decisions of one project (params.projectId, required, in the caller's scope). */
export async function queryLogicalRecords(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(RECORD_LIST, req, { parent: (projectId) => getProjectRow(tx, actor, projectId) });
  const { rows, total } = await pageWithTotalOf(tx, qcLogicalRecord, q, selectRecords(tx).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: rows.map(recordOut), total };
}

/** POST logical/billList: the BoQ items behind a logical item (one unit, or the whole project). */
export async function logicalBills(tx: Db, actor: SessionInfo, body: z.output<typeof ZLogicalBillQuery>) {
  await getProjectRow(tx, actor, body.projectId);
  const item = itemOf(body.code);
  const where: SQL[] = [eq(qcItem.projectId, body.projectId)];
  if (body.unitId) where.push(eq(qcItem.unitId, body.unitId));
  // Only the 分部分项 / 措施 chapters a logical item can touch are read: 0101, 0105, 0111, 0113, 0117.
  where.push(or(...['0101', '0105', '0111', '0113', '0117'].map((p) => sql`${qcItem.code} like ${`${p}%`}`))!);
  const rows = await tx.select({
    id: qcItem.id, unitId: qcItem.unitId, unitName: qcNode.name, code: qcItem.code, name: qcItem.name, unit: qcItem.unit,
    qty: qcItem.qty, price: qcItem.price, amount: qcItem.amount, srcSheet: qcItem.srcSheet, srcRow: qcItem.srcRow,
  }).from(qcItem).leftJoin(qcNode, eq(qcNode.id, qcItem.unitId)).where(and(...where)).orderBy(asc(qcItem.unitId), asc(qcItem.seq));
  const code9 = (c: string) => c.replace(/\D/g, '').slice(0, 9);
  return rows.flatMap((r) => {
    const c = code9(r.code);
    const role = item.subject(c) ? 'subject' as const : item.related(c) ? 'related' as const : null;
    return role ? [{ ...r, role }] : [];
  });
}

/** PUT logical/saveCheckRecord: the reviewer's decision, kept per unit, item and target (saved again = updated). */
export async function saveLogicalRecord(tx: Db, actor: SessionInfo, body: z.output<typeof ZLogicalRecordSave>) {
  await getProjectRow(tx, actor, body.projectId);
  itemOf(body.code);
  const [unit] = await tx.select({ id: qcNode.id }).from(qcNode)
    .where(and(eq(qcNode.id, body.unitId), eq(qcNode.projectId, body.projectId), eq(qcNode.kind, 'unit')));
  if (!unit) throw notFound(QUALITY_MSG.UNIT_NOT_FOUND);
  const opinion = body.opinion?.trim() || null;
  if (body.result === 'fine' && !opinion) throw badRequest(QUALITY_MSG.LOGICAL_REASON_REQUIRED);
  const values = {
    message: body.message, severity: body.severity, result: body.result, opinion, srcSheet: body.srcSheet ?? null, srcRow: body.srcRow ?? null,
  };
  const [row] = await tx.insert(qcLogicalRecord)
    .values({ id: newId(), projectId: body.projectId, unitId: body.unitId, code: body.code, target: body.target, ...values })
    .onConflictDoUpdate({
      target: [qcLogicalRecord.tenantId, qcLogicalRecord.projectId, qcLogicalRecord.unitId, qcLogicalRecord.code, qcLogicalRecord.target],
      set: { ...values, updatedBy: actor.userId, updatedDate: new Date(), version: sql`${qcLogicalRecord.version} + 1` },
    })
    .returning({ id: qcLogicalRecord.id });
  const [saved] = await selectRecords(tx).where(inArray(qcLogicalRecord.id, [row.id]));
  return recordOut(saved);
}
