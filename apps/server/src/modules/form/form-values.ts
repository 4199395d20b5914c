import { and, eq, inArray } from 'drizzle-orm';
import type { TFormField, TFormModel } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import { bdDict, sysDept, sysUser } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { allFields, computeOrder } from './form-model.js';
import { evaluateFormula, formatFixed } from '@ecms/shared';

/*
 * Server-side validation of a record: every field, whatever the browser checked. Messages follow
 * the spec's dynamic rules (label + 不能为空; 请输入正确的<label> for patterns).
 */

export interface FieldError { field: string; message: string }

/** 400 carrying every field error (`data.errors`); the first one is the message. */
export class FormValidationError extends AppError {
  constructor(readonly errors: FieldError[]) {
    super(400, errors[0]?.message ?? '数据校验失败');
  }
}

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** visibleWhen on the row's own values: an invisible field is neither required nor stored. */
export function isVisible(f: TFormField, row: Record<string, unknown>): boolean {
  const w = f.visibleWhen;
  if (!w) return true;
  const v = row[w.field];
  switch (w.op) {
    case 'eq': return String(v ?? '') === String(w.value ?? '');
    case 'ne': return String(v ?? '') !== String(w.value ?? '');
    case 'in': return Array.isArray(w.value) && w.value.map(String).includes(String(v ?? ''));
    case 'notEmpty': return !empty(v);
    case 'empty': return empty(v);
  }
}

const DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Does record `id` of the field's form or record kind exist in the company, visible to the caller? (ref fields) */
export type RefLookup = (field: TFormField, id: string) => Promise<boolean>;

/** Looks up dictionary values, people and departments once per save. */
export class RefChecker {
  private dicts = new Map<string, Promise<Set<string>>>();
  constructor(private tx: Db, readonly record?: RefLookup) {}
  dict(code: string): Promise<Set<string>> {
    let hit = this.dicts.get(code);
    if (!hit) {
      hit = this.tx.select({ value: bdDict.value }).from(bdDict).where(and(eq(bdDict.type, code), eq(bdDict.enabled, true)))
        .then((rows) => new Set(rows.map((r) => r.value)));
      this.dicts.set(code, hit);
    }
    return hit;
  }
  async missingUsers(ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const found = new Set((await this.tx.select({ id: sysUser.id }).from(sysUser).where(inArray(sysUser.id, ids))).map((r) => r.id));
    return ids.filter((i) => !found.has(i));
  }
  async missingDepts(ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const found = new Set((await this.tx.select({ id: sysDept.id }).from(sysDept).where(inArray(sysDept.id, ids))).map((r) => r.id));
    return ids.filter((i) => !found.has(i));
  }
}

const decimals = (n: number) => {
  const s = String(n);
  if (s.includes('e-')) return Number(s.split('e-')[1]);
  return s.includes('.') ? s.split('.')[1].length : 0;
};

const PLAIN_DECIMAL = /^[+-]?\d+(?:\.(\d+))?$/;

/**
 * Money stays exact (numeric columns): decimal text a double cannot hold digit for digit (beyond
 * about 15 significant digits) is kept as its exact text; anything else is the number itself.
 */
function exactMoney(given: unknown, n: number): number | string {
  if (typeof given !== 'string') return n;
  const text = formatFixed(given, 2);
  return formatFixed(n, 2) === text ? n : text;
}

/**
 * Normalises and checks one row of fields. Returns the row to store (keys = field keys; computed
 * and serial fields are left to the caller) and pushes errors with `prefix` (sub-table rows).
 */
async function checkRow(fields: TFormField[], input: Record<string, unknown>, refs: RefChecker, errors: FieldError[], prefix: string, path: string) {
  const out: Record<string, unknown> = {};
  const err = (f: TFormField, message: string) => errors.push({ field: `${path}${f.key}`, message: `${prefix}${message}` });
  for (const f of fields) {
    if (f.type === 'computed' || f.type === 'serial') continue;
    let v = input[f.key];
    if (typeof v === 'string' && f.type !== 'richText' && f.type !== 'textarea') v = v.trim();
    if (!isVisible(f, input)) { out[f.key] = null; continue; }
    if (empty(v)) {
      if (f.required) err(f, `${f.label}不能为空`);
      out[f.key] = null;
      continue;
    }
    switch (f.type) {
      case 'text': case 'textarea': case 'richText': case 'area': {
        if (typeof v !== 'string' && typeof v !== 'number') { err(f, `请输入正确的${f.label}`); continue; }
        const s = String(v);
        const max = f.maxLength ?? (f.type === 'richText' ? 100_000 : f.type === 'textarea' ? 2000 : 500);
        if (s.length > max) { err(f, `${f.label}不能超过${max}个字符`); continue; }
        if (f.pattern && !new RegExp(f.pattern).test(s)) { err(f, f.patternMessage || `请输入正确的${f.label}`); continue; }
        out[f.key] = s;
        break;
      }
      case 'number': case 'money': case 'percent': {
        const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
        if (!Number.isFinite(n)) { err(f, `${f.label}必须是数字`); continue; }
        if (f.min !== undefined && n < f.min) { err(f, `${f.label}不能小于${f.min}`); continue; }
        if (f.max !== undefined && n > f.max) { err(f, `${f.label}不能大于${f.max}`); continue; }
        const maxPrecision = f.precision ?? (f.type === 'money' ? 2 : f.type === 'percent' ? 4 : 6);
        // Plain decimal text counts its own places (trailing zeros aside): a double of a long amount
        // may show other ones. Anything else ("1e-3", a number) is counted from the number.
        const plain = typeof v === 'string' ? PLAIN_DECIMAL.exec(v.trim()) : null;
        const places = plain ? (plain[1] ?? '').replace(/0+$/, '').length : decimals(n);
        if (places > maxPrecision) { err(f, maxPrecision === 0 ? `${f.label}必须是整数` : `${f.label}最多保留${maxPrecision}位小数`); continue; }
        if (f.step) {
          const k = (n - (f.min ?? 0)) / f.step;
          if (Math.abs(k - Math.round(k)) > 1e-9) { err(f, `${f.label}必须按${f.step}递增`); continue; }
        }
        const limit = f.type === 'money' ? 1e16 : f.type === 'percent' ? 1e5 : 1e20;
        if (Math.abs(n) >= limit) { err(f, `${f.label}超出范围`); continue; }
        out[f.key] = f.type === 'money' ? exactMoney(v, n) : n;
        break;
      }
      case 'date': case 'month': {
        const re = f.type === 'date' ? DATE_RE : MONTH_RE;
        const s = typeof v === 'string' ? (f.type === 'date' ? v.slice(0, 10) : v.slice(0, 7)) : '';
        if (!re.test(s) || (f.type === 'date' && Number.isNaN(new Date(`${s}T00:00:00Z`).getTime()))) { err(f, `${f.label}日期格式不正确`); continue; }
        out[f.key] = s;
        break;
      }
      case 'datetime': {
        const d = typeof v === 'string' || typeof v === 'number' ? new Date(v) : null;
        if (!d || Number.isNaN(d.getTime())) { err(f, `${f.label}日期格式不正确`); continue; }
        out[f.key] = d.toISOString();
        break;
      }
      case 'year': {
        const n = Number(v);
        if (!Number.isInteger(n) || n < 1900 || n > 2999) { err(f, `${f.label}年份不正确`); continue; }
        out[f.key] = n;
        break;
      }
      case 'select': case 'treeSelect': {
        const s = String(v);
        if (typeof v === 'object' || !(await refs.dict(f.dictCode!)).has(s)) { err(f, `${f.label}的选项不存在`); continue; }
        out[f.key] = s;
        break;
      }
      case 'multiSelect': {
        const arr = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : null;
        const dict = await refs.dict(f.dictCode!);
        if (!arr || arr.some((x) => typeof x === 'object' || !dict.has(String(x)))) { err(f, `${f.label}的选项不存在`); continue; }
        out[f.key] = [...new Set(arr.map(String))];
        break;
      }
      case 'person': case 'dept': {
        if (typeof v !== 'string') { err(f, `请选择正确的${f.label}`); continue; }
        const missing = f.type === 'person' ? await refs.missingUsers([v]) : await refs.missingDepts([v]);
        if (missing.length) { err(f, f.type === 'person' ? `${f.label}选择的人员不存在` : `${f.label}选择的部门不存在`); continue; }
        out[f.key] = v;
        break;
      }
      case 'ref': {
        if (typeof v !== 'string' || v.length > 64 || !refs.record || !(await refs.record(f, v))) { err(f, `${f.label}选择的记录不存在`); continue; }
        out[f.key] = v;
        break;
      }
      case 'attachment': {
        const arr = Array.isArray(v) ? v : null;
        if (!arr || arr.length > 50 || arr.some((x) => typeof x !== 'string' || x.length > 64)) { err(f, `${f.label}附件不正确`); continue; }
        out[f.key] = arr;
        break;
      }
    }
  }
  return out;
}

function compute(fields: TFormField[], row: Record<string, unknown>, subs: Record<string, Record<string, unknown>[]> = {}) {
  for (const f of computeOrder(fields)) row[f.key] = evaluateFormula(f.formula!, row, f.precision ?? 2, subs);
}

export interface CheckedRecord {
  values: Record<string, unknown>;
  subTables: Record<string, Record<string, unknown>[]>;
}

/**
 * Validates a whole record (main fields and sub-table rows), then evaluates computed fields:
 * sub-table rows first, so main formulas can sum them. Throws FormValidationError with every error.
 */
export async function checkRecord(tx: Db, model: TFormModel, input: { values?: Record<string, unknown>; subTables?: Record<string, unknown> }, lookup?: RefLookup): Promise<CheckedRecord> {
  const refs = new RefChecker(tx, lookup);
  const errors: FieldError[] = [];
  const fields = allFields(model);
  const values = await checkRow(fields, input.values ?? {}, refs, errors, '', '');
  const subTables: Record<string, Record<string, unknown>[]> = {};
  for (const st of model.subTables ?? []) {
    const raw = input.subTables?.[st.key];
    const rows = Array.isArray(raw) ? raw : [];
    if (rows.length > 1000) errors.push({ field: st.key, message: `${st.title}最多1000行` });
    const out: Record<string, unknown>[] = [];
    for (const [i, r] of rows.slice(0, 1000).entries()) {
      const row = r && typeof r === 'object' && !Array.isArray(r) ? r as Record<string, unknown> : {};
      const checked = await checkRow(st.fields, row, refs, errors, `${st.title}第${i + 1}行：`, `${st.key}.${i}.`);
      compute(st.fields, checked);
      out.push(checked);
    }
    subTables[st.key] = out;
  }
  if (errors.length) throw new FormValidationError(errors);
  compute(fields, values, subTables);
  return { values, subTables };
}
