import { useEffect, useState } from 'react';

/** Seconds left before an action may repeat (the resend-code wait); start(n) begins a new wait. */
export function useCountdown(initialSeconds = 0): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = (seconds: number) => {
    setNow(Date.now());
    setEndsAt(Date.now() + seconds * 1000);
  };
  return [left, start];
}
