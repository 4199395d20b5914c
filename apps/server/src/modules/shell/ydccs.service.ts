import { createHmac } from 'node:crypto';
import { badRequest } from '../../platform/errors.js';
import { randomToken } from '../../platform/auth/crypto.js';

/** Shorter keys make the HMAC guessable offline; refuse to sign with them. */
export const YDCCS_MIN_SECRET_LENGTH = 32;
export const YDCCS_NOT_CONFIGURED = '客服平台未配置，请联系管理员'; // (wording ours)

export interface YdccsClaims {
  iss: 'ecms';
  aud: string;
  sub: string;
  tid: string;
  loginName: string;
  name: string;
  iat: number;
  exp: number;
  jti: string;
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/**
 * A hand-off token for the external customer-service site: a standard HS256 JWT that any JWT
 * library verifies with the shared key. It names the user and tenant, is bound to the site's
 * origin (aud) and expires within minutes. It is never the session token: the site gets no way
 * to call this application as the user.
 */
export function signYdccsToken(
  secret: string | undefined,
  siteUrl: string | undefined,
  who: { userId: string; tenantId: string; loginName: string; name: string },
  ttlSeconds: number,
  now = Date.now(),
): { token: string; url: string; expiresIn: number } {
  let origin: string;
  try {
    const u = new URL(siteUrl ?? '');
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error('scheme');
    origin = u.origin;
  } catch {
    throw badRequest(YDCCS_NOT_CONFIGURED);
  }
  if (!secret || secret.length < YDCCS_MIN_SECRET_LENGTH) throw badRequest(YDCCS_NOT_CONFIGURED);
  const iat = Math.floor(now / 1000);
  const claims: YdccsClaims = {
    iss: 'ecms', aud: origin, sub: who.userId, tid: who.tenantId, loginName: who.loginName, name: who.name,
    iat, exp: iat + ttlSeconds, jti: randomToken(16),
  };
  const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  const sig = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return { token: `${unsigned}.${sig}`, url: siteUrl as string, expiresIn: ttlSeconds };
}
