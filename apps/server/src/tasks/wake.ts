import { EventEmitter } from 'node:events';

/** PostgreSQL channel on which enqueueTask tells every server copy that work is waiting. */
export const TASK_CHANNEL = 'task_enqueued';

/**
 * The same news inside this process: PGlite has no LISTEN, and a runner here should not wait for its next
 * poll. A wake-up is only a hint; the claim in the database decides who runs what.
 */
export const taskWakeups = new EventEmitter().setMaxListeners(0);
