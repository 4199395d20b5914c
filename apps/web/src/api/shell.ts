/** Header extras (spec 1 §1, §7): online counts, the paid assistant. */
import { type CallData, sessionApi, shellApi, type TYdccsLogin } from '@ecms/shared';
import { call } from './typed';

export type OnlineCounts = CallData<typeof sessionApi.onlineCounts>;

export async function fetchOnlineCounts(): Promise<OnlineCounts> {
  return call(sessionApi.onlineCounts, {}, { silent: true });
}

export type AiUserInfo = CallData<typeof sessionApi.aiUserInfo>;

/** null when the call fails: the spec has the shell ignore that silently. */
export async function fetchAiUserInfo(): Promise<AiUserInfo | null> {
  try {
    return (await call(sessionApi.aiUserInfo, {}, { silent: true })) ?? null;
  } catch {
    return null;
  }
}

export type YdccsLogin = TYdccsLogin;

/** A short-lived hand-off token for the customer-service site (never the session token). */
export async function ydccsLogin(): Promise<YdccsLogin> {
  return call(shellApi.ydccsLogin);
}
