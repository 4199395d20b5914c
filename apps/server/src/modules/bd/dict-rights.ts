import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bdDict } from '../../db/schema/index.js';
import { hasPermission } from '../../platform/auth/context.js';
import type { SessionInfo } from '../../platform/auth/session.js';
import { forbidden } from '../../platform/errors.js';
import { registryOf } from '../../platform/registry.js';

/*
 * Who may administer a dictionary through the dictionary calls (/a/bd/dict*, /a/bd/treedict*):
 * the system dictionary page's rights (sys:dict:*, sys:treeDict:view) cover every dictionary; a
 * base-data page's right covers the one dictionary that declares it (DictSeed.editRight, e.g.
 * ASSET_CLASS ← bd:assetClass: `bd:assetClass:view` lists it, `:add`, `:edit`, `:delete`).
 * The type a right is checked against is the stored item's (update, delete, move), never the
 * caller's word for it.
 */

export type DictAction = 'view' | 'add' | 'edit' | 'delete';

/** The base-data right prefix that covers dictionary `type`, if a module declares one. */
export function dictEditRight(tx: Db, type: string): string | undefined {
  return registryOf(tx).dicts.find((d) => d.type === type)?.editRight;
}

/**
 * 403 unless the caller holds every one of `system` (the system page's rights), or the
 * `action` right of the base-data page that covers `type`.
 */
export async function requireDictRight(
  tx: Db, actor: SessionInfo, type: string | undefined | (() => Promise<string | undefined>), action: DictAction, system: readonly string[],
): Promise<void> {
  let systemHeld = true;
  for (const p of system) {
    if (!(await hasPermission(tx, actor, p))) { systemHeld = false; break; }
  }
  if (systemHeld) return;
  // The item's type is read only for a caller without the system rights (who gets 403, not 404, for a missing item).
  const t = typeof type === 'function' ? await type() : type;
  const right = t ? dictEditRight(tx, t) : undefined;
  if (right && (await hasPermission(tx, actor, `${right}:${action}`))) return;
  throw forbidden();
}

/** The dictionary an item of the company belongs to (undefined: no such item). */
export async function dictTypeOf(tx: Db, id: string): Promise<string | undefined> {
  const [row] = await tx.select({ type: bdDict.type }).from(bdDict).where(eq(bdDict.id, id));
  return row?.type;
}

/**
 * The one dictionary a list request names: `params.type` as a plain string and no other
 * condition on the type (`type$in`, `type$like` …). Anything else names no single dictionary.
 */
export function listedDictType(params: Record<string, unknown> | undefined): string | undefined {
  const typeKeys = Object.keys(params ?? {}).filter((k) => k.split('$')[0] === 'type');
  if (typeKeys.length !== 1 || typeKeys[0] !== 'type') return undefined;
  const v = params!.type;
  return typeof v === 'string' && v ? v : undefined;
}
