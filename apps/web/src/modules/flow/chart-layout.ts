import type { GraphNode, NodeRun } from '../../api/wf-handle';

/*
 * Layout of the compiled flow graph for the chart: top to bottom, one layer per longest path
 * from the start, nodes of a layer side by side and centred. Return loops come from the runs:
 * a run entered by 'return' points back from the node that sent it.
 */

export const NODE_W = 210;
export const COL_GAP = 40;
export const ROW_H = 110;

export interface LaidNode {
  node: GraphNode;
  x: number;
  y: number;
}

export interface FlowEdge {
  id: string;
  source: string;
  target: string;
  label?: string;
  kind: 'flow' | 'return';
}

export function graphEdges(nodes: GraphNode[], runs: NodeRun[] = []): FlowEdge[] {
  const ids = new Set(nodes.map((n) => n.id));
  const out: FlowEdge[] = [];
  for (const n of nodes) {
    if (n.branches.length > 0) {
      for (const b of n.branches) if (ids.has(b.target)) out.push({ id: `${n.id}>${b.id}`, source: n.id, target: b.target, label: b.name, kind: 'flow' });
    } else if (n.next && ids.has(n.next)) {
      out.push({ id: `${n.id}>${n.next}`, source: n.id, target: n.next, kind: 'flow' });
    }
  }
  const byId = new Map(runs.map((r) => [r.id, r]));
  const seen = new Set<string>();
  for (const r of runs) {
    const from = r.fromRunId ? byId.get(r.fromRunId) : undefined;
    if (r.entered !== 'return' || !from) continue;
    const key = `${from.nodeId}<${r.nodeId}`;
    if (seen.has(key) || !ids.has(from.nodeId) || !ids.has(r.nodeId)) continue;
    seen.add(key);
    out.push({ id: `return:${key}`, source: from.nodeId, target: r.nodeId, kind: 'return' });
  }
  return out;
}

/** Longest-path layers over the forward edges (the compiled graph is acyclic). */
export function layoutGraph(nodes: GraphNode[], startId: string): LaidNode[] {
  const edges = graphEdges(nodes).filter((e) => e.kind === 'flow');
  const preds = new Map<string, string[]>();
  for (const e of edges) preds.set(e.target, [...(preds.get(e.target) ?? []), e.source]);
  const depth = new Map<string, number>();
  const visiting = new Set<string>();
  const depthOf = (id: string): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    if (id === startId || visiting.has(id)) return 0;
    visiting.add(id);
    const d = Math.max(-1, ...(preds.get(id) ?? []).map(depthOf)) + 1;
    visiting.delete(id);
    depth.set(id, d);
    return d;
  };
  const layers = new Map<number, GraphNode[]>();
  for (const n of nodes) {
    const d = depthOf(n.id);
    layers.set(d, [...(layers.get(d) ?? []), n]);
  }
  const out: LaidNode[] = [];
  for (const [d, row] of layers) {
    row.forEach((node, i) => {
      out.push({ node, x: (i - (row.length - 1) / 2) * (NODE_W + COL_GAP), y: d * ROW_H });
    });
  }
  return out;
}

/** The latest run of each node (its operators and times are what the chart shows). */
export function latestRuns(runs: NodeRun[]): Map<string, NodeRun> {
  const m = new Map<string, NodeRun>();
  for (const r of runs) m.set(r.nodeId, r);
  return m;
}
