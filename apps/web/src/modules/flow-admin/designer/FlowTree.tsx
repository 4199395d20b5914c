import { createContext, memo, useContext, useState, type ReactNode } from 'react';
import { Button, Popover, Tag, Tooltip } from 'antd';
import {
  ApartmentOutlined, AuditOutlined, CloseOutlined, ForkOutlined, LeftOutlined, MinusOutlined, PlusOutlined, RightOutlined, SendOutlined, SolutionOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TConditionBranch, TConditionNode, TFlowDefinitionTree, TFlowNode, TParallelNode } from '@ecms/shared';
import { addBranch, createNode, insertAfter, moveBranch, removeBranch, removeNode, type AddableType } from '../tree-ops';
import './designer.css';

/** What the drawer edits: a node, or a branch of a gateway. */
export type Selection = { kind: 'node'; id: string } | { kind: 'branch'; gatewayId: string; branchId: string };

export interface DesignerCtx {
  /** Applies an edit to the tree (stable: a state updater). */
  apply: (edit: (t: TFlowDefinitionTree) => TFlowDefinitionTree) => void;
  select: (s: Selection) => void;
  /** One-line description of a node's handlers / a branch's conditions. */
  describeNode: (n: TFlowNode) => string;
  describeBranch: (b: TConditionBranch) => string;
  readOnly: boolean;
}

const Ctx = createContext<DesignerCtx | null>(null);
const useDesigner = () => useContext(Ctx)!;

const ADDABLE: { type: AddableType; icon: ReactNode; color: string }[] = [
  { type: 'approver', icon: <AuditOutlined />, color: '#ff943e' },
  { type: 'handler', icon: <SolutionOutlined />, color: '#8d6be8' },
  { type: 'cc', icon: <SendOutlined />, color: '#3296fa' },
  { type: 'condition', icon: <ForkOutlined />, color: '#15bc83' },
  { type: 'parallel', icon: <ApartmentOutlined />, color: '#718dff' },
];

/** The "+" between two nodes: a popover of the node kinds to insert there. */
const AddButton = memo(function AddButton({ afterId }: { afterId: string }) {
  const { t } = useTranslation();
  const { apply, select, readOnly } = useDesigner();
  const [open, setOpen] = useState(false);
  if (readOnly) return <div className="wf-add" />;
  const add = (type: AddableType) => {
    setOpen(false);
    const node = createNode(type);
    apply((tree) => insertAfter(tree, afterId, node));
    if (type !== 'condition' && type !== 'parallel') select({ kind: 'node', id: node.id });
  };
  return (
    <div className="wf-add">
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="rightTop"
        title={t('flowAdmin.add.title')}
        content={
          <div className="wf-add-menu" data-testid="wf-add-menu">
            {ADDABLE.map((a) => (
              <button key={a.type} type="button" className="wf-add-menu__item" onClick={() => add(a.type)} data-testid={`wf-add-${a.type}`}>
                <span className="wf-add-menu__icon" style={{ background: a.color }}>{a.icon}</span>
                {t(`flowAdmin.add.${a.type}`)}
              </button>
            ))}
          </div>
        }
      >
        <button type="button" className="wf-add__btn" aria-label={t('flowAdmin.add.title')} data-testid={`wf-add-after-${afterId}`}>
          <PlusOutlined />
        </button>
      </Popover>
    </div>
  );
});

/** An approver / handler / CC / start / sub-flow card. */
/** Equal when what the card shows is unchanged (a changed successor copies the node, not its config). */
const sameCard = (a: { node: TFlowNode }, b: { node: TFlowNode }) =>
  a.node.id === b.node.id && a.node.name === b.node.name && a.node.type === b.node.type
  && (a.node as { config?: unknown }).config === (b.node as { config?: unknown }).config;
const sameGateway = (a: { node: TConditionNode | TParallelNode }, b: { node: TConditionNode | TParallelNode }) =>
  a.node.id === b.node.id && a.node.branches === b.node.branches;

const NodeCard = memo(function NodeCard({ node }: { node: TFlowNode }) {
  const { t } = useTranslation();
  const { apply, select, describeNode, readOnly } = useDesigner();
  const text = describeNode(node);
  const empty = !text;
  return (
    <div
      role="button"
      tabIndex={0}
      className={`wf-node wf-node--${node.type}${empty && node.type !== 'start' ? ' wf-node--error' : ''}`}
      onClick={() => select({ kind: 'node', id: node.id })}
      onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); select({ kind: 'node', id: node.id }); } }}
      data-testid={`wf-node-${node.id}`}
      data-node-type={node.type}
    >
      <div className="wf-node__title">
        <span className="wf-node__title-text">{node.name}</span>
        {node.type !== 'start' && !readOnly && (
          <Tooltip title={t('flowAdmin.designer.deleteNode')}>
            <button
              type="button"
              className="wf-node__close"
              aria-label={t('flowAdmin.designer.deleteNode')}
              onClick={(e) => { e.stopPropagation(); apply((tree) => removeNode(tree, node.id)); }}
              data-testid={`wf-del-${node.id}`}
            >
              <CloseOutlined />
            </button>
          </Tooltip>
        )}
      </div>
      <div className="wf-node__body">
        <span className={`wf-node__text${empty ? ' wf-node__text--empty' : ''}`}>
          {text || (node.type === 'start' ? t('flowAdmin.designer.initiatorAll') : `${t('flowAdmin.designer.unset')}${t(`flowAdmin.type.${node.type}`)}`)}
        </span>
        <RightOutlined style={{ color: '#bbb', fontSize: 12 }} />
      </div>
    </div>
  );
}, sameCard);

/** A branch's head card: name, priority, conditions; move and delete. */
const BranchCard = memo(function BranchCard({ gateway, index }: { gateway: TConditionNode | TParallelNode; index: number }) {
  const { t } = useTranslation();
  const { apply, select, describeBranch, readOnly } = useDesigner();
  const b = gateway.branches[index];
  const isCond = gateway.type === 'condition';
  const cb = b as TConditionBranch;
  const isDefault = isCond && !!cb.isDefault;
  const body = !isCond ? t('flowAdmin.drawer.parallelHint') : isDefault ? t('flowAdmin.designer.otherwise') : describeBranch(cb) || t('flowAdmin.designer.noCondition');
  const last = gateway.branches.length - 1;
  const canLeft = !readOnly && index > 0 && !isDefault;
  const canRight = !readOnly && index < last && !(isCond && (gateway.branches[index + 1] as TConditionBranch).isDefault) && !isDefault;
  return (
    <div
      role="button"
      tabIndex={0}
      className={`wf-branch-card${isCond && !isDefault && cb.conditions.length === 0 ? ' wf-node--error' : ''}`}
      onClick={() => select({ kind: 'branch', gatewayId: gateway.id, branchId: b.id })}
      onKeyDown={(e) => { if (e.key === 'Enter') select({ kind: 'branch', gatewayId: gateway.id, branchId: b.id }); }}
      data-testid={`wf-branch-${b.id}`}
    >
      <div className={`wf-branch-card__head${isCond ? '' : ' wf-branch-card__head--parallel'}`}>
        <span className="wf-branch-card__name">{b.name}</span>
        {isCond && <span className="wf-branch-card__prio">{t('flowAdmin.designer.priority', { n: index + 1 })}</span>}
        {!readOnly && (
          <span className="wf-branch-card__ops" onClick={(e) => e.stopPropagation()}>
            {canLeft && (
              <button type="button" aria-label={t('flowAdmin.designer.moveLeft')} onClick={() => apply((tree) => moveBranch(tree, gateway.id, b.id, -1))}>
                <LeftOutlined />
              </button>
            )}
            {canRight && (
              <button type="button" aria-label={t('flowAdmin.designer.moveRight')} onClick={() => apply((tree) => moveBranch(tree, gateway.id, b.id, 1))}>
                <RightOutlined />
              </button>
            )}
            <button
              type="button"
              aria-label={t('flowAdmin.designer.deleteBranch')}
              onClick={() => apply((tree) => removeBranch(tree, gateway.id, b.id))}
              data-testid={`wf-del-branch-${b.id}`}
            >
              <CloseOutlined />
            </button>
          </span>
        )}
      </div>
      <div className="wf-branch-card__body">{body}</div>
    </div>
  );
});

/** A condition or parallel node: the add-branch button, the branch columns, then what follows. */
const Gateway = memo(function Gateway({ node }: { node: TConditionNode | TParallelNode }) {
  const { t } = useTranslation();
  const { apply, readOnly } = useDesigner();
  const n = node.branches.length;
  return (
    <div className="wf-gateway" data-testid={`wf-gateway-${node.id}`}>
      <div className="wf-gateway__add">
        {readOnly ? (
          <Tag color={node.type === 'condition' ? 'green' : 'geekblue'} style={{ marginInlineEnd: 0 }}>{node.name}</Tag>
        ) : (
          <Button
            size="small"
            shape="round"
            style={{ color: node.type === 'condition' ? '#15bc83' : '#718dff' }}
            onClick={() => apply((tree) => addBranch(tree, node.id))}
            data-testid={`wf-add-branch-${node.id}`}
          >
            {node.type === 'condition' ? t('flowAdmin.designer.addCondition') : t('flowAdmin.designer.addBranch')}
          </Button>
        )}
      </div>
      <div className="wf-gateway__branches">
        {node.branches.map((b, i) => (
          <div key={b.id} className="wf-col">
            {i === 0 && <><span className="wf-col__cover wf-col__cover--top" /><span className="wf-col__cover wf-col__cover--bottom" /></>}
            {i === n - 1 && <><span className="wf-col__cover wf-col__cover--right wf-col__cover--top" /><span className="wf-col__cover wf-col__cover--right wf-col__cover--bottom" /></>}
            <BranchCard gateway={node} index={i} />
            <AddButton afterId={b.id} />
            <Chain node={b.childNode} />
            <div className="wf-col__filler" />
          </div>
        ))}
      </div>
    </div>
  );
}, sameGateway);

/** A node followed by its "+" and the rest of its chain. */
const Chain = memo(function Chain({ node }: { node: TFlowNode | null | undefined }) {
  const items: ReactNode[] = [];
  for (let cur = node; cur; cur = cur.childNode) {
    if (cur.type === 'end') break;
    items.push(
      <div className="wf-node-wrap" key={cur.id}>
        {cur.type === 'condition' || cur.type === 'parallel' ? <Gateway node={cur} /> : <NodeCard node={cur} />}
        <AddButton afterId={cur.id} />
      </div>,
    );
  }
  return <div className="wf-chain">{items}</div>;
});

/** The whole tree on a scrollable, zoomable canvas. */
export function FlowTree({ tree, ctx, testId }: { tree: TFlowDefinitionTree; ctx: DesignerCtx; testId?: string }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(100);
  return (
    <Ctx.Provider value={ctx}>
      <div className={`wf-canvas${ctx.readOnly ? ' wf-readonly' : ''}`} data-testid={testId ?? 'wf-canvas'}>
        <div className="wf-zoom">
          <Button size="small" type="text" icon={<MinusOutlined />} aria-label={t('flowAdmin.designer.zoomOut')} disabled={zoom <= 50} onClick={() => setZoom((z) => z - 10)} />
          <span style={{ fontSize: 12, minWidth: 36, textAlign: 'center' }}>{zoom}%</span>
          <Button size="small" type="text" icon={<PlusOutlined />} aria-label={t('flowAdmin.designer.zoomIn')} disabled={zoom >= 150} onClick={() => setZoom((z) => z + 10)} />
        </div>
        <div className="wf-canvas__inner" style={{ transform: zoom === 100 ? undefined : `scale(${zoom / 100})` }}>
          <Chain node={tree.root} />
          <div className="wf-end">
            <span className="wf-end__dot" />
            {t('flowAdmin.designer.end')}
          </div>
        </div>
      </div>
    </Ctx.Provider>
  );
}
