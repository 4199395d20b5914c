/** The supervision ledgers' calls (packages/shared/src/contracts/supervision-ledgers.ts). */
import { superviseLedgerApi as api, type SupLedgerKind, type TLedgerRow, type TLedgerSave } from '@ecms/shared';
import type { ListRequest, ListResult } from '../../api/sys';
import { call, callList } from '../../api/typed';

export type { TLedgerRow } from '@ecms/shared';
export const LEDGER_KEY = 'sup-ledger';

export const queryLedger = (kind: SupLedgerKind, req: ListRequest): Promise<ListResult<TLedgerRow>> => callList(api.ledgerList, { params: { kind }, body: req });
export const saveLedger = (kind: SupLedgerKind, body: TLedgerSave) => call(api.ledgerSave, { params: { kind }, body });
export const deleteLedger = (kind: SupLedgerKind, id: string) => call(api.ledgerDelete, { params: { kind, id } });
export const fetchInstrumentDue = () => call(api.instrumentDue, {});

/** 项目授权 / 开工准备 through the spec's ready/work call (type 1: save); the row is the readyWork ledger's. */
export const saveReadyWork = (body: { id?: string; version?: number; businessId: string; name: unknown; content: unknown; itemName: unknown; remark: unknown }) =>
  call(api.readyWork, { body: { ...body, type: 1 } });
/** 验收报告 累计完成 of a project. */
export const fetchCumulative = (id: string) => call(api.completedCumulative, { params: { id } });
