import type { DataMenuSeed, MenuSeed } from '../../platform/module.js';
import { leaf } from '../../platform/seed-builders.js';

/* Menus and data menus of month balances, claims and loans (listed in finance.seed.ts). */

const button = (key: string, name: string, permission: string): MenuSeed => ({ key, name, type: 'Button', permission });

const withButtons = (node: MenuSeed, buttons: MenuSeed[]): MenuSeed => ({ ...node, children: [...node.children ?? [], ...buttons] });

/** 借款申请与还款: apply (flow), delete one's own, register an expense offset. */
export const LOAN_MENU: MenuSeed = withButtons(
  leaf('finance.loan', '借款申请', '/loan-application', 'finance:loan', { fullName: '借款申请与还款', actions: ['add', 'delete'] }),
  [button('finance.loan.repay', '还款登记', 'finance:loan:repay')],
);

/** 到账认款: claim, revoke, park unidentified money (暂存款). */
export const SUBSCRIPTION_MENU: MenuSeed = withButtons(
  leaf('finance.bank.subscription', '到账认款', '/bank-subscription', 'finance:bankSubscription', { actions: ['claim', 'revoke'] }),
  [button('finance.bank.subscription.park', '暂存款', 'finance:bankSubscription:park')],
);

/** 月度余额: recalculate, adjust, close and reopen months. */
export const MONTH_BALANCE_MENU: MenuSeed = withButtons(
  leaf('finance.bank.balance', '月度余额', '/bank-funds/month-balance', 'finance:bankBalance', { fullName: '银行账户月度余额', actions: ['calc', 'edit'] }),
  [button('finance.bank.balance.close', '结账', 'finance:bankBalance:close')],
);

export const CLAIMS_DATA_MENUS: DataMenuSeed[] = [
  { code: 'fin_loan', name: '借款', sort: 61 },
];
