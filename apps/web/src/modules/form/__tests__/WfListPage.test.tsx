// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TFormModel } from '@ecms/shared';
import '../../../locales/i18n';
import type { FormMeta, FormRow } from '../../../api/forms';
import { WfListPage } from '../pages/WfListPage';
import { buildTree } from '../pages/WfTreeGridPage';
import { pageConfigFromModel } from '../page-config';
import { searchParams } from '../components/PageConfigList';
import { parsePageConfig } from '../../../api/forms';

const model: TFormModel = {
  titleField: 'purpose',
  sections: [{
    key: 'base', title: '采购申请', columns: 2,
    fields: [
      { key: 'orderNo', label: '采购单号', type: 'serial', listColumn: true, searchable: true },
      { key: 'applyDate', label: '申请日期', type: 'date', listColumn: true, searchable: true },
      { key: 'applicant', label: '申请人', type: 'person', listColumn: true },
      { key: 'level', label: '紧急程度', type: 'select', dictCode: 'level', listColumn: true, searchable: true },
      { key: 'purpose', label: '用途', type: 'textarea', listColumn: true, searchable: true },
      { key: 'total', label: '合计', type: 'computed', formula: 'sum(items.amount)', listColumn: true, searchable: true },
      { key: 'remark', label: '备注', type: 'text' },
    ],
  }],
  subTables: [],
};

const meta: FormMeta = {
  definition: { id: 'f1', code: 'office_purchase', name: '办公用品采购', kind: 'list', groupId: null, processCode: null, status: 1, currentVersion: 1, updatedDate: '' },
  model,
  permissions: { create: true, edit: true, manageAll: false, delete: true, export: true, import: false },
};

const rows: FormRow[] = [
  { id: 'r1', orderNo: 'CG202611230001', applyDate: '2026-11-23', applicant: 'u1', applicantName: '赵磊', level: '2', purpose: '打印纸', total: 1234.5, createdByName: '赵磊', createdDate: '2026-11-23T01:02:00Z', editable: true },
  { id: 'r2', orderNo: 'CG202611230002', applyDate: '2026-11-22', applicant: 'u2', applicantName: '张伟', level: '1', purpose: '他人的采购', total: 10, createdByName: '张伟', createdDate: '2026-11-22T01:02:00Z', editable: false },
];

const api = vi.hoisted(() => ({
  queryFormRows: vi.fn(),
  deleteFormRecords: vi.fn(async () => undefined),
  exportFormRows: vi.fn(async () => undefined),
  /** The content POST /b/pageConfig/queryList answers for form:<code> (null: no config). */
  pageConfig: { current: null as Record<string, unknown> | null },
  pageConfigTypes: [] as string[],
}));

vi.mock('../../../api/forms', async (orig) => {
  const real = await orig<typeof import('../../../api/forms')>();
  return {
    ...real,
    fetchFormMeta: vi.fn(async () => meta),
    queryFormRows: api.queryFormRows,
    deleteFormRecords: api.deleteFormRecords,
    exportFormRows: api.exportFormRows,
    fetchUserNames: vi.fn(async () => ({})),
    queryPageConfig: vi.fn(async (type: string) => {
      api.pageConfigTypes.push(type);
      return api.pageConfig.current ? real.parsePageConfig(JSON.stringify(api.pageConfig.current)) : null;
    }),
  };
});
vi.mock('../../../api/sys', async (orig) => {
  const real = await orig<typeof import('../../../api/sys')>();
  return { ...real, fetchDict: vi.fn(async () => [{ label: '一般', value: '1' }, { label: '紧急', value: '2' }]) };
});

function renderPage() {
  api.queryFormRows.mockImplementation(async () => ({ rows, total: 2 }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={['/office_purchase/wf-list']}>
          <Routes>
            <Route path=":formId/wf-list" element={<WfListPage />} />
            <Route path=":formId/wf-form" element={<div data-testid="form-page" />} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

/** The first render pays for loading antd on a busy machine. */
const loaded = () => screen.findByText('CG202611230001', {}, { timeout: 20_000 });

describe('wf-list', { timeout: 60_000 }, () => {
  it('lists through the list DSL, 50 per page with 50/100/150, formatted columns and labels', async () => {
    renderPage();
    await loaded();
    expect(api.queryFormRows).toHaveBeenCalledWith('office_purchase', expect.objectContaining({ pageNo: 1, pageSize: 50, orderBy: 'updatedDate', order: 'desc' }));
    const first = screen.getByText('CG202611230001').closest('tr')!;
    expect(within(first).getByText('1,234.50')).toBeTruthy();
    expect(within(first).getByText('2026-11-23')).toBeTruthy();
    await waitFor(() => expect(within(first).getByText('紧急')).toBeTruthy());
    expect(within(first).getAllByText('赵磊').length).toBeGreaterThan(0);
    expect(screen.getByText('共 2 条')).toBeTruthy();
    // the size changer (options 50/100/150 come from the shared list paging)
    expect(document.querySelector('.ant-pagination-options')).toBeTruthy();
    // another user's record: view only
    const second = screen.getByText('CG202611230002').closest('tr')!;
    expect(within(second).queryByTestId('row-edit')).toBeNull();
    expect(within(second).queryByTestId('row-delete')).toBeNull();
    expect(within(first).getByTestId('row-edit')).toBeTruthy();
  });

  it('batch delete says 请至少选择一条记录！ with nothing selected, else confirms and deletes', async () => {
    renderPage();
    await loaded();
    fireEvent.click(screen.getByTestId('wf-list-batch-delete'));
    expect(await screen.findByText('请至少选择一条记录！')).toBeTruthy();
    expect(api.deleteFormRecords).not.toHaveBeenCalled();
    const first = screen.getByText('CG202611230001').closest('tr')!;
    fireEvent.click(within(first).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('wf-list-batch-delete'));
    expect(await screen.findByText('确认删除选中的 1 条记录吗？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('batch-delete-ok'));
    await waitFor(() => expect(api.deleteFormRecords).toHaveBeenCalledWith('office_purchase', ['r1']));
  });

  it('searches with the conditions of searchable fields (text like, select eq, ranges between) and exports with them', async () => {
    renderPage();
    await loaded();
    const input = (id: string) => {
      const el = screen.getByTestId(id);
      return el.tagName === 'INPUT' ? el : el.querySelector('input')!;
    };
    fireEvent.change(input('search-purpose'), { target: { value: ' 打印 ' } });
    fireEvent.change(input('search-total-min'), { target: { value: '100' } });
    fireEvent.submit(screen.getByTestId('list-search'));
    await waitFor(() => expect(api.queryFormRows).toHaveBeenLastCalledWith('office_purchase', expect.objectContaining({
      pageNo: 1, params: { purpose$like: '打印', total$between: [100, null] },
    })), { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('wf-list-export'));
    await waitFor(() => expect(api.exportFormRows).toHaveBeenCalledWith('office_purchase', expect.objectContaining({ params: { purpose$like: '打印', total$between: [100, null] } }), '办公用品采购.xlsx'));
  });

  it('offers 导入 only with the import right, and it opens the Excel import wizard for this form', async () => {
    renderPage();
    await loaded();
    expect(screen.queryByTestId('wf-list-import')).toBeNull();
    meta.permissions.import = true;
    try {
      renderPage();
      await waitFor(() => expect(screen.getByTestId('wf-list-import')).toBeTruthy(), { timeout: 20_000 });
      fireEvent.click(screen.getByTestId('wf-list-import'));
      expect(await screen.findByText('Excel 导入', {}, { timeout: 20_000 })).toBeTruthy();
    } finally {
      meta.permissions.import = false;
    }
  });

  it('renders from the page config the server answers for form:<code>: a stored row overrides columns and search conditions', async () => {
    // What a stored page_config row of type form:office_purchase holds (the server's shape).
    api.pageConfig.current = {
      url: { list: '/b/form/f1/queryList' },
      tableColumn: [
        { title: '事由', dataIndex: 'purpose', key: 'purpose', type: 'textarea' },
        { title: '申请人', dataIndex: 'applicantName', key: 'applicant', type: 'person' },
      ],
      searchConditons: [{ label: '事由关键字', field: 'purpose', type: 'textarea', op: 'like' }],
      // settings of the page, and one fixed condition of the list
      extraParams: { formId: 'f1', formCode: 'office_purchase', kind: 'list', pageSize: 50, pageSizeOptions: [50, 100, 150], level: '2' },
    };
    api.pageConfigTypes.length = 0;
    try {
      renderPage();
      await screen.findByText('打印纸', {}, { timeout: 20_000 });
      expect(api.pageConfigTypes).toContain('form:office_purchase');
      const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
      expect(headers).toEqual(expect.arrayContaining(['事由', '申请人']));
      expect(headers).not.toContain('采购单号');
      expect(headers).not.toContain('合计');
      expect(screen.queryByText('CG202611230001')).toBeNull();
      // only the stored condition; the model's searchable fields are not offered
      expect(screen.getByText('事由关键字')).toBeTruthy();
      expect(screen.queryByTestId('search-orderNo')).toBeNull();
      expect(screen.queryByTestId('search-total-min')).toBeNull();
      // the page settings never reach the list call; the fixed condition does
      expect(api.queryFormRows).toHaveBeenLastCalledWith('office_purchase', expect.objectContaining({ params: { level: '2' } }));
      const input = screen.getByTestId('search-purpose');
      fireEvent.change(input.tagName === 'INPUT' ? input : input.querySelector('input')!, { target: { value: '打印' } });
      fireEvent.submit(screen.getByTestId('list-search'));
      await waitFor(() => expect(api.queryFormRows).toHaveBeenLastCalledWith('office_purchase', expect.objectContaining({
        params: { level: '2', purpose$like: '打印' },
      })), { timeout: 15_000 });
    } finally {
      api.pageConfig.current = null;
    }
  });

  it('opens 新增 and a record from the list', async () => {
    renderPage();
    await loaded();
    fireEvent.click(screen.getByTestId('wf-list-add'));
    expect(await screen.findByTestId('form-page')).toBeTruthy();
  });
});

describe('page config', () => {
  it('derives columns and conditions from the model and reads stored configs', () => {
    const c = pageConfigFromModel('office_purchase', model);
    expect(c.tableColumn.map((x) => x.key)).toEqual(['orderNo', 'applyDate', 'applicant', 'level', 'purpose', 'total']);
    expect(c.tableColumn.find((x) => x.key === 'level')).toMatchObject({ format: 'dict', dictCode: 'level' });
    expect(c.searchConditons.map((x) => [x.key, x.type])).toEqual([['orderNo', 'text'], ['applyDate', 'dateRange'], ['level', 'select'], ['purpose', 'text'], ['total', 'numberRange']]);
    expect(parsePageConfig(JSON.stringify({ url: '/b/x/queryList' }))).toMatchObject({ tableColumn: [], searchConditons: [] });
    expect(parsePageConfig('not json')).toBeNull();
    // the server's form-derived page config (POST /b/pageConfig/queryList type form:<code>)
    const server = parsePageConfig(JSON.stringify({
      url: { list: '/b/form/f1/queryList' },
      tableColumn: [{ title: '申请人', dataIndex: 'applicantName', key: 'applicant', type: 'person' }, { title: '状态', dataIndex: 'status', key: 'status', type: 'select', dictCode: 'S' }],
      searchConditons: [{ label: '申请日期', field: 'applyDate', type: 'date', op: 'between' }, { label: '合计', field: 'total', type: 'computed', op: 'between' }, { label: '状态', field: 'status', type: 'select', dictCode: 'S', op: 'eq' }],
    }))!;
    expect(server.tableColumn).toMatchObject([{ key: 'applicant', format: 'person' }, { key: 'status', format: 'dict', dictCode: 'S' }]);
    expect(server.searchConditons.map((x) => [x.key, x.type])).toEqual([['applyDate', 'dateRange'], ['total', 'numberRange'], ['status', 'select']]);
    expect(searchParams([{ key: 'level', label: 'l', type: 'select' }, { key: 'n', label: 'n', type: 'numberRange' }], { level: '2', n: [null, null] })).toEqual({ level: '2' });
  });

  it('builds the tree grid from parentId, orphans of a filtered list as roots', () => {
    const tree = buildTree([
      { id: 'a', parentId: null }, { id: 'b', parentId: 'a' }, { id: 'c', parentId: 'b' }, { id: 'd', parentId: 'gone' },
    ]);
    expect(tree.map((n) => n.id)).toEqual(['a', 'd']);
    expect(tree[0].children![0].children![0].id).toBe('c');
  });
});
