import { MSG_TYPE } from '@ecms/shared';
import type { Db } from '../../db/client.js';
import type { FlowNotification } from '../../workflow/engine/outbox.js';
import { sendMessages } from './msg.service.js';

/**
 * The approval engine's outbox consumer: each notification becomes a flow message to its users
 * (one multi-row insert for the batch), pushed to their open browsers after the commit.
 */
export async function deliverFlowNotifications(tx: Db, batch: readonly FlowNotification[]): Promise<void> {
  await sendMessages(tx, batch.map((n) => ({
    to: { userIds: n.userIds }, type: MSG_TYPE.FLOW.value, title: n.title, content: n.content, link: n.link,
    refType: 'wf_instance', refId: n.instanceId, procInstId: n.instanceId, senderId: n.senderId,
  })));
}
