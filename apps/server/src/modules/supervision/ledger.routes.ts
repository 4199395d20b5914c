import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerDef, MESSAGES, superviseLedgerApi as api, type SupLedgerKind } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { requirePermission } from '../../platform/auth/context.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { completedCumulative, saveReadyWork } from './acceptance.service.js';
import { deleteLedger, getLedger, instrumentDue, listLedger, saveLedger } from './ledger.service.js';

/** The route needs the project view; the ledger's own menu right (supervise:<kind>:view|add|edit|delete) is checked on its kind. */
const PROJECT_VIEW = 'supervise:project:view';
const need = (tx: Db, actor: SessionInfo, kind: SupLedgerKind, action: string) => requirePermission(tx, actor, `${ledgerDef(kind).permission}:${action}`);

/** The supervision ledgers (ledger.service.ts; spec 2 §7 large/equipment, ready/work) and the acceptance report's cumulative figures. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.ledgerList, { config: { permission: PROJECT_VIEW } }, async (req) => {
    const page = await req.tx(async (tx) => {
      await need(tx, req.actor(), req.params.kind, 'view');
      return listLedger(tx, req.actor(), req.params.kind, req.body ?? {});
    });
    return ok(page.rows, { total: page.total });
  });
  route(app, api.instrumentDue, { config: { permission: 'supervise:instrument:view' } },
    async (req) => ok(await req.tx((tx) => instrumentDue(tx, req.actor()))));
  route(app, api.ledgerGet, { config: { permission: PROJECT_VIEW } }, async (req) => ok(await req.tx(async (tx) => {
    await need(tx, req.actor(), req.params.kind, 'view');
    return getLedger(tx, req.actor(), req.params.kind, req.params.id);
  })));
  route(app, api.largeEquipment, { config: { permission: 'supervise:machine:view' } },
    async (req) => ok(await req.tx((tx) => getLedger(tx, req.actor(), 'machine', req.params.id))));
  route(app, api.ledgerSave, { config: { permission: PROJECT_VIEW } }, async (req) => ok(await req.tx(async (tx) => {
    await need(tx, req.actor(), req.params.kind, req.body.id ? 'edit' : 'add');
    return saveLedger(tx, req.actor(), req.params.kind, req.body);
  }), { msg: MESSAGES.SAVE_OK }));
  // ready/work (spec §7): the project's authorisation form, under the project's own rights.
  route(app, api.readyWork, { config: { permission: PROJECT_VIEW } }, async (req) => ok(await req.tx(async (tx) => {
    await need(tx, req.actor(), 'readyWork', req.body.id ? 'edit' : 'add');
    return saveReadyWork(tx, req.actor(), req.body);
  }), { msg: MESSAGES.SAVE_OK }));
  route(app, api.completedCumulative, { config: { permission: PROJECT_VIEW } },
    async (req) => ok(await req.tx((tx) => completedCumulative(tx, req.actor(), req.params.id))));
  route(app, api.ledgerDelete, { config: { permission: PROJECT_VIEW } }, async (req) => {
    await req.tx(async (tx) => {
      await need(tx, req.actor(), req.params.kind, 'delete');
      await deleteLedger(tx, req.actor(), req.params.kind, req.params.id);
    });
    return ok(null, { msg: MESSAGES.DELETE_OK });
  });
};
