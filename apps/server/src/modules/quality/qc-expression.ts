/*
 * The small expression language of user rules (expandCheck, domain §3 rule 18), read by a
 * recursive-descent parser and evaluated over named numbers; never eval / Function. Grammar:
 *   expr   := or
 *   or     := and ('or' | '||') and …          and := not ('and' | '&&') not …
 *   not    := ('not' | '!') not | cmp          cmp := sum (('<'|'<='|'>'|'>='|'=='|'!=') sum | 'in' '[' sum ',' sum ']')?
 *   sum    := prod (('+'|'-') prod)*           prod := unary (('*'|'/') unary)*
 *   unary  := '-' unary | atom                 atom := number | name | name '(' args ')' | '(' expr ')'
 * Functions: ratio(a, b) (a / b, 0 when b is 0), abs, min, max, round(x, n).
 */

type Value = number | boolean;
type Token = { t: 'num'; v: number } | { t: 'id'; v: string } | { t: 'op'; v: string };

const MAX_LENGTH = 500;

function tokenize(src: string): Token[] {
  if (src.length > MAX_LENGTH) throw new Error(`表达式超过 ${MAX_LENGTH} 个字符`);
  const out: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?%?)|([A-Za-z_\u4e00-\u9fa5][\w\u4e00-\u9fa5]*)|(<=|>=|==|!=|&&|\|\||[-+*/()<>!,[\]]))/y;
  let i = 0;
  while (i < src.length) {
    if (/^\s*$/.test(src.slice(i))) break;
    re.lastIndex = i;
    const m = re.exec(src);
    if (!m) throw new Error(`第 ${i + 1} 个字符无法识别`);
    if (m[1]) out.push({ t: 'num', v: m[1].endsWith('%') ? Number(m[1].slice(0, -1)) / 100 : Number(m[1]) });
    else if (m[2]) out.push({ t: 'id', v: m[2] });
    else out.push({ t: 'op', v: m[3] });
    i = re.lastIndex;
  }
  return out;
}

const FUNCS: Record<string, (...a: number[]) => number> = {
  ratio: (a, b) => (b === 0 ? 0 : a / b), abs: Math.abs, min: Math.min, max: Math.max,
  round: (x, n = 0) => Math.round(x * 10 ** n) / 10 ** n,
};

export function evalExpression(src: string, vars: Record<string, number>): Value {
  const tokens = tokenize(src);
  let p = 0;
  const peek = () => tokens[p];
  const isOp = (v: string) => { const t = tokens[p]; return !!t && ((t.t === 'op' && t.v === v) || (t.t === 'id' && t.v === v)); };
  const expect = (v: string) => { if (!isOp(v)) throw new Error(`缺少「${v}」`); p++; };
  const numOf = (v: Value): number => { if (typeof v !== 'number') throw new Error('此处应为数值'); return v; };
  const boolOf = (v: Value): boolean => { if (typeof v !== 'boolean') throw new Error('此处应为条件'); return v; };

  const or = (): Value => { let l = and(); while (isOp('or') || isOp('||')) { p++; const r = and(); l = boolOf(l) || boolOf(r); } return l; };
  const and = (): Value => { let l = not(); while (isOp('and') || isOp('&&')) { p++; const r = not(); l = boolOf(l) && boolOf(r); } return l; };
  const not = (): Value => { if (isOp('not') || isOp('!')) { p++; return !boolOf(not()); } return cmp(); };
  const cmp = (): Value => {
    const l = sum();
    if (isOp('in')) {
      p++; expect('['); const lo = numOf(sum()); expect(','); const hi = numOf(sum()); expect(']');
      return numOf(l) >= lo && numOf(l) <= hi;
    }
    const t = peek();
    if (t?.t === 'op' && ['<', '<=', '>', '>=', '==', '!='].includes(t.v)) {
      p++;
      const a = numOf(l);
      const b = numOf(sum());
      switch (t.v) {
        case '<': return a < b;
        case '<=': return a <= b;
        case '>': return a > b;
        case '>=': return a >= b;
        case '==': return Math.abs(a - b) < 1e-9;
        default: return Math.abs(a - b) >= 1e-9;
      }
    }
    return l;
  };
  const sum = (): Value => {
    let l = prod();
    while (isOp('+') || isOp('-')) { const op = tokens[p++].v; const r = numOf(prod()); l = op === '+' ? numOf(l) + r : numOf(l) - r; }
    return l;
  };
  const prod = (): Value => {
    let l = unary();
    while (isOp('*') || isOp('/')) { const op = tokens[p++].v; const r = numOf(unary()); l = op === '*' ? numOf(l) * r : (r === 0 ? 0 : numOf(l) / r); }
    return l;
  };
  const unary = (): Value => { if (isOp('-')) { p++; return -numOf(unary()); } return atom(); };
  const atom = (): Value => {
    const t = tokens[p++];
    if (!t) throw new Error('表达式不完整');
    if (t.t === 'num') return t.v;
    if (t.t === 'op' && t.v === '(') { const v = or(); expect(')'); return v; }
    if (t.t === 'id') {
      if (isOp('(')) {
        const f = Object.hasOwn(FUNCS, t.v) ? FUNCS[t.v] : undefined;
        if (!f) throw new Error(`未知函数 ${t.v}`);
        p++;
        const args: number[] = [];
        if (!isOp(')')) { args.push(numOf(sum())); while (isOp(',')) { p++; args.push(numOf(sum())); } }
        expect(')');
        return f(...args);
      }
      if (!Object.hasOwn(vars, t.v)) throw new Error(`未知变量 ${t.v}`);
      return vars[t.v];
    }
    throw new Error(`「${t.v}」位置不正确`);
  };
  const v = or();
  if (p < tokens.length) throw new Error(`多余的「${tokens[p].v}」`);
  return v;
}
