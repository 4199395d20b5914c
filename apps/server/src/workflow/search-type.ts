import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { FLOW_STATUS } from '@ecms/shared';
import type { Db } from '../db/client.js';
import { wfInstance, wfTask } from '../db/schema/index.js';
import type { SearchDocInput, SearchType } from '../platform/search/index.js';

/** node-postgres parses text[]; PGlite may hand back the literal (ids are plain, never quoted). */
export const textArray = (v: string[] | string): string[] =>
  Array.isArray(v) ? v : v.replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((x) => x.replace(/^"|"$/g, ''));

const STATUS_LABEL = new Map<string, string>(Object.values(FLOW_STATUS).map((s) => [s.value, s.label]));

/**
 * Everybody who held a task in the flow instance of these columns, as SQL in the reading statement
 * (the tenant condition puts wf_task_instance_idx to use).
 */
export const participantsOf = (table: PgTable, tenantId: AnyPgColumn, instanceId: AnyPgColumn) =>
  sql<string[] | string>`array(select distinct t.assignee_id from ${wfTask} t where t.tenant_id = ${col(table, tenantId)} and t.instance_id = ${col(table, instanceId)})`;

/** A column named with its table: an update's RETURNING renders columns bare, which a subquery's own columns would shadow. */
const col = (table: PgTable, c: AnyPgColumn) => sql`${table}.${sql.identifier(c.name)}`;

/**
 * What an instance's search document needs besides its own columns, as SQL over wf_instance:
 * read by the type's loader, or returned by the engine's settle statement (no read of its own).
 */
export const wfDocExtras = {
  initiator: sql<string | null>`(select u.name from sys_user u where u.tenant_id = ${col(wfInstance, wfInstance.tenantId)} and u.id = ${col(wfInstance, wfInstance.initiatorId)})`,
  definition: sql<string | null>`(select d.name from wf_definition d where d.tenant_id = ${col(wfInstance, wfInstance.tenantId)} and d.id = ${col(wfInstance, wfInstance.definitionId)})`,
  people: participantsOf(wfInstance, wfInstance.tenantId, wfInstance.id),
};

type WfDocRow = Pick<typeof wfInstance.$inferSelect, 'id' | 'name' | 'status' | 'currentNodeNames' | 'initiatorId' | 'initiatorDeptId' | 'updatedDate'>
  & { initiator: string | null; definition: string | null; people: string[] | string };

export const WF_SEARCH_CODE = 'wf_instance';

/** An instance's search document. */
export function wfDoc(r: WfDocRow): SearchDocInput {
  return {
    recordId: r.id,
    title: r.name,
    content: [r.definition, r.initiator ? `发起人 ${r.initiator}` : null, STATUS_LABEL.get(r.status) ?? r.status, r.currentNodeNames].filter(Boolean).join(' '),
    link: `/flowhandle/flow-business?${new URLSearchParams({ procInstId: r.id, name: r.name })}`,
    deptId: r.initiatorDeptId,
    ownerId: r.initiatorId,
    viewerIds: [...new Set([r.initiatorId, ...textArray(r.people)])],
    updatedDate: r.updatedDate,
  };
}

/**
 * Flow instances in the global search: found by their participants only (initiator and everyone
 * who held a task in them); administrators find all. Refreshed by the engine on every change of
 * state or of participants (engine/business.ts fireBusiness, runtime.ts notify; settle hands over
 * the document it returned).
 */

export const wfSearchTypes: readonly SearchType[] = [
  {
    tableCode: WF_SEARCH_CODE,
    name: '流程',
    sort: 200,
    viewersOnly: true,
    async load(tx: Db, ids?: string[]) {
      const rows = await tx.select({
        id: wfInstance.id, name: wfInstance.name, status: wfInstance.status, currentNodeNames: wfInstance.currentNodeNames,
        initiatorId: wfInstance.initiatorId, initiatorDeptId: wfInstance.initiatorDeptId, updatedDate: wfInstance.updatedDate,
        ...wfDocExtras,
      }).from(wfInstance)
        .where(and(eq(wfInstance.deleted, false), ids ? inArray(wfInstance.id, ids) : undefined));
      return rows.map(wfDoc);
    },
  },
];
