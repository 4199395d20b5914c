/** Footprints (spec 1 §7): a visit per opened tab, my footprints, the administrators' analysis. */
import { http } from './http';

export interface Footmark {
  id: string;
  type: number;
  menuName: string;
  url: string | null;
  businessId: string | null;
  businessName: string | null;
  createdDate: string;
}

export interface FootmarkGroup {
  key: string;
  name: string;
  visits: number;
  visitors: number;
}

export type AnalyzeBy = 'menu' | 'dept' | 'user' | 'type' | 'day';

/** Records a visit; failures stay silent (a footprint must never disturb the page). */
export function recordFootmark(visit: { menuName: string; url: string; businessId?: string | null; businessName?: string | null }): void {
  void http.post('/b/footmark', { type: 0, ...visit }, { silent: true }).catch(() => undefined);
}

export async function queryMyFootmarks(params: { beginDate?: string; endDate?: string }, pageNo: number, pageSize: number): Promise<{ rows: Footmark[]; total: number }> {
  const res = await http.post<Footmark[]>('/b/footmark/queryList', { pageNo, pageSize, params });
  return { rows: res.data ?? [], total: res.total ?? 0 };
}

export async function analyzeFootmarks(params: { beginDate?: string; endDate?: string; groupBy: AnalyzeBy }): Promise<FootmarkGroup[]> {
  return (await http.post<FootmarkGroup[]>('/b/footmark/analyzeList', { params })).data ?? [];
}
