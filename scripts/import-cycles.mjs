// Usage: node scripts/import-cycles.mjs apps/web/src — lists static import cycles between local files.
// Static import cycles among local files (type-only imports skipped).
import fs from 'node:fs'; import path from 'node:path';
const root = path.resolve(process.argv[2]);
const files = [];
(function walk(d) { for (const e of fs.readdirSync(d, { withFileTypes: true })) { const p = path.join(d, e.name); if (e.isDirectory()) { if (e.name !== 'node_modules' && e.name !== '__tests__') walk(p); } else if (/\.(ts|tsx)$/.test(e.name) && !/\.test\./.test(e.name)) files.push(p); } })(root);
const resolve = (from, spec) => { const b = path.resolve(path.dirname(from), spec.replace(/\.js$/, '')); for (const c of [b + '.ts', b + '.tsx', b + '/index.ts', b + '/index.tsx']) if (fs.existsSync(c)) return c; };
const g = new Map();
for (const f of files) { const src = fs.readFileSync(f, 'utf8'); const deps = [];
  for (const m of src.matchAll(/^\s*(import|export)\s+(type\s+)?([^'"]*?from\s+)?['"](\.[^'"]+)['"]/gm)) { if (m[2]) continue; const r = resolve(f, m[4]); if (r) deps.push(r); }
  g.set(f, deps); }
// Tarjan SCC
let idx = 0; const st = [], on = new Set(), ix = new Map(), low = new Map(), sccs = [];
function sc(v) { ix.set(v, idx); low.set(v, idx); idx++; st.push(v); on.add(v);
  for (const w of g.get(v) || []) { if (!ix.has(w)) { sc(w); low.set(v, Math.min(low.get(v), low.get(w))); } else if (on.has(w)) low.set(v, Math.min(low.get(v), ix.get(w))); }
  if (low.get(v) === ix.get(v)) { const c = []; let w; do { w = st.pop(); on.delete(w); c.push(w); } while (w !== v); if (c.length > 1) sccs.push(c); } }
for (const v of g.keys()) if (!ix.has(v)) sc(v);
for (const c of sccs) console.log('cycle:', c.map((f) => path.relative(root, f)).join(' , '));
console.log(sccs.length, 'cycles');
