import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, body } from '../../../test/helpers.js';
import { queryRows } from '../../platform/sql.js';
import { useTestApp } from '../../../test/use-test-app.js';

const ctx = useTestApp();

/*
 * The complete seeded result (menus with their buttons and permissions, dictionaries,
 * parameters, data menus, the seeded roles' menus and data scopes), sorted and serialised
 * without generated ids. Recorded from the central seed files before they moved into the
 * module manifests; it proves the move changed nothing and keeps guarding the seed since.
 * A deliberate change to seeded rows updates the snapshot (vitest -u) in the same commit.
 */

async function seededResult(): Promise<string> {
  const db = ctx.db;
  const menus = await queryRows<Record<string, unknown>>(db, sql`
    select m.code, p.code as parent, m.name, m.full_name, m.url, m.href, m.type, m.open_type, m.permission, m.icon,
      m.hidden, m.sort
    from sys_menu m left join sys_menu p on p.tenant_id = m.tenant_id and p.id = m.parent_id
    order by m.code, m.name`);
  const dicts = await queryRows<Record<string, unknown>>(db, sql`
    select d.type, p.value as parent, d.value, d.label, d.sort, d.enabled, d.ext, d.remark
    from bd_dict d left join bd_dict p on p.tenant_id = d.tenant_id and p.id = d.parent_id
    order by d.type, p.value nulls first, d.value`);
  const params = await queryRows<Record<string, unknown>>(db, sql`
    select key, value, name, is_public, category, remark from sys_param order by key`);
  const dataMenus = await queryRows<Record<string, unknown>>(db, sql`
    select code, name, sort, attrs from sys_data_menu order by code`);
  const roleMenus = await queryRows<Record<string, unknown>>(db, sql`
    select r.code as role, r.name, r.sort,
      coalesce((select array_agg(m.code order by m.code collate "C") from sys_role_menu rm
        join sys_menu m on m.tenant_id = rm.tenant_id and m.id = rm.menu_id
        where rm.tenant_id = r.tenant_id and rm.role_id = r.id), '{}') as menus,
      coalesce((select array_agg(dm.code || '=' || s.scope order by dm.code collate "C") from sys_role_data_scope s
        join sys_data_menu dm on dm.tenant_id = s.tenant_id and dm.id = s.data_menu_id
        where s.tenant_id = r.tenant_id and s.role_id = r.id), '{}') as data_scopes
    from sys_role r order by r.code`);
  // Sorted here, not by the database: PostgreSQL's collation may order text unlike PGlite's C.
  const sorted = (rows: Record<string, unknown>[]) =>
    rows.map((r) => [JSON.stringify(r), r] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
  return `${JSON.stringify({ menus: sorted(menus), dicts: sorted(dicts), params: sorted(params), dataMenus: sorted(dataMenus), roleMenus: sorted(roleMenus) }, null, 1)}\n`;
}

describe('seeded result', () => {
  it('shows the dictionary catalogue in the recorded order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/b/kind/tree1', headers: auth(await ctx.t.login()) });
    const groups = body<{ id: string; children: { id: string; isTree: boolean }[] }[]>(res).data;
    await expect(`${JSON.stringify(groups.map((g) => ({ group: g.id, codes: g.children.map((c) => c.id) })), null, 1)}\n`)
      .toMatchFileSnapshot('./__snapshots__/dict-catalogue.json');
  });

  it('is exactly the recorded menus, dictionaries, parameters, data menus and roles', async () => {
    await expect(await seededResult()).toMatchFileSnapshot('./__snapshots__/seed-result.json');
  });
});
