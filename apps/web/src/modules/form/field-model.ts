import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import {
  computeRow, DATE_FORMAT, formatDate, formatFixed, formatMoney, requiredMessage, type TFieldPermission, type TFormField, type TFormModel, type TFormSubTable,
} from '@ecms/shared';

/*
 * Pure helpers of the online-form runtime: value formats, rules, defaults, visibility and the
 * mapping of server errors to form paths. The form store is `{ v: values, s: { [subKey]: rows } }`
 * so a sub-table key can never collide with a field key.
 */

export type FormValue = { values: Record<string, unknown>; subTables: Record<string, Record<string, unknown>[]> };
export interface FormStore {
  v: Record<string, unknown>;
  s: Record<string, Record<string, unknown>[]>;
}

/** Stored text formats of the date-like types (what the server keeps and §9 displays). */
export const DATE_STORE_FORMAT: Partial<Record<TFormField['type'], string>> = {
  date: DATE_FORMAT.date,
  datetime: DATE_FORMAT.datetime,
  month: DATE_FORMAT.month,
  year: DATE_FORMAT.year,
};

export const NUMERIC_TYPES: ReadonlySet<string> = new Set(['number', 'money', 'percent', 'computed']);

/** Fields a user never types into: the server or the formula fills them (readOnly: the server's rules). */
export const isDerived = (f: TFormField) => f.type === 'computed' || f.type === 'serial' || !!f.readOnly;

export const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** multiSelect values arrive as arrays or as comma-joined text. */
export function asList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string' && v) return v.split(',').map((s) => s.trim()).filter(Boolean);
  return [];
}

/** antd rules of a field: required → `<label>不能为空`; pattern → its message or 请输入正确的<label>. */
export function fieldRules(f: TFormField, t: (k: string, o?: Record<string, unknown>) => string): Rule[] {
  const rules: Rule[] = [];
  if (f.required && !isDerived(f)) {
    // a validator, not antd's typed required rule: values are numbers, arrays or text by field type
    const message = requiredMessage(f.label);
    rules.push({
      required: true,
      validator: (_r, v) => (isEmpty(v) || (typeof v === 'string' && !v.trim()) ? Promise.reject(new Error(message)) : Promise.resolve()),
    });
  }
  if (f.pattern) {
    let re: RegExp | null = null;
    try {
      re = new RegExp(f.pattern);
    } catch {
      re = null; // a broken pattern is the designer's problem, not the user's
    }
    if (re) {
      const message = f.patternMessage || `请输入正确的${f.label}`;
      rules.push({
        validator: (_r, v) => (isEmpty(v) || re!.test(String(v)) ? Promise.resolve() : Promise.reject(new Error(message))),
      });
    }
  }
  if (NUMERIC_TYPES.has(f.type) && !isDerived(f) && (f.min !== undefined || f.max !== undefined)) {
    rules.push({
      validator: (_r, v) => {
        if (isEmpty(v)) return Promise.resolve();
        const n = Number(v);
        if (f.min !== undefined && n < f.min) return Promise.reject(new Error(t('formRt.min', { label: f.label, min: f.min })));
        if (f.max !== undefined && n > f.max) return Promise.reject(new Error(t('formRt.max', { label: f.label, max: f.max })));
        return Promise.resolve();
      },
    });
  }
  return rules;
}

export interface DefaultContext {
  userId?: string;
  deptId?: string | null;
  now?: dayjs.Dayjs;
}

/**
 * A field's default on create. Besides literal values the designer may use `$today` / `$now`
 * (date-like fields), `$me` (person) and `$myDept` (department).
 */
export function defaultOf(f: TFormField, ctx: DefaultContext): unknown {
  const d = f.defaultValue;
  if (d === undefined || d === null || d === '') return undefined;
  const now = ctx.now ?? dayjs();
  if (d === '$today' || d === '$now') {
    if (f.type === 'year') return now.year();
    const fmt = DATE_STORE_FORMAT[f.type];
    return fmt ? now.format(fmt) : undefined;
  }
  if (d === '$me') return ctx.userId;
  if (d === '$myDept') return ctx.deptId ?? undefined;
  if (NUMERIC_TYPES.has(f.type)) {
    const n = Number(d);
    return Number.isFinite(n) ? n : undefined;
  }
  if (f.type === 'multiSelect') return asList(d);
  return d;
}

/** Values of a new record: every field's default (sub-tables start with one empty row each when they have required fields). */
export function initialValue(model: TFormModel, ctx: DefaultContext): FormValue {
  const values: Record<string, unknown> = {};
  for (const s of model.sections) {
    for (const f of s.fields) {
      const v = defaultOf(f, ctx);
      if (v !== undefined) values[f.key] = v;
    }
  }
  const subTables: FormValue['subTables'] = {};
  for (const st of model.subTables ?? []) {
    subTables[st.key] = [newRow(st, ctx)];
  }
  return { values, subTables };
}

/** A new sub-table row with its defaults. */
export function newRow(st: TFormSubTable, ctx: DefaultContext): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const f of st.fields) {
    const v = defaultOf(f, ctx);
    if (v !== undefined) row[f.key] = v;
  }
  return row;
}

/** Whether a field with `visibleWhen` shows for these values (no condition: always). */
export function isVisible(f: TFormField, values: Record<string, unknown>): boolean {
  const c = f.visibleWhen;
  if (!c) return true;
  const v = values[c.field];
  switch (c.op) {
    case 'empty':
      return isEmpty(v);
    case 'notEmpty':
      return !isEmpty(v);
    case 'in': {
      const options = Array.isArray(c.value) ? c.value.map(String) : asList(c.value);
      const actual = Array.isArray(v) ? v.map(String) : [String(v ?? '')];
      return actual.some((a) => options.includes(a));
    }
    case 'ne':
      return !sameValue(v, c.value);
    default:
      return sameValue(v, c.value);
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (Array.isArray(a)) return a.map(String).includes(String(b));
  return String(a ?? '') === String(b ?? '');
}

/** Effective access of a field: flow-node permission, view mode, derived fields. */
export function accessOf(f: TFormField, mode: 'edit' | 'view', perms: Record<string, TFieldPermission> | undefined, subKey?: string): TFieldPermission {
  const p = (subKey ? perms?.[`${subKey}.${f.key}`] ?? perms?.[subKey] : undefined) ?? perms?.[f.key];
  if (p === 'hidden') return 'hidden';
  if (mode === 'view' || p === 'readonly' || isDerived(f)) return 'readonly';
  return 'editable';
}

/**
 * Form path of a server error's `field`: `amount`, `items[0].quantity` or `items.0.quantity`.
 * Null when it names nothing of this model.
 */
export function errorPath(model: TFormModel, field: string): (string | number)[] | null {
  const parts = field.replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean);
  if (parts.length === 1) {
    return model.sections.some((s) => s.fields.some((f) => f.key === parts[0])) ? ['v', parts[0]] : null;
  }
  const st = (model.subTables ?? []).find((x) => x.key === parts[0]);
  if (st && parts.length === 3 && /^\d+$/.test(parts[1]) && st.fields.some((f) => f.key === parts[2])) {
    return ['s', st.key, Number(parts[1]), parts[2]];
  }
  return null;
}

/** Plain-text display of a scalar value of a field (spec §9); lookups (dicts, people) are done by the caller. */
export function formatScalar(f: Pick<TFormField, 'type' | 'precision'>, v: unknown): string {
  if (isEmpty(v)) return '';
  switch (f.type) {
    case 'money':
    case 'computed':
      return formatMoney(v as number, f.precision ?? 2);
    case 'percent': {
      const s = formatFixed(v as number, f.precision ?? 2);
      return s ? `${s}%` : '';
    }
    case 'number':
      return f.precision !== undefined ? formatFixed(v as number, f.precision) : String(v);
    case 'date':
      return formatDate(v as string, 'date');
    case 'datetime':
      return formatDate(v as string, 'datetime');
    case 'month':
      return formatDate(v as string, 'month');
    case 'year':
      return /^\d{4}$/.test(String(v)) ? String(v) : formatDate(v as string, 'year');
    default:
      return Array.isArray(v) ? v.join('、') : String(v);
  }
}

/** Every field of the model (sections flattened). */
export const allFields = (model: TFormModel): TFormField[] => model.sections.flatMap((s) => s.fields);

/** Person ids held by person fields of the value (main form and sub-tables), for one name lookup. */
export function personIds(model: TFormModel, value: FormValue | { values: Record<string, unknown>; subTables?: FormValue['subTables'] }): string[] {
  const ids = new Set<string>();
  for (const f of allFields(model)) if (f.type === 'person') for (const id of asList(value.values[f.key])) ids.add(id);
  for (const st of model.subTables ?? []) {
    const keys = st.fields.filter((f) => f.type === 'person').map((f) => f.key);
    if (!keys.length) continue;
    for (const row of value.subTables?.[st.key] ?? []) for (const k of keys) for (const id of asList(row[k])) ids.add(id);
  }
  return [...ids].sort();
}

/** The value with every computed field (main form and each sub-table row) computed from its row. */
export function withComputed(model: TFormModel, value: FormValue): FormValue {
  // rows first: main-form totals may sum them
  const subTables: FormValue['subTables'] = { ...value.subTables };
  for (const st of model.subTables ?? []) {
    const rows = value.subTables?.[st.key];
    if (rows) subTables[st.key] = rows.map((r) => ({ ...r, ...computeRow(st.fields, r) }));
  }
  const values = { ...value.values, ...computeRow(allFields(model), value.values, subTables) };
  return { values, subTables };
}
