// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import '../../../locales/i18n';
import { FlowRecordFormPage, formLink } from '../FlowRecordFormPage';
import * as api from '../../../api/contract';

vi.mock('../../../api/contract', async (orig) => {
  const real = await orig<typeof import('../../../api/contract')>();
  return {
    ...real,
    saveAndStartFlow: vi.fn(),
    fetchContract: vi.fn(async (id: string) => ({
      id, code: 'HT20261122ABCDEF01', name: '滨江大道改造合同', flowType: 2, flowTypeName: '自定义流程1', businessType: 1, businessTypeName: '造价咨询',
      amount: 500000, remark: null, status: 3, statusName: '已审批', procInstId: 'p1', curNodeName: null, createdBy: 'u1',
      createdDate: '2026-11-22T10:00:00Z', updatedDate: '2026-11-22T10:00:00Z', partyA: '某城投', partyB: '华建咨询',
    })),
  };
});

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname + loc.search}</div>;
}

const renderAt = (url: string, kind: 'contract' | 'cost') => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <AntApp>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="*" element={<><FlowRecordFormPage kind={kind} /><Where /></>} />
        </Routes>
      </MemoryRouter>
    </AntApp>
  </QueryClientProvider>,
);

describe('contract and cost-consultation forms', () => {
  it('the cost dialog requires flow type, business name and commission purpose with the spec\'s messages', async () => {
    renderAt('/cost-consultation/form', 'cost');
    fireEvent.click(screen.getByTestId('flow-record-new'));
    fireEvent.click(await screen.findByTestId('flow-record-ok'));
    expect(await screen.findByText('请选择流程类型!', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('请输入业务名称!')).toBeTruthy();
    expect(screen.getByText('请选择委托目的!')).toBeTruthy();
    expect(api.saveAndStartFlow).not.toHaveBeenCalled();
  });

  it('the contract dialog asks for its name and business type; the form link of a started record carries the spec\'s query parameters', async () => {
    vi.mocked(api.saveAndStartFlow).mockResolvedValue({
      id: 'c1', taskId: 't1', procInstId: 'p1', name: '新合同', procDefineId: 'd1', curActivityId: 'dept_manager', curActivityName: '部门经理审批',
    });
    renderAt('/contract/form', 'contract');
    fireEvent.click(screen.getByTestId('flow-record-new'));
    fireEvent.click(await screen.findByTestId('flow-record-ok'));
    expect(await screen.findByText('请输入合同名称!', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('请选择业务类型!')).toBeTruthy();
    expect(formLink('contract', await api.saveAndStartFlow('contract', {} as never))).toBe(
      '/contract/form?editStatus=edit&id=c1&name=%E6%96%B0%E5%90%88%E5%90%8C&procInstId=p1&procInstName=%E6%96%B0%E5%90%88%E5%90%8C&procDefineId=d1&taskId=t1&taskDefKey=dept_manager&stepName=%E9%83%A8%E9%97%A8%E7%BB%8F%E7%90%86%E5%AE%A1%E6%89%B9',
    );
  });

  it('shows the record with its flow status and leads to the flow handling page', async () => {
    renderAt('/contract/form?id=c9&procInstId=p1&taskId=t9', 'contract');
    expect(await screen.findByText('滨江大道改造合同', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('flow-record-status').textContent).toBe('已审批');
    fireEvent.click(screen.getByTestId('flow-record-open-flow'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(
      '/flowhandle/flow-business?procInstId=p1&name=%E6%BB%A8%E6%B1%9F%E5%A4%A7%E9%81%93%E6%94%B9%E9%80%A0%E5%90%88%E5%90%8C&taskId=t9',
    ));
  });
});
