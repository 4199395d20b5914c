import { z } from 'zod';

/*
 * Online form model (issue 6). A form is a versioned document; publishing a version creates or
 * alters a real table `frm_<code>` (and `frm_<code>__<subKey>` per sub-table). Shared by the
 * server (publish, validate, CRUD) and the web (designer, renderer).
 */

export const FORM_FIELD_TYPES = [
  'text', 'textarea', 'number', 'money', 'percent',
  'date', 'datetime', 'month', 'year',
  'select', 'multiSelect', 'treeSelect',
  'person', 'dept', 'area', 'attachment',
  'computed', 'serial', 'richText', 'ref',
] as const;
export type TFormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Field keys become column names: lower camel, ASCII, not a reserved audit column. */
export const FORM_KEY_RE = /^[a-z][a-zA-Z0-9]{0,39}$/;
export const FORM_RESERVED_KEYS = [
  'id', 'tenantId', 'createdBy', 'createdDate', 'updatedBy', 'updatedDate', 'version',
  'parentId', 'sortOrder', 'deleted', 'flowStatus', 'procInstId', 'rowNo',
] as const;

export const ZFormVisibleWhen = z.object({
  field: z.string(),
  op: z.enum(['eq', 'ne', 'in', 'notEmpty', 'empty']),
  value: z.unknown().optional(),
});

export const ZFormField = z.object({
  key: z.string().regex(FORM_KEY_RE),
  label: z.string().min(1).max(50),
  type: z.enum(FORM_FIELD_TYPES),
  required: z.boolean().optional(),
  /** Regular expression the value must match, with its message (default: 请输入正确的<label>). */
  pattern: z.string().max(200).optional(),
  patternMessage: z.string().max(100).optional(),
  placeholder: z.string().max(100).optional(),
  maxLength: z.number().int().min(1).max(10000).optional(),
  /** number / money / percent */
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().positive().optional(),
  precision: z.number().int().min(0).max(6).optional(),
  /** select / multiSelect: dictionary code (sys dict); treeSelect: tree dictionary code. */
  dictCode: z.string().max(100).optional(),
  /** computed: arithmetic over other field keys of the same row: + - * / ( ) and numbers. */
  formula: z.string().max(500).optional(),
  /** serial: code-generation rule code. */
  serialRule: z.string().max(100).optional(),
  /** ref: the code of the form whose records this field picks (its id is stored; lists show the title). */
  refForm: z.string().max(40).optional(),
  /**
   * ref: instead of a form, a record kind of the platform (e.g. `contract`): the record's id is
   * stored, lists show its title, the server checks it is a record of the company the user may open.
   */
  refKind: z.string().max(64).optional(),
  /** One record per value within the company (a unique index; a duplicate answers <label>已存在). */
  unique: z.boolean().optional(),
  defaultValue: z.unknown().optional(),
  /**
   * Shown, never typed in: the server's rules (hooks, flows) keep it. A submitted value is ignored:
   * an edit keeps the stored one, a new record starts from defaultValue (or empty).
   */
  readOnly: z.boolean().optional(),
  visibleWhen: ZFormVisibleWhen.optional(),
  /** Grid columns this field spans in its section (1..section.columns). */
  span: z.number().int().min(1).max(4).optional(),
  /** Shown as a list column / offered as a list search condition (indexed when published). */
  listColumn: z.boolean().optional(),
  searchable: z.boolean().optional(),
  width: z.number().int().min(40).max(800).optional(),
});
export type TFormField = z.infer<typeof ZFormField>;

export const ZFormSection = z.object({
  key: z.string().regex(FORM_KEY_RE),
  title: z.string().max(50),
  columns: z.number().int().min(1).max(4),
  fields: z.array(ZFormField).max(200),
});
export type TFormSection = z.infer<typeof ZFormSection>;

/** A sub-table: a real child table of rows under one record (e.g. purchase items). */
export const ZFormSubTable = z.object({
  key: z.string().regex(FORM_KEY_RE),
  title: z.string().max(50),
  fields: z.array(ZFormField).max(100),
  /** Footer totals: keys of number / money / computed fields to sum. */
  sumFields: z.array(z.string()).optional(),
});
export type TFormSubTable = z.infer<typeof ZFormSubTable>;

export const FORM_KINDS = ['form', 'list', 'treegrid'] as const;
export type TFormKind = (typeof FORM_KINDS)[number];

export const ZFormModel = z.object({
  sections: z.array(ZFormSection).min(1).max(30),
  subTables: z.array(ZFormSubTable).max(10).default([]),
  /** treegrid: the field shown as the tree label (rows carry parentId). */
  treeLabelField: z.string().optional(),
  /**
   * treegrid: a treeSelect field whose dictionary tree groups the records (e.g. 资产分类):
   * POST /b/form/{formId}/tree answers dictionary nodes with the records beneath them.
   */
  treeGroupField: z.string().optional(),
  /** Title of a record in lists, messages, search and flows: a field key. */
  titleField: z.string().optional(),
});
export type TFormModel = z.infer<typeof ZFormModel>;

/** Saved form (definition row, with its draft model). Published versions are immutable. */
export interface TFormDefinition {
  id: string;
  code: string; // table name suffix: ^[a-z][a-z0-9_]{1,39}$
  name: string;
  kind: TFormKind;
  groupId: string | null; // form group (a dictionary value of `form_group`)
  /** Approval flow this form is the business content of (wf definition process code), if any. */
  processCode: string | null;
  status: 0 | 1; // 0 disabled, 1 enabled
  currentVersion: number | null; // null: never published
  model: TFormModel; // the draft (what the designer edits)
  updatedDate: string;
}

export const FORM_CODE_RE = /^[a-z][a-z0-9_]{1,39}$/;

/** Code-generation rule (code-gen): prefix + date pattern + sequence per period. */
export const ZSerialRule = z.object({
  code: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,49}$/),
  name: z.string().min(1).max(50),
  prefix: z.string().max(20).default(''),
  /** '' | 'YYYY' | 'YYYYMM' | 'YYYYMMDD'; the sequence restarts when this part changes. */
  datePattern: z.enum(['', 'YYYY', 'YYYYMM', 'YYYYMMDD']).default('YYYYMMDD'),
  seqLength: z.number().int().min(1).max(10).default(4),
  separator: z.string().max(3).default(''),
});
export type TSerialRule = z.infer<typeof ZSerialRule>;
