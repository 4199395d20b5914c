/** Notice calls (spec 1 §7 Notices) and administrators' announcements. */
import { http } from '../../api/http';
import type { ListRequest, ListResult } from '../../api/sys';

export interface MessageRow {
  id: string;
  type: number;
  title: string;
  content: string;
  link?: string | null;
  procInstId?: string | null;
  /** 'notice' with refId = the announcement's attachment id when it carries files. */
  refType?: string | null;
  refId?: string | null;
  isRead: boolean;
  readDate?: string | null;
  createName: string;
  createTime: string;
}

export const MESSAGES_KEY = 'notice-messages';

export async function queryMessages(req: ListRequest): Promise<ListResult<MessageRow>> {
  const res = await http.post<MessageRow[]>('/b/notice/msg/queryList', req);
  return { rows: res.data ?? [], total: Number(res.total ?? 0) };
}

export async function setMessageRead(id: string): Promise<string> {
  const res = await http.put(`/b/msg/setRead/${encodeURIComponent(id)}`);
  return res.msg;
}

export async function setMessagesRead(ids: string[]): Promise<void> {
  await http.put('/b/notice/msg/setRead', ids);
}

export async function setAllMessagesRead(type = 0): Promise<void> {
  await http.put(`/b/notice/msg/setAllRead/${type}`);
}

export interface Announcement {
  userIds?: string[];
  deptIds?: string[];
  title: string;
  content: string;
  /** The id the attachments were uploaded under (refModule NOTICE_FILE_MODULE). */
  attachmentId?: string;
}

/** refModule of announcement attachments (server: modules/notice NOTICE_FILE_MODULE). */
export const NOTICE_FILE_MODULE = 'notice';

/** A fresh id to upload an announcement's files under before it is sent (works outside secure contexts too). */
export function newAttachmentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `ann-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export async function sendAnnouncement(a: Announcement): Promise<number> {
  const res = await http.post<{ count: number }>('/a/notice/msg/send', a);
  return res.data?.count ?? 0;
}
