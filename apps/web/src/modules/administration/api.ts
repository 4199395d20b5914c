/** Administration calls (packages/shared/src/contracts/administration.ts) for the pages of this module. */
import {
  administrationApi as api, type TBooking, type TDepreciationRow, type TResource, type TStockMoveRow, type TSuppliesStockRow, type TTravelBoardRow, type TVehicleCostRow,
} from '@ecms/shared';
import type { ListRequest, ListResult } from '../../api/sys';
import { call, callEnvelope, callList } from '../../api/typed';

export type { TBooking, TDepreciationRow, TResource, TStockMoveRow, TSuppliesStockRow, TTravelBoardRow, TVehicleCostRow } from '@ecms/shared';

export const ADM_KEYS = { stock: 'adm-stock', moves: 'adm-moves', bookings: 'adm-bookings', resources: 'adm-resources', depreciation: 'adm-depreciation', vehicleCosts: 'adm-vehicle-costs', travel: 'adm-travel' } as const;

const paging = (req: ListRequest) => ({ pageNo: req.pageNo, pageSize: req.pageSize });

export const queryStock = (req: ListRequest): Promise<ListResult<TSuppliesStockRow>> => callList(api.stockList, {
  body: { ...paging(req), keyword: (req.params?.keyword as string) || undefined, itemClass: (req.params?.itemClass as string) || undefined, lowOnly: !!req.params?.lowOnly },
});
export const queryMoves = (req: ListRequest): Promise<ListResult<TStockMoveRow>> => callList(api.moveList, {
  body: { ...paging(req), itemId: (req.params?.itemId as string) || undefined },
});
export const receivePurchase = (id: string) => callEnvelope(api.receivePurchase, { params: { id } });

export const fetchResources = (type: 'room' | 'vehicle'): Promise<TResource[]> => call(type === 'room' ? api.rooms : api.vehicles);
export const queryBookings = (type: 'room' | 'vehicle', start: string, end: string): Promise<TBooking[]> =>
  call(type === 'room' ? api.roomBookings : api.vehicleBookings, { body: { start, end } });
export const bookRoom = (body: { roomId: string; title: string; startAt: string; endAt: string; attendees: string[]; remark?: string | null }) =>
  callEnvelope(api.bookRoom, { body });
export const cancelBooking = (id: string) => callEnvelope(api.cancelRoomBooking, { params: { id } });

export const queryDepreciation = (req: ListRequest): Promise<ListResult<TDepreciationRow>> => callList(api.depreciation, {
  body: { ...paging(req), month: (req.params?.month as string) || undefined, keyword: (req.params?.keyword as string) || undefined },
});

export const queryVehicleCosts = (year: string): Promise<TVehicleCostRow[]> => call(api.vehicleCosts, { body: { year } });
export const queryTravelBoard = (start: string, end: string): Promise<TTravelBoardRow[]> => call(api.travelBoard, { body: { start, end } });
export const returnCard = (id: string) => callEnvelope(api.returnCard, { params: { id } });
