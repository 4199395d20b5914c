import { and, eq, inArray } from 'drizzle-orm';
import { FLOW_STATUS } from '@ecms/shared';
import type { Db } from '../db/client.js';
import { sysUser, wfDefinition, wfInstance, wfTask } from '../db/schema/index.js';
import { registerSearchType } from '../platform/search/index.js';

const STATUS_LABEL = new Map<string, string>(Object.values(FLOW_STATUS).map((s) => [s.value, s.label]));

/**
 * Flow instances in the global search: found by their participants only (initiator and everyone
 * who held a task in them); administrators find all. Refreshed by the engine on every change of
 * state or of participants (engine/business.ts fireBusiness, runtime.ts notify).
 */
registerSearchType({
  tableCode: 'wf_instance',
  name: '流程',
  sort: 200,
  viewersOnly: true,
  async load(tx: Db, ids?: string[]) {
    const rows = await tx.select({
      id: wfInstance.id, name: wfInstance.name, status: wfInstance.status, current: wfInstance.currentNodeNames,
      initiatorId: wfInstance.initiatorId, initiator: sysUser.name, deptId: wfInstance.initiatorDeptId, definition: wfDefinition.name,
      updatedDate: wfInstance.updatedDate,
    }).from(wfInstance)
      .innerJoin(wfDefinition, eq(wfDefinition.id, wfInstance.definitionId))
      .leftJoin(sysUser, eq(sysUser.id, wfInstance.initiatorId))
      .where(and(eq(wfInstance.deleted, false), ids ? inArray(wfInstance.id, ids) : undefined));
    if (rows.length === 0) return [];
    const tasks = await tx.selectDistinct({ instanceId: wfTask.instanceId, userId: wfTask.assigneeId }).from(wfTask)
      .where(inArray(wfTask.instanceId, rows.map((r) => r.id)));
    const people = new Map<string, Set<string>>();
    for (const t of tasks) (people.get(t.instanceId) ?? people.set(t.instanceId, new Set()).get(t.instanceId)!).add(t.userId);
    return rows.map((r) => ({
      recordId: r.id,
      title: r.name,
      content: [r.definition, r.initiator ? `发起人 ${r.initiator}` : null, STATUS_LABEL.get(r.status) ?? r.status, r.current].filter(Boolean).join(' '),
      link: `/flowhandle/flow-business?${new URLSearchParams({ procInstId: r.id, name: r.name })}`,
      deptId: r.deptId,
      ownerId: r.initiatorId,
      viewerIds: [...new Set([r.initiatorId, ...(people.get(r.id) ?? [])])],
      updatedDate: r.updatedDate,
    }));
  },
});
