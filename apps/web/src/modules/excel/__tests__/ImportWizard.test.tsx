// @vitest-environment jsdom
import '../../../test/setup';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import '../../../locales/i18n';
import { ImportWizard } from '../ImportWizard';
import * as api from '../api';

vi.mock('../../../api/files', async (orig) => ({
  ...(await orig<typeof import('../../../api/files')>()),
  uploadFile: vi.fn(async () => ['file-1']),
}));

vi.mock('../api', async (orig) => ({
  ...(await orig<typeof import('../api')>()),
  readExcel: vi.fn(async () => ({
    msg: '读取成功!',
    data: {
      code: 'sys:user', fileId: 'file-1', fileName: 'staff.xlsx', sheets: ['人员'], sheetName: '人员',
      columnList: ['登录名', '姓名', '部门'],
      fields: [
        { name: '登录名', key: 'loginName', col: 0, required: true, type: 'text' },
        { name: '姓名', key: 'name', col: 1, required: true, type: 'text' },
        { name: '部门', key: 'deptId', col: 2, required: true, type: 'dept' },
      ],
      colIndexMaps: { 0: 'loginName', 1: 'name', 2: 'deptId' },
      excelSheetVos: [{ sheetName: '人员', columnList: ['登录名', '姓名', '部门'], datas: [['a1', '甲', '造价一所'], ['a2', '乙', '造价二所']], rowNumbers: [2, 3] }],
      total: 2,
    },
  })),
  confirmExcel: vi.fn(async () => ({ result: { total: 2, imported: 0, failed: 0, errors: [], notes: [], mode: 'check' }, msg: '校验通过：共 2 行', rejected: false })),
}));

function renderWizard() {
  return render(
    <AntApp>
      <ImportWizard open targetCode="sys:user" onClose={() => undefined} />
    </AntApp>,
  );
}

async function readFile() {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const file = new File(['x'], 'staff.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  await act(async () => { fireEvent.change(input, { target: { files: [file] } }); });
  fireEvent.click(screen.getByTestId('excel-read'));
  await waitFor(() => expect(vi.mocked(api.readExcel)).toHaveBeenCalled(), { timeout: 5000 });
  expect(await screen.findByText('读取成功!', {}, { timeout: 5000 })).toBeTruthy();
}

/** Picks an option of an antd Select (opened with mouseDown on its selector). */
async function pick(testId: string, label: string) {
  const root = screen.getAllByTestId(testId)[0];
  const target = root.querySelector('.ant-select-selector') ?? root.querySelector('input') ?? root;
  fireEvent.mouseDown(target);
  const options = await screen.findAllByTitle(label);
  // Earlier drop-downs stay in the document (hidden): take the option of the one just opened.
  const visible = options.filter((o) => o.classList.contains('ant-select-item-option') && !o.closest('.ant-select-dropdown-hidden'));
  const option = visible[visible.length - 1] ?? options[options.length - 1];
  fireEvent.click(option);
}

describe('ImportWizard', () => {
  beforeEach(() => { vi.mocked(api.readExcel).mockClear(); vi.mocked(api.confirmExcel).mockClear(); });
  it('warns 请先导入读取文件! before anything is read and 请选择数据源! when removing no rows', { timeout: 60_000 }, async () => {
    renderWizard();
    fireEvent.click(screen.getByTestId('excel-read'));
    expect(await screen.findByText('请选择要导入的 Excel 文件')).toBeTruthy();
    await readFile();
    expect((await screen.findAllByText('a1')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('excel-remove-rows'));
    expect(await screen.findByText('请选择数据源!')).toBeTruthy();
    // Remove every row: the table is empty, checking warns 请先导入读取文件!
    const preview = screen.getByTestId('excel-preview');
    const all = within(preview).getAllByRole('checkbox')[0];
    fireEvent.click(all);
    fireEvent.click(screen.getByTestId('excel-remove-rows'));
    await waitFor(() => expect(within(preview).queryByText('a1')).toBeNull());
    fireEvent.click(screen.getByTestId('excel-check'));
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('请先导入读取文件!'));
    expect(vi.mocked(api.confirmExcel)).not.toHaveBeenCalled();
  });

  it('clears a field from its old column when another column takes it, and refuses to check with a required field unmapped', { timeout: 60_000 }, async () => {
    vi.mocked(api.confirmExcel).mockClear();
    renderWizard();
    await readFile();
    await pick('excel-map-2', '姓名 *');
    // 姓名 moved from column 1 to column 2: column 1 is empty, 部门 is now unmapped.
    await waitFor(() => expect(screen.getAllByText('必填字段未对应到 Excel 列：部门').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByTestId('excel-check'));
    expect(vi.mocked(api.confirmExcel)).not.toHaveBeenCalled();
    await pick('excel-map-1', '部门 *');
    const alerts = () => [...document.querySelectorAll('.ant-alert')].filter((a) => a.textContent?.includes('必填字段未对应'));
    await waitFor(() => expect(alerts()).toHaveLength(0));
    fireEvent.click(screen.getByTestId('excel-check'));
    await waitFor(() => expect(vi.mocked(api.confirmExcel)).toHaveBeenCalled());
    expect(vi.mocked(api.confirmExcel).mock.calls[0][2]).toMatchObject({ colIndexMaps: { 0: 'loginName', 1: 'deptId', 2: 'name' }, mode: 'check' });
    expect(await screen.findByText('全部数据校验通过')).toBeTruthy();
  });

  it('offers no "valid rows only" for an all-or-nothing target and imports in mode all', { timeout: 60_000 }, async () => {
    const plain = await vi.mocked(api.readExcel).getMockImplementation()!('sys:user', 'file-1');
    vi.mocked(api.readExcel).mockResolvedValueOnce({ ...plain, data: { ...plain.data, allOrNothing: true } });
    renderWizard();
    await readFile();
    fireEvent.click(screen.getByTestId('excel-check'));
    const mode = await screen.findByTestId('excel-mode');
    expect(within(mode).getAllByText(/全部或不导入/).length).toBeGreaterThan(0);
    expect(within(mode).queryAllByText(/仅导入有效行/)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('excel-confirm'));
    await waitFor(() => expect(vi.mocked(api.confirmExcel)).toHaveBeenCalledTimes(2));
    expect(vi.mocked(api.confirmExcel).mock.calls[1][2]).toMatchObject({ mode: 'all' });
  });

  it('offers both modes for other targets', { timeout: 60_000 }, async () => {
    renderWizard();
    await readFile();
    fireEvent.click(screen.getByTestId('excel-check'));
    const mode = await screen.findByTestId('excel-mode');
    expect(within(mode).getAllByText(/仅导入有效行/).length).toBeGreaterThan(0);
  });
});
