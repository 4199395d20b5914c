import { describe, expect, it } from 'vitest';
import { type TConditionNode, type TFlowDefinitionTree, type TFlowNode, ZFlowDefinitionTree } from '@ecms/shared';
import {
  addBranch, createNode, emptyTree, findNode, insertAfter, listNodes, moveBranch, removeBranch, removeNode, toModel, updateNode,
} from '../tree-ops';

const approver = (id: string, childNode?: TFlowNode): TFlowNode => ({
  id, name: `审批${id}`, type: 'approver', config: { assignee: { type: 'deptLeader', levels: 1 } }, childNode,
});
/** 发起人 → a → b (the shape of 极简流程 plus one). */
const base = (): TFlowDefinitionTree => ({ root: { id: 'start', name: '发起人', type: 'start', childNode: approver('a', approver('b')) } });
const ids = (t: TFlowDefinitionTree) => listNodes(t).map((n) => n.id);

describe('designer tree edits', () => {
  it('inserts a node between two nodes and keeps what followed after it', () => {
    const cc = createNode('cc');
    const t = insertAfter(base(), 'a', cc);
    expect(ids(t)).toEqual(['start', 'a', cc.id, 'b']);
    expect(ZFlowDefinitionTree.parse(toModel(t))).toBeTruthy();
  });

  it('inserts at the head of a branch', () => {
    const cond = createNode('condition') as TConditionNode;
    let t = insertAfter(base(), 'start', cond);
    const ap = createNode('approver');
    t = insertAfter(t, cond.branches[0].id, ap);
    const c = findNode(t, cond.id) as TConditionNode;
    expect(c.branches[0].childNode?.id).toBe(ap.id);
    expect(c.childNode?.id).toBe('a');
  });

  it('copies only the changed path (untouched subtrees keep their identity)', () => {
    const t0 = insertAfter(base(), 'start', createNode('parallel'));
    const par = t0.root.childNode as TFlowNode & { branches: { childNode?: TFlowNode | null }[] };
    const t1 = updateNode(t0, 'b', (n) => ({ ...n, name: '改名' }));
    const par1 = t1.root.childNode as typeof par;
    expect(par1).not.toBe(par);
    expect(par1.branches).toBe(par.branches);
    expect(findNode(t1, 'b')?.name).toBe('改名');
    expect(updateNode(t1, 'missing', (n) => n)).toBe(t1);
  });

  it('adds condition branches before the default, which stays last', () => {
    const cond = createNode('condition') as TConditionNode;
    let t = insertAfter(base(), 'a', cond);
    t = addBranch(t, cond.id);
    const c = findNode(t, cond.id) as TConditionNode;
    expect(c.branches).toHaveLength(3);
    expect(c.branches.map((b) => !!b.isDefault)).toEqual([false, false, true]);
    // the default cannot be moved ahead of another branch
    const moved = moveBranch(t, cond.id, c.branches[2].id, -1);
    expect((findNode(moved, cond.id) as TConditionNode).branches[2].isDefault).toBe(true);
    const swapped = moveBranch(t, cond.id, c.branches[0].id, 1);
    expect((findNode(swapped, cond.id) as TConditionNode).branches[1].id).toBe(c.branches[0].id);
  });

  it('removing a default branch hands the default to the last branch left', () => {
    const cond = createNode('condition') as TConditionNode;
    let t = addBranch(insertAfter(base(), 'a', cond), cond.id);
    const def = (findNode(t, cond.id) as TConditionNode).branches[2];
    t = removeBranch(t, cond.id, def.id);
    const c = findNode(t, cond.id) as TConditionNode;
    expect(c.branches.filter((b) => b.isDefault)).toHaveLength(1);
    expect(c.branches[1].isDefault).toBe(true);
  });

  it('removing the second-last branch dissolves the gateway into the remaining chain', () => {
    const par = createNode('parallel') as TFlowNode & { branches: { id: string }[] };
    let t = insertAfter(base(), 'a', par);
    const inner = createNode('handler');
    t = insertAfter(t, par.branches[1].id, inner);
    t = removeBranch(t, par.id, par.branches[0].id);
    expect(ids(t)).toEqual(['start', 'a', inner.id, 'b']);
  });

  it('deleting a node keeps the tree valid; the start node cannot be deleted', () => {
    const cond = createNode('condition') as TConditionNode;
    let t = insertAfter(base(), 'a', cond);
    t = insertAfter(t, cond.branches[0].id, approver('x'));
    t = removeNode(t, cond.id);
    expect(ids(t)).toEqual(['start', 'a', 'b']);
    t = removeNode(t, 'a');
    expect(ids(t)).toEqual(['start', 'b']);
    expect(removeNode(t, 'start')).toBe(t);
    expect(ZFlowDefinitionTree.parse(toModel(t)).root.childNode?.id).toBe('b');
  });

  it('every kind of new node converts to the shared model', () => {
    let t = emptyTree();
    for (const type of ['parallel', 'condition', 'cc', 'handler', 'approver'] as const) t = insertAfter(t, 'start', createNode(type));
    const withButtons = updateNode(t, listNodes(t)[1].id, (n) => (n.type === 'approver'
      ? { ...n, config: { ...n.config, buttons: { next: { enabled: true, name: '  ' }, prev: { enabled: false, name: '退回上一步' } } } }
      : n));
    const model = ZFlowDefinitionTree.parse(toModel(withButtons));
    const ap = model.root.childNode;
    expect(ap?.type).toBe('approver');
    if (ap?.type === 'approver') expect(ap.config.buttons).toEqual({ next: { enabled: true }, prev: { enabled: false, name: '退回上一步' } });
    expect(JSON.stringify(model)).not.toContain('null');
    expect(listNodes(t)).toHaveLength(6);
  });

  it('keeps a 30-node tree edit cheap (one path copied)', () => {
    let t = emptyTree();
    for (let i = 0; i < 30; i++) t = insertAfter(t, 'start', approver(`n${i}`));
    const start = performance.now();
    for (let i = 0; i < 200; i++) t = updateNode(t, 'n0', (n) => ({ ...n, name: `名${i}` }));
    expect(performance.now() - start).toBeLessThan(500);
    expect(listNodes(t)).toHaveLength(31);
  });
});
