import type { UserInfo } from '@parcelflow/contract';

/** The session kept client-side (screens-protocol.md section 4): the token and the user's info. */
export type StoredSession = { token: string; userInfo: UserInfo };

const SESSION_KEY = 'parcelflow.session';
const listeners = new Set<() => void>();

// One parsed snapshot, so React's useSyncExternalStore sees a stable value between changes.
let current: StoredSession | null = loadSession();

function loadSession(): StoredSession | null {
  const raw = localStorage.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredSession;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function readSession(): StoredSession | null {
  return current;
}

export function saveSession(session: StoredSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  current = session;
  notify();
}

export function clearSession(): void {
  localStorage.setItem(RELOGIN_PATH_KEY, loginPathFor(current?.userInfo ?? loadSession()?.userInfo));
  localStorage.removeItem(SESSION_KEY);
  current = null;
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A login or logout in another browser tab applies here too (queryClient.ts drops what was cached for the previous user).
window.addEventListener('storage', (event) => {
  if (event.key !== SESSION_KEY) return;
  current = loadSession();
  notify();
});

const RELOGIN_PATH_KEY = 'parcelflow.reloginPath';

/** The login page of the user whose session ended last on this device (carrier-side users keep theirs). */
export function reloginPath(): string {
  return localStorage.getItem(RELOGIN_PATH_KEY) ?? '/login';
}

/** Where a user goes to log in again: the carrier-side login keeps its company number. */
export function loginPathFor(userInfo: UserInfo | undefined): string {
  if (userInfo && userInfo.userSourceType !== 1) return `/TMSlogin?companyNo=${encodeURIComponent(userInfo.companyNo)}`;
  return '/login';
}
