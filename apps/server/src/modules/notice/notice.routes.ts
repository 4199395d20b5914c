import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG_TYPE } from '@ecms/shared';
import { ok } from '../../platform/envelope.js';
import { ZListRequest } from '../../platform/list-query.js';
import { registerOutboxConsumer } from '../../workflow/engine/outbox.js';
import { registerFileAccess } from '../file/index.js';
import { deliverFlowNotifications } from './flow-notifications.js';
import {
  canSeeAnnouncementFiles, NOTICE_FILE_MODULE, queryMessages, sendAnnouncement, setAllRead, setRead, setReadMany, unreadCount,
} from './msg.service.js';
import './msg.export.js';

// Recipients of an announcement read and download its attachments; nobody else does.
registerFileAccess(NOTICE_FILE_MODULE, canSeeAnnouncementFiles);
// The approval engine's notifications become messages in the approval's own transaction.
registerOutboxConsumer('notice', deliverFlowNotifications);

const ZId = z.object({ id: z.string().min(1, '编号不能为空').max(64, '编号不正确') });
const ZType = z.object({ type: z.coerce.number({ error: '消息类型不正确' }).int('消息类型不正确').min(0, '消息类型不正确').max(99, '消息类型不正确') });
const ZIds = z.array(z.string().min(1).max(64)).max(1000, '一次最多处理1000条');
/** PUT /b/notice/msg/setRead: the spec sends a list; `{ ids }` is accepted too. */
const ZReadBody = z.union([ZIds, z.object({ ids: ZIds })], { error: '请提供消息编号列表' });

const ZAnnouncement = z.object({
  userIds: z.array(z.string().min(1).max(64)).max(5000, '接收人过多').optional(),
  deptIds: z.array(z.string().min(1).max(64)).max(500, '部门过多').optional(),
  includeSubDepts: z.boolean().optional(),
  title: z.string({ error: '标题不能为空' }).trim().min(1, '标题不能为空').max(200, '标题不能超过200个字符'),
  content: z.string({ error: '内容不能为空' }).trim().min(1, '内容不能为空').max(5000, '内容不能超过5000个字符'),
  link: z.string().max(500, '链接不能超过500个字符').regex(/^\/[^/\\]/, '链接须为站内路径').nullish(),
  /** The id the attachments were uploaded under (FileList with refModule 'notice'). */
  attachmentId: z.string().max(64, '附件编号不正确').regex(/^[\w-]+$/, '附件编号不正确').nullish(),
});

/** Notices: the caller's messages (spec 1 §7 Notices) and administrators' announcements. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/b/notice/msg/queryList', {
    schema: { tags: ['notice'], summary: '我的消息（params: isRead, type, title$like, createdDate$between…）', body: ZListRequest },
  }, async (req) => {
    const r = await req.tx((tx) => queryMessages(tx, req.actor(), req.body));
    return ok(r.rows, { total: r.total });
  });

  app.get('/b/notice/msg/toReadNumber/:type', {
    schema: { tags: ['notice'], summary: '未读消息数（type 0：全部类型）', params: ZType },
  }, async (req) => ok(await req.tx((tx) => unreadCount(tx, req.actor(), req.params.type))));

  app.put('/b/notice/msg/:id/setRead', {
    schema: { tags: ['notice'], summary: '标记一条消息已读（仅本人的消息）', params: ZId },
  }, async (req) => ok(await req.tx((tx) => setRead(tx, req.actor(), req.params.id)), { msg: '确认成功' }));

  app.put('/b/msg/setRead/:id', {
    schema: { tags: ['notice'], summary: '标记一条消息已读（同 /b/notice/msg/{id}/setRead）', params: ZId },
  }, async (req) => ok(await req.tx((tx) => setRead(tx, req.actor(), req.params.id)), { msg: '确认成功' }));

  app.put('/b/notice/msg/setRead', {
    schema: { tags: ['notice'], summary: '批量标记已读（消息编号列表；他人的消息忽略）', body: ZReadBody },
  }, async (req) => {
    const ids = Array.isArray(req.body) ? req.body : req.body.ids;
    return ok(await req.tx((tx) => setReadMany(tx, req.actor(), ids)), { msg: '确认成功' });
  });

  app.put('/b/notice/msg/setAllRead/:type', {
    schema: { tags: ['notice'], summary: '全部标记已读（type 0：全部类型）', params: ZType },
  }, async (req) => ok(await req.tx((tx) => setAllRead(tx, req.actor(), req.params.type)), { msg: '确认成功' }));

  app.post('/a/notice/msg/send', {
    schema: { tags: ['notice'], summary: '发送通知给人员或部门（部门默认含下级部门）', body: ZAnnouncement },
    config: { permission: 'sys:user:notice' },
  }, async (req) => {
    const r = await req.tx((tx) => sendAnnouncement(tx, req.actor(), req.body, MSG_TYPE.ANNOUNCEMENT.value));
    return ok({ count: r.count }, { msg: '发送成功' });
  });
};
