import type { Db } from '../db/client.js';
import type { SessionInfo } from './auth/session.js';

/**
 * Checks for user config keys with a known shape. The config store itself is generic
 * (updateUserConfig takes any key); a module that owns a key registers a parser here so that a
 * malformed value is refused with a 400 instead of being stored and breaking the next sign-in.
 * The parser returns the value to store (normalised) or throws an AppError.
 */
export type UserConfigParser = (tx: Db, s: SessionInfo, value: unknown) => Promise<unknown>;

const parsers = new Map<string, UserConfigParser>();

export function registerUserConfigKey(key: string, parser: UserConfigParser): void {
  parsers.set(key, parser);
}

export async function parseUserConfigValue(tx: Db, s: SessionInfo, key: string, value: unknown): Promise<unknown> {
  const parser = parsers.get(key);
  return parser ? parser(tx, s, value) : value;
}
