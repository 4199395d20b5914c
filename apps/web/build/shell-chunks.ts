import path from 'node:path';

/** What rolldown's codeSplitting `name` function receives as its second argument (the part used here). */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

export interface ClosureGroup {
  /** Chunk name. */
  name: string;
  /** Source files (relative to apps/web) whose static imports, all the way down, make the group. */
  roots: string[];
  /**
   * Pages that load without the group's roots (stand-alone windows): a module of the group that
   * some of them reach goes to a chunk of its own per set of such pages, so they do not download
   * the rest of the group.
   */
  apart?: string[];
}

/** Package entries that re-export every component or icon: only the names a module imports are followed. */
const BARRELS: Record<string, RegExp> = {
  antd: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
  '@ant-design/icons': /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/,
};

/** Names a module imports from a package (`import { A, B as C } from 'pkg'`). */
function importedNames(code: string, pkg: string): string[] {
  const names: string[] = [];
  const re = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${pkg.replace('/', '\\/')}['"]`, 'g');
  for (const m of code.matchAll(re)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0].replace(/^type\s+/, '').trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * The modules a barrel re-exports under `names` (`export { default as Button } from './button'`,
 * following `export * from`), resolved among the barrel's imported ids.
 */
function barrelTargets(ctx: ChunkingContext, barrel: string, names: Set<string>, out: string[]): void {
  const info = ctx.getModuleInfo(barrel);
  if (!info?.code) return;
  const resolve = (spec: string) => {
    const base = path.resolve(path.dirname(barrel), spec);
    return info.importedIds.find((id) => [base, `${base}.js`, `${base}${path.sep}index.js`].includes(id.split('?')[0]));
  };
  for (const m of info.code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const exported = m[1].split(',').map((p) => p.trim().split(/\s+as\s+/).pop()!.trim());
    if (exported.some((n) => names.has(n))) {
      const target = resolve(m[2]);
      if (target) out.push(target);
    }
  }
  for (const m of info.code.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) {
    const target = resolve(m[1]);
    if (target) barrelTargets(ctx, target, names, out);
  }
}

/**
 * A codeSplitting `name` function that puts, per group, the modules statically reachable from the
 * group's roots into one chunk: minus what the `keep` files reach (the entry and the sign-in page
 * keep their own files and bytes) and minus the earlier groups. Left to the automatic splitting, the shell's code fell into some 90
 * small files (an icon, a hook, an antd part each); gzip compresses each file on its own, so the
 * home page downloaded about 30 KB gz more than for the same code in a few files (issue 14).
 * Every page in the shell loads these modules anyway. Through antd's and the icons' package
 * entries only the imported components are followed.
 */
export function closureChunks(root: string, keep: string[], groups: ClosureGroup[]) {
  let assigned: Map<string, string> | null = null;

  const closure = (ctx: ChunkingContext, starts: string[], stop: Set<string>): Set<string> => {
    const seen = new Set<string>();
    const stack = [...starts];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id) || stop.has(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      seen.add(id);
      for (const dep of info.importedIds) {
        const pkg = Object.keys(BARRELS).find((k) => BARRELS[k].test(dep));
        if (pkg) barrelTargets(ctx, dep, new Set(importedNames(info.code ?? '', pkg)), stack);
        else stack.push(dep);
      }
    }
    return seen;
  };

  return (id: string, ctx: ChunkingContext): string | null => {
    if (!assigned) {
      assigned = new Map();
      const taken = closure(ctx, keep.map((r) => path.resolve(root, r)), new Set());
      for (const g of groups) {
        const members = closure(ctx, g.roots.map((r) => path.resolve(root, r)), taken);
        const apart = (g.apart ?? []).map((r) => closure(ctx, [path.resolve(root, r)], taken));
        const sets = new Map<string, number>();
        for (const m of members) {
          if (/\.css($|\?)/.test(m)) continue;
          const by = apart.map((reach, i) => (reach.has(m) ? i : -1)).filter((i) => i >= 0).join('.');
          if (by && !sets.has(by)) sets.set(by, sets.size + 1);
          assigned.set(m, by ? `${g.name}-${sets.get(by)}` : g.name);
          taken.add(m);
        }
      }
    }
    return assigned.get(id) ?? null;
  };
}
