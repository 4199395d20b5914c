import type { Db } from '../db/client.js';
import type { SessionInfo } from './auth/session.js';
import { registryOf } from './registry.js';

/**
 * Checks for user config keys with a known shape. The config store itself is generic
 * (updateUserConfig takes any key); a module that owns a key declares a parser in its manifest
 * (`userConfigKeys`) so that a malformed value is refused with a 400 instead of being stored and
 * breaking the next sign-in.
 */
export type { UserConfigParser } from './module.js';

export async function parseUserConfigValue(tx: Db, s: SessionInfo, key: string, value: unknown): Promise<unknown> {
  const parser = registryOf(tx).userConfigParser(key);
  return parser ? parser(tx, s, value) : value;
}
