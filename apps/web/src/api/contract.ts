/** Contracts and cost consultations (spec 2 §2 Consulting, §3, §5): create-and-start, read, ledger. */
import {
  contractApi, costApi, type TContract, type TContractCreate, type TCostConsultation, type TCostCreate, type TFlowStart,
} from '@ecms/shared';
import type { ListRequest, ListResult } from './sys';
import { call, callList } from './typed';

/** The answer of saveAndStartFlow (spec 1 §3 "Flow start on a contract or cost record"). */
export type FlowStart = TFlowStart;
export type Contract = TContract;
export type CostConsultation = TCostConsultation;

export type RecordKind = 'contract' | 'cost';

export async function saveAndStartFlow(kind: RecordKind, values: TContractCreate | TCostCreate): Promise<FlowStart> {
  return kind === 'contract'
    ? call(contractApi.saveAndStartFlow, { body: values as TContractCreate })
    : call(costApi.saveAndStartFlow, { body: values as TCostCreate });
}

export async function fetchContract(id: string): Promise<Contract> {
  return call(contractApi.get, { params: { id } });
}

export async function fetchCostConsultation(id: string): Promise<CostConsultation> {
  return call(costApi.get, { params: { id } });
}

export async function queryContracts(req: ListRequest): Promise<ListResult<Contract>> {
  return callList(contractApi.queryList, { body: req });
}

/** The flow-handling page of a record's flow (spec 1 §2.4 /flowhandle/flow-business). */
export function flowBusinessLink(r: { procInstId: string; taskId?: string | null; name: string }): string {
  const q = new URLSearchParams({ procInstId: r.procInstId, name: r.name });
  if (r.taskId) q.set('taskId', r.taskId);
  return `/flowhandle/flow-business?${q}`;
}
