/** Footprints (spec 1 §7): a visit per opened tab, my footprints, the administrators' analysis. */
import { footmarkApi, type TFootmarkAnalyzeBy, type TFootmarkGroup, type TFootmarkRow } from '@ecms/shared';
import { call, callList } from './typed';

export type Footmark = TFootmarkRow;
export type FootmarkGroup = TFootmarkGroup;
export type AnalyzeBy = TFootmarkAnalyzeBy;

/** Records a visit; failures stay silent (a footprint must never disturb the page). */
export function recordFootmark(visit: { menuName: string; url: string; businessId?: string | null; businessName?: string | null }): void {
  void call(footmarkApi.add, { body: { type: 0, ...visit } }, { silent: true }).catch(() => undefined);
}

export async function queryMyFootmarks(params: { beginDate?: string; endDate?: string }, pageNo: number, pageSize: number): Promise<{ rows: Footmark[]; total: number }> {
  return callList(footmarkApi.queryList, { body: { pageNo, pageSize, params } });
}

export async function analyzeFootmarks(params: { beginDate?: string; endDate?: string; groupBy: AnalyzeBy }): Promise<FootmarkGroup[]> {
  return (await call(footmarkApi.analyzeList, { body: { params } })) ?? [];
}
