import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG_TYPE, noticeApi } from '@ecms/shared';
import { route } from '../../platform/contract-route.js';
import { ok } from '../../platform/envelope.js';
import {
  queryMessages, sendAnnouncement, setAllRead, setRead, setReadMany, unreadCount,
} from './msg.service.js';

/** Notices: the caller's messages (spec 1 §7 Notices) and administrators' announcements. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, noticeApi.queryList, {}, async (req) => {
    const r = await req.tx((tx) => queryMessages(tx, req.actor(), req.body));
    return ok(r.rows, { total: r.total });
  });

  route(app, noticeApi.unreadCount, {}, async (req) => ok(await req.tx((tx) => unreadCount(tx, req.actor(), req.params.type))));

  route(app, noticeApi.setRead, {}, async (req) => ok(await req.tx((tx) => setRead(tx, req.actor(), req.params.id)), { msg: '确认成功' }));

  route(app, noticeApi.setReadAlias, {}, async (req) => ok(await req.tx((tx) => setRead(tx, req.actor(), req.params.id)), { msg: '确认成功' }));

  route(app, noticeApi.setReadMany, {}, async (req) => {
    const ids = Array.isArray(req.body) ? req.body : req.body.ids;
    return ok(await req.tx((tx) => setReadMany(tx, req.actor(), ids)), { msg: '确认成功' });
  });

  route(app, noticeApi.setAllRead, {}, async (req) => ok(await req.tx((tx) => setAllRead(tx, req.actor(), req.params.type)), { msg: '确认成功' }));

  route(app, noticeApi.send, { config: { permission: 'sys:user:notice' } }, async (req) => {
    const r = await req.tx((tx) => sendAnnouncement(tx, req.actor(), req.body, MSG_TYPE.ANNOUNCEMENT.value));
    return ok({ count: r.count }, { msg: '发送成功' });
  });
};
