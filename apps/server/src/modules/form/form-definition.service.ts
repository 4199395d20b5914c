import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type TFormKind, ZFormModel, type ZFormSave } from '@ecms/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { frmDefinition, frmRole, frmVersion, sysDataMenu, sysRole, sysUser, wfDefinition } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { registryOf } from '../../platform/registry.js';
import { buildListQuery, pageWithTotal, type TListRequest, TOTAL_COLUMN } from '../../platform/list-query.js';
import type { Actor } from '../../platform/tenancy.js';
import { ruleExists } from '../codegen/index.js';
import { applyFormDdl, dropFormTables } from './form-ddl.js';
import { findDefinition, type FormDefinitionRow, publishedModel } from './form-definition.repository.js';
import { allFields, checkModel, formRef } from './form-model.js';
import { reindexForm } from './form-search.js';

/* Form definitions (model-form-manager, dev-online, model-role-manager): drafts, publishing, versions. */


const present = (r: FormDefinitionRow) => ({
  id: r.id, code: r.code, name: r.name, kind: r.kind as TFormKind, groupId: r.groupId, processCode: r.processCode, status: r.status,
  currentVersion: r.currentVersion, model: r.model, updatedDate: r.updatedDate, createdDate: r.createdDate,
});

export const formDefinitions = {
  async list(tx: Db, req: TListRequest) {
    const q = await buildListQuery({
      scope: 'none', reason: 'form definitions are tenant configuration (their records are scoped by form:<code>)',
      fields: {
        code: frmDefinition.code, name: frmDefinition.name, kind: frmDefinition.kind, groupId: frmDefinition.groupId,
        processCode: frmDefinition.processCode, status: frmDefinition.status, updatedDate: frmDefinition.updatedDate, createdDate: frmDefinition.createdDate,
      },
      defaultOrderBy: 'updatedDate', tieBreaker: frmDefinition.id,
    }, req);
    return pageWithTotal(tx, frmDefinition, q, (n) => tx.select({
      id: frmDefinition.id, code: frmDefinition.code, name: frmDefinition.name, kind: sql<TFormKind>`${frmDefinition.kind}`, groupId: frmDefinition.groupId,
      processCode: frmDefinition.processCode, status: frmDefinition.status, currentVersion: frmDefinition.currentVersion,
      updatedDate: frmDefinition.updatedDate, createdDate: frmDefinition.createdDate,
      versionCount: sql<number>`(select count(*)::int from ${frmVersion} v where v.form_id = ${frmDefinition.id})`, [TOTAL_COLUMN]: n,
    }).from(frmDefinition).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset));
  },

  async get(tx: Db, idOrCode: string) {
    const def = await findDefinition(tx, idOrCode);
    const versions = await tx.select({ version: frmVersion.version, publishedDate: frmVersion.publishedDate, publishedBy: frmVersion.publishedBy,
      publishedByName: sysUser.name })
      .from(frmVersion).leftJoin(sysUser, eq(sysUser.id, frmVersion.publishedBy))
      .where(eq(frmVersion.formId, def.id)).orderBy(desc(frmVersion.version));
    return { ...present(def), versions };
  },

  async save(tx: Db, input: z.output<typeof ZFormSave>) {
    checkModel(input.model);
    const [same] = await tx.select({ id: frmDefinition.id }).from(frmDefinition).where(eq(frmDefinition.code, input.code));
    if (same && same.id !== input.id) throw badRequest(`表单编码“${input.code}”已存在`);
    if (input.processCode) {
      const [flow] = await tx.select({ id: wfDefinition.id }).from(wfDefinition).where(eq(wfDefinition.code, input.processCode));
      if (!flow) throw badRequest(`流程“${input.processCode}”不存在`);
    }
    const values = {
      code: input.code, name: input.name, kind: input.kind, groupId: input.groupId ?? null, processCode: input.processCode ?? null, model: input.model,
    };
    if (input.id) {
      const def = await findDefinition(tx, input.id);
      if (def.currentVersion !== null && def.code !== input.code) throw badRequest('表单发布后不能修改编码');
      const [row] = await tx.update(frmDefinition).set({ ...values, updatedDate: new Date(), version: sql`${frmDefinition.version} + 1` })
        .where(eq(frmDefinition.id, def.id)).returning();
      return present(row);
    }
    const [row] = await tx.insert(frmDefinition).values({ id: newId(), ...values }).returning();
    return present(row);
  },

  /** Validates the draft, creates or alters the tables, records the next immutable version. */
  async publish(tx: Db, actor: Actor, idOrCode: string): Promise<{ version: number }> {
    // Two publishes of one form run one after the other (the second sees the first's version).
    const [def] = await tx.select().from(frmDefinition).where(eq(frmDefinition.id, (await findDefinition(tx, idOrCode)).id)).for('update');
    const model = ZFormModel.parse(def.model);
    checkModel(model);
    for (const f of [...allFields(model), ...(model.subTables ?? []).flatMap((st) => st.fields)]) {
      if (f.type === 'serial' && !(await ruleExists(tx, f.serialRule!))) throw badRequest(`字段“${f.label}”的编码规则“${f.serialRule}”不存在`);
      if (f.type === 'ref' && f.refKind) {
        const kind = await registryOf(tx).recordKind(tx, f.refKind);
        if (!kind?.ref) throw badRequest(`字段“${f.label}”关联的记录类型“${f.refKind}”不存在`);
      } else if (f.type === 'ref' && f.refForm !== def.code) {
        const [target] = await tx.select({ v: frmDefinition.currentVersion }).from(frmDefinition).where(eq(frmDefinition.code, f.refForm!));
        if (!target || target.v === null) throw badRequest(`字段“${f.label}”关联的表单“${f.refForm}”不存在或未发布`);
      }
    }
    const previous = def.currentVersion === null ? null : await publishedModel(tx, def);
    await applyFormDdl(tx, formRef(def.tenantId, def.code), model, previous);
    const version = (def.currentVersion ?? 0) + 1;
    await tx.insert(frmVersion).values({ formId: def.id, version, model, publishedBy: actor.userId });
    await tx.update(frmDefinition).set({ currentVersion: version, updatedDate: new Date() }).where(eq(frmDefinition.id, def.id));
    // The form's records come under data scopes through a data menu of their own.
    await tx.insert(sysDataMenu).values({ id: newId(), code: `form:${def.code}`, name: def.name, sort: 900 }).onConflictDoNothing();
    // The new version may title its records by another field: their search documents follow.
    if (previous) await reindexForm(tx, def.code);
    return { version };
  },

  async version(tx: Db, idOrCode: string, version: number) {
    const def = await findDefinition(tx, idOrCode);
    return { ...present(def), version, model: await publishedModel(tx, def, version) };
  },

  async setStatus(tx: Db, idOrCode: string, status: 0 | 1) {
    const def = await findDefinition(tx, idOrCode);
    await tx.update(frmDefinition).set({ status, updatedDate: new Date() }).where(eq(frmDefinition.id, def.id));
  },

  /** Only a never-published form, or one whose table holds no record, can be deleted. */
  async remove(tx: Db, idOrCode: string) {
    const def = await findDefinition(tx, idOrCode);
    if (def.currentVersion !== null) await dropFormTables(tx, formRef(def.tenantId, def.code), await publishedModel(tx, def));
    await tx.delete(frmDefinition).where(eq(frmDefinition.id, def.id));
    await tx.delete(sysDataMenu).where(eq(sysDataMenu.code, `form:${def.code}`));
  },

  async roles(tx: Db, idOrCode: string) {
    const def = await findDefinition(tx, idOrCode);
    const rows = await tx.select({ roleId: frmRole.roleId }).from(frmRole).where(eq(frmRole.formId, def.id));
    return { roleIds: rows.map((r) => r.roleId) };
  },

  async setRoles(tx: Db, idOrCode: string, roleIds: string[]) {
    const def = await findDefinition(tx, idOrCode);
    const ids = [...new Set(roleIds)];
    if (ids.length) {
      const [{ n }] = await tx.select({ n: count() }).from(sysRole).where(inArray(sysRole.id, ids));
      if (n !== ids.length) throw badRequest('角色不存在');
    }
    await tx.delete(frmRole).where(eq(frmRole.formId, def.id));
    if (ids.length) await tx.insert(frmRole).values(ids.map((roleId) => ({ formId: def.id, roleId })));
    return { roleIds: ids };
  },
};
