import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  INSTRUMENT_DUE_DAYS, ledgerDataSchema, ledgerDef, SUP_LEDGER_MSG as L, SUPERVISE_MSG as M, type DueState, type SupLedgerKind, type ZLedgerSave,
} from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { supLedger, supProject, supProjectMember } from '../../db/schema/index.js';
import { requestScope, type EntityScope } from '../../platform/acl/data-scope.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { userNames } from '../../platform/directory.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { buildListQuery, pageWithTotal, type ScopedListEntity, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import { readById, updateVersioned, type ScopedRecordKind } from '../../platform/repository.js';
import { chinaToday } from './numbering.js';
import { visibleProject } from './project.service.js';
import { involved, SUP_DATA_MENU } from './scope.js';

/*
 * The supervision ledgers (持证人员, 大型机械, 检测仪器, 项目印章, 固定资产, 人员计划退场) in one shape: a row
 * belongs to a project, its fields are the kind's declaration (shared contract), validated here.
 * Rules: the project's data scope (as its records); only the creator edits or deletes; a seal's
 * destruction and an asset's scrapping are kept only when the status says so (and then need a
 * date); an instrument's next verification is last + cycle months, stored to be filtered on;
 * an exit plan's entry date is the project member's when a member is chosen.
 */

export const LEDGER_SCOPE: EntityScope = {
  dataMenu: SUP_DATA_MENU, dept: supLedger.deptId, owner: supLedger.createdBy,
  alsoVisible: (userId) => involved(supLedger.projectId, supLedger.tenantId, userId),
};
const LEDGER_KIND: ScopedRecordKind<typeof supLedger> = { table: supLedger, id: supLedger.id, scope: LEDGER_SCOPE };

/** `dueState` of an instrument, in SQL (China date). */
const dueStateSql = sql<DueState | null>`case when ${supLedger.dueDate} is null then null
  when ${supLedger.dueDate} < (now() at time zone 'Asia/Shanghai')::date then 'overdue'
  when ${supLedger.dueDate} <= (now() at time zone 'Asia/Shanghai')::date + ${INSTRUMENT_DUE_DAYS}::int then 'due' else 'ok' end`;

export const LEDGER_LIST: ScopedListEntity = {
  scope: LEDGER_SCOPE,
  fields: {
    businessId: supLedger.projectId, name: supLedger.name, dueDate: supLedger.dueDate, dueState: dueStateSql,
    createdBy: supLedger.createdBy, createdDate: supLedger.createdDate, updatedDate: supLedger.updatedDate,
  },
  defaultOrderBy: 'updatedDate',
  defaultOrder: 'desc',
  tieBreaker: supLedger.id,
};

const columns = {
  id: supLedger.id, kind: supLedger.kind, businessId: supLedger.projectId, businessName: supProject.name, name: supLedger.name, data: supLedger.data,
  dueDate: supLedger.dueDate, dueState: dueStateSql, createdBy: supLedger.createdBy, createdDate: supLedger.createdDate,
  updatedDate: supLedger.updatedDate, version: supLedger.version,
};
const selectLedger = <F extends SelectedFields = typeof columns>(tx: Db, fields: F = columns as unknown as F) => tx.select(fields).from(supLedger)
  .leftJoin(supProject, and(eq(supProject.tenantId, supLedger.tenantId), eq(supProject.id, supLedger.projectId)));
type Row = Awaited<ReturnType<ReturnType<typeof selectLedger<typeof columns>>['where']>>[number];

async function present(tx: Db, actor: SessionInfo, rows: Row[]) {
  const names = await userNames(tx, rows.map((r) => r.createdBy));
  return rows.map((r) => ({ ...r, createdByName: r.createdBy ? names.get(r.createdBy) ?? null : null, editable: r.createdBy === actor.userId }));
}

export async function listLedger(tx: Db, actor: SessionInfo, kind: SupLedgerKind, req: TListRequest) {
  const q = await buildListQuery(LEDGER_LIST, req, { scope: requestScope(tx, actor), extra: [eq(supLedger.kind, kind)] });
  const { rows, total } = await pageWithTotal(tx, supLedger, q, (n) => selectLedger(tx, { ...columns, [TOTAL_COLUMN]: n })
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: await present(tx, actor, rows), total };
}

export async function getLedger(tx: Db, actor: SessionInfo, kind: SupLedgerKind, id: string) {
  const row = await readById(tx, LEDGER_KIND, id, { scope: requestScope(tx, actor), select: (where) => selectLedger(tx).where(and(where, eq(supLedger.kind, kind))) });
  if (!row) throw notFound(L.NOT_FOUND);
  return (await present(tx, actor, [row]))[0];
}

/** Instruments due within INSTRUMENT_DUE_DAYS and overdue, over what the caller sees. */
export async function instrumentDue(tx: Db, actor: SessionInfo) {
  const q = await buildListQuery(LEDGER_LIST, {}, { scope: requestScope(tx, actor), extra: [eq(supLedger.kind, 'instrument')] });
  const [r] = await tx.select({
    due: sql<number>`count(*) filter (where ${dueStateSql} = 'due')::int`, overdue: sql<number>`count(*) filter (where ${dueStateSql} = 'overdue')::int`,
  }).from(supLedger).where(q.where);
  return { due: Number(r?.due ?? 0), overdue: Number(r?.overdue ?? 0) };
}

const addMonths = (day: string, months: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  // The same day of the month, or the month's last day (01-31 + 1 month → 02-28/29).
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
};

/** The kind's fields validated, conditional ones cleared, derived values computed. */
async function cleanData(tx: Db, kind: SupLedgerKind, projectId: string, b: z.output<typeof ZLedgerSave>) {
  const parsed = ledgerDataSchema(kind).safeParse(b.data);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? L.NOT_FOUND);
  const data = parsed.data as Record<string, unknown>;
  for (const f of ledgerDef(kind).fields) {
    if (f.onlyWhen && !f.onlyWhen.values.includes(String(data[f.onlyWhen.field] ?? ''))) data[f.name] = null;
  }
  if (kind === 'seal' && data.status === '3' && !data.destroyDate) throw badRequest(L.DESTROY_DATE);
  if (kind === 'fixedAssets' && data.status === '3' && !data.scrapDate) throw badRequest(L.SCRAP_DATE);
  if (kind === 'exitPlan') {
    if (b.memberId) {
      const [m] = await tx.select({ entryDate: supProjectMember.entryDate }).from(supProjectMember)
        .where(and(eq(supProjectMember.id, b.memberId), eq(supProjectMember.projectId, projectId)));
      if (!m) throw badRequest(L.MEMBER_NOT_FOUND);
      data.entryProjectDate = m.entryDate ?? data.entryProjectDate ?? null;
    }
    if (data.entryProjectDate && data.exitProjectDate && String(data.exitProjectDate) < String(data.entryProjectDate)) throw badRequest(L.EXIT_BEFORE_ENTRY);
  }
  if (kind === 'instrument' && String(data.lastVerifyDate) > chinaToday()) throw badRequest(L.VERIFY_FUTURE);
  const dueDate = kind === 'instrument' ? addMonths(String(data.lastVerifyDate), Number(data.cycleMonths)) : null;
  return { data, dueDate, name: String(data[ledgerDef(kind).nameField]) };
}

async function editable(tx: Db, actor: SessionInfo, kind: SupLedgerKind, id: string) {
  const row = await readById(tx, LEDGER_KIND, id, { scope: requestScope(tx, actor) });
  if (!row || row.kind !== kind) throw notFound(L.NOT_FOUND);
  if (row.createdBy !== actor.userId) throw forbidden(M.NOT_CREATOR);
  return row;
}

export async function saveLedger(tx: Db, actor: SessionInfo, kind: SupLedgerKind, b: z.output<typeof ZLedgerSave>) {
  const project = await visibleProject(tx, actor, b.businessId);
  const { data, dueDate, name } = await cleanData(tx, kind, project.id, b);
  const values = { projectId: project.id, deptId: project.deptId, kind, name, data, dueDate };
  let id = b.id;
  if (id) {
    await editable(tx, actor, kind, id);
    await updateVersioned(tx, supLedger, id, b.version ?? 0, values);
  } else {
    id = newId();
    await tx.insert(supLedger).values({ id, ...values });
  }
  return getLedger(tx, actor, kind, id);
}

export async function deleteLedger(tx: Db, actor: SessionInfo, kind: SupLedgerKind, id: string) {
  await editable(tx, actor, kind, id);
  await tx.delete(supLedger).where(eq(supLedger.id, id));
}
