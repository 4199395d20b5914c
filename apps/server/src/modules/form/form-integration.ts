import { FORM_CODE_RE, type TFormField } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { ImportColumnType } from '../../platform/excel/targets.js';
import type { ImportTargetResolver, PageConfigSource, RecordAccess } from '../../platform/module.js';
import { findDefinition, publishedModel } from './form-definition.repository.js';
import { stagingReady } from './form-ddl.js';
import { hooksOf } from './form-hooks.js';
import { allFields, formPermission, isSearchableType, tableOf } from './form-model.js';
import { existingValues } from './form-table.repository.js';
import { checkRecord, FormValidationError } from './form-values.js';
import { canOpenRecord, importRows, indexImportedRows, loadForm, numberImportedRows } from './form-record.service.js';

/* Online forms seen by the generic layers: page configuration, Excel import targets, attachments (form.module.ts declares them). */

const NUMERIC = new Set(['number', 'money', 'percent', 'computed', 'year']);
const DATES = new Set(['date', 'datetime', 'month']);

/** Columns a list shows: the fields marked listColumn, else the first eight plain ones. */
function listFields(fields: TFormField[]): TFormField[] {
  const marked = fields.filter((f) => f.listColumn);
  return marked.length ? marked : fields.filter((f) => f.type !== 'richText' && f.type !== 'attachment' && f.type !== 'textarea').slice(0, 8);
}

/** Page configuration of a form (type `form:<code>`), derived from its published model. */
export const formPageConfigSource: PageConfigSource = async (tx: Db, type: string) => {
  let def;
  try { def = await findDefinition(tx, type.slice('form:'.length)); } catch { return null; }
  if (def.currentVersion === null) return null;
  const model = await publishedModel(tx, def);
  const fields = allFields(model);
  const base = `/b/form/${def.id}`;
  const content = {
    forms: fields,
    sections: model.sections,
    subTables: model.subTables ?? [],
    tableColumn: listFields(fields).map((f) => ({
      title: f.label, dataIndex: f.type === 'person' || f.type === 'dept' || f.type === 'ref' ? `${f.key}Name` : f.key, key: f.key, type: f.type,
      dictCode: f.dictCode ?? null, width: f.width ?? null, precision: f.precision ?? null, align: NUMERIC.has(f.type) ? 'right' : 'left',
    })),
    url: {
      meta: `${base}/meta`, list: `${base}/queryList`, get: `${base}/record/{id}`, save: `${base}/record`, update: `${base}/record/{id}`,
      delete: `${base}/record`, export: `${base}/export`, ...(def.processCode && { startFlow: `${base}/record/saveAndStartFlow` }),
    },
    extraParams: { formId: def.id, formCode: def.code, kind: def.kind, processCode: def.processCode, businessType: `form:${def.code}`,
      treeLabelField: model.treeLabelField ?? null, titleField: model.titleField ?? null, pageSize: 50, pageSizeOptions: [50, 100, 150] },
    searchConditons: fields.filter((f) => f.searchable && isSearchableType(f.type)).map((f) => ({
      label: f.label, field: f.key, type: f.type, dictCode: f.dictCode ?? null,
      op: NUMERIC.has(f.type) || DATES.has(f.type) ? 'between' : f.type === 'select' || f.type === 'treeSelect' || f.type === 'person' || f.type === 'dept' || f.type === 'ref' ? 'eq' : 'like',
    })),
  };
  return { id: `form:${def.id}`, type, name: def.name, content };
};

const IMPORT_TYPES: Partial<Record<TFormField['type'], ImportColumnType>> = {
  text: 'text', textarea: 'text', area: 'text', number: 'number', money: 'money', percent: 'percent', date: 'date', datetime: 'datetime',
  month: 'month', year: 'year', select: 'select', treeSelect: 'select', multiSelect: 'multiSelect', person: 'person', dept: 'dept',
};

/** `form:<formId or code>`: imports fill the form's table (validated again, computed fields and serials assigned). */
export const formImportResolver: ImportTargetResolver = async (tx, id) => {
  let form;
  try { form = await loadForm(tx, id); } catch (e) { if (e instanceof AppError) return null; throw e; }
  // Read-only fields are the server's to fill: no import column for them.
  const importable = allFields(form.model).filter((f) => IMPORT_TYPES[f.type] && !f.readOnly);
  // Values the batch check normalised, by row object, so the insert does not check each row again.
  const checked = new WeakMap<object, Record<string, unknown>>();
  return {
    code: `form:${form.def.id}`,
    label: form.def.name,
    permission: formPermission(form.code, 'import'),
    async columns() {
      return importable.map((f) => ({
        key: f.key, label: f.label, type: IMPORT_TYPES[f.type]!, required: !!f.required, dictCode: f.dictCode,
        maxLength: f.maxLength, pattern: f.pattern, patternMessage: f.patternMessage, unique: !!f.unique,
      }));
    },
    existing: (t, key, values) => existingValues(t, form, key, values),
    // The form's own rules beyond the cell conversions (bounds, steps, options): a row breaking
    // them is a bad row for the error workbook, not a failure of the whole import.
    async checkBatch(t, rows) {
      const reasons: (string | null)[] = [];
      for (const r of rows) {
        try {
          checked.set(r, (await checkRecord(t, form.model, { values: r })).values);
          reasons.push(null);
        } catch (e) {
          if (!(e instanceof FormValidationError)) throw e;
          reasons.push(e.errors.map((x) => x.message).join('；'));
        }
      }
      return reasons;
    },
    // Records go in hidden, in short transactions, and appear at once (platform/excel/staging.ts),
    // unless the declared form's save hooks change other records: those stay in one transaction.
    async stagedFor(t) {
      const hooks = hooksOf(t, form.def);
      if (hooks?.afterSave || (hooks?.beforeSave && !hooks.beforeSaveAdjustsValuesOnly)) return null;
      const table = tableOf(form.code);
      return (await stagingReady(t, form.space, table)) ? [{ schema: form.space, table }] : null;
    },
    insertBatch: (t, rows, ctx) => importRows(t, form, rows, checked, ctx?.actor, { staged: !!ctx?.batch }),
    publish: (t, ctx) => numberImportedRows(t, form, ctx.batch!),
    afterPublish: (withTx, ctx) => indexImportedRows(withTx, form, ctx.batch!),
  };
};

/**
 * Attachments of a record (refModule form:<code>, refRecordId = the record): whoever may open the
 * record sees its files (view right and data scope, or a part in its flow); uploader and
 * administrators as always.
 */
export const formFileAccessResolver: (refModule: string) => RecordAccess | undefined = (refModule) => {
  const code = refModule.slice('form:'.length);
  if (!FORM_CODE_RE.test(code)) return undefined;
  return (tx, actor, recordId) => canOpenRecord(tx, actor, code, recordId);
};
