import type { ChannelQuote } from '@parcelflow/contract';

type Refusal = NonNullable<ChannelQuote['refusal']>;

/** An order-check problem (channelOffers) as the reason a quote gives: the words the order form would have answered. */
export function refusalOfProblem(problem: string): Refusal {
  if (problem === 'channelNoCountry') return { reason: 'noService', resultCode: 101001, detail: 'receiver.country' };
  if (problem === 'channelNoPostcode') return { reason: 'noService', resultCode: 101001, detail: 'receiver.postcode' };
  if (problem === 'channelNotAgreed') return { reason: 'notAgreed' };
  // 'rule:<what>:<limit>' of brokenRuleJoin: what the rule limits and to what.
  if (problem.startsWith('rule:')) return { reason: 'orderRule', detail: problem.slice('rule:'.length) };
  return { reason: 'noService', resultCode: 101001 };
}
