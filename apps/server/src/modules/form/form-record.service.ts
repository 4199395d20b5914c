import type { Actor } from '../../platform/tenancy.js';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ExportFormat, XlsxSpec } from '../../platform/excel/writer.js';
import { FLOW_RECORD_STATUS, labelOf, MESSAGES, type TFieldPermission, type TFormField, type TFormKind, type TFormModel } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { bdDict, frmRole, sysUser, sysUserRole } from '../../db/schema/index.js';
import { requestScope, type ResolvedScope, type ScopeResolver, visibleWhere } from '../../platform/acl/data-scope.js';
import { heldPermissions } from '../../platform/auth/context.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { printValue, type RecordKind } from '../../platform/record-kind.js';
import { registryOf } from '../../platform/registry.js';
import type { TListRequest } from '../../platform/list-query.js';
import { startFlow } from '../../workflow/engine/operations.js';
import { nextSerial, nextSerials } from '../codegen/index.js';
import { bindUploads } from '../file/index.js';
import { findDefinition, type FormDefinitionRow, publishedModel } from './form-definition.repository.js';
import { allFields, FORM_ACTIONS, type FormAction, formDataMenu, formPermission, spaceOf, titleKeyOf } from './form-model.js';
import {
  batchRowIds, childCount, childIds, deleteRows, duplicateOf, formScope, type FormRow, type FormTables, getRow, insertRow, insertRows, listRows, lockRow, type NewRow,
  refOptions, type RefTitle, replaceSubRows, setTextField, subRows, updateRow,
} from './form-table.repository.js';
import { checkRecord, type CheckedRecord, type RefLookup } from './form-values.js';
import { hookBase, hooksOf, runAfterSave, runBeforeSave, saveContext } from './form-hooks.js';
import { declarationOf, type FormHooks } from './form-declare.js';
import { uniqueIndexOf } from './form-ddl.js';
import { newId } from '../../platform/ids.js';
import { nodePermsForActor, participates, permissionOf } from './form-flow.service.js';
import { flushFormSearch, markFormSearch } from './form-search.js';

/*
 * Runtime of a published form ({formId}/wf-form, wf-list, wf-treegrid): rights per form, data
 * scope on the form's own data menu, ownership (others' records are read-only without manageAll),
 * full validation, computed fields, serial numbers, sub-tables replaced in the same transaction.
 */

const S = FLOW_RECORD_STATUS;

export interface LoadedForm extends FormTables { def: FormDefinitionRow; model: TFormModel; code: string }

export async function loadForm(tx: Db, idOrCode: string): Promise<LoadedForm> {
  const def = await findDefinition(tx, idOrCode);
  if (def.status !== 1) throw badRequest(`表单“${def.name}”已停用`);
  const model = await publishedModel(tx, def);
  return { def, model, code: def.code, space: spaceOf(def.tenantId), refTitles: await refTitles(tx, model) };
}

/**
 * Label sources of the model's form-ref fields (main and sub-tables): each referenced form's title
 * field in the same company. Fields referencing another record kind get theirs from the kind
 * (attachKindLabels).
 */
async function refTitles(tx: Db, model: TFormModel): Promise<Record<string, RefTitle> | undefined> {
  const isFormRef = (f: TFormField) => f.type === 'ref' && !!f.refForm && !f.refKind;
  const refs = [
    ...allFields(model).filter(isFormRef).map((f) => ({ f, key: f.key })),
    ...(model.subTables ?? []).flatMap((st) => st.fields.filter(isFormRef).map((f) => ({ f, key: `${st.key}.${f.key}` }))),
  ];
  if (!refs.length) return undefined;
  const out: Record<string, RefTitle> = {};
  for (const { f, key: outKey } of refs) {
    let def;
    try { def = await findDefinition(tx, f.refForm!); } catch (e) { if (e instanceof AppError) continue; throw e; }
    if (def.currentVersion === null) continue;
    const key = titleKeyOf(await publishedModel(tx, def));
    if (key) out[outKey] = { code: def.code, titleKey: key };
  }
  return out;
}

/**
 * A ref field's value must be a record the caller may open: of the referenced form (same company
 * by construction), or of the referenced record kind (its ref source's scoped pick; another
 * company's id is not found under row-level security).
 */
function refLookup(tx: Db, actor: SessionInfo): RefLookup {
  const forms = new Map<string, Promise<LoadedForm | null>>();
  const kinds = new Map<string, Promise<RecordKind | null>>();
  return async (field, id) => {
    if (field.refKind) {
      let k = kinds.get(field.refKind);
      if (!k) {
        k = registryOf(tx).recordKind(tx, field.refKind);
        kinds.set(field.refKind, k);
      }
      const kind = await k;
      return !!kind?.ref && (await kind.ref.options(tx, actor, { ids: [id] })).some((o) => o.value === id);
    }
    const refForm = field.refForm!;
    let f = forms.get(refForm);
    if (!f) {
      f = loadForm(tx, refForm).catch((e) => { if (e instanceof AppError) return null; throw e; });
      forms.set(refForm, f);
    }
    const target = await f;
    if (!target) return false;
    try {
      await readable(tx, actor, target, id);
      return true;
    } catch (e) {
      if (e instanceof AppError) return false;
      throw e;
    }
  };
}

/** `<key>Name` of ref fields pointing at a record kind: the kind's titles of these rows' ids. */
export async function attachKindLabels(tx: Db, fields: TFormField[], rows: Record<string, unknown>[]): Promise<void> {
  for (const f of fields) {
    if (f.type !== 'ref' || !f.refKind) continue;
    const ids = [...new Set(rows.map((r) => r[f.key]).filter((v): v is string => typeof v === 'string' && v !== ''))];
    if (!ids.length) continue;
    const kind = await registryOf(tx).recordKind(tx, f.refKind);
    const labels = kind?.ref ? await kind.ref.labels(tx, ids) : new Map<string, string>();
    for (const r of rows) if (typeof r[f.key] === 'string') r[`${f.key}Name`] = labels.get(r[f.key] as string) ?? null;
  }
}

/** The record's ref labels from record kinds, main fields and sub-table rows. */
async function withKindLabels(tx: Db, model: TFormModel, row: Record<string, unknown>, subTables?: Record<string, Record<string, unknown>[]>) {
  await attachKindLabels(tx, allFields(model), [row]);
  for (const st of model.subTables ?? []) if (subTables?.[st.key]) await attachKindLabels(tx, st.fields, subTables[st.key]);
}

/** Fields marked unique (and serials) hold one record per value: a clear message before the index says so. */
async function checkUnique(tx: Db, form: LoadedForm, values: Record<string, unknown>, exceptId?: string): Promise<void> {
  for (const f of allFields(form.model)) {
    if (!f.unique) continue;
    const v = values[f.key];
    if (v === null || v === undefined || v === '') continue;
    if (await duplicateOf(tx, form, f.key, v, exceptId)) throw badRequest(`${f.label}已存在`);
  }
}

/** Two concurrent saves both pass checkUnique; the unique index refuses the second: same message. */
async function uniqueGuard<T>(form: LoadedForm, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const code = err.code ?? err.cause?.code;
    const constraint = err.constraint ?? err.cause?.constraint;
    if (code === '23505') {
      const f = allFields(form.model).find((x) => (x.unique || x.type === 'serial') && uniqueIndexOf(form.code, x.key) === constraint);
      throw badRequest(`${f?.label ?? '记录'}已存在`);
    }
    throw e;
  }
}

/** The caller's rights on a form: its menu permissions, narrowed by the form's role grants. */
export async function formRights(tx: Db, actor: SessionInfo, form: LoadedForm): Promise<Record<FormAction, boolean>> {
  const none = Object.fromEntries(FORM_ACTIONS.map((a) => [a, false])) as Record<FormAction, boolean>;
  if (!actor.isAdmin) {
    const granted = await tx.select({ roleId: frmRole.roleId }).from(frmRole).where(eq(frmRole.formId, form.def.id));
    if (granted.length) {
      const mine = await tx.select({ roleId: sysUserRole.roleId }).from(sysUserRole)
        .where(and(eq(sysUserRole.userId, actor.userId), inArray(sysUserRole.roleId, granted.map((g) => g.roleId))));
      if (!mine.length) return none;
    }
  }
  // The form's own rights and those of the menu entries that open its page, in one statement.
  const pages = declarationOf(tx, form.code)?.pageRights ?? [];
  const granting = (a: FormAction) => [formPermission(form.code, a), ...pages.map((p) => `${p}:${a}`)];
  const held = await heldPermissions(tx, actor, FORM_ACTIONS.flatMap(granting));
  const out = { ...none };
  for (const a of FORM_ACTIONS) out[a] = granting(a).some((p) => held.has(p));
  return out;
}

async function require(tx: Db, actor: SessionInfo, form: LoadedForm, action: FormAction) {
  const rights = await formRights(tx, actor, form);
  if (!rights[action]) throw forbidden();
  return rights;
}

/** Records the caller sees: the data scope of the form's data menu, or taking part in the record's flow. */
async function visibility(tx: Db, actor: SessionInfo, form: LoadedForm): Promise<SQL | undefined> {
  return visibleWhere({ scope: formScope(form.code) }, scopeOf(tx, actor, form));
}

/**
 * For a module's own read over a declared form's records (table aliased `t`): the condition of the
 * records the caller sees, exactly the form list's (undefined = all). The caller's page right is the module's to check.
 */
export async function visibleRecords(tx: Db, actor: SessionInfo, code: string): Promise<SQL | undefined> {
  return visibility(tx, actor, await loadForm(tx, code));
}

/** The caller's scope on a form's records: everything for a declared catalogue (FormDeclaration.catalogue). */
function scopeOf(tx: Db, actor: SessionInfo, form: LoadedForm): ScopeResolver {
  const declared = form.def.declaredVersion !== null && form.def.declaredVersion !== undefined;
  if (!declared || !declarationOf(tx, form.code)?.catalogue) return requestScope(tx, actor);
  const everything: ResolvedScope = { all: true, deptIds: [], self: false, attrRules: [], userId: actor.userId, userDeptId: null };
  return { userId: actor.userId, resolve: async () => everything };
}

const inFlow = (row: FormRow) => row.flowStatus === S.APPROVING.value || row.flowStatus === S.RETURNED.value;

/** List flag: may the caller open the record for editing (a running flow edits through its task). */
function editableInList(row: FormRow, actor: SessionInfo, rights: Record<FormAction, boolean>, hooks?: FormHooks): boolean {
  if (lockOf(hooks, row)) return false;
  if (row.flowStatus === S.APPROVED.value || row.flowStatus === S.APPROVING.value) return false;
  if (row.flowStatus === S.RETURNED.value) return row.createdBy === actor.userId;
  return row.createdBy === actor.userId ? rights.edit : rights.manageAll;
}

/** A declared form's lock on a stored record (FormHooks.locked): the reason, or null. */
const lockOf = (hooks: FormHooks | undefined, row: FormRow): string | null => hooks?.locked?.(row) || null;

const presentRow = (row: FormRow) => ({ ...row, flowStatusName: labelOf(FLOW_RECORD_STATUS, row.flowStatus) });

async function visibleRow(tx: Db, actor: SessionInfo, form: LoadedForm, id: string): Promise<FormRow> {
  const row = await getRow(tx, form, form.model, id, await visibility(tx, actor, form));
  if (!row) throw notFound(MESSAGES.RECORD_MISSING);
  return row;
}

/** A record the caller may read: the form's view right, or taking part in the record's flow (approvers). */
async function readable(tx: Db, actor: SessionInfo, form: LoadedForm, id: string) {
  const rights = await formRights(tx, actor, form);
  const row = await visibleRow(tx, actor, form, id);
  if (!rights.view && !(await participates(tx, actor, row.procInstId))) throw forbidden();
  return { rights, row };
}

async function creatorDept(tx: Db, actor: SessionInfo): Promise<string | null> {
  const [me] = await tx.select({ deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.id, actor.userId));
  return me?.deptId ?? null;
}

async function assignSerials(tx: Db, model: TFormModel, values: Record<string, unknown>) {
  for (const f of allFields(model)) if (f.type === 'serial') values[f.key] = await nextSerial(tx, f.serialRule!);
}

async function checkParent(tx: Db, actor: SessionInfo, form: LoadedForm, parentId: unknown, selfId?: string): Promise<string | null> {
  if (parentId === undefined || parentId === null || parentId === '') return null;
  if (typeof parentId !== 'string' || parentId === selfId) throw badRequest('上级记录不正确');
  const parent = await getRow(tx, form, form.model, parentId, await visibility(tx, actor, form));
  if (!parent) throw badRequest('上级记录不存在');
  // No cycles: the new parent must not sit under the record itself.
  let cursor: string | null = parent.parentId;
  for (let depth = 0; cursor && depth < 100; depth++) {
    if (cursor === selfId) throw badRequest('上级记录不能是自身的下级');
    cursor = (await getRow(tx, form, form.model, cursor))?.parentId ?? null;
  }
  return parentId;
}

/**
 * Read-only fields (TFormField.readOnly) belong to the server's rules: a submitted value is never
 * trusted. An edit keeps the stored value; a new record starts from the field's default.
 */
function keepReadOnly(model: TFormModel, given: Record<string, unknown>, stored: FormRow | null): Record<string, unknown> {
  const values = { ...given };
  for (const f of allFields(model)) {
    if (!f.readOnly) continue;
    if (stored) values[f.key] = stored[f.key];
    else delete values[f.key];
  }
  return values;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface RecordInput { values?: Record<string, unknown>; subTables?: Record<string, unknown>; parentId?: string | null; version?: number }

export const formRecords = {
  async meta(tx: Db, actor: SessionInfo, idOrCode: string) {
    const form = await loadForm(tx, idOrCode);
    const rights = await require(tx, actor, form, 'view');
    const { def } = form;
    return {
      definition: { id: def.id, code: def.code, name: def.name, kind: def.kind as TFormKind, groupId: def.groupId, processCode: def.processCode,
        status: def.status, currentVersion: def.currentVersion, updatedDate: def.updatedDate },
      model: form.model,
      permissions: { create: rights.add, edit: rights.edit, manageAll: rights.manageAll, delete: rights.delete, export: rights.export, import: rights.import },
    };
  },

  /** Records to pick in a ref field: id and title, matching `q` or the given ids, under the form's view right and data scope. */
  async options(tx: Db, actor: SessionInfo, idOrCode: string, q: { q?: string; ids?: string[] }) {
    const form = await loadForm(tx, idOrCode);
    await require(tx, actor, form, 'view');
    const titleKey = titleKeyOf(form.model);
    if (!titleKey) return [];
    return refOptions(tx, form, titleKey, { text: q.q?.trim() || undefined, ids: q.ids }, await visibility(tx, actor, form));
  },

  async list(tx: Db, actor: SessionInfo, idOrCode: string, req: TListRequest, action: FormAction = 'view') {
    const form = await loadForm(tx, idOrCode);
    const rights = await require(tx, actor, form, action);
    const page = await listRows(tx, form, form.model, req, { scope: scopeOf(tx, actor, form) });
    await attachKindLabels(tx, allFields(form.model), page.rows);
    const children = form.def.kind === 'treegrid' ? await childCount(tx, form, page.rows.map((r) => r.id)) : new Map<string, number>();
    return {
      rows: page.rows.map((r) => ({ ...presentRow(r), editable: editableInList(r, actor, rights, hooksOf(tx, form.def)), ...(form.def.kind === 'treegrid' && { hasChildren: (children.get(r.id) ?? 0) > 0 }) })),
      total: page.total,
      form,
    };
  },

  async get(tx: Db, actor: SessionInfo, idOrCode: string, id: string) {
    const form = await loadForm(tx, idOrCode);
    const { rights, row } = await readable(tx, actor, form, id);
    const subTables = await subRows(tx, form, form.model, id);
    await withKindLabels(tx, form.model, row, subTables);
    const perms = inFlow(row) ? await nodePermsForActor(tx, actor, row.procInstId) : null;
    let editable = editableInList(row, actor, rights);
    if (inFlow(row)) editable = !!perms && perms.editable;
    const lockedReason = lockOf(hooksOf(tx, form.def), row);
    if (lockedReason) editable = false;
    const out: FormRow & { subTables: typeof subTables; editable: boolean; lockedReason?: string; fieldPermissions?: Record<string, TFieldPermission>; taskNodeId?: string } = {
      ...presentRow(row), subTables, editable, ...(lockedReason && { lockedReason }),
    };
    if (perms) {
      // Hidden at the caller's node: the value never leaves the server.
      for (const f of allFields(form.model)) if (permissionOf(perms, f.key) === 'hidden') { out[f.key] = null; delete out[`${f.key}Name`]; }
      for (const st of form.model.subTables ?? []) if (permissionOf(perms, st.key) === 'hidden') subTables[st.key] = [];
      out.fieldPermissions = perms.fields;
      out.taskNodeId = perms.nodeId;
    }
    return out;
  },

  async create(tx: Db, actor: SessionInfo, idOrCode: string, input: RecordInput) {
    const form = await loadForm(tx, idOrCode);
    await require(tx, actor, form, 'add');
    const created = await createChecked(tx, actor, form, input);
    await flushFormSearch(tx);
    return created;
  },

  async saveAndStartFlow(tx: Db, actor: SessionInfo, idOrCode: string, input: RecordInput) {
    const form = await loadForm(tx, idOrCode);
    await require(tx, actor, form, 'add');
    if (!form.def.processCode) throw badRequest(`表单“${form.def.name}”未绑定审批流程`);
    const { id, checked } = await createChecked(tx, actor, form, input);
    const title = titleOf(form, checked.values);
    // The engine's command writes the record's search document once, with the flow's status.
    const res = await startFlow(tx, actor, {
      processCode: form.def.processCode, businessType: formDataMenu(form.code), businessId: id, name: title, formData: { ...checked.values },
    });
    await flushFormSearch(tx);
    return { id, procInstId: res.instanceId, taskId: res.taskId ?? null, name: title, procDefineId: res.procDefineId, curActivityName: res.activeNodes.join('、') || null };
  },

  /** Starts the bound flow for a saved record of the caller (a draft, or one withdrawn or rejected). */
  async startFlow(tx: Db, actor: SessionInfo, idOrCode: string, id: string) {
    const form = await loadForm(tx, idOrCode);
    await require(tx, actor, form, 'add');
    if (!form.def.processCode) throw badRequest(`表单“${form.def.name}”未绑定审批流程`);
    const row = await visibleRow(tx, actor, form, id);
    if (row.createdBy !== actor.userId) throw forbidden('只能为自己创建的记录发起流程');
    if (inFlow(row) || row.flowStatus === S.APPROVED.value) throw badRequest('记录已在审批中或已审批');
    const values = Object.fromEntries(allFields(form.model).map((f) => [f.key, row[f.key]]));
    const title = titleOf(form, values);
    const res = await startFlow(tx, actor, {
      processCode: form.def.processCode, businessType: formDataMenu(form.code), businessId: id, name: title, formData: values,
    });
    await flushFormSearch(tx);
    return { id, procInstId: res.instanceId, taskId: res.taskId ?? null, name: title, procDefineId: res.procDefineId, curActivityName: res.activeNodes.join('、') || null };
  },

  async update(tx: Db, actor: SessionInfo, idOrCode: string, id: string, input: RecordInput) {
    const form = await loadForm(tx, idOrCode);
    const { rights, row } = await readable(tx, actor, form, id);
    if (input.version === undefined) throw badRequest('版本号不能为空');
    await lockRow(tx, form, id);
    const locked = lockOf(hooksOf(tx, form.def), row);
    if (locked) throw forbidden(locked);
    let values = keepReadOnly(form.model, input.values ?? {}, row);
    let subs = input.subTables ?? {};
    let onlySubs: Set<string> | undefined;
    if (inFlow(row)) {
      // While the flow runs, only the holder of an open task edits, and only what its node allows.
      const perms = await nodePermsForActor(tx, actor, row.procInstId);
      if (!perms || !perms.editable) throw forbidden('流程审批中，当前记录不可修改');
      const stored = await subRows(tx, form, form.model, id);
      const merged: Record<string, unknown> = {};
      for (const f of allFields(form.model)) {
        const p = permissionOf(perms, f.key);
        const given = Object.hasOwn(values, f.key);
        if (p === 'editable' || f.type === 'computed' || f.type === 'serial') { merged[f.key] = given ? values[f.key] : row[f.key]; continue; }
        if (given && !sameValue(normalise(f, values[f.key]), normalise(f, row[f.key]))) throw forbidden(`字段“${f.label}”在当前环节不可修改`);
        merged[f.key] = row[f.key];
      }
      values = merged;
      onlySubs = new Set();
      const nextSubs: Record<string, unknown> = {};
      for (const st of form.model.subTables ?? []) {
        if (permissionOf(perms, st.key) === 'editable' && Object.hasOwn(subs, st.key)) { nextSubs[st.key] = subs[st.key]; onlySubs.add(st.key); continue; }
        if (Object.hasOwn(subs, st.key) && !sameSubRows(st.fields, subs[st.key], stored[st.key])) throw forbidden(`子表“${st.title}”在当前环节不可修改`);
        nextSubs[st.key] = stored[st.key];
      }
      subs = nextSubs;
    } else {
      if (row.flowStatus === S.APPROVED.value) throw forbidden('已审批的记录不能修改');
      if (row.createdBy === actor.userId ? !rights.edit : !rights.manageAll) throw forbidden('他人创建的记录为只读，不能修改');
    }
    const checked = await checkRecord(tx, form.model, { values, subTables: subs }, refLookup(tx, actor));
    // Serials never change once given.
    for (const f of allFields(form.model)) if (f.type === 'serial') checked.values[f.key] = row[f.key];
    const parentId = form.def.kind === 'treegrid' && input.parentId !== undefined ? await checkParent(tx, actor, form, input.parentId, id) : undefined;
    const hooks = hooksOf(tx, form.def);
    const ctx = saveContext(tx, actor, form, { id, values: checked.values, subTables: checked.subTables, previous: row });
    await runBeforeSave(hooks, ctx);
    await checkUnique(tx, form, checked.values, id);
    await uniqueGuard(form, () => updateRow(tx, form, form.model, id, input.version!, checked.values, parentId));
    await replaceSubRows(tx, form, form.model, id, checked.subTables, onlySubs);
    await runAfterSave(hooks, ctx, id);
    await bindUploads(tx, actor.userId, attachmentIds(form.model, checked), { refModule: formDataMenu(form.code), refRecordId: id });
    markFormSearch(tx, form.code, [id]);
    await flushFormSearch(tx);
    return { id, version: input.version + 1 };
  },

  async remove(tx: Db, actor: SessionInfo, idOrCode: string, ids: string[]) {
    if (!ids.length) throw badRequest(MESSAGES.SELECT_AT_LEAST_ONE);
    const form = await loadForm(tx, idOrCode);
    const rights = await require(tx, actor, form, 'delete');
    const unique = [...new Set(ids)];
    for (const id of unique) {
      const row = await visibleRow(tx, actor, form, id);
      if (inFlow(row) || row.flowStatus === S.APPROVED.value) throw forbidden('审批中或已审批的记录不能删除');
      const locked = lockOf(hooksOf(tx, form.def), row);
      if (locked) throw forbidden(locked);
      if (row.createdBy !== actor.userId && !rights.manageAll) throw forbidden('他人创建的记录为只读，不能删除');
    }
    // A tree keeps no orphans: a record goes only with all its children.
    if (form.def.kind === 'treegrid' && (await childIds(tx, form, unique)).some((c) => !unique.includes(c))) throw badRequest('请先删除下级记录');
    const onDelete = hooksOf(tx, form.def)?.onDelete;
    if (onDelete) {
      for (const id of unique) {
        const previous = (await getRow(tx, form, form.model, id))!;
        await onDelete({ ...hookBase(tx, actor, form), id, previous });
      }
    }
    const n = await deleteRows(tx, form, unique);
    markFormSearch(tx, form.code, unique);
    await flushFormSearch(tx);
    return { deleted: n };
  },

  /**
   * Tree grid grouped by the dictionary tree of `treeGroupField` (资产分类): dictionary nodes that
   * hold records, each with its records; records nest under their parent record. Up to 1000 records.
   */
  async tree(tx: Db, actor: SessionInfo, idOrCode: string, req: TListRequest) {
    const page = await formRecords.list(tx, actor, idOrCode, { ...req, pageNo: 1, pageSize: Math.min(req.pageSize ?? 1000, 1000) });
    const { model } = page.form;
    type Node = Record<string, unknown> & { key: string; children: Node[]; count: number };
    const byId = new Map<string, Node>(page.rows.map((r) => [r.id, { ...r, key: r.id, children: [], count: 1 }]));
    const tops: Node[] = [];
    for (const n of byId.values()) {
      const parent = n.parentId ? byId.get(n.parentId as string) : undefined;
      if (parent) parent.children.push(n); else tops.push(n);
    }
    const groupKey = model.treeGroupField;
    const field = groupKey ? allFields(model).find((f) => f.key === groupKey) : undefined;
    if (!field?.dictCode) return { nodes: tops, total: page.total };
    const items = await tx.select({ id: bdDict.id, parentId: bdDict.parentId, label: bdDict.label, value: bdDict.value }).from(bdDict)
      .where(and(eq(bdDict.type, field.dictCode), eq(bdDict.enabled, true))).orderBy(bdDict.sort);
    const groups = new Map<string, Node>(items.map((d) => [d.id, { key: `dict:${d.value}`, group: true, label: d.label, value: d.value, children: [], count: 0 }]));
    const byValue = new Map(items.map((d) => [d.value, groups.get(d.id)!]));
    const other: Node = { key: 'dict:', group: true, label: '未分类', value: null, children: [], count: 0 };
    for (const n of tops) (byValue.get(String(n[field.key] ?? '')) ?? other).children.push(n);
    // Dictionary nodes nest as the dictionary does (their own records first), then count and prune.
    const roots: Node[] = [];
    for (const d of items) {
      const g = groups.get(d.id)!;
      const parent = d.parentId ? groups.get(d.parentId) : undefined;
      if (parent) parent.children.push(g); else roots.push(g);
    }
    const weigh = (n: Node): number => {
      if (!n.group) return n.children.reduce((s, c) => s + weigh(c), 1);
      n.children = n.children.filter((c) => weigh(c) > 0);
      n.count = n.children.reduce((s, c) => s + (c.group ? c.count : weigh(c)), 0);
      return n.count;
    };
    const nodes = [...roots, other].filter((g) => weigh(g) > 0);
    return { nodes, total: page.total };
  },

  /** Streams the list (current filters, data scope) in batches of 1000: for the Excel export. */
  async exportSource(tx: Db, actor: SessionInfo, idOrCode: string, req: TListRequest): Promise<XlsxSpec> {
    const form = await loadForm(tx, idOrCode);
    await require(tx, actor, form, 'export');
    return { sheetName: form.def.name, columns: await exportColumns(tx, form), rows: exportRows(tx, actor, form, req) };
  },
};

/** The fields an export (and a print) shows: all but rich text and attachments. */
const exportFields = (fields: TFormField[]) => fields.filter((f) => f.type !== 'richText' && f.type !== 'attachment');

/** The export's columns: the form's fields with dictionary labels, then creator and creation time. */
export async function exportColumns(tx: Db, form: LoadedForm) {
  const fields = exportFields(allFields(form.model));
  const labels = await dictLabels(tx, fields);
  return [...fields.map((f) => ({
    key: f.key, label: f.label, width: f.width ? Math.round(f.width / 7) : undefined, format: exportFormat(f), labels: labels.get(f.key),
  })),
    { key: 'createdByName', label: '创建人' }, { key: 'createdDate', label: '创建时间', format: 'datetime' as const }];
}

/**
 * Every record of a list request (current filters, data scope) in batches of 1000, as the export
 * writes them. Checks the form's export right (role grants included) before the first row, so a
 * refusal answers 403 instead of an empty workbook.
 */
export async function* exportRows(tx: Db, actor: SessionInfo, form: LoadedForm, req: TListRequest): AsyncGenerator<Record<string, unknown>> {
  await require(tx, actor, form, 'export');
  const scope = scopeOf(tx, actor, form);
  const fields = exportFields(allFields(form.model));
  for (let pageNo = 1; ; pageNo++) {
    const page = await listRows(tx, form, form.model, { ...req, pageNo, pageSize: 1000 }, { scope });
    await attachKindLabels(tx, allFields(form.model), page.rows);
    for (const r of page.rows) yield exportRow(fields, r);
    if (page.rows.length < 1000) return;
  }
}

/**
 * A record laid out for printing: its fields as the export writes them (dictionary labels, names
 * of people, departments and referenced records), then one table per sub-table.
 */
export async function printLayout(tx: Db, form: LoadedForm, record: Record<string, unknown>) {
  const columns = await exportColumns(tx, form);
  const fields = exportFields(allFields(form.model));
  const row = exportRow(fields, record as FormRow);
  const tables = [];
  for (const st of form.model.subTables ?? []) {
    const stFields = exportFields(st.fields);
    const labels = await dictLabels(tx, stFields);
    const cols = stFields.map((f) => ({ format: exportFormat(f), labels: labels.get(f.key), precision: printPrecision(f) }));
    const rows = ((record.subTables as Record<string, FormRow[]> | undefined)?.[st.key] ?? []).map((r) => {
      const out = exportRow(stFields, r);
      return stFields.map((f, i) => printValue(cols[i], out[f.key]));
    });
    tables.push({ title: st.title, columns: stFields.map((f) => f.label), rows });
  }
  const byKey = new Map(fields.map((f) => [f.key, f]));
  return { fields: columns.map((c) => ({ label: c.label, value: printValue({ ...c, precision: printPrecision(byKey.get(c.key)) }, row[c.key]) })), tables };
}

/** Computed fields print with their precision (a total reads 320.00, not 320). */
const printPrecision = (f: TFormField | undefined) => (f?.type === 'computed' ? f.precision ?? 2 : undefined);

const DICT_TYPES = new Set(['select', 'multiSelect', 'treeSelect']);

/** Dictionary fields' value → label maps (the export shows labels, not stored codes), by field key. */
async function dictLabels(tx: Db, fields: TFormField[]): Promise<Map<string, Map<string, string>>> {
  const dictFields = fields.filter((f) => f.dictCode && DICT_TYPES.has(f.type));
  const codes = [...new Set(dictFields.map((f) => f.dictCode!))];
  if (!codes.length) return new Map();
  const rows = await tx.select({ type: bdDict.type, value: bdDict.value, label: bdDict.label }).from(bdDict).where(inArray(bdDict.type, codes));
  const byCode = new Map<string, Map<string, string>>();
  for (const r of rows) byCode.set(r.type, (byCode.get(r.type) ?? new Map<string, string>()).set(r.value, r.label));
  return new Map(dictFields.map((f) => [f.key, byCode.get(f.dictCode!) ?? new Map<string, string>()]));
}

function exportFormat(f: TFormField): ExportFormat | undefined {
  return f.type === 'money' ? 'money' : f.type === 'percent' ? 'percent' : f.type === 'date' ? 'date' : f.type === 'datetime' ? 'datetime' : undefined;
}

function exportRow(fields: TFormField[], r: FormRow): Record<string, unknown> {
  const out: Record<string, unknown> = { createdByName: r.createdByName, createdDate: r.createdDate };
  for (const f of fields) {
    const v = r[f.key];
    out[f.key] = f.type === 'person' || f.type === 'dept' || f.type === 'ref' ? r[`${f.key}Name`] ?? v : Array.isArray(v) ? v.join(',') : v;
  }
  return out;
}

/** The way a stored value and a submitted one compare (numbers as numbers, dates as text). */
function normalise(f: TFormField, v: unknown): unknown {
  if (v === '' || v === undefined) return null;
  if (['number', 'money', 'percent', 'computed'].includes(f.type) && v !== null) return Number(v);
  if (f.type === 'datetime' && v !== null) return new Date(v as string).toISOString();
  return v;
}

function sameSubRows(fields: TFormField[], given: unknown, stored: Record<string, unknown>[] | undefined): boolean {
  const a = Array.isArray(given) ? given as Record<string, unknown>[] : [];
  const b = stored ?? [];
  if (a.length !== b.length) return false;
  return a.every((r, i) => fields.every((f) => f.type === 'computed' || sameValue(normalise(f, r?.[f.key]), normalise(f, b[i][f.key]))));
}

async function createChecked(tx: Db, actor: SessionInfo, form: LoadedForm, input: RecordInput): Promise<{ id: string; checked: CheckedRecord }> {
  const values = keepReadOnly(form.model, input.values ?? {}, null);
  for (const f of allFields(form.model)) if (values[f.key] === undefined && f.defaultValue !== undefined) values[f.key] = f.defaultValue;
  const checked = await checkRecord(tx, form.model, { values, subTables: input.subTables }, refLookup(tx, actor));
  const parentId = form.def.kind === 'treegrid' ? await checkParent(tx, actor, form, input.parentId ?? input.values?.parentId) : null;
  const hooks = hooksOf(tx, form.def);
  const ctx = saveContext(tx, actor, form, { values: checked.values, subTables: checked.subTables, previous: null });
  await runBeforeSave(hooks, ctx);
  await checkUnique(tx, form, checked.values);
  await assignSerials(tx, form.model, checked.values);
  const createdDept = await creatorDept(tx, actor);
  const id = await uniqueGuard(form, () => insertRow(tx, form, form.model, { parentId, createdDept, values: checked.values }));
  await replaceSubRows(tx, form, form.model, id, checked.subTables);
  await runAfterSave(hooks, ctx, id);
  await bindUploads(tx, actor.userId, attachmentIds(form.model, checked), { refModule: formDataMenu(form.code), refRecordId: id });
  markFormSearch(tx, form.code, [id]);
  return { id, checked };
}

/** File ids held by the record's attachment fields, on the main form and in sub-table rows. */
function attachmentIds(model: TFormModel, checked: CheckedRecord): string[] {
  const ids: string[] = [];
  const take = (fields: TFormField[], values: Record<string, unknown>) => {
    for (const f of fields) {
      const v = values[f.key];
      if (f.type === 'attachment' && Array.isArray(v)) ids.push(...v.filter((x): x is string => typeof x === 'string'));
    }
  };
  take(allFields(model), checked.values);
  for (const st of model.subTables ?? []) for (const row of checked.subTables[st.key] ?? []) take(st.fields, row);
  return ids;
}

function titleOf(form: LoadedForm, values: Record<string, unknown>): string {
  const key = form.model.titleField;
  const v = key ? values[key] : null;
  return v !== null && v !== undefined && v !== '' ? `${form.def.name}-${String(v)}` : form.def.name;
}


/** Insert path of the Excel import target: rows of the importing user, validated again here. */
/**
 * Inserts imported rows in batched statements. `checked` holds the rows' values as the batch check
 * already normalised them (computed fields, people, dictionaries); a row without one is checked here.
 */
export async function importRows(
  tx: Db, form: LoadedForm, rows: Record<string, unknown>[], checked?: WeakMap<object, Record<string, unknown>>, actor?: Actor,
  opts: { staged?: boolean } = {},
) {
  // A staged import numbers its rows at the publish (numberImportedRows): a failed one consumes no number.
  const deferSerials = !!opts.staged && hasSerials(form.model);
  const [me] = await tx.select({ id: sysUser.id, tenantId: sysUser.tenantId, deptId: sysUser.deptId }).from(sysUser)
    .where(eq(sysUser.id, sql`nullif(current_setting('ecms.user_id', true), '')`));
  const hooks = hooksOf(tx, form.def);
  const who = actor ?? (me ? { tenantId: me.tenantId, userId: me.id } : null);
  const ready: (NewRow & { id: string })[] = [];
  const contexts: ReturnType<typeof saveContext>[] = [];
  for (const r of rows) {
    const values = checked?.get(r) ?? (await checkRecord(tx, form.model, { values: r })).values;
    // Declared forms' rules hold for imported rows too (one row at a time, in the batch's transaction).
    if (hooks && who) {
      const ctx = saveContext(tx, who, form, { values, subTables: {}, previous: null });
      await runBeforeSave(hooks, ctx);
      contexts.push(ctx);
    }
    if (!deferSerials) await assignSerials(tx, form.model, values);
    ready.push({ id: newId(), createdDept: me?.deptId ?? null, values });
  }
  const ids = await uniqueGuard(form, () => insertRows(tx, form, form.model, ready));
  for (const [i, ctx] of contexts.entries()) await runAfterSave(hooks, ctx, ids[i]);
  // Documents show the serial numbers: with those deferred they are written after the publish (indexImportedRows).
  if (deferSerials) return;
  // One refresh per batch, in the import's transaction.
  markFormSearch(tx, form.code, ids);
  await flushFormSearch(tx);
}

const hasSerials = (model: TFormModel) => allFields(model).some((f) => f.type === 'serial');

/**
 * Staged import, in its publish transaction: the batch's rows get their serial numbers in file
 * order, one counter step per serial field (consecutive, and none lost when an import fails).
 */
export async function numberImportedRows(tx: Db, form: LoadedForm, batch: string): Promise<void> {
  const fields = allFields(form.model).filter((f) => f.type === 'serial');
  if (!fields.length) return;
  const ids = await batchRowIds(tx, form, batch);
  for (const f of fields) {
    const numbers = await nextSerials(tx, f.serialRule!, ids.length);
    await setTextField(tx, form, f.key, ids.map((id, i) => [id, numbers[i]]));
  }
}

/** Staged import, after its publish: the search documents of rows numbered at the publish, in short transactions. */
export async function indexImportedRows(withTx: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>, form: LoadedForm, batch: string): Promise<void> {
  if (!hasSerials(form.model)) return;
  const ids = await withTx((tx) => batchRowIds(tx, form, batch));
  for (let i = 0; i < ids.length; i += 200) {
    await withTx(async (tx) => {
      markFormSearch(tx, form.code, ids.slice(i, i + 200));
      await flushFormSearch(tx);
    });
  }
}

/**
 * May the caller open this record (GET …/record/{id})? The form's view right with the data scope,
 * or taking part in the record's flow. Answers the file layer for attachments (refModule form:<code>).
 */
export async function canOpenRecord(tx: Db, actor: SessionInfo, idOrCode: string, id: string): Promise<boolean> {
  try {
    await readable(tx, actor, await loadForm(tx, idOrCode), id);
    return true;
  } catch (e) {
    if (e instanceof AppError) return false;
    throw e;
  }
}


/**
 * Records a module's rule creates in another declared form (e.g. asset cards made by an approved
 * buying request): checked against that form's model, its hooks and serials applied, in the
 * caller's transaction. No right on the target form is asked: the rule, not the user, creates them.
 */
export async function insertRecords(tx: Db, actor: Actor, code: string, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  await importRows(tx, await loadForm(tx, code), rows, undefined, actor);
}
