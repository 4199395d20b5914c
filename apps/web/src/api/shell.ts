/** Header extras (spec 1 §1, §7): online counts, the paid assistant. */
import { shellApi, type TYdccsLogin } from '@ecms/shared';
import { http } from './http';
import { call } from './typed';

export interface OnlineCounts {
  onlineNo: number;
  totalNo: number;
}

export async function fetchOnlineCounts(): Promise<OnlineCounts> {
  return (await http.get<OnlineCounts>('/a/session/online/NO', { silent: true })).data as OnlineCounts;
}

export interface AiUserInfo {
  domain: string;
  token: string;
  tenantId: string;
}

/** null when the call fails: the spec has the shell ignore that silently. */
export async function fetchAiUserInfo(): Promise<AiUserInfo | null> {
  try {
    return (await http.get<AiUserInfo>('/ai/getAiUserInfo', { silent: true })).data ?? null;
  } catch {
    return null;
  }
}

export type YdccsLogin = TYdccsLogin;

/** A short-lived hand-off token for the customer-service site (never the session token). */
export async function ydccsLogin(): Promise<YdccsLogin> {
  return call(shellApi.ydccsLogin);
}
