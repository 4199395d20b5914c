// @vitest-environment jsdom
import '../../test/setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import '../../locales/i18n';
import { ListTable } from '../list-page';

type Row = { id: string; name: string; time: string };
const columns = [
  { title: '名称', dataIndex: 'name', width: 400 },
  { title: '更新时间', dataIndex: 'time', width: 170 },
  { title: '操作', key: 'op', width: 150, fixed: 'right' as const, render: () => '编辑' },
];

describe('ListTable', () => {
  it('fits its columns to the page before scrolling, so a frozen 操作 column covers nothing', () => {
    const { container } = render(<ListTable<Row> rowKey="id" columns={columns} dataSource={[{ id: '1', name: '收款合同', time: '2026-11-26 20:15' }]} />);
    const table = container.querySelector('table')!;
    // width auto with at least the container's width: the column widths give way (texts wrap)
    // instead of the table growing to their sum (max-content) and sliding under the fixed column
    expect(table.style.width).toBe('auto');
    expect(table.style.minWidth).toBe('100%');
    expect(container.querySelector('.ant-table-wrapper')?.className).toContain('ecms-list-table');
  });

  it('keeps a caller\'s own scroll and class', () => {
    const { container } = render(<ListTable<Row> rowKey="id" className="mine" scroll={{ x: 1200 }} columns={columns} dataSource={[]} />);
    expect(container.querySelector('table')!.style.width).toBe('1200px');
    expect(container.querySelector('.ant-table-wrapper')?.className).toMatch(/ecms-list-table.*mine|mine.*ecms-list-table/);
  });

  describe('on a phone (below 768 px)', () => {
    const original = window.matchMedia;
    afterEach(() => { window.matchMedia = original; });
    const phone = () => {
      window.matchMedia = vi.fn((query: string) => ({ ...original(query), matches: query.includes('max-width: 767') })) as typeof window.matchMedia;
    };

    it('freezes no column and keeps the columns\' widths: the table scrolls sideways to 操作', () => {
      phone();
      const { container } = render(<ListTable<Row> rowKey="id" columns={columns} dataSource={[{ id: '1', name: '收款合同', time: '2026-11-26 20:15' }]} />);
      expect(container.querySelector('table')!.style.width).toBe('max-content');
      expect(container.querySelectorAll('.ant-table-cell-fix, .ant-table-cell-fix-right, .ant-table-cell-fix-end')).toHaveLength(0);
    });

    it('hides the measuring row, titles and all, from the keyboard (inert)', () => {
      const { container } = render(<ListTable<Row> rowKey="id" columns={columns} dataSource={[{ id: '1', name: '收款合同', time: '2026-11-26 20:15' }]} />);
      const measure = container.querySelector('tr.ant-table-measure-row');
      expect(measure).not.toBeNull();
      expect(measure!.hasAttribute('inert')).toBe(true);
    });
  });
});
