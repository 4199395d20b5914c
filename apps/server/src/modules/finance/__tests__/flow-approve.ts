import { expect } from 'vitest';
import { wfApi } from '@ecms/shared';
import type { TestContext } from '../../../../test/use-test-app.js';

/** `approve(who, procInstId)`: `who` passes their to-do of that flow to its next step (the finance tests' flows). */
export function flowApprover(ctx: TestContext) {
  return async function approve(who: string, procInstId: string) {
    const c = ctx.client(who);
    const todo = (await c.data(wfApi.todoList, { body: {} })).find((x) => x.procInstId === procInstId)!;
    expect(todo, `${who} has no todo`).toBeTruthy();
    const opts = await c.data(wfApi.nextOptions, { params: { todoId: todo.id } });
    const res = await ctx.call(who, 'POST', `/a/wf/userTaskTodo/${todo.id}/submitForm`, {
      nextStepId: opts.find((o) => o.type === 1)?.userTaskConfigId, audit: { opinion: '同意', agree: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
}
