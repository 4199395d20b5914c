// @vitest-environment jsdom
import '../../../test/setup';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TExcelReport } from '@ecms/shared';
import '../../../locales/i18n';
import type { UserInfo } from '../../../api/types';
import { USER_INFO_KEY } from '../../../app/hooks/use-user';
import { sessionStore } from '../../../app/store/session';
import { ExcelReportPage } from '../ExcelReportPage';
import * as api from '../api';

const report = (id: string, name: string, sourceCode: string): TExcelReport => ({
  id, name, sourceCode, sourceLabel: sourceCode === 'sys:user' ? '用户' : '合同', remark: null, columns: [{ key: 'name', title: '姓名' }] as TExcelReport['columns'],
  params: {}, orderBy: null, order: null, sheetName: null, createdDate: '2026-03-01T00:00:00Z', updatedDate: '2026-03-01T00:00:00Z', version: 1,
});

vi.mock('../api', async (orig) => ({
  ...(await orig<typeof import('../api')>()),
  queryReports: vi.fn(async () => ({ rows: [report('r1', '在职员工', 'sys:user'), report('r2', '合同汇总', 'contract:database')], total: 2 })),
  fetchReportSources: vi.fn(async () => [{ code: 'sys:user', label: '用户', columns: [], filters: [] }]),
  deleteReport: vi.fn(async () => undefined),
}));

const TOKEN = 'tok-report';
function renderPage(permissions: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const who: UserInfo = { userId: 'u1', loginName: 'sunli', name: '孙丽', roles: ['staff'], permissions, isAdmin: false, isMember: false, menuList: [] };
  client.setQueryData([USER_INFO_KEY, TOKEN], who);
  return render(<QueryClientProvider client={client}><AntApp><ExcelReportPage /></AntApp></QueryClientProvider>);
}

beforeEach(() => {
  sessionStore.set({ token: TOKEN });
  vi.clearAllMocks();
});

describe('ExcelReportPage', () => {
  it('runs only reports over readable sources; a right under either menu shows its button', async () => {
    renderPage(['sys:excelReport:delete']);
    expect(await screen.findByText('在职员工')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('excel-report-export')).toHaveLength(1));
    expect(screen.queryByTestId('excel-report-add')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    fireEvent.change(screen.getByTestId('excel-report-search'), { target: { value: ' 员工 ' } });
    fireEvent.click(screen.getByText('查询'));
    await waitFor(() => expect(vi.mocked(api.queryReports).mock.lastCall?.[0].params).toEqual({ name: '员工' }));
  });

  it('deletes after the confirmation naming the report, with 删除成功', async () => {
    renderPage(['bd:excelReport:delete']);
    await screen.findByText('在职员工');
    fireEvent.click(screen.getAllByText('删除')[0]);
    expect(await screen.findByText('确认删除报表“在职员工”？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.deleteReport).toHaveBeenCalledWith('r1'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });
});
