import { inArray } from 'drizzle-orm';
import { costConsultation } from '../../db/schema/index.js';
import { defineModule } from '../../platform/module.js';
import { flowLedgerKind } from '../../platform/record-kind.js';
import { costExports } from './cost.export.js';
import { costRoutes } from './cost.routes.js';
import { COST_DATA_MENUS, COST_DICTS, COST_MENUS, COST_PARAMS } from './cost.seed.js';
import { costConsultations } from './cost.service.js';

/** Consulting business (咨询业务): cost consultation as a flow record kind; the consult menus and project dictionaries. */
export const costModule = defineModule({
  name: 'cost',
  routes: [costRoutes],
  menus: COST_MENUS,
  dicts: COST_DICTS,
  params: COST_PARAMS,
  dataMenus: COST_DATA_MENUS,
  // One record kind: its search type, ledger export, flow binding, print and ref picks (platform/record-kind.ts).
  recordKinds: [flowLedgerKind({
    code: 'cost', name: '造价咨询', permission: 'consult:cost:view', dataMenu: 'cost_consultation', ledger: costConsultations, export: costExports[0], title: 'name',
    labels: async (tx, ids) => new Map((await tx.select({ id: costConsultation.id, name: costConsultation.name }).from(costConsultation).where(inArray(costConsultation.id, ids))).map((r) => [r.id, r.name])),
  })],
});
