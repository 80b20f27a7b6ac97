import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { CommandError, RESEND_CODE_SECONDS, VERIFICATION_CODE_MINUTES, type SendCodeOutput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { CommandContext } from '../../envelope/command.ts';
import { countEvent, hashToken, secondsLeftInWindow } from '../security/index.ts';
import { composeCodeNotice, type CodePurpose } from './code-notice.ts';
import type { Notice } from './notifier.ts';
import { announceNotice, queueNotice } from './outbox.ts';
import { verificationCodes as codes } from './notify.table.ts';

/** Wrong guesses a code survives; the fifth uses it up, so a guesser has 5 in a million. */
export const CODE_MAX_WRONG_ATTEMPTS = 5;

/** Sends per recipient: one per resend interval and ten an hour, counted in rate_counters for every copy. */
export const CODE_SEND_LIMITS = [
  { window: 'resend', max: 1, windowMs: RESEND_CODE_SECONDS * 1000 },
  { window: 'hour', max: 10, windowMs: 60 * 60_000 },
] as const;

/** What a code is for (purpose and target) and where it goes (channel and recipient). */
export type CodeRequest = { purpose: CodePurpose; target: string } & Pick<Notice, 'channel' | 'recipient'>;

/** Sends a fresh 6-digit code; an earlier live code for the same purpose and target stops working. */
export async function issueCode(ctx: CommandContext, request: CodeRequest): Promise<SendCodeOutput> {
  const { purpose, target, channel, recipient } = request;
  await limitSends(ctx.db, recipient);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const notice = composeCodeNotice(purpose, code, { channel, recipient }, ctx.language);
  await ctx.db.transaction(async (tx) => {
    await tx.update(codes).set({ consumedAt: sql`now()` }).where(and(eq(codes.purpose, purpose), eq(codes.target, target), isNull(codes.consumedAt)));
    const [made] = await tx.insert(codes).values({
      purpose, target, codeHash: hashToken(code), expiresAt: sql`now() + make_interval(mins => ${VERIFICATION_CODE_MINUTES})`,
    }).returning({ expiresAt: codes.expiresAt });
    // The notice lives exactly as long as its code; delivery sends it from the outbox once committed.
    await queueNotice(tx, notice, made.expiresAt);
  });
  announceNotice(ctx.log, ctx.services.notifier, notice);
  return { resendAfterSeconds: RESEND_CODE_SECONDS };
}

async function limitSends(db: Db, recipient: string): Promise<void> {
  for (const limit of CODE_SEND_LIMITS) {
    const key = `code:${limit.window}:${recipient}`;
    if ((await countEvent(db, key, limit.windowMs)) > limit.max) {
      throw new CommandError(10058, { retryAfterSeconds: await secondsLeftInWindow(db, key, limit.windowMs) });
    }
  }
}

/**
 * Checks a code against the latest live one for purpose and target without using it up; answers its id.
 * Comparing and counting happen in one UPDATE, so parallel guesses cannot exceed the attempt limit.
 */
export async function checkCode(db: Db, purpose: CodePurpose, target: string, code: string): Promise<number> {
  const hash = hashToken(code);
  const wrong = sql`${codes.codeHash} <> ${hash}`;
  const latest = db
    .select({ id: codes.id })
    .from(codes)
    .where(and(eq(codes.purpose, purpose), eq(codes.target, target), isNull(codes.consumedAt)))
    .orderBy(desc(codes.id))
    .limit(1);
  const [row] = await db
    .update(codes)
    .set({
      attempts: sql`${codes.attempts} + (case when ${wrong} then 1 else 0 end)`,
      consumedAt: sql`case when ${wrong} and ${codes.attempts} + 1 >= ${CODE_MAX_WRONG_ATTEMPTS} then now() else ${codes.consumedAt} end`,
    })
    .where(and(inArray(codes.id, latest), isNull(codes.consumedAt), gt(codes.expiresAt, sql`now()`)))
    .returning({ id: codes.id, matched: sql<boolean>`${codes.codeHash} = ${hash}` });
  if (!row?.matched) throw new CommandError(10004);
  return row.id;
}

/** Uses a checked code up; a code used meanwhile by a parallel request answers 10004. */
export async function consumeCode(db: Db, id: number): Promise<void> {
  const used = await db
    .update(codes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(codes.id, id), isNull(codes.consumedAt), gt(codes.expiresAt, sql`now()`)))
    .returning({ id: codes.id });
  if (used.length === 0) throw new CommandError(10004);
}
