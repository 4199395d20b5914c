import { createContext, useContext, useRef, useState } from 'react';
import { Alert, Button, Space, Tooltip, Typography } from 'antd';
import { HolderOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListTableProps } from './list-page';
import { useApp } from './use-app';

/*
 * Drag-and-drop tree table with check boxes (spec 3 §2 "Dialogs and screens": menus, member
 * levels, roles, tree dictionaries). Rows are dragged with the browser's native drag and drop
 * (no extra dependency); the drop position comes from where the pointer is on the target row.
 * The table only reports the move: the page saves it (the server computes the new sort values).
 * Touch screens fire no HTML5 drag events, so the grip is also a button: tap it to pick the row,
 * tap the target row, then choose before / after / as its child in the bar above the table
 * (works with a mouse and the keyboard too).
 */

export type DropPosition = 'before' | 'after' | 'inside';

export interface RowMove {
  sourceId: string;
  targetId: string;
  position: DropPosition;
}

export interface SortableRow {
  id: string;
  parentId?: string | null;
  children?: SortableRow[];
}

/**
 * Where on the target row the pointer is: the upper half is "before", the lower half "after";
 * when nesting is allowed the middle half of the row means "inside" (become its last child).
 */
export function dropPosition(offsetY: number, height: number, allowInside: boolean): DropPosition {
  const ratio = height > 0 ? offsetY / height : 0;
  if (!allowInside) return ratio < 0.5 ? 'before' : 'after';
  if (ratio < 0.25) return 'before';
  if (ratio > 0.75) return 'after';
  return 'inside';
}

/** The parent id of every row of a tree (top-level rows map to null). */
export function parentIndex(rows: SortableRow[], parent: string | null = null, out = new Map<string, string | null>()): Map<string, string | null> {
  for (const r of rows) {
    out.set(r.id, parent);
    if (r.children?.length) parentIndex(r.children, r.id, out);
  }
  return out;
}

/** Whether `id` is `ancestorId` or lies below it. */
export function isSelfOrDescendant(parents: Map<string, string | null>, ancestorId: string, id: string): boolean {
  const seen = new Set<string>();
  for (let cur: string | null | undefined = id; cur && !seen.has(cur); cur = parents.get(cur)) {
    if (cur === ancestorId) return true;
    seen.add(cur);
  }
  return false;
}

/** The row list `id` belongs to (its siblings, itself included), in display order. */
export function siblingsOf<T extends SortableRow>(rows: T[], id: string): T[] | null {
  if (rows.some((r) => r.id === id)) return rows;
  for (const r of rows) {
    const hit = r.children?.length ? siblingsOf(r.children as T[], id) : null;
    if (hit) return hit;
  }
  return null;
}

/** Keyboard reordering (Alt+↑ / Alt+↓): the move that swaps a row with its previous / next sibling. */
export function keyboardMove(rows: SortableRow[], id: string, key: string): RowMove | null {
  const list = siblingsOf(rows, id);
  if (!list) return null;
  const i = list.findIndex((r) => r.id === id);
  if (key === 'ArrowUp' && i > 0) return { sourceId: id, targetId: list[i - 1].id, position: 'before' };
  if (key === 'ArrowDown' && i < list.length - 1) return { sourceId: id, targetId: list[i + 1].id, position: 'after' };
  return null;
}

/** The pick-and-place state a row's grip button reads (set by DragSortTable). */
const PickContext = createContext<{ enabled: boolean; picked: string | null; pick: (id: string | null) => void } | null>(null);

export type MoveCheck = 'ok' | 'self' | 'descendant' | 'otherLevel';

/**
 * Whether a move is allowed before it is sent: never onto the row itself or into its own
 * subtree; with `sameLevelOnly`, only among siblings (before/after a row of the same parent).
 */
export function checkMove(rows: SortableRow[], move: RowMove, sameLevelOnly: boolean): MoveCheck {
  if (move.sourceId === move.targetId) return 'self';
  const parents = parentIndex(rows);
  const newParent = move.position === 'inside' ? move.targetId : (parents.get(move.targetId) ?? null);
  if (newParent && isSelfOrDescendant(parents, move.sourceId, newParent)) return 'descendant';
  if (sameLevelOnly && (move.position === 'inside' || (parents.get(move.sourceId) ?? null) !== newParent)) return 'otherLevel';
  return 'ok';
}

/**
 * The rows as they will look after the move (for an immediate redraw while the save runs).
 * Rows keep their objects; only the arrays along the way are new.
 */
export function applyMove<T extends SortableRow>(rows: T[], move: RowMove): T[] {
  let moved: T | undefined;
  const take = (list: T[]): T[] =>
    list.flatMap((r) => {
      if (r.id === move.sourceId) {
        moved = r;
        return [];
      }
      return r.children?.length ? [{ ...r, children: take(r.children as T[]) }] : [r];
    });
  const without = take(rows);
  if (!moved) return rows;
  const src = moved;
  let placed = false;
  const put = (list: T[], parentId: string | null): T[] =>
    list.flatMap((r) => {
      const kids = r.children?.length ? put(r.children as T[], r.id) : (r.children as T[] | undefined);
      const self = kids === r.children ? r : { ...r, children: kids };
      if (r.id !== move.targetId) return [self];
      placed = true;
      if (move.position === 'inside') return [{ ...self, children: [...((self.children as T[]) ?? []), { ...src, parentId: r.id }] }];
      const sibling = { ...src, parentId };
      return move.position === 'before' ? [sibling, self] : [self, sibling];
    });
  const out = put(without, null);
  return placed ? out : rows;
}

export interface DragSortTableProps<T extends SortableRow> extends ListTableProps<T> {
  /** Called with an allowed move; the page saves it. Without it the rows do not drag. */
  onMove?: (move: RowMove) => void;
  /** Allow dropping onto the middle of a row to make the dragged row its child. */
  allowInside?: boolean;
  /** Only reorder among siblings (a drop at another level shows a warning). */
  sameLevelOnly?: boolean;
  /** Temporarily stop dragging (e.g. while a search filter hides rows). */
  dragDisabled?: boolean;
  /** data-testid of each row. */
  rowTestId?: string;
  /** The row's name in the pick-and-place bar (default: its label, name or id). */
  rowName?: (row: T) => string;
}

function defaultRowName(row: SortableRow): string {
  const r = row as SortableRow & { label?: unknown; name?: unknown };
  return String(r.label ?? r.name ?? r.id);
}

/** Finds a row anywhere in the tree. */
function findRow<T extends SortableRow>(rows: T[], id: string): T | undefined {
  for (const r of rows) {
    if (r.id === id) return r;
    const hit = r.children?.length ? findRow(r.children as T[], id) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

/**
 * A ListTable whose rows can be dragged before, after or (optionally) into other rows; a focused
 * row also moves among its siblings with Alt+↑ / Alt+↓ (for keyboard users).
 */
export function DragSortTable<T extends SortableRow>({ onMove, allowInside = false, sameLevelOnly = false, dragDisabled, rowTestId, rowName = defaultRowName, dataSource, ...rest }: DragSortTableProps<T>) {
  const { t } = useTranslation();
  const { message } = useApp();
  const drag = useRef<string | null>(null);
  const [over, setOver] = useState<{ id: string; position: DropPosition } | null>(null);
  // Pick and place (touch): the picked row, then the tapped target row.
  const [picked, setPicked] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const enabled = Boolean(onMove) && !dragDisabled;
  const rows = (dataSource ?? []) as T[];
  const pickedRow = enabled && picked ? findRow(rows, picked) : undefined;
  const targetRow = pickedRow && target ? findRow(rows, target) : undefined;
  const pick = (id: string | null) => {
    setPicked((cur) => (cur === id ? null : id));
    setTarget(null);
  };
  const place = (position: DropPosition) => {
    if (!pickedRow || !targetRow) return;
    drag.current = pickedRow.id;
    pick(null);
    drop(targetRow.id, position);
  };
  const where = (e: React.DragEvent<HTMLElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return dropPosition(e.clientY - rect.top, rect.height, allowInside);
  };
  const finish = () => {
    drag.current = null;
    setOver(null);
  };
  const drop = (targetId: string, position: DropPosition) => {
    const sourceId = drag.current;
    finish();
    if (!sourceId || !onMove) return;
    const move = { sourceId, targetId, position };
    const check = checkMove(rows, move, sameLevelOnly);
    if (check === 'self') return;
    if (check !== 'ok') {
      message.warning(t(check === 'descendant' ? 'dragSort.noDescendant' : 'dragSort.sameLevelOnly'));
      return;
    }
    onMove(move);
  };
  const userOnRow = rest.onRow;
  const placeBar = pickedRow && (
    <Alert
      className="ecms-pick-bar"
      type="info"
      data-testid="drag-pick-bar"
      title={targetRow ? t('dragSort.targetPicked', { source: rowName(pickedRow), target: rowName(targetRow) }) : t('dragSort.picked', { name: rowName(pickedRow) })}
      action={
        <Space wrap size={4}>
          {targetRow && (
            <>
              <Button size="small" onClick={() => place('before')} data-testid="drag-place-before">{t('dragSort.before')}</Button>
              <Button size="small" onClick={() => place('after')} data-testid="drag-place-after">{t('dragSort.after')}</Button>
              {allowInside && <Button size="small" type="primary" onClick={() => place('inside')} data-testid="drag-place-inside">{t('dragSort.inside')}</Button>}
            </>
          )}
          <Button size="small" onClick={() => pick(null)} data-testid="drag-pick-cancel">{t('common.cancel')}</Button>
        </Space>
      }
    />
  );
  return (
    <PickContext.Provider value={{ enabled, picked: pickedRow ? pickedRow.id : null, pick }}>
    {placeBar}
    <ListTable<T>
      {...rest}
      dataSource={dataSource}
      className={`ecms-drag-table ${rest.className ?? ''}`}
      onRow={(r, i) => {
        const own = (userOnRow?.(r, i) ?? {}) as React.HTMLAttributes<HTMLElement>;
        return {
          ...own,
          draggable: enabled,
          'data-testid': rowTestId,
          'data-row-id': r.id,
          className: over?.id === r.id ? `ecms-drop-${over.position}` : pickedRow?.id === r.id ? 'ecms-row-picked' : targetRow?.id === r.id ? 'ecms-row-target' : undefined,
          onClick: (e: React.MouseEvent<HTMLElement>) => {
            // while a row is picked, a tap on another row chooses it as the target
            if (pickedRow) {
              if (r.id !== pickedRow.id) setTarget(r.id);
              return;
            }
            own.onClick?.(e);
          },
          onDragStart: (e: React.DragEvent) => {
            drag.current = r.id;
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', r.id);
          },
          onDragOver: (e: React.DragEvent<HTMLElement>) => {
            if (!drag.current) return;
            e.preventDefault();
            const position = where(e);
            if (over?.id !== r.id || over.position !== position) setOver({ id: r.id, position });
          },
          onDrop: (e: React.DragEvent<HTMLElement>) => {
            e.preventDefault();
            drop(r.id, where(e));
          },
          onDragEnd: finish,
          tabIndex: enabled ? 0 : own.tabIndex,
          onKeyDown: (e: React.KeyboardEvent<HTMLElement>) => {
            own.onKeyDown?.(e);
            if (!enabled || !e.altKey || e.target !== e.currentTarget) return;
            const move = keyboardMove(rows, r.id, e.key);
            if (!move) return;
            e.preventDefault();
            onMove?.(move);
          },
        } as React.HTMLAttributes<HTMLElement>;
      }}
    />
    </PickContext.Provider>
  );
}

/**
 * The grip shown in the first column of a draggable row. Inside a DragSortTable that can move
 * rows it is a button: a tap picks the row for pick and place (touch screens have no drag).
 */
export function DragHandle({ hidden }: { hidden?: boolean }) {
  const { t } = useTranslation();
  const ctx = useContext(PickContext);
  if (hidden) return null;
  if (!ctx?.enabled) return <HolderOutlined className="ecms-drag-handle" aria-hidden />;
  return (
    <button
      type="button"
      className="ecms-drag-handle ecms-drag-handle--button"
      aria-label={t('dragSort.move')}
      title={t('dragSort.move')}
      data-testid="drag-pick"
      onClick={(e) => {
        e.stopPropagation();
        const id = (e.currentTarget.closest('tr[data-row-id]') as HTMLElement | null)?.dataset.rowId;
        if (id) ctx.pick(id);
      }}
    >
      <HolderOutlined aria-hidden />
    </button>
  );
}

/** The right-hand tools of a tree table's toolbar: expand / collapse all, the drag hint, refresh. */
export function TreeTableTools({ onExpandAll, onCollapseAll, dragHint, onRefresh }: { onExpandAll?: () => void; onCollapseAll?: () => void; dragHint?: string; onRefresh: () => void }) {
  const { t } = useTranslation();
  // A flat list (a plain dictionary) has nothing to expand.
  return (
    <>
      {onExpandAll && <Button onClick={onExpandAll}>{t('sys.expandAll')}</Button>}
      {onCollapseAll && <Button onClick={onCollapseAll}>{t('sys.collapseAll')}</Button>}
      {dragHint && (
        <Typography.Text type="secondary">
          <DragHandle /> {dragHint}
        </Typography.Text>
      )}
      <span className="ecms-toolbar__spacer" />
      <Tooltip title={t('common.refresh')}>
        <Button icon={<ReloadOutlined />} onClick={onRefresh} aria-label={t('common.refresh')} />
      </Tooltip>
    </>
  );
}
