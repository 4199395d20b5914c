// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { TExcelReport, TExportSourceInfo } from '@ecms/shared';
import '../../../locales/i18n';
import { ExcelReportEditor } from '../ExcelReportEditor';

const SOURCES: TExportSourceInfo[] = [{
  code: 'sys:user', label: '用户',
  columns: [{ key: 'loginName', label: '登录名' }, { key: 'name', label: '姓名' }, { key: 'deptName', label: '部门' }, { key: 'status', label: '状态' }],
  filters: [
    { key: 'name', label: '姓名', type: 'text', sortable: true },
    { key: 'status', label: '状态', type: 'select', options: [{ value: '1', label: '启用' }, { value: '0', label: '停用' }], sortable: true },
  ],
}];

function renderEditor(report: TExcelReport | null = null) {
  const onSave = vi.fn();
  render(
    <AntApp>
      <ExcelReportEditor open report={report} sources={SOURCES} onSave={onSave} onClose={() => undefined} />
    </AntApp>,
  );
  return onSave;
}

/** Opens an antd Select (mouseDown on its selector) and clicks the option labelled `label`. */
async function pickIn(root: Element, label: string) {
  const select = root.closest('.ant-select') ?? root;
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  const options = await screen.findAllByTitle(label);
  const visible = options.filter((o) => o.classList.contains('ant-select-item-option') && !o.closest('.ant-select-dropdown-hidden'));
  fireEvent.click(visible[visible.length - 1] ?? options[options.length - 1]);
}

describe('ExcelReportEditor', () => {
  it('asks for a name and a source before saving', { timeout: 60_000 }, async () => {
    const onSave = renderEditor();
    fireEvent.click(screen.getByTestId('excel-report-save'));
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
    expect((await screen.findAllByText('请选择数据源')).length).toBeGreaterThan(0);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('builds the payload from the chosen source, columns in order with titles, a filter and the sort', { timeout: 60_000 }, async () => {
    const onSave = renderEditor();
    fireEvent.change(screen.getByTestId('excel-report-name'), { target: { value: '在职员工' } });
    await pickIn(screen.getByTestId('excel-report-source'), '用户');

    // Choosing the source selects all its columns; drop 部门, move 姓名 first and retitle it.
    const table = await screen.findByTestId('excel-report-columns');
    await waitFor(() => expect(within(table).getAllByText('部门').length).toBeGreaterThan(0));
    fireEvent.click(within(screen.getByTestId('excel-report-column-picker')).getByLabelText('部门'));
    await waitFor(() => expect(within(table).queryByText('部门')).toBeNull());
    fireEvent.click(screen.getByLabelText('上移 姓名'));
    fireEvent.change(screen.getByLabelText('列标题 姓名'), { target: { value: '员工姓名' } });

    fireEvent.click(screen.getByTestId('excel-report-add-filter'));
    await pickIn(screen.getAllByLabelText('字段')[0], '状态');
    await pickIn(await screen.findByTestId('excel-report-filter-value'), '启用');
    await pickIn(screen.getByTestId('excel-report-order-by'), '姓名');

    fireEvent.click(screen.getByTestId('excel-report-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toEqual({
      name: '在职员工', sourceCode: 'sys:user', remark: null, sheetName: null,
      columns: [{ key: 'name', title: '员工姓名' }, { key: 'loginName', title: null }, { key: 'status', title: null }],
      params: { status$eq: '1' },
      orderBy: 'name', order: 'asc',
    });
  });

  it('refuses a report without columns', { timeout: 60_000 }, async () => {
    const onSave = renderEditor();
    fireEvent.change(screen.getByTestId('excel-report-name'), { target: { value: '空报表' } });
    await pickIn(screen.getByTestId('excel-report-source'), '用户');
    const picker = await screen.findByTestId('excel-report-column-picker');
    for (const label of ['登录名', '姓名', '部门', '状态']) fireEvent.click(within(picker).getByLabelText(label));
    fireEvent.click(screen.getByTestId('excel-report-save'));
    expect((await screen.findAllByText('请至少选择一列')).length).toBeGreaterThan(0);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits a saved report: its values come back with id and version', { timeout: 60_000 }, async () => {
    const onSave = renderEditor({
      id: 'r1', version: 3, name: '旧报表', remark: '备注', sourceCode: 'sys:user', sourceLabel: '用户',
      columns: [{ key: 'status', title: '账号状态' }, { key: 'loginName', title: null }],
      params: { name$like: '张' }, orderBy: 'name', order: 'desc', sheetName: '名单',
      createdDate: '2026-11-01T00:00:00Z', updatedDate: '2026-11-01T00:00:00Z',
    });
    expect(await screen.findByDisplayValue('账号状态')).toBeTruthy();
    expect(screen.getByDisplayValue('张')).toBeTruthy();
    fireEvent.click(screen.getByTestId('excel-report-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toEqual({
      id: 'r1', version: 3, name: '旧报表', sourceCode: 'sys:user', remark: '备注', sheetName: '名单',
      columns: [{ key: 'status', title: '账号状态' }, { key: 'loginName', title: null }],
      params: { name$like: '张' }, orderBy: 'name', order: 'desc',
    });
  });
});
