/**
 * Base data (spec 3 §7 "Base data, dictionaries", "Areas"; spec 1 §7 dictionary lookups):
 * dictionaries, areas, page configuration. Parameter administration is in system.ts (paramApi).
 */
import { z } from 'zod';
import { ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';
import { ZMoveResult } from './system.js';

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const ZDictCode = z.string().trim().min(1, '字典编码不能为空').max(64, '字典编码不能超过64个字符')
  .regex(/^[A-Za-z][\w-]*$/, '字典编码只能包含字母、数字、下划线和连字符，且以字母开头');

const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const dictFields = {
  parentId: z.string().max(64).nullish(),
  label: z.string({ error: '字典标签不能为空' }).trim().min(1, '字典标签不能为空').max(100, '字典标签不能超过100个字符'),
  value: z.preprocess(asText, z.string({ error: '字典值不能为空' }).trim().min(1, '字典值不能为空').max(100, '字典值不能超过100个字符')),
  sort: z.coerce.number({ error: '排序必须是整数' }).int('排序必须是整数').min(-1_000_000).max(1_000_000).optional(),
  enabled: z.boolean().optional(),
  ext: z.record(z.string(), z.unknown()).nullish(),
  dictName: z.string().trim().max(100, '字典名称不能超过100个字符').optional(),
  remark: z.string().max(500, '备注不能超过500个字符').nullish(),
};

export const ZDictCreate = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().optional(),
  type: z.string({ error: '字典类型不能为空' }).pipe(ZDictCode),
  ...dictFields,
});

export const ZDictUpdate = z.object({
  id: z.string({ error: '字典项ID不能为空' }).min(1, '字典项ID不能为空').max(64),
  version: z.number({ error: '版本号不能为空' }).int(),
  type: ZDictCode.optional(),
  ...dictFields,
  label: dictFields.label.optional(),
  value: z.preprocess(asText, z.string().trim().min(1, '字典值不能为空').max(100, '字典值不能超过100个字符').optional()),
});

export const ZDictMove = z.object({
  sourceId: z.string({ error: '请选择要移动的字典项' }).min(1, '请选择要移动的字典项').max(64),
  targetId: z.string({ error: '请选择目标字典项' }).min(1, '请选择目标字典项').max(64),
  position: z.enum(['before', 'after', 'inside'], { error: '位置只能是 before、after 或 inside' }),
});

export const ZAreaQuery = z.object({
  parentId: z.string().max(64).nullish(),
  name: z.string().max(50).nullish(),
  params: z.object({ parentId: z.string().max(64).nullish(), name: z.string().max(50).nullish() }).partial().optional(),
}).partial();

export const ZAreaSave = z.object({
  id: z.string().max(64).nullish(),
  version: z.number().int().optional(),
  parentId: z.string().max(64).nullish(),
  name: z.string({ error: '区域名称不能为空' }).trim().min(1, '区域名称不能为空').max(50, '区域名称不能超过50个字符'),
  code: z.preprocess((v) => (typeof v === 'number' ? String(v) : v),
    z.string().trim().max(20, '区域编码不能超过20个字符').regex(/^[0-9A-Za-z]*$/, '区域编码只能包含字母和数字').nullish()),
  sort: z.coerce.number({ error: '排序必须是整数' }).int('排序必须是整数').min(-1_000_000).max(1_000_000).optional(),
  /** Sent by the client; recomputed by the server from the parent. */
  parentIds: z.string().max(2000).nullish(),
});

/** Largest accepted page-configuration content (serialized JSON). */
export const MAX_PAGE_CONFIG_CHARS = 1_000_000;

/** content: a JSON object, or a string holding one (some pages send it serialized). */
const ZPageConfigContent = z.unknown().transform((v, ctx): Record<string, unknown> => {
  let value = v;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = undefined;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: '页面配置内容必须是JSON对象' });
    return z.NEVER;
  }
  if (JSON.stringify(value).length > MAX_PAGE_CONFIG_CHARS) {
    ctx.addIssue({ code: 'custom', message: '页面配置内容过大' });
    return z.NEVER;
  }
  return value as Record<string, unknown>;
});

export const ZPageConfigSave = z.object({
  id: z.string().max(64).nullish(),
  version: z.number().int().optional(),
  type: z.string({ error: '页面类型不能为空' }).trim().min(1, '页面类型不能为空').max(100, '页面类型不能超过100个字符'),
  name: z.string().trim().max(100, '名称不能超过100个字符').nullish(),
  content: ZPageConfigContent,
});

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const nullableText = z.string().nullable();
const ZExt = z.record(z.string(), z.unknown());

/** One dictionary item as selects and trees read it (`children` on tree dictionaries). */
export interface TDictOption {
  id: string; label: string; value: string; text: string; enabled: boolean; disabled: boolean; sort: number;
  parentId: string | null; extValues: Record<string, unknown>; children?: TDictOption[];
}
export const ZDictOption: z.ZodType<TDictOption, TDictOption> = z.object({
  id: z.string(),
  label: z.string(),
  value: z.string(),
  text: z.string(),
  enabled: z.boolean(),
  disabled: z.boolean(),
  sort: z.number(),
  parentId: nullableText,
  extValues: ZExt,
  get children() { return z.array(ZDictOption).optional(); },
});

/** A node of the administration tree of a tree dictionary: an option with its remark and version (disabled items included). */
export interface TDictAdminNode extends Omit<TDictOption, 'children'> { remark: string | null; version: number; children?: TDictAdminNode[] }
export const ZDictAdminNode: z.ZodType<TDictAdminNode, TDictAdminNode> = z.object({
  id: z.string(),
  label: z.string(),
  value: z.string(),
  text: z.string(),
  enabled: z.boolean(),
  disabled: z.boolean(),
  sort: z.number(),
  parentId: nullableText,
  extValues: ZExt,
  remark: nullableText,
  version: z.number(),
  get children() { return z.array(ZDictAdminNode).optional(); },
});

/** The dictionary catalogue: two groups (plain and tree dictionaries) listing the codes. */
export interface TDictKind {
  id: string; label: string; value: string; text: string; type: 'group' | 'dict'; isTree?: boolean; count?: number; children?: TDictKind[];
}
export const ZDictKind: z.ZodType<TDictKind, TDictKind> = z.object({
  id: z.string(),
  label: z.string(),
  value: z.string(),
  text: z.string(),
  type: z.enum(['group', 'dict']),
  isTree: z.boolean().optional(),
  count: z.number().optional(),
  get children() { return z.array(ZDictKind).optional(); },
});

const ZAudit = {
  createdBy: nullableText,
  createdDate: zDateTime,
  updatedBy: nullableText,
  updatedDate: zDateTime,
  version: z.number(),
};

/** A dictionary item of the administration list (dictName: the dictionary's name, from ext). */
export const ZDictRow = z.object({
  tenantId: z.string(),
  id: z.string(),
  type: z.string(),
  parentId: nullableText,
  label: z.string(),
  value: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  ext: ZExt.nullable(),
  remark: nullableText,
  dictName: nullableText,
  ...ZAudit,
});

export interface TAreaNode {
  id: string; parentId: string | null; parentIds: string; name: string; code: string | null; level: number; sort: number;
  version: number; isLeaf: boolean; children?: TAreaNode[];
}
export const ZAreaNode: z.ZodType<TAreaNode, TAreaNode> = z.object({
  id: z.string(),
  parentId: nullableText,
  parentIds: z.string(),
  name: z.string(),
  code: nullableText,
  level: z.number(),
  sort: z.number(),
  version: z.number(),
  isLeaf: z.boolean(),
  get children() { return z.array(ZAreaNode).optional(); },
});

export const ZAreaRow = z.object({
  tenantId: z.string(),
  id: z.string(),
  parentId: nullableText,
  parentIds: z.string(),
  name: z.string(),
  code: nullableText,
  level: z.number(),
  sort: z.number(),
  ...ZAudit,
});

/** A page configuration (derived ones, e.g. online forms' `form:<code>`, have no updatedDate). */
export const ZPageConfig = z.object({
  id: z.string(),
  type: z.string(),
  name: nullableText,
  content: ZExt,
  version: z.number(),
  updatedDate: zDateTime.nullable(),
});

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

const bd = ['bd'];
const ZOptions = z.array(ZDictOption);
const ZIdParam = z.object({ id: z.string().min(1).max(64) });

export const dictApi = {
  flowGroups: defineCall({
    method: 'GET', path: '/share/bd/dict/process-left-group', tags: ['bd', 'workflow'], summary: '发起流程对话框的流程分组（字典 process-left-group）', data: ZOptions,
  }),
  options: defineCall({
    method: 'GET', path: '/share/bd/dict/:code', tags: bd, summary: '字典选项（启用的第一级字典项）', params: z.object({ code: ZDictCode }), data: ZOptions,
  }),
  item: defineCall({
    method: 'GET', path: '/share/bd/dict/:code/:item', tags: bd, summary: '按值取一个字典项',
    params: z.object({ code: ZDictCode, item: z.string().min(1).max(100) }), data: ZDictOption,
  }),
  tree: defineCall({
    method: 'GET', path: '/share/bd/treedict/:code', tags: bd, summary: '树形字典（extValues.fullText 为自根起的完整名称）',
    params: z.object({ code: ZDictCode }), data: ZOptions,
  }),
  optionMap: defineCall({
    method: 'POST', path: '/share/bd/dict/queryList', tags: bd, summary: '批量取字典（params.types 或 params.type → 编码到选项的映射）',
    body: z.object({
      params: z.record(z.string(), z.unknown()).optional(),
      types: z.union([z.array(z.string().max(64)).max(1000), z.string().max(10_000)]).optional(),
      type: z.string().max(10_000).optional(),
    }),
    data: z.record(z.string(), ZOptions),
  }),
  kinds: defineCall({ method: 'GET', path: '/b/kind/tree1', tags: bd, summary: '字典目录树（普通字典 / 层级字典）', data: z.array(ZDictKind) }),
  baseData: defineCall({
    method: 'GET', path: '/bs/common/baseData/list', tags: bd,
    summary: '基础数据列表（category 如 UNIT_CLASS、SUPERVISE_INFO_CATEGORY，或 type 如 SUPERVISE_MACHINE_DATA）',
    query: z.object({ category: ZDictCode.optional(), type: ZDictCode.optional() }), data: ZOptions,
  }),
  queryList: defineCall({
    method: 'POST', path: '/a/bd/dict/queryList', tags: bd, summary: '字典项列表（params: type, label, value, enabled, parentId；默认按 sort 升序）',
    body: ZListRequest, data: z.array(ZDictRow), paged: true,
  }),
  create: defineCall({ method: 'POST', path: '/a/bd/dict/save', tags: bd, summary: '新增字典项（带 id 与 version 时为修改）', body: ZDictCreate, data: ZDictRow }),
  update: defineCall({ method: 'PUT', path: '/a/bd/dict', tags: bd, summary: '修改字典项（乐观锁：version 不一致返回409）', body: ZDictUpdate, data: ZDictRow }),
  delete: defineCall({ method: 'DELETE', path: '/a/bd/dict/delete/:id', tags: bd, summary: '删除字典项（有下级时拒绝）', params: ZIdParam, data: z.null() }),
  adminTree: defineCall({
    method: 'POST', path: '/a/bd/treedict/queryTree', tags: bd, summary: '层级字典管理树（含停用项）',
    body: z.object({
      type: ZDictCode.optional(), label: z.string().max(100).optional(),
      params: z.object({ type: ZDictCode.optional(), label: z.string().max(100).optional() }).optional(),
    }),
    data: z.array(ZDictAdminNode),
  }),
  move: defineCall({
    method: 'PUT', path: '/a/bd/treedict/updateSort', tags: bd,
    summary: '层级字典拖动排序：source 放到 target 之前（before）、之后（after）或其下（inside，成为最后一个下级）', body: ZDictMove, data: ZMoveResult,
  }),
};

export const areaApi = {
  queryTree: defineCall({
    method: 'POST', path: '/a/bd/area/queryTree', tags: bd, summary: '区域树（parentId 懒加载一级；name 过滤）', body: ZAreaQuery.optional(), data: z.array(ZAreaNode),
  }),
  save: defineCall({ method: 'POST', path: '/a/bd/area', tags: bd, summary: '新增或修改区域（修改须带 version，不一致返回409）', body: ZAreaSave, data: ZAreaRow }),
  delete: defineCall({ method: 'DELETE', path: '/a/bd/area/:id', tags: bd, summary: '删除区域（有下级时拒绝）', params: ZIdParam, data: z.null() }),
};

export const pageConfigApi = {
  queryList: defineCall({
    method: 'POST', path: '/b/pageConfig/queryList', tags: bd, summary: '页面配置（params.type；content 为 JSON）', body: ZListRequest, data: z.array(ZPageConfig), paged: true,
  }),
  save: defineCall({ method: 'POST', path: '/a/sys/pageConfig', tags: bd, summary: '新增或修改页面配置（content 须为 JSON 对象）', body: ZPageConfigSave, data: ZPageConfig }),
  delete: defineCall({ method: 'DELETE', path: '/a/sys/pageConfig/:id', tags: bd, summary: '删除页面配置', params: ZIdParam, data: z.null() }),
};

export type TDictRow = z.input<typeof ZDictRow>;
export type TDictCreate = z.input<typeof ZDictCreate>;
export type TDictUpdate = z.input<typeof ZDictUpdate>;
export type TAreaRow = z.input<typeof ZAreaRow>;
export type TAreaSave = z.input<typeof ZAreaSave>;
export type TPageConfig = z.input<typeof ZPageConfig>;
