import { createHash } from 'node:crypto';
import { FORM_CODE_RE, FORM_KEY_RE, FORM_RESERVED_KEYS, type TFormField, type TFormFieldType, type TFormModel } from '@ecms/shared';
import { badRequest } from '../../platform/errors.js';
import { FormulaError, formulaRefs } from '@ecms/shared';

/*
 * How a form model maps to SQL: table and column names (only from validated keys) and column
 * types. Keys are lower camel without underscores, so their snake_case is injective and can never
 * collide with the system columns below (whose camel forms are reserved keys).
 */

/** Keys the server also reserves: system columns and answer properties. */
export const SERVER_RESERVED_KEYS = new Set<string>([
  ...FORM_RESERVED_KEYS, 'createdDept', 'recordId', 'editable', 'subTables', 'createdByName', 'hasChildren', 'values',
  // The staged-import marker column (form-ddl.ts ensureStaging).
  'importBatch',
]);

const IDENT_RE = /^[a-z][a-z0-9_]{0,62}$/;

/** The one way an identifier reaches SQL: checked against a strict pattern (then quoted by sql.identifier). */
export function ident(name: string): string {
  if (!IDENT_RE.test(name)) throw badRequest(`名称不合法：${name}`);
  return name;
}

export const columnOf = (key: string): string => {
  if (!FORM_KEY_RE.test(key)) throw badRequest(`字段标识不合法：${key}`);
  return ident(key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
};
/**
 * Where a company's form tables live (docs/forms.md): a schema of its own, `frm_<16 hex of
 * sha-256(tenant id)>`, holding `frm_<code>` and `frm_<code>__<sub>`. Two companies may use the
 * same code; neither's publish can see, block or alter the other's tables.
 */
export const spaceOf = (tenantId: string): string => ident(`frm_${createHash('sha256').update(tenantId).digest('hex').slice(0, 16)}`);

/** A form's tables: the company's schema and the form code. */
export interface FormRef { space: string; code: string }
export const formRef = (tenantId: string, code: string): FormRef => ({ space: spaceOf(tenantId), code });

export const tableOf = (code: string): string => {
  if (!FORM_CODE_RE.test(code)) throw badRequest(`表单编码不合法：${code}`);
  return ident(`frm_${code}`);
};
export const subTableOf = (code: string, subKey: string): string => {
  const name = `${tableOf(code)}__${columnOf(subKey)}`;
  if (name.length > 63) throw badRequest(`子表“${subKey}”的表名过长，请缩短表单编码或子表标识`);
  return ident(name);
};

/** Rights per form are menu permissions form:<code>:<action> (docs/forms-excel-contract.md). */
export const FORM_ACTIONS = ['view', 'add', 'edit', 'manageAll', 'delete', 'export', 'import'] as const;
export type FormAction = (typeof FORM_ACTIONS)[number];
export const formPermission = (code: string, action: FormAction) => `form:${code}:${action}`;
/** The form's data menu, its flows' business type and its attachments' refModule. */
export const formDataMenu = (code: string) => `form:${code}`;
/** The form's search type (table code of the global search's tab). */
export const formSearchCode = (code: string) => `form:${code}`;

/** SQL type of each field type (constants only). */
export const SQL_TYPES: Record<TFormFieldType, string> = {
  text: 'text', textarea: 'text', richText: 'text', select: 'text', treeSelect: 'text', area: 'text', serial: 'text',
  person: 'text', dept: 'text', month: 'text',
  number: 'numeric', computed: 'numeric', money: 'numeric(18,2)', percent: 'numeric(9,4)',
  date: 'date', datetime: 'timestamptz', year: 'integer',
  multiSelect: 'jsonb', attachment: 'jsonb', ref: 'text',
};

/** What the catalogue calls those types (information_schema / format_type). */
export const CATALOG_TYPES: Record<string, string> = {
  text: 'text', numeric: 'numeric', 'numeric(18,2)': 'numeric(18,2)', 'numeric(9,4)': 'numeric(9,4)',
  date: 'date', timestamptz: 'timestamp with time zone', integer: 'integer', jsonb: 'jsonb',
};

export const NUMERIC_TYPES = new Set<TFormFieldType>(['number', 'money', 'percent', 'computed']);

/** Types a list may filter with like / eq as text. */
export const isSearchableType = (t: TFormFieldType) => t !== 'attachment' && t !== 'richText' && t !== 'multiSelect';

export const allFields = (m: TFormModel): TFormField[] => m.sections.flatMap((s) => s.fields);

/** The field that names a record (ref pickers, labels): the title field, else the first serial, else the first text field. */
export function titleKeyOf(m: TFormModel): string | null {
  const fields = allFields(m);
  return m.titleField ?? fields.find((f) => f.type === 'serial')?.key ?? fields.find((f) => f.type === 'text')?.key ?? null;
}

/** Semantic checks zod cannot express: unique keys, reserved keys, formulas, sum fields. */
export function checkModel(m: TFormModel): void {
  const seen = new Map<string, string>();
  const checkKeys = (fields: TFormField[], where: string) => {
    const local = new Set<string>();
    for (const f of fields) {
      if (SERVER_RESERVED_KEYS.has(f.key)) throw badRequest(`字段标识“${f.key}”为系统保留字段（${f.label}）`);
      if (local.has(f.key)) throw badRequest(`${where}字段标识“${f.key}”重复`);
      local.add(f.key);
      if ((f.type === 'select' || f.type === 'multiSelect' || f.type === 'treeSelect') && !f.dictCode) {
        throw badRequest(`字段“${f.label}”请选择数据字典`);
      }
      if (f.type === 'serial' && !f.serialRule) throw badRequest(`字段“${f.label}”请选择编码规则`);
      if (f.type === 'ref' && !f.refKind && !(f.refForm && FORM_CODE_RE.test(f.refForm))) throw badRequest(`字段“${f.label}”请选择关联的表单`);
      if (f.type === 'ref' && f.refKind && f.refForm) throw badRequest(`字段“${f.label}”只能关联一种记录`);
      if (f.unique && (SQL_TYPES[f.type] === 'jsonb' || f.type === 'computed' || f.type === 'richText')) throw badRequest(`字段“${f.label}”不能设为唯一`);
      if (f.pattern) {
        try { new RegExp(f.pattern); } catch { throw badRequest(`字段“${f.label}”的校验规则不是合法的正则表达式`); }
      }
    }
    // A person, department or ref field's display name travels as `<key>Name` beside its id: a
    // field of that key would be overwritten by it in lists, reads, exports and prints.
    for (const f of fields) {
      if ((f.type === 'person' || f.type === 'dept' || f.type === 'ref') && local.has(`${f.key}Name`)) {
        throw badRequest(`${where}字段标识“${f.key}Name”与字段“${f.label}”的显示名称冲突，请换一个标识`);
      }
    }
    return local;
  };
  const main = checkKeys(allFields(m), '');
  for (const k of main) seen.set(k, 'main');
  const subs = new Map<string, Set<string>>();
  for (const st of m.subTables ?? []) {
    if (SERVER_RESERVED_KEYS.has(st.key) || main.has(st.key) || subs.has(st.key)) throw badRequest(`子表标识“${st.key}”重复或为保留字`);
    const keys = checkKeys(st.fields, `子表“${st.title}”`);
    if (st.fields.some((f) => f.type === 'serial')) throw badRequest(`子表“${st.title}”不能包含流水号字段`);
    if (st.fields.some((f) => f.unique)) throw badRequest(`子表“${st.title}”的字段不能设为唯一`);
    // Sub-table rows are replaced on save: there is no stored row to keep a read-only value from.
    if (st.fields.some((f) => f.readOnly)) throw badRequest(`子表“${st.title}”的字段不能设为只读`);
    for (const k of st.sumFields ?? []) if (!keys.has(k)) throw badRequest(`子表“${st.title}”的合计字段“${k}”不存在`);
    subs.set(st.key, keys);
  }
  const checkFormula = (f: TFormField, keys: Set<string>, allowSum: boolean) => {
    if (f.type !== 'computed') return;
    if (!f.formula) throw badRequest(`计算字段“${f.label}”请填写公式`);
    let refs: string[];
    try { refs = formulaRefs(f.formula); } catch (e) {
      throw badRequest(e instanceof FormulaError ? `计算字段“${f.label}”的${e.message}` : `计算字段“${f.label}”的公式不正确`);
    }
    for (const r of refs) {
      const dot = r.indexOf('.');
      if (dot < 0) {
        if (!keys.has(r) || r === f.key) throw badRequest(`计算字段“${f.label}”的公式引用了不存在的字段“${r}”`);
      } else if (!allowSum || !subs.get(r.slice(0, dot))?.has(r.slice(dot + 1))) {
        throw badRequest(`计算字段“${f.label}”的公式引用了不存在的子表字段“${r}”`);
      }
    }
  };
  for (const f of allFields(m)) checkFormula(f, main, true);
  for (const st of m.subTables ?? []) for (const f of st.fields) checkFormula(f, subs.get(st.key)!, false);
  if (m.titleField && !main.has(m.titleField)) throw badRequest(`标题字段“${m.titleField}”不存在`);
  if (m.treeLabelField && !main.has(m.treeLabelField)) throw badRequest(`树形显示字段“${m.treeLabelField}”不存在`);
  if (m.treeGroupField && allFields(m).find((f) => f.key === m.treeGroupField)?.type !== 'treeSelect') {
    throw badRequest(`树形分组字段“${m.treeGroupField}”须为树形字典字段`);
  }
}

/** Computed fields in an order where each reads only fields computed before it. */
export function computeOrder(fields: TFormField[]): TFormField[] {
  const computed = fields.filter((f) => f.type === 'computed' && f.formula);
  const byKey = new Map(computed.map((f) => [f.key, f]));
  const out: TFormField[] = [];
  const state = new Map<string, 1 | 2>();
  const visit = (f: TFormField) => {
    if (state.get(f.key) === 2) return;
    if (state.get(f.key) === 1) throw badRequest(`计算字段“${f.label}”的公式存在循环引用`);
    state.set(f.key, 1);
    for (const r of formulaRefs(f.formula!)) { const dep = byKey.get(r); if (dep) visit(dep); }
    state.set(f.key, 2);
    out.push(f);
  };
  computed.forEach(visit);
  return out;
}
