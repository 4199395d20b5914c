/**
 * Chinese texts of the areas' pages: loaded with the first page (or dialog) of an area
 * (app/lazy-page.tsx), not with sign-in nor with the home page (issue 14). The shell's and the
 * home page's are in zh-shell.ts.
 */
import { sysZh } from './sys-zh';
import { searchZh } from './search';
import { contractZh } from './contract';
import { superviseZh } from './supervise';
import { safetyZh } from './supervise-safety';
import { supLedgerZh } from './supervise-ledgers';
import { supCheckZh } from './supervise-check';
import { supMoreZh } from './supervise-more';
import { formRtZh } from './form';
import { excelZh } from './excel';
import { flowAdminZh } from './flow-admin';
import { formDesignerZh } from './form-designer';
import { footmarkZh } from './footmark';
import { flowZh } from './flow-zh';
import { noticeZh } from './notice-zh';
import { financeZh } from './finance';
import { saasZh } from './saas';
import { knowledgeZh } from './knowledge';
import { qualityZh } from './quality';
import { costdataZh } from './costdata';
import { supRecordsZh } from './supervise-records';
import { finClaimsZh } from './finance-claims';
import { financePayZh } from './finance-pay';
import { financeProfitZh } from './finance-profit';
import { financePlanZh } from './finance-plan';
import { administrationZh } from './administration';

export const zhAreas = {
  ...sysZh,
  ...searchZh,
  ...contractZh,
  ...superviseZh,
  ...safetyZh,
  ...supLedgerZh,
  ...supCheckZh,
  ...supMoreZh,
  ...formRtZh,
  ...excelZh,
  ...flowAdminZh,
  ...formDesignerZh,
  ...footmarkZh,
  ...flowZh,
  ...noticeZh,
  ...financeZh,
  ...saasZh,
  ...knowledgeZh,
  ...qualityZh,
  ...costdataZh,
  ...supRecordsZh,
  ...finClaimsZh,
  ...financePayZh,
  ...financeProfitZh,
  ...financePlanZh,
  ...administrationZh,
};

export type ZhAreas = typeof zhAreas;
