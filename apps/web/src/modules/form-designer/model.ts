import {
  FORM_KEY_RE, FORM_RESERVED_KEYS, ZFormModel,
  type TFormField, type TFormFieldType, type TFormModel, type TSerialRule,
} from '@ecms/shared';

/*
 * The designer's state: the draft model with a stable `uid` on every section, sub-table and field
 * (keys are editable, so they cannot identify a card), held in one reducer. Every action replaces
 * only the objects on the path to what changed, so memoised cards of untouched fields keep their
 * props and do not re-render.
 */

export type DField = TFormField & { uid: string };
export interface DSection { uid: string; key: string; title: string; columns: number; fields: DField[] }
export interface DSubTable { uid: string; key: string; title: string; fields: DField[]; sumFields?: string[] }

export type Selection = { kind: 'field' | 'section' | 'sub'; uid: string };

export interface DesignerState {
  sections: DSection[];
  subTables: DSubTable[];
  titleField?: string;
  treeLabelField?: string;
  selected: Selection | null;
  /** Next numeric suffix for generated keys (field1, field2, ... / sub1 ...). */
  counter: number;
  dirty: boolean;
}

/** Palette groups (left pane); 'subTable' is not a field type but adds a sub-table. */
export const PALETTE: { group: 'basic' | 'choice' | 'advanced'; items: (TFormFieldType | 'subTable')[] }[] = [
  { group: 'basic', items: ['text', 'textarea', 'number', 'money', 'percent', 'date', 'datetime', 'month', 'year'] },
  { group: 'choice', items: ['select', 'multiSelect', 'treeSelect', 'person', 'dept', 'area'] },
  { group: 'advanced', items: ['attachment', 'subTable', 'computed', 'serial', 'richText', 'ref'] },
];

export const NUMERIC_TYPES: readonly TFormFieldType[] = ['number', 'money', 'percent', 'computed'];
/** Types a sub-table row cannot hold (a rich-text editor per row is not usable). */
export const NOT_IN_SUB_TABLE: readonly TFormFieldType[] = ['richText', 'ref'];
/** Types whose placeholder says 请选择 rather than 请输入. */
const CHOOSE_TYPES: readonly TFormFieldType[] = ['date', 'datetime', 'month', 'year', 'select', 'multiSelect', 'treeSelect', 'person', 'dept', 'area', 'attachment', 'ref'];
/** Types that take the whole row by default. */
const WIDE_TYPES: readonly TFormFieldType[] = ['textarea', 'richText', 'attachment'];

export const isNumeric = (t: TFormFieldType) => NUMERIC_TYPES.includes(t);
export const defaultPlaceholder = (f: Pick<TFormField, 'type' | 'label'>) => `${CHOOSE_TYPES.includes(f.type) ? '请选择' : '请输入'}${f.label}`;

let uidSeq = 0;
const uid = (p: string) => `${p}${++uidSeq}`;

/** A new field of a type with sensible defaults (the label comes from the caller's locale). */
export function newField(type: TFormFieldType, key: string, label: string, columns: number): DField {
  const f: DField = { uid: uid('f'), key, label, type };
  if (type === 'number') { f.step = 1; f.precision = 0; }
  if (type === 'money') { f.precision = 2; f.min = 0; }
  if (type === 'percent') { f.precision = 2; f.min = 0; f.max = 100; }
  if (type === 'computed') { f.precision = 2; f.formula = ''; }
  if (WIDE_TYPES.includes(type) && columns > 1) f.span = columns;
  return f;
}

const fieldFrom = (f: TFormField): DField => ({ ...f, uid: uid('f') });

export function fromModel(model: TFormModel | null | undefined): DesignerState {
  const sections = (model?.sections?.length ? model.sections : [{ key: 'main', title: '基本信息', columns: 2, fields: [] }])
    .map((s) => ({ uid: uid('s'), key: s.key, title: s.title, columns: s.columns, fields: s.fields.map(fieldFrom) }));
  const subTables = (model?.subTables ?? []).map((t) => ({ uid: uid('t'), key: t.key, title: t.title, sumFields: t.sumFields, fields: t.fields.map(fieldFrom) }));
  const state: DesignerState = { sections, subTables, titleField: model?.titleField, treeLabelField: model?.treeLabelField, selected: null, counter: 1, dirty: false };
  let max = 0;
  for (const k of allKeys(state)) {
    const m = /^(?:field|sub|section)(\d+)$/.exec(k);
    if (m) max = Math.max(max, Number(m[1]));
  }
  state.counter = max + 1;
  return state;
}

const strip = ({ uid: _u, ...f }: DField): TFormField => {
  const out = { ...f } as Record<string, unknown>;
  for (const k of Object.keys(out)) if (out[k] === undefined || out[k] === '') delete out[k];
  return out as TFormField;
};

export function toModel(s: DesignerState): TFormModel {
  return {
    sections: s.sections.map((sec) => ({ key: sec.key, title: sec.title, columns: sec.columns, fields: sec.fields.map(strip) })),
    subTables: s.subTables.map((t) => ({ key: t.key, title: t.title, fields: t.fields.map(strip), ...(t.sumFields?.length ? { sumFields: t.sumFields } : {}) })),
    ...(s.titleField ? { titleField: s.titleField } : {}),
    ...(s.treeLabelField ? { treeLabelField: s.treeLabelField } : {}),
  };
}

// ---------------------------------------------------------------------------
// lookups
// ---------------------------------------------------------------------------

export interface Located { field: DField; container: DSection | DSubTable; kind: 'section' | 'sub'; index: number }

export function locate(s: DesignerState, fieldUid: string): Located | null {
  for (const sec of s.sections) {
    const i = sec.fields.findIndex((f) => f.uid === fieldUid);
    if (i >= 0) return { field: sec.fields[i], container: sec, kind: 'section', index: i };
  }
  for (const t of s.subTables) {
    const i = t.fields.findIndex((f) => f.uid === fieldUid);
    if (i >= 0) return { field: t.fields[i], container: t, kind: 'sub', index: i };
  }
  return null;
}

/** Fields of the same row as the container: all main-form fields, or one sub-table's. */
export function rowFields(s: DesignerState, containerUid: string): DField[] {
  const sub = s.subTables.find((t) => t.uid === containerUid);
  return sub ? sub.fields : s.sections.flatMap((sec) => sec.fields);
}

function allKeys(s: DesignerState): string[] {
  return [
    ...s.sections.map((x) => x.key),
    ...s.sections.flatMap((x) => x.fields.map((f) => f.key)),
    ...s.subTables.map((x) => x.key),
    ...s.subTables.flatMap((x) => x.fields.map((f) => f.key)),
  ];
}

/** Next free generated key `${prefix}${n}` (keys are unique over the whole form, so moves never clash). */
function nextKey(s: DesignerState, prefix: string): { key: string; counter: number } {
  const used = new Set(allKeys(s));
  let n = s.counter;
  while (used.has(`${prefix}${n}`)) n += 1;
  return { key: `${prefix}${n}`, counter: n + 1 };
}

export type KeyError = 'format' | 'reserved' | 'duplicate';

/**
 * Whether `key` may name the field / sub-table `ownerUid`: the column-name pattern, not an audit
 * column, and unique where it becomes a column: among the main form's fields and the sub-tables
 * (a sub-table key names its rows in the record), or among one sub-table's columns.
 */
export function validateKey(s: DesignerState, ownerUid: string, key: string): KeyError | null {
  if (!FORM_KEY_RE.test(key)) return 'format';
  if ((FORM_RESERVED_KEYS as readonly string[]).includes(key)) return 'reserved';
  const inSub = s.subTables.find((t) => t.fields.some((f) => f.uid === ownerUid));
  const clash = inSub
    ? inSub.fields.some((f) => f.key === key && f.uid !== ownerUid)
    : s.sections.some((sec) => sec.fields.some((f) => f.key === key && f.uid !== ownerUid)) || s.subTables.some((t) => t.key === key && t.uid !== ownerUid);
  return clash ? 'duplicate' : null;
}

// ---------------------------------------------------------------------------
// formulas
// ---------------------------------------------------------------------------

export type FormulaError =
  | { code: 'empty' }
  | { code: 'char'; detail: string }
  | { code: 'syntax' }
  | { code: 'unknown'; detail: string }
  | { code: 'notNumeric'; detail: string }
  | { code: 'self' }
  | { code: 'cycle'; detail: string };

type Tok = { t: 'num' | 'id' | 'op' | 'sum'; v: string };

function tokenize(src: string): Tok[] | FormulaError {
  const out: Tok[] = [];
  // sum(subKey.field) is one operand: a sub-table column's total (main-form formulas only).
  const re = /\s*(?:(\d+(?:\.\d+)?)|sum\s*\(\s*([A-Za-z][A-Za-z0-9]*\.[A-Za-z][A-Za-z0-9]*)\s*\)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/()]))/y;
  let pos = 0;
  while (pos < src.length) {
    if (/^\s*$/.test(src.slice(pos))) break;
    re.lastIndex = pos;
    const m = re.exec(src);
    if (!m) return { code: 'char', detail: src.slice(pos).trim()[0] ?? '' };
    out.push(m[1] ? { t: 'num', v: m[1] } : m[2] ? { t: 'sum', v: m[2] } : m[3] ? { t: 'id', v: m[3] } : { t: 'op', v: m[4] });
    pos = re.lastIndex;
  }
  return out;
}

/** Field keys a formula references (empty when it does not tokenise). */
export function formulaRefs(formula: string | undefined): string[] {
  const toks = tokenize(formula ?? '');
  return Array.isArray(toks) ? toks.filter((x) => x.t === 'id').map((x) => x.v) : [];
}

/**
 * A computed field's formula: only + - * / ( ), numbers and the keys of numeric fields of the
 * same row (number, money, percent or another computed field, without a reference cycle); on the
 * main form also sum(subKey.field) over a numeric column of a sub-table (pass `subs`).
 */
export function validateFormula(
  formula: string | undefined, selfKey: string, row: Pick<TFormField, 'key' | 'type' | 'formula'>[],
  subs?: { key: string; fields: Pick<TFormField, 'key' | 'type'>[] }[],
): FormulaError | null {
  if (!formula || !formula.trim()) return { code: 'empty' };
  const toks = tokenize(formula);
  if (!Array.isArray(toks)) return toks;
  let i = 0;
  let bad = false;
  const peek = () => toks[i];
  const factor = (): void => {
    const tk = toks[i++];
    if (!tk) { bad = true; return; }
    if (tk.t === 'op' && (tk.v === '+' || tk.v === '-')) return factor();
    if (tk.t === 'num' || tk.t === 'id' || tk.t === 'sum') return;
    if (tk.t === 'op' && tk.v === '(') {
      expr();
      if (peek()?.v !== ')') bad = true;
      i += 1;
      return;
    }
    bad = true;
  };
  const term = () => { factor(); while (!bad && peek()?.t === 'op' && (peek().v === '*' || peek().v === '/')) { i += 1; factor(); } };
  const expr = () => { term(); while (!bad && peek()?.t === 'op' && (peek().v === '+' || peek().v === '-')) { i += 1; term(); } };
  expr();
  if (bad || i !== toks.length) return { code: 'syntax' };
  const byKey = new Map(row.map((f) => [f.key, f]));
  for (const tk of toks) {
    if (tk.t === 'sum') {
      const [subKey, key] = tk.v.split('.');
      const col = subs?.find((x) => x.key === subKey)?.fields.find((f) => f.key === key);
      if (!col) return { code: 'unknown', detail: tk.v };
      if (!isNumeric(col.type)) return { code: 'notNumeric', detail: tk.v };
      continue;
    }
    if (tk.t !== 'id') continue;
    if (tk.v === selfKey) return { code: 'self' };
    const f = byKey.get(tk.v);
    if (!f) return { code: 'unknown', detail: tk.v };
    if (!isNumeric(f.type)) return { code: 'notNumeric', detail: tk.v };
  }
  // A computed field that (through other computed fields) refers back to this one never settles.
  const seen = new Set<string>();
  const stack = formulaRefs(formula);
  while (stack.length) {
    const k = stack.pop()!;
    if (k === selfKey) return { code: 'cycle', detail: k };
    if (seen.has(k)) continue;
    seen.add(k);
    const f = byKey.get(k);
    if (f?.type === 'computed') {
      for (const r of formulaRefs(f.formula)) {
        if (r === selfKey) return { code: 'cycle', detail: k };
        stack.push(r);
      }
    }
  }
  return null;
}

// ---------------------------------------------------------------------------
// serial numbers
// ---------------------------------------------------------------------------

/** What a rule's next number looks like today (client-side preview of the code-gen rule). */
/** Reads `datePattern` as a plain string: stored rows carry it untyped; an unknown pattern has no date part. */
export function serialExample(rule: Pick<TSerialRule, 'prefix' | 'seqLength' | 'separator'> & { datePattern: string }, seq = 1, now = new Date()): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const y = String(now.getFullYear());
  const date = rule.datePattern === 'YYYY' ? y : rule.datePattern === 'YYYYMM' ? y + p(now.getMonth() + 1)
    : rule.datePattern === 'YYYYMMDD' ? y + p(now.getMonth() + 1) + p(now.getDate()) : '';
  const parts = [rule.prefix ?? '', date, String(seq).padStart(Math.max(1, rule.seqLength || 1), '0')].filter(Boolean);
  return parts.join(rule.separator ?? '');
}

// ---------------------------------------------------------------------------
// checks before saving / publishing
// ---------------------------------------------------------------------------

export interface Problem { uid?: string; code: string; params?: Record<string, string> }

/** What the designer can tell before the server does (the server validates again on publish). */
export function checkDesigner(s: DesignerState): Problem[] {
  const out: Problem[] = [];
  const check = (f: DField, row: DField[], subs?: DSubTable[]) => {
    const name = f.label || f.key;
    if (!f.label.trim()) out.push({ uid: f.uid, code: 'labelEmpty', params: { key: f.key } });
    if ((f.type === 'select' || f.type === 'multiSelect' || f.type === 'treeSelect') && !f.dictCode) out.push({ uid: f.uid, code: 'dictMissing', params: { name } });
    if (f.type === 'serial' && !f.serialRule) out.push({ uid: f.uid, code: 'serialMissing', params: { name } });
    if (f.type === 'ref' && !f.refForm) out.push({ uid: f.uid, code: 'refMissing', params: { name } });
    if (f.type === 'computed' && validateFormula(f.formula, f.key, row, subs)) out.push({ uid: f.uid, code: 'formulaInvalid', params: { name } });
    if (f.pattern) {
      try { new RegExp(f.pattern); } catch { out.push({ uid: f.uid, code: 'patternInvalid', params: { name } }); }
    }
    if (f.min != null && f.max != null && f.min > f.max) out.push({ uid: f.uid, code: 'minMax', params: { name } });
  };
  const main = s.sections.flatMap((x) => x.fields);
  main.forEach((f) => check(f, main, s.subTables));
  for (const t of s.subTables) {
    if (!t.fields.length) out.push({ uid: t.uid, code: 'subEmpty', params: { name: t.title || t.key } });
    t.fields.forEach((f) => check(f, t.fields));
  }
  if (!main.length) out.push({ code: 'noFields' });
  const parsed = ZFormModel.safeParse(toModel(s));
  if (!parsed.success && !out.length) out.push({ code: 'schema', params: { detail: parsed.error.issues[0]?.path.join('.') ?? '' } });
  return out;
}

// ---------------------------------------------------------------------------
// reducer
// ---------------------------------------------------------------------------

export type Action =
  | { type: 'load'; model: TFormModel | null }
  | { type: 'select'; selection: Selection | null }
  | { type: 'addField'; fieldType: TFormFieldType; label: string; container?: string; index?: number }
  | { type: 'moveField'; uid: string; container: string; index: number }
  | { type: 'shiftField'; uid: string; delta: -1 | 1 }
  | { type: 'deleteField'; uid: string }
  | { type: 'updateField'; uid: string; patch: Partial<Omit<TFormField, 'key'>> }
  | { type: 'setKey'; uid: string; key: string }
  | { type: 'addSection'; title: string }
  | { type: 'updateSection'; uid: string; patch: Partial<Pick<DSection, 'title' | 'columns'>> }
  | { type: 'shiftSection'; uid: string; delta: -1 | 1 }
  | { type: 'deleteSection'; uid: string }
  | { type: 'addSubTable'; title: string }
  | { type: 'updateSubTable'; uid: string; patch: Partial<Pick<DSubTable, 'title' | 'sumFields'>> }
  | { type: 'shiftSubTable'; uid: string; delta: -1 | 1 }
  | { type: 'deleteSubTable'; uid: string }
  | { type: 'setForm'; patch: Partial<Pick<DesignerState, 'titleField' | 'treeLabelField'>> }
  | { type: 'saved' };

const moveItem = <T,>(arr: T[], from: number, to: number): T[] => {
  const out = arr.slice();
  const [x] = out.splice(from, 1);
  out.splice(to, 0, x);
  return out;
};

/** Replace the fields of one container (section or sub-table), keeping every other object. */
function withFields(s: DesignerState, containerUid: string, fn: (fields: DField[]) => DField[]): DesignerState {
  if (s.sections.some((x) => x.uid === containerUid)) {
    return { ...s, sections: s.sections.map((x) => (x.uid === containerUid ? { ...x, fields: fn(x.fields) } : x)) };
  }
  return { ...s, subTables: s.subTables.map((x) => (x.uid === containerUid ? { ...x, fields: fn(x.fields) } : x)) };
}

/** Rename references to a key inside one row (formulas, sums, visibility, title fields). */
function renameRefs(s: DesignerState, containerUid: string, from: string, to: string): DesignerState {
  // Not after a dot: `sum(items.amount)` names a sub-table column, not the main field `amount`.
  const re = new RegExp(`(?<![.\\w])${from}\\b`, 'g');
  const fix = (f: DField): DField => {
    let g = f;
    if (f.formula && formulaRefs(f.formula).includes(from)) g = { ...g, formula: f.formula.replace(re, to) };
    if (f.visibleWhen?.field === from) g = { ...g, visibleWhen: { ...f.visibleWhen, field: to } };
    return g;
  };
  const sub = s.subTables.find((t) => t.uid === containerUid);
  if (sub) {
    // Main-form totals of this column follow the rename.
    const sumRe = new RegExp(`sum\\(\\s*${sub.key}\\.${from}\\s*\\)`, 'g');
    const fixSum = (f: DField): DField => (f.formula && sumRe.test(f.formula) ? { ...f, formula: f.formula.replace(sumRe, `sum(${sub.key}.${to})`) } : f);
    return {
      ...s,
      sections: s.sections.map((sec) => (sec.fields.some((f) => fixSum(f) !== f) ? { ...sec, fields: sec.fields.map(fixSum) } : sec)),
      subTables: s.subTables.map((t) => (t.uid !== containerUid ? t : {
        ...t, fields: t.fields.map(fix), sumFields: t.sumFields?.map((k) => (k === from ? to : k)),
      })),
    };
  }
  return {
    ...s,
    sections: s.sections.map((sec) => (sec.fields.some((f) => fix(f) !== f) ? { ...sec, fields: sec.fields.map(fix) } : sec)),
    titleField: s.titleField === from ? to : s.titleField,
    treeLabelField: s.treeLabelField === from ? to : s.treeLabelField,
  };
}

/** The container new fields go to: the selected field's, the selected section / sub-table, else the last section. */
export function targetContainer(s: DesignerState): { container: string; index?: number } {
  const sel = s.selected;
  if (sel?.kind === 'field') {
    const at = locate(s, sel.uid);
    if (at) return { container: at.container.uid, index: at.index + 1 };
  }
  if (sel && sel.kind !== 'field') return { container: sel.uid };
  return { container: s.sections[s.sections.length - 1].uid };
}

export function designerReducer(s: DesignerState, a: Action): DesignerState {
  const dirty = (n: DesignerState): DesignerState => (n === s ? s : { ...n, dirty: true });
  switch (a.type) {
    case 'load':
      return fromModel(a.model);
    case 'select':
      if (s.selected?.uid === a.selection?.uid && s.selected?.kind === a.selection?.kind) return s;
      return { ...s, selected: a.selection };
    case 'saved':
      return { ...s, dirty: false };
    case 'addField': {
      const target = a.container ? { container: a.container, index: a.index } : targetContainer(s);
      const sub = s.subTables.find((t) => t.uid === target.container);
      if (sub && NOT_IN_SUB_TABLE.includes(a.fieldType)) return s;
      const sec = s.sections.find((x) => x.uid === target.container);
      if (!sub && !sec) return s;
      const { key, counter } = nextKey(s, 'field');
      const f = newField(a.fieldType, key, a.label, sec?.columns ?? 1);
      const next = withFields(s, target.container, (fields) => {
        const out = fields.slice();
        out.splice(Math.min(target.index ?? out.length, out.length), 0, f);
        return out;
      });
      return dirty({ ...next, counter, selected: { kind: 'field', uid: f.uid } });
    }
    case 'moveField': {
      const at = locate(s, a.uid);
      if (!at) return s;
      const toSub = s.subTables.find((t) => t.uid === a.container);
      const toSec = s.sections.find((x) => x.uid === a.container);
      if (!toSub && !toSec) return s;
      if (toSub && NOT_IN_SUB_TABLE.includes(at.field.type)) return s;
      // A key already used in the target row would make two columns of one name.
      if (at.container.uid !== a.container && rowFields(s, a.container).some((f) => f.key === at.field.key && f.uid !== at.field.uid)) return s;
      if (at.container.uid === a.container) {
        const to = Math.max(0, Math.min(a.index > at.index ? a.index - 1 : a.index, at.container.fields.length - 1));
        if (to === at.index) return s;
        return dirty(withFields(s, a.container, (fields) => moveItem(fields, at.index, to)));
      }
      // Between sections the row stays the same; into another row its references no longer resolve.
      const sameRow = at.kind === 'section' && !!toSec;
      const moved: DField = sameRow ? at.field : { ...at.field, visibleWhen: undefined, ...(at.field.type === 'computed' ? { formula: '' } : {}) };
      if (toSub) delete moved.span;
      const removed = withFields(s, at.container.uid, (fields) => fields.filter((f) => f.uid !== a.uid));
      return dirty(withFields(removed, a.container, (fields) => {
        const out = fields.slice();
        out.splice(Math.max(0, Math.min(a.index, out.length)), 0, moved);
        return out;
      }));
    }
    case 'shiftField': {
      const at = locate(s, a.uid);
      if (!at) return s;
      const to = at.index + a.delta;
      if (to < 0 || to >= at.container.fields.length) return s;
      return dirty(withFields(s, at.container.uid, (fields) => moveItem(fields, at.index, to)));
    }
    case 'deleteField': {
      const at = locate(s, a.uid);
      if (!at) return s;
      const next = withFields(s, at.container.uid, (fields) => fields.filter((f) => f.uid !== a.uid));
      const sumFixed = at.kind === 'sub'
        ? { ...next, subTables: next.subTables.map((t) => (t.uid === at.container.uid && t.sumFields?.includes(at.field.key) ? { ...t, sumFields: t.sumFields.filter((k) => k !== at.field.key) } : t)) }
        : next;
      return dirty({
        ...sumFixed,
        selected: s.selected?.uid === a.uid ? null : s.selected,
        titleField: s.titleField === at.field.key && at.kind === 'section' ? undefined : s.titleField,
        treeLabelField: s.treeLabelField === at.field.key && at.kind === 'section' ? undefined : s.treeLabelField,
      });
    }
    case 'updateField': {
      const at = locate(s, a.uid);
      if (!at) return s;
      return dirty(withFields(s, at.container.uid, (fields) => fields.map((f) => (f.uid === a.uid ? { ...f, ...a.patch } : f))));
    }
    case 'setKey': {
      const at = locate(s, a.uid);
      if (at) {
        if (at.field.key === a.key || validateKey(s, a.uid, a.key)) return s;
        const renamed = withFields(s, at.container.uid, (fields) => fields.map((f) => (f.uid === a.uid ? { ...f, key: a.key } : f)));
        return dirty(renameRefs(renamed, at.container.uid, at.field.key, a.key));
      }
      const sub = s.subTables.find((t) => t.uid === a.uid);
      if (!sub || sub.key === a.key || validateKey(s, a.uid, a.key)) return s;
      return dirty({ ...s, subTables: s.subTables.map((t) => (t.uid === a.uid ? { ...t, key: a.key } : t)) });
    }
    case 'addSection': {
      if (s.sections.length >= 30) return s;
      const { key, counter } = nextKey(s, 'section');
      const sec: DSection = { uid: uid('s'), key, title: a.title, columns: 2, fields: [] };
      return dirty({ ...s, counter, sections: [...s.sections, sec], selected: { kind: 'section', uid: sec.uid } });
    }
    case 'updateSection': {
      const patch = { ...a.patch };
      if (patch.columns != null) patch.columns = Math.max(1, Math.min(4, Math.round(patch.columns)));
      return dirty({
        ...s,
        sections: s.sections.map((x) => {
          if (x.uid !== a.uid) return x;
          const next = { ...x, ...patch };
          // A narrower grid: spans wider than it shrink (kept on the field as at most the new width).
          if (patch.columns != null && patch.columns < x.columns) {
            next.fields = x.fields.map((f) => (f.span && f.span > patch.columns! ? { ...f, span: patch.columns } : f));
          }
          return next;
        }),
      });
    }
    case 'shiftSection': {
      const i = s.sections.findIndex((x) => x.uid === a.uid);
      const to = i + a.delta;
      if (i < 0 || to < 0 || to >= s.sections.length) return s;
      return dirty({ ...s, sections: moveItem(s.sections, i, to) });
    }
    case 'deleteSection': {
      if (s.sections.length <= 1) return s;
      const gone = s.sections.find((x) => x.uid === a.uid);
      if (!gone) return s;
      const keys = new Set(gone.fields.map((f) => f.key));
      const sel = s.selected && (s.selected.uid === a.uid || gone.fields.some((f) => f.uid === s.selected!.uid)) ? null : s.selected;
      return dirty({
        ...s,
        sections: s.sections.filter((x) => x.uid !== a.uid),
        selected: sel,
        titleField: s.titleField && keys.has(s.titleField) ? undefined : s.titleField,
        treeLabelField: s.treeLabelField && keys.has(s.treeLabelField) ? undefined : s.treeLabelField,
      });
    }
    case 'addSubTable': {
      if (s.subTables.length >= 10) return s;
      const { key, counter } = nextKey(s, 'sub');
      const t: DSubTable = { uid: uid('t'), key, title: a.title, fields: [] };
      return dirty({ ...s, counter, subTables: [...s.subTables, t], selected: { kind: 'sub', uid: t.uid } });
    }
    case 'updateSubTable':
      return dirty({ ...s, subTables: s.subTables.map((t) => (t.uid === a.uid ? { ...t, ...a.patch } : t)) });
    case 'shiftSubTable': {
      const i = s.subTables.findIndex((x) => x.uid === a.uid);
      const to = i + a.delta;
      if (i < 0 || to < 0 || to >= s.subTables.length) return s;
      return dirty({ ...s, subTables: moveItem(s.subTables, i, to) });
    }
    case 'deleteSubTable': {
      const gone = s.subTables.find((x) => x.uid === a.uid);
      if (!gone) return s;
      const sel = s.selected && (s.selected.uid === a.uid || gone.fields.some((f) => f.uid === s.selected!.uid)) ? null : s.selected;
      return dirty({ ...s, subTables: s.subTables.filter((x) => x.uid !== a.uid), selected: sel });
    }
    case 'setForm':
      return dirty({ ...s, ...a.patch });
    default:
      return s;
  }
}
