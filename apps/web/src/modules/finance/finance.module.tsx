import { defineWebModule, routeHandle as h } from '../../app/module';
import { lazyPage } from '../../app/lazy-page';

const BankFunds = lazyPage(() => import('./BankFundsPage').then((m) => m.BankFundsPage));
const MonthBalance = lazyPage(() => import('./MonthBalancePage').then((m) => m.MonthBalancePage));
const BankSubscription = lazyPage(() => import('./BankSubscriptionPage').then((m) => m.BankSubscriptionPage));
const ClaimRecords = lazyPage(() => import('./ClaimRecordPage').then((m) => m.ClaimRecordPage));
const Loans = lazyPage(() => import('./LoanPage').then((m) => m.LoanPage));
const SingleInvoice = lazyPage(() => import('./InvoicePages').then((m) => m.SingleInvoicePage));
const OverInvoicing = lazyPage(() => import('./InvoicePages').then((m) => m.OverInvoicingPage));
const ElectronicInvoice = lazyPage(() => import('./InvoicePages').then((m) => m.ElectronicInvoicePage));
const Payments = lazyPage(() => import('./PaymentPage').then((m) => m.PaymentPage));
const Expenses = lazyPage(() => import('./ExpensePages').then((m) => m.ExpensePage));
const ExpenseLedger = lazyPage(() => import('./ExpensePages').then((m) => m.ExpenseLedgerPage));
const Profits = lazyPage(() => import('./ProfitPages').then((m) => m.ProfitsPage));
const DirectFee = lazyPage(() => import('./ProfitPages').then((m) => m.DirectFeePage));
const IndirectFee = lazyPage(() => import('./ProfitPages').then((m) => m.IndirectFeePage));
const Income = lazyPage(() => import('./ProfitPages').then((m) => m.IncomePage));
const Capital = lazyPage(() => import('./CapitalPositionPage').then((m) => m.CapitalPositionPage));
const DeptCost = lazyPage(() => import('./ProfitPages').then((m) => m.DeptCostPage));
const Tracking = lazyPage(() => import('./PlanPages').then((m) => m.TrackingPage));
const Objectives = lazyPage(() => import('./PlanPages').then((m) => m.ObjectivesPage));
const PlanMethod = lazyPage(() => import('./PlanMethodPages').then((m) => m.PlanMethodPage));
const PlanProduction = lazyPage(() => import('./PlanMethodPages').then((m) => m.PlanProductionPage));

/** Finance (spec 3 §2 "Finance and bonus routes"): bank statements, month balances, money claims, loans, invoices, payments, expenses, income recognition, business cost and profit, department cost; the other pages are planned. */
export const financeModule = defineWebModule({
  name: 'finance',
  routes: [
    { path: 'bank-funds/list', element: <BankFunds />, handle: h({ title: 'finance.route.bankFunds' }) },
    { path: 'bank-funds/month-balance', element: <MonthBalance />, handle: h({ title: 'finClaims.route.monthBalance' }) },
    { path: 'bank-subscription', element: <BankSubscription />, handle: h({ title: 'finClaims.route.subscription' }) },
    { path: 'bank-funds/subscription-list', element: <ClaimRecords />, handle: h({ title: 'finClaims.route.claimRecords' }) },
    { path: 'loan-application', element: <Loans />, handle: h({ title: 'finClaims.route.loan' }) },
    { path: 'single-invoice', element: <SingleInvoice />, handle: h({ title: 'finPay.route.singleInvoice' }) },
    { path: 'over-invoicing', element: <OverInvoicing />, handle: h({ title: 'finPay.route.overInvoicing' }) },
    { path: 'please-price', element: <Payments />, handle: h({ title: 'finPay.route.pleasePrice' }) },
    { path: 'cost-management1', element: <Expenses />, handle: h({ title: 'finPay.route.expense' }) },
    { path: 'cost-management2', element: <ExpenseLedger />, handle: h({ title: 'finPay.route.expenseLedger' }) },
    { path: 'business-profits/profits', element: <Profits />, handle: h({ title: 'finProfit.route.profits' }) },
    { path: 'business-profits/cost-directly-fee', element: <DirectFee />, handle: h({ title: 'finProfit.route.direct' }) },
    { path: 'business-profits/cost-indirect-fee', element: <IndirectFee />, handle: h({ title: 'finProfit.route.indirect' }) },
    { path: 'income-recognition', element: <Income />, handle: h({ title: 'finProfit.route.income' }) },
    { path: 'capital-position', element: <Capital />, handle: h({ title: 'finProfit.route.capital' }) },
    { path: 'project-tracking', element: <Tracking />, handle: h({ title: 'finPlan.route.tracking' }) },
    { path: 'b/business-objectives', element: <Objectives />, handle: h({ title: 'finPlan.route.objectives' }) },
    { path: 'b/plan-method', element: <PlanMethod />, handle: h({ title: 'finPlan.route.planMethod' }) },
    { path: 'b/plan-production', element: <PlanProduction />, handle: h({ title: 'finPlan.route.planProduction' }) },
  ],
  mount: {
    'main-page': [
      { path: 'electronic-invoice', element: <ElectronicInvoice />, handle: h({ title: 'finPay.route.electronicInvoice' }) },
      { path: 'departmental-cost', element: <DeptCost />, handle: h({ title: 'finProfit.route.deptCost' }) },
    ],
  },
  planned: [
    '/main-page/departmental-funds',
  ],
});
