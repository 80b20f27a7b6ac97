import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { deliverableChannels, type Notifier } from './notifier.ts';
import { noticeWakeups } from './outbox.ts';
import { claimNotice, expireNotices, markFailed, markSent, type ClaimedNotice } from './outbox-claims.ts';

export type DeliveryOptions = {
  /** How often the outbox is looked at without a wake-up (other server copies queue notices too). */
  pollMs: number;
  /** How long a claim holds a notice; longer than sendTimeoutMs, so only a dead copy's claim runs out. */
  leaseMs: number;
  /** A send still under way after this counts as failed. */
  sendTimeoutMs: number;
  /** The wait after a first failed send, doubled after each further one up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Sends tried before a notice is given up: kept in the outbox as 'failed' and logged as an error. */
  maxAttempts: number;
  /** How long stop() waits for a send under way. */
  stopGraceMs: number;
};

export const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = {
  pollMs: 5000, leaseMs: 120_000, sendTimeoutMs: 60_000, retryBaseMs: 30_000, retryMaxMs: 30 * 60_000, maxAttempts: 8, stopGraceMs: 3000,
};

/**
 * Sends the outbox's pending notices of every channel the notifier has a sender for, one at a time, until stop().
 * Each is claimed (claimNotice), sent, then marked; so a notice is sent twice only when this copy dies or loses the
 * database between a send the provider accepted and its mark. The same messageKey lets the recipient's mail
 * system recognise such a resend. Nothing runs when no sender is configured.
 */
export function startNoticeDelivery(db: Db, notifier: Notifier, log: FastifyBaseLogger, options: Partial<DeliveryOptions> = {}) {
  const o = { ...DEFAULT_DELIVERY_OPTIONS, ...options };
  const channels = deliverableChannels(notifier);
  if (channels.length === 0) return { stop: async () => {} };
  let stopping = false;
  const alarm = createAlarm();
  noticeWakeups.on('queued', alarm.ring);

  async function deliver(notice: ClaimedNotice): Promise<void> {
    const about = { id: notice.id, kind: notice.kind, channel: notice.channel, recipient: notice.recipient, attempt: notice.attempts };
    // Claimed once more than allowed: the copy making its last attempt died mid-send.
    if (notice.attempts > o.maxAttempts) {
      await markFailed(db, notice, notice.lastError ?? 'interrupted', null);
      log.error(about, 'notice given up: its last attempt was interrupted; kept in the outbox');
      return;
    }
    try {
      await withTimeout(send(notifier, notice), o.sendTimeoutMs);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = notice.attempts >= o.maxAttempts;
      await markFailed(db, notice, message, last ? null : Math.min(o.retryBaseMs * 2 ** (notice.attempts - 1), o.retryMaxMs));
      if (last) log.error({ ...about, error: message }, `notice given up after ${notice.attempts} attempts; kept in the outbox`);
      else log.warn({ ...about, error: message }, 'notice not delivered, trying again later');
      return;
    }
    if (await markSent(db, notice)) log.info(about, 'notice delivered');
    else log.warn(about, 'notice delivered after its claim ran out; another copy may deliver it again');
  }

  const loop = (async () => {
    while (!stopping) {
      try {
        for (const gone of await expireNotices(db, channels)) log.warn(gone, 'notice expired before it could be delivered');
        let notice = await claimNotice(db, channels, o.leaseMs);
        while (notice) {
          await deliver(notice);
          notice = stopping ? undefined : await claimNotice(db, channels, o.leaseMs);
        }
      } catch (error) {
        log.warn({ err: error }, 'notice delivery step failed, trying again at the next poll');
      }
      await alarm.sleep(o.pollMs);
    }
  })();

  return {
    /** Ends the loop; a send still under way after stopGraceMs is left, and its notice claimed again after the lease. */
    async stop(): Promise<void> {
      stopping = true;
      noticeWakeups.off('queued', alarm.ring);
      alarm.ring();
      const grace = new AbortController();
      await Promise.race([loop, delay(o.stopGraceMs, undefined, { signal: grace.signal }).catch(() => {})]);
      grace.abort();
    },
  };
}

async function send(notifier: Notifier, notice: ClaimedNotice): Promise<void> {
  if (notice.channel === 'email' && notifier.mail) {
    return notifier.mail.send({ to: notice.recipient, subject: notice.subject, text: notice.body, messageKey: notice.messageKey });
  }
  if (notice.channel === 'phone' && notifier.sms) return notifier.sms.send(notice.recipient, notice.body);
  throw new Error(`no sender for ${notice.channel}`);
}

async function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  const timer = new AbortController();
  const timeout = delay(ms, undefined, { signal: timer.signal }).then(() => {
    throw new Error(`no answer within ${ms} ms`);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    timer.abort();
    timeout.catch(() => {});
  }
}

/** A sleep that ring() ends early; a ring while awake ends the next sleep at once, so none is lost. */
function createAlarm() {
  let rung = false;
  let wakeUp = () => {};
  return {
    ring() {
      rung = true;
      wakeUp();
    },
    async sleep(ms: number): Promise<void> {
      if (!rung) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      rung = false;
    },
  };
}
