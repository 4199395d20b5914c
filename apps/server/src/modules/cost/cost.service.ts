import type { z } from 'zod';
import { BUSINESS_TYPE, COMMISSION_PURPOSE, labelOf, type ZCostCreate } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { costConsultation } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { flowRecordKind } from '../../workflow/flow-record.js';

/** Cost-consultation records (spec 2 §2 Consulting, §3, §5): a contract-like record with a commission purpose. */
export const costConsultations = flowRecordKind<typeof costConsultation.$inferSelect>({
  businessType: 'cost',
  codePrefix: 'ZX',
  table: costConsultation,
  formColumns: { contractAmount: costConsultation.amount },
  dataMenu: 'cost_consultation',
  search: {
    tableCode: 'cost_consultation', name: '造价咨询', sort: 110, permission: 'consult:cost:view', route: '/cost-consultation/form',
    content: (r) => [r.client, labelOf(COMMISSION_PURPOSE, r.commissionPurpose)],
  },
  list: {
    fields: {
      name: costConsultation.name, code: costConsultation.code, status: costConsultation.status, flowType: costConsultation.flowType,
      commissionPurpose: costConsultation.commissionPurpose, client: costConsultation.client, amount: costConsultation.amount,
      deptId: costConsultation.deptId, createdBy: costConsultation.createdBy, createdDate: costConsultation.createdDate,
    },
    defaultOrderBy: 'createdDate',
    defaultOrder: 'desc',
    tieBreaker: costConsultation.id,
  },
});

/** POST /b/cost/saveAndStartFlow. */
export function saveAndStartCost(tx: Db, actor: SessionInfo, b: z.output<typeof ZCostCreate>) {
  const businessType = b.businessType ?? BUSINESS_TYPE.COST_CONSULTING.value;
  return costConsultations.saveAndStart(tx, actor, {
    name: b.name, flowType: b.flowType, businessType, commissionPurpose: b.commissionPurpose, amount: b.amount,
    client: b.client ?? null, remark: b.remark ?? null,
  }, { contractAmount: b.amount ?? 0, businessType, commissionPurpose: b.commissionPurpose });
}
