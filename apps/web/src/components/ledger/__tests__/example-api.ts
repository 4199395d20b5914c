import { http } from '../../../api/http';
import type { ListRequest, ListResult } from '../../../api/sys';

// The API functions a ledger needs: plain async functions (a typed client's functions fit the same slots).
export interface PostRow { id: string; code: string; name: string; type?: string; sort?: number; enabled: boolean; remark?: string; version: number; updatedDate: string }
export type PostForm = Pick<PostRow, 'code' | 'name' | 'type' | 'sort' | 'enabled' | 'remark'>;
export const POSTS_KEY = 'sys-posts';
export const queryPosts = async (req: ListRequest): Promise<ListResult<PostRow>> => {
  const r = await http.post<PostRow[]>('/a/sys/post/queryList', req);
  return { rows: r.data ?? [], total: r.total ?? 0 };
};
export const savePost = (body: PostForm & { id?: string; version?: number }) => http.post<PostRow>('/a/sys/post/save', body);
export const deletePosts = (ids: string[]) => http.post('/a/sys/post/delete', { ids });
