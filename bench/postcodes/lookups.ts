import type { LookupPostcodeOutput } from '@parcelflow/contract';
import { command, type Session } from '../excel/api.ts';
import { percentile } from '../lib/percentile.ts';
import { cityOf, LOADED_COUNTRIES, PER_COUNTRY } from './generate.ts';

export type LookupTimes = { count: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number; wrongAnswers: number };

/** A pseudo-random sequence, the same every run. */
function* numbers(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield state;
  }
}

/**
 * main/lookupPostcode as the order form sends it, one after another through HTTP: known postcodes of every loaded
 * country (each answer checked against its city), and one in ten a postcode typed in part (a choice of up to 20).
 */
export async function timeLookups(session: Session, count: number): Promise<LookupTimes> {
  const times: number[] = [];
  let wrongAnswers = 0;
  const random = numbers(42);
  for (let k = 0; k < count; k++) {
    const country = LOADED_COUNTRIES[random.next().value % LOADED_COUNTRIES.length];
    const n = random.next().value % PER_COUNTRY;
    const partial = k % 10 === 9;
    const postcode = String(n).padStart(5, '0').slice(0, partial ? 3 : 5);
    const started = performance.now();
    const answer = await command<LookupPostcodeOutput>(session, 'main/lookupPostcode', { country, postcode });
    times.push(performance.now() - started);
    const right = partial ? answer.places.length === 20 : answer.places[0]?.city === cityOf(country, n);
    if (!right) wrongAnswers += 1;
  }
  times.sort((a, b) => a - b);
  return { count, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), p99Ms: percentile(times, 99), maxMs: times.at(-1) ?? NaN, wrongAnswers };
}
