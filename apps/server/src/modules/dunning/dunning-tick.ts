import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { announceNotice, queueNotice, type Notice, type Notifier } from '../notify/index.ts';
import { CLAIM_BATCH, claimDueReminders, findRecipients, type ClaimedReminder, type ReminderRecipient } from './dunning-claim.ts';
import { composeReminderNotice } from './dunning-notice.ts';
import { dunningReminderRecipients, dunningReminders } from './dunning.table.ts';

/** How often each server copy looks for reminders due (AppOptions.dunningTickMs); a reminder is due by the day. */
export const DUNNING_TICK_MS = 10 * 60_000;

const DAY_MS = 86_400_000;

export type DunningTickOptions = { notifier: Notifier; log: FastifyBaseLogger; /** The moment the tick runs as (tests move it); now by default. */ at?: Date };

/**
 * One round of dunning: claims the reminders due, writes their recipients and queues their mails and SMS, a batch per
 * transaction, so a crash leaves a batch either whole or unclaimed. Answers how many reminders and notices it made.
 */
export async function runDunningTick(db: Db, options: DunningTickOptions): Promise<{ reminders: number; notices: number }> {
  const at = options.at ?? new Date();
  const today = at.toISOString().slice(0, 10);
  const made = { reminders: 0, notices: 0 };
  for (;;) {
    const { claimed, notices } = await db.transaction(async (tx) => {
      const due = await claimDueReminders(tx, today, at);
      return { claimed: due, notices: due.length ? await deliverInTx(tx, due, at) : [] };
    });
    for (const notice of notices) announceNotice(options.log, options.notifier, notice);
    made.reminders += claimed.length;
    made.notices += notices.length;
    if (claimed.length < CLAIM_BATCH) return made;
  }
}

/** The in-product rows of the reminders sent as messages, and one notice per distinct address for mail and SMS. */
async function deliverInTx(tx: Db, claimed: ClaimedReminder[], at: Date): Promise<Notice[]> {
  const recipients = await findRecipients(tx, claimed.map((reminder) => reminder.id));
  const notices: Notice[] = [];
  for (const reminder of claimed) {
    const own = recipients.filter((recipient) => recipient.reminder_id === reminder.id);
    if (reminder.modes.includes('message') && own.length) {
      await tx.insert(dunningReminderRecipients).values(own.map((recipient) => ({ reminderId: reminder.id, userId: recipient.user_id })));
    }
    const queued = noticesOf(reminder, own);
    // Not worth sending once the next reminder of the bill is due.
    const expiresAt = new Date(at.getTime() + reminder.period_days * DAY_MS);
    for (const notice of queued) await queueNotice(tx, notice, expiresAt);
    if (queued.length) await tx.update(dunningReminders).set({ noticeCount: queued.length }).where(eq(dunningReminders.id, reminder.id));
    notices.push(...queued);
  }
  return notices;
}

function noticesOf(reminder: ClaimedReminder, recipients: ReminderRecipient[]): Notice[] {
  const facts = {
    carrierCn: reminder.carrier_cn, carrierEn: reminder.carrier_en, billNo: reminder.bill_no, billDate: reminder.bill_date, dueDate: reminder.due_date,
    openAmount: reminder.open_amount, currency: reminder.currency,
  };
  const byAddress = new Map<string, Notice>();
  for (const recipient of recipients) {
    if (reminder.modes.includes('mail') && recipient.email) {
      const to = recipient.email.toLowerCase();
      if (!byAddress.has(`email:${to}`)) byAddress.set(`email:${to}`, composeReminderNotice(facts, { channel: 'email', recipient: to }, recipient.language));
    }
    if (reminder.modes.includes('sms') && recipient.phone && !byAddress.has(`phone:${recipient.phone}`)) {
      byAddress.set(`phone:${recipient.phone}`, composeReminderNotice(facts, { channel: 'phone', recipient: recipient.phone }, recipient.language));
    }
  }
  return [...byAddress.values()];
}

/** Runs a dunning tick every `everyMs` in this server copy; the claims in the database keep copies from sending twice. */
export function startDunning(db: Db, notifier: Notifier, log: FastifyBaseLogger, everyMs = DUNNING_TICK_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    // A slow tick is not overlapped by the next one of the same copy.
    if (running) return;
    running = true;
    runDunningTick(db, { notifier, log })
      .then((made) => { if (made.reminders) log.info(made, 'dunning reminders sent'); })
      .catch((err: unknown) => log.warn({ err }, 'dunning tick failed'))
      .finally(() => { running = false; });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
