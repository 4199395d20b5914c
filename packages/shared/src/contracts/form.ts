/** Online forms (docs/forms.md, docs/forms-excel-contract.md) and record kinds (print, ref options). */
import { z } from 'zod';
import { FORM_CODE_RE, FORM_KINDS, ZFormField, ZFormModel, ZFormSection, ZFormSubTable } from '../forms.js';
import { FIELD_PERMISSIONS } from '../workflow.js';
import { ZListRequest } from './common.js';
import { defineCall, zDateTime } from './define.js';

const tags = ['form'];
const id = z.string().min(1).max(64);
const ZIdParam = z.object({ id });
const ZFormRef = z.object({ formId: id });
const ZFormRecordRef = z.object({ formId: id, id });

// ---- record kinds -------------------------------------------------------------------------------

/** One labelled value of a print. */
export const ZPrintField = z.object({ label: z.string(), value: z.string() });
/** A table of a print (a form's sub-table). */
export const ZPrintTable = z.object({ title: z.string(), columns: z.array(z.string()), rows: z.array(z.array(z.string())) });
/** A record laid out for printing: heading, labelled values (formatted as the export writes them), tables. */
export const ZPrintDoc = z.object({
  kind: z.string(),
  kindName: z.string(),
  id: z.string(),
  title: z.string(),
  fields: z.array(ZPrintField),
  tables: z.array(ZPrintTable),
});
/** A record to pick in a `ref` field. */
export const ZRefOption = z.object({ value: z.string(), label: z.string().nullable() });


// ---- definitions (model-form-manager, dev-online, model-role-manager) -------------------------

/** The designer's save (a draft; publishing makes a version). */
export const ZFormSave = z.object({
  id: z.string().max(64).optional(),
  code: z.string({ error: '请输入表单编码' }).regex(FORM_CODE_RE, '表单编码须以小写字母开头，由小写字母、数字和下划线组成（2-40位）'),
  name: z.string({ error: '请输入表单名称' }).trim().min(1, '请输入表单名称').max(50, '表单名称不能超过50个字符'),
  kind: z.enum(FORM_KINDS).default('list'),
  groupId: z.string().max(64).nullish(),
  processCode: z.string().max(100).nullish(),
  model: ZFormModel,
});

/** A stored model as the server answers it (sub-tables always present). */
export const ZFormModelOut = ZFormModel.extend({ subTables: z.array(ZFormSubTable) });

/** A form as the flow pages name it. */
export const ZFormSummary = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(FORM_KINDS),
  groupId: z.string().nullable(),
  processCode: z.string().nullable(),
  status: z.number(),
  currentVersion: z.number().nullable(),
});

/** A definition with its draft model. */
export const ZFormDefinition = ZFormSummary.extend({
  model: ZFormModelOut,
  updatedDate: zDateTime,
  createdDate: zDateTime,
});

export const ZFormDefinitionRow = ZFormSummary.extend({ updatedDate: zDateTime, createdDate: zDateTime, versionCount: z.number() });

export const ZFormVersionInfo = z.object({
  version: z.number(),
  publishedDate: zDateTime,
  publishedBy: z.string().nullable(),
  publishedByName: z.string().nullable(),
});

const ZRoleIds = z.object({ roleIds: z.array(z.string()) });

// ---- runtime ------------------------------------------------------------------------------------

export const ZFormPermissions = z.object({
  create: z.boolean(),
  edit: z.boolean(),
  /** Edit and delete other people's records. */
  manageAll: z.boolean(),
  delete: z.boolean(),
  export: z.boolean(),
  import: z.boolean(),
});

export const ZFormMeta = z.object({
  definition: ZFormSummary.extend({ updatedDate: zDateTime }),
  model: ZFormModelOut,
  permissions: ZFormPermissions,
});

/**
 * A record of a form: the audit and flow columns, then one key per field (`<key>Name` beside
 * person, department and ref fields) — the model decides which, so the object is open.
 */
export const ZFormRow = z.looseObject({
  id: z.string(),
  parentId: z.string().nullable().optional(),
  createdBy: z.string().nullable().optional(),
  createdByName: z.string().nullable().optional(),
  createdDept: z.string().nullable().optional(),
  createdDate: zDateTime.optional(),
  updatedDate: zDateTime.optional(),
  version: z.number().optional(),
  flowStatus: z.number().nullable().optional(),
  flowStatusName: z.string().optional(),
  procInstId: z.string().nullable().optional(),
  curNodeName: z.string().nullable().optional(),
  /** May the caller open it for editing. */
  editable: z.boolean().optional(),
  /** Why a declared rule keeps the record read-only (FormHooks.locked, e.g. 资产已报废，不能修改). */
  lockedReason: z.string().nullable().optional(),
  /** Tree grids: the record has records beneath it. */
  hasChildren: z.boolean().optional(),
});

/** One record with its sub-table rows; inside a running flow, the caller's node's field permissions. */
export const ZFormRecord = ZFormRow.extend({
  subTables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  fieldPermissions: z.record(z.string(), z.enum(FIELD_PERMISSIONS)).optional(),
  taskNodeId: z.string().optional(),
});

/** A node of the tree grid: a dictionary group (`group: true`) or a record, with its children. */
export const ZFormTreeNode = z.looseObject({ key: z.string(), children: z.array(z.unknown()) });

/** The body of a record's save: field values, sub-table rows, tree parent, the version read (updates). */
export const ZRecordBody = z.object({
  values: z.record(z.string(), z.unknown()).optional(),
  subTables: z.record(z.string(), z.unknown()).optional(),
  parentId: z.string().max(64).nullish(),
  version: z.number().int().optional(),
});

/** One refused field of a save (400: `data.errors`); `field` is `key` or `<subTable>.<row>.<key>`. */
export const ZFieldError = z.object({ field: z.string(), message: z.string() });

/** A saved record and its new version. */
export const ZRecordSaved = z.object({ id: z.string(), version: z.number() });

/** A record saved and its flow started. */
export const ZFormFlowStart = z.object({
  id: z.string(),
  procInstId: z.string(),
  taskId: z.string().nullable(),
  name: z.string(),
  procDefineId: z.string(),
  curActivityName: z.string().nullable(),
});

const ZPermission = z.enum(FIELD_PERMISSIONS);
/** A published model whose fields and sub-tables carry the node's `permission`. */
export const ZAnnotatedFormModel = ZFormModel.extend({
  sections: z.array(ZFormSection.extend({ fields: z.array(ZFormField.extend({ permission: ZPermission })) })),
  subTables: z.array(ZFormSubTable.extend({ permission: ZPermission })),
});

/** POST /b/wf/form/display: the published model annotated with the node's field permissions. */
export const ZFlowFormDisplay = z.object({
  definition: ZFormSummary,
  taskDefKey: z.string().nullable(),
  readonly: z.boolean(),
  model: ZAnnotatedFormModel,
  fieldPermissions: z.record(z.string(), z.enum(FIELD_PERMISSIONS)),
});

export const ZFormMenuCreated = z.object({
  menuId: z.string(),
  url: z.string(),
  permission: z.string(),
  buttons: z.array(z.object({ id: z.string(), name: z.string(), permission: z.string() })),
});

export const formApi = {
  // definitions
  definitionList: defineCall({
    method: 'POST', path: '/a/form/definition/queryList', tags, summary: '在线表单列表',
    body: ZListRequest.optional(), data: z.array(ZFormDefinitionRow), paged: true,
  }),
  definition: defineCall({
    method: 'GET', path: '/a/form/definition/:id', tags, summary: '在线表单详情（含版本）',
    params: ZIdParam, data: ZFormDefinition.extend({ versions: z.array(ZFormVersionInfo) }),
  }),
  saveDefinition: defineCall({ method: 'POST', path: '/a/form/definition', tags, summary: '保存表单草稿', body: ZFormSave, data: ZFormDefinition }),
  publish: defineCall({
    method: 'POST', path: '/a/form/definition/:id/publish', tags, summary: '发布表单（建表/改表）', params: ZIdParam, data: z.object({ version: z.number() }),
  }),
  version: defineCall({
    method: 'GET', path: '/a/form/version/:formId/:version', tags, summary: '已发布版本的表单模型',
    params: ZFormRef.extend({ version: z.coerce.number().int().min(1) }), data: ZFormDefinition.extend({ version: z.number() }),
  }),
  setStatus: defineCall({
    method: 'PUT', path: '/a/form/definition/:id/status', tags, summary: '启用/停用表单',
    params: ZIdParam, body: z.object({ status: z.union([z.literal(0), z.literal(1)]) }), data: z.null(),
  }),
  removeDefinition: defineCall({ method: 'DELETE', path: '/a/form/definition/:id', tags, summary: '删除表单（未发布或无数据）', params: ZIdParam, data: z.null() }),
  roles: defineCall({ method: 'GET', path: '/a/form/definition/:id/roles', tags, summary: '表单可用角色', params: ZIdParam, data: ZRoleIds }),
  setRoles: defineCall({
    method: 'PUT', path: '/a/form/definition/:id/roles', tags, summary: '设置表单可用角色',
    params: ZIdParam, body: z.object({ roleIds: z.array(z.string().max(64)).max(500) }), data: ZRoleIds,
  }),

  // runtime (rights per form, checked in the service)
  meta: defineCall({ method: 'GET', path: '/b/form/:formId/meta', tags, summary: '表单运行信息（模型与权限）', params: ZFormRef, data: ZFormMeta }),
  queryList: defineCall({
    method: 'POST', path: '/b/form/:formId/queryList', tags, summary: '表单数据列表（按数据权限）',
    params: ZFormRef, body: ZListRequest.optional(), data: z.array(ZFormRow), paged: true,
  }),
  options: defineCall({
    method: 'GET', path: '/b/form/:formId/options', tags, summary: '关联字段的候选记录（按标题搜索或按 id，按数据权限）',
    params: ZFormRef, query: z.object({ q: z.string().max(100).optional(), ids: z.string().max(2000).optional() }), data: z.array(ZRefOption),
  }),
  tree: defineCall({
    method: 'POST', path: '/b/form/:formId/tree', tags, summary: '树形表格（按分组字典与上级记录成树）',
    params: ZFormRef, body: ZListRequest.optional(), data: z.array(ZFormTreeNode), paged: true,
  }),
  record: defineCall({ method: 'GET', path: '/b/form/:formId/record/:id', tags, summary: '表单记录详情（含子表）', params: ZFormRecordRef, data: ZFormRecord }),
  create: defineCall({ method: 'POST', path: '/b/form/:formId/record', tags, summary: '新增表单记录', params: ZFormRef, body: ZRecordBody, data: ZRecordSaved }),
  saveAndStartFlow: defineCall({
    method: 'POST', path: '/b/form/:formId/record/saveAndStartFlow', tags, summary: '保存表单记录并发起流程', params: ZFormRef, body: ZRecordBody, data: ZFormFlowStart,
  }),
  startFlow: defineCall({
    method: 'POST', path: '/b/form/:formId/record/:id/startFlow', tags, summary: '为已保存的记录发起流程', params: ZFormRecordRef, data: ZFormFlowStart,
  }),
  update: defineCall({
    method: 'PUT', path: '/b/form/:formId/record/:id', tags, summary: '修改表单记录（version 乐观锁）', params: ZFormRecordRef, body: ZRecordBody, data: ZRecordSaved,
  }),
  remove: defineCall({
    method: 'DELETE', path: '/b/form/:formId/record', tags, summary: '批量删除表单记录',
    params: ZFormRef, body: z.object({ ids: z.array(z.string().max(64)).max(1000).optional() }).optional(), data: z.object({ deleted: z.number() }),
  }),

  // flow forms (spec 1 §7)
  display: defineCall({
    method: 'POST', path: '/b/wf/form/display', tags, summary: '流程表单（按节点字段权限）',
    body: z.object({ formId: id, taskDefKey: z.string().max(100).nullish(), readonly: z.coerce.boolean().optional() }), data: ZFlowFormDisplay,
  }),
  byGroup: defineCall({ method: 'GET', path: '/b/wf/form/group/:id/list', tags, summary: '分组下的表单', params: ZIdParam, data: z.array(ZFormSummary) }),
  byFlow: defineCall({
    method: 'GET', path: '/b/wf/form/:id/list', tags, summary: '流程绑定的表单（id 或 mainProcDefId：流程定义 id 或编码）',
    params: ZIdParam, query: z.object({ mainProcDefId: z.string().max(64).optional() }), data: z.array(ZFormSummary),
  }),
  published: defineCall({
    method: 'GET', path: '/b/wf/form/:id', tags, summary: '表单定义（已发布模型）', params: ZIdParam, data: ZFormSummary.extend({ model: ZFormModelOut.nullable() }),
  }),
  createButtons: defineCall({
    method: 'POST', path: '/b/wf/form/auth/menu/createButtons', tags, summary: '为表单生成菜单与按钮权限',
    body: z.object({
      formId: id, parentId: z.string({ error: '请选择上级菜单' }).min(1, '请选择上级菜单').max(64), name: z.string().max(50).nullish(), icon: z.string().max(50).nullish(),
    }),
    data: ZFormMenuCreated,
  }),
};

export type TFormSummary = z.input<typeof ZFormSummary>;
export type TFormDefinitionRow = z.input<typeof ZFormDefinitionRow>;
export type TFormMeta = z.input<typeof ZFormMeta>;
export type TFormPermissions = z.input<typeof ZFormPermissions>;
export type TFormRow = z.input<typeof ZFormRow>;
export type TFormRecord = z.input<typeof ZFormRecord>;
export type TFormRecordBody = z.input<typeof ZRecordBody>;
export type TFormFlowStart = z.input<typeof ZFormFlowStart>;
export type TFlowFormDisplay = z.input<typeof ZFlowFormDisplay>;
export type TFieldError = z.infer<typeof ZFieldError>;
export type TFormDefinitionDetail = z.input<typeof formApi.definition.data>;
export type TFormSaveBody = z.input<typeof ZFormSave>;

/** `:kind` of a record kind: `contract`, `form:<code>`. */
const ZKindParam = z.object({ kind: z.string().min(1).max(64), id });

export const recordKindApi = {
  print: defineCall({
    method: 'GET', path: '/b/record/:kind/:id/print', tags, summary: '记录打印/预览（按记录类型的查看权限与数据权限）',
    params: ZKindParam, data: ZPrintDoc,
  }),
  options: defineCall({
    method: 'GET', path: '/b/record/:kind/options', tags, summary: '关联字段的候选记录（按标题搜索或按 id，按数据权限）',
    params: z.object({ kind: z.string().min(1).max(64) }),
    query: z.object({ q: z.string().max(100).optional(), ids: z.string().max(2000).optional() }),
    data: z.array(ZRefOption),
  }),
};

export type TPrintField = z.infer<typeof ZPrintField>;
export type TPrintTable = z.infer<typeof ZPrintTable>;
export type TPrintDoc = z.infer<typeof ZPrintDoc>;
export type TRefOption = z.infer<typeof ZRefOption>;
