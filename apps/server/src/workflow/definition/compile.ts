import type {
  TApproverConfig, TAssigneeRule, TCondition, TFlowDefinitionTree, TFlowNode, TStartNode,
} from '@ecms/shared';

/*
 * Publishing: validate the designed tree, then compile it to a flat graph the engine walks.
 * Every node knows its successor; condition nodes list their branches' first nodes; a parallel
 * node fans out to its branches, which all meet at a generated join node.
 */

export type GraphNodeType = 'start' | 'approver' | 'handler' | 'cc' | 'condition' | 'parallel' | 'join' | 'subprocess' | 'end';

export interface GraphBranch { id: string; name: string; conditions: TCondition[]; isDefault: boolean; target: string }

export interface GraphNode {
  id: string;
  type: GraphNodeType;
  name: string;
  /** Successor (all types but condition, parallel and end). */
  next?: string;
  /** condition: ordered branches (default last); parallel: one per branch. */
  branches?: GraphBranch[];
  /** parallel: its join node; join: its parallel node and how many branches meet there. */
  joinId?: string;
  parallelId?: string;
  branchCount?: number;
  /** Nesting inside parallel branches, outermost first: `${parallelId}:${branchIndex}`. */
  scope: string[];
  approver?: TApproverConfig;
  cc?: { assignee: TAssigneeRule };
  start?: TStartNode['config'];
  subprocess?: { processCode: string; wait?: boolean };
}

export interface FlowGraph { startId: string; endId: string; nodes: Record<string, GraphNode>; order: string[] }

export class DefinitionError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('；'));
    this.name = 'DefinitionError';
  }
}

const USER_NODE_TYPES = new Set(['approver', 'handler']);

function ruleIsEmpty(rule: TAssigneeRule): boolean {
  switch (rule.type) {
    case 'users': return rule.userIds.length === 0;
    case 'role': return rule.roleCodes.length === 0;
    case 'staffRank': return rule.ranks.length === 0;
    case 'formField': return !rule.field;
    default: return false;
  }
}

/** All problems of a tree, in Chinese, empty when it can be published. */
export function validateTree(def: TFlowDefinitionTree): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const root = def.root;
  if (root.type !== 'start') problems.push('流程必须以发起人节点开始');

  const walk = (node: TFlowNode | null | undefined, inBranch: boolean): void => {
    let cur = node;
    let afterEnd = false;
    while (cur) {
      if (ids.has(cur.id)) problems.push(`节点编号「${cur.id}」重复`);
      ids.add(cur.id);
      if (afterEnd) problems.push(`节点「${cur.name}」在结束节点之后，不可达`);
      if (cur.type === 'start' && cur !== root) problems.push(`节点「${cur.name}」：发起人节点只能是第一个节点`);
      if (cur.type === 'end') {
        if (inBranch) problems.push(`节点「${cur.name}」：分支内不能放置结束节点`);
        afterEnd = true;
      }
      if (USER_NODE_TYPES.has(cur.type)) {
        const cfg = (cur as Extract<TFlowNode, { type: 'approver' | 'handler' }>).config;
        if (ruleIsEmpty(cfg.assignee)) problems.push(`审批节点「${cur.name}」未设置审批人`);
        if (cfg.mode === 'ratio' && !cfg.ratio) problems.push(`审批节点「${cur.name}」未设置通过比例`);
      }
      if (cur.type === 'cc' && ruleIsEmpty(cur.config.assignee)) problems.push(`抄送节点「${cur.name}」未设置抄送人`);
      if (cur.type === 'subprocess' && !cur.config.processCode) problems.push(`子流程节点「${cur.name}」未选择子流程`);
      if (cur.type === 'condition') {
        if (cur.branches.length < 2) problems.push(`条件分支「${cur.name}」至少需要两个分支`);
        const defaults = cur.branches.filter((b) => b.isDefault);
        if (defaults.length === 0) problems.push(`条件分支「${cur.name}」缺少默认分支`);
        if (defaults.length > 1) problems.push(`条件分支「${cur.name}」只能有一个默认分支`);
        for (const b of cur.branches) {
          if (ids.has(b.id)) problems.push(`节点编号「${b.id}」重复`);
          ids.add(b.id);
          if (!b.isDefault && b.conditions.length === 0) {
            problems.push(`条件分支「${cur.name}」的分支「${b.name}」未设置条件，之后的分支不可达`);
          }
          walk(b.childNode, true);
        }
      }
      if (cur.type === 'parallel') {
        if (cur.branches.length < 2) problems.push(`并行分支「${cur.name}」至少需要两个分支`);
        for (const b of cur.branches) {
          if (ids.has(b.id)) problems.push(`节点编号「${b.id}」重复`);
          ids.add(b.id);
          walk(b.childNode, true);
        }
      }
      cur = cur.childNode ?? undefined;
    }
  };
  walk(root, false);
  return problems;
}

/** Validates and compiles; throws DefinitionError listing every problem. */
export function compileTree(def: TFlowDefinitionTree): FlowGraph {
  const problems = validateTree(def);
  if (problems.length) throw new DefinitionError(problems);

  const nodes: Record<string, GraphNode> = {};
  const order: string[] = [];
  const endId = '__end';
  const put = (n: GraphNode) => {
    nodes[n.id] = n;
    order.push(n.id);
  };

  /** Compiles a chain that continues at `cont` when it runs out; returns its first node id. */
  const chain = (node: TFlowNode | null | undefined, cont: string, scope: string[]): string => {
    if (!node) return cont;
    if (node.type === 'end') return endId;
    const next = () => chain(node.childNode, cont, scope);
    switch (node.type) {
      case 'start': {
        const n: GraphNode = { id: node.id, type: 'start', name: node.name, scope, start: node.config };
        put(n);
        n.next = next();
        return n.id;
      }
      case 'approver':
      case 'handler': {
        const n: GraphNode = { id: node.id, type: node.type, name: node.name, scope, approver: node.config };
        put(n);
        n.next = next();
        return n.id;
      }
      case 'cc': {
        const n: GraphNode = { id: node.id, type: 'cc', name: node.name, scope, cc: node.config };
        put(n);
        n.next = next();
        return n.id;
      }
      case 'subprocess': {
        const n: GraphNode = { id: node.id, type: 'subprocess', name: node.name, scope, subprocess: node.config };
        put(n);
        n.next = next();
        return n.id;
      }
      case 'condition': {
        const n: GraphNode = { id: node.id, type: 'condition', name: node.name, scope };
        put(n);
        const after = next();
        const branches = [...node.branches.filter((b) => !b.isDefault), ...node.branches.filter((b) => b.isDefault)];
        n.branches = branches.map((b) => ({
          id: b.id, name: b.name, conditions: b.conditions, isDefault: !!b.isDefault, target: chain(b.childNode, after, scope),
        }));
        return n.id;
      }
      case 'parallel': {
        const joinId = `${node.id}__join`;
        const n: GraphNode = { id: node.id, type: 'parallel', name: node.name, scope, joinId };
        const join: GraphNode = { id: joinId, type: 'join', name: `${node.name}（汇合）`, scope, parallelId: node.id, branchCount: node.branches.length };
        put(n);
        put(join);
        join.next = next();
        n.branches = node.branches.map((b, i) => ({
          id: b.id, name: b.name, conditions: [], isDefault: false, target: chain(b.childNode, joinId, [...scope, `${node.id}:${i}`]),
        }));
        return n.id;
      }
    }
  };
  const startId = chain(def.root, endId, []);
  put({ id: endId, type: 'end', name: '结束', scope: [] });

  // Return targets must name nodes that exist and come before the node in the flow.
  const upstream = upstreamOf({ startId, endId, nodes, order });
  const targetProblems: string[] = [];
  for (const n of Object.values(nodes)) {
    const rt = n.approver?.returnTargets;
    if (!Array.isArray(rt)) continue;
    for (const t of rt) {
      if (!upstream.get(n.id)?.has(t)) targetProblems.push(`节点「${n.name}」的退回节点「${t}」不存在或不在其之前`);
    }
  }
  if (targetProblems.length) throw new DefinitionError(targetProblems);
  return { startId, endId, nodes, order };
}

/** For each node, the user-facing nodes (start, approver, handler) that can precede it. */
export function upstreamOf(graph: FlowGraph): Map<string, Set<string>> {
  const preds = new Map<string, Set<string>>();
  const addEdge = (from: string, to: string) => {
    if (!preds.has(to)) preds.set(to, new Set());
    preds.get(to)!.add(from);
  };
  for (const n of Object.values(graph.nodes)) {
    if (n.next) addEdge(n.id, n.next);
    for (const b of n.branches ?? []) addEdge(n.id, b.target);
  }
  const result = new Map<string, Set<string>>();
  for (const id of Object.keys(graph.nodes)) {
    const seen = new Set<string>();
    const stack = [...(preds.get(id) ?? [])];
    while (stack.length) {
      const p = stack.pop()!;
      if (seen.has(p)) continue;
      seen.add(p);
      stack.push(...(preds.get(p) ?? []));
    }
    result.set(id, new Set([...seen].filter((p) => ['start', 'approver', 'handler'].includes(graph.nodes[p].type))));
  }
  return result;
}

/** True when `inner` lies in the same parallel branch as `outer` or deeper inside it. */
export function scopeWithin(inner: string[], outer: string[]): boolean {
  return outer.every((s, i) => inner[i] === s);
}
