import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BUSINESS_TYPE, FLOW_RECORD_STATUS, FLOW_TYPE, labelOf, MESSAGES, toNumber } from '@ecms/shared';
import type { Db } from '../db/client.js';
import { wfNodeRun, wfTask } from '../db/schema/index.js';
import { type EntityScope, requestScope } from '../platform/acl/data-scope.js';
import { deptNames, userById, userNames } from '../platform/directory.js';
import type { SessionInfo } from '../platform/auth/session.js';
import { badRequest, notFound } from '../platform/errors.js';
import { readById, type ScopedRecordKind } from '../platform/repository.js';
import { pagesOf } from '../platform/excel/exports.js';
import { newId } from '../platform/ids.js';
import { buildListQuery, type ListEntityBase, pageTotal, type ScopedListEntity, type TListRequest } from '../platform/list-query.js';
import { registryOf } from '../platform/registry.js';
import { queueDocs, type SearchDocInput, type SearchType } from '../platform/search/index.js';
import { participantsOf, textArray } from './search-type.js';
import type { Actor } from '../platform/tenancy.js';
import type { BusinessBinding, BusinessEvent } from './engine/business.js';
import { startFlow } from './engine/operations.js';

/*
 * Business records that run through approval (contracts, cost consultations): the columns they
 * share, the binding that keeps their status on the flow's, and the spec's "save and start flow"
 * answer. The status is written only here, inside the engine command's transaction.
 */

/** A table with the flow-record columns. */
export type FlowRecordTable = PgTable & {
  tenantId: AnyPgColumn; id: AnyPgColumn; status: AnyPgColumn; procInstId: AnyPgColumn; curNodeName: AnyPgColumn;
  createdBy: AnyPgColumn; updatedDate: AnyPgColumn;
};

export interface FlowRecordBinding {
  businessType: string;
  table: FlowRecordTable;
  /** Runs after every status change in the same transaction (e.g. the search index). */
  changed?(tx: Db, id: string): Promise<void>;
  /** Search type whose documents list the flow's participants (BusinessBinding.searchCode). */
  searchCode?: string;
  /**
   * The record's search document from the row a status change returns (with its flow's
   * participants): handed to the transaction's search flush, no read of its own.
   */
  searchDoc?(row: Record<string, unknown> & { people: string[] | string }): SearchDocInput;
  /**
   * Flow form keys copied back onto record columns when a user edits them in the flow (where the
   * node allows it), so the record shows what was approved.
   */
  formColumns?: Record<string, AnyPgColumn>;
}

const S = FLOW_RECORD_STATUS;

/**
 * The record's status while its flow runs: returned when the flow is back with the initiator (sent
 * back to the start node), else approving. Worked out by the update itself (no statement of its own).
 */
const runningStatus = (instanceId: string): SQL => sql`case when exists (${sql`select 1 from ${wfNodeRun}`}
  where ${and(eq(wfNodeRun.instanceId, instanceId), eq(wfNodeRun.nodeType, 'start'), eq(wfNodeRun.status, 'active'))})
  then ${S.RETURNED.value}::int else ${S.APPROVING.value}::int end`;

/** The engine callbacks that keep a flow record's status on its flow (a manifest's flowBindings). */
export function flowRecordBinding(b: FlowRecordBinding): BusinessBinding {
  const t = b.table;
  const fromForm = (e: BusinessEvent): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    const data = e.edited ?? {};
    for (const [key, col] of Object.entries(b.formColumns ?? {})) {
      if (!(key in data)) continue;
      const prop = Object.entries(t).find(([, c]) => c === col)?.[0];
      if (!prop) continue;
      let v = data[key];
      if (col.columnType === 'PgNumeric' || col.dataType === 'number') {
        const n = v === null || v === '' ? null : toNumber(v);
        if (n === null && v !== null && v !== '') throw badRequest(`表单数值格式不正确（${key}）`);
        v = n === null ? null : col.columnType === 'PgNumeric' ? String(n) : n;
      }
      out[prop] = v;
    }
    return out;
  };
  const set = async (e: BusinessEvent, values: Record<string, unknown>) => {
    const update = e.tx.update(t).set({ ...fromForm(e), ...values, updatedDate: new Date() } as never).where(eq(t.id, e.businessId));
    if (b.searchCode && b.searchDoc) {
      const [row] = await update.returning({ ...getTableColumns(t), people: participantsOf(t, t.tenantId, t.procInstId) });
      if (row) await queueDocs(e.tx, b.searchCode, [b.searchDoc(row)]);
    } else await update;
    await b.changed?.(e.tx, e.businessId);
  };
  return {
    ...(b.searchCode && { searchCode: b.searchCode }),
    async started(e) {
      // Only the record's creator starts its flow: a flow started elsewhere naming this record
      // (POST /form/workflow/start with a businessId) must not take it over. A flow naming no
      // existing record has nothing to keep in step.
      const [row] = await e.tx.select({ createdBy: t.createdBy }).from(t).where(eq(t.id, e.businessId));
      if (!row) return;
      if (row.createdBy !== e.instance.initiatorId) throw badRequest('业务记录不属于发起人');
      await set(e, { status: S.APPROVING.value, procInstId: e.instance.id, curNodeName: null });
    },
    async nodeChanged(e) {
      await set(e, { status: runningStatus(e.instance.id), curNodeName: e.activeNodes.join('、') || null });
    },
    approved: (e) => set(e, { status: S.APPROVED.value, curNodeName: null }),
    rejected: (e) => set(e, { status: S.REJECTED.value, curNodeName: null }),
    withdrawn: (e) => set(e, { status: S.WITHDRAWN.value, curNodeName: null }),
    terminated: (e) => set(e, { status: S.TERMINATED.value, curNodeName: null }),
  };
}

/** The spec's answer to saveAndStartFlow (spec 1 §3 "Flow start on a contract or cost record"). */
export interface FlowStartAnswer {
  id: string;
  taskId: string | null;
  procInstId: string;
  name: string;
  procDefineId: string;
  curActivityId: string | null;
  curActivityName: string | null;
}

/** Starts the definition of a flow type for a saved record, in the caller's transaction. */
export async function startRecordFlow(tx: Db, actor: Actor, input: {
  businessType: string; id: string; name: string; flowType: number; formData: Record<string, unknown>;
}): Promise<FlowStartAnswer> {
  // A record kind whose module forgot its flowBindings would never follow its flow: refuse.
  if (!registryOf(tx).flowBinding(input.businessType)) {
    throw new Error(`business type "${input.businessType}" has no flow binding: declare it in its module's flowBindings`);
  }
  const flow = Object.values(FLOW_TYPE).find((f) => f.value === input.flowType);
  if (!flow) throw badRequest(`未知的流程类型：${labelOf(FLOW_TYPE, input.flowType) || input.flowType}`);
  const res = await startFlow(tx, actor, {
    processCode: flow.processCode, businessType: input.businessType, businessId: input.id, name: input.name, formData: input.formData,
  });
  const runs = await tx.select({ nodeId: wfNodeRun.nodeId }).from(wfNodeRun)
    .where(and(eq(wfNodeRun.instanceId, res.instanceId), eq(wfNodeRun.status, 'active'))).orderBy(wfNodeRun.seq);
  return {
    id: input.id, taskId: res.taskId ?? null, procInstId: res.instanceId, name: input.name, procDefineId: res.procDefineId,
    curActivityId: runs.map((r) => r.nodeId).join(',') || null, curActivityName: res.activeNodes.join('、') || null,
  };
}

/** Everybody who has or had a task in these instances (they may read the record they approve). */
export async function flowParticipants(tx: Db, instanceIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (instanceIds.length === 0) return out;
  const rows = await tx.selectDistinct({ instanceId: wfTask.instanceId, userId: wfTask.assigneeId }).from(wfTask)
    .where(inArray(wfTask.instanceId, instanceIds));
  for (const r of rows) out.set(r.instanceId, [...(out.get(r.instanceId) ?? []), r.userId]);
  return out;
}

/** SQL: the caller has a task in the record's flow instance. */
export const participatesIn = (procInstId: AnyPgColumn, userId: string) =>
  sql`exists (select 1 from ${wfTask} where ${wfTask.instanceId} = ${procInstId} and ${wfTask.assigneeId} = ${userId})`;

export const statusLabel = (v: unknown) => labelOf(FLOW_RECORD_STATUS, v);

/** How a flow-record table relates to the data scope: its department and its creator. */
export interface FlowRecordScope { dataMenu: string; dept: AnyPgColumn; owner: AnyPgColumn; procInstId: AnyPgColumn }

/**
 * The data scope of a flow record: its data menu by department and creator, or taking part in
 * its flow (an approver reads what they approve).
 */
export const flowRecordEntityScope = (s: FlowRecordScope): EntityScope => ({
  dataMenu: s.dataMenu, dept: s.dept, owner: s.owner, alsoVisible: (userId) => participatesIn(s.procInstId, userId),
});


/** The flow-record columns every answer carries, with labels. */
export const flowRecordLabels = (r: { status: number; flowType: number; businessType: number }) => ({
  statusName: statusLabel(r.status),
  flowTypeName: labelOf(FLOW_TYPE, r.flowType),
  businessTypeName: labelOf(BUSINESS_TYPE, r.businessType),
});

/** A record number: prefix + date + the tail of its (time-ordered, random-tailed) id. */
export const recordCode = (prefix: string, id: string, now = new Date()) =>
  `${prefix}${now.toISOString().slice(0, 10).replace(/-/g, '')}${id.replace(/-/g, '').slice(-8).toUpperCase()}`;

type RecordRow = {
  id: string; name: string; code: string; status: number; flowType: number; businessType: number; deptId: string | null;
  createdBy: string | null; procInstId: string | null; updatedDate: Date;
};

export interface FlowRecordKind<Row extends RecordRow> {
  businessType: string;
  /** Record numbers start with it (HT contracts, ZX consultations). */
  codePrefix: string;
  table: FlowRecordTable & { deptId: AnyPgColumn };
  dataMenu: string;
  search: { tableCode: string; name: string; sort: number; permission: string; route: string; content: (r: Row) => (string | number | null | undefined)[] };
  /** The ledger's whitelist; its scope is the kind's (data menu, department, creator, flow participants). */
  list: ListEntityBase;
  /** Flow form keys that write back to record columns (see FlowRecordBinding.formColumns). */
  formColumns?: Record<string, AnyPgColumn>;
}

/**
 * One kind of flow record: the binding that keeps its status on its flow (`binding`, for the
 * manifest's flowBindings under `businessType`), its global-search type (`searchType`: title,
 * number, parties; found by its data scope and by those taking part in its flow), and its reads
 * under the same visibility.
 */
export function flowRecordKind<Row extends RecordRow>(k: FlowRecordKind<Row>) {
  const t = k.table;
  const scope: FlowRecordScope = { dataMenu: k.dataMenu, dept: t.deptId, owner: t.createdBy, procInstId: t.procInstId };
  const entityScope = flowRecordEntityScope(scope);
  const list: ScopedListEntity = { ...k.list, scope: entityScope };
  const record: ScopedRecordKind = { table: t, id: t.id, scope: entityScope };
  const present = (r: Row) => ({ ...r, ...flowRecordLabels(r) });
  /** One page of the ledger under the caller's scope (shared by the list and the export). */
  const page = async (tx: Db, actor: SessionInfo, req: TListRequest) => {
    const q = await buildListQuery(list, req, { scope: requestScope(tx, actor) });
    const rows = await tx.select().from(t as PgTable).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset) as unknown as Row[];
    return { q, rows };
  };
  /** The record's search document (viewers: those taking part in its flow). */
  const docOf = (r: Row & { people: string[] | string }): SearchDocInput => ({
    recordId: r.id,
    title: r.name,
    content: [r.code, ...k.search.content(r), flowRecordLabels(r).statusName].filter((p) => p !== null && p !== undefined && p !== '').join(' '),
    link: link(r),
    deptId: r.deptId,
    ownerId: r.createdBy,
    viewerIds: r.procInstId ? textArray(r.people) : [],
    updatedDate: r.updatedDate,
  });
  const link = (r: Row) => `${k.search.route}?${new URLSearchParams({ id: r.id, name: r.name, ...(r.procInstId && { procInstId: r.procInstId }) })}`;

  const searchType: SearchType = {
    tableCode: k.search.tableCode,
    name: k.search.name,
    sort: k.search.sort,
    permission: k.search.permission,
    dataMenu: k.dataMenu,
    scope: (c) => ({ dept: c.deptId, owner: c.ownerId }),
    async load(tx: Db, ids?: string[]) {
      // The flow's participants in the same statement.
      const rows = await tx.select({ ...getTableColumns(t), people: participantsOf(t, t.tenantId, t.procInstId) }).from(t as PgTable)
        .where(ids ? inArray(t.id, ids) : undefined) as unknown as (Row & { people: string[] | string })[];
      return rows.map(docOf);
    },
  };
  // A status change hands its row's document to the engine command's search flush (written once
  // at its end, with the instance's).
  const binding = flowRecordBinding({
    businessType: k.businessType, table: t, formColumns: k.formColumns, searchCode: k.search.tableCode,
    searchDoc: (row) => docOf(row as unknown as Row & { people: string[] | string }),
  });

  return {
    scope,
    businessType: k.businessType,
    binding,
    searchType,
    /** Saves the record (values from the caller) and starts the flow of its type, in one transaction. */
    async saveAndStart(tx: Db, actor: SessionInfo, values: Record<string, unknown> & { name: string; flowType: number },
      formData: Record<string, unknown>): Promise<FlowStartAnswer> {
      const me = await userById(tx, actor.userId);
      const id = newId();
      await tx.insert(t).values({ ...values, id, code: recordCode(k.codePrefix, id), deptId: me?.deptId ?? null } as never);
      return startRecordFlow(tx, actor, { businessType: k.businessType, id, name: values.name, flowType: values.flowType, formData });
    },
    /** One record: under the data scope, or to those taking part in its flow. */
    async get(tx: Db, actor: SessionInfo, id: string) {
      const row = await readById(tx, record, id, { scope: requestScope(tx, actor) }) as Row | undefined;
      if (!row) throw notFound(MESSAGES.RECORD_MISSING);
      return present(row);
    },
    /** Whether the caller may see the record (its data scope, or taking part in its flow): who sees its attachments. */
    async visible(tx: Db, actor: SessionInfo, id: string): Promise<boolean> {
      return Boolean(await readById(tx, record, id, { scope: requestScope(tx, actor) }));
    },
    /** The ledger under the same visibility. */
    async list(tx: Db, actor: SessionInfo, req: TListRequest) {
      const { q, rows } = await page(tx, actor, req);
      return { rows: rows.map(present), total: await pageTotal(tx, t, q, rows.length) };
    },
    /**
     * Every row of the ledger for a list request (filters and visibility of `list`, no paging),
     * with the creator's and the department's names: the Excel export.
     */
    async *exportRows(tx: Db, actor: SessionInfo, req: TListRequest): AsyncGenerator<Record<string, unknown>> {
      for await (const rows of pagesOf(req, async (pageReq) => (await page(tx, actor, pageReq)).rows)) {
        const people = await userNames(tx, rows.map((r) => r.createdBy));
        const depts = await deptNames(tx, rows.map((r) => r.deptId));
        for (const r of rows) {
          yield { ...present(r), createdByName: r.createdBy ? people.get(r.createdBy) ?? null : null, deptName: r.deptId ? depts.get(r.deptId) ?? null : null };
        }
      }
    },
  };
}
