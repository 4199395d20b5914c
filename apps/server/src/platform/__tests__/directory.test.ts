import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysDept, sysUser, tenant } from '../../db/schema/index.js';
import { newId } from '../ids.js';
import { deptNames, userById, userNames, usersByIds } from '../directory.js';
import { useTestApp } from '../../../test/use-test-app.js';

const ctx = useTestApp();

describe('the directory', () => {
  it('names users and departments by id; unknown ids are left out', async () => {
    const dept = await ctx.make.dept({ name: '目录测试部' });
    const user = await ctx.make.user({ name: '目录测试员', deptId: dept.id });
    await ctx.as('admin', async (tx) => {
      expect(await userNames(tx, [user.id, 'nobody', null, user.id])).toEqual(new Map([[user.id, '目录测试员']]));
      expect(await deptNames(tx, [dept.id, undefined])).toEqual(new Map([[dept.id, '目录测试部']]));
      expect(await userById(tx, user.id)).toMatchObject({ loginName: user.loginName, deptId: dept.id, enabled: true });
      expect(await userById(tx, null)).toBeUndefined();
    });
  });

  it('reads each id once per transaction', async () => {
    const user = await ctx.make.user({ name: '改名前' });
    await ctx.as('admin', async (tx) => {
      expect((await userNames(tx, [user.id])).get(user.id)).toBe('改名前');
      await tx.execute(sql`update sys_user set name = '改名后' where id = ${user.id}`);
      // Memoised for the transaction: the second lookup does not go back to the table.
      expect((await usersByIds(tx, [user.id])).get(user.id)?.name).toBe('改名前');
    });
    // A new transaction (a new request) reads it afresh.
    await ctx.as('admin', async (tx) => expect((await userNames(tx, [user.id])).get(user.id)).toBe('改名后'));
  });

  it('answers only the transaction\'s tenant, even for an id another tenant also uses', async () => {
    const other = newId();
    const id = newId();
    await ctx.db.insert(tenant).values({ id: other, code: `dir_${other.slice(-6)}`, name: '另一公司' });
    await ctx.db.insert(sysUser).values({ tenantId: other, id, loginName: 'dir_other', name: '别家的人', passwordHash: 'x' });
    await ctx.db.insert(sysDept).values({ tenantId: other, id, name: '别家的部门' });
    await ctx.as('admin', async (tx) => {
      expect(await userNames(tx, [id])).toEqual(new Map());
      expect(await deptNames(tx, [id])).toEqual(new Map());
    });
  });
});
