import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysParam } from '../../db/schema/index.js';

/** Parameters as a key → value map; before sign-in only the public ones. */
export async function paramMap(tx: Db, publicOnly: boolean): Promise<Record<string, string>> {
  const rows = await tx.select({ key: sysParam.key, value: sysParam.value }).from(sysParam)
    .where(publicOnly ? eq(sysParam.isPublic, true) : undefined);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
