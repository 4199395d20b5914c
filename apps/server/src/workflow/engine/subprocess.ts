import { and, eq } from 'drizzle-orm';
import { wfInstance } from '../../db/schema/index.js';
import { audit, type Engine, finish, loadEngine } from './runtime.js';

/*
 * Sub-process life cycle seen from the parent: ending a parent (terminate, delete) ends its
 * running child flows in the same transaction, deepest first. A child finishing on its own
 * still resumes the parent (runtime `resumeParent`).
 */

/** Terminates every running child (and grandchild) of `e`'s instance: tasks cancelled, business callbacks fired, one audit row each. */
export async function terminateChildren(e: Engine, opinion: string | null | undefined): Promise<number> {
  const children = await e.tx.select({ id: wfInstance.id }).from(wfInstance)
    .where(and(eq(wfInstance.parentId, e.inst.id), eq(wfInstance.status, 'running'), eq(wfInstance.deleted, false)));
  let count = 0;
  for (const { id } of children) {
    const child = await loadEngine(e.tx, { tenantId: e.tenantId, userId: e.userId }, id);
    if (child.inst.status !== 'running') continue;
    child.now = e.now;
    // The parent is ending itself: the child must not resume (or reject) it on the way out.
    child.resumingParent = true;
    count += await terminateChildren(child, opinion);
    await finish(child, 'terminated');
    await audit(child, { action: 'terminate', opinion: opinion ? `主流程已终止：${opinion}` : '主流程已终止' });
    count += 1;
  }
  return count;
}
