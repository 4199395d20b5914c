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
}

export async function sendAnnouncement(a: Announcement): Promise<number> {
  const res = await http.post<{ count: number }>('/a/notice/msg/send', a);
  return res.data?.count ?? 0;
}
