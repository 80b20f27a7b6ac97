import type { UserInfo } from '@parcelflow/contract';

/** The session kept client-side (screens-protocol.md section 4): the token and the user's info. */
export type StoredSession = { token: string; userInfo: UserInfo };

const SESSION_KEY = 'parcelflow.session';

export function readSession(): StoredSession | null {
  const raw = localStorage.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredSession;
  } catch {
    return null;
  }
}

export function saveSession(session: StoredSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
}

/** Where a user goes to log in again: the carrier-side login keeps its company number. */
export function loginPathFor(userInfo: UserInfo | undefined): string {
  if (userInfo && userInfo.userSourceType !== 1) return `/TMSlogin?companyNo=${encodeURIComponent(userInfo.companyNo)}`;
  return '/login';
}
