import type { FreightTrialOutput } from '@parcelflow/contract';
import { command, type Session } from '../excel/api.ts';
import { percentile } from '../lib/percentile.ts';

export type TrialTimes = { count: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number; offered: number; wrongAnswers: number };

/** Two battery pieces of 6.15 kg, one of them oversize, to New York: every surcharge kind but remote has work to do. */
const SHIPMENT = {
  country: 'US', postcode: '10001', city: 'New York', goodsType: 'battery', displayCurrency: 'USD',
  pieces: [{ quantity: 1, weight: 6.15, length: 130, width: 40, height: 30 }, { quantity: 1, weight: 6.15, length: 50, width: 40, height: 30 }],
};

/**
 * main/freightTrial as the price query page sends it, one after another through HTTP, over the bench's channels:
 * every answer must offer each of them with a total.
 */
export async function timeTrials(session: Session, channelIds: number[], count: number): Promise<TrialTimes> {
  const times: number[] = [];
  let offered = 0;
  let wrongAnswers = 0;
  for (let k = 0; k < count; k++) {
    const started = performance.now();
    const answer = await command<FreightTrialOutput>(session, 'main/freightTrial', { ...SHIPMENT, channelIds });
    times.push(performance.now() - started);
    offered = answer.quotes.filter((quote) => quote.price).length;
    if (offered !== channelIds.length) wrongAnswers += 1;
  }
  times.sort((a, b) => a - b);
  return { count, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), p99Ms: percentile(times, 99), maxMs: times.at(-1) ?? NaN, offered, wrongAnswers };
}
