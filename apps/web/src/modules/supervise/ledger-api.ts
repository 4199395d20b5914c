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
