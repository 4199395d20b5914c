import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, body, TEST_DEMO_PASSWORD } from '../../../test/helpers.js';
import { queryRows } from '../../platform/sql.js';
import { startFlow } from '../engine/operations.js';
import { useWfHarness } from './wf-fixtures.js';

const h = useWfHarness();

describe('to-do list at volume', () => {
  it('pages open tasks newest first, without finished ones or deleted instances', async () => {
    const db = h.t.database.db;
    const me = h.uid('zhangwei');
    const r = await h.as('sunli', (tx, a) => startFlow(tx, a, { processCode: 'contract_minimal', name: '模板' }));
    await db.execute(sql`select set_config('ecms.tenant_id', ${h.tenantId}, false)`);
    const [tpl] = await queryRows<{ definition_id: string; version_id: string }>(db, sql`select definition_id, version_id from wf_instance where id = ${r.instanceId}`);
    // 300 instances, one task each for 张伟: every 3rd done, every 5th waiting, the rest pending; instance 7 deleted.
    await db.execute(sql`insert into wf_instance (tenant_id, id, definition_id, version_id, name, initiator_id, deleted)
      select ${h.tenantId}, 'ti-' || g, ${tpl.definition_id}, ${tpl.version_id}, '批量' || g, ${h.uid('sunli')}, g = 7 from generate_series(1, 300) g`);
    await db.execute(sql`insert into wf_node_run (tenant_id, id, instance_id, node_id, node_name, node_type, round, seq, entered, status)
      select ${h.tenantId}, 'tn-' || g, 'ti-' || g, 'dept_manager', '部门经理审批', 'approver', 1, 2, 'forward', 'active' from generate_series(1, 300) g`);
    await db.execute(sql`insert into wf_task (tenant_id, id, instance_id, node_run_id, node_id, node_name, assignee_id, status, created_date)
      select ${h.tenantId}, 'tt-' || lpad(g::text, 3, '0'), 'ti-' || g, 'tn-' || g, 'dept_manager', '部门经理审批', ${me},
        case when g % 3 = 0 then 'done' when g % 5 = 0 then 'waiting' else 'pending' end, now() - ((300 - g) || ' minutes')::interval
      from generate_series(1, 300) g`);
    const expected = Array.from({ length: 300 }, (_, i) => i + 1).filter((g) => g % 3 !== 0 && g !== 7).reverse()
      .map((g) => `tt-${String(g).padStart(3, '0')}`);
    // The real flow's task was created just now: the newest.
    expected.unshift(...(await h.openTasks(r.instanceId)).filter((t) => t.login === 'zhangwei').map((t) => t.id));

    const token = await h.t.login('zhangwei', TEST_DEMO_PASSWORD);
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= 5; pageNo++) {
      const res = await h.t.app.inject({ method: 'POST', url: '/api/b/wf/task/queryTodoList', headers: auth(token), payload: { pageNo, pageSize: 50 } });
      const page = body<Array<{ id: string }>>(res);
      expect(page.total).toBe(expected.length);
      seen.push(...page.data.map((x) => x.id));
    }
    expect(seen).toEqual(expected);
  });

  it('the total is the exact number of open tasks, past the lists\' count cap too', async () => {
    const db = h.t.database.db;
    const me = h.uid('zhoumin');
    await db.execute(sql`select set_config('ecms.tenant_id', ${h.tenantId}, false)`);
    const [tpl] = await queryRows<{ id: string; node_run_id: string }>(db, sql`select instance_id as id, node_run_id from wf_task where id = 'tt-001'`);
    // 2,600 tasks of 周敏 (COUNT_CAP is 2,000): 100 done, 50 CC copies, the rest open.
    await db.execute(sql`insert into wf_task (tenant_id, id, instance_id, node_run_id, node_id, node_name, assignee_id, kind, status, created_date)
      select ${h.tenantId}, 'tc-' || g, ${tpl.id}, ${tpl.node_run_id}, 'dept_manager', '部门经理审批', ${me},
        case when g <= 50 then 'cc' else 'normal' end, case when g > 2500 then 'done' else 'pending' end, now() - (g || ' seconds')::interval
      from generate_series(1, 2600) g`);
    await db.execute(sql`analyze wf_task`);
    const token = await h.t.login('zhoumin', TEST_DEMO_PASSWORD);
    const res = await h.t.app.inject({ method: 'POST', url: '/api/b/wf/task/queryTodoList', headers: auth(token), payload: { pageNo: 2, pageSize: 20 } });
    const page = body<Array<{ id: string }>>(res);
    expect(page.total).toBe(2450);
    expect(page.data).toHaveLength(20);
  });

  it('the open-task index serves the page in order, without a sort', async () => {
    const rows = await h.as('zhangwei', async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain select id from wf_task
        where assignee_id = ${h.uid('zhangwei')} and status in ('pending', 'waiting') order by created_date desc, id desc limit 50`);
    });
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain('wf_task_open_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
