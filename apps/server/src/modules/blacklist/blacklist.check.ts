import { CommandError, type BlacklistHit, type CreateOrderInput } from '@parcelflow/contract';
import { findBlacklistHits, type BlacklistMatcher } from './blacklist.matcher.ts';

/** The refusal of an order by a blacklist entry (101002), naming the field and the entry. */
export function blacklistRefusal(hit: BlacklistHit): CommandError {
  return new CommandError(101002, { field: hit.field, fieldKey: hit.fieldKey, subject: hit.subject, entry: hit.entry });
}

/**
 * An order of a customer compared with the company's blacklist (companyBlacklist, blacklistAt): a refusing entry
 * throws 101002, else the entries that hold or warn are answered (none: the order goes on as usual).
 */
export function checkOrderBlacklist(blacklist: BlacklistMatcher, customerId: number, input: CreateOrderInput): BlacklistHit[] {
  const hits = findBlacklistHits(blacklist, customerId, input);
  if (hits[0]?.action === 'refuse') throw blacklistRefusal(hits[0]);
  return hits;
}

/**
 * Whether the hits hold the order. A refusing hit holds it too: only an import's write meets one, for an entry added
 * after its rows were checked.
 */
const holds = (hits: readonly BlacklistHit[]) => hits.some((hit) => hit.action !== 'warn');

/** A held order waits in "to be corrected" (docs/order-lifecycle.md); a warned one waits for audit as any other. */
export const statusAfterBlacklist = (hits: readonly BlacklistHit[]) => (holds(hits) ? 'toBeCorrected' as const : 'toBeAudited' as const);

/** The order history's row of a hold or warning: the fields and the entries they matched. */
export function blacklistHistory(hits: readonly BlacklistHit[]): { action: 'blacklistHold' | 'blacklistWarn'; changes: { field: string; before: null; after: string }[] } | undefined {
  if (!hits.length) return undefined;
  return {
    action: holds(hits) ? 'blacklistHold' : 'blacklistWarn',
    changes: hits.map((hit) => ({ field: hit.field, before: null, after: hit.entry })),
  };
}
