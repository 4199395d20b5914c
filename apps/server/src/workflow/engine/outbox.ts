import type { Db } from '../../db/client.js';

/*
 * The engine's notification outbox (ARCHITECTURE §6). A command writes its notifications to
 * wf_outbox; it knows nothing of messages, mail or pushes. Consumers (the notice module turns
 * them into messages and browser pushes) register here and receive each command's batch in the
 * command's own transaction, so a message exists exactly when the approval committed and is
 * readable as soon as the call returns. With no consumer registered the rows stay pending
 * (delivered_date null) for one that comes later.
 */

/** One notification of a flow step, to one or more users. */
export interface FlowNotification {
  /** task | returned | approved | rejected | urged | expiring | cc | forward | consult */
  kind: string;
  userIds: string[];
  instanceId: string;
  taskId: string | null;
  title: string;
  content: string;
  /** Where the recipient handles the flow (the web's flow handling page). */
  link: string;
  /** The acting user; null for the system (deadline job). */
  senderId: string | null;
}

export type OutboxConsumer = (tx: Db, batch: readonly FlowNotification[]) => Promise<void>;

const consumers = new Map<string, OutboxConsumer>();

/** Registers (or replaces, by name: app instances built in one process register the same one) a consumer. */
export function registerOutboxConsumer(name: string, consumer: OutboxConsumer): void {
  consumers.set(name, consumer);
}

export const hasOutboxConsumers = (): boolean => consumers.size > 0;

/** Hands one command's notifications to every consumer, in the command's transaction. */
export async function deliverOutbox(tx: Db, batch: readonly FlowNotification[]): Promise<void> {
  for (const consume of consumers.values()) await consume(tx, batch);
}
