import { and, eq, sql } from 'drizzle-orm';
import { CommandError, fieldError, type Currency } from '@parcelflow/contract';
import type { Caller, GuardedContext } from '../../envelope/command.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { auditedWrite, type Tx } from '../auditLog/index.ts';
import { customers } from '../customer/index.ts';
import { findMoneyCustomer } from './account-scope.ts';
import { readCashAccount } from './cash-account.queries.ts';
import { cashAccounts, ledgerEntries } from './ledger.table.ts';
import { postEntry } from './posting.ts';
import { negate } from './amount-text.ts';

type WriteContext = Pick<GuardedContext, 'db' | 'caller' | 'ip'>;

/** Money is moved by the carrier's own staff: a cargo owner or a customer's login is refused whatever its position grants. */
export function refuseUnlessStaff(caller: Pick<Caller, 'companyKind' | 'customerId'>): void {
  if (caller.companyKind !== 'carrier' || caller.customerId !== null) throw new CommandError(10021);
}

/** The caller's own company's live customer the write names, or 400 customerId notFound. */
async function ownCustomer(ctx: WriteContext, customerId: number) {
  refuseUnlessStaff(ctx.caller);
  const customer = await findMoneyCustomer(ctx.db, ctx.caller, customerId);
  if (!customer) throw fieldError('customerId', 'notFound');
  return customer;
}

/** How the audit log names an account: by its key (customer id and currency) and, for people, the customer's code. */
async function accountRecord(tx: Tx, customerId: number, currency: Currency) {
  const [customer] = await tx.select({ code: customers.code }).from(customers).where(eq(customers.id, customerId));
  return { entity: 'cashAccount', entityId: `${customerId}/${currency}`, entityLabel: `${customer.code} ${currency}`, action: 'update' as const };
}

/** The balance of an account inside the write's transaction, its row locked until the transaction ends. */
async function lockAccount(tx: Tx, customerId: number, currency: Currency) {
  const [row] = await tx.select({ balance: sql<string>`${cashAccounts.balance}::text`, creditLimit: sql<string | null>`${cashAccounts.creditLimit}::text` })
    .from(cashAccounts).where(and(eq(cashAccounts.customerId, customerId), eq(cashAccounts.currency, currency))).for('update');
  return row ?? { balance: '0.00', creditLimit: null };
}

export type AdjustRequest = { customerId: number; currency: Currency; amount: string; reason: string };

/** A manual adjustment: one entry of the signed amount with its reason, the account's balance before and after in the audit log. */
export async function adjustBalance(ctx: WriteContext, input: AdjustRequest) {
  const customer = await ownCustomer(ctx, input.customerId);
  return auditedWrite(ctx, async ({ tx }) => {
    const before = await lockAccount(tx, customer.id, input.currency);
    const posted = await postEntry(tx, {
      companyId: customer.companyId, customerId: customer.id, currency: input.currency, kind: 'manualAdjustment',
      amount: input.amount, reason: input.reason, createdBy: ctx.caller.userId,
    });
    return {
      answer: { entryId: posted.id, balance: posted.balanceAfter },
      changes: [{
        ...await accountRecord(tx, customer.id, input.currency),
        before: { balance: before.balance }, after: { balance: posted.balanceAfter, entryId: posted.id, amount: input.amount, reason: input.reason },
      }],
    };
  });
}

/**
 * Undoes one entry of the caller's company whole: a reversal entry of the opposite amount, once; never a reversal, an
 * order's entry nor a bill's write-off (60004). The account is locked first so two clerks reversing the same entry
 * queue; the unique index on reverses_entry_id is the last guard.
 */
export async function reverseEntry(ctx: WriteContext, input: { id: number; reason: string }) {
  refuseUnlessStaff(ctx.caller);
  const notReversible = () => new CommandError(60004, { field: 'id', id: input.id });
  try {
    return await auditedWrite(ctx, async ({ tx, companyId }) => {
      const [entry] = await tx.select().from(ledgerEntries).where(and(eq(ledgerEntries.id, input.id), eq(ledgerEntries.companyId, companyId)));
      if (!entry) throw fieldError('id', 'notFound');
      const before = await lockAccount(tx, entry.customerId, entry.currency);
      const [reversal] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.reversesEntryId, entry.id));
      // An order's money follows the order: settleOrders recomputes its net charge from its own entries and would
      // charge it again; an order is corrected by a manual adjustment or by revoking or cancelling it. A write-off
      // is its bill's: reversed, the bill would say written off what the ledger no longer holds.
      if (entry.kind === 'reversal' || entry.kind === 'writeOff' || entry.orderId !== null || reversal) throw notReversible();
      const posted = await postEntry(tx, {
        companyId, customerId: entry.customerId, currency: entry.currency, kind: 'reversal', amount: negate(entry.amount),
        reversesEntryId: entry.id, reason: input.reason, createdBy: ctx.caller.userId,
      });
      return {
        answer: { entryId: posted.id, balance: posted.balanceAfter },
        changes: [{
          ...await accountRecord(tx, entry.customerId, entry.currency),
          before: { balance: before.balance }, after: { balance: posted.balanceAfter, entryId: posted.id, reversesEntryId: entry.id, reason: input.reason },
        }],
      };
    });
  } catch (error) {
    if (findUniqueViolation(error) === 'ledger_entries_reverses_key') throw notReversible();
    throw error;
  }
}

/** Sets (or removes, null) an account's credit limit; the account is created at zero when it had no row. */
export async function setCreditLimit(ctx: WriteContext, input: { customerId: number; currency: Currency; creditLimit: string | null }) {
  const customer = await ownCustomer(ctx, input.customerId);
  return auditedWrite(ctx, async ({ tx }) => {
    const before = await lockAccount(tx, customer.id, input.currency);
    const [after] = await tx.insert(cashAccounts)
      .values({ customerId: customer.id, currency: input.currency, companyId: customer.companyId, creditLimit: input.creditLimit })
      .onConflictDoUpdate({ target: [cashAccounts.customerId, cashAccounts.currency], set: { creditLimit: input.creditLimit, updatedAt: new Date() } })
      .returning({ creditLimit: sql<string | null>`${cashAccounts.creditLimit}::text` });
    return {
      answer: await readCashAccount(tx, ctx.caller, customer.id, input.currency),
      changes: [{ ...await accountRecord(tx, customer.id, input.currency), before: { creditLimit: before.creditLimit }, after: { creditLimit: after.creditLimit } }],
    };
  });
}
