import type { Db } from '../../db/client.js';
import type { FlowNotification } from '../../platform/flow-binding.js';
import { registryOf } from '../../platform/registry.js';

/*
 * The engine's notification outbox (ARCHITECTURE §6). A command writes its notifications to
 * wf_outbox; it knows nothing of messages, mail or pushes. Consumers (the notice module turns
 * them into messages and browser pushes) are declared in module manifests and receive each command's batch in the
 * command's own transaction, so a message exists exactly when the approval committed and is
 * readable as soon as the call returns. With no consumer registered the rows stay pending
 * (delivered_date null) for one that comes later.
 */

export type { FlowNotification, FlowNotificationConsumer as OutboxConsumer } from '../../platform/flow-binding.js';

/** Whether the app has a consumer: without one the rows stay pending for one that comes later. */
export const hasOutboxConsumers = (tx: Db): boolean => registryOf(tx).flowNotificationConsumers().length > 0;

/** Hands one command's notifications to every consumer the app's modules declare, in the command's transaction. */
export async function deliverOutbox(tx: Db, batch: readonly FlowNotification[]): Promise<void> {
  for (const consume of registryOf(tx).flowNotificationConsumers()) await consume(tx, batch);
}
