import { and, eq, exists, isNotNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { FLOW_RECORD_STATUS, FORM_CODE_RE, labelOf, type TFormModel } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { frmDefinition, frmRole, sysUserRole } from '../../db/schema/index.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import {
  flushSearch, markSearch, rebuildSearch, type SearchDocInput, type SearchType, type SearchTypeSource,
} from '../../platform/search/index.js';
import { flowParticipants } from '../../workflow/flow-record.js';
import { type FormDefinitionRow, publishedModel } from './form-definition.repository.js';
import { allFields, formDataMenu, formPermission, formRef, formSearchCode } from './form-model.js';
import { type FormRow, rowsById } from './form-table.repository.js';

/*
 * Online-form records in the global search: one search type per published form (table code
 * form:<code>, its tab named after the form), found under the rules of the form's list: the
 * form's view right (narrowed by the form's role grants, model-role-manager), then the data
 * scope of data menu form:<code> on the record's creator and creator's department, or taking
 * part in the record's flow. Disabled forms are not searched (their records cannot be opened).
 */

type FormDef = Pick<FormDefinitionRow, 'id' | 'tenantId' | 'code' | 'name' | 'currentVersion'>;

/** Forms sit after contracts and consultations, before flows; among themselves by code. */
const SORT = 150;
/** Values that read as words: the title field aside, these make up a record's searchable text. */
const TEXT_TYPES = new Set(['serial', 'text', 'textarea', 'area']);

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

/** `/main-page/<code>/wf-form?mode=view&id=…`: the page the form's list opens a record with. */
export const formRecordLink = (code: string, id: string) => `/main-page/${code}/wf-form?${new URLSearchParams({ mode: 'view', id })}`;

function docOf(def: FormDef, model: TFormModel, row: FormRow, viewers: string[]): SearchDocInput {
  const fields = allFields(model);
  const shown = (key: string, type: string) => text(type === 'person' || type === 'dept' ? row[`${key}Name`] ?? row[key] : row[key]);
  const titleField = fields.find((f) => f.key === model.titleField);
  const serials = fields.filter((f) => f.type === 'serial').map((f) => text(row[f.key])).filter(Boolean);
  const title = (titleField && shown(titleField.key, titleField.type)) || serials[0] || def.name;
  const words = fields.filter((f) => f !== titleField && (TEXT_TYPES.has(f.type) || f.type === 'person' || f.type === 'dept'))
    .map((f) => shown(f.key, f.type));
  return {
    recordId: row.id,
    title,
    content: [...new Set([...words, text(row.createdByName), labelOf(FLOW_RECORD_STATUS, row.flowStatus)])].filter((w) => w && w !== title).join(' '),
    link: formRecordLink(def.code, row.id),
    deptId: row.createdDept,
    ownerId: row.createdBy,
    viewerIds: viewers,
    updatedDate: new Date(row.updatedDate as string | Date),
  };
}

export function typeOf(def: FormDef): SearchType {
  return {
    tableCode: formSearchCode(def.code),
    name: def.name,
    sort: SORT,
    permission: formPermission(def.code, 'view'),
    dataMenu: formDataMenu(def.code),
    async load(tx: Db, ids?: string[]) {
      const model = await publishedModel(tx, def);
      const rows = await rowsById(tx, formRef(def.tenantId, def.code), model, ids);
      const people = await flowParticipants(tx, rows.map((r) => r.procInstId).filter((p): p is string => !!p));
      return rows.map((r) => docOf(def, model, r, r.procInstId ? people.get(r.procInstId) ?? [] : []));
    },
  };
}

const DEF_COLUMNS = { id: frmDefinition.id, tenantId: frmDefinition.tenantId, code: frmDefinition.code, name: frmDefinition.name, currentVersion: frmDefinition.currentVersion };

export const formSearchTypeSource: SearchTypeSource = {
  async list(tx: Db, actor?: SessionInfo) {
    let usable: SQL | undefined;
    if (actor) {
      // Same narrowing as formRights: a form granted to some roles is for holders of one of them.
      const grants = tx.select({ one: sql`1` }).from(frmRole).where(eq(frmRole.formId, frmDefinition.id));
      const mine = tx.select({ one: sql`1` }).from(frmRole)
        .innerJoin(sysUserRole, and(eq(sysUserRole.tenantId, frmRole.tenantId), eq(sysUserRole.roleId, frmRole.roleId), eq(sysUserRole.userId, actor.userId)))
        .where(eq(frmRole.formId, frmDefinition.id));
      usable = and(eq(frmDefinition.status, 1), actor.isAdmin ? undefined : or(notExists(grants), exists(mine)));
    }
    const defs = await tx.select(DEF_COLUMNS).from(frmDefinition)
      .where(and(isNotNull(frmDefinition.currentVersion), usable)).orderBy(frmDefinition.code);
    return defs.map(typeOf);
  },
  // What list() reads: the forms' published state, names and role grants, and the actor's roles.
  stamp: (actor: SessionInfo) => sql`(select md5(coalesce(string_agg(concat_ws(':', d.id, d.code, d.name, d.status, d.current_version), ',' order by d.id), ''))
      from ${frmDefinition} d) || (select md5(coalesce(string_agg(concat_ws(':', r.form_id, r.role_id), ',' order by r.form_id, r.role_id), ''))
      from ${frmRole} r) || (select md5(coalesce(string_agg(ur.role_id, ',' order by ur.role_id), '')) from ${sysUserRole} ur where ur.user_id = ${actor.userId})`,
  async get(tx: Db, tableCode: string) {
    const code = tableCode.slice('form:'.length);
    if (!FORM_CODE_RE.test(code)) return null;
    const [def] = await tx.select(DEF_COLUMNS).from(frmDefinition).where(and(eq(frmDefinition.code, code), isNotNull(frmDefinition.currentVersion)));
    return def ? typeOf(def) : null;
  },
};

/** Marks records of a form whose documents the command's flushSearch (or the engine's) rewrites. */
export function markFormSearch(tx: Db, code: string, ids: string[]): void {
  for (const id of ids) markSearch(tx, formSearchCode(code), id);
}

/** Writes the documents marked in this transaction (forms and any other type). */
export const flushFormSearch = flushSearch;

/** Rewrites every document of a form (a new version may change its title field or its fields). */
export const reindexForm = (tx: Db, code: string) => rebuildSearch(tx, formSearchCode(code));
