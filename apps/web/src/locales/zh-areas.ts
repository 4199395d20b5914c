/** Chinese texts of the areas: loaded before the first page under antd (app/antd-scope.tsx), not with sign-in. */
import { sysZh } from './sys-zh';
import { searchZh } from './search';
import { workModeZh } from './workmode';
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
import { homeZh } from './home';
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
  ...workModeZh,
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
  ...homeZh,
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
