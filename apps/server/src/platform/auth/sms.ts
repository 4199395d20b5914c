import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { smsOutbox } from '../../db/schema/index.js';
import { newId } from '../ids.js';

/** Sends text messages. A real gateway plugs in by implementing this and naming it in config. */
export interface SmsProvider {
  readonly name: string;
  send(db: Db, msg: { tenantId: string; phone: string; content: string }): Promise<void>;
}

/**
 * There is no SMS gateway here: the built-in provider writes the message to the server log and
 * to the sms_outbox table an administrator can read.
 */
export function logSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'log',
    async send(db, msg) {
      await db.insert(smsOutbox).values({ id: newId(), provider: 'log', ...msg });
      log.info({ phone: msg.phone }, `SMS to ${msg.phone}: ${msg.content}`);
    },
  };
}
