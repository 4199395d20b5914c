/*
 * Computed-field formulas of online forms (issue 6): arithmetic over other field keys of the same
 * row with + - * / ( ) and numbers, e.g. `quantity * price`; a main-form field may also add up a
 * sub-table column with `sum(items.amount)`. A small recursive-descent parser, no eval: the server
 * (on save) and the web (live, while typing) compute the same results.
 */

export type FormulaNode =
  | { t: 'num'; v: number }
  | { t: 'ref'; key: string }
  | { t: 'sum'; sub: string; key: string }
  | { t: 'neg'; a: FormulaNode }
  | { t: 'bin'; op: '+' | '-' | '*' | '/'; a: FormulaNode; b: FormulaNode };

export class FormulaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormulaError';
  }
}

type Token = { k: 'num'; v: number } | { k: 'id'; v: string } | { k: 'op'; v: string };

const MAX_FORMULA_LENGTH = 500;

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if ('+-*/().'.includes(c) && !(c === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      out.push({ k: 'op', v: c });
      i++;
    } else if (c === '×' || c === '÷' || c === '（' || c === '）') {
      // full-width operators typed by Chinese keyboards mean the same thing
      out.push({ k: 'op', v: ({ '×': '*', '÷': '/', '（': '(', '）': ')' } as Record<string, string>)[c] });
      i++;
    } else if (/[0-9.]/.test(c)) {
      const m = /^(?:\d+\.?\d*|\.\d+)/.exec(text.slice(i));
      if (!m) throw new FormulaError(`公式有误：无法识别“${c}”`);
      out.push({ k: 'num', v: Number(m[0]) });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))!;
      out.push({ k: 'id', v: m[0] });
      i += m[0].length;
    } else {
      throw new FormulaError(`公式有误：无法识别“${c}”`);
    }
  }
  return out;
}

/** Parses a formula; throws FormulaError (Chinese message) when it is not valid arithmetic. */
export function parseFormula(text: string): FormulaNode {
  if (!text || !text.trim()) throw new FormulaError('公式不能为空');
  if (text.length > MAX_FORMULA_LENGTH) throw new FormulaError('公式过长');
  const toks = tokenize(text);
  let pos = 0;
  let depth = 0;
  const peek = () => toks[pos];
  const isOp = (v: string) => peek()?.k === 'op' && peek()!.v === v;

  const expr = (): FormulaNode => {
    let a = term();
    while (isOp('+') || isOp('-')) {
      const op = toks[pos++].v as '+' | '-';
      a = { t: 'bin', op, a, b: term() };
    }
    return a;
  };
  const term = (): FormulaNode => {
    let a = unary();
    while (isOp('*') || isOp('/')) {
      const op = toks[pos++].v as '*' | '/';
      a = { t: 'bin', op, a, b: unary() };
    }
    return a;
  };
  const unary = (): FormulaNode => {
    if (isOp('-')) {
      pos++;
      return { t: 'neg', a: unary() };
    }
    if (isOp('+')) {
      pos++;
      return unary();
    }
    return primary();
  };
  const primary = (): FormulaNode => {
    const tok = peek();
    if (!tok) throw new FormulaError('公式不完整');
    pos++;
    if (tok.k === 'num') return { t: 'num', v: tok.v };
    if (tok.k === 'id') {
      if (tok.v === 'sum' && isOp('(')) {
        pos++;
        const sub = toks[pos++];
        const dot = toks[pos++];
        const key = toks[pos++];
        if (sub?.k !== 'id' || dot?.k !== 'op' || dot.v !== '.' || key?.k !== 'id' || !isOp(')')) throw new FormulaError('公式有误：sum 的写法是 sum(子表.字段)');
        pos++;
        return { t: 'sum', sub: sub.v, key: key.v };
      }
      return { t: 'ref', key: tok.v };
    }
    if (tok.v === '(') {
      if (++depth > 50) throw new FormulaError('公式嵌套过深');
      const inner = expr();
      if (!isOp(')')) throw new FormulaError('公式括号不匹配');
      pos++;
      depth--;
      return inner;
    }
    throw new FormulaError(`公式有误：多余的“${tok.v}”`);
  };

  const ast = expr();
  if (pos < toks.length) {
    const tok = toks[pos];
    throw new FormulaError(tok.k === 'op' && tok.v === ')' ? '公式括号不匹配' : `公式有误：多余的“${String(tok.v)}”`);
  }
  return ast;
}

const cache = new Map<string, FormulaNode | FormulaError>();

/** Parsed formula, cached (forms recompute on every keystroke). */
function compiled(text: string): FormulaNode {
  let hit = cache.get(text);
  if (!hit) {
    try {
      hit = parseFormula(text);
    } catch (e) {
      hit = e instanceof FormulaError ? e : new FormulaError(String(e));
    }
    if (cache.size > 500) cache.clear();
    cache.set(text, hit);
  }
  if (hit instanceof FormulaError) throw hit;
  return hit;
}

/** Field keys a formula reads, in order of first use (sub-table columns as `sub.key`). */
export function formulaRefs(text: string): string[] {
  const out: string[] = [];
  const walk = (n: FormulaNode) => {
    if (n.t === 'ref' || n.t === 'sum') {
      const k = n.t === 'ref' ? n.key : `${n.sub}.${n.key}`;
      if (!out.includes(k)) out.push(k);
    } else if (n.t === 'neg') walk(n.a);
    else if (n.t === 'bin') {
      walk(n.a);
      walk(n.b);
    }
  };
  walk(compiled(text));
  return out;
}

/**
 * Checks a formula against the keys it may use (the numeric fields of the same row, and for main
 * forms `sub.key` columns of sub-tables). Returns a Chinese message, or null when valid.
 */
export function validateFormula(text: string, knownKeys: readonly string[]): string | null {
  try {
    const unknown = formulaRefs(text).filter((k) => !knownKeys.includes(k));
    return unknown.length ? `公式引用了不存在的字段：${unknown.join('、')}` : null;
  } catch (e) {
    return (e as Error).message;
  }
}

/** A form value as a number: numbers, numeric strings (thousands commas allowed); else null. */
export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string') {
    const s = v.replace(/,/g, '').trim();
    if (!s) return null;
    const n = Number(s);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Rounds half away from zero at `precision` decimals, through decimal text to avoid 1.005 → 1.00. */
export function roundTo(n: number, precision: number): number {
  const p = Math.max(0, Math.min(10, Math.trunc(precision)));
  const sign = n < 0 ? -1 : 1;
  const abs = Math.abs(n);
  // exponent text (1e-7, 1e21) cannot take another exponent: scale numerically instead
  if (String(abs).includes('e')) return sign * (Math.round(abs * 10 ** p) / 10 ** p) || 0;
  const r = Number(`${Math.round(Number(`${abs}e${p}`))}e-${p}`);
  return sign * r || 0;
}

/**
 * Evaluates a formula over `values`. Empty operands count as 0, but when every referenced value is
 * empty the result is null (a fresh row shows no total); division by zero gives null. The result
 * is rounded to `precision` decimals (default 2). Throws FormulaError for an invalid formula.
 */
export function evaluateFormula(
  text: string, values: Record<string, unknown>, precision = 2, subTables: Record<string, readonly Record<string, unknown>[] | undefined> = {},
): number | null {
  const ast = compiled(text);
  let anyValue = false;
  let refs = 0;
  const ev = (n: FormulaNode): number | null => {
    switch (n.t) {
      case 'num':
        return n.v;
      case 'ref': {
        refs++;
        const v = toNumber(values[n.key]);
        if (v !== null) anyValue = true;
        return v ?? 0;
      }
      case 'sum': {
        refs++;
        let sum = 0;
        for (const r of subTables[n.sub] ?? []) {
          const v = toNumber(r?.[n.key]);
          if (v !== null) {
            sum += v;
            anyValue = true;
          }
        }
        return sum;
      }
      case 'neg': {
        const a = ev(n.a);
        return a === null ? null : -a;
      }
      case 'bin': {
        const a = ev(n.a);
        const b = ev(n.b);
        if (a === null || b === null) return null;
        if (n.op === '+') return a + b;
        if (n.op === '-') return a - b;
        if (n.op === '*') return a * b;
        return b === 0 ? null : a / b;
      }
    }
  };
  const r = ev(ast);
  if (r === null || !Number.isFinite(r) || (refs > 0 && !anyValue)) return null;
  return roundTo(r, precision);
}

export interface ComputedFieldLike {
  key: string;
  type: string;
  formula?: string;
  precision?: number;
}

/**
 * The computed fields of one row (main form or a sub-table row), in dependency order so a computed
 * field may read another. Returns only the keys whose value changed; a computed field whose
 * formula is invalid or circular is left out (the designer refuses to publish those).
 */
export function computeRow(
  fields: readonly ComputedFieldLike[], values: Record<string, unknown>, subTables: Record<string, readonly Record<string, unknown>[] | undefined> = {},
): Record<string, number | null> {
  const computed = fields.filter((f) => f.type === 'computed' && f.formula);
  if (!computed.length) return {};
  const current: Record<string, unknown> = { ...values };
  const changed: Record<string, number | null> = {};
  const byKey = new Map(computed.map((f) => [f.key, f]));
  const state = new Map<string, 'busy' | 'done'>();
  const visit = (f: ComputedFieldLike): void => {
    if (state.get(f.key) === 'done') return;
    if (state.get(f.key) === 'busy') throw new FormulaError('公式存在循环引用');
    state.set(f.key, 'busy');
    for (const k of formulaRefs(f.formula!)) {
      const dep = byKey.get(k);
      if (dep) visit(dep);
    }
    const v = evaluateFormula(f.formula!, current, f.precision ?? 2, subTables);
    current[f.key] = v;
    if ((values[f.key] ?? null) !== v) changed[f.key] = v;
    state.set(f.key, 'done');
  };
  for (const f of computed) {
    try {
      visit(f);
    } catch {
      state.set(f.key, 'done');
    }
  }
  return changed;
}

/** Sum of one column over rows (sub-table footers); null when no row has a value. */
export function sumColumn(rows: readonly Record<string, unknown>[] | undefined, key: string, precision = 2): number | null {
  let sum = 0;
  let any = false;
  for (const r of rows ?? []) {
    const v = toNumber(r?.[key]);
    if (v !== null) {
      sum += v;
      any = true;
    }
  }
  return any ? roundTo(sum, precision) : null;
}
