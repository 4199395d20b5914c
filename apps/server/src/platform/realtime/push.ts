import { type CommitScope, commitScopeOf } from './after-commit.js';
import { type BusEvent, busOf, type EventBus, maybeBusOf } from './event-bus.js';

/*
 * Pushes to signed-in users' browsers: an event goes on the bus, every app instance hands it to
 * the websockets it holds for those users (push-hub.ts). Kinds: 'message' (a new message:
 * title, content, ...) and 'progress' (long work: job id, percent, text).
 */

export const PUSH_TOPIC = 'push';

export interface PushEvent {
  type: string;
  [key: string]: unknown;
}

export interface PushEnvelope {
  tenantId: string;
  userIds: string[];
  event: PushEvent;
}

/** Recipients per bus event: keeps a NOTIFY payload well under PostgreSQL's 8000-byte limit. */
const USERS_PER_EVENT = 80;

/** The bus events of one push (recipients split so that each payload stays small). */
function pushEvents(tenantId: string, userIds: readonly string[], event: PushEvent): BusEvent[] {
  const unique = [...new Set(userIds)];
  const out: BusEvent[] = [];
  for (let i = 0; i < unique.length; i += USERS_PER_EVENT) {
    out.push({ topic: PUSH_TOPIC, data: { tenantId, userIds: unique.slice(i, i + USERS_PER_EVENT), event } satisfies PushEnvelope });
  }
  return out;
}

export async function publishPush(bus: EventBus, tenantId: string, userIds: readonly string[], event: PushEvent): Promise<void> {
  await bus.publishAll(pushEvents(tenantId, userIds, event));
}

/** Pushes waiting for their transaction's commit, by commit scope: published together (one NOTIFY statement). */
const pendingPushes = new WeakMap<CommitScope, BusEvent[]>();

/** Pushes `event` to users once the transaction of `tx` has committed (never if it rolls back). */
export function pushAfterCommit(tx: object, tenantId: string, userIds: readonly string[], event: PushEvent): void {
  const scope = commitScopeOf(tx);
  let pending = pendingPushes.get(scope);
  if (!pending) {
    const events: BusEvent[] = (pending = []);
    pendingPushes.set(scope, events);
    scope.tasks.push(() => {
      pendingPushes.delete(scope);
      return busOf(scope.root).publishAll(events);
    });
  }
  pending.push(...pushEvents(tenantId, userIds, event));
}

export interface Progress {
  tenantId: string;
  userId: string;
  /** Identifies the job; the web matches progress bars by it. */
  jobId: string;
  /** 0–100. */
  percent: number;
  text?: string;
  /** True on the last report (finished or failed). */
  done?: boolean;
  error?: string;
}

/**
 * Reports progress of long work (imports, checks) to the user who started it, at once (progress
 * is not transactional). `db` is the app's database handle (app.database.db) or any transaction.
 */
export async function reportProgress(db: object, p: Progress): Promise<void> {
  const percent = Math.max(0, Math.min(100, Math.round(p.percent)));
  const event: PushEvent = { type: 'progress', jobId: p.jobId, percent, text: p.text ?? '', done: !!p.done };
  if (p.error) event.error = p.error;
  const bus = maybeBusOf(db) ?? busOf(commitScopeOf(db).root);
  await publishPush(bus, p.tenantId, [p.userId], event);
}
