import type {
  TApproverNode, TAssigneeRule, TConditionBranch, TConditionNode, TFlowDefinitionTree, TFlowNode, TParallelBranch, TParallelNode,
} from '@ecms/shared';

/*
 * Pure, immutable edits of the designer's tree. The designer edits the shared model itself
 * (packages/shared workflow.ts), so saving needs no conversion beyond `toModel`'s clean-up.
 * Every edit copies only the path from the root to the changed node: untouched subtrees keep
 * their identity, which lets the memoised node components skip re-rendering.
 */

export type AddableType = 'approver' | 'handler' | 'cc' | 'condition' | 'parallel';
export type Branch = TConditionBranch | TParallelBranch;
type Gateway = TConditionNode | TParallelNode;

let seq = 0;
/** A node id the model accepts (`[\w-]+`) and unlikely to collide with any other. */
export function newNodeId(prefix = 'node'): string {
  seq = (seq + 1) % 1296;
  return `${prefix}_${Date.now().toString(36)}${seq.toString(36).padStart(2, '0')}${Math.random().toString(36).slice(2, 6)}`;
}

const NAMES: Record<AddableType, string> = { approver: '审批人', handler: '办理人', cc: '抄送人', condition: '条件分支', parallel: '并行分支' };

const emptyUsers = (): TAssigneeRule => ({ type: 'users', userIds: [] });

/** A fresh node of the kind chosen under a "+" button. */
export function createNode(type: AddableType): TFlowNode {
  const id = newNodeId(type);
  switch (type) {
    case 'approver':
    case 'handler':
      return { id, name: NAMES[type], type, config: { assignee: emptyUsers(), mode: type === 'approver' ? 'orSign' : 'single', noAssignee: 'toAdmin' } };
    case 'cc':
      return { id, name: NAMES.cc, type: 'cc', config: { assignee: emptyUsers() } };
    case 'condition':
      return {
        id, name: NAMES.condition, type: 'condition',
        branches: [createBranch('condition', 1), { ...createBranch('condition', 2), name: '默认条件', isDefault: true }],
      };
    case 'parallel':
      return { id, name: NAMES.parallel, type: 'parallel', branches: [createBranch('parallel', 1), createBranch('parallel', 2)] };
  }
}

export function createBranch(kind: 'condition', n: number): TConditionBranch;
export function createBranch(kind: 'parallel', n: number): TParallelBranch;
export function createBranch(kind: 'condition' | 'parallel', n: number): Branch {
  const id = newNodeId('branch');
  return kind === 'condition' ? { id, name: `条件${n}`, conditions: [], childNode: null } : { id, name: `分支${n}`, childNode: null };
}

const isGateway = (n: TFlowNode): n is Gateway => n.type === 'condition' || n.type === 'parallel';

/**
 * Applies `fn` to the chain starting at `node` wherever `match` holds, copying only changed paths.
 * `fn` gets the matching node and answers its replacement (which may be its child, or null).
 */
function mapChain(node: TFlowNode | null | undefined, edit: (n: TFlowNode) => TFlowNode | null | undefined | false): TFlowNode | null | undefined {
  if (!node) return node;
  const replaced = edit(node);
  if (replaced !== false) return replaced;
  let changed = false;
  let next: TFlowNode = node;
  if (isGateway(node)) {
    const branches = node.branches.map((b) => {
      const c = mapChain(b.childNode, edit);
      if (c === b.childNode) return b;
      changed = true;
      return { ...b, childNode: c ?? null };
    });
    if (changed) next = { ...node, branches } as TFlowNode;
  }
  const child = mapChain(node.childNode, edit);
  if (child !== node.childNode) {
    next = { ...next, childNode: child ?? null };
    changed = true;
  }
  return changed ? next : node;
}

function mapRoot(tree: TFlowDefinitionTree, edit: (n: TFlowNode) => TFlowNode | null | undefined | false): TFlowDefinitionTree {
  const root = mapChain(tree.root, edit);
  return root === tree.root || !root ? tree : { ...tree, root };
}

/**
 * Inserts `node` right after the node or at the head of the branch named `afterId` (the "+"
 * between two nodes); whatever followed continues after the new node (after its branches, for
 * a gateway).
 */
export function insertAfter(tree: TFlowDefinitionTree, afterId: string, node: TFlowNode): TFlowDefinitionTree {
  const link = (rest: TFlowNode | null | undefined): TFlowNode => ({ ...node, childNode: rest ?? null });
  return mapRoot(tree, (n) => {
    if (n.id === afterId) return { ...n, childNode: link(n.childNode) };
    if (isGateway(n) && n.branches.some((b) => b.id === afterId)) {
      return { ...n, branches: n.branches.map((b) => (b.id === afterId ? { ...b, childNode: link(b.childNode) } : b)) } as TFlowNode;
    }
    return false;
  });
}

/** Removes a node (not the start): what followed it takes its place. A gateway goes with its branches. */
export function removeNode(tree: TFlowDefinitionTree, id: string): TFlowDefinitionTree {
  if (tree.root.id === id) return tree;
  return mapRoot(tree, (n) => (n.id === id ? n.childNode ?? null : false));
}

/** Replaces fields of one node (by id). */
export function updateNode(tree: TFlowDefinitionTree, id: string, patch: (n: TFlowNode) => TFlowNode): TFlowDefinitionTree {
  return mapRoot(tree, (n) => (n.id === id ? patch(n) : false));
}

/** Adds a branch: a condition gets it before its default branch (the default stays last). */
export function addBranch(tree: TFlowDefinitionTree, gatewayId: string): TFlowDefinitionTree {
  return mapRoot(tree, (n) => {
    if (n.id !== gatewayId || !isGateway(n)) return false;
    const count = n.branches.length + 1;
    if (n.type === 'parallel') return { ...n, branches: [...n.branches, createBranch('parallel', count)] };
    const def = n.branches.findIndex((b) => b.isDefault);
    const at = def < 0 ? n.branches.length : def;
    const branches = [...n.branches];
    branches.splice(at, 0, createBranch('condition', count));
    return { ...n, branches };
  });
}

/**
 * Removes a branch. With one branch left the gateway has no meaning: it is replaced by that
 * branch's nodes followed by what came after the gateway. A removed default passes to the last branch.
 */
export function removeBranch(tree: TFlowDefinitionTree, gatewayId: string, branchId: string): TFlowDefinitionTree {
  return mapRoot(tree, (n) => {
    if (n.id !== gatewayId || !isGateway(n)) return false;
    const removed = n.branches.find((b) => b.id === branchId);
    if (!removed) return n;
    const left = n.branches.filter((b) => b.id !== branchId);
    if (left.length <= 1) return appendChain(left[0]?.childNode, n.childNode);
    if (n.type === 'condition' && (removed as TConditionBranch).isDefault) {
      const last = left.length - 1;
      return { ...n, branches: (left as TConditionBranch[]).map((b, i) => (i === last ? { ...b, isDefault: true, conditions: [] } : b)) };
    }
    return { ...n, branches: left } as TFlowNode;
  });
}

/** Replaces fields of one branch. */
export function updateBranch(tree: TFlowDefinitionTree, gatewayId: string, branchId: string, patch: (b: Branch) => Branch): TFlowDefinitionTree {
  return mapRoot(tree, (n) => {
    if (n.id !== gatewayId || !isGateway(n)) return false;
    return { ...n, branches: n.branches.map((b) => (b.id === branchId ? patch(b) : b)) } as TFlowNode;
  });
}

/** Moves a condition branch one place left or right (priority); the default stays last. */
export function moveBranch(tree: TFlowDefinitionTree, gatewayId: string, branchId: string, delta: -1 | 1): TFlowDefinitionTree {
  return mapRoot(tree, (n) => {
    if (n.id !== gatewayId || !isGateway(n)) return false;
    const i = n.branches.findIndex((b) => b.id === branchId);
    const j = i + delta;
    if (i < 0 || j < 0 || j >= n.branches.length) return n;
    if (n.type === 'condition' && (n.branches[i] as TConditionBranch).isDefault) return n;
    if (n.type === 'condition' && (n.branches[j] as TConditionBranch).isDefault) return n;
    const branches = [...n.branches];
    [branches[i], branches[j]] = [branches[j], branches[i]];
    return { ...n, branches } as TFlowNode;
  });
}

function appendChain(head: TFlowNode | null | undefined, tail: TFlowNode | null | undefined): TFlowNode | null {
  if (!head) return tail ?? null;
  return { ...head, childNode: appendChain(head.childNode, tail) };
}

/** Every node in order (depth first: a gateway, its branches' nodes, then what follows it). */
export function listNodes(tree: TFlowDefinitionTree): TFlowNode[] {
  const out: TFlowNode[] = [];
  const walk = (n: TFlowNode | null | undefined) => {
    for (let cur = n; cur; cur = cur.childNode) {
      out.push(cur);
      if (isGateway(cur)) for (const b of cur.branches) walk(b.childNode);
    }
  };
  walk(tree.root);
  return out;
}

export function findNode(tree: TFlowDefinitionTree, id: string): TFlowNode | undefined {
  return listNodes(tree).find((n) => n.id === id);
}

/** The gateway holding a branch, with the branch. */
export function findBranch(tree: TFlowDefinitionTree, branchId: string): { gateway: Gateway; branch: Branch; index: number } | undefined {
  for (const n of listNodes(tree)) {
    if (!isGateway(n)) continue;
    const index = n.branches.findIndex((b) => b.id === branchId);
    if (index >= 0) return { gateway: n, branch: n.branches[index], index };
  }
  return undefined;
}

/** Approver and handler nodes before `id` in the listing (candidates for return targets). */
export function nodesBefore(tree: TFlowDefinitionTree, id: string): TApproverNode[] {
  const all = listNodes(tree);
  const at = all.findIndex((n) => n.id === id);
  return all.slice(0, at < 0 ? all.length : at).filter((n): n is TApproverNode => n.type === 'approver' || n.type === 'handler');
}

/** A new definition's tree: the initiator alone. */
export function emptyTree(): TFlowDefinitionTree {
  return { root: { id: 'start', name: '发起人', type: 'start', childNode: null } };
}

/**
 * The tree as the server stores it: button names left blank are dropped (the engine uses the
 * standard names) and `null` children are left out.
 */
export function toModel(tree: TFlowDefinitionTree): TFlowDefinitionTree {
  const clean = (n: TFlowNode | null | undefined): TFlowNode | undefined => {
    if (!n) return undefined;
    const out = { ...n, childNode: clean(n.childNode) } as TFlowNode & Record<string, unknown>;
    if (out.childNode === undefined) delete out.childNode;
    if (isGateway(out)) {
      out.branches = out.branches.map((b) => {
        const c = { ...b, childNode: clean(b.childNode) } as Branch & Record<string, unknown>;
        if (c.childNode === undefined) delete c.childNode;
        return c;
      }) as never;
    }
    if ((out.type === 'approver' || out.type === 'handler') && out.config.buttons) {
      const buttons = Object.fromEntries(Object.entries(out.config.buttons).map(([k, v]) => [k, v && (v.name?.trim() ? { enabled: v.enabled, name: v.name.trim() } : { enabled: v.enabled })]));
      out.config = { ...out.config, buttons };
    }
    return out;
  };
  return { ...tree, root: clean(tree.root)! };
}
