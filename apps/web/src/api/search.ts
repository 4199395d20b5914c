/** Global search (spec 1 §2.5, §7): types for the tabs and pages of hits. */
import { searchApi, type TSearchHit, type TSearchType } from '@ecms/shared';
import { call, callList } from './typed';

export type SearchType = TSearchType;
export type SearchHit = TSearchHit;

export const SEARCH_PAGE_SIZE = 10;

export async function fetchSearchTypes(): Promise<SearchType[]> {
  return (await call(searchApi.typeList)) ?? [];
}

export async function searchRecords(keyword: string, tableCode: string | undefined, pageNo: number): Promise<{ rows: SearchHit[]; total: number }> {
  return callList(searchApi.queryList, { body: { pageNo, pageSize: SEARCH_PAGE_SIZE, params: { keyword, tableCode } } });
}
