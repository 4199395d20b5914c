/** Notice calls (spec 1 §7 Notices): the caller's messages and administrators' announcements. */
import { z } from 'zod';
import { ZIdParam, ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';

/** A row of my messages. `createTime` repeats `createdDate` (the spec's name). */
export const ZMessageRow = z.object({
  id: z.string(),
  type: z.number(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  procInstId: z.string().nullable(),
  /** 'notice' with refId = the announcement's attachment id when it carries files. */
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  isRead: z.boolean(),
  readDate: zDateTime.nullable(),
  senderId: z.string().nullable(),
  createName: z.string(),
  createdDate: zDateTime,
  createTime: zDateTime,
});

const ZType = z.object({
  type: z.coerce.number({ error: '消息类型不正确' }).int('消息类型不正确').min(0, '消息类型不正确').max(99, '消息类型不正确'),
});
const ZIds = z.array(z.string().min(1).max(64)).max(1000, '一次最多处理1000条');
/** PUT /b/notice/msg/setRead: the spec sends a list; `{ ids }` is accepted too. */
const ZReadBody = z.union([ZIds, z.object({ ids: ZIds })], { error: '请提供消息编号列表' });

export const ZAnnouncement = z.object({
  userIds: z.array(z.string().min(1).max(64)).max(5000, '接收人过多').optional(),
  deptIds: z.array(z.string().min(1).max(64)).max(500, '部门过多').optional(),
  includeSubDepts: z.boolean().optional(),
  title: z.string({ error: '标题不能为空' }).trim().min(1, '标题不能为空').max(200, '标题不能超过200个字符'),
  content: z.string({ error: '内容不能为空' }).trim().min(1, '内容不能为空').max(5000, '内容不能超过5000个字符'),
  link: z.string().max(500, '链接不能超过500个字符').regex(/^\/[^/\\]/, '链接须为站内路径').nullish(),
  /** The id the attachments were uploaded under (FileList with refModule 'notice'). */
  attachmentId: z.string().max(64, '附件编号不正确').regex(/^[\w-]+$/, '附件编号不正确').nullish(),
});

const ZChanged = z.object({ changed: z.number() });
const tags = ['notice'];

export const noticeApi = {
  queryList: defineCall({
    method: 'POST', path: '/b/notice/msg/queryList', tags, summary: '我的消息（params: isRead, type, title$like, createdDate$between…）',
    body: ZListRequest, data: z.array(ZMessageRow), paged: true,
  }),
  unreadCount: defineCall({
    method: 'GET', path: '/b/notice/msg/toReadNumber/:type', tags, summary: '未读消息数（type 0：全部类型）', params: ZType, data: z.number(),
  }),
  setRead: defineCall({
    method: 'PUT', path: '/b/notice/msg/:id/setRead', tags, summary: '标记一条消息已读（仅本人的消息）', params: ZIdParam, data: ZChanged,
  }),
  setReadAlias: defineCall({
    method: 'PUT', path: '/b/msg/setRead/:id', tags, summary: '标记一条消息已读（同 /b/notice/msg/{id}/setRead）', params: ZIdParam, data: ZChanged,
  }),
  setReadMany: defineCall({
    method: 'PUT', path: '/b/notice/msg/setRead', tags, summary: '批量标记已读（消息编号列表；他人的消息忽略）', body: ZReadBody, data: ZChanged,
  }),
  setAllRead: defineCall({
    method: 'PUT', path: '/b/notice/msg/setAllRead/:type', tags, summary: '全部标记已读（type 0：全部类型）', params: ZType, data: ZChanged,
  }),
  send: defineCall({
    method: 'POST', path: '/a/notice/msg/send', tags, summary: '发送通知给人员或部门（部门默认含下级部门）',
    body: ZAnnouncement, data: z.object({ count: z.number() }),
  }),
};

export type TMessageRow = z.input<typeof ZMessageRow>;
export type TAnnouncement = z.input<typeof ZAnnouncement>;
