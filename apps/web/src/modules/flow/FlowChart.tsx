import { useMemo } from 'react';
import { Background, Controls, Handle, MarkerType, type Edge, type Node, type NodeProps, Position, ReactFlow } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { NodeRun, NodeState, ProcessDetail } from '../../api/wf-handle';
import { graphEdges, latestRuns, layoutGraph, NODE_W, ROW_H } from './chart-layout';

/** Node colours by state: border, background, tag colour. */
const STATE_STYLE: Record<NodeState, { border: string; bg: string; tag: string }> = {
  done: { border: '#52c41a', bg: '#f6ffed', tag: 'success' },
  active: { border: '#1677ff', bg: '#e6f4ff', tag: 'processing' },
  returned: { border: '#fa8c16', bg: '#fff7e6', tag: 'warning' },
  rejected: { border: '#ff4d4f', bg: '#fff1f0', tag: 'error' },
  cancelled: { border: '#bfbfbf', bg: '#fafafa', tag: 'default' },
  notReached: { border: '#d9d9d9', bg: '#ffffff', tag: 'default' },
};

const GATEWAYS = new Set(['condition', 'parallel', 'join']);

interface FlowNodeData extends Record<string, unknown> {
  name: string;
  type: string;
  state: NodeState;
  run?: NodeRun;
}

function FlowNodeView({ data }: NodeProps<Node<FlowNodeData>>) {
  const { t } = useTranslation();
  const s = STATE_STYLE[data.state];
  const gateway = GATEWAYS.has(data.type);
  const handles = (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
      <Handle id="loop-out" type="source" position={Position.Left} isConnectable={false} />
      <Handle id="loop-in" type="target" position={Position.Left} isConnectable={false} style={{ top: '30%' }} />
      <Handle id="skip-out" type="source" position={Position.Right} isConnectable={false} />
      <Handle id="skip-in" type="target" position={Position.Right} isConnectable={false} />
    </>
  );
  if (gateway) {
    return (
      <div className="ecms-flow-gateway" style={{ borderColor: s.border, background: s.bg }} data-testid="flow-chart-node" data-state={data.state}>
        {handles}
        {data.name}
      </div>
    );
  }
  const tasks = (data.run?.tasks ?? []).filter((x) => x.kind !== 'cc');
  return (
    <div className="ecms-flow-node" style={{ borderColor: s.border, background: s.bg, width: NODE_W }} data-testid="flow-chart-node" data-state={data.state}>
      {handles}
      <div className="ecms-flow-node-head">
        <Typography.Text strong ellipsis title={data.name}>{data.name}</Typography.Text>
        <Tag color={s.tag} style={{ marginInlineEnd: 0 }}>{t(`flowHandle.state.${data.state}`)}</Tag>
      </div>
      {tasks.length > 0 && (
        <div className="ecms-flow-node-body">
          {tasks.slice(0, 4).map((x) => (
            <div key={x.id} className="ecms-flow-node-op">
              <span>{x.assigneeName ?? '-'}</span>
              <span className="ecms-flow-node-time">{x.doneDate ? dayjs(x.doneDate).format('MM-DD HH:mm') : t(`flowHandle.state.active`)}</span>
            </div>
          ))}
          {tasks.length > 4 && <div className="ecms-flow-node-time">+{tasks.length - 4}</div>}
        </div>
      )}
    </div>
  );
}

const nodeTypes = { flow: FlowNodeView };

/** flow-chart: the compiled graph with each node's state, operators and times, return loops in orange. */
export function FlowChart({ detail }: { detail: ProcessDetail }) {
  const { t } = useTranslation();
  const { nodes, edges, height } = useMemo(() => {
    const runs = latestRuns(detail.runs);
    const laid = layoutGraph(detail.graph.nodes, detail.graph.startId);
    const nodes: Node<FlowNodeData>[] = laid.map(({ node, x, y }) => ({
      id: node.id,
      type: 'flow',
      position: { x: GATEWAYS.has(node.type) ? x + NODE_W / 2 - 50 : x, y: GATEWAYS.has(node.type) ? y + 20 : y },
      data: { name: node.name, type: node.type, state: node.state, run: runs.get(node.id) },
      draggable: false,
      selectable: false,
    }));
    const stateOf = new Map(detail.graph.nodes.map((n) => [n.id, n.state]));
    const yOf = new Map(laid.map((l) => [l.node.id, l.y]));
    const edges: Edge[] = graphEdges(detail.graph.nodes, detail.runs).map((e) => {
      if (e.kind === 'return') {
        return {
          id: e.id, source: e.source, target: e.target, sourceHandle: 'loop-out', targetHandle: 'loop-in', type: 'smoothstep',
          label: t('flowHandle.returnLoop'), animated: true, pathOptions: { offset: 40 },
          style: { stroke: '#fa8c16', strokeWidth: 2, strokeDasharray: '6 4' }, labelStyle: { fill: '#d46b08' },
          markerEnd: { type: MarkerType.ArrowClosed, color: '#fa8c16' },
        } as Edge;
      }
      const reached = stateOf.get(e.target) !== 'notReached' && stateOf.get(e.source) !== 'notReached';
      const color = reached ? '#52c41a' : '#bfbfbf';
      // An edge skipping layers goes round the right side instead of through the nodes between.
      const skips = (yOf.get(e.target) ?? 0) - (yOf.get(e.source) ?? 0) > ROW_H;
      return {
        id: e.id, source: e.source, target: e.target, type: 'smoothstep', label: e.label,
        ...(skips && { sourceHandle: 'skip-out', targetHandle: 'skip-in', pathOptions: { offset: 30 } }),
        style: { stroke: color, strokeWidth: reached ? 2 : 1.5 }, markerEnd: { type: MarkerType.ArrowClosed, color },
      };
    });
    // Tall enough to show the whole flow near full size; the page scrolls, not the chart.
    const height = Math.max(420, Math.max(0, ...laid.map((l) => l.y)) + ROW_H + 40);
    return { nodes, edges, height };
  }, [detail, t]);

  if (nodes.length === 0) return <Empty description={t('flowHandle.chartFailed')} />;
  return (
    <div className="ecms-flow-chart" style={{ height }} data-testid="flow-chart">
      <ReactFlow nodes={nodes} edges={edges} nodeTypes={nodeTypes} fitView fitViewOptions={{ padding: 0.15, maxZoom: 1 }}
        nodesConnectable={false} nodesDraggable={false} elementsSelectable={false} zoomOnScroll={false} preventScrolling={false} proOptions={{ hideAttribution: true }} minZoom={0.2}>
        <Background gap={16} color="#f0f0f0" />
        <Controls showInteractive={false} />
      </ReactFlow>
      <Space className="ecms-flow-legend" size={4} wrap>
        {(Object.keys(STATE_STYLE) as NodeState[]).filter((s) => s !== 'cancelled').map((s) => (
          <Tag key={s} color={STATE_STYLE[s].tag} variant="outlined">{t(`flowHandle.state.${s}`)}</Tag>
        ))}
        <Tag color="orange">⟲ {t('flowHandle.returnLoop')}</Tag>
      </Space>
    </div>
  );
}
