import * as contract from '@parcelflow/contract/finance/commands';
import { implement } from '../../envelope/command.ts';
import { listCashAccountPage, readAccountAndCount, readCashAccount } from './cash-account.queries.ts';
import { adjustBalance, reverseEntry, setCreditLimit } from './cash-writes.ts';
import { listEntryPage } from './ledger-entries.queries.ts';

/** financeManagement/cashquery (docs/finance.md): the cash accounts, their ledgers and finance's own entries. */
export const cashCommands = [
  implement(contract.listCashAccounts, (ctx, input) => listCashAccountPage(ctx.db, ctx.caller, input)),
  implement(contract.getCashAccount, (ctx, input) => readCashAccount(ctx.db, ctx.caller, input.customerId, input.currency)),
  implement(contract.listLedgerEntries, async (ctx, input) => {
    // The account first: it says whether the caller sees the customer at all.
    const { account, entryCount } = await readAccountAndCount(ctx.db, ctx.caller, input.customerId, input.currency);
    return { account, ...await listEntryPage(ctx.db, { ...input, customerId: account.customerId }, entryCount) };
  }),
  implement(contract.adjustBalance, (ctx, input) => adjustBalance(ctx, input)),
  implement(contract.reverseLedgerEntry, (ctx, input) => reverseEntry(ctx, input)),
  implement(contract.setCreditLimit, (ctx, input) => setCreditLimit(ctx, input)),
];
