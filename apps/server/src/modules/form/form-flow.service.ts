import { and, eq, inArray, sql } from 'drizzle-orm';
import { integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import { FORM_CODE_RE, type TFieldPermission, type TFormKind, type TFormModel } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { frmDefinition, sysMenu, sysRole, sysRoleMenu, wfDefinition, wfInstance, wfTask } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { queryRows } from '../../platform/sql.js';
import type { GraphNode } from '../../workflow/definition/compile.js';
import type { BusinessBinding } from '../../workflow/engine/business.js';
import { BLOCKING_KINDS, loadVersion } from '../../workflow/engine/runtime.js';
import { type FlowRecordTable, flowRecordBinding } from '../../workflow/flow-record.js';
import { findDefinition, publishedModel } from './form-definition.repository.js';
import { type FormRef, formRef, formSearchCode, tableOf } from './form-model.js';
import { runFlowHook } from './form-hooks.js';
import { markFormSearch } from './form-search.js';

/*
 * Forms as the business content of flows: field permissions per node (hidden / readonly /
 * editable), the spec's /b/wf/form/* calls, menu entries for a form, and the engine binding that
 * keeps a record's flow_status on its flow (business type `form:<code>`).
 */

export interface NodePerms {
  nodeId: string;
  nodeType: 'start' | 'approver';
  readOnly: boolean;
  fields: Record<string, TFieldPermission>;
  /** Something can be changed at this node. */
  editable: boolean;
}

function permsOfNode(node: GraphNode): NodePerms {
  if (node.type === 'start') {
    return { nodeId: node.id, nodeType: 'start', readOnly: false, fields: { ...(node.start?.fieldPermissions ?? {}) }, editable: true };
  }
  const cfg = node.approver;
  const fields = { ...(cfg?.fieldPermissions ?? {}) };
  const readOnly = !cfg || !!cfg.readOnly;
  return { nodeId: node.id, nodeType: 'approver', readOnly, fields, editable: !readOnly && Object.values(fields).includes('editable') };
}

/** Same reading as the engine's editableData: the start node edits by default, approvers only what is marked editable. */
export function permissionOf(p: NodePerms, key: string): TFieldPermission {
  const given = p.fields[key];
  if (given === 'hidden') return 'hidden';
  if (p.nodeType === 'start') return given ?? 'editable';
  if (p.readOnly) return 'readonly';
  return given ?? 'readonly';
}

/** The node of the caller's open task in a running flow, or null. */
export async function nodePermsForActor(tx: Db, actor: SessionInfo, procInstId: string | null): Promise<NodePerms | null> {
  if (!procInstId) return null;
  const [inst] = await tx.select({ versionId: wfInstance.versionId, status: wfInstance.status }).from(wfInstance).where(eq(wfInstance.id, procInstId));
  if (!inst || inst.status !== 'running') return null;
  const [task] = await tx.select({ nodeId: wfTask.nodeId }).from(wfTask).where(and(eq(wfTask.instanceId, procInstId),
    eq(wfTask.assigneeId, actor.userId), eq(wfTask.status, 'pending'), inArray(wfTask.kind, [...BLOCKING_KINDS])));
  if (!task) return null;
  const v = await loadVersion(tx, inst.versionId);
  const node = v.graph.nodes[task.nodeId];
  return node ? permsOfNode(node) : null;
}

/** The caller has (or had) a task in the flow. */
export async function participates(tx: Db, actor: SessionInfo, procInstId: string | null): Promise<boolean> {
  if (!procInstId) return false;
  const rows = await tx.select({ id: wfTask.id }).from(wfTask).where(and(eq(wfTask.instanceId, procInstId), eq(wfTask.assigneeId, actor.userId))).limit(1);
  return rows.length > 0;
}

/** A model with each field's permission at a node (readonly: the whole form read-only). */
function annotate(model: TFormModel, perms: NodePerms | null, readonly: boolean) {
  const p = (key: string): TFieldPermission => {
    const v = perms ? permissionOf(perms, key) : 'editable';
    return readonly && v === 'editable' ? 'readonly' : v;
  };
  const fieldPermissions: Record<string, TFieldPermission> = {};
  const sections = model.sections.map((s) => ({ ...s, fields: s.fields.map((f) => { fieldPermissions[f.key] = p(f.key); return { ...f, permission: fieldPermissions[f.key] }; }) }));
  const subTables = (model.subTables ?? []).map((st) => { fieldPermissions[st.key] = p(st.key); return { ...st, permission: fieldPermissions[st.key] }; });
  return { model: { ...model, sections, subTables }, fieldPermissions };
}

const defSummary = (d: typeof frmDefinition.$inferSelect) => ({
  id: d.id, code: d.code, name: d.name, kind: d.kind as TFormKind, groupId: d.groupId, processCode: d.processCode, status: d.status, currentVersion: d.currentVersion,
});

export const wfForms = {
  /** POST /b/wf/form/display: the published model with the permissions of node `taskDefKey` (start when absent). */
  async display(tx: Db, input: { formId: string; taskDefKey?: string | null; readonly?: boolean }) {
    const def = await findDefinition(tx, input.formId);
    const model = await publishedModel(tx, def);
    let perms: NodePerms | null = null;
    if (def.processCode) {
      const [flow] = await tx.select({ versionId: wfDefinition.currentVersionId }).from(wfDefinition).where(eq(wfDefinition.code, def.processCode));
      if (flow?.versionId) {
        const v = await loadVersion(tx, flow.versionId);
        const node = v.graph.nodes[input.taskDefKey || v.graph.startId];
        if (!node) throw badRequest('流程节点不存在');
        perms = permsOfNode(node);
      }
    }
    return { definition: defSummary(def), taskDefKey: perms?.nodeId ?? null, readonly: !!input.readonly, ...annotate(model, perms, !!input.readonly) };
  },

  async get(tx: Db, idOrCode: string) {
    const def = await findDefinition(tx, idOrCode);
    return { ...defSummary(def), model: def.currentVersion === null ? null : await publishedModel(tx, def) };
  },

  /** Published, enabled forms of a group (a `form_group` dictionary value). */
  async byGroup(tx: Db, groupId: string) {
    const rows = await tx.select().from(frmDefinition)
      .where(and(eq(frmDefinition.groupId, groupId), eq(frmDefinition.status, 1), sql`${frmDefinition.currentVersion} is not null`))
      .orderBy(frmDefinition.name);
    return rows.map(defSummary);
  },

  /** Forms bound to a flow definition (`id` = its id or process code; `mainProcDefId` overrides). */
  async byFlow(tx: Db, id: string) {
    const [flow] = await tx.select({ code: wfDefinition.code }).from(wfDefinition).where(sql`${wfDefinition.id} = ${id} or ${wfDefinition.code} = ${id}`);
    if (!flow) throw notFound('流程不存在');
    const rows = await tx.select().from(frmDefinition).where(and(eq(frmDefinition.processCode, flow.code), sql`${frmDefinition.currentVersion} is not null`))
      .orderBy(frmDefinition.name);
    return rows.map(defSummary);
  },
};

export const FORM_BUTTONS: { action: string; name: string }[] = [
  { action: 'add', name: '新增' }, { action: 'edit', name: '编辑' }, { action: 'manageAll', name: '管理全部' },
  { action: 'delete', name: '删除' }, { action: 'export', name: '导出' }, { action: 'import', name: '导入' },
];

/** The web route of a form's page. */
export const formPageUrl = (code: string, kind: string) => `/main-page/${code}/${kind === 'treegrid' ? 'wf-treegrid' : 'wf-list'}`;

/**
 * POST /b/wf/form/auth/menu/createButtons: the menu entry of a form under `parentId`, with its
 * button permissions (form:<code>:view plus add, edit, manageAll, delete, export, import).
 * Idempotent by menu code `form.<code>`; the administrator role receives the new entries.
 */
export async function createFormMenu(tx: Db, input: { formId: string; parentId: string; name?: string | null; icon?: string | null }) {
  const def = await findDefinition(tx, input.formId);
  if (def.currentVersion === null) throw badRequest(`表单“${def.name}”尚未发布`);
  const [parent] = await tx.select({ id: sysMenu.id, type: sysMenu.type }).from(sysMenu).where(eq(sysMenu.id, input.parentId));
  if (!parent || parent.type === 'Button') throw badRequest('上级菜单不存在');
  const code = `form.${def.code}`;
  const name = input.name?.trim() || def.name;
  const url = formPageUrl(def.code, def.kind);
  const [existing] = await tx.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.code, code));
  let menuId = existing?.id;
  if (menuId) {
    await tx.update(sysMenu).set({ parentId: parent.id, name, fullName: name, url, updatedDate: new Date() }).where(eq(sysMenu.id, menuId));
  } else {
    menuId = newId();
    const [{ sort }] = await queryRows<{ sort: number }>(tx, sql`select coalesce(max(sort), 0) + 10 as sort from ${sysMenu} where parent_id = ${parent.id}`);
    await tx.insert(sysMenu).values({
      id: menuId, parentId: parent.id, code, name, fullName: name, url, type: 'Menu', openType: 1, permission: `form:${def.code}:view`,
      icon: input.icon ?? null, sort: Number(sort),
    });
  }
  const buttons: { id: string; name: string; permission: string }[] = [];
  for (const [i, b] of FORM_BUTTONS.entries()) {
    const bcode = `${code}.${b.action}`;
    const permission = `form:${def.code}:${b.action}`;
    const [found] = await tx.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.code, bcode));
    const id = found?.id ?? newId();
    if (!found) await tx.insert(sysMenu).values({ id, parentId: menuId, code: bcode, name: b.name, type: 'Button', permission, sort: (i + 1) * 10 });
    buttons.push({ id, name: b.name, permission });
  }
  const admins = await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'admin'));
  const grants = admins.flatMap((r) => [menuId!, ...buttons.map((b) => b.id)].map((m) => ({ roleId: r.id, menuId: m })));
  if (grants.length) await tx.insert(sysRoleMenu).values(grants).onConflictDoNothing();
  return { menuId, url, permission: `form:${def.code}:view`, buttons };
}

// ---- engine binding ----------------------------------------------------------------------------

const bindings = new Map<string, BusinessBinding>();

/** The flow columns of a company's form table, as a Drizzle table the shared flow-record binding can update. */
function flowTable(ref: FormRef): FlowRecordTable {
  return pgSchema(ref.space).table(tableOf(ref.code), {
    tenantId: text('tenant_id'),
    id: text('id').notNull(),
    status: integer('flow_status'),
    procInstId: text('proc_inst_id'),
    curNodeName: text('cur_node_name'),
    createdBy: text('created_by'),
    updatedDate: timestamp('updated_date', { withTimezone: true, mode: 'date' }),
  }) as unknown as FlowRecordTable;
}

export const formBusinessResolver: (businessType: string) => BusinessBinding | undefined = (businessType) => {
  const code = businessType.slice('form:'.length);
  if (!FORM_CODE_RE.test(code)) return undefined;
  // Each company has its own table (form-model spaceOf): the binding is picked per event.
  const of = (tenantId: string): BusinessBinding => {
    const ref = formRef(tenantId, code);
    const key = `${ref.space}.${code}`;
    let b = bindings.get(key);
    if (!b) {
      // The record's search document shows its flow status and its approvers find it: marked
      // here, written once at the end of the engine's command.
      b = flowRecordBinding({
        businessType, table: flowTable(ref), changed: async (tx, id) => markFormSearch(tx, code, [id]), searchCode: formSearchCode(code),
      });
      bindings.set(key, b);
    }
    return b;
  };
  // A flow naming a form that has no table yet has nothing to keep in step.
  const exists = async (tx: Db, ref: FormRef) => !!(await queryRows<{ ok: boolean }>(tx,
    sql`select to_regclass(${`${ref.space}.${tableOf(ref.code)}`}) is not null as ok`))[0]?.ok;
  const event = (name: keyof BusinessBinding & ('started' | 'nodeChanged' | 'approved' | 'rejected' | 'withdrawn' | 'terminated')) =>
    async (e: Parameters<NonNullable<BusinessBinding['started']>>[0]) => {
      const ref = formRef(e.instance.tenantId, code);
      if (!(await exists(e.tx, ref))) return;
      const inner = of(e.instance.tenantId);
      await inner[name]?.call(inner, e);
      // Declared forms' rules for this flow event, in the engine command's transaction.
      if (name !== 'terminated') await runFlowHook(e.tx, { ...ref, tenantId: e.instance.tenantId }, name, e.businessId, e.activeNodes, e.userId);
    };
  return {
    searchCode: formSearchCode(code),
    started: event('started'), nodeChanged: event('nodeChanged'), approved: event('approved'),
    rejected: event('rejected'), withdrawn: event('withdrawn'), terminated: event('terminated'),
  };
};

