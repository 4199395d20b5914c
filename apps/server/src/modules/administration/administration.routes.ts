import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administrationApi as A, MESSAGES } from '@ecms/shared';
import { hasPermission } from '../../platform/auth/context.js';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import { formRecords } from '../form/index.js';
import { hookSql } from '../form/index.js';
import { returnCard } from './administration.forms-more.js';
import { purchaseDetail } from './purchase-detail.service.js';
import { cancelRoomBooking } from './booking.service.js';
import { travelBoard, vehicleCosts } from './vehicle-travel.service.js';
import {
  bookings, createRoomBooking, depreciationList, moveList, receivePurchase, resources, stockList,
} from './administration.service.js';

/** Administration calls beyond the generic form calls (spec 2 §2, §7; issue 18). */
export const administrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const inv = 'adm:suppliesInventory';
  route(app, A.stockList, { config: { permission: `${inv}:view` } }, async (req) => {
    const p = await req.tx((tx) => stockList(tx, req.actor(), req.body));
    return ok(p.rows, { total: p.total });
  });
  route(app, A.moveList, { config: { permission: `${inv}:view` } }, async (req) => {
    const p = await req.tx((tx) => moveList(tx, req.actor(), req.body));
    return ok(p.rows, { total: p.total });
  });
  route(app, A.receivePurchase, { config: { permission: `${inv}:receive` } },
    async (req) => ok(await req.tx((tx) => receivePurchase(tx, req.actor(), req.params.id)), { msg: '入库成功' }));

  route(app, A.purchaseDetail, { config: { permission: 'adm:suppliesPurchaseDetail:view' } }, async (req) => {
    const p = await req.tx((tx) => purchaseDetail(tx, req.actor(), req.body));
    return ok(p.rows, { total: p.total });
  });

  const room = 'adm:meetingRoom';
  route(app, A.rooms, { config: { permission: `${room}:view` } }, async (req) => ok(await req.tx((tx) => resources(tx, req.actor(), 'room'))));
  route(app, A.roomBookings, { config: { permission: `${room}:view` } },
    async (req) => ok(await req.tx((tx) => bookings(tx, req.actor(), 'room', req.body))));
  route(app, A.bookRoom, { config: { permission: `${room}:add` } },
    async (req) => ok(await req.tx((tx) => createRoomBooking(tx, req.actor(), req.body)), { msg: '预订成功' }));
  route(app, A.cancelRoomBooking, { config: { permission: `${room}:view` } }, async (req) => {
    await req.tx(async (tx) => cancelRoomBooking(tx, req.actor().userId, req.params.id, await hasPermission(tx, req.actor(), `${room}:manageAll`)));
    return ok(null, { msg: '已取消预订' });
  });

  const vehicle = 'adm:vehicle';
  route(app, A.vehicles, { config: { permission: `${vehicle}:view` } }, async (req) => ok(await req.tx((tx) => resources(tx, req.actor(), 'vehicle'))));
  route(app, A.vehicleBookings, { config: { permission: `${vehicle}:view` } },
    async (req) => ok(await req.tx((tx) => bookings(tx, req.actor(), 'vehicle', req.body))));
  // The vehicle form's own rights (form:vehicle:add / edit) are checked by the form runtime.
  route(app, A.vehicleSave, {}, async (req) => ok(await req.tx(async (tx) => {
    const { id, version, ...values } = req.body;
    if (id) return formRecords.update(tx, req.actor(), 'vehicle', id, { values, version });
    const created = await formRecords.create(tx, req.actor(), 'vehicle', { values });
    return { id: created.id, version: 1 };
  }), { msg: MESSAGES.SAVE_OK }));

  route(app, A.depreciation, { config: { permission: 'adm:assetBaseTable:view' } }, async (req) => {
    const p = await req.tx((tx) => depreciationList(tx, req.actor(), req.body));
    return ok(p.rows, { total: p.total });
  });

  route(app, A.vehicleCosts, { config: { permission: 'adm:carPrice:view' } }, async (req) => ok(await req.tx((tx) => vehicleCosts(tx, req.actor(), req.body))));
  route(app, A.travelBoard, { config: { permission: 'adm:travel:view' } }, async (req) => ok(await req.tx((tx) => travelBoard(tx, req.actor(), req.body))));
  route(app, A.returnCard, { config: { permission: 'adm:cardHolder:return' } }, async (req) => ok(
    await req.tx((tx) => returnCard({ tx, ...hookSql(req.actor().tenantId) }, req.params.id)), { msg: '归还成功' },
  ));
};
