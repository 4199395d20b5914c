/** Administration (行政管理, spec 2 §2; issue 18): stock, bookings, depreciation, /form/vehicle/save. */
import { z } from 'zod';
import { ZIdParam } from './common.js';
import { defineCall, zDateTime } from './define.js';

const tags = ['administration'];
const page = {
  pageNo: z.coerce.number().int().min(1, '页码必须大于0').max(100000).optional(),
  pageSize: z.coerce.number().int().min(1, '每页条数必须大于0').max(500).optional(),
};

/** One item with its stock (库存清单). */
export const ZSuppliesStockRow = z.object({
  itemId: z.string(),
  itemNo: z.string().nullable(),
  itemName: z.string(),
  itemClass: z.string().nullable(),
  itemClassName: z.string().nullable(),
  spec: z.string().nullable(),
  unit: z.string().nullable(),
  qty: z.number(),
  unitCost: z.number(),
  amount: z.number(),
  safetyStock: z.number(),
  /** Below its safety stock. */
  low: z.boolean(),
});
export type TSuppliesStockRow = z.infer<typeof ZSuppliesStockRow>;

export const ZSuppliesStockQuery = z.object({
  keyword: z.string().max(100).optional(),
  itemClass: z.string().max(64).optional(),
  lowOnly: z.boolean().optional(),
  ...page,
}).nullish();

/** One stock movement (库存流水). */
export const ZStockMoveRow = z.object({
  id: z.string(),
  itemId: z.string(),
  itemName: z.string().nullable(),
  unit: z.string().nullable(),
  kind: z.string(),
  kindName: z.string(),
  qty: z.number(),
  unitCost: z.number(),
  amount: z.number(),
  balance: z.number(),
  sourceForm: z.string().nullable(),
  sourceId: z.string().nullable(),
  sourceNo: z.string().nullable(),
  remark: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdDate: zDateTime,
});
export type TStockMoveRow = z.infer<typeof ZStockMoveRow>;

export const ZStockMoveQuery = z.object({ itemId: z.string().max(64).optional(), ...page }).nullish();

export const ZReceiveResult = z.object({ lines: z.number(), quantity: z.number() });

/** A booking of a room or vehicle (week calendar). */
export const ZBooking = z.object({
  id: z.string(),
  resourceType: z.string(),
  resourceId: z.string(),
  startAt: zDateTime,
  endAt: zDateTime,
  title: z.string(),
  bookedBy: z.string(),
  bookedByName: z.string().nullable(),
  attendees: z.array(z.string()),
  attendeeNames: z.array(z.string()),
  remark: z.string().nullable(),
  sourceForm: z.string().nullable(),
  sourceId: z.string().nullable(),
  /** Booked by the caller. */
  mine: z.boolean(),
});
export type TBooking = z.infer<typeof ZBooking>;

const isoTime = (label: string) => z.string({ error: `请选择${label}` }).min(1, `请选择${label}`).max(40)
  .refine((s) => !Number.isNaN(new Date(s).getTime()), `${label}格式不正确`);

export const ZBookingQuery = z.object({
  start: isoTime('开始时间'),
  end: isoTime('结束时间'),
  resourceId: z.string().max(64).optional(),
});

export const ZRoomBookingSave = z.object({
  roomId: z.string({ error: '请选择会议室' }).min(1, '请选择会议室').max(64),
  title: z.string({ error: '请输入会议主题' }).trim().min(1, '请输入会议主题').max(100, '会议主题不能超过100个字'),
  startAt: isoTime('开始时间'),
  endAt: isoTime('结束时间'),
  attendees: z.array(z.string().min(1).max(64)).max(200, '参会人不能超过200人').default([]),
  remark: z.string().max(500).nullish(),
});

/** A bookable resource (a meeting room or a vehicle). */
export const ZResource = z.object({
  id: z.string(),
  name: z.string(),
  capacity: z.number().nullable(),
  location: z.string().nullable(),
  equipment: z.array(z.string()),
});
export type TResource = z.infer<typeof ZResource>;

/** Straight-line depreciation of one asset card up to a month. */
export const ZDepreciationRow = z.object({
  id: z.string(),
  assetNo: z.string().nullable(),
  assetName: z.string(),
  assetClass: z.string().nullable(),
  status: z.string().nullable(),
  originalValue: z.number(),
  residualRate: z.number(),
  lifeYears: z.number(),
  /** First month of depreciation (YYYY-MM), the month after it was put into use; null without a date. */
  startMonth: z.string().nullable(),
  monthly: z.number(),
  monthsDepreciated: z.number(),
  accumulated: z.number(),
  netValue: z.number(),
  /** This month's charge. */
  thisMonth: z.number(),
});
export type TDepreciationRow = z.infer<typeof ZDepreciationRow>;

export const ZDepreciationQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM').optional(),
  keyword: z.string().max(100).optional(),
  ...page,
}).nullish();

/** /form/vehicle/save: a vehicle's fields, with id and version when it exists. */
export const ZVehicleSave = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().optional(),
  plateNo: z.string().max(10).optional(),
  brandModel: z.string().max(100).nullish(),
  seats: z.number().int().min(1).max(100).nullish(),
  keeper: z.string().max(64).nullish(),
  mileage: z.number().min(0).max(1e8).nullish(),
  remark: z.string().max(500).nullish(),
});

const ymd = (label: string) => z.string({ error: `请选择${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
  .refine((s) => !Number.isNaN(Date.parse(s)), `${label}格式应为 YYYY-MM-DD`);

/** 车辆费用统计: one vehicle's costs in one month (fuel: oil-card fuel and trip fuel; repairs: 维修/保养). */
export const ZVehicleCostRow = z.object({
  vehicleId: z.string(),
  plateNo: z.string(),
  month: z.string(),
  fuel: z.number(),
  repair: z.number(),
  toll: z.number(),
  other: z.number(),
  total: z.number(),
});
export type TVehicleCostRow = z.infer<typeof ZVehicleCostRow>;
export const ZVehicleCostQuery = z.object({
  year: z.string({ error: '请选择年份' }).regex(/^\d{4}$/, '年份格式应为 YYYY'),
  vehicleId: z.string().max(64).optional(),
});

/** 出差申请看板: a trip in approval or approved that overlaps the window. */
export const ZTravelBoardRow = z.object({
  id: z.string(),
  tripNo: z.string().nullable(),
  traveller: z.string(),
  travellerName: z.string().nullable(),
  dept: z.string().nullable(),
  deptName: z.string().nullable(),
  destination: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** 1 in approval, 3 approved. */
  flowStatus: z.number(),
});
export type TTravelBoardRow = z.infer<typeof ZTravelBoardRow>;
export const ZTravelBoardQuery = z.object({ start: ymd('开始日期'), end: ymd('结束日期') });

/** 采购明细: one line of an office-supplies purchase request, with its request. */
export const ZPurchaseDetailRow = z.object({
  id: z.string(),
  recordId: z.string(),
  orderNo: z.string().nullable(),
  applyDate: z.string().nullable(),
  applicantName: z.string().nullable(),
  deptName: z.string().nullable(),
  itemId: z.string().nullable(),
  itemName: z.string().nullable(),
  spec: z.string().nullable(),
  unit: z.string().nullable(),
  quantity: z.number(),
  price: z.number(),
  amount: z.number(),
  /** The request's flow status (0 draft … 3 approved). */
  flowStatus: z.number().nullable(),
  /** 0 未入库, 1 已入库 (SUPPLIES_RECEIVE_STATUS). */
  receiveStatus: z.string().nullable(),
  receiveStatusName: z.string().nullable(),
});
export type TPurchaseDetailRow = z.infer<typeof ZPurchaseDetailRow>;
export const ZPurchaseDetailQuery = z.object({
  params: z.strictObject({
    keyword: z.string().max(100).optional(),
    flowStatus: z.coerce.number().int().min(0).max(9).optional(),
    receiveStatus: z.enum(['0', '1']).optional(),
    dateFrom: ymd('开始日期').optional(),
    dateTo: ymd('结束日期').optional(),
  }, { error: '查询条件不正确' }).optional(),
  orderBy: z.string().max(64).optional(),
  order: z.string().max(8).optional(),
  pageNo: page.pageNo,
  pageSize: z.coerce.number().int().min(1, '每页条数必须大于0').max(1000).optional(),
}).nullish();

export const administrationApi = {
  purchaseDetail: defineCall({
    method: 'POST', path: '/b/adm/supplies/purchase/detail/queryList', tags, summary: '办公用品采购明细（采购申请的每一行，按用品采购的数据权限）',
    body: ZPurchaseDetailQuery, data: z.array(ZPurchaseDetailRow), paged: true,
  }),
  stockList: defineCall({
    method: 'POST', path: '/b/adm/supplies/stock/queryList', tags, summary: '办公用品库存清单',
    body: ZSuppliesStockQuery, data: z.array(ZSuppliesStockRow), paged: true,
  }),
  moveList: defineCall({
    method: 'POST', path: '/b/adm/supplies/move/queryList', tags, summary: '办公用品出入库流水',
    body: ZStockMoveQuery, data: z.array(ZStockMoveRow), paged: true,
  }),
  receivePurchase: defineCall({
    method: 'POST', path: '/b/adm/supplies/purchase/:id/receive', tags, summary: '采购到货入库（审批通过后，一次）',
    params: ZIdParam, data: ZReceiveResult,
  }),
  rooms: defineCall({ method: 'GET', path: '/b/adm/meeting/rooms', tags, summary: '会议室列表', data: z.array(ZResource) }),
  roomBookings: defineCall({
    method: 'POST', path: '/b/adm/meeting/booking/queryList', tags, summary: '会议室预订（时间段内）',
    body: ZBookingQuery, data: z.array(ZBooking),
  }),
  bookRoom: defineCall({ method: 'POST', path: '/b/adm/meeting/booking', tags, summary: '预订会议室（重叠由数据库拒绝）', body: ZRoomBookingSave, data: ZBooking }),
  cancelRoomBooking: defineCall({
    method: 'POST', path: '/b/adm/meeting/booking/:id/cancel', tags, summary: '取消会议室预订（通知参会人）', params: ZIdParam, data: z.null(),
  }),
  vehicles: defineCall({ method: 'GET', path: '/b/adm/vehicle/list', tags, summary: '车辆列表', data: z.array(ZResource) }),
  vehicleBookings: defineCall({
    method: 'POST', path: '/b/adm/vehicle/booking/queryList', tags, summary: '车辆占用（审批中和已批准的用车）',
    body: ZBookingQuery, data: z.array(ZBooking),
  }),
  vehicleSave: defineCall({
    method: 'POST', path: '/form/vehicle/save', tags, summary: '保存车辆（车辆表单记录）',
    body: ZVehicleSave, data: z.object({ id: z.string(), version: z.number() }),
  }),
  depreciation: defineCall({
    method: 'POST', path: '/b/adm/asset/depreciation/queryList', tags, summary: '固定资产折旧（年限平均法）',
    body: ZDepreciationQuery, data: z.array(ZDepreciationRow), paged: true,
  }),
  vehicleCosts: defineCall({
    method: 'POST', path: '/b/adm/vehicle/cost/statistics', tags, summary: '车辆费用统计（每车每月：油费、维修、路桥、其他）',
    body: ZVehicleCostQuery, data: z.array(ZVehicleCostRow),
  }),
  travelBoard: defineCall({
    method: 'POST', path: '/b/adm/travel/board', tags, summary: '出差申请看板（时间段内出差的人员与地点）',
    body: ZTravelBoardQuery, data: z.array(ZTravelBoardRow),
  }),
  returnCard: defineCall({
    method: 'POST', path: '/b/adm/card/borrow/:id/return', tags, summary: '证照归还（借用审批通过后，一次）',
    params: ZIdParam, data: z.object({ returnDate: z.string() }),
  }),
};
