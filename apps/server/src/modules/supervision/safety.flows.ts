import { and, eq, inArray } from 'drizzle-orm';
import type { TFlowDefinitionTree } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { tenant, wfDefinition, wfNodeRun } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import type { CompanyStep, SeedStep } from '../../platform/module.js';
import { registryOf } from '../../platform/registry.js';
import { defineFlow } from '../../workflow/definition/definition.service.js';
import { startFlow } from '../../workflow/engine/operations.js';
import { type FlowStartAnswer, flowRecordBinding } from '../../workflow/flow-record.js';

export { flowRecordBinding };

/*
 * The approval flows of the safety part, seeded into every company (like the contract flows of
 * db/seed/data/flows.ts, but owned here): assignees come from the record's form data (the
 * project's 总监理工程师, the named reviewer), so the same definitions work in every company and an
 * administrator may still redraw them in the flow designer (a published version is never overwritten).
 */

const director = (id: string, childNode?: TFlowDefinitionTree['root']['childNode']) => ({
  id, name: '总监理工程师审核', type: 'approver' as const,
  config: { assignee: { type: 'formField' as const, field: 'directorId' }, mode: 'single' as const, assigneeIsInitiator: 'self' as const, noAssignee: 'toAdmin' as const },
  childNode,
});

/** 复工报审 (B.0.3): the 总监 reviews, then the engineering department's reviewer when one is named. */
const RESUME_TREE: TFlowDefinitionTree = {
  root: {
    id: 'start', name: '发起人', type: 'start',
    childNode: director('director', {
      id: 'eng_review', name: '工程部审核', type: 'approver',
      config: { assignee: { type: 'formField', field: 'reviewerId' }, mode: 'single', assigneeIsInitiator: 'self', noAssignee: 'autoPass' },
    }),
  },
};

/** 监理实施细则: approved by the 总监 (GB/T 50319 §4.3). */
const RULE_TREE: TFlowDefinitionTree = { root: { id: 'start', name: '发起人', type: 'start', childNode: director('director') } };

export const SAFETY_FLOWS = [
  { code: 'sup_resume_work', name: '工程复工申请审批', businessType: 'sup-resume-work', tree: RESUME_TREE },
  { code: 'sup_rule', name: '监理实施细则审批', businessType: 'sup-rule', tree: RULE_TREE },
] as const;

async function defineFor(tx: Db, tenantId: string) {
  const have = new Set((await tx.select({ code: wfDefinition.code }).from(wfDefinition)
    .where(and(eq(wfDefinition.tenantId, tenantId), inArray(wfDefinition.code, SAFETY_FLOWS.map((f) => f.code))))).map((r) => r.code));
  for (const [i, f] of SAFETY_FLOWS.entries()) {
    if (have.has(f.code)) continue;
    await defineFlow(tx, { tenantId, userId: null }, { code: f.code, name: f.name, category: 'supervise', businessType: f.businessType, sort: 500 + i * 10, tree: f.tree });
  }
}

/** Start-up: every company has the flows (absent ones are defined and published once). */
export const seedSafetyFlows: SeedStep = async (tx) => {
  for (const t of await tx.select({ id: tenant.id }).from(tenant)) await defineFor(tx, t.id);
};
/** A company created at run time. */
export const provisionSafetyFlows: CompanyStep = (tx, tenantId) => defineFor(tx, tenantId);

/** Starts the flow `processCode` for a saved record (the contracts' startRecordFlow, by code). */
export async function startRecordFlowByCode(tx: Db, actor: SessionInfo, input: {
  processCode: string; businessType: string; id: string; name: string; formData: Record<string, unknown>;
}): Promise<FlowStartAnswer> {
  if (!registryOf(tx).flowBinding(input.businessType)) throw new Error(`business type "${input.businessType}" has no flow binding`);
  const res = await startFlow(tx, actor, { processCode: input.processCode, businessType: input.businessType, businessId: input.id, name: input.name, formData: input.formData });
  const runs = await tx.select({ nodeId: wfNodeRun.nodeId }).from(wfNodeRun)
    .where(and(eq(wfNodeRun.instanceId, res.instanceId), eq(wfNodeRun.status, 'active'))).orderBy(wfNodeRun.seq);
  return {
    id: input.id, taskId: res.taskId ?? null, procInstId: res.instanceId, name: input.name, procDefineId: res.procDefineId,
    curActivityId: runs.map((r) => r.nodeId).join(',') || null, curActivityName: res.activeNodes.join('、') || null,
  };
}
