import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SUP_CHECK_MSG as C, SUP_LEDGER_MSG as L, SUPERVISE_MSG as M, type ZExitPlanStaffSave, type ZKrpQuery } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { bdDict, ctContract, supExitPlanStaff, supProjectMember } from '../../db/schema/index.js';
import { requestScope, visibleWhere, type EntityScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { readById, updateVersioned, type ScopedRecordKind } from '../../platform/repository.js';
import { flowRecordEntityScope } from '../../workflow/flow-record.js';
import { getLedger } from './ledger.service.js';
import { visibleProject } from './project.service.js';
import { involved, SUP_DATA_MENU } from './scope.js';

/*
 * The staff of a 人员计划退场 plan (spec §3 Person exit plan row; the plan is an exitPlan ledger row),
 * a fixed asset's type, and the contracts of a report period (krp). Staff follow the plan's project
 * scope; only the plan's creator changes them; a chosen project member's entry date becomes
 * entryProjectDate (spec §3), and the exit is not before the entry.
 */

export const EXIT_STAFF_SCOPE: EntityScope = {
  dataMenu: SUP_DATA_MENU, dept: supExitPlanStaff.deptId, owner: supExitPlanStaff.createdBy,
  alsoVisible: (userId) => involved(supExitPlanStaff.projectId, supExitPlanStaff.tenantId, userId),
};
const EXIT_STAFF_KIND: ScopedRecordKind<typeof supExitPlanStaff> = { table: supExitPlanStaff, id: supExitPlanStaff.id, scope: EXIT_STAFF_SCOPE };

export const EXIT_STAFF_LIST: ScopedListEntity = {
  scope: EXIT_STAFF_SCOPE,
  parent: { column: supExitPlanStaff.planId, param: 'planId', missing: C.PLAN_NOT_FOUND },
  fields: { name: supExitPlanStaff.name, createdDate: supExitPlanStaff.createdDate, exitProjectDate: supExitPlanStaff.exitProjectDate },
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: supExitPlanStaff.id,
};

type StaffRow = typeof supExitPlanStaff.$inferSelect;
const present = (actor: SessionInfo, r: StaffRow) => ({
  id: r.id, planId: r.planId, memberId: r.memberId, name: r.name, sex: r.sex, birthDay: r.birthDay, edu: r.edu, ranks: r.ranks,
  entryProjectDate: r.entryProjectDate, stationInfo: r.stationInfo, exitProjectDate: r.exitProjectDate, purpose: r.purpose,
  createdBy: r.createdBy, createdDate: r.createdDate, version: r.version, editable: r.createdBy === actor.userId,
});

/** Staff of `params.planId` (or `planId$eq`, the spec's form); the plan must be visible. */
export async function listExitStaff(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(EXIT_STAFF_LIST, req, { scope: requestScope(tx, actor), parent: (planId) => planOf(tx, actor, planId) });
  const { rows, total } = await pageWithTotal(tx, supExitPlanStaff, q, (n) => tx.select({ ...getTableColumns(supExitPlanStaff), [TOTAL_COLUMN]: n })
    .from(supExitPlanStaff).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: rows.map((r) => present(actor, r)), total };
}

async function planOf(tx: Db, actor: SessionInfo, planId: string) {
  try {
    return await getLedger(tx, actor, 'exitPlan', planId);
  } catch {
    throw notFound(C.PLAN_NOT_FOUND);
  }
}

export async function saveExitStaff(tx: Db, actor: SessionInfo, b: z.output<typeof ZExitPlanStaffSave>) {
  const plan = await planOf(tx, actor, b.planId);
  if (!plan.editable) throw forbidden(M.NOT_CREATOR);
  const project = await visibleProject(tx, actor, plan.businessId);
  let entryProjectDate = b.entryProjectDate ?? null;
  if (b.memberId) {
    const [m] = await tx.select({ entryDate: supProjectMember.entryDate }).from(supProjectMember)
      .where(and(eq(supProjectMember.id, b.memberId), eq(supProjectMember.projectId, project.id)));
    if (!m) throw badRequest(L.MEMBER_NOT_FOUND);
    entryProjectDate = m.entryDate ?? entryProjectDate;
  }
  if (entryProjectDate && b.exitProjectDate && b.exitProjectDate < entryProjectDate) throw badRequest(L.EXIT_BEFORE_ENTRY);
  const values = {
    memberId: b.memberId ?? null, name: b.name, sex: b.sex ?? null, birthDay: b.birthDay ?? null, edu: b.edu ?? null, ranks: b.ranks ?? null,
    entryProjectDate, stationInfo: b.stationInfo ?? null, exitProjectDate: b.exitProjectDate ?? null, purpose: b.purpose ?? null,
  };
  let id = b.id;
  if (id) {
    const row = await readById(tx, EXIT_STAFF_KIND, id, { scope: requestScope(tx, actor) });
    if (!row || row.planId !== b.planId) throw notFound(C.STAFF_NOT_FOUND);
    await updateVersioned(tx, supExitPlanStaff, id, b.version ?? 0, values);
  } else {
    id = newId();
    await tx.insert(supExitPlanStaff).values({ id, planId: b.planId, projectId: project.id, deptId: project.deptId, ...values });
  }
  const [row] = await tx.select().from(supExitPlanStaff).where(eq(supExitPlanStaff.id, id));
  return present(actor, row);
}

export async function deleteExitStaff(tx: Db, actor: SessionInfo, id: string) {
  const row = await readById(tx, EXIT_STAFF_KIND, id, { scope: requestScope(tx, actor) });
  if (!row) throw notFound(C.STAFF_NOT_FOUND);
  const plan = await planOf(tx, actor, row.planId);
  if (!plan.editable) throw forbidden(M.NOT_CREATOR);
  await tx.delete(supExitPlanStaff).where(eq(supExitPlanStaff.id, id));
}

/** A fixed asset's type (ASSET_CLASS dictionary value and label). */
export async function assetType(tx: Db, actor: SessionInfo, id: string) {
  let row;
  try {
    row = await getLedger(tx, actor, 'fixedAssets', id);
  } catch {
    throw notFound(C.ASSET_NOT_FOUND);
  }
  const type = typeof row.data.assetType === 'string' && row.data.assetType ? row.data.assetType : null;
  const [d] = type ? await tx.select({ label: bdDict.label }).from(bdDict).where(and(eq(bdDict.type, 'ASSET_CLASS'), eq(bdDict.value, type))).limit(1) : [];
  return { id: row.id, assetName: row.name, assetType: type, assetTypeName: d?.label ?? null };
}

/** The report period's first and last day: 1-12 a month, 13-16 a quarter, 17 the year. */
export function periodRange(year: number, period: number) {
  const [m0, m1] = period <= 12 ? [period, period] : period <= 16 ? [(period - 13) * 3 + 1, (period - 13) * 3 + 3] : [1, 12];
  const pad = (n: number) => String(n).padStart(2, '0');
  const last = new Date(Date.UTC(year, m1, 0)).getUTCDate();
  return { start: `${year}-${pad(m0)}-01`, end: `${year}-${pad(m1)}-${pad(last)}` };
}

/** Contracts to choose for a report period (krp): the project's linked contract when it existed by the period's end. */
/** The contract ledger's visibility (data menu ct_contract: department, creator, flow participants), as modules/contract declares it. */
const CONTRACT_SCOPE = flowRecordEntityScope({ dataMenu: 'ct_contract', dept: ctContract.deptId, owner: ctContract.createdBy, procInstId: ctContract.procInstId });

/**
 * The project's contract if it existed by the period's end — and only when the caller may also see that contract
 * under the contract area's own scope (seeing a supervised project does not open its contract).
 */
export async function krpDetail(tx: Db, actor: SessionInfo, projectId: string, q: z.output<typeof ZKrpQuery>) {
  const project = await visibleProject(tx, actor, projectId);
  const { start, end } = periodRange(q.reportYear, q.reportPeriod);
  if (!project.contractId) return [];
  const contractVisible = await visibleWhere({ scope: CONTRACT_SCOPE }, requestScope(tx, actor));
  const rows = await tx.select({ id: ctContract.id, code: ctContract.code, name: ctContract.name, amount: ctContract.amount, createdDate: ctContract.createdDate })
    .from(ctContract)
    .where(and(eq(ctContract.id, project.contractId), contractVisible, sql`(${ctContract.createdDate} at time zone 'Asia/Shanghai')::date <= ${end}::date`));
  return rows.map((r) => ({
    contractId: r.id, contractCode: r.code, contractName: r.name, signDate: r.createdDate.toISOString().slice(0, 10), amount: r.amount,
    periodStart: start, periodEnd: end,
  }));
}

