import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.js';
import { authCaptcha } from '../../db/schema/index.js';
import { badRequest } from '../errors.js';
import { randomToken, safeEqual, sha256 } from './crypto.js';

export const CAPTCHA_COOKIE = 'ecms_captcha';
const TTL_MS = 5 * 60_000;

/** A 6-digit image captcha (the spec's hint reads 输入6个数字验证码); the answer is kept hashed. */
export async function createCaptcha(db: Db): Promise<{ id: string; svg: string }> {
  const c = svgCaptcha.create({ size: 6, charPreset: '0123456789', noise: 2, color: true, width: 140, height: 44, fontSize: 48 });
  const id = randomToken(18);
  await db.delete(authCaptcha).where(lt(authCaptcha.expiresAt, new Date()));
  await db.insert(authCaptcha).values({ id, answerHash: sha256(c.text), expiresAt: new Date(Date.now() + TTL_MS) });
  return { id, svg: c.data };
}

/**
 * Checks and consumes the captcha named by the browser's cookie. One use only: a wrong answer
 * needs a new image, so the answer cannot be guessed against one picture.
 */
export async function consumeCaptcha(db: Db, id: string | undefined, answer: string | undefined): Promise<void> {
  if (!answer?.trim()) throw badRequest('请输入图形验证码');
  if (!id) throw badRequest('验证码已失效，请刷新验证码');
  const [row] = await db.delete(authCaptcha).where(eq(authCaptcha.id, id)).returning();
  if (!row || row.expiresAt.getTime() < Date.now()) throw badRequest('验证码已失效，请刷新验证码');
  if (!safeEqual(row.answerHash, sha256(answer.trim()))) throw badRequest('验证码错误');
}

/**
 * Whether sign-in asks for the image captcha: the start-up variable ECMS_CAPTCHA when it is set
 * (for every company), otherwise the company's 启用图形验证码 parameter (`login.captcha`, on
 * unless it reads 'false').
 */
export function captchaEnabled(config: { captcha?: boolean }, params: Record<string, string>): boolean {
  return config.captcha ?? params['login.captcha'] !== 'false';
}
