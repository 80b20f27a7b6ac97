import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { deliverableChannels, type Notice, type Notifier } from './notifier.ts';
import { outbox } from './notify.table.ts';

/**
 * Tells this process's delivery loop that a notice waits. Only a hint: the claim in the database decides who
 * sends it, and the loops of other server copies find it at their next poll.
 */
export const noticeWakeups = new EventEmitter().setMaxListeners(0);

/** Writes a notice to the outbox in the caller's transaction, so it exists exactly when what it announces does. */
export async function queueNotice(tx: Db, notice: Notice, expiresAt: Date | null): Promise<void> {
  await tx.insert(outbox).values({ ...notice, expiresAt });
}

/**
 * After the commit: logs the notice and wakes delivery. The text (the code) is logged only where no sender is
 * configured at all, a local install that reads its codes in the log; otherwise the line names kind and recipient.
 */
export function announceNotice(log: FastifyBaseLogger, notifier: Notifier, notice: Notice): void {
  const { kind, channel, recipient } = notice;
  const channels = deliverableChannels(notifier);
  if (channels.length === 0) {
    log.info({ kind, channel, recipient, subject: notice.subject, body: notice.body }, 'notice kept in outbox');
    return;
  }
  if (!channels.includes(channel)) {
    log.info({ kind, channel, recipient }, 'notice kept in outbox: no sender for its channel');
    return;
  }
  log.info({ kind, channel, recipient }, 'notice queued for delivery');
  noticeWakeups.emit('queued');
}
