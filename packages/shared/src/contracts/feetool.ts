/**
 * Fee tool (spec 3 §7 "Fee tool": /b/feetool/tbfeebase, tbfeedetail, tbfeesimple): consulting fee
 * standards per region, their bands by contract amount, and the simple fee calculator. A scale is
 * 差额定率累进: each band's rate (‰) applies to the part of the amount inside that band.
 */
import { z } from 'zod';
import { ZIdParam, ZListRequest, ZNoData } from './common.js';
import { defineCall, zDateTime } from './define.js';

export const FEE_MSG = {
  BASE_NOT_FOUND: '收费标准不存在',
  DETAIL_NOT_FOUND: '收费明细不存在',
  BAND_ORDER: '区间上限应大于下限',
  BAND_OVERLAP: '该区间与已有区间重叠',
  NO_BANDS: '该收费标准还没有收费区间',
} as const;

const tags = ['feetool'];
const text = (max: number, msg: string) => z.string().trim().min(1, msg).max(max);
const ZAmount = z.number().min(0, '金额不能为负数').max(1e13, '金额过大');

export const ZFeeBase = z.object({
  id: z.string(),
  region: z.string(),
  name: z.string(),
  service: z.string(),
  minFee: z.number().nullable(),
  remark: z.string().nullable(),
  updatedDate: zDateTime,
});
export type TFeeBase = z.output<typeof ZFeeBase>;

export const ZFeeBaseSave = z.object({
  id: z.string().min(1).max(64).optional(),
  region: text(50, '请填写地区'),
  name: text(100, '请填写标准名称'),
  service: text(50, '请填写服务内容'),
  minFee: ZAmount.nullable().optional(),
  remark: z.string().max(500).nullable().optional(),
});

export const ZFeeDetail = z.object({
  id: z.string(),
  baseId: z.string(),
  region: z.string(),
  lower: z.number(),
  upper: z.number().nullable(),
  rate: z.number(),
});
export type TFeeDetail = z.output<typeof ZFeeDetail>;

export const ZFeeDetailSave = z.object({
  id: z.string().min(1).max(64).optional(),
  baseId: z.string().min(1, '请选择收费标准').max(64),
  lower: ZAmount,
  upper: ZAmount.nullable().optional(),
  rate: z.number().min(0, '费率不能为负数').max(1000, '费率不能超过 1000‰'),
});

export const ZFeeBand = z.object({ lower: z.number(), upper: z.number().nullable(), rate: z.number(), portion: z.number(), fee: z.number() });
export const ZFeeResult = z.object({
  baseId: z.string(),
  amount: z.number(),
  /** Σ band fees, raised to the standard's least fee. */
  fee: z.number(),
  minFeeApplied: z.boolean(),
  bands: z.array(ZFeeBand),
});
export const ZFeeSimpleBody = z.object({ baseId: z.string().min(1, '请选择收费标准').max(64), amount: ZAmount });
export const ZFeeSimple = ZFeeResult.extend({ id: z.string(), projectName: z.string().nullable(), createdDate: zDateTime });

export const feeToolApi = {
  baseList: defineCall({ method: 'POST', path: '/b/feetool/tbfeebase/queryList', tags, summary: '收费标准列表', body: ZListRequest.optional(), data: z.array(ZFeeBase), paged: true }),
  baseSave: defineCall({ method: 'POST', path: '/b/feetool/tbfeebase', tags, summary: '保存收费标准', body: ZFeeBaseSave, data: ZFeeBase }),
  baseRemove: defineCall({ method: 'DELETE', path: '/b/feetool/tbfeebase/:id', tags, summary: '删除收费标准', params: ZIdParam, data: ZNoData }),
  baseAreas: defineCall({ method: 'GET', path: '/b/feetool/tbfeebase/getAreas', tags, summary: '收费标准的地区', data: z.array(z.string()) }),
  detailList: defineCall({ method: 'POST', path: '/b/feetool/tbfeedetail/queryList', tags, summary: '收费区间列表', body: ZListRequest.optional(), data: z.array(ZFeeDetail), paged: true }),
  detailSave: defineCall({ method: 'POST', path: '/b/feetool/tbfeedetail', tags, summary: '保存收费区间', body: ZFeeDetailSave, data: ZFeeDetail }),
  detailRemove: defineCall({ method: 'DELETE', path: '/b/feetool/tbfeedetail/:id', tags, summary: '删除收费区间', params: ZIdParam, data: ZNoData }),
  detailAreas: defineCall({ method: 'GET', path: '/b/feetool/tbfeedetail/getAreas', tags, summary: '有收费区间的地区', data: z.array(z.string()) }),
  simpleCalc: defineCall({ method: 'POST', path: '/b/feetool/tbfeesimple/getTbFeeSimple', tags, summary: '计算咨询费（不保存）', body: ZFeeSimpleBody, data: ZFeeResult }),
  simpleSave: defineCall({
    method: 'POST', path: '/b/feetool/tbfeesimple', tags, summary: '计算并保存咨询费',
    body: ZFeeSimpleBody.extend({ projectName: z.string().trim().max(200).optional() }), data: ZFeeSimple,
  }),
};
