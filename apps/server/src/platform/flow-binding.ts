import type { Db } from '../db/client.js';
import type { wfInstance } from '../db/schema/index.js';

/*
 * Business binding: a module whose records run through approval (contracts, cost consultation,
 * ...) declares callbacks under its business type (its manifest's flowBindings). They run inside
 * the engine command's transaction, so a record's status can never disagree with its flow: a
 * callback that throws rolls the whole command back. The types live in the platform so that a
 * module manifest can name them; the engine (workflow/engine/business.ts) calls them.
 */

export type WfInstanceRow = typeof wfInstance.$inferSelect;

export interface BusinessEvent {
  tx: Db;
  instance: WfInstanceRow;
  businessType: string;
  businessId: string;
  /** Names of the nodes now active (nodeChanged), empty once finished. */
  activeNodes: string[];
  /** The acting user. */
  userId: string;
  /** Form values the acting user changed in this command, where the node let them. */
  edited?: Record<string, unknown>;
}

export interface BusinessBinding {
  started?(e: BusinessEvent): Promise<void>;
  nodeChanged?(e: BusinessEvent): Promise<void>;
  approved?(e: BusinessEvent): Promise<void>;
  rejected?(e: BusinessEvent): Promise<void>;
  withdrawn?(e: BusinessEvent): Promise<void>;
  /** An administrator ended the flow; defaults to `rejected` when absent. */
  terminated?(e: BusinessEvent): Promise<void>;
  /**
   * Search type of the business records when their documents list the flow's participants:
   * a new task holder (handover, add signer, ...) marks the record's document too.
   */
  searchCode?: string;
}

export type BusinessEventName = Exclude<keyof BusinessBinding, 'searchCode'>;

/** One notification of a flow step, to one or more users (the engine's outbox, workflow/engine/outbox.ts). */
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

/** A module's consumer of the engine's notifications (manifest `flowNotificationConsumers`), in the command's transaction. */
export type FlowNotificationConsumer = (tx: Db, batch: readonly FlowNotification[]) => Promise<void>;
