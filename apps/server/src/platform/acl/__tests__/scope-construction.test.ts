import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sysUser } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { buildListQuery, type ListEntity, type ScopedListEntity, type UnscopedListEntity } from '../../list-query.js';
import { readById, type ScopedRecordKind } from '../../repository.js';
import { type ResolvedScope, ScopeMissingError, type ScopeResolver } from '../data-scope.js';

/*
 * The data scope by construction: a scoped list or read by id needs the request's scope resolver
 * (a type error without it, checked here with @ts-expect-error, and a refusal at run time); an
 * unscoped one says so with a reason. No database: the refusals come before any statement.
 */

const scope = { dataMenu: 'sys_user', dept: sysUser.deptId, self: sysUser.id };
const SCOPED: ScopedListEntity = { fields: { name: sysUser.name }, scope };
const UNSCOPED: UnscopedListEntity = { fields: { name: sysUser.name }, scope: 'none', reason: 'a test list of configuration' };
const RECORD: ScopedRecordKind<typeof sysUser> = { table: sysUser, id: sysUser.id, scope };
const noDb = {} as Db;

const resolver = (s: Partial<ResolvedScope>): ScopeResolver & { calls: string[] } => {
  const calls: string[] = [];
  return {
    userId: 'me', calls,
    resolve: async (menu) => { calls.push(menu); return { all: false, deptIds: [], self: false, attrRules: [], userId: 'me', userDeptId: null, ...s }; },
  };
};
const dialect = new PgDialect();
const text = (q: { where: unknown }) => (q.where ? dialect.sqlToQuery(q.where as never) : undefined);

describe('scope by construction', () => {
  it('refuses a scoped list without the request scope, at compile time and at run time', async () => {
    // @ts-expect-error a scoped entity needs { scope }
    await expect(buildListQuery(SCOPED, {})).rejects.toBeInstanceOf(ScopeMissingError);
    // @ts-expect-error extra conditions do not replace the scope
    await expect(buildListQuery(SCOPED, {}, { extra: [] })).rejects.toBeInstanceOf(ScopeMissingError);
    // A list entity declaring neither a scope nor 'none' with a reason is refused too.
    await expect(buildListQuery({ fields: {} } as unknown as ListEntity, {}, { scope: resolver({}) })).rejects.toBeInstanceOf(ScopeMissingError);
    await expect(buildListQuery({ fields: {}, scope: 'none' } as unknown as UnscopedListEntity, {})).rejects.toBeInstanceOf(ScopeMissingError);
  });

  it('adds the scope once, from the resolver, after checking the request', async () => {
    const r = resolver({ deptIds: ['d1'], self: true });
    const q = await buildListQuery(SCOPED, { params: { name$like: 'x' } }, { scope: r });
    expect(r.calls).toEqual(['sys_user']);
    expect(text(q)?.sql).toMatch(/"dept_id" in \(\$\d\)/);
    expect(text(q)?.params).toEqual(expect.arrayContaining(['d1', 'me', '%x%']));
    // A bad request is refused before the scope costs a query.
    const r2 = resolver({ all: true });
    await expect(buildListQuery(SCOPED, { params: { nope: 1 } }, { scope: r2 })).rejects.toThrow('不支持的查询字段：nope');
    expect(r2.calls).toEqual([]);
    // 'all' adds nothing; an unscoped list needs no resolver.
    expect((await buildListQuery(SCOPED, {}, { scope: resolver({ all: true }) })).where).toBeUndefined();
    expect((await buildListQuery(UNSCOPED, {})).where).toBeUndefined();
  });

  it('refuses a read by id of a scoped kind without the request scope', async () => {
    // @ts-expect-error a scoped kind needs { scope }
    await expect(readById(noDb, RECORD, 'u1')).rejects.toBeInstanceOf(ScopeMissingError);
    let where = '';
    const row = await readById(noDb, RECORD, 'u1', {
      scope: resolver({ deptIds: ['d1'] }),
      select: async (w) => { where = dialect.sqlToQuery(w).sql; return [{ id: 'u1' }]; },
    });
    expect(row).toEqual({ id: 'u1' });
    expect(where).toMatch(/"id" = \$1 and "sys_user"\."dept_id" in \(\$2\)/);
  });
});
