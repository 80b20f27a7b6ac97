import { getCashAccount, listCashAccounts, listLedgerEntries, setCreditLimit, type LedgerEntryKind } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

/** Any posting or limit change makes these stale: the list (balances, footer) and the account's own pages. */
export const reloadedByPosting = [listCashAccounts, listLedgerEntries, getCashAccount];

export const LEDGER_PAGE_SIZE = 50;

type EntriesPage = { customerId: number; currency: string; currentPage: number; kind?: LedgerEntryKind };

/** An account and one page of its entries, newest first (the previous page stays shown while the next loads). */
export const useLedgerEntries = ({ customerId, currency, currentPage, kind }: EntriesPage) =>
  useCommandQuery(listLedgerEntries, { customerId, currency, currentPage, kind, pageSize: LEDGER_PAGE_SIZE }, { keepPrevious: true });

export const useSetCreditLimit = () => useCommandMutation(setCreditLimit, reloadedByPosting);
