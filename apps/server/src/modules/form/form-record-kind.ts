import { FORM_CODE_RE } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../platform/errors.js';
import type { ExportSource } from '../../platform/excel/exports.js';
import { defineRecordKind, type RecordKind, type RecordKindSource } from '../../platform/record-kind.js';
import { formBusinessResolver } from './form-flow.service.js';
import { allFields, formDataMenu, formPermission, titleKeyOf } from './form-model.js';
import { exportColumns, exportRows, formRecords, type LoadedForm, loadForm, printLayout } from './form-record.service.js';
import { formSearchTypeSource, typeOf } from './form-search.js';
import { refOptions } from './form-table.repository.js';

/*
 * Every published form is a record kind `form:<code>` (platform/record-kind.ts): its search type,
 * Excel export, flow binding, print and ref source come from here, as a contract's come from
 * its ledger. The kinds are per company (a company's form of that code), hence a source by prefix.
 */

const codeOf = (kindCode: string): string | null => {
  const code = kindCode.slice('form:'.length);
  return kindCode.startsWith('form:') && FORM_CODE_RE.test(code) ? code : null;
};

/** A form, or null when the company has none of that code published and enabled. */
async function formOrNull(tx: Db, code: string): Promise<LoadedForm | null> {
  try { return await loadForm(tx, code); } catch (e) { if (e instanceof AppError) return null; throw e; }
}

/**
 * The export of `form:<code>` for POST /b/excel/template/exportData. Made without a database
 * round trip (the Excel layer asks synchronously): the form is loaded with the columns, which
 * also give the export its label (the form's name; the workbook's default file and sheet name).
 */
function formExport(kindCode: string): ExportSource | undefined {
  const code = codeOf(kindCode);
  if (!code) return undefined;
  let loaded: LoadedForm | undefined;
  const load = async (tx: Db) => {
    loaded ??= (await formOrNull(tx, code)) ?? undefined;
    if (!loaded) throw badRequest('导出的列表不存在');
    return loaded;
  };
  const source: ExportSource = {
    code: kindCode,
    label: code,
    permission: formPermission(code, 'export'),
    async columns(tx) {
      const form = await load(tx);
      source.label = form.def.name;
      return exportColumns(tx, form);
    },
    async *rows(tx, actor, req) {
      yield* exportRows(tx, actor, await load(tx), req);
    },
  };
  return source;
}

function kindOf(form: LoadedForm): RecordKind {
  const { def, model, code } = form;
  const titleKey = titleKeyOf(model);
  const kindCode = formDataMenu(code);
  return defineRecordKind({
    code: kindCode,
    name: def.name,
    permission: formPermission(code, 'view'),
    dataMenu: formDataMenu(code),
    titleOf: (row) => {
      const v = titleKey ? row[allFields(model).find((f) => f.key === titleKey)?.type === 'ref' ? `${titleKey}Name` : titleKey] : null;
      return v === null || v === undefined || v === '' ? def.name : String(v);
    },
    async read(tx, actor, id) {
      try { return await formRecords.get(tx, actor, code, id); } catch (e) { if (e instanceof AppError) return null; throw e; }
    },
    searchType: typeOf(def),
    export: formExport(kindCode),
    businessType: kindCode,
    binding: formBusinessResolver(kindCode),
    ref: {
      async labels(tx, ids) {
        if (!titleKey || !ids.length) return new Map();
        const rows = await refOptions(tx, form, titleKey, { ids }, undefined, ids.length);
        return new Map(rows.map((r) => [r.value, r.label ?? '']));
      },
      options: (tx, actor, q) => formRecords.options(tx, actor, code, q),
    },
    print: (tx, _actor, row) => printLayout(tx, form, row),
  });
}

export const formRecordKinds: RecordKindSource = {
  async get(tx, kindCode) {
    const code = codeOf(kindCode);
    const form = code ? await formOrNull(tx, code) : null;
    return form ? kindOf(form) : null;
  },
  search: formSearchTypeSource,
  binding: formBusinessResolver,
  export: formExport,
};
