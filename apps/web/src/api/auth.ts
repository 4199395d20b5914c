import { authApi, noticeApi, sessionApi, type TFindPasswordRequest, type TModPasswordRequest, type TSmsLoginRequest, type TSmsSendRequest } from '@ecms/shared';
import { http, HttpError } from './http';
import { call } from './typed';
import type { LoginData, LoginResult, QrCodeInfo, QrStatus, SysParams, UserInfo } from './types';

/** Options for calls made without a session: a 401 there is a plain refusal, not a logout. */
const PUBLIC = { skipAuthRedirect: true } as const;

/** 'true'/'false' strings become booleans (spec §3). */
export function normaliseParams(raw: Record<string, unknown> | null | undefined): SysParams {
  const out: SysParams = {};
  for (const [k, v] of Object.entries(raw ?? {})) {
    if (v === 'true' || v === true) out[k] = true;
    else if (v === 'false' || v === false) out[k] = false;
    else if (v !== null && v !== undefined) out[k] = String(v);
  }
  return out;
}

export async function fetchParams(): Promise<SysParams> {
  return normaliseParams(await call(sessionApi.paramList, { query: {} }, { ...PUBLIC, silent: true }));
}

export async function fetchLoginData(): Promise<LoginData> {
  return call(authApi.loginData, { query: {} }, { ...PUBLIC, silent: true });
}

export function captchaUrl(stamp: number): string {
  return `/api/captcha?_=${stamp}`;
}

/** RSA-OAEP/SHA-256 encryption of the password with the server's public key; plain text on any failure. */
export async function encryptPassword(password: string): Promise<string> {
  try {
    if (!globalThis.crypto?.subtle) return password;
    const pem = (await call(authApi.publicKey, {}, { ...PUBLIC, silent: true }))?.publicKey;
    if (!pem) return password;
    const b64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
    const der = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
    let bin = '';
    new Uint8Array(cipher).forEach((b) => (bin += String.fromCharCode(b)));
    return btoa(bin);
  } catch {
    return password;
  }
}

export async function login(body: { username: string; password: string; captcha?: string; companyId?: string }): Promise<LoginResult> {
  const password = await encryptPassword(body.password);
  return call(authApi.login, { body: { ...body, password } }, PUBLIC);
}

export async function sendSmsCode(body: TSmsSendRequest): Promise<{ expiresIn: number }> {
  return (await call(authApi.sendLoginSms, { body }, PUBLIC)) ?? { expiresIn: 300 };
}

/** A password-reset code (its own purpose: a sign-in code does not reset a password). */
export async function sendResetSmsCode(body: TSmsSendRequest): Promise<{ expiresIn: number }> {
  return (await call(authApi.sendResetSms, { body }, PUBLIC)) ?? { expiresIn: 300 };
}

export async function smsLogin(body: TSmsLoginRequest): Promise<LoginResult> {
  return call(authApi.smsLogin, { body }, PUBLIC);
}

export async function findPassword(body: TFindPasswordRequest) {
  return call(authApi.findPassword, { body }, PUBLIC);
}

export async function fetchQrCode(): Promise<QrCodeInfo> {
  return call(authApi.qrCode, {}, { ...PUBLIC, silent: true });
}

export async function fetchQrStatus(code: string): Promise<{ status: QrStatus; authToken?: string }> {
  return call(authApi.qrStatus, { body: { code } }, { ...PUBLIC, silent: true });
}

export async function scanQrCode(code: string) {
  return call(authApi.qrScan, { params: { code } });
}

export async function confirmQrCode(code: string) {
  return call(authApi.qrConfirm, { params: { code } });
}

export async function validateToken(token: string): Promise<boolean> {
  try {
    const res = await call(authApi.initAuthToken, { query: { AuthToken: token } }, { headers: { AuthToken: token }, silent: true, skipAuthRedirect: true });
    return Boolean(res?.valid ?? true);
  } catch {
    return false;
  }
}

/**
 * User info (spec §3/§8): rejects with "Verification failed, please login again" when no data.
 * Roles and permissions default to empty lists.
 */
export async function fetchUserInfo(token: string): Promise<UserInfo> {
  const data = await call(sessionApi.userInfo, { query: { token } }, { silent: true });
  if (!data) throw new Error('Verification failed, please login again.');
  return {
    ...data,
    roles: Array.isArray(data.roles) ? data.roles : [],
    permissions: Array.isArray(data.permissions) ? data.permissions : [],
    menuList: Array.isArray(data.menuList) ? data.menuList : [],
  };
}

export async function logoutRequest(): Promise<void> {
  try {
    await call(authApi.logout, {}, { silent: true, skipAuthRedirect: true, timeout: 5000 });
  } catch {
    /* the local session is cleared anyway */
  }
}

export async function modPassword(body: TModPasswordRequest) {
  return call(authApi.modPassword, { body });
}

export async function updateLoginUser(body: { no?: string; job?: string; email?: string }): Promise<UserInfo> {
  return call(sessionApi.updateLoginUser, { body });
}

export async function updateMemberName(userId: string, name: string) {
  return http.put(`/b/member/modName/${encodeURIComponent(userId)}/${encodeURIComponent(name)}`, {});
}

export async function updateUserConfig(key: string, value: unknown) {
  return call(sessionApi.updateUserConfig, { body: { key, value } });
}

let unreadEndpointMissing = false;

/** True once GET /b/notice/msg/toReadNumber answered 404 (the notice module is not there yet). */
export function isUnreadEndpointMissing(): boolean {
  return unreadEndpointMissing;
}

/** Unread message count; any failure counts as 0 without a message. */
export async function fetchUnreadCount(): Promise<number> {
  try {
    // A missing or malformed count reads as 0, like any other failure.
    return Number(await call(noticeApi.unreadCount, { params: { type: 0 } }, { silent: true })) || 0;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) unreadEndpointMissing = true;
    return 0;
  }
}

export interface InvoiceForm {
  invoicesType: 1 | 2;
  personName?: string;
  companyName?: string;
  honestyCode?: string;
  email?: string;
  registeredAddress?: string;
  phone?: string;
  bank?: string;
  bankAccount?: string;
  receiver?: string;
  receiveAddress?: string;
}

export async function fetchMyInvoice(): Promise<InvoiceForm | null> {
  try {
    const res = await http.get<InvoiceForm | null>('/b/invoices/getmy', { silent: true, skipAuthRedirect: true });
    return res.data ?? null;
  } catch {
    return null;
  }
}

export async function saveMyInvoice(body: InvoiceForm) {
  return http.post('/b/invoices/savemy', body);
}
