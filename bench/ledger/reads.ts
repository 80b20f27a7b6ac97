import type { ListLedgerEntriesOutput } from '@parcelflow/contract';
import { command, type Session } from '../excel/api.ts';
import { percentile } from '../lib/percentile.ts';
import type { Account } from './entries.ts';

export type ReadTimes = { count: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number; wrongAnswers: number };

/**
 * main/listLedgerEntries as the cash page's drawer asks it (the account with its balance, the newest 50 entries and
 * their count), one after another through HTTP, each for an account taken in turn.
 */
export async function timeAccountReads(session: Session, accounts: Account[], count: number): Promise<ReadTimes> {
  const times: number[] = [];
  let wrongAnswers = 0;
  for (let k = 0; k < count; k++) {
    const account = accounts[(k * 7) % accounts.length];
    const started = performance.now();
    const answer = await command<ListLedgerEntriesOutput>(session, 'main/listLedgerEntries', { ...account, pageSize: 50, currentPage: 1 });
    times.push(performance.now() - started);
    if (answer.list.length !== 50 || answer.list[0].balanceAfter !== answer.account.balance) wrongAnswers += 1;
  }
  times.sort((a, b) => a - b);
  return { count, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), p99Ms: percentile(times, 99), maxMs: times.at(-1) ?? NaN, wrongAnswers };
}
