import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { CommandError, LOGIN_TICKET_SECONDS, type CreateLoginTicketOutput, type UserLoginOutput } from '@parcelflow/contract';
import type { CommandContext, GuardedContext } from '../../envelope/command.ts';
import { accounts, users } from '../account/index.ts';
import { generateToken, hashToken } from '../security/index.ts';
import { loginTickets } from '../session/index.ts';
import { loadIdentities } from './login-eligibility.ts';
import { openSession } from './login.service.ts';

/** A one-time ticket for the caller's own identity, for /login/{ticket}/{type}; only its hash is kept. */
export async function createLoginTicket(ctx: GuardedContext): Promise<CreateLoginTicketOutput> {
  const ticket = generateToken();
  const type = ctx.caller.userSourceType === 1 ? 'oms' : 'tms';
  const [row] = await ctx.db
    .insert(loginTickets)
    .values({ tokenHash: hashToken(ticket), userId: ctx.caller.userId, type, expiresAt: sql`now() + make_interval(secs => ${LOGIN_TICKET_SECONDS})` })
    .returning({ expiresAt: loginTickets.expiresAt });
  return { ticket, type, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Exchanges a ticket for a session, answering exactly what uc/userLogin answers. The single UPDATE makes
 * the exchange atomic: of two parallel requests one gets the session, the other 404 like any dead ticket.
 */
export async function exchangeLoginTicket(ctx: CommandContext, input: { type: string; token: string }): Promise<UserLoginOutput> {
  const [ticket] = await ctx.db
    .update(loginTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginTickets.tokenHash, hashToken(input.token)),
        eq(loginTickets.type, input.type.toLowerCase()),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: loginTickets.userId });
  if (!ticket) throw new CommandError(404);
  const [owner] = await ctx.db
    .select({ accountId: accounts.id, status: accounts.status, mustChangePassword: accounts.mustChangePassword })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, ticket.userId));
  if (owner.status !== 'enabled') throw new CommandError(10030);
  // The same refusals as a password login: a disabled user, a departed employee, a stopped customer...
  const identity = (await loadIdentities(ctx.db, owner.accountId)).find((i) => i.id === ticket.userId)!;
  if (identity.refusal) throw new CommandError(identity.refusal);
  return openSession(ctx, identity, owner.mustChangePassword);
}
