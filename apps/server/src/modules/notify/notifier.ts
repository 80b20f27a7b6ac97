import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outbox } from './notify.table.ts';

export type Notice = { channel: 'phone' | 'email'; recipient: string; subject: string; body: string };

/**
 * Sends notices (verification codes and others). The default writes each to the outbox table and the
 * server log, so a local install works; docs/notifier.md shows how a mail or SMS adapter plugs in.
 */
export type Notifier = { send: (notice: Notice) => Promise<void> };

export function createOutboxNotifier(db: Db, log: FastifyBaseLogger): Notifier {
  return {
    async send(notice) {
      await db.insert(outbox).values(notice);
      log.info({ channel: notice.channel, recipient: notice.recipient, subject: notice.subject, body: notice.body }, 'notice queued in outbox');
    },
  };
}
