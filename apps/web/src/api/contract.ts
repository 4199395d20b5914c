/** Contracts and cost consultations (spec 2 §2 Consulting, §3, §5): create-and-start, read, ledger. */
import type { TContractCreate, TCostCreate } from '@ecms/shared';
import { http } from './http';
import type { ListRequest, ListResult } from './sys';

/** The answer of saveAndStartFlow (spec 1 §3 "Flow start on a contract or cost record"). */
export interface FlowStart {
  id: string;
  taskId: string | null;
  procInstId: string;
  name: string;
  procDefineId: string;
  curActivityId: string | null;
  curActivityName: string | null;
}

interface FlowRecord {
  id: string;
  code: string;
  name: string;
  flowType: number;
  flowTypeName: string;
  businessType: number;
  businessTypeName: string;
  amount: number | null;
  remark: string | null;
  status: number;
  statusName: string;
  procInstId: string | null;
  curNodeName: string | null;
  createdBy: string | null;
  createdDate: string;
  updatedDate: string;
}

export interface Contract extends FlowRecord {
  partyA: string | null;
  partyB: string | null;
}

export interface CostConsultation extends FlowRecord {
  commissionPurpose: number;
  client: string | null;
}

export type RecordKind = 'contract' | 'cost';

export async function saveAndStartFlow(kind: RecordKind, values: TContractCreate | TCostCreate): Promise<FlowStart> {
  return (await http.post<FlowStart>(`/b/${kind}/saveAndStartFlow`, values)).data;
}

export async function fetchContract(id: string): Promise<Contract> {
  return (await http.get<Contract>(`/b/contract/${encodeURIComponent(id)}`)).data;
}

export async function fetchCostConsultation(id: string): Promise<CostConsultation> {
  return (await http.get<CostConsultation>(`/b/cost/${encodeURIComponent(id)}`)).data;
}

export async function queryContracts(req: ListRequest): Promise<ListResult<Contract>> {
  const res = await http.post<Contract[]>('/b/contract/queryList', req);
  return { rows: res.data ?? [], total: res.total ?? 0 };
}

/** The flow-handling page of a record's flow (spec 1 §2.4 /flowhandle/flow-business). */
export function flowBusinessLink(r: { procInstId: string; taskId?: string | null; name: string }): string {
  const q = new URLSearchParams({ procInstId: r.procInstId, name: r.name });
  if (r.taskId) q.set('taskId', r.taskId);
  return `/flowhandle/flow-business?${q}`;
}
