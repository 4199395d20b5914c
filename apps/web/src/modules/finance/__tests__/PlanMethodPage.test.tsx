// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TPlanMethod } from '@ecms/shared';
import '../../../locales/i18n';
import { PlanMethodPage } from '../PlanMethodPages';
import * as api from '../plan-api';

vi.mock('../../../app/hooks/use-user', async (orig) => ({
  ...(await orig<typeof import('../../../app/hooks/use-user')>()),
  useUserInfo: () => ({ data: { userId: 'u1', isAdmin: false, roles: [], permissions: ['market:planMethod:view', 'market:planMethod:edit', 'market:objectives:edit'] } }),
}));

// The department picker reads the directory; a plain stand-in keeps the test on this page.
vi.mock('../../../components/dept', () => ({ DeptTreeSelect: ({ value }: { value?: string }) => <span>{value}</span> }));

const METHOD: TPlanMethod = {
  year: 2026, method: 'share', shares: [{ deptId: 'd1', deptName: '造价一所', share: 60 }], remark: null, appliedAt: null, appliedByName: null,
  companyGoal: { id: 'g1', name: '2026年公司经营目标', target: 1000000 },
  preview: [{ deptId: 'd1', deptName: '造价一所', weight: 60, target: 600000, monthTargets: Array(12).fill(50000), currentTarget: null, splitTotal: 0 }],
  previewNote: null, version: 1,
};

vi.mock('../plan-api', async (orig) => ({
  ...(await orig<typeof import('../plan-api')>()),
  getPlanMethod: vi.fn(async () => METHOD),
  savePlanMethod: vi.fn(async () => ({ code: 200, msg: '保存成功', data: METHOD })),
  applyPlanMethod: vi.fn(async () => ({ code: 200, msg: '已按计划方式分解到部门', data: METHOD })),
}));

const renderPage = () => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <AntApp><PlanMethodPage /></AntApp>
  </QueryClientProvider>,
);

describe('计划方式', () => {
  it('shows the company goal and the preview, saves the shares and applies after confirming', async () => {
    renderPage();
    expect(await screen.findByTestId('plan-method-company')).toHaveProperty('textContent', '2026年公司经营目标（1,000,000.00）');
    const preview = screen.getByTestId('plan-method-preview');
    await waitFor(() => expect(preview.textContent).toContain('600,000.00'));
    expect(screen.getByText('比例合计 60.00%')).toBeTruthy();
    fireEvent.click(screen.getByTestId('plan-method-save'));
    await waitFor(() => expect(api.savePlanMethod).toHaveBeenCalledWith(expect.objectContaining({ method: 'share', shares: [{ deptId: 'd1', share: 60 }] })));
    fireEvent.click(screen.getByTestId('plan-method-apply'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.applyPlanMethod).toHaveBeenCalled());
    expect(await screen.findByText('已按计划方式分解到部门')).toBeTruthy();
  }, 60_000);
});
