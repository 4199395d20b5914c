// @vitest-environment jsdom
import '../../../test/setup';
import { useCallback, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import '../../../locales/i18n';
import type { TApproverNode, TFlowDefinitionTree, TFormModel } from '@ecms/shared';
import { NodeDrawer } from '../../flow-admin/designer/NodeDrawer';
import type { Directory } from '../../flow-admin/designer/use-directory';
import type { SettingFlowCtx } from '../../flow-admin/setting/SettingFlowPage';
import * as api from '../api';
import { FlowFormTab } from '../FlowFormTab';
import { modelFields } from '../flow-form';

const model: TFormModel = {
  sections: [{ key: 'main', title: '基本信息', columns: 2, fields: [
    { key: 'reason', label: '申请事由', type: 'text' }, { key: 'amount', label: '金额', type: 'money' },
  ] }],
  subTables: [{ key: 'items', title: '明细', fields: [{ key: 'goods', label: '物品', type: 'text' }] }],
};

vi.mock('../api', async (orig) => ({
  ...(await orig<typeof import('../api')>()),
  queryForms: vi.fn(async () => ({
    rows: [
      { id: 'F1', code: 'purchase', name: '采购申请', kind: 'form', groupId: null, processCode: null, status: 1, currentVersion: 1, updatedDate: '' },
      { id: 'F2', code: 'other', name: '他用表单', kind: 'form', groupId: null, processCode: 'elsewhere', status: 1, currentVersion: 1, updatedDate: '' },
    ],
    total: 2,
  })),
  fetchForm: vi.fn(async (id: string) => ({ id, code: 'purchase', name: '采购申请', kind: 'form', groupId: null, processCode: null, status: 1, currentVersion: 1, model, updatedDate: '', versions: [] })),
  fetchFormVersion: vi.fn(async () => model),
  saveForm: vi.fn(async (b: object) => b),
}));

describe('flow ↔ form binding', { timeout: 60_000 }, () => {
  it('lists a model\'s fields with sub-tables as one entry', () => {
    expect(modelFields(model).map((f) => `${f.key}:${f.type}`)).toEqual(['reason:text', 'amount:money', 'items:subTable']);
  });

  it('f-form-manager binds the picked form to the flow by its process code', async () => {
    const ctx = { id: 'D1', base: { code: 'purchase_flow', name: '采购审批' } } as unknown as SettingFlowCtx;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AntApp>
          <MemoryRouter initialEntries={['/f-form-manager']}>
            <Routes>
              <Route element={<Outlet context={ctx} />}>
                <Route path="f-form-manager" element={<FlowFormTab />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AntApp>
      </QueryClientProvider>,
    );
    const pick = await screen.findByTestId('fd-flow-pick');
    fireEvent.mouseDown(pick.querySelector('.ant-select-selector') ?? pick);
    fireEvent.click(await screen.findByTitle('采购申请（purchase）'));
    fireEvent.click(screen.getByTestId('fd-flow-bind'));
    await waitFor(() => expect(api.saveForm).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.saveForm).mock.calls[0][0]).toMatchObject({ id: 'F1', code: 'purchase', processCode: 'purchase_flow', model });
  });

  it('the node drawer lists the bound form\'s fields for hidden / read-only / editable', async () => {
    let latest: TFlowDefinitionTree | null = null;
    const dir = { userName: new Map(), roles: [], roleName: new Map(), ranks: [] } as unknown as Directory;
    function Harness() {
      const [tree, setTree] = useState<TFlowDefinitionTree>({
        root: { id: 'start', name: '发起人', type: 'start', childNode: { id: 'mgr', name: '经理审批', type: 'approver', config: { assignee: { type: 'deptLeader', levels: 1 } } } },
      });
      latest = tree;
      const apply = useCallback((edit: (t: TFlowDefinitionTree) => TFlowDefinitionTree) => setTree((t) => edit(t)), []);
      return <NodeDrawer tree={tree} selection={{ kind: 'node', id: 'mgr' }} onClose={() => undefined} apply={apply} dir={dir} formFields={modelFields(model)} />;
    }
    render(<AntApp><Harness /></AntApp>);
    await screen.findByTestId('wf-field-permissions');
    const radio = (id: string) => (screen.getByTestId(id).querySelector('input') ?? screen.getByTestId(id)) as HTMLInputElement;
    // approval nodes default to read-only
    expect(radio('wf-perm-amount-readonly').checked).toBe(true);
    fireEvent.click(radio('wf-perm-amount-hidden'));
    fireEvent.click(radio('wf-perm-reason-editable'));
    fireEvent.click(radio('wf-perm-items-hidden'));
    const mgr = latest!.root.childNode as TApproverNode;
    expect(mgr.config.fieldPermissions).toEqual({ amount: 'hidden', reason: 'editable', items: 'hidden' });
    fireEvent.click(radio('wf-perm-amount-readonly'));
    expect((latest!.root.childNode as TApproverNode).config.fieldPermissions).toEqual({ reason: 'editable', items: 'hidden' });
  });
});
