// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { TBankCheck, TBankRead } from '@ecms/shared';
import '../../../locales/i18n';
import { BankImportDialog } from '../BankImportDialog';

const READ: TBankRead = {
  fileId: 'f1', fileName: 'historydetail.xlsx', sheets: ['historydetail'], sheetName: 'historydetail', headerRow: 2, headerRows: 1,
  columnList: ['交易时间', '贷方发生额', '余额'], colIndexMap: { 0: 'dateTime', 1: 'income', 2: 'balance' },
  fields: [{ key: 'dateTime', name: '交易时间' }, { key: 'income', name: '收入（贷方）' }, { key: 'balance', name: '余额' }],
  accountNo: '0200003300000000001', accountName: null, accountUnit: null, accountId: 'a1', remembered: false, datas: [],
};

// A re-imported file of 1,200 lines: every line a duplicate, the first 200 listed.
const CHECK: TBankCheck = {
  total: 1200, newCount: 0, duplicateCount: 1200, conflictCount: 0, invalidCount: 0, skippedCount: 0, fileSha256: 'x',
  sameFileImportedAt: null, chainOrder: 'asc', chainBreaks: [], chainBreakCount: 0, shownLimit: 200, rowsTruncated: true,
  rows: Array.from({ length: 200 }, (_, i) => ({
    row: i + 3, status: 'duplicate' as const, reason: '已导入（相同流水）', dateTime: '2026-02-01 08:00:00', income: 1, pay: 0, balance: 1,
    otherSideName: null, summary: null, serialNo: null,
  })),
};

vi.mock('../../../api/files', async (orig) => ({ ...(await orig<typeof import('../../../api/files')>()), uploadFile: vi.fn(async () => ['f1']) }));
vi.mock('../api', async (orig) => ({
  ...(await orig<typeof import('../api')>()),
  readBankFile: vi.fn(async () => READ),
  checkBankFile: vi.fn(async () => CHECK),
}));

describe('导入银行流水 preview', () => {
  it('shows the exact counts and says only the first rows of each kind are listed', async () => {
    render(<AntApp><BankImportDialog open onClose={() => undefined} onImported={() => undefined} /></AntApp>);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'historydetail.xlsx')] } });
    await screen.findByTestId('bank-import-mapping');
    fireEvent.click(screen.getByTestId('bank-import-check'));
    expect((await screen.findByTestId('bank-import-shown')).textContent).toContain('各类行仅显示前 200 条（上方计数为全部）');
    expect(screen.getByTestId('bank-import-counts').textContent).toContain('1,200');
  }, 60_000);
});
