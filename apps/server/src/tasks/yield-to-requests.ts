import { setImmediate } from 'node:timers/promises';

/**
 * Lets waiting requests run. PGlite answers a statement without ever leaving the request loop (its promises settle
 * at once), so a task's statements run back to back would hold every other user until the last one: a task with
 * many of them yields between them.
 */
export function yieldToRequests(): Promise<void> {
  return setImmediate();
}
