import { and, eq, inArray } from 'drizzle-orm';
import { ctContract } from '../../db/schema/index.js';
import { defineModule } from '../../platform/module.js';
import { flowLedgerKind } from '../../platform/record-kind.js';
import { contractExports } from './contract.export.js';
import { contractRoutes } from './contract.routes.js';
import { CONTRACT_DATA_MENUS, CONTRACT_DICTS, CONTRACT_MENUS } from './contract.seed.js';
import { CONTRACT_FILES, contracts } from './contract.service.js';

/** Contracts: a flow record kind (saved and started in one transaction, status follows the flow). */
export const contractModule = defineModule({
  name: 'contract',
  routes: [contractRoutes],
  menus: CONTRACT_MENUS,
  dicts: CONTRACT_DICTS,
  dataMenus: CONTRACT_DATA_MENUS,
  // One record kind: its search type, ledger export, flow binding, print and ref picks (platform/record-kind.ts).
  recordKinds: [flowLedgerKind({
    code: 'contract', name: '合同', permission: 'contract:form:view', dataMenu: 'ct_contract', ledger: contracts, export: contractExports[0], title: 'name',
    labels: async (tx, ids) => new Map((await tx.select({ id: ctContract.id, name: ctContract.name }).from(ctContract).where(inArray(ctContract.id, ids))).map((r) => [r.id, r.name])),
  })],
  // Attachments of a contract (file_item.ref_module 'contract'): seen by whoever sees the contract,
  // its approvers included (issue 13, finding 4); attached by the one who saved it.
  fileAccess: { [CONTRACT_FILES]: (tx, actor, id) => contracts.visible(tx, actor, id) },
  fileAttach: {
    [CONTRACT_FILES]: async (tx, actor, id) => (await tx.select({ id: ctContract.id }).from(ctContract)
      .where(and(eq(ctContract.id, id), eq(ctContract.createdBy, actor.userId)))).length > 0,
  },
});
