import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from './columns.js';

/*
 * Sign-in tables. Sessions, captchas, codes and QR logins are read before a tenant is known (a
 * token or a captcha arrives first), so they are not tenant-scoped and only platform/auth touches
 * them, with the privileged handle. The login record and the SMS outbox are tenant data.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const authSession = pgTable('auth_session', {
  id: text('id').primaryKey(),
  /** sha256 of the random token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  tenantId: text('tenant_id').notNull(),
  userId: text('user_id').notNull(),
  /** 'password' | 'sms' | 'qr' | 'sso'. */
  method: text('method').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  revokedReason: text('revoked_reason'),
}, (t) => [index('auth_session_user_idx').on(t.tenantId, t.userId)]);

export const authCaptcha = pgTable('auth_captcha', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/**
 * Every sign-in attempt: feeds address throttling (counted across tenants by platform code) and
 * the administrator's login record (read through the tenant's row-level security).
 */
export const authLoginLog = pgTable('auth_login_log', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  userId: text('user_id'),
  loginName: text('login_name'),
  method: text('method').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  success: integer('success').notNull(),
  reason: text('reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  // Address throttling counts recent failures only; successes must not lengthen that scan.
  index('auth_login_log_ip_fail_idx').on(t.ip, t.createdAt).where(sql`${t.success} = 0`),
  index('auth_login_log_tenant_idx').on(t.tenantId, t.createdAt),
  tenantPolicy(t),
]).enableRLS();

/** One-time SMS codes (hashed) for sign-in and password reset. */
export const authSmsCode = pgTable('auth_sms_code', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  phone: text('phone').notNull(),
  /** 'login' | 'reset'. */
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
}, (t) => [index('auth_sms_code_phone_idx').on(t.tenantId, t.phone, t.purpose, t.createdAt)]);

/** What the built-in SMS provider "sent": administrators read it (there is no gateway here). */
export const smsOutbox = pgTable('sms_outbox', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  phone: text('phone').notNull(),
  content: text('content').notNull(),
  provider: text('provider').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('sms_outbox_tenant_idx').on(t.tenantId, t.createdAt),
  tenantPolicy(t),
]).enableRLS();

/** QR sign-in: desktop shows the code, a signed-in phone confirms it, the desktop collects a session. */
export const authQrLogin = pgTable('auth_qr_login', {
  id: text('id').primaryKey(),
  /** sha256 of the desktop's poll secret (an HttpOnly cookie), so only that browser collects the session. */
  pollSecretHash: text('poll_secret_hash').notNull(),
  /** 'waiting' | 'scanned' | 'confirmed' | 'collected' | 'cancelled'. */
  status: text('status').notNull().default('waiting'),
  tenantId: text('tenant_id'),
  userId: text('user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

/** Server key material shared by every instance (the RSA pair of /login/getPKeys). */
export const sysKey = pgTable('sys_key', {
  id: text('id').primaryKey(),
  publicPem: text('public_pem').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
