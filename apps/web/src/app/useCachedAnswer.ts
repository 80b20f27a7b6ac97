import { useEffect, useState } from 'react';
import type { Service } from '@parcelflow/contract';
import { callCommand } from './envelope.ts';

// Answers that do not change while the page is open (a host's company, a carrier's login texts), fetched once.
const answers = new Map<string, Promise<unknown>>();

/**
 * A command's answer for pages that load without TanStack Query (the login and public tracking pages): called
 * silently once per input and kept for the page's life, undefined while it loads, when it failed or when disabled.
 */
export function useCachedAnswer<T>(service: Service, command: string, input: Record<string, string>, enabled: boolean): T | undefined {
  // The key carries the whole call, so the effect depends on it alone.
  const key = enabled ? JSON.stringify([service, command, input]) : null;
  const [answer, setAnswer] = useState<{ key: string; value: T }>();
  useEffect(() => {
    if (!key) return;
    let wanted = true;
    let call = answers.get(key);
    if (!call) {
      const [callService, callCommandName, body] = JSON.parse(key) as [Service, string, Record<string, string>];
      call = callCommand<T>(callService, callCommandName, body, { silent: true });
      answers.set(key, call);
      // A failed call is tried again by the next page that asks.
      call.catch(() => answers.delete(key));
    }
    call.then((value) => wanted && setAnswer({ key, value: value as T }), () => undefined);
    return () => {
      wanted = false;
    };
  }, [key]);
  return answer?.key === key ? answer.value : undefined;
}
