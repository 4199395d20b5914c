/** Notice calls (spec 1 §7 Notices) and administrators' announcements. */
import { noticeApi, type TAnnouncement, type TMessageRow } from '@ecms/shared';
import type { ListRequest, ListResult } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

export type MessageRow = TMessageRow;

export const MESSAGES_KEY = 'notice-messages';

export async function queryMessages(req: ListRequest): Promise<ListResult<MessageRow>> {
  return callList(noticeApi.queryList, { body: req });
}

export async function setMessageRead(id: string): Promise<string> {
  return (await callEnvelope(noticeApi.setReadAlias, { params: { id } })).msg;
}

export async function setMessagesRead(ids: string[]): Promise<void> {
  await call(noticeApi.setReadMany, { body: ids });
}

export async function setAllMessagesRead(type = 0): Promise<void> {
  await call(noticeApi.setAllRead, { params: { type } });
}

/** An announcement: recipients (people, departments), title, content, and the id its attachments were uploaded under (refModule NOTICE_FILE_MODULE). */
export type Announcement = TAnnouncement;

/** refModule of announcement attachments (server: modules/notice NOTICE_FILE_MODULE). */
export const NOTICE_FILE_MODULE = 'notice';

/** A fresh id to upload an announcement's files under before it is sent (works outside secure contexts too). */
export function newAttachmentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `ann-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export async function sendAnnouncement(a: Announcement): Promise<number> {
  return (await call(noticeApi.send, { body: a }))?.count ?? 0;
}
