// @vitest-environment jsdom
import '../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import '../../locales/i18n';
import { applyMove, checkMove, DragSortTable, dropPosition, keyboardMove, type SortableRow } from '../DragSortTable';

type Row = SortableRow & { name: string; children?: Row[] };
const tree: Row[] = [
  { id: 'a', name: '甲', parentId: null, children: [{ id: 'a1', name: '甲一', parentId: 'a' }, { id: 'a2', name: '甲二', parentId: 'a', children: [{ id: 'a2x', name: '甲二子', parentId: 'a2' }] }] },
  { id: 'b', name: '乙', parentId: null },
  { id: 'c', name: '丙', parentId: null },
];
const names = (rows: Row[]): unknown => rows.map((r) => (r.children?.length ? { [r.name]: names(r.children) } : r.name));

describe('drag sort rules', () => {
  it('reads the drop position from where the pointer is on the row', () => {
    expect(dropPosition(5, 40, false)).toBe('before');
    expect(dropPosition(30, 40, false)).toBe('after');
    expect(dropPosition(5, 40, true)).toBe('before');
    expect(dropPosition(20, 40, true)).toBe('inside');
    expect(dropPosition(35, 40, true)).toBe('after');
  });

  it('refuses a drop on itself or into its own subtree, and across levels when asked to', () => {
    expect(checkMove(tree, { sourceId: 'a', targetId: 'a', position: 'before' }, false)).toBe('self');
    expect(checkMove(tree, { sourceId: 'a', targetId: 'a2x', position: 'inside' }, false)).toBe('descendant');
    expect(checkMove(tree, { sourceId: 'a', targetId: 'a1', position: 'after' }, false)).toBe('descendant');
    expect(checkMove(tree, { sourceId: 'c', targetId: 'a', position: 'before' }, true)).toBe('ok');
    expect(checkMove(tree, { sourceId: 'c', targetId: 'a1', position: 'before' }, true)).toBe('otherLevel');
    expect(checkMove(tree, { sourceId: 'c', targetId: 'b', position: 'inside' }, true)).toBe('otherLevel');
    expect(checkMove(tree, { sourceId: 'c', targetId: 'a1', position: 'before' }, false)).toBe('ok');
  });

  it('redraws the rows as they will be after a move', () => {
    expect(names(applyMove(tree, { sourceId: 'c', targetId: 'a', position: 'before' }))).toEqual(['丙', { 甲: ['甲一', { 甲二: ['甲二子'] }] }, '乙']);
    expect(names(applyMove(tree, { sourceId: 'a1', targetId: 'b', position: 'after' }))).toEqual([{ 甲: [{ 甲二: ['甲二子'] }] }, '乙', '甲一', '丙']);
    const inside = applyMove(tree, { sourceId: 'c', targetId: 'b', position: 'inside' });
    expect(names(inside)).toEqual([{ 甲: ['甲一', { 甲二: ['甲二子'] }] }, { 乙: ['丙'] }]);
    expect(inside[1].children![0].parentId).toBe('b');
    // an unknown row leaves the rows as they were
    expect(applyMove(tree, { sourceId: 'zz', targetId: 'b', position: 'after' })).toBe(tree);
  });
});

describe('keyboard reordering', () => {
  it('swaps a row with its previous or next sibling, at any level', () => {
    expect(keyboardMove(tree, 'b', 'ArrowUp')).toEqual({ sourceId: 'b', targetId: 'a', position: 'before' });
    expect(keyboardMove(tree, 'b', 'ArrowDown')).toEqual({ sourceId: 'b', targetId: 'c', position: 'after' });
    expect(keyboardMove(tree, 'a2', 'ArrowUp')).toEqual({ sourceId: 'a2', targetId: 'a1', position: 'before' });
    expect(keyboardMove(tree, 'a', 'ArrowUp')).toBeNull();
    expect(keyboardMove(tree, 'a2x', 'ArrowDown')).toBeNull();
    expect(keyboardMove(tree, 'b', 'Enter')).toBeNull();
  });
});

describe('DragSortTable', () => {
  const renderTable = (onMove: (m: unknown) => void, sameLevelOnly = false) =>
    render(
      <AntApp>
        <DragSortTable<Row>
          rowKey="id"
          rowTestId="row"
          dataSource={tree}
          pagination={false}
          sameLevelOnly={sameLevelOnly}
          expandable={{ defaultExpandAllRows: true }}
          onMove={onMove}
          columns={[{ title: 'name', dataIndex: 'name' }]}
        />
      </AntApp>,
    );
  const row = (id: string) => screen.getAllByTestId('row').find((r) => r.getAttribute('data-row-id') === id)!;

  it('reports a drag of one row onto another as a move', () => {
    const onMove = vi.fn();
    renderTable(onMove);
    expect(row('c').getAttribute('draggable')).toBe('true');
    fireEvent.dragStart(row('c'), { dataTransfer: { setData: () => undefined } });
    fireEvent.dragOver(row('a'), { clientY: 0 });
    fireEvent.drop(row('a'), { clientY: 0 });
    expect(onMove).toHaveBeenCalledWith({ sourceId: 'c', targetId: 'a', position: 'before' });
  });

  it('warns instead of moving a row into its own subtree or to another level', async () => {
    const onMove = vi.fn();
    renderTable(onMove, true);
    fireEvent.dragStart(row('c'), { dataTransfer: { setData: () => undefined } });
    fireEvent.drop(row('a1'), { clientY: 0 });
    expect(onMove).not.toHaveBeenCalled();
    expect(await screen.findByText('只能在同级之间拖动排序')).toBeTruthy();
  });

  it('moves the focused row with Alt+↓', () => {
    const onMove = vi.fn();
    renderTable(onMove);
    expect(row('b').getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(row('b'), { key: 'ArrowDown' });
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.keyDown(row('b'), { key: 'ArrowDown', altKey: true });
    expect(onMove).toHaveBeenCalledWith({ sourceId: 'b', targetId: 'c', position: 'after' });
  });
});
