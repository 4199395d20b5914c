import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysKey } from '../../db/schema/index.js';

export interface LoginKeys {
  publicPem: string;
  privatePem: string;
}

const KEY_ID = 'login-rsa';

/**
 * The RSA pair the browser encrypts passwords with (/login/getPKeys). Kept in the database so
 * every instance decrypts what any instance's page encrypted; created once.
 */
export async function loadLoginKeys(db: Db): Promise<LoginKeys> {
  const [row] = await db.select().from(sysKey).where(eq(sysKey.id, KEY_ID));
  if (row) return { publicPem: row.publicPem, privatePem: row.privatePem };
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await db.insert(sysKey).values({ id: KEY_ID, publicPem: publicKey, privatePem: privateKey }).onConflictDoNothing();
  const [stored] = await db.select().from(sysKey).where(eq(sysKey.id, KEY_ID));
  return { publicPem: stored.publicPem, privatePem: stored.privatePem };
}

/**
 * A password field is RSA-OAEP(SHA-256) ciphertext in base64 when it decodes to exactly one
 * modulus-length block; otherwise it is taken as typed (API clients and tests send plain text).
 */
export function decodePassword(keys: LoginKeys, value: string): string {
  if (value.length < 300 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return value;
  const buf = Buffer.from(value, 'base64');
  if (buf.length !== 256) return value;
  try {
    return privateDecrypt({ key: keys.privatePem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, buf).toString('utf8');
  } catch {
    return value;
  }
}
