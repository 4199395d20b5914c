import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { noticeMsg } from '../../db/schema/index.js';
import type { SearchDocInput, SearchType } from '../../platform/search/index.js';

/** A message's search document (also written straight from a fresh insert by sendMessages). */
export function messageDoc(m: { id: string; title: string; content: string; recipientId: string; link: string | null; createdDate: Date }): SearchDocInput {
  return {
    recordId: m.id,
    title: m.title,
    content: m.content,
    link: m.link ?? `/main-page/messagePage?${new URLSearchParams({ addTab: 'messagePage', name: '消息提醒', msgId: m.id })}`,
    ownerId: m.recipientId,
    viewerIds: [m.recipientId],
    updatedDate: m.createdDate,
  };
}

/** Messages in the global search: each one only for its recipient (administrators included). */

export const noticeSearchTypes: readonly SearchType[] = [
  {
    tableCode: 'notice_msg',
    name: '消息',
    sort: 800,
    viewersOnly: true,
    private: true,
    async load(tx: Db, ids?: string[]) {
      const rows = await tx.select({
        id: noticeMsg.id, title: noticeMsg.title, content: noticeMsg.content, recipientId: noticeMsg.recipientId,
        link: noticeMsg.link, createdDate: noticeMsg.createdDate,
      }).from(noticeMsg).where(ids ? inArray(noticeMsg.id, ids) : undefined);
      return rows.map(messageDoc);
    },
  },
];
