// @vitest-environment jsdom
import '../../../test/setup';
import { useCallback, useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import '../../../locales/i18n';
import { type TFlowDefinitionTree, ZFlowDefinitionTree } from '@ecms/shared';
import { FlowTree, type DesignerCtx, type Selection } from '../designer/FlowTree';
import { toModel } from '../tree-ops';

const start = (): TFlowDefinitionTree => ({
  root: {
    id: 'start', name: '发起人', type: 'start',
    childNode: { id: 'mgr', name: '部门经理审批', type: 'approver', config: { assignee: { type: 'deptLeader', levels: 1 } } },
  },
});

let latest: TFlowDefinitionTree = start();
let selected: Selection | null = null;

function Harness({ readOnly = false }: { readOnly?: boolean }) {
  const [tree, setTree] = useState(start);
  latest = tree;
  const apply = useCallback((edit: (t: TFlowDefinitionTree) => TFlowDefinitionTree) => setTree((t) => edit(t)), []);
  const ctx = useMemo<DesignerCtx>(() => ({
    apply, readOnly, select: (s) => { selected = s; },
    describeNode: (n) => (n.type === 'approver' && n.config.assignee.type === 'deptLeader' ? '直属主管' : ''),
    describeBranch: (b) => b.conditions.map((c) => c.field).join(','),
  }), [apply, readOnly]);
  return <AntApp><FlowTree tree={tree} ctx={ctx} /></AntApp>;
}

const addUnder = async (afterId: string, type: string) => {
  fireEvent.click(screen.getByTestId(`wf-add-after-${afterId}`));
  // a closed popover keeps its content in the page: the one just opened is the last
  const menu = (await screen.findAllByTestId('wf-add-menu')).at(-1)!;
  fireEvent.click(within(menu).getByTestId(`wf-add-${type}`));
};

describe('flow designer canvas', () => {
  it('adds a CC node between two nodes, opens it, and the tree stays a valid model', async () => {
    render(<Harness />);
    expect(screen.getByTestId('wf-node-mgr').textContent).toContain('直属主管');
    await addUnder('start', 'cc');
    const cc = latest.root.childNode!;
    expect(cc.type).toBe('cc');
    expect(cc.childNode?.id).toBe('mgr');
    expect(selected).toEqual({ kind: 'node', id: cc.id });
    // an unset CC says so on its card
    expect(screen.getByTestId(`wf-node-${cc.id}`).textContent).toContain('请设置抄送人');
    expect(() => ZFlowDefinitionTree.parse(toModel(latest))).not.toThrow();
  });

  it('adds a condition with side-by-side branches, adds and deletes a branch, deletes a node', async () => {
    render(<Harness />);
    await addUnder('mgr', 'condition');
    const gw = latest.root.childNode!.childNode!;
    expect(gw.type).toBe('condition');
    if (gw.type !== 'condition') return;
    expect(screen.getByTestId(`wf-branch-${gw.branches[1].id}`).textContent).toContain('其他情况进入此流程');
    fireEvent.click(screen.getByTestId(`wf-add-branch-${gw.id}`));
    const three = latest.root.childNode!.childNode!;
    expect(three.type === 'condition' && three.branches.map((b) => !!b.isDefault)).toEqual([false, false, true]);
    // a node inside a branch, then its branch removed
    await addUnder(gw.branches[0].id, 'approver');
    fireEvent.click(screen.getByTestId(`wf-del-branch-${gw.branches[0].id}`));
    const two = latest.root.childNode!.childNode!;
    expect(two.type === 'condition' && two.branches).toHaveLength(2);
    fireEvent.click(screen.getByTestId('wf-del-mgr'));
    expect(latest.root.childNode?.id).toBe(gw.id);
    expect(screen.queryByTestId('wf-node-mgr')).toBeNull();
  });

  it('read-only: no add buttons and no delete', () => {
    render(<Harness readOnly />);
    expect(screen.queryByTestId('wf-add-after-start')).toBeNull();
    expect(screen.queryByTestId('wf-del-mgr')).toBeNull();
  });
});
