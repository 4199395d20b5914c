// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../locales/i18n';
import type { GraphNode, NodeRun, TodoPermission } from '../../../api/wf-handle';
import { graphEdges, layoutGraph } from '../chart-layout';
import { fieldAccess, formEditable } from '../editability';
import { TransferDialog } from '../dialogs';
import { canWithdraw } from '../FlowHandlePage';
import type { ProcessDetail, RunTask } from '../../../api/wf-handle';

const node = (id: string, type: string, extra: Partial<GraphNode> = {}): GraphNode => ({ id, type, name: id, next: null, branches: [], state: 'notReached', ...extra });
// start → dm → cond(big → gm, other → par) ; gm → par → (fin | eng) → join → end
const graph: GraphNode[] = [
  node('start', 'start', { next: 'dm' }),
  node('dm', 'approver', { next: 'cond' }),
  node('cond', 'condition', { branches: [{ id: 'big', name: '≥100万', target: 'gm' }, { id: 'other', name: '其他', target: 'par' }] }),
  node('gm', 'approver', { next: 'par' }),
  node('par', 'parallel', { branches: [{ id: 'p1', name: '财务', target: 'fin' }, { id: 'p2', name: '总工', target: 'eng' }] }),
  node('fin', 'approver', { next: 'join' }),
  node('eng', 'approver', { next: 'join' }),
  node('join', 'join', { next: 'end' }),
  node('end', 'end'),
];

const run = (id: string, nodeId: string, entered: string, fromRunId: string | null): NodeRun =>
  ({ id, nodeId, nodeName: nodeId, round: 1, entered, status: 'done', fromRunId, startedDate: '', endedDate: null, tasks: [] });

const perm = (over: Partial<TodoPermission> = {}): TodoPermission => ({
  todoId: 't1', workId: 'w1', stepId: 'dm', stepName: '部门经理审批', procInstId: 'p1', type: null, kind: 'normal', delegationState: null,
  isFinished: false, readOnly: false, fieldPermissions: {}, hasNextBtn: true, hasPrevBtn: true, hasForwardBtn: true, hasAdjustBtn: true, hasSaveBtn: true,
  hasConsultBtn: true, hasRefreshBtn: true, nextBtnName: '同意', prevBtnName: '退回', forwardBtnName: '传阅', adjustBtnName: '转办',
  consultBtnName: '征询意见', refreshBtnName: '刷新', ...over,
});

describe('flow chart layout', () => {
  it('puts each node one layer below its latest predecessor, parallel branches side by side', () => {
    const at = new Map(layoutGraph(graph, 'start').map((l) => [l.node.id, l]));
    expect(at.get('dm')!.y).toBeGreaterThan(at.get('start')!.y);
    // par follows both gm and cond: it sits below gm (longest path)
    expect(at.get('par')!.y).toBeGreaterThan(at.get('gm')!.y);
    expect(at.get('fin')!.y).toBe(at.get('eng')!.y);
    expect(at.get('fin')!.x).not.toBe(at.get('eng')!.x);
    expect(at.get('end')!.y).toBeGreaterThan(at.get('join')!.y);
  });

  it('draws branch labels and one return loop per returned pair', () => {
    const runs = [run('r1', 'start', 'start', null), run('r2', 'dm', 'task', 'r1'), run('r3', 'gm', 'task', 'r2'),
      run('r4', 'start', 'return', 'r3'), run('r5', 'gm', 'task', 'r4'), run('r6', 'start', 'return', 'r5')];
    const edges = graphEdges(graph, runs);
    expect(edges.find((e) => e.source === 'cond' && e.target === 'gm')?.label).toBe('≥100万');
    expect(edges.filter((e) => e.kind === 'return')).toEqual([{ id: 'return:gm<start', source: 'gm', target: 'start', kind: 'return' }]);
  });
});

describe('form editability (spec 1 §4)', () => {
  it('is read-only in view mode, when finished, delegated (unless USERTASK), on a read-only node or without a task; admin edit overrides', () => {
    expect(formEditable(perm(), {})).toBe(true);
    expect(formEditable(perm(), { view: true })).toBe(false);
    expect(formEditable(perm({ isFinished: true }), {})).toBe(false);
    expect(formEditable(perm({ delegationState: 'PENDING' }), {})).toBe(false);
    expect(formEditable(perm({ delegationState: 'USERTASK' }), {})).toBe(true);
    expect(formEditable(perm({ readOnly: true }), {})).toBe(false);
    expect(formEditable(null, {})).toBe(false);
    expect(formEditable(perm({ readOnly: true }), { view: true, adminEdit: true })).toBe(true);
  });

  it('fields follow the node: editable by default on the start node, only configured ones on approval nodes', () => {
    const p = perm({ fieldPermissions: { remark: 'editable', secret: 'hidden' } });
    expect(fieldAccess(p, 'contractAmount', true, true)).toBe('editable');
    expect(fieldAccess(p, 'contractAmount', false, true)).toBe('readonly');
    expect(fieldAccess(p, 'remark', false, true)).toBe('editable');
    expect(fieldAccess(p, 'remark', false, false)).toBe('readonly');
    expect(fieldAccess(p, 'secret', true, true)).toBe('hidden');
  });
});

describe('transfer dialog', () => {
  it('requires topic, recipient and remark with the spec messages and sends nothing', async () => {
    const onDone = vi.fn();
    const qc = new QueryClient();
    render(
      <QueryClientProvider client={qc}>
        <AntApp>
          <TransferDialog open perm={perm()} kind="consult" title="征询意见" topic="" onCancel={() => undefined} onDone={onDone} />
        </AntApp>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByTestId('transfer-ok'));
    expect(await screen.findByText('请输入主题')).toBeTruthy();
    expect(await screen.findByText('请选择接收人')).toBeTruthy();
    expect(await screen.findByText('请输入备注')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('withdraw button', () => {
  const task = (status: string, kind = 'normal'): RunTask => ({ id: status + kind, kind, status, outcome: null, assigneeName: '张伟', opinion: null, doneDate: null });
  const detail = (runs: NodeRun[], status = 'running') => ({ status, graph: { startId: 'start', nodes: graph }, runs }) as unknown as ProcessDetail;
  const withTasks = (r: NodeRun, tasks: RunTask[]) => ({ ...r, tasks });

  it('shows while nobody after the latest start has acted (copies do not count)', () => {
    const start = withTasks(run('r1', 'start', 'start', null), [task('done')]);
    expect(canWithdraw(detail([start, withTasks(run('r2', 'dm', 'task', 'r1'), [task('pending'), task('done', 'cc')])]))).toBe(true);
    expect(canWithdraw(detail([start, withTasks(run('r2', 'dm', 'task', 'r1'), [task('done')])]))).toBe(false);
    expect(canWithdraw(detail([start, withTasks(run('r2', 'dm', 'task', 'r1'), [task('waiting')])]))).toBe(false);
    // Sent back and resubmitted: only what follows the new start counts.
    const again = [start, withTasks(run('r2', 'dm', 'task', 'r1'), [task('done')]), withTasks(run('r3', 'start', 'return', 'r2'), [task('done')]),
      withTasks(run('r4', 'dm', 'task', 'r3'), [task('pending')])];
    expect(canWithdraw(detail(again))).toBe(true);
    expect(canWithdraw(detail(again, 'approved'))).toBe(false);
  });
});
