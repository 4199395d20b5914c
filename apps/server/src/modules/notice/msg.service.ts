import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MSG_TYPE_ALL, type MsgType } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { fileItem, noticeMsg, sysUser } from '../../db/schema/index.js';
import { deptSubtreeIds } from '../../platform/acl/data-scope.js';
import { deptsByIds, usersByIds } from '../../platform/directory.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { allPages } from '../../platform/excel/exports.js';
import { buildListQuery, pageWithTotal, type TListRequest, TOTAL_COLUMN, type UnscopedListEntity } from '../../platform/list-query.js';
import { pushAfterCommit } from '../../platform/realtime/push.js';
import { queueDocs } from '../../platform/search/index.js';
import { messageDoc } from './search-type.js';

/*
 * Messages. `sendMessage` is the one call every module uses to tell people something: it runs
 * in the caller's transaction (the message exists if and only if the business change
 * committed) and pushes to the recipients' browsers after the commit. Reading is strictly
 * personal: every query below is confined to the caller as recipient.
 */

export const MSG_TEXT = {
  NOT_FOUND: '消息不存在',
  NO_RECIPIENT: '请选择接收人或部门', // (wording ours)
  NO_ACTIVE_RECIPIENT: '所选人员或部门中没有可接收消息的用户', // (wording ours)
  DEPT_NOT_FOUND: '部门不存在',
  USER_NOT_FOUND: '用户不存在',
  ATTACHMENT_NOT_YOURS: '附件不存在或不是本人上传', // (wording ours)
} as const;

/** Attachments of an announcement are uploaded with this refModule and the announcement's attachmentId. */
export const NOTICE_FILE_MODULE = 'notice';
/** Messages carrying an announcement's attachments: refType NOTICE_FILE_MODULE, refId = attachmentId. */

/** Push previews stay short: the browser shows them in a notification, the page has the rest. */
const PUSH_CONTENT_MAX = 300;

export interface MessageRecipients {
  userIds?: readonly string[];
  /** Every enabled user of these departments receives it. */
  deptIds?: readonly string[];
  /** Also the users of the departments below `deptIds`. */
  includeSubDepts?: boolean;
}

export interface SendMessageInput {
  to: MessageRecipients;
  type: MsgType;
  title: string;
  content?: string;
  /** Route (with query) the web opens for the message. */
  link?: string | null;
  refType?: string | null;
  refId?: string | null;
  procInstId?: string | null;
  /** Sender; null or omitted for system messages. */
  senderId?: string | null;
}

export interface SentMessages {
  count: number;
  recipientIds: string[];
}

/** Enabled users named directly or through their departments, each once. */
async function resolveRecipients(tx: Db, to: MessageRecipients): Promise<string[]> {
  const conds: SQL[] = [];
  if (to.userIds?.length) conds.push(inArray(sysUser.id, [...to.userIds]));
  if (to.deptIds?.length) {
    let deptIds = [...to.deptIds];
    if (to.includeSubDepts) {
      const all = new Set<string>();
      for (const id of deptIds) for (const d of await deptSubtreeIds(tx, id)) all.add(d);
      deptIds = [...all];
    }
    conds.push(inArray(sysUser.deptId, deptIds));
  }
  if (!conds.length) return [];
  const rows = await tx.select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.status, 1), or(...conds)));
  return rows.map((r) => r.id);
}

/**
 * Sends one message to each recipient inside the caller's transaction `tx` (a withTenant
 * transaction) and pushes it to their open browsers after the commit. Recipients that do not
 * exist or are disabled are skipped; the answer says who received it.
 */
export async function sendMessage(tx: Db, input: SendMessageInput): Promise<SentMessages> {
  const [sent] = await sendMessages(tx, [input]);
  return sent;
}

/**
 * Several messages in one go (a flow step that reaches several people, each with their own
 * link): recipients named by id are checked in one statement, every message is written by one
 * multi-row insert and indexed for search once. Answers per input, in order.
 */
export async function sendMessages(tx: Db, inputs: readonly SendMessageInput[]): Promise<SentMessages[]> {
  const titles = inputs.map((input) => {
    const title = input.title.trim();
    if (!title) throw badRequest('消息标题不能为空');
    return title;
  });
  const byIdOnly = (to: MessageRecipients) => !to.deptIds?.length;
  const named = [...new Set(inputs.filter((i) => byIdOnly(i.to)).flatMap((i) => i.to.userIds ?? []))];
  // Named recipients through the directory (the engine has usually just read them: no second query).
  const users = await usersByIds(tx, named);
  const enabled = named.filter((id) => users.get(id)?.enabled);
  const rows: (typeof noticeMsg.$inferInsert)[] = [];
  const recipientsOf: string[][] = [];
  for (const [n, input] of inputs.entries()) {
    let recipientIds: string[];
    if (byIdOnly(input.to)) {
      const want = new Set(input.to.userIds ?? []);
      recipientIds = enabled.filter((id) => want.has(id));
    } else recipientIds = await resolveRecipients(tx, input.to);
    recipientsOf.push(recipientIds);
    for (const recipientId of recipientIds) {
      rows.push({
        id: newId(), recipientId, type: input.type, title: titles[n], content: input.content ?? '', link: input.link ?? null,
        refType: input.refType ?? null, refId: input.refId ?? null, procInstId: input.procInstId ?? null,
        senderId: input.senderId ?? null,
      });
    }
  }
  if (!rows.length) return recipientsOf.map((recipientIds) => ({ count: 0, recipientIds }));
  let tenantId = '';
  const docs = [];
  // Batches keep the statement's parameter count far below PostgreSQL's 65535.
  for (let i = 0; i < rows.length; i += 500) {
    const done = await tx.insert(noticeMsg).values(rows.slice(i, i + 500))
      .returning({ tenantId: noticeMsg.tenantId, id: noticeMsg.id, createdDate: noticeMsg.createdDate });
    tenantId = done[0]?.tenantId ?? tenantId;
    const created = new Map(done.map((d) => [d.id, d.createdDate]));
    for (const r of rows.slice(i, i + 500)) {
      docs.push(messageDoc({ id: r.id!, title: r.title, content: r.content ?? '', recipientId: r.recipientId, link: r.link ?? null, createdDate: created.get(r.id!)! }));
    }
  }
  // The search documents come from the rows just written: no second read; written with the
  // transaction's other documents (one upsert) when it flushes them at its end.
  await queueDocs(tx, 'notice_msg', docs);
  let at = 0;
  return inputs.map((input, n) => {
    const recipientIds = recipientsOf[n];
    const mine = rows.slice(at, at + recipientIds.length);
    at += recipientIds.length;
    if (!recipientIds.length) return { count: 0, recipientIds };
    const content = input.content ?? '';
    const preview = content.length > PUSH_CONTENT_MAX ? `${content.slice(0, PUSH_CONTENT_MAX)}…` : content;
    pushAfterCommit(tx, tenantId, recipientIds, {
      type: 'message',
      ...(mine.length === 1 && { id: mine[0].id }),
      msgType: input.type, title: titles[n], content: preview, link: input.link ?? null, procInstId: input.procInstId ?? null,
      createTime: new Date().toISOString(),
    });
    return { count: recipientIds.length, recipientIds };
  });
}

// ---- announcements (administrators to people or departments) --------------------------------

export interface AnnouncementInput {
  userIds?: string[];
  deptIds?: string[];
  includeSubDepts?: boolean;
  title: string;
  content: string;
  link?: string | null;
  /** The id the sender uploaded the attachments under (refModule 'notice'); optional. */
  attachmentId?: string | null;
}

/**
 * Files uploaded for an announcement: all of them must be the sender's own, so that nobody can
 * hand recipients access to someone else's uploads by naming their record id. None → no reference.
 */
async function announcementFiles(tx: Db, actor: SessionInfo, attachmentId: string | null | undefined): Promise<string | null> {
  if (!attachmentId) return null;
  const rows = await tx.select({ createdBy: fileItem.createdBy }).from(fileItem)
    .where(and(eq(fileItem.refModule, NOTICE_FILE_MODULE), eq(fileItem.refRecordId, attachmentId)));
  if (!rows.length) return null;
  if (rows.some((r) => r.createdBy !== actor.userId)) throw badRequest(MSG_TEXT.ATTACHMENT_NOT_YOURS);
  // An attachment id already sent by this sender is fine to reuse (a resend to more people).
  return attachmentId;
}

/** Whether `actor` received (or sent) an announcement carrying the attachments `attachmentId`. */
export async function canSeeAnnouncementFiles(tx: Db, actor: SessionInfo, attachmentId: string): Promise<boolean> {
  const [row] = await tx.select({ id: noticeMsg.id }).from(noticeMsg)
    .where(and(
      eq(noticeMsg.refType, NOTICE_FILE_MODULE), eq(noticeMsg.refId, attachmentId),
      or(eq(noticeMsg.recipientId, actor.userId), eq(noticeMsg.senderId, actor.userId)),
    )).limit(1);
  return !!row;
}

/**
 * Whether `actor` may attach files under `attachmentId`: a draft id no announcement carries yet
 * (sending checks that every file under it is the sender's own), or one the actor sent.
 */
export async function canAttachAnnouncementFiles(tx: Db, actor: SessionInfo, attachmentId: string): Promise<boolean> {
  const rows = await tx.select({ senderId: noticeMsg.senderId }).from(noticeMsg)
    .where(and(eq(noticeMsg.refType, NOTICE_FILE_MODULE), eq(noticeMsg.refId, attachmentId))).limit(50);
  return rows.length === 0 || rows.some((r) => r.senderId === actor.userId);
}

export async function sendAnnouncement(tx: Db, actor: SessionInfo, input: AnnouncementInput, type: MsgType): Promise<SentMessages> {
  const userIds = [...new Set(input.userIds ?? [])];
  const deptIds = [...new Set(input.deptIds ?? [])];
  if (!userIds.length && !deptIds.length) throw badRequest(MSG_TEXT.NO_RECIPIENT);
  if (userIds.length) {
    if ((await usersByIds(tx, userIds)).size !== userIds.length) throw badRequest(MSG_TEXT.USER_NOT_FOUND);
  }
  if (deptIds.length) {
    if ((await deptsByIds(tx, deptIds)).size !== deptIds.length) throw badRequest(MSG_TEXT.DEPT_NOT_FOUND);
  }
  const refId = await announcementFiles(tx, actor, input.attachmentId);
  const sent = await sendMessage(tx, {
    to: { userIds, deptIds, includeSubDepts: input.includeSubDepts ?? true },
    type, title: input.title, content: input.content, link: input.link, senderId: actor.userId,
    ...(refId ? { refType: NOTICE_FILE_MODULE, refId } : {}),
  });
  if (!sent.count) throw badRequest(MSG_TEXT.NO_ACTIVE_RECIPIENT);
  return sent;
}

// ---- the recipient's own messages -------------------------------------------------------------

const sender = alias(sysUser, 'sender');

const MSG_LIST: UnscopedListEntity = {
  scope: 'none', reason: "the caller's own messages (recipient = caller)",
  fields: {
    id: noticeMsg.id,
    title: noticeMsg.title,
    content: noticeMsg.content,
    type: noticeMsg.type,
    isRead: noticeMsg.isRead,
    procInstId: noticeMsg.procInstId,
    refType: noticeMsg.refType,
    refId: noticeMsg.refId,
    createdDate: noticeMsg.createdDate,
    createTime: noticeMsg.createdDate,
    updatedDate: noticeMsg.createdDate,
    readDate: noticeMsg.readDate,
  },
  sortable: ['createdDate', 'createTime', 'updatedDate', 'readDate', 'type', 'isRead', 'title'],
  defaultOrderBy: 'createdDate',
  defaultOrder: 'desc',
  tieBreaker: noticeMsg.id,
};

const mine = (actor: SessionInfo): SQL => eq(noticeMsg.recipientId, actor.userId);

const truthy = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

/** Normalizes the read filter (the web sends true/false, 1/0 or their strings). */
function listRequest(req: TListRequest): TListRequest {
  const params = { ...(req.params ?? {}) };
  for (const key of ['isRead', 'isRead$eq', 'isRead$ne']) {
    const v = params[key];
    if (v !== undefined && v !== null && v !== '') params[key] = truthy(v);
  }
  return { ...req, params };
}

const typeFilter = (type: number): SQL | undefined => (type === MSG_TYPE_ALL ? undefined : eq(noticeMsg.type, type));

/** One page of the caller's messages with its total (shared by the list and its Excel export, which reads the rows). */
async function messagePage(tx: Db, actor: SessionInfo, req: TListRequest) {
  const q = await buildListQuery(MSG_LIST, listRequest(req), { extra: [mine(actor)] });
  const { rows, total } = await pageWithTotal(tx, noticeMsg, q, (n) => tx.select({
    id: noticeMsg.id, type: noticeMsg.type, title: noticeMsg.title, content: noticeMsg.content, link: noticeMsg.link,
    procInstId: noticeMsg.procInstId, refType: noticeMsg.refType, refId: noticeMsg.refId,
    isRead: noticeMsg.isRead, readDate: noticeMsg.readDate,
    senderId: noticeMsg.senderId, createName: sql<string>`coalesce(${sender.name}, '系统')`,
    createdDate: noticeMsg.createdDate, [TOTAL_COLUMN]: n,
  }).from(noticeMsg)
    .leftJoin(sender, and(eq(sender.tenantId, noticeMsg.tenantId), eq(sender.id, noticeMsg.senderId)))
    .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  return { rows: rows.map((r) => ({ ...r, createTime: r.createdDate })), total };
}

/** POST /b/notice/msg/queryList: the caller's messages, newest first. */
export async function queryMessages(tx: Db, actor: SessionInfo, req: TListRequest) {
  return messagePage(tx, actor, req);
}

/** Every message of the caller matching a list request (no paging): the Excel export. */
export const exportMessages = (tx: Db, actor: SessionInfo, req: TListRequest) =>
  allPages(req, async (r) => (await messagePage(tx, actor, r)).rows);

/** GET /b/notice/msg/toReadNumber/{type}: unread messages of one type (0: all types). */
export async function unreadCount(tx: Db, actor: SessionInfo, type: number): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(noticeMsg)
    .where(and(mine(actor), eq(noticeMsg.isRead, false), typeFilter(type)));
  return n;
}

/** Tells the reader's other tabs that the unread count changed. */
const pushReadChange = (tx: Db, actor: SessionInfo, changed: number) => {
  if (changed > 0) pushAfterCommit(tx, actor.tenantId, [actor.userId], { type: 'read', changed });
};

async function markRead(tx: Db, actor: SessionInfo, where: SQL | undefined): Promise<number> {
  const done = await tx.update(noticeMsg)
    .set({ isRead: true, readDate: new Date(), updatedDate: new Date(), version: sql`${noticeMsg.version} + 1` })
    .where(and(mine(actor), eq(noticeMsg.isRead, false), where))
    .returning({ id: noticeMsg.id });
  pushReadChange(tx, actor, done.length);
  return done.length;
}

/** Marks one of the caller's messages read; someone else's message answers 404 like a missing one. */
export async function setRead(tx: Db, actor: SessionInfo, id: string): Promise<{ changed: number }> {
  const [row] = await tx.select({ id: noticeMsg.id }).from(noticeMsg).where(and(mine(actor), eq(noticeMsg.id, id)));
  if (!row) throw notFound(MSG_TEXT.NOT_FOUND);
  return { changed: await markRead(tx, actor, eq(noticeMsg.id, id)) };
}

/** Marks several of the caller's messages read; ids that are not the caller's are ignored. */
export async function setReadMany(tx: Db, actor: SessionInfo, ids: string[]): Promise<{ changed: number }> {
  if (!ids.length) return { changed: 0 };
  return { changed: await markRead(tx, actor, inArray(noticeMsg.id, [...new Set(ids)])) };
}

export async function setAllRead(tx: Db, actor: SessionInfo, type: number): Promise<{ changed: number }> {
  return { changed: await markRead(tx, actor, typeFilter(type)) };
}
