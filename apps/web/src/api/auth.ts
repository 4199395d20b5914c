import { http, HttpError } from './http';
import type { LoginData, LoginResult, MenuNode, QrCodeInfo, QrStatus, SysParams, UserInfo } from './types';

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
  const res = await http.get<Record<string, unknown>>('/share/param/paramList', { ...PUBLIC, silent: true });
  return normaliseParams(res.data);
}

export async function fetchLoginData(): Promise<LoginData> {
  const res = await http.get<LoginData>('/getLoginData', { ...PUBLIC, silent: true });
  return res.data;
}

export function captchaUrl(stamp: number): string {
  return `/api/captcha?_=${stamp}`;
}

/** RSA-OAEP/SHA-256 encryption of the password with the server's public key; plain text on any failure. */
export async function encryptPassword(password: string): Promise<string> {
  try {
    if (!globalThis.crypto?.subtle) return password;
    const res = await http.get<{ publicKey: string; algorithm: string }>('/login/getPKeys', { ...PUBLIC, silent: true });
    const pem = res.data?.publicKey;
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
  const res = await http.post<LoginResult>('/login', { ...body, password }, PUBLIC);
  return res.data;
}

export async function sendSmsCode(body: { phone: string; captcha: string }): Promise<{ expiresIn: number }> {
  const res = await http.post<{ expiresIn: number }>('/login/sms/send', body, PUBLIC);
  return res.data ?? { expiresIn: 300 };
}

export async function smsLogin(body: { phone: string; captcha: string; companyId?: string }): Promise<LoginResult> {
  const res = await http.post<LoginResult>('/login/sms', body, PUBLIC);
  return res.data;
}

export async function findPassword(body: { phone: string; captcha: string; newPassword: string; userType?: number }) {
  return http.post('/findPassword', body, PUBLIC);
}

export async function fetchQrCode(): Promise<QrCodeInfo> {
  const res = await http.get<QrCodeInfo>('/login/qrCode', { ...PUBLIC, silent: true });
  return res.data;
}

export async function fetchQrStatus(code: string): Promise<{ status: QrStatus; authToken?: string }> {
  const res = await http.post<{ status: QrStatus; authToken?: string }>('/login/codeStatus', { code }, { ...PUBLIC, silent: true });
  return res.data;
}

export async function scanQrCode(code: string) {
  return http.get(`/login/qrCode/${encodeURIComponent(code)}/scan`);
}

export async function confirmQrCode(code: string) {
  return http.post(`/login/qrCode/${encodeURIComponent(code)}/confirm`, {});
}

export async function validateToken(token: string): Promise<boolean> {
  try {
    const res = await http.get<{ valid: boolean }>('/login/initAuthToken', {
      params: { AuthToken: token },
      headers: { AuthToken: token },
      silent: true,
      skipAuthRedirect: true,
    });
    return Boolean(res.data?.valid ?? true);
  } catch {
    return false;
  }
}

/**
 * User info (spec §3/§8): rejects with "Verification failed, please login again" when no data.
 * Roles and permissions default to empty lists.
 */
export async function fetchUserInfo(token: string): Promise<UserInfo> {
  const res = await http.get<UserInfo>('/user/info', { params: { token }, silent: true });
  const data = res.data;
  if (!data) throw new Error('Verification failed, please login again.');
  return {
    ...data,
    roles: Array.isArray(data.roles) ? data.roles : [],
    permissions: Array.isArray(data.permissions) ? data.permissions : [],
    menuList: Array.isArray(data.menuList) ? (data.menuList as MenuNode[]) : [],
  };
}

export async function logoutRequest(): Promise<void> {
  try {
    await http.get('/logout', { silent: true, skipAuthRedirect: true, timeout: 5000 });
  } catch {
    /* the local session is cleared anyway */
  }
}

export async function modPassword(body: { captcha?: string; oldPassword: string; newPassword: string; repeatPassword: string }) {
  return http.post('/modPassword', body);
}

export async function updateLoginUser(body: { no?: string; job?: string; email?: string }) {
  return http.put<Partial<UserInfo>>('/a/sys/user/updateLoginUser', body);
}

export async function updateMemberName(userId: string, name: string) {
  return http.put(`/b/member/modName/${encodeURIComponent(userId)}/${encodeURIComponent(name)}`, {});
}

export async function updateUserConfig(key: string, value: unknown) {
  return http.post('/b/member/config/updateUserConfig', { key, value });
}

let unreadEndpointMissing = false;

/** True once GET /b/notice/msg/toReadNumber answered 404 (the notice module is not there yet). */
export function isUnreadEndpointMissing(): boolean {
  return unreadEndpointMissing;
}

/** Unread message count; any failure counts as 0 without a message. */
export async function fetchUnreadCount(): Promise<number> {
  try {
    const res = await http.get<number | { count?: number; total?: number }>('/b/notice/msg/toReadNumber/0', {
      silent: true,
    });
    const d = res.data;
    if (typeof d === 'number') return d;
    if (d && typeof d === 'object') return Number(d.count ?? d.total ?? 0) || 0;
    return Number(res.total ?? 0) || 0;
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
