import { useEffect } from 'react';
import { lockScreen } from './lockState.ts';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;
const CHECK_EVERY_MS = 15_000;

/** Locks the screen after the given idle minutes (the profile's lock-screen time). */
export function useIdleLock(minutes: number, locked: boolean): void {
  useEffect(() => {
    if (locked) return;
    let lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true });
    const timer = setInterval(() => {
      if (Date.now() - lastActivity >= minutes * 60_000) lockScreen();
    }, CHECK_EVERY_MS);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch);
    };
  }, [minutes, locked]);
}
