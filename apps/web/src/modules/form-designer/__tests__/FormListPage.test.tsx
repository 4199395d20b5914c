// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import '../../../locales/i18n';
import * as api from '../api';
import { FormListPage } from '../pages/FormListPage';

vi.mock('../api', async (orig) => ({
  ...(await orig<typeof import('../api')>()),
  queryForms: vi.fn(async () => ({
    rows: [
      { id: 'F1', code: 'purchase_apply', name: '采购申请', kind: 'form', groupId: null, processCode: 'purchase', status: 1, currentVersion: 2, updatedDate: '2026-11-01T08:00:00Z', versionCount: 2 },
      { id: 'F2', code: 'asset_tree', name: '资产分类', kind: 'treegrid', groupId: null, processCode: null, status: 0, currentVersion: null, updatedDate: '2026-11-02T08:00:00Z', versionCount: 0 },
    ],
    total: 2,
  })),
  saveForm: vi.fn(async (b: { code: string; name: string }) => ({ id: 'F3', ...b })),
  fetchForm: vi.fn(async () => ({ id: 'F1', code: 'purchase_apply', name: '采购申请', currentVersion: 2, versions: [{ version: 1, publishedDate: '2026-10-01T08:00:00Z', publishedBy: '赵磊' }, { version: 2, publishedDate: '2026-11-01T08:00:00Z', publishedBy: '赵磊' }] })),
}));
vi.mock('../../../api/wf-admin', async (orig) => ({
  ...(await orig<typeof import('../../../api/wf-admin')>()),
  queryDefinitions: vi.fn(async () => [{ id: 'D1', key: 'purchase', name: '采购审批' }]),
}));
vi.mock('../../../api/sys', async (orig) => ({
  ...(await orig<typeof import('../../../api/sys')>()),
  fetchDict: vi.fn(async () => []),
  queryMenuTree: vi.fn(async () => [
    { id: 'M1', name: '行政管理', type: 'Menu', children: [{ id: 'M2', name: '办公用品', type: 'Menu', children: [{ id: 'B1', name: '新增', type: 'Button' }] }] },
  ]),
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={['/sys-manager/model-form-manager']}>
          <FormListPage />
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

describe('FormListPage', { timeout: 60_000 }, () => {
  it('lists forms with kind, bound flow, version and status, and filters by name', async () => {
    renderPage();
    expect(await screen.findByText('采购申请')).toBeTruthy();
    expect(screen.getByText('采购审批')).toBeTruthy(); // the flow's name, not its code
    expect(screen.getByTestId('fd-list-version-purchase_apply').textContent).toBe('V2');
    expect(screen.getByText('树表')).toBeTruthy();
    expect(screen.getByText('未发布')).toBeTruthy();
    expect(vi.mocked(api.queryForms).mock.calls[0][0]).toMatchObject({ pageNo: 1, pageSize: 50 });
    fireEvent.change(screen.getByTestId('fd-list-search'), { target: { value: '采购' } });
    await waitFor(() => expect(vi.mocked(api.queryForms).mock.calls.at(-1)![0].params).toMatchObject({ name$like: '采购' }));
  });

  it('validates the code of a new form and creates it', async () => {
    renderPage();
    await screen.findByText('采购申请');
    fireEvent.click(screen.getByTestId('fd-list-new'));
    fireEvent.change(await screen.findByTestId('fd-create-code'), { target: { value: 'Bad-Code' } });
    fireEvent.change(screen.getByTestId('fd-create-name'), { target: { value: '报销单' } });
    fireEvent.click(screen.getByTestId('fd-create-ok'));
    expect(await screen.findByText(/表单编码以小写字母开头/)).toBeTruthy();
    expect(api.saveForm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('fd-create-code'), { target: { value: 'expense_claim' } });
    fireEvent.click(screen.getByTestId('fd-create-ok'));
    await waitFor(() => expect(api.saveForm).toHaveBeenCalledTimes(1));
    const body = vi.mocked(api.saveForm).mock.calls[0][0];
    expect(body).toMatchObject({ code: 'expense_claim', name: '报销单', kind: 'form', processCode: null });
    expect(body.model.sections).toHaveLength(1);
  });

  it('puts a published form in the menu under the chosen parent', async () => {
    const made = vi.spyOn(api, 'createFormMenu').mockResolvedValue({ data: { menuId: 'N1', url: '/main-page/purchase_apply/wf-list' }, msg: '生成成功' } as never);
    renderPage();
    await screen.findByText('采购申请');
    expect(screen.queryByTestId('fd-list-menu-asset_tree')).toBeNull(); // not published: nothing to put in a menu
    fireEvent.click(screen.getByTestId('fd-list-menu-purchase_apply'));
    expect((await screen.findByTestId('fd-menu-name') as HTMLInputElement).value).toBe('采购申请');
    fireEvent.click(screen.getByTestId('fd-menu-ok'));
    expect((await screen.findAllByText('请选择上级菜单')).length).toBeGreaterThan(0);
    expect(made).not.toHaveBeenCalled();
    const select = screen.getByTestId('fd-menu-parent').closest('.ant-select')!.querySelector('.ant-select-selector, .ant-select-content') ?? screen.getByTestId('fd-menu-parent');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('行政管理'));
    fireEvent.click(screen.getByTestId('fd-menu-ok'));
    await waitFor(() => expect(made).toHaveBeenCalledWith({ formId: 'F1', parentId: 'M1', name: '采购申请' }));
  });

  it('shows the versions of a form in a drawer', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('fd-list-versions-purchase_apply'));
    const drawer = await screen.findByTestId('fd-versions');
    expect(await within(drawer).findByTestId('fd-version-view-1')).toBeTruthy();
    expect(within(drawer).getByText('当前')).toBeTruthy();
  });
});
