import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuSeed } from '../../platform/module.js';
import type { AppRegistry } from '../../platform/registry.js';
import { REPORT_MENUS, type ReportAction } from '../excel/excel-report.service.js';
import { TEMPLATE_PERMISSION } from '../excel/excel.service.js';
import { useTestApp } from '../../../test/use-test-app.js';

const ctx = useTestApp();

/*
 * Every function permission the server asks for is carried by some menu or button the modules
 * declare (and so seed): otherwise no role could ever be granted it. Collected from every route
 * of the app (route config.permission), the permissions of the declared exports, imports and
 * search types, and the literal permissions the services check (requirePermission /
 * hasPermission). Online forms' `form:<code>:<action>` rights belong to each published form
 * (its menu is made when the form is put in the navigation), so they are not declared here.
 */
/**
 * Permissions deliberately carried by no menu, so only administrators pass (bd.routes.ts: page
 * configuration is edited by administrators alone until a screen for it exists).
 */
const ADMIN_ONLY = new Set(['sys:pageConfig:edit']);

let registry: AppRegistry;
beforeAll(async () => {
  registry = ctx.app.registry;
});

function declaredPermissions(menus: readonly MenuSeed[], out = new Set<string>()): Set<string> {
  for (const m of menus) {
    if (m.permission) out.add(m.permission);
    if (m.children) declaredPermissions(m.children, out);
  }
  return out;
}

const SRC = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : sourceFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

/** Literal permissions in requirePermission(...) / hasPermission(...) calls of the server's code. */
function checkedInServices(): { file: string; permission: string }[] {
  const out: { file: string; permission: string }[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const call of text.matchAll(/(?:requirePermission|hasPermission)\(([^;]*?)\)\s*[;)]/gs)) {
      for (const lit of call[1].matchAll(/'([A-Za-z][\w.-]*(?::[\w.-]+)+)'/g)) out.push({ file: path.relative(SRC, file), permission: lit[1] });
    }
  }
  return out;
}

describe('permissions', () => {
  it('the app has routes, and the scan finds the services\' checks', () => {
    expect(registry.routes.length).toBeGreaterThan(200);
    expect(registry.routes.filter((r) => r.permission).length).toBeGreaterThan(100);
    expect(checkedInServices().map((c) => c.permission)).toEqual(expect.arrayContaining(['sys:user:add', 'sys:menu:edit', 'sys:dept:add']));
  });

  it('every permission a route asks for is carried by a declared menu or button', () => {
    const declared = declaredPermissions(registry.menus);
    const missing = registry.routes.filter((r) => r.permission && !declared.has(r.permission) && !ADMIN_ONLY.has(r.permission))
      .map((r) => `${r.method} ${r.url} → ${r.permission}`);
    expect(missing).toEqual([]);
    // The exceptions stay exceptional: still asked for, still carried by no menu.
    for (const p of ADMIN_ONLY) {
      expect(registry.routes.some((r) => r.permission === p), p).toBe(true);
      expect(declared.has(p), p).toBe(false);
    }
  });

  it('every permission a service, an export, an import or a search type checks is carried by a declared menu or button', () => {
    const declared = declaredPermissions(registry.menus);
    const asked = [
      ...checkedInServices().map((c) => ({ where: c.file, permission: c.permission })),
      ...registry.exportSources().map((s) => ({ where: `export ${s.code}`, permission: s.permission })),
      ...registry.importTargets().map((s) => ({ where: `import ${s.code}`, permission: s.permission })),
      ...registry.searchTypes().map((s) => ({ where: `search type ${s.tableCode}`, permission: s.permission })),
      // Permissions built from a prefix and an action in code.
      ...(['view', 'add', 'edit', 'delete'] as const).map((a) => ({ where: 'excel templates', permission: `${TEMPLATE_PERMISSION}:${a}` })),
      // Dictionaries a base-data page edits (DictSeed.editRight; modules/bd dict-rights.ts).
      ...registry.dicts.filter((d) => d.editRight).flatMap((d) => (['view', 'add', 'edit', 'delete'] as const)
        .map((a) => ({ where: `dictionary ${d.type}`, permission: `${d.editRight}:${a}` }))),
      ...REPORT_MENUS.flatMap((m) => (['view', 'add', 'edit', 'delete'] satisfies ReportAction[]).map((a) => ({ where: 'excel reports', permission: `${m}:${a}` }))),
    ];
    const missing = asked.filter((a) => a.permission && !a.permission.startsWith('form:') && !declared.has(a.permission))
      .map((a) => `${a.where} → ${a.permission}`);
    expect(missing).toEqual([]);
  });
});
