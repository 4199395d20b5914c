/** Global search (spec 1 §2.5, §7): types for the tabs and pages of hits. */
import { http } from './http';

export interface SearchType {
  tableCode: string;
  name: string;
}

export interface SearchHit {
  tableCode: string;
  typeName: string;
  recordId: string;
  title: string;
  snippet: string;
  link: string;
  updatedDate: string;
}

export const SEARCH_PAGE_SIZE = 10;

export async function fetchSearchTypes(): Promise<SearchType[]> {
  return (await http.get<SearchType[]>('/b/global/search/typeList')).data ?? [];
}

export async function searchRecords(keyword: string, tableCode: string | undefined, pageNo: number): Promise<{ rows: SearchHit[]; total: number }> {
  const res = await http.post<SearchHit[]>('/b/global/search/queryList', {
    pageNo, pageSize: SEARCH_PAGE_SIZE, params: { keyword, tableCode },
  });
  return { rows: res.data ?? [], total: res.total ?? 0 };
}
