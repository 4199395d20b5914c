import { describe, expect, it } from 'vitest';
import type { TFlowNode } from '@ecms/shared';
import { compileTree, DefinitionError, validateTree } from '../definition/compile.js';

const ap = (id: string, childNode?: TFlowNode, extra: Record<string, unknown> = {}): TFlowNode =>
  ({ id, name: `审批${id}`, type: 'approver', config: { assignee: { type: 'users', userIds: ['u1'] }, ...extra }, childNode });

describe('definition validation', () => {
  it('accepts a well-formed tree with condition and parallel branches', () => {
    const root: TFlowNode = {
      id: 'start', name: '发起人', type: 'start',
      childNode: {
        id: 'c1', name: '金额判断', type: 'condition',
        branches: [
          { id: 'big', name: '大额', conditions: [{ field: 'amount', op: 'gte', value: 100 }], childNode: ap('a1') },
          { id: 'dflt', name: '其他', conditions: [], isDefault: true },
        ],
        childNode: {
          id: 'p1', name: '会审', type: 'parallel',
          branches: [{ id: 'pb1', name: '财务', childNode: ap('f') }, { id: 'pb2', name: '总工', childNode: ap('g') }],
          childNode: ap('z'),
        },
      },
    };
    expect(validateTree({ root })).toEqual([]);
    const g = compileTree({ root });
    expect(g.startId).toBe('start');
    expect(g.nodes.start.next).toBe('c1');
    // Branches of the condition continue with the parallel node; the default branch goes straight there.
    expect(g.nodes.c1.branches!.map((b) => [b.id, b.target])).toEqual([['big', 'a1'], ['dflt', 'p1']]);
    expect(g.nodes.a1.next).toBe('p1');
    // Parallel branches meet at a generated join, which continues with the next node.
    expect(g.nodes.p1.branches!.map((b) => b.target)).toEqual(['f', 'g']);
    expect(g.nodes.f.next).toBe('p1__join');
    expect(g.nodes.p1__join).toMatchObject({ type: 'join', branchCount: 2, next: 'z' });
    expect(g.nodes.f.scope).toEqual(['p1:0']);
    expect(g.nodes.z.scope).toEqual([]);
    expect(g.nodes.z.next).toBe(g.endId);
  });

  it('reports every problem in Chinese: no default branch, empty approver, unreachable nodes, bad return target', () => {
    const root: TFlowNode = {
      id: 'start', name: '发起人', type: 'start',
      childNode: {
        id: 'c1', name: '金额判断', type: 'condition',
        branches: [
          { id: 'b1', name: '大额', conditions: [{ field: 'amount', op: 'gt', value: 1 }] },
          { id: 'b2', name: '小额', conditions: [] },
        ],
        childNode: {
          id: 'a1', name: '部门审批', type: 'approver', config: { assignee: { type: 'users', userIds: [] } },
          childNode: { id: 'e', name: '结束', type: 'end', childNode: ap('late') },
        },
      },
    };
    const problems = validateTree({ root });
    expect(problems).toContain('条件分支「金额判断」缺少默认分支');
    expect(problems).toContain('条件分支「金额判断」的分支「小额」未设置条件，之后的分支不可达');
    expect(problems).toContain('审批节点「部门审批」未设置审批人');
    expect(problems).toContain('节点「审批late」在结束节点之后，不可达');
    expect(() => compileTree({ root })).toThrow(DefinitionError);

    const noStart = validateTree({ root: ap('x') });
    expect(noStart).toContain('流程必须以发起人节点开始');
    const dup = validateTree({ root: { id: 's', name: '发起', type: 'start', childNode: ap('a', ap('a')) } });
    expect(dup).toContain('节点编号「a」重复');
    const oneParallel = validateTree({ root: { id: 's', name: '发起', type: 'start', childNode: {
      id: 'p', name: '会审', type: 'parallel', branches: [{ id: 'b', name: '一', childNode: ap('x') }] } } });
    expect(oneParallel).toContain('并行分支「会审」至少需要两个分支');
    // A return target must lie before the node.
    expect(() => compileTree({ root: { id: 's', name: '发起', type: 'start', childNode: ap('a', ap('b'), { returnTargets: ['b'] }) } }))
      .toThrow('节点「审批a」的退回节点「b」不存在或不在其之前');
  });
});
