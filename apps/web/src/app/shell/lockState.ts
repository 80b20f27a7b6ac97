import { useSyncExternalStore } from 'react';

/** The lock survives a reload and spans browser tabs, so it lives in localStorage, not in memory. */
const LOCK_KEY = 'parcelflow.locked';
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function isLocked(): boolean {
  return localStorage.getItem(LOCK_KEY) === '1';
}

export function lockScreen(): void {
  localStorage.setItem(LOCK_KEY, '1');
  notify();
}

export function releaseLock(): void {
  localStorage.removeItem(LOCK_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === LOCK_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLocked(): boolean {
  return useSyncExternalStore(subscribe, isLocked);
}
