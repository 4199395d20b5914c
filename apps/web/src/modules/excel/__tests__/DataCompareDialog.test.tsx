// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import '../../../locales/i18n';
import { COMPARE_GRID_HEIGHT, COMPARE_MODAL_WIDTH, COMPARE_PANE_WIDTH, DataCompareDialog } from '../DataCompareDialog';

describe('DataCompareDialog', () => {
  it('shows the existing and spreadsheet panes side by side (1500 / 748 / 650) and counts new, changed and same rows', async () => {
    expect([COMPARE_MODAL_WIDTH, COMPARE_PANE_WIDTH, COMPARE_GRID_HEIGHT]).toEqual([1500, 748, 650]);
    render(
      <AntApp>
        <DataCompareDialog
          open
          onClose={() => undefined}
          keyField="code"
          columns={[{ key: 'code', label: '编号' }, { key: 'amount', label: '金额' }]}
          existingRows={[{ code: 'A', amount: 1 }, { code: 'B', amount: 2 }]}
          sheetRows={[{ code: 'A', amount: 1 }, { code: 'B', amount: 3 }, { code: 'C', amount: 4 }]}
          onImport={() => undefined}
        />
      </AntApp>,
    );
    const existing = await screen.findByTestId('compare-pane-existing');
    const sheet = screen.getByTestId('compare-pane-sheet');
    expect(existing.style.width).toBe('748px');
    expect(sheet.style.width).toBe('748px');
    expect(sheet.textContent).toContain('新增 1');
    expect(sheet.textContent).toContain('有变化 1');
    expect(sheet.textContent).toContain('相同 1');
  });
});
