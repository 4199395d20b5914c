import { and, count, desc, eq, gt, gte, isNull, type SQL, sql } from 'drizzle-orm';
import { checkPassword, isMobile, LOGIN_CAPTCHA_REQUIRED, MESSAGES } from '@ecms/shared';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { authLoginLog, authLoginThrottle, authQrLogin, authSmsCode, sysUser, tenant } from '../../db/schema/index.js';
import { DEFAULT_TENANT_CODE } from '../../db/seed/index.js';
import { digits, hashPassword, randomToken, safeEqual, sha256, verifyPassword } from '../../platform/auth/crypto.js';
import { decodePassword } from '../../platform/auth/keys.js';
import { revokeUserSessions } from '../../platform/auth/session.js';
import { AppError, badRequest, notFound, tooManyRequests, unauthorized } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { queryRows } from '../../platform/sql.js';
import type { Services } from '../../services.js';

/*
 * Sign-in use cases. They run before a tenant is known, on the privileged handle, and name the
 * tenant explicitly in every query.
 */

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export interface SignedIn {
  authToken: string;
  mustChangePassword: boolean;
  tenantId: string;
  userId: string;
}

/** The account columns sign-in needs; narrow on purpose (sign-in is a hot path). */
const LOGIN_USER = {
  id: sysUser.id, tenantId: sysUser.tenantId, loginName: sysUser.loginName, passwordHash: sysUser.passwordHash,
  status: sysUser.status, mustChangePassword: sysUser.mustChangePassword,
};
type UserRow = Pick<typeof sysUser.$inferSelect, keyof typeof LOGIN_USER>;
type LoginLookupRow = Partial<UserRow> & { ipFailures: number; nameFailures: number | null };

/** How the route handles the image captcha of a password sign-in. */
export interface LoginCaptcha {
  /** The company asks for it on every sign-in and this request's answer was right. */
  passed: boolean;
  /** It can be asked for (not switched off by ECMS_CAPTCHA=off). */
  available: boolean;
  /** Checks and consumes this request's answer (throws 400 when wrong). */
  consume(): Promise<void>;
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly services: Services,
  ) {}

  /** The tenant a sign-in belongs to: the SaaS company named by the caller, else the default one. */
  private defaultTenant?: string;

  async resolveTenant(companyId?: string): Promise<string> {
    // The default tenant never changes once seeded; SaaS companies are looked up each time (status).
    if (!companyId && this.defaultTenant) return this.defaultTenant;
    const where = companyId ? eq(tenant.id, companyId) : eq(tenant.code, DEFAULT_TENANT_CODE);
    const [t] = await this.db.select({ id: tenant.id, status: tenant.status }).from(tenant).where(where);
    if (!t) throw badRequest(companyId ? '企业不存在' : '系统尚未初始化');
    if (t.status !== 1) throw new AppError(403, '企业已停用，请联系管理员');
    if (!companyId) this.defaultTenant = t.id;
    return t.id;
  }

  /**
   * Password sign-in without enumeration or a lock anyone can hold (issue 13, finding 7). The
   * answers depend only on the login name's and the address's recent failures, never on whether
   * an account exists: a wrong password and an unknown name answer 401 用户名或密码错误, and a name
   * past its limit answers the same 429 (wait) or 400 (captcha) whether or not it is an account.
   * The attempt is counted before the password is checked, atomically, so concurrent guesses
   * cannot pass the limit; past the limit each attempt waits a doubling delay (capped) and needs
   * the captcha; the failures are forgotten after a quiet window (unlock by time). An office
   * behind one address gets the captcha past the address's limit, not a lock.
   */
  async passwordLogin(input: { username: string; password: string; captcha?: string; companyId?: string }, client: ClientInfo,
    captcha: LoginCaptcha = { passed: false, available: false, consume: async () => undefined }): Promise<SignedIn> {
    const tenantId = await this.resolveTenant(input.companyId);
    const loginName = input.username.trim();
    const key = loginName.toLowerCase();
    const c = this.config;
    const windowMins = c.loginLockMinutes;
    // The account, the address's and the name's recent failures in one round trip.
    const since = new Date(Date.now() - c.loginIpWindowMinutes * 60_000);
    const [row] = await queryRows<LoginLookupRow>(this.db, sql`
      select u.id, u.tenant_id as "tenantId", u.login_name as "loginName", u.password_hash as "passwordHash", u.status,
        u.must_change_password as "mustChangePassword",
        (select count(*)::int from auth_login_log l where l.ip = ${client.ip} and l.success = 0 and l.created_at >= ${since}) as "ipFailures",
        (select t.failures from auth_login_throttle t where t.tenant_id = ${tenantId} and t.login_name = ${key}
          and t.last_failure_at > now() - make_interval(mins => ${windowMins})) as "nameFailures"
      from (select 1) one
      left join sys_user u on u.tenant_id = ${tenantId} and u.login_name = ${loginName}`);
    const user: UserRow | undefined = row?.id ? (row as Required<LoginLookupRow>) : undefined;
    const ipOver = Number(row?.ipFailures ?? 0) >= c.loginIpMaxFailures;
    const nameOver = Number(row?.nameFailures ?? 0) >= c.loginMaxFailures;
    if ((ipOver || nameOver) && !captcha.passed) {
      if (captcha.available) {
        if (!input.captcha?.trim()) throw new AppError(400, LOGIN_CAPTCHA_REQUIRED.msg, LOGIN_CAPTCHA_REQUIRED.code);
        await captcha.consume();
      } else if (ipOver) {
        // The captcha is switched off (automated tests only): the address waits out its window.
        throw tooManyRequests(`登录失败次数过多，请${c.loginIpWindowMinutes}分钟后再试`);
      }
    }
    await this.claimAttempt(tenantId, key);
    const password = decodePassword(this.services.keys, input.password);
    const good = await verifyPassword(user?.passwordHash, password);
    if (!user || !good) {
      await this.db.insert(authLoginLog).values({
        id: newId(), tenantId, userId: user?.id, loginName, method: 'password', ip: client.ip, userAgent: client.userAgent?.slice(0, 300),
        success: 0, reason: user ? 'bad_password' : 'unknown_user',
      });
      throw new AppError(401, '用户名或密码错误');
    }
    // Only the right password learns that the account is disabled.
    this.assertUsable(user);
    return this.signIn(user, 'password', client);
  }

  /**
   * Counts one attempt of the name before its password is checked: one atomic upsert, refused
   * (429, nothing counted) while the name's delay runs. The delay past the limit doubles per
   * failure from ECMS_LOGIN_DELAY_SECONDS up to the window; a quiet window starts the count anew.
   */
  private async claimAttempt(tenantId: string, key: string): Promise<void> {
    const c = this.config;
    const counted = sql`case when t.last_failure_at <= now() - make_interval(mins => ${c.loginLockMinutes}) then 1 else t.failures + 1 end`;
    const rows = await queryRows<{ failures: number }>(this.db, sql`
      insert into auth_login_throttle as t (tenant_id, login_name, failures, last_failure_at, locked_until)
      values (${tenantId}, ${key}, 1, now(), ${this.lockEnd(sql`1`, sql`now()`)})
      on conflict (tenant_id, login_name) do update set
        failures = ${counted},
        last_failure_at = now(), locked_until = ${this.lockEnd(counted, sql`now()`)}, updated_date = now(), version = t.version + 1
      where t.failures < ${c.loginMaxFailures}
        or t.last_failure_at <= now() - make_interval(mins => ${c.loginLockMinutes})
        or ${this.lockEnd(sql`t.failures`, sql`t.last_failure_at`)} <= now()
      returning t.failures`);
    if (rows.length === 0) {
      const [w] = await queryRows<{ secs: number }>(this.db, sql`
        select ceil(extract(epoch from (${this.lockEnd(sql`t.failures`, sql`t.last_failure_at`)} - now())))::int as secs
        from auth_login_throttle t where t.tenant_id = ${tenantId} and t.login_name = ${key}`);
      throw tooManyRequests(`登录尝试过于频繁，请${Math.max(1, Number(w?.secs ?? 1))}秒后再试`);
    }
  }

  /**
   * When a name with `failures` failures, the last at `last`, may try again: below the limit at
   * once (null); past it after a delay doubling per failure from ECMS_LOGIN_DELAY_SECONDS, capped
   * at the window. Stored as the row's locked_until, which the user page shows as the lock.
   */
  private lockEnd(failures: SQL, last: SQL): SQL {
    const c = this.config;
    return sql`(case when ${failures} >= ${c.loginMaxFailures} then ${last} + make_interval(secs => least(${c.loginDelayBaseSeconds}::float8 * power(2, ${failures} - ${c.loginMaxFailures}), ${c.loginLockMinutes * 60}::float8)) end)`;
  }

  /** Account state checks shared by every sign-in method. */
  private assertUsable(user: UserRow): void {
    if (user.status !== 1) throw new AppError(403, '账号已停用，请联系管理员');
  }

  /** Failed sign-ins from an address within the throttling window. */
  private addressFailuresSql(ip: string) {
    const since = new Date(Date.now() - this.config.loginIpWindowMinutes * 60_000);
    return sql<number>`(select count(*)::int from ${authLoginLog} where ${authLoginLog.ip} = ${ip}
      and ${authLoginLog.success} = 0 and ${authLoginLog.createdAt} >= ${since})`;
  }

  private async addressFailures(ip: string): Promise<number> {
    const [{ n }] = await this.db.select({ n: this.addressFailuresSql(ip) }).from(sql`(select 1) as one`);
    return Number(n);
  }

  private assertAddressAllowed(failures: number): void {
    if (failures >= this.config.loginIpMaxFailures) {
      throw tooManyRequests(`登录失败次数过多，请${this.config.loginIpWindowMinutes}分钟后再试`);
    }
  }

  private async checkAddressThrottle(ip: string): Promise<void> {
    this.assertAddressAllowed(await this.addressFailures(ip));
  }

  /** A failed sign-in of another kind than a password (the address's throttle counts it). */
  private async recordFailure(tenantId: string, loginName: string, method: string, client: ClientInfo, reason: string): Promise<void> {
    await this.db.insert(authLoginLog).values({
      id: newId(), tenantId, loginName, method, ip: client.ip, userAgent: client.userAgent?.slice(0, 300), success: 0, reason,
    });
  }

  /** Session, login record and account reset in one statement (one round trip, atomic). */
  private async signIn(user: UserRow, method: string, client: ClientInfo): Promise<SignedIn> {
    const authToken = randomToken();
    const ua = client.userAgent?.slice(0, 300) ?? null;
    await this.db.execute(sql`
      with u as (
        update sys_user set last_login_date = now(), last_login_ip = ${client.ip}
        where tenant_id = ${user.tenantId} and id = ${user.id}
      ), f as (
        delete from auth_login_throttle where tenant_id = ${user.tenantId} and login_name = ${user.loginName.toLowerCase()}
      ), l as (
        insert into auth_login_log (id, tenant_id, user_id, login_name, method, ip, user_agent, success)
        values (${newId()}, ${user.tenantId}, ${user.id}, ${user.loginName}, ${method}, ${client.ip}, ${ua}, 1)
      )
      insert into auth_session (id, token_hash, tenant_id, user_id, method, ip, user_agent, expires_at)
      values (${newId()}, ${sha256(authToken)}, ${user.tenantId}, ${user.id}, ${method}, ${client.ip}, ${ua},
        now() + make_interval(hours => ${this.services.policy.absoluteHours}))`);
    return { authToken, mustChangePassword: user.mustChangePassword, tenantId: user.tenantId, userId: user.id };
  }

  // ---- SMS ------------------------------------------------------------------------------

  /**
   * Sends a 6-digit code. The answer is the same whether or not the phone is registered, so the
   * endpoint cannot be used to discover accounts; sending is limited per phone.
   */
  async sendSmsCode(input: { phone: string; companyId?: string }, purpose: SmsPurpose): Promise<{ expiresIn: number }> {
    const phone = normalizePhone(input.phone);
    const tenantId = await this.resolveTenant(input.companyId);
    const [last] = await this.db.select({ createdAt: authSmsCode.createdAt }).from(authSmsCode)
      .where(and(eq(authSmsCode.tenantId, tenantId), eq(authSmsCode.phone, phone)))
      .orderBy(desc(authSmsCode.createdAt)).limit(1);
    if (last && Date.now() - last.createdAt.getTime() < 60_000) throw tooManyRequests('验证码发送过于频繁，请60秒后再试');
    const since = new Date(Date.now() - 24 * 3_600_000);
    const [{ n }] = await this.db.select({ n: count() }).from(authSmsCode)
      .where(and(eq(authSmsCode.tenantId, tenantId), eq(authSmsCode.phone, phone), gte(authSmsCode.createdAt, since)));
    if (n >= 10) throw tooManyRequests('该手机号今日获取验证码次数已达上限');

    const [user] = await this.db.select({ id: sysUser.id }).from(sysUser)
      .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.phone, phone)));
    const ttl = this.config.smsCodeTtlSeconds;
    const code = digits(6);
    await this.db.insert(authSmsCode).values({
      id: newId(), tenantId, phone, purpose, codeHash: smsHash(tenantId, phone, purpose, code),
      expiresAt: new Date(Date.now() + ttl * 1000),
    });
    // Sign-in and reset codes go to registered phones only, registration codes to unregistered ones.
    if (purpose === 'register' ? !user : user) {
      const what = SMS_PURPOSE_NAME[purpose];
      await this.services.sms.send(this.db, {
        tenantId, phone, content: `【ECMS】您的${what}验证码为 ${code}，${Math.round(ttl / 60)}分钟内有效，请勿泄露。`,
      });
    }
    return { expiresIn: ttl };
  }

  /** Checks and consumes the newest live code for the phone; five wrong tries burn it. */
  private async consumeSmsCode(tenantId: string, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
    const [row] = await this.db.select().from(authSmsCode)
      .where(and(eq(authSmsCode.tenantId, tenantId), eq(authSmsCode.phone, phone), eq(authSmsCode.purpose, purpose),
        isNull(authSmsCode.usedAt), gt(authSmsCode.expiresAt, new Date())))
      .orderBy(desc(authSmsCode.createdAt)).limit(1);
    if (!row || row.attempts >= 5) throw badRequest('短信验证码已失效，请重新获取');
    if (!safeEqual(row.codeHash, smsHash(tenantId, phone, purpose, code.trim()))) {
      await this.db.update(authSmsCode).set({ attempts: sql`${authSmsCode.attempts} + 1` }).where(eq(authSmsCode.id, row.id));
      throw badRequest('短信验证码错误');
    }
    // Guarded: of two requests racing with the same code only one gets it.
    const used = await this.db.update(authSmsCode).set({ usedAt: new Date() })
      .where(and(eq(authSmsCode.id, row.id), isNull(authSmsCode.usedAt))).returning({ id: authSmsCode.id });
    if (used.length === 0) throw badRequest('短信验证码已失效，请重新获取');
  }

  async smsLogin(input: { phone: string; captcha: string; companyId?: string }, client: ClientInfo): Promise<SignedIn> {
    const phone = normalizePhone(input.phone);
    const tenantId = await this.resolveTenant(input.companyId);
    await this.checkAddressThrottle(client.ip);
    try {
      await this.consumeSmsCode(tenantId, phone, 'login', input.captcha);
    } catch (err) {
      await this.recordFailure(tenantId, phone, 'sms', client, 'bad_code');
      throw err;
    }
    const [user] = await this.db.select(LOGIN_USER).from(sysUser).where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.phone, phone)));
    if (!user) throw badRequest('短信验证码已失效，请重新获取');
    this.assertUsable(user);
    return this.signIn(user, 'sms', client);
  }

  async findPassword(input: { phone: string; captcha: string; newPassword: string; companyId?: string }): Promise<void> {
    const phone = normalizePhone(input.phone);
    const tenantId = await this.resolveTenant(input.companyId);
    const newPassword = this.acceptedPassword(input.newPassword);
    await this.consumeSmsCode(tenantId, phone, 'reset', input.captcha);
    const [user] = await this.db.select(LOGIN_USER).from(sysUser).where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.phone, phone)));
    if (!user) throw badRequest('短信验证码已失效，请重新获取');
    if (user.status !== 1) throw new AppError(403, '账号已停用，请联系管理员');
    await this.setPassword(user, newPassword, 'password_reset');
  }

  /** A new password as sent (RSA-encrypted or plain), refused with the §5 message when it breaks the rule. */
  private acceptedPassword(value: string): string {
    const password = decodePassword(this.services.keys, value);
    const rule = checkPassword(password);
    if (rule) throw badRequest(rule);
    return password;
  }

  /**
   * Member self-registration (spec 1 /login/register): the SMS code sent to the (unregistered)
   * phone, the password rule, then the account made by `create` in the company's transaction.
   */
  async registerMember<T>(input: { phone: string; captcha: string; password: string; companyId?: string },
    create: (tenantId: string, phone: string, passwordHash: string) => Promise<T>): Promise<T> {
    const phone = normalizePhone(input.phone);
    const tenantId = await this.resolveTenant(input.companyId);
    const password = this.acceptedPassword(input.password);
    await this.consumeSmsCode(tenantId, phone, 'register', input.captcha);
    return create(tenantId, phone, await hashPassword(password));
  }

  /** Signed-in password change (spec §5 rules); every session of the user ends. */
  async changePassword(tenantId: string, userId: string, input: { oldPassword: string; newPassword: string; repeatPassword: string }): Promise<void> {
    const oldPassword = decodePassword(this.services.keys, input.oldPassword);
    const newPassword = decodePassword(this.services.keys, input.newPassword);
    const repeatPassword = decodePassword(this.services.keys, input.repeatPassword);
    if (!oldPassword) throw badRequest(MESSAGES.OLD_PASSWORD_REQUIRED);
    const rule = checkPassword(newPassword);
    if (rule) throw badRequest(rule);
    if (newPassword !== repeatPassword) throw badRequest(MESSAGES.PASSWORD_MISMATCH);
    const [user] = await this.db.select(LOGIN_USER).from(sysUser).where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.id, userId)));
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest('原密码错误');
    if (oldPassword === newPassword) throw badRequest('新密码不能与原密码相同');
    await this.setPassword(user, newPassword, 'password_changed');
  }

  private async setPassword(user: UserRow, password: string, reason: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.update(sysUser).set({
        passwordHash, mustChangePassword: false, passwordChangedDate: new Date(),
        updatedDate: new Date(), updatedBy: user.id, version: sql`${sysUser.version} + 1`,
      }).where(and(eq(sysUser.tenantId, user.tenantId), eq(sysUser.id, user.id)));
      // A new password ends the name's sign-in delay (a password found again by phone works at once).
      await tx.delete(authLoginThrottle).where(and(eq(authLoginThrottle.tenantId, user.tenantId), eq(authLoginThrottle.loginName, user.loginName.toLowerCase())));
      await revokeUserSessions(tx, user.tenantId, user.id, reason);
    });
  }

  // ---- QR sign-in -----------------------------------------------------------------------

  async createQr(): Promise<{ code: string; pollSecret: string; expiresIn: number }> {
    const code = randomToken(24);
    const pollSecret = randomToken(24);
    const ttl = this.config.qrTtlSeconds;
    await this.db.insert(authQrLogin).values({
      id: code, pollSecretHash: sha256(pollSecret), expiresAt: new Date(Date.now() + ttl * 1000),
    });
    return { code, pollSecret, expiresIn: ttl };
  }

  /** Desktop side: the state of its code; once confirmed, collects a session exactly once. */
  async qrStatus(code: string, pollSecret: string | undefined, client: ClientInfo): Promise<{ status: string; signedIn?: SignedIn }> {
    const [row] = await this.db.select().from(authQrLogin).where(eq(authQrLogin.id, code));
    if (!row || !pollSecret || !safeEqual(row.pollSecretHash, sha256(pollSecret))) throw notFound('二维码不存在或已失效');
    if (row.status === 'collected' || row.status === 'cancelled') return { status: 'expired' };
    if (row.status !== 'confirmed' && row.expiresAt.getTime() < Date.now()) return { status: 'expired' };
    if (row.status !== 'confirmed') return { status: row.status };
    const taken = await this.db.update(authQrLogin).set({ status: 'collected' })
      .where(and(eq(authQrLogin.id, code), eq(authQrLogin.status, 'confirmed'))).returning();
    if (taken.length === 0 || !row.tenantId || !row.userId) return { status: 'expired' };
    const [user] = await this.db.select(LOGIN_USER).from(sysUser).where(and(eq(sysUser.tenantId, row.tenantId), eq(sysUser.id, row.userId)));
    if (!user) return { status: 'expired' };
    this.assertUsable(user);
    return { status: 'confirmed', signedIn: await this.signIn(user, 'qr', client) };
  }

  /** Phone side (signed in): scanning marks the code, confirming hands the desktop this user. */
  async qrScan(code: string): Promise<void> {
    const res = await this.db.update(authQrLogin).set({ status: 'scanned' })
      .where(and(eq(authQrLogin.id, code), eq(authQrLogin.status, 'waiting'), gt(authQrLogin.expiresAt, new Date()))).returning();
    if (res.length === 0) await this.assertQrLive(code, ['scanned']);
  }

  async qrConfirm(code: string, tenantId: string, userId: string): Promise<void> {
    const res = await this.db.update(authQrLogin).set({ status: 'confirmed', tenantId, userId })
      .where(and(eq(authQrLogin.id, code), sql`${authQrLogin.status} in ('waiting', 'scanned')`, gt(authQrLogin.expiresAt, new Date())))
      .returning();
    if (res.length === 0) throw badRequest('二维码已失效，请刷新电脑上的二维码');
  }

  private async assertQrLive(code: string, okStates: string[]): Promise<void> {
    const [row] = await this.db.select().from(authQrLogin).where(eq(authQrLogin.id, code));
    if (!row || !okStates.includes(row.status) || row.expiresAt.getTime() < Date.now()) {
      throw badRequest('二维码已失效，请刷新电脑上的二维码');
    }
  }

  // ---- CAS single sign-on ---------------------------------------------------------------

  /** Validates a CAS service ticket against the configured CAS server and signs its user in. */
  async casLogin(casServer: string, ticket: string, service: string, client: ClientInfo): Promise<SignedIn> {
    const url = new URL('p3/serviceValidate', casServer.endsWith('/') ? casServer : `${casServer}/`);
    url.searchParams.set('ticket', ticket);
    url.searchParams.set('service', service);
    let body: string;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      body = await res.text();
    } catch {
      throw new AppError(502, '单点登录服务器无法访问');
    }
    const user = /<cas:user>\s*([^<\s]+)\s*<\/cas:user>/.exec(body)?.[1];
    if (!user || !/<cas:authenticationSuccess>/.test(body)) throw new AppError(401, '单点登录票据无效或已过期');
    const tenantId = await this.resolveTenant();
    const [row] = await this.db.select(LOGIN_USER).from(sysUser).where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.loginName, decodeXml(user))));
    if (!row) throw new AppError(403, '单点登录用户在本系统中不存在');
    this.assertUsable(row);
    return this.signIn(row, 'sso', client);
  }
}

export type SmsPurpose = 'login' | 'reset' | 'register';
const SMS_PURPOSE_NAME: Record<SmsPurpose, string> = { login: '登录', reset: '找回密码', register: '会员注册' };

export function normalizePhone(phone: string): string {
  const p = phone.trim().replace(/^(\+86|0086)/, '');
  if (!isMobile(p)) throw badRequest(MESSAGES.PHONE_INVALID);
  return p;
}

const smsHash = (tenantId: string, phone: string, purpose: string, code: string): string =>
  sha256(`${tenantId}:${phone}:${purpose}:${code}`);

const decodeXml = (s: string): string =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
