import { maybeCommitScopeOf } from './after-commit.js';
import { maybeBusOf } from './event-bus.js';

/**
 * Publishes a platform event from code holding either the app's root database handle (sent at
 * once: the statement before it has committed) or a withTenant transaction (sent after its
 * commit). Other transaction handles have no bus: the event is dropped, and subscribers must
 * not depend on it alone (caches keep a TTL, sockets re-check their session).
 */
export async function publishEvent(db: object, topic: string, data: unknown): Promise<void> {
  const scope = maybeCommitScopeOf(db);
  if (scope) {
    const bus = maybeBusOf(scope.root);
    if (bus) scope.tasks.push(() => bus.publish(topic, data));
    return;
  }
  await maybeBusOf(db)?.publish(topic, data);
}

/** Topics of the platform's own events. */
export const TOPIC = {
  /** { sessionId } or { tenantId, userId }: sessions ended; their sockets close. */
  SESSION_REVOKED: 'session.revoked',
  /** { tenantId? }: system parameters changed; paramList caches drop. */
  PARAMS_CHANGED: 'params.changed',
  /** { tenantId }: dictionaries changed; dictionary caches drop the tenant. */
  DICTS_CHANGED: 'dicts.changed',
} as const;
