import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicTrackingResult, TrackingResult } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
});
afterAll(() => t.close());

/** Lines as a user pastes them: `count` numbers, the first one typed twice at the end when `repeat` is set. */
function lines(count: number, repeat: boolean): string {
  const numbers = Array.from({ length: repeat ? count - 1 : count }, (_, i) => `N${i}`);
  return [...numbers, ...(repeat ? [numbers[0]] : [])].join('\n');
}

const TOO_MANY = { code: 400, body: { field: 'numbers', reason: 'tooBig', max: 20 } };

describe('the limit of 20 tracking lines counts lines, repeats included', () => {
  it('refuses 21 lines on the public page when one number is repeated', async () => {
    expect(await t.call<PublicTrackingResult[]>('main', 'publicTracking', { numbers: lines(21, true) })).toMatchObject(TOO_MANY);
  });

  it('refuses 21 lines of a signed-in query when one number is repeated', async () => {
    expect(await t.call<TrackingResult[]>('main', 'queryTracking', { numbers: lines(21, true) }, admin)).toMatchObject(TOO_MANY);
  });

  it('takes 20 lines with a repeat and answers each number once', async () => {
    const publicAnswer = await t.call<PublicTrackingResult[]>('main', 'publicTracking', { numbers: lines(20, true) });
    expect(publicAnswer.code).toBe(0);
    expect(publicAnswer.body).toHaveLength(19);
    const signedIn = await t.call<TrackingResult[]>('main', 'queryTracking', { numbers: `${lines(20, true)}\n\n` }, admin);
    expect(signedIn.code).toBe(0);
    expect(signedIn.body.map((result) => result.number)).toEqual(Array.from({ length: 19 }, (_, i) => `N${i}`));
  });
});
