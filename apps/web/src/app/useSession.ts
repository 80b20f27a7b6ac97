import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession, type StoredSession } from './session.ts';

/** The stored session, re-rendering on login and logout (in this tab or another). */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, readSession);
}
