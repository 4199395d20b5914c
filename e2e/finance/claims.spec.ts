import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDetailExcelApi, contractApi, FLOW_TYPE, loanApi, projectTrackingApi, wfApi, type TBankRead, type TLoan, type TTracking } from '@ecms/shared';
import { statementWorkbook, type Txn } from '../../apps/server/src/modules/finance/__tests__/bank-workbooks';
import { E2E_DEMO_PASSWORD } from '../global-setup';
import {
  adminToken, api, apiLogin, baseUrl, choose, E2E_USER_PASSWORD, launch, newPage, openMenu, shot, signIn, step, toast,
} from '../helpers';

/*
 * Issue 17, claims journey: a finance user claims one receipt split over two contracts and the
 * contract list shows both as received; a loan (approved through its flow) is repaid by a claim
 * of the borrower's transfer and its balance reaches 0; a school's deposit is claimed on a tracked project (kind 业务).
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TAG = Date.now().toString(36).slice(-5);
const ACCOUNT = `0300${Date.now().toString().slice(-12)}`;
const CLIENT = `某市城投公司${TAG}`;
const SCHOOL = `某区教育局${TAG}`;

async function upload(token: string, content: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${baseUrl()}/api/b/fileItem/upload`, { method: 'POST', headers: { authtoken: token }, body: form });
  return ((await res.json()) as { data: string[] }).data[0];
}

/** A user with the administrator's roles in 孙丽's department (so 张伟 approves what it starts). */
async function makeFinanceUser() {
  const token = await adminToken();
  const users = await api<{ id: string; loginName: string; deptId: string }[]>(token, 'POST', '/a/sys/user/queryList', { params: { loginName: 'sunli' }, pageSize: 1000 });
  const admins = await api<{ id: string; loginName: string }[]>(token, 'POST', '/a/sys/user/queryList', { params: { loginName: 'admin' }, pageSize: 1000 });
  const roles = await api<{ id: string }[]>(token, 'GET', `/a/sys/user/queryUserRoleList/${admins.find((u) => u.loginName === 'admin')!.id}`);
  const loginName = `e2e_claims_${TAG}`;
  const temp = `Temp@${TAG}1`;
  const saved = await api<{ id: string }>(token, 'POST', '/a/sys/user', {
    loginName, name: `财务认款${TAG}`, deptId: users.find((u) => u.loginName === 'sunli')!.deptId, roleIds: roles.map((r) => r.id), password: temp,
  });
  const session = await apiLogin(loginName, temp);
  await api(session, 'POST', '/modPassword', { oldPassword: temp, newPassword: E2E_USER_PASSWORD, repeatPassword: E2E_USER_PASSWORD });
  return { id: saved.id, loginName, name: `财务认款${TAG}`, token: await apiLogin(loginName, E2E_USER_PASSWORD) };
}

/** Approves every task of the instance the approver holds (the minimal flow: the department manager). */
async function approveAs(login: string, procInstId: string) {
  const token = await apiLogin(login, E2E_DEMO_PASSWORD);
  const todo = (await api<{ id: string; procInstId: string }[]>(token, 'POST', wfApi.todoList.path, {})).find((x) => x.procInstId === procInstId);
  if (!todo) throw new Error(`${login} holds no task of ${procInstId}`);
  const opts = await api<{ type: number; userTaskConfigId: string }[]>(token, 'GET', wfApi.nextOptions.path.replace(':todoId', todo.id));
  await api(token, 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, { nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true } });
}

describe('money claims journey', () => {
  it('splits a receipt over two contracts and repays a loan by a claim', async () => {
    const user = await makeFinanceUser();
    // Two contracts, a loan approved through its flow, and a statement with the client's payment and the borrower's transfer.
    await api<{ id: string }>(user.token, 'POST', contractApi.saveAndStartFlow.path, { flowType: FLOW_TYPE.MINIMAL.value, name: `城南片区造价咨询${TAG}`, businessType: 1, amount: 200000, partyA: CLIENT });
    await api<{ id: string }>(user.token, 'POST', contractApi.saveAndStartFlow.path, { flowType: FLOW_TYPE.MINIMAL.value, name: `城北道路跟踪审计${TAG}`, businessType: 3, amount: 80000, partyA: CLIENT });
    const loanStart = await api<{ id: string; procInstId: string }>(user.token, 'POST', loanApi.saveAndStartFlow.path, {
      flowType: FLOW_TYPE.MINIMAL.value, name: `驻场备用金${TAG}`, amount: 3000, dueDate: '2026-12-31',
    });
    await approveAs('zhangwei', loanStart.procInstId);
    const loan = await api<TLoan>(user.token, 'GET', `/b/loan/list/${loanStart.id}`);
    expect(loan.statusName).toBe('已审批');
    const txns: Txn[] = [
      { at: '2026-03-02 10:15:00', income: 150000, balance: 150000, other: CLIENT, otherNo: '3100020919200012345', summary: '转账', matter: '咨询费', serial: `C${TAG}01` },
      { at: '2026-03-05 16:00:00', income: 3000, balance: 153000, other: user.name, otherNo: '6222020000000000001', summary: '转账', matter: '归还借款', serial: `C${TAG}02` },
      { at: '2026-03-06 09:30:00', income: 20000, balance: 173000, other: SCHOOL, otherNo: '3100020919200067890', summary: '转账', matter: '投标保证金', serial: `C${TAG}03` },
    ];
    // A tracked project (no contract yet) that the school's deposit is claimed on (认款 kind 业务).
    const tracked = await api<TTracking>(user.token, 'POST', projectTrackingApi.save.path, { name: `某学校改扩建跟踪${TAG}`, customer: SCHOOL, expectedAmount: 50000 });
    await api(user.token, 'POST', projectTrackingApi.confirmFollow.path, { id: tracked.id });
    const fileId = await upload(user.token, await statementWorkbook('ICBC', ACCOUNT, txns), 'historydetail-claims.xlsx');
    const r = await api<TBankRead>(user.token, 'POST', bankDetailExcelApi.readExcel.path, { fileId });
    await api(user.token, 'POST', bankDetailExcelApi.importExcel.path, {
      fileItems: [fileId], bankAccountImportConfig: { accountNo: ACCOUNT, accountName: '华建工程咨询有限公司', headerRow: r.headerRow, colIndexMap: r.colIndexMap },
    });

    const { context, page, errors } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, user.loginName, E2E_USER_PASSWORD);
    await page.getByTestId('welcome-card').waitFor();

    await step(page, 'open-subscription', async () => {
      await openMenu(page, '财务管理', '银行资金', '到账认款');
      await page.getByTestId('bank-subscription-page').waitFor();
      await page.getByTestId('bank-subscription-page').getByPlaceholder('搜索付款方').first().fill(CLIENT);
      await page.keyboard.press('Enter');
      await page.getByTestId('receipts-need').getByText(CLIENT).first().waitFor();
      await shot(page, 'finance-claims-1-need');
    });

    await step(page, 'claim-split', async () => {
      const row = page.getByTestId('receipts-need').locator('tr.ant-table-row').filter({ hasText: CLIENT });
      await row.getByText('认款', { exact: true }).click();
      const dialog = page.getByTestId('claim-dialog');
      await dialog.getByText('认款建议').waitFor();
      await expect.poll(() => dialog.getByTestId('claim-remaining').innerText()).toBe('150,000.00');
      await choose(page, dialog.getByTestId('claim-target-0'), `城南片区造价咨询${TAG}`);
      await dialog.getByTestId('claim-amount-0').locator('input').or(dialog.getByTestId('claim-amount-0')).first().fill('100000');
      await dialog.getByTestId('claim-add-item').click();
      await choose(page, dialog.getByTestId('claim-target-1'), `城北道路跟踪审计${TAG}`);
      await dialog.getByTestId('claim-amount-1').locator('input').or(dialog.getByTestId('claim-amount-1')).first().fill('50000');
      await shot(page, 'finance-claims-2-dialog');
      await dialog.getByTestId('claim-submit').click();
      await toast(page, '认款成功');
      await expect.poll(() => dialog.getByTestId('claim-remaining').innerText()).toBe('0.00');
      await dialog.getByTestId('claim-current').getByText(`城北道路跟踪审计${TAG}`).waitFor();
      await shot(page, 'finance-claims-3-claimed');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });

    await step(page, 'contracts-received', async () => {
      await page.getByRole('tab', { name: '合同到账' }).click();
      await page.getByTestId('contract-receipts-search').locator('input').first().fill(TAG);
      await page.keyboard.press('Enter');
      const table = page.getByTestId('contract-receipts');
      const rowA = table.locator('tr.ant-table-row').filter({ hasText: `城南片区造价咨询${TAG}` });
      const rowB = table.locator('tr.ant-table-row').filter({ hasText: `城北道路跟踪审计${TAG}` });
      await expect.poll(() => rowA.innerText()).toMatch(/200,000\.00\s+100,000\.00\s+100,000\.00/);
      await expect.poll(() => rowB.innerText()).toMatch(/80,000\.00\s+50,000\.00\s+30,000\.00/);
      await shot(page, 'finance-claims-4-contracts');
    });

    await step(page, 'repay-by-claim', async () => {
      await page.getByRole('tab', { name: '需认领' }).click();
      const search = page.getByTestId('bank-subscription-page').getByPlaceholder('搜索付款方').first();
      await search.fill(user.name);
      await page.keyboard.press('Enter');
      const row = page.getByTestId('receipts-need').locator('tr.ant-table-row').filter({ hasText: user.name });
      await row.getByText('认款', { exact: true }).click();
      const dialog = page.getByTestId('claim-dialog');
      await choose(page, dialog.getByTestId('claim-kind-0'), '借款还款');
      await choose(page, dialog.getByTestId('claim-target-0'), loan.code);
      await dialog.getByTestId('claim-submit').click();
      await toast(page, '认款成功');
      await expect.poll(() => dialog.getByTestId('claim-remaining').innerText()).toBe('0.00');
      await page.keyboard.press('Escape');
    });

    await step(page, 'claim-business', async () => {
      const search = page.getByTestId('bank-subscription-page').getByPlaceholder('搜索付款方').first();
      await search.fill(SCHOOL);
      await page.keyboard.press('Enter');
      const row = page.getByTestId('receipts-need').locator('tr.ant-table-row').filter({ hasText: SCHOOL });
      await row.getByText('认款', { exact: true }).click();
      const dialog = page.getByTestId('claim-dialog');
      await choose(page, dialog.getByTestId('claim-kind-0'), '业务（项目跟踪）');
      await choose(page, dialog.getByTestId('claim-target-0'), `某学校改扩建跟踪${TAG}`);
      await dialog.getByTestId('claim-submit').click();
      await toast(page, '认款成功');
      await expect.poll(() => dialog.getByTestId('claim-remaining').innerText()).toBe('0.00');
      await dialog.getByTestId('claim-current').getByText(`某学校改扩建跟踪${TAG}`).waitFor();
      await shot(page, 'finance-claims-5b-business');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });

    await step(page, 'loan-balance', async () => {
      await openMenu(page, '财务管理', '借款申请');
      await page.getByTestId('loan-page').waitFor();
      const balance = page.getByTestId(`loan-balance-${loan.code}`);
      await expect.poll(() => balance.innerText()).toBe('0.00');
      await shot(page, 'finance-claims-5-loan');
    });

    await step(page, 'month-balance', async () => {
      await openMenu(page, '财务管理', '银行资金', '月度余额');
      await page.getByTestId('month-balance-page').waitFor();
      await page.getByTestId('month-balance-calc-all').click();
      await toast(page, '计算完成');
      const row = page.getByTestId('month-balance-table').locator('tr.ant-table-row').filter({ hasText: ACCOUNT });
      await expect.poll(() => row.first().innerText()).toContain('173,000.00');
      await shot(page, 'finance-claims-6-month-balance');
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
