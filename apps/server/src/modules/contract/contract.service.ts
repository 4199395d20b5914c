import type { z } from 'zod';
import type { ZContractCreate } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { ctContract } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { flowRecordKind } from '../../workflow/flow-record.js';

/** file_item.ref_module of a contract's attachments. */
export const CONTRACT_FILES = 'contract';

/** Contracts (spec 2 §2 Consulting, §3, §5): saved and started in one transaction; status follows the flow. */
export const contracts = flowRecordKind<typeof ctContract.$inferSelect>({
  businessType: 'contract',
  codePrefix: 'HT',
  table: ctContract,
  dataMenu: 'ct_contract',
  formColumns: { contractAmount: ctContract.amount },
  search: {
    tableCode: 'ct_contract', name: '合同', sort: 100, permission: 'contract:form:view', route: '/contract/form',
    content: (r) => [r.partyA, r.partyB],
  },
  list: {
    fields: {
      name: ctContract.name, code: ctContract.code, status: ctContract.status, flowType: ctContract.flowType,
      businessType: ctContract.businessType, partyA: ctContract.partyA, partyB: ctContract.partyB, amount: ctContract.amount,
      deptId: ctContract.deptId, createdBy: ctContract.createdBy, createdDate: ctContract.createdDate,
    },
    defaultOrderBy: 'createdDate',
    defaultOrder: 'desc',
    tieBreaker: ctContract.id,
  },
});

/** POST /b/contract/saveAndStartFlow. The amount reaches the flow's conditions as contractAmount. */
export function saveAndStartContract(tx: Db, actor: SessionInfo, b: z.output<typeof ZContractCreate>) {
  return contracts.saveAndStart(tx, actor, {
    name: b.name, flowType: b.flowType, businessType: b.businessType, amount: b.amount,
    partyA: b.partyA ?? null, partyB: b.partyB ?? null, remark: b.remark ?? null,
  }, { contractAmount: b.amount ?? 0, businessType: b.businessType });
}
