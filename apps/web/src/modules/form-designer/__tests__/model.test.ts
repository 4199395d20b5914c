import { describe, expect, it } from 'vitest';
import { ZFormModel, type TFormModel } from '@ecms/shared';
import { checkDesigner, designerReducer, fromModel, locate, serialExample, toModel, validateFormula, validateKey, type DesignerState } from '../model';

const base: TFormModel = {
  sections: [
    { key: 'main', title: '基本信息', columns: 2, fields: [
      { key: 'title', label: '标题', type: 'text', required: true },
      { key: 'quantity', label: '数量', type: 'number' },
      { key: 'price', label: '单价', type: 'money' },
      { key: 'total', label: '金额', type: 'computed', formula: 'quantity * price' },
    ] },
    { key: 'other', title: '其他', columns: 1, fields: [{ key: 'remark', label: '备注', type: 'textarea' }] },
  ],
  subTables: [{ key: 'items', title: '明细', fields: [{ key: 'qty', label: '数量', type: 'number' }, { key: 'amount', label: '金额', type: 'money' }], sumFields: ['amount'] }],
};

const uidOf = (s: DesignerState, key: string) => {
  for (const c of [...s.sections, ...s.subTables]) for (const f of c.fields) if (f.key === key) return f.uid;
  throw new Error(`no field ${key}`);
};

describe('designer reducer', () => {
  it('round-trips a model and keeps it valid for the shared schema', () => {
    const s = fromModel(base);
    expect(toModel(s)).toEqual(base);
    expect(ZFormModel.safeParse(toModel(s)).success).toBe(true);
    expect(s.dirty).toBe(false);
  });

  it('adds a field with a generated unique key after the selected one and selects it', () => {
    let s = fromModel(base);
    s = designerReducer(s, { type: 'select', selection: { kind: 'field', uid: uidOf(s, 'title') } });
    s = designerReducer(s, { type: 'addField', fieldType: 'text', label: '单行文本' });
    expect(s.sections[0].fields.map((f) => f.key)).toEqual(['title', 'field1', 'quantity', 'price', 'total']);
    expect(s.selected).toEqual({ kind: 'field', uid: uidOf(s, 'field1') });
    s = designerReducer(s, { type: 'addField', fieldType: 'textarea', label: '多行文本', container: s.sections[0].uid });
    const added = s.sections[0].fields.find((f) => f.key === 'field2')!;
    expect(added.span).toBe(2); // wide types take the whole row
    expect(s.dirty).toBe(true);
  });

  it('refuses rich text in a sub-table', () => {
    const s = fromModel(base);
    const next = designerReducer(s, { type: 'addField', fieldType: 'richText', label: '富文本', container: s.subTables[0].uid });
    expect(next).toBe(s);
  });

  it('moves fields within and between containers, by drop index and by keyboard shift', () => {
    let s = fromModel(base);
    const sec = s.sections[0].uid;
    s = designerReducer(s, { type: 'moveField', uid: uidOf(s, 'title'), container: sec, index: 3 });
    expect(s.sections[0].fields.map((f) => f.key)).toEqual(['quantity', 'price', 'title', 'total']);
    s = designerReducer(s, { type: 'shiftField', uid: uidOf(s, 'title'), delta: -1 });
    expect(s.sections[0].fields.map((f) => f.key)).toEqual(['quantity', 'title', 'price', 'total']);
    const unchanged = designerReducer(s, { type: 'shiftField', uid: uidOf(s, 'quantity'), delta: -1 });
    expect(unchanged).toBe(s);
    s = designerReducer(s, { type: 'moveField', uid: uidOf(s, 'remark'), container: sec, index: 0 });
    expect(s.sections[0].fields[0].key).toBe('remark');
    expect(s.sections[1].fields).toHaveLength(0);
    // into a sub-table whose columns already use the key: refused
    const withQty = designerReducer(s, { type: 'setKey', uid: uidOf(s, 'quantity'), key: 'qty' });
    expect(designerReducer(withQty, { type: 'moveField', uid: uidOf(withQty, 'qty'), container: withQty.subTables[0].uid, index: 0 })).toBe(withQty);
  });

  it('keeps untouched objects when one field changes (what lets cards skip re-rendering)', () => {
    const s = fromModel(base);
    const next = designerReducer(s, { type: 'updateField', uid: uidOf(s, 'title'), patch: { label: '主题' } });
    expect(next.sections[0].fields[0].label).toBe('主题');
    expect(next.sections[0].fields[1]).toBe(s.sections[0].fields[1]);
    expect(next.sections[1]).toBe(s.sections[1]);
    expect(next.subTables[0]).toBe(s.subTables[0]);
  });

  it('deletes a field, clearing its selection and its sub-table sum', () => {
    let s = fromModel(base);
    const amount = uidOf(s, 'amount');
    s = designerReducer(s, { type: 'select', selection: { kind: 'field', uid: amount } });
    s = designerReducer(s, { type: 'deleteField', uid: amount });
    expect(locate(s, amount)).toBeNull();
    expect(s.selected).toBeNull();
    expect(s.subTables[0].sumFields).toEqual([]);
  });

  it('renames a key with its references and refuses invalid, reserved and duplicate keys', () => {
    let s = fromModel(base);
    const q = uidOf(s, 'quantity');
    expect(validateKey(s, q, 'Quantity')).toBe('format');
    expect(validateKey(s, q, '1abc')).toBe('format');
    expect(validateKey(s, q, 'a_b')).toBe('format');
    expect(validateKey(s, q, 'createdBy')).toBe('reserved');
    expect(validateKey(s, q, 'price')).toBe('duplicate');
    expect(validateKey(s, q, 'items')).toBe('duplicate'); // a sub-table's key names its rows in the record
    expect(validateKey(s, q, 'qty')).toBeNull(); // a column of another row may share it
    expect(validateKey(s, uidOf(s, 'qty'), 'amount')).toBe('duplicate');
    expect(validateKey(s, uidOf(s, 'qty'), 'price')).toBeNull();
    expect(validateKey(s, q, 'quantity')).toBeNull();
    expect(designerReducer(s, { type: 'setKey', uid: q, key: 'price' })).toBe(s);
    s = designerReducer(s, { type: 'setKey', uid: q, key: 'count' });
    expect(s.sections[0].fields[1].key).toBe('count');
    expect(s.sections[0].fields[3].formula).toBe('count * price');
  });

  it('manages sections and sub-tables', () => {
    let s = fromModel(base);
    s = designerReducer(s, { type: 'addSection', title: '新分组' });
    expect(s.sections).toHaveLength(3);
    const added = s.sections[2];
    s = designerReducer(s, { type: 'shiftSection', uid: added.uid, delta: -1 });
    expect(s.sections[1].uid).toBe(added.uid);
    s = designerReducer(s, { type: 'updateSection', uid: s.sections[0].uid, patch: { columns: 9 } });
    expect(s.sections[0].columns).toBe(4);
    s = designerReducer(s, { type: 'deleteSection', uid: added.uid });
    expect(s.sections).toHaveLength(2);
    s = designerReducer(s, { type: 'addSubTable', title: '明细' });
    expect(s.subTables.map((t) => t.key)).toEqual(['items', 'sub2']); // one counter for generated keys (section1 took 1)
    const one = fromModel({ sections: [base.sections[0]], subTables: [] });
    expect(designerReducer(one, { type: 'deleteSection', uid: one.sections[0].uid })).toBe(one);
  });
});

describe('formula validation', () => {
  const row = base.sections[0].fields;
  it('accepts arithmetic over numeric fields of the row', () => {
    expect(validateFormula('quantity * price', 'total', row)).toBeNull();
    expect(validateFormula('(quantity + 1) * price / 100 - -2', 'total', row)).toBeNull();
  });
  it('names what is wrong', () => {
    expect(validateFormula('', 'total', row)).toEqual({ code: 'empty' });
    expect(validateFormula('quantity % 2', 'total', row)).toEqual({ code: 'char', detail: '%' });
    expect(validateFormula('quantity * ', 'total', row)).toEqual({ code: 'syntax' });
    expect(validateFormula('(quantity * price', 'total', row)).toEqual({ code: 'syntax' });
    expect(validateFormula('quantity price', 'total', row)).toEqual({ code: 'syntax' });
    expect(validateFormula('qty * price', 'total', row)).toEqual({ code: 'unknown', detail: 'qty' });
    expect(validateFormula('title * 2', 'total', row)).toEqual({ code: 'notNumeric', detail: 'title' });
    expect(validateFormula('total + 1', 'total', row)).toEqual({ code: 'self' });
    const cyc = [...row, { key: 'tax', label: '税', type: 'computed' as const, formula: 'total * 0.1' }];
    expect(validateFormula('tax + 1', 'total', cyc)).toEqual({ code: 'cycle', detail: 'tax' });
  });
  it('allows sum(subKey.field) over a numeric sub-table column on the main form', () => {
    const subs = base.subTables;
    expect(validateFormula('sum(items.amount) * 1.13', 'total', row, subs)).toBeNull();
    expect(validateFormula('sum(items.nope)', 'total', row, subs)).toEqual({ code: 'unknown', detail: 'items.nope' });
    expect(validateFormula('sum(items.amount)', 'total', row)).toEqual({ code: 'unknown', detail: 'items.amount' }); // not inside a sub-table row
    let s = fromModel({ ...base, sections: [{ ...base.sections[0], fields: [...base.sections[0].fields, { key: 'amount', label: '总额', type: 'computed', formula: 'sum(items.amount) + amount0' }] }] });
    s = designerReducer(s, { type: 'setKey', uid: uidOf(s, 'qty'), key: 'pieces' });
    s = designerReducer(s, { type: 'setKey', uid: s.subTables[0].fields[1].uid, key: 'lineTotal' });
    expect(s.sections[0].fields[4].formula).toBe('sum(items.lineTotal) + amount0');
  });

  it('is part of the checks before saving', () => {
    let s = fromModel(base);
    s = designerReducer(s, { type: 'updateField', uid: uidOf(s, 'total'), patch: { formula: 'qty * 2' } });
    s = designerReducer(s, { type: 'addField', fieldType: 'select', label: '类型', container: s.sections[0].uid });
    expect(checkDesigner(s).map((p) => p.code).sort()).toEqual(['dictMissing', 'formulaInvalid']);
  });

  it('asks a ref field for its linked form', () => {
    let s = fromModel(base);
    s = designerReducer(s, { type: 'addField', fieldType: 'ref', label: '物品', container: s.sections[0].uid });
    expect(checkDesigner(s).map((p) => p.code)).toEqual(['refMissing']);
    const uid = s.sections[0].fields.find((f) => f.type === 'ref')!.uid;
    s = designerReducer(s, { type: 'updateField', uid, patch: { refForm: 'tst_stock', unique: true } });
    expect(checkDesigner(s)).toEqual([]);
    expect(toModel(s).sections[0].fields.find((f) => f.type === 'ref')).toMatchObject({ refForm: 'tst_stock', unique: true });
  });
});

describe('serial example', () => {
  it('formats prefix, date part and padded sequence', () => {
    const now = new Date(2026, 10, 5);
    expect(serialExample({ prefix: 'CG', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' }, 1, now)).toBe('CG202611050001');
    expect(serialExample({ prefix: 'HT', datePattern: 'YYYY', seqLength: 3, separator: '-' }, 12, now)).toBe('HT-2026-012');
    expect(serialExample({ prefix: '', datePattern: '', seqLength: 5, separator: '-' }, 7, now)).toBe('00007');
  });
});
