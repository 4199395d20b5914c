/*
 * Computed fields: a tiny arithmetic language parsed here, never eval'd.
 *   expr := term (('+' | '-') term)*      term := factor (('*' | '/') factor)*
 *   factor := number | key | 'sum(' subKey '.' key ')' | '(' expr ')' | '-' factor
 * Keys name fields of the same row; sum() adds a sub-table column (main-form fields only).
 * Empty operands count as 0; division by zero gives null.
 */

export type Formula =
  | { t: 'num'; v: number }
  | { t: 'ref'; key: string }
  | { t: 'sum'; sub: string; key: string }
  | { t: 'neg'; e: Formula }
  | { t: 'bin'; op: '+' | '-' | '*' | '/'; l: Formula; r: Formula };

export class FormulaError extends Error {}

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([a-zA-Z][a-zA-Z0-9]*)|(.))/y;

export function parseFormula(src: string): Formula {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < src.length) {
    const m = TOKEN.exec(src);
    if (!m) break;
    const tok = m[1] ?? m[2] ?? m[3];
    if (tok === undefined) break; // trailing spaces
    tokens.push(tok);
  }
  let i = 0;
  const peek = () => tokens[i];
  const take = (want?: string) => {
    const tok = tokens[i++];
    if (tok === undefined || (want !== undefined && tok !== want)) throw new FormulaError(`公式不正确：${src}`);
    return tok;
  };
  const isKey = (s: string | undefined) => !!s && /^[a-zA-Z]/.test(s);
  const factor = (): Formula => {
    const tok = peek();
    if (tok === '-') { take(); return { t: 'neg', e: factor() }; }
    if (tok === '(') { take(); const e = expr(); take(')'); return e; }
    if (tok !== undefined && /^\d/.test(tok)) { take(); return { t: 'num', v: Number(tok) }; }
    if (isKey(tok)) {
      take();
      if (tok === 'sum' && peek() === '(') {
        take('(');
        const sub = take();
        take('.');
        const key = take();
        take(')');
        if (!isKey(sub) || !isKey(key)) throw new FormulaError(`公式不正确：${src}`);
        return { t: 'sum', sub, key };
      }
      return { t: 'ref', key: tok! };
    }
    throw new FormulaError(`公式不正确：${src}`);
  };
  const term = (): Formula => {
    let l = factor();
    while (peek() === '*' || peek() === '/') { const op = take() as '*' | '/'; l = { t: 'bin', op, l, r: factor() }; }
    return l;
  };
  const expr = (): Formula => {
    let l = term();
    while (peek() === '+' || peek() === '-') { const op = take() as '+' | '-'; l = { t: 'bin', op, l, r: term() }; }
    return l;
  };
  if (tokens.length === 0) throw new FormulaError('公式不能为空');
  const out = expr();
  if (i !== tokens.length) throw new FormulaError(`公式不正确：${src}`);
  return out;
}

/** Field keys and sub-table columns a formula reads. */
export function formulaRefs(f: Formula, out: { refs: string[]; sums: { sub: string; key: string }[] } = { refs: [], sums: [] }) {
  switch (f.t) {
    case 'ref': out.refs.push(f.key); break;
    case 'sum': out.sums.push({ sub: f.sub, key: f.key }); break;
    case 'neg': formulaRefs(f.e, out); break;
    case 'bin': formulaRefs(f.l, out); formulaRefs(f.r, out); break;
    default: break;
  }
  return out;
}

const num = (v: unknown): number => {
  if (v === null || v === undefined || v === '') return 0;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
};

export function evalFormula(f: Formula, row: Record<string, unknown>, subs: Record<string, Record<string, unknown>[]> = {}): number | null {
  const go = (e: Formula): number | null => {
    switch (e.t) {
      case 'num': return e.v;
      case 'ref': return num(row[e.key]);
      case 'sum': return (subs[e.sub] ?? []).reduce((s, r) => s + num(r[e.key]), 0);
      case 'neg': { const v = go(e.e); return v === null ? null : -v; }
      case 'bin': {
        const l = go(e.l);
        const r = go(e.r);
        if (l === null || r === null) return null;
        switch (e.op) {
          case '+': return l + r;
          case '-': return l - r;
          case '*': return l * r;
          case '/': return r === 0 ? null : l / r;
        }
      }
    }
    return null;
  };
  const v = go(f);
  // Money-style rounding to 6 places keeps 0.1 + 0.2 from leaking float noise into numeric columns.
  return v === null || !Number.isFinite(v) ? null : Math.round(v * 1e6) / 1e6;
}
