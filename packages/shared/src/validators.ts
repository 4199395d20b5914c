/**
 * Validation rules (spec 1 §5, spec 3 §5) and check digits (domain/finance.md §3),
 * plus zod schemas shared by the server routes and the web forms.
 */
import { z } from 'zod';
import { BUSINESS_TYPE, COMMISSION_PURPOSE, FLOW_TYPE, INPUT_LIMITS, MESSAGES } from './constants.js';

// ---------------------------------------------------------------------------
// Password and captcha
// ---------------------------------------------------------------------------

/**
 * Password rule: at least 8 characters mixing at least 2 of letters, digits and
 * special characters (anything else except whitespace).
 * Returns null when acceptable, else the Chinese message.
 */
export function checkPassword(pw: string | null | undefined): string | null {
  if (pw === null || pw === undefined || pw === '') return MESSAGES.PASSWORD_EMPTY;
  const kinds =
    Number(/[A-Za-z]/.test(pw)) + Number(/[0-9]/.test(pw)) + Number(/[^A-Za-z0-9\s]/.test(pw));
  if (Array.from(pw).length < INPUT_LIMITS.PASSWORD_MIN_LENGTH || kinds < 2) {
    return MESSAGES.PASSWORD_RULE;
  }
  return null;
}

/** Captcha length 5 to 7 characters. */
export function isCaptchaLength(captcha: string | null | undefined): boolean {
  if (typeof captcha !== 'string') return false;
  const n = captcha.length;
  return n >= INPUT_LIMITS.CAPTCHA_MIN_LENGTH && n <= INPUT_LIMITS.CAPTCHA_MAX_LENGTH;
}

// ---------------------------------------------------------------------------
// Phone and numbers
// ---------------------------------------------------------------------------

const MOBILE_RE = /^(?:\+86|0086)?1[3-9]\d{9}$/;

/** Mainland mobile number: optional +86 or 0086, then 1, a second digit 3-9 and 9 more digits. */
export function isMobile(value: string | null | undefined): boolean {
  return typeof value === 'string' && MOBILE_RE.test(value);
}

const NUMBER_TEXT_RE = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/** Number text: digits with optional decimals, a leading minus and correctly grouped thousands commas. */
export function isNumberText(value: string | number | null | undefined): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && NUMBER_TEXT_RE.test(value);
}

// ---------------------------------------------------------------------------
// ID card (GB 11643-1999)
// ---------------------------------------------------------------------------

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARS = '10X98765432';

/** The check character of an ID card number from its first 17 digits (null if not 17 digits). */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK_CHARS[sum % 11];
}

function isValidBirthDate(yyyymmdd: string): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  if (y < 1800 || m < 1 || m > 12 || d < 1) return false;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= daysInMonth;
}

/**
 * 18-character resident ID card: 17 digits plus a digit or x/X, a real birth date
 * and a matching GB 11643 check character. Returns null when valid, else '非法格式'.
 * An empty value passes (requiredness is a separate rule).
 */
export function checkIdCard(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!/^\d{17}[\dXx]$/.test(value)) return MESSAGES.INVALID_FORMAT;
  if (!isValidBirthDate(value.slice(6, 14))) return MESSAGES.INVALID_FORMAT;
  if (idCardCheckChar(value.slice(0, 17)) !== value[17].toUpperCase()) return MESSAGES.INVALID_FORMAT;
  return null;
}

// ---------------------------------------------------------------------------
// Unified social credit code (GB 32100-2015)
// ---------------------------------------------------------------------------

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const USCC_RE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The check character of a credit code from its first 17 characters (null if any is invalid). */
export function creditCodeCheckChar(first17: string): string | null {
  const s = first17.toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{17}$/.test(s)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(s[i]) * USCC_WEIGHTS[i];
  const c = 31 - (sum % 31);
  return USCC_CHARS[c === 31 ? 0 : c];
}

/**
 * Status of a unified social credit code: 'ok'; 'format' (not 18 characters of the
 * allowed set); 'checksum' (well-formed but the check character does not match — some
 * early pilot codes are legal yet fail, so callers should warn rather than block).
 */
export function creditCodeStatus(code: string | null | undefined): 'ok' | 'format' | 'checksum' {
  const s = (code ?? '').trim().toUpperCase();
  if (!USCC_RE.test(s)) return 'format';
  return creditCodeCheckChar(s.slice(0, 17)) === s[17] ? 'ok' : 'checksum';
}

/**
 * Strict credit code check: null when valid; '非法格式' for a bad format; the
 * check-character warning message when only the check character fails.
 * An empty value passes (requiredness is a separate rule).
 */
export function checkCreditCode(code: string | null | undefined): string | null {
  if (code === null || code === undefined || code.trim() === '') return null;
  const status = creditCodeStatus(code);
  if (status === 'format') return MESSAGES.INVALID_FORMAT;
  if (status === 'checksum') return MESSAGES.CREDIT_CODE_CHECK_WARNING;
  return null;
}

/** Tax identification number shape: [A-Z0-9] of length 15, 17, 18 or 20. */
export function isTaxId(code: string | null | undefined): boolean {
  return typeof code === 'string' && /^(?:[A-Z0-9]{15}|[A-Z0-9]{17,18}|[A-Z0-9]{20})$/.test(code);
}

// ---------------------------------------------------------------------------
// Zod schemas
// ---------------------------------------------------------------------------

/** Graphic captcha: required, 5..7 characters. */
export const ZCaptcha = z
  .string({ error: MESSAGES.CAPTCHA_REQUIRED })
  .min(1, MESSAGES.CAPTCHA_REQUIRED)
  .refine((v) => v === '' || isCaptchaLength(v), MESSAGES.CAPTCHA_LENGTH);

/** Mobile phone: required and matching the mobile pattern. */
export const ZMobile = z
  .string({ error: MESSAGES.PHONE_REQUIRED })
  .min(1, MESSAGES.PHONE_REQUIRED)
  .refine((v) => v === '' || isMobile(v), MESSAGES.PHONE_INVALID);

/** A new password obeying the password rule. */
export const ZNewPassword = z
  .string({ error: MESSAGES.NEW_PASSWORD_REQUIRED })
  .min(1, MESSAGES.NEW_PASSWORD_REQUIRED)
  .refine((v) => v === '' || checkPassword(v) === null, MESSAGES.PASSWORD_RULE);

export const ZPasswordChange = z
  .object({
    captcha: ZCaptcha,
    oldPassword: z.string({ error: MESSAGES.OLD_PASSWORD_REQUIRED }).min(1, MESSAGES.OLD_PASSWORD_REQUIRED),
    repeatPassword: z
      .string({ error: MESSAGES.REPEAT_PASSWORD_REQUIRED })
      .min(1, MESSAGES.REPEAT_PASSWORD_REQUIRED),
    newPassword: ZNewPassword,
  })
  .refine((v) => v.repeatPassword === '' || v.newPassword === v.repeatPassword, {
    message: MESSAGES.PASSWORD_MISMATCH,
    path: ['repeatPassword'],
    // Report a mismatch even when other fields (e.g. the captcha) are invalid.
    when: (payload) => {
      const v = payload.value as { newPassword?: unknown; repeatPassword?: unknown } | null;
      return typeof v?.newPassword === 'string' && typeof v?.repeatPassword === 'string';
    },
  });
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

export const ZLogin = z.object({
  username: z.string({ error: MESSAGES.USERNAME_REQUIRED }).trim().min(1, MESSAGES.USERNAME_REQUIRED),
  password: z.string({ error: MESSAGES.PASSWORD_REQUIRED }).min(1, MESSAGES.PASSWORD_REQUIRED),
  captcha: z.string().optional(),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZSmsSend = z.object({
  captcha: ZCaptcha,
  phone: ZMobile,
});
export type TSmsSend = z.infer<typeof ZSmsSend>;

export const ZSmsLogin = z.object({
  phone: ZMobile,
  captcha: ZCaptcha,
});
export type TSmsLogin = z.infer<typeof ZSmsLogin>;

export const ZFindPassword = z.object({
  captcha: ZCaptcha,
  phone: ZMobile,
  newPassword: ZNewPassword,
  userType: z.union([z.string(), z.number()]).optional(),
});
export type TFindPassword = z.infer<typeof ZFindPassword>;

// ---------------------------------------------------------------------------
// Contract and cost-consultation creation (spec 2 §3, §5)
// ---------------------------------------------------------------------------

/** A required choice among an option map's values; '' / null / unknown values answer `message`. */
const optionOf = (values: readonly number[], message: string) =>
  z.union([z.number(), z.string()], { error: message })
    .transform((v) => (v === '' ? NaN : Number(v)))
    .refine((v) => values.includes(v), { message });

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `不能超过${max}个字符`);

const optionalText = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`).nullish();

const FLOW_TYPES = Object.values(FLOW_TYPE).map((f) => f.value);
const BUSINESS_TYPES = Object.values(BUSINESS_TYPE).map((f) => f.value);
const PURPOSES = Object.values(COMMISSION_PURPOSE).map((f) => f.value);

/** Optional money: a non-negative amount with at most 2 decimals. */
const ZAmount = z.union([z.number(), z.string()]).nullish()
  .transform((v) => (v === '' || v === null || v === undefined ? null : Number(v)))
  .refine((v) => v === null || (Number.isFinite(v) && v >= 0 && v < 1e14), { message: '金额不正确' });

export const ZContractCreate = z.object({
  flowType: optionOf(FLOW_TYPES, MESSAGES.FLOW_TYPE_REQUIRED),
  name: requiredText(MESSAGES.CONTRACT_NAME_REQUIRED),
  businessType: optionOf(BUSINESS_TYPES, MESSAGES.BUSINESS_TYPE_REQUIRED),
  amount: ZAmount,
  partyA: optionalText(200),
  partyB: optionalText(200),
  remark: optionalText(2000),
});
export type TContractCreate = z.input<typeof ZContractCreate>;

export const ZCostCreate = z.object({
  flowType: optionOf(FLOW_TYPES, MESSAGES.FLOW_TYPE_REQUIRED),
  name: requiredText(MESSAGES.BUSINESS_NAME_REQUIRED),
  commissionPurpose: optionOf(PURPOSES, MESSAGES.COMMISSION_PURPOSE_REQUIRED),
  businessType: optionOf(BUSINESS_TYPES, MESSAGES.BUSINESS_TYPE_REQUIRED).optional(),
  amount: ZAmount,
  client: optionalText(200),
  remark: optionalText(2000),
});
export type TCostCreate = z.input<typeof ZCostCreate>;
