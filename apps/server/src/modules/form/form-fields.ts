import type { TFormField, TFormModel, TFormSubTable } from '@ecms/shared';
import type { FieldError } from './form-values.js';

/*
 * Field sets for forms declared in code (docs/forms.md): the runs of fields that documents share
 * (a number, who asks for which department and when, a long text, quantity × price lines, a
 * date range, a remark), so each declaration lists only what is its own. They return plain model
 * fields: a declaration built with them is the same model as one written out, and the designer
 * edits it like any other.
 */

type FieldOptions = Partial<Omit<TFormField, 'key' | 'type'>>;

/** Shown as a list column and offered as a list search condition. */
export const LISTED = { listColumn: true, searchable: true } as const;
/** Required, shown as a list column and searchable: the usual heading field of a document. */
export const REQUIRED_LISTED = { required: true, ...LISTED } as const;

/** A document number drawn from a code-generation rule (listed, searchable). */
export const serialField = (key: string, label: string, serialRule: string): TFormField =>
  ({ key, label, type: 'serial', serialRule, ...LISTED });

/** A pick of another form's records (required, listed and searchable unless `options` say otherwise). */
export const refField = (key: string, label: string, refForm: string, options: FieldOptions = REQUIRED_LISTED): TFormField =>
  ({ key, label, type: 'ref', refForm, ...options });

/** A text of up to 500 characters over the whole row (reason, purpose, description). */
export const longTextField = (key: string, label: string, options: FieldOptions = {}): TFormField =>
  ({ key, label, type: 'textarea', maxLength: 500, span: 2, ...options });

/** 备注: the optional long text at the end of most forms. */
export const remarkField = (): TFormField => longTextField('remark', '备注');

/** Who asks, for which department, on which day (applyDate, applicant, applyDept; all required and listed). */
export function requesterFields(labels: { date?: string; person?: string; dept?: string } = {}): TFormField[] {
  return [
    { key: 'applyDate', label: labels.date ?? '申请日期', type: 'date', ...REQUIRED_LISTED },
    { key: 'applicant', label: labels.person ?? '申请人', type: 'person', ...REQUIRED_LISTED },
    { key: 'applyDept', label: labels.dept ?? '申请部门', type: 'dept', ...REQUIRED_LISTED },
  ];
}

/** A whole positive quantity (lines of purchases, requisitions, buying requests). */
export const quantityField = (max?: number): TFormField =>
  ({ key: 'quantity', label: '数量', type: 'number', required: true, min: 1, ...(max === undefined ? {} : { max }), step: 1, precision: 0 });

/** quantity, price and amount = quantity × price: the lines of a purchase (the parent sums `amount`). */
export function pricedLineFields(options: { maxQuantity?: number } = {}): TFormField[] {
  return [
    quantityField(options.maxQuantity),
    { key: 'price', label: '单价', type: 'money', required: true, min: 0 },
    { key: 'amount', label: '金额', type: 'computed', formula: 'quantity * price', precision: 2 },
  ];
}

/** startDate and endDate (required; the start searchable). Check them with `dateRangeErrors`. */
export function dateRangeFields(labels: { start?: string; end?: string } = {}): TFormField[] {
  return [
    { key: 'startDate', label: labels.start ?? '开始日期', type: 'date', ...REQUIRED_LISTED },
    { key: 'endDate', label: labels.end ?? '结束日期', type: 'date', required: true, listColumn: true },
  ];
}

/** The errors of a `dateRangeFields` pair: the end before the start, or a span over `maxDays`. */
export function dateRangeErrors(values: Record<string, unknown>, messages: { endBeforeStart: string; tooLong: string }, maxDays = 366): FieldError[] | undefined {
  if (!values.startDate || !values.endDate) return undefined;
  const start = String(values.startDate);
  const end = String(values.endDate);
  if (end < start) return [{ field: 'endDate', message: messages.endBeforeStart }];
  if ((Date.parse(end) - Date.parse(start)) / 86400_000 > maxDays) return [{ field: 'endDate', message: messages.tooLong }];
  return undefined;
}

/** A model of one two-column section (key `base`) titled `title`, with its sub-tables. */
export function sectionModel(
  title: string, fields: TFormField[], extra: Omit<TFormModel, 'sections' | 'subTables'> & { subTables?: TFormSubTable[] } = {},
): TFormModel {
  const { subTables = [], ...rest } = extra;
  return { ...rest, sections: [{ key: 'base', title, columns: 2, fields }], subTables };
}
