import { and, eq, inArray, sql } from 'drizzle-orm';
import { FLOW_STATUS } from '@ecms/shared';
import type { Db } from '../db/client.js';
import { sysUser, wfDefinition, wfInstance, wfTask } from '../db/schema/index.js';
import type { SearchType } from '../platform/search/index.js';

/** node-postgres parses text[]; PGlite may hand back the literal (ids are plain, never quoted). */
const textArray = (v: string[] | string): string[] =>
  Array.isArray(v) ? v : v.replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((x) => x.replace(/^"|"$/g, ''));

const STATUS_LABEL = new Map<string, string>(Object.values(FLOW_STATUS).map((s) => [s.value, s.label]));

/**
 * Flow instances in the global search: found by their participants only (initiator and everyone
 * who held a task in them); administrators find all. Refreshed by the engine on every change of
 * state or of participants (engine/business.ts fireBusiness, runtime.ts notify).
 */

export const wfSearchTypes: readonly SearchType[] = [
  {
    tableCode: 'wf_instance',
    name: '流程',
    sort: 200,
    viewersOnly: true,
    async load(tx: Db, ids?: string[]) {
      const rows = await tx.select({
        id: wfInstance.id, name: wfInstance.name, status: wfInstance.status, current: wfInstance.currentNodeNames,
        initiatorId: wfInstance.initiatorId, initiator: sysUser.name, deptId: wfInstance.initiatorDeptId, definition: wfDefinition.name,
        updatedDate: wfInstance.updatedDate,
        // Everyone who held a task, in the same statement (the engine refreshes on every command).
        people: sql<string[] | string>`array(select distinct t.assignee_id from ${wfTask} t
          where t.tenant_id = ${wfInstance.tenantId} and t.instance_id = ${wfInstance.id})`,
      }).from(wfInstance)
        .innerJoin(wfDefinition, eq(wfDefinition.id, wfInstance.definitionId))
        .leftJoin(sysUser, eq(sysUser.id, wfInstance.initiatorId))
        .where(and(eq(wfInstance.deleted, false), ids ? inArray(wfInstance.id, ids) : undefined));
      return rows.map((r) => ({
        recordId: r.id,
        title: r.name,
        content: [r.definition, r.initiator ? `发起人 ${r.initiator}` : null, STATUS_LABEL.get(r.status) ?? r.status, r.current].filter(Boolean).join(' '),
        link: `/flowhandle/flow-business?${new URLSearchParams({ procInstId: r.id, name: r.name })}`,
        deptId: r.deptId,
        ownerId: r.initiatorId,
        viewerIds: [...new Set([r.initiatorId, ...textArray(r.people)])],
        updatedDate: r.updatedDate,
      }));
    },
  },
];
