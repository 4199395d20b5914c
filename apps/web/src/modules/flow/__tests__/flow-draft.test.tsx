// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import '../../../locales/i18n';
import * as api from '../../../api/wf-handle';
import { FlowHandlePage } from '../FlowHandlePage';

vi.mock('../../../app/hooks/use-user', () => ({ useUserInfo: () => ({ data: { userId: 'u-sunli' } }) }));
vi.mock('../../../api/wf-handle', async (orig) => {
  const real = await orig<typeof import('../../../api/wf-handle')>();
  return {
    ...real,
    fetchProcess: vi.fn(async () => ({
      id: 'p1', name: '滨江合同', status: 'running', procDefineId: 'd1', versionId: 'v1', procDefineName: '收款合同标准流程', processCode: 'x',
      businessType: 'contract', businessId: 'c1', initiatorId: 'u-sunli', initiatorName: '孙丽', startedDate: '2026-11-22T10:00:00Z', endedDate: null,
      formData: { contractAmount: 100, remark: '', secret: 's' }, currentNodeNames: '发起人',
      graph: { startId: 'start', nodes: [] }, runs: [],
    })),
    fetchPermission: vi.fn(async () => ({
      todoId: 't1', workId: 'w1', stepId: 'start', stepName: '发起人', procInstId: 'p1', type: null, kind: 'normal', delegationState: null,
      isFinished: false, readOnly: false, fieldPermissions: {}, hasNextBtn: true, hasPrevBtn: false, hasForwardBtn: false, hasAdjustBtn: false,
      hasConsultBtn: false, hasRefreshBtn: true, hasSaveBtn: true, nextBtnName: '提交', prevBtnName: '退回', forwardBtnName: '传阅',
      adjustBtnName: '转办', consultBtnName: '征询意见', refreshBtnName: '刷新',
    })),
    fetchStepAudit: vi.fn(async () => ({ auditInfoId: null, opinion: null, agree: null, history: [] })),
    fetchTaskDraft: vi.fn(async () => ({ opinion: '草稿意见', formData: { contractAmount: 200 } })),
    fetchFrontInit: vi.fn(async () => ({ procDefineId: 'd1', versionId: 'v1', version: 1, defaults: { remark: '按合同约定' }, hidden: ['secret'], notice: '请附合同扫描件' })),
    saveTaskDraft: vi.fn(async () => ({ msg: '保存成功', data: true })),
  };
});

describe('flow page: 暂存 and the front-end init config', () => {
  it('shows the saved draft over the instance, applies defaults / hidden / notice, and saves without submitting', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AntApp>
          <MemoryRouter initialEntries={['/flowhandle/flow-business?procInstId=p1&taskId=t1']}>
            <Routes><Route path="/flowhandle/*" element={<FlowHandlePage />} /></Routes>
          </MemoryRouter>
        </AntApp>
      </QueryClientProvider>,
    );
    await screen.findByTestId('flow-save', undefined, { timeout: 20_000 });
    await waitFor(() => expect((screen.getByTestId('flow-opinion') as HTMLTextAreaElement).value).toBe('草稿意见'));
    expect(screen.getByTestId('flow-front-notice').textContent).toContain('请附合同扫描件');
    expect(screen.queryByTestId('field-secret')).toBeNull();
    expect((screen.getByTestId('field-remark') as HTMLInputElement).value).toBe('按合同约定');
    // Hand over / pass on / consult are not offered on the initiator's own step.
    expect(screen.queryByTestId('flow-adjust')).toBeNull();
    fireEvent.change(screen.getByTestId('flow-opinion'), { target: { value: '改过的意见' } });
    fireEvent.click(screen.getByTestId('flow-save'));
    await waitFor(() => expect(api.saveTaskDraft).toHaveBeenCalledWith('t1', {
      opinion: '改过的意见', formData: { contractAmount: 200, remark: '按合同约定', secret: 's' },
    }));
    await screen.findByText('保存成功');
  }, 60_000);
});
