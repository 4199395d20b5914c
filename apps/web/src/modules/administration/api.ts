/** Administration calls (packages/shared/src/contracts/administration.ts) for the pages of this module. */
import {
  administrationApi as api, attendanceApi as att, type TAttendanceConfig, type TAttendanceDay, type TAttendanceMonthRow, type TPurchaseDetailRow, type TBooking, type TDepreciationRow, type TResource, type TStockMoveRow, type TSuppliesStockRow, type TTravelBoardRow, type TVehicleCostRow,
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

// ---- 采购明细 and attendance (issue 18) ----

export type { TAttendanceConfig, TAttendanceDay, TAttendanceMonthRow, TPurchaseDetailRow } from '@ecms/shared';
export const ATT_KEYS = { cal: 'att-cal', config: 'att-config', month: 'att-month', detail: 'att-detail', purchaseDetail: 'adm-purchase-detail' } as const;

/** The list's params without empty values (the server refuses unknown or malformed filters). */
export function purchaseDetailParams(p: Record<string, unknown> | undefined) {
  const out: Record<string, unknown> = {};
  for (const k of ['keyword', 'flowStatus', 'receiveStatus', 'dateFrom', 'dateTo']) {
    const v = p?.[k];
    if (v !== undefined && v !== null && v !== '') out[k] = k === 'flowStatus' ? Number(v) : v;
  }
  return out;
}
export const queryPurchaseDetail = (req: ListRequest): Promise<ListResult<TPurchaseDetailRow>> => callList(api.purchaseDetail, {
  body: { ...paging(req), params: purchaseDetailParams(req.params) as never },
});

export const fetchSignConfig = (who: string, day: string): Promise<TAttendanceConfig> => call(att.signConfig, { params: { a: who, b: day } });
export const fetchSignCal = (start: string, n: number): Promise<TAttendanceDay[]> => call(att.signCal, { params: { datetime: start, n } });
export const signNow = (kind?: 'in' | 'out') => callEnvelope(att.sign, { body: kind ? { kind } : {} });
export const queryAttendanceMonth = (req: ListRequest): Promise<ListResult<TAttendanceMonthRow>> => callList(att.calculate, {
  body: { ...paging(req), month: String(req.params?.month ?? ''), keyword: (req.params?.keyword as string) || undefined, deptId: (req.params?.deptId as string) || undefined },
});
export const fetchAttendanceDetail = (userId: string, month: string): Promise<TAttendanceDay[]> => call(att.detail, { body: { userId, month } });

/** A person's month from their days (the 个人考勤 summary; the server computes each day). */
export function monthSummary(days: TAttendanceDay[]) {
  const working = days.filter((d) => (d.dayKind === 'work' || d.dayKind === 'adjusted') && d.status !== 'notJoined');
  const n = (s: TAttendanceDay['status'][]) => working.filter((d) => s.includes(d.status)).length;
  return {
    workDays: working.length,
    normal: n(['normal']),
    late: working.filter((d) => d.lateMinutes > 0).length,
    early: working.filter((d) => d.earlyMinutes > 0).length,
    missing: n(['missing']),
    absent: n(['absent']),
    leave: n(['leave']),
    trip: n(['trip']),
  };
}

export const STATUS_COLOR: Record<TAttendanceDay['status'], string> = {
  normal: 'green', late: 'orange', early: 'orange', lateEarly: 'volcano', missing: 'gold', absent: 'red', leave: 'blue', trip: 'cyan',
  rest: 'default', future: 'default', pending: 'processing', notJoined: 'default',
};
