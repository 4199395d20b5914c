import type { TExportFilterField, TListFilterOp } from '@ecms/shared';

/*
 * The report designer's filter rows and the list-DSL params they stand for (`field$op`: value).
 * Operators are limited to what the server's list DSL supports, and per field type to those
 * that make sense (no "contains" on a date, no "greater than" on a dictionary).
 */

export type FilterValue = string | number | boolean | null | (string | number | null)[];

export interface FilterRow {
  field: string;
  op: TListFilterOp;
  value: FilterValue;
}

const OPS_BY_TYPE: Record<TExportFilterField['type'], TListFilterOp[]> = {
  text: ['like', 'eq', 'ne', 'in', 'isNull'],
  number: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between', 'isNull'],
  date: ['between', 'gte', 'lte', 'gt', 'lt', 'isNull'],
  select: ['eq', 'ne', 'in', 'isNull'],
};

export const opsFor = (type: TExportFilterField['type'] | undefined): TListFilterOp[] => OPS_BY_TYPE[type ?? 'text'];

/** The empty value an operator starts with. */
export function initialValue(op: TListFilterOp): FilterValue {
  if (op === 'between') return [null, null];
  if (op === 'in') return [];
  if (op === 'isNull') return true;
  return null;
}

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** Whether a row states a condition (empty rows are dropped on save, as empty search boxes are). */
export function isComplete(r: FilterRow): boolean {
  if (!r.field) return false;
  if (r.op === 'isNull') return typeof r.value === 'boolean';
  if (Array.isArray(r.value)) return r.op === 'between' ? r.value.some((v) => !blank(v)) : r.value.length > 0;
  return !blank(r.value);
}

export function rowsToParams(rows: FilterRow[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const r of rows) if (isComplete(r)) out[`${r.field}$${r.op}`] = r.value;
  return out;
}

/** Saved params back to rows; a bare `field` is the list's default (equality). */
export function paramsToRows(params: Record<string, unknown> | null | undefined): FilterRow[] {
  return Object.entries(params ?? {}).map(([key, value]) => {
    const [field, op = 'eq'] = key.split('$');
    return { field, op: op as TListFilterOp, value: value as FilterValue };
  });
}
