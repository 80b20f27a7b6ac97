import { describe, expect, it } from 'vitest';
import { problemOfIssue } from '../field-problem.ts';
import { saveChannelInput } from './channel.ts';
import { isPostcodeRule, normalisePostcode } from './destinations.ts';

const channel = (over: Record<string, unknown> = {}) => ({ code: 'hy-ca', nameCn: '加拿大快线', transportClass: 'express', businessType: 'parcel', ...over });
const firstProblem = (input: unknown) => {
  const result = saveChannelInput.safeParse(input);
  return result.success ? null : problemOfIssue(result.error.issues[0]!, undefined);
};

describe('postcode rules', () => {
  it('take a prefix or a range of prefixes of one length, in order', () => {
    expect(['90', 'SW1', '100-199', 'V5-V7', 'A'].every(isPostcodeRule)).toBe(true);
    expect(['', '1000-199', '199-100', 'SW 1', '90-', '12345678901'].some(isPostcodeRule)).toBe(false);
  });

  it('compare postcodes in upper case without spaces or hyphens', () => {
    expect(normalisePostcode('sw1a 1aa')).toBe('SW1A1AA');
    expect(normalisePostcode('90210-1234')).toBe('902101234');
  });
});

describe('saveChannelInput', () => {
  it('keeps the code and postcode rules in upper case and fills the defaults', () => {
    const parsed = saveChannelInput.parse(channel({ postcodeDestinations: true, destinations: [{ country: 'gb', postcodes: ['sw1'] }] }));
    expect(parsed).toMatchObject({ code: 'HY-CA', trackable: true, labelFromCarrier: false, enabled: true, destinations: [{ country: 'GB', postcodes: ['SW1'] }] });
  });

  it('refuses postcodes on a channel that is not postcode-based, and a postcode-based one listing no country', () => {
    expect(firstProblem(channel({ destinations: [{ country: 'GB', postcodes: ['SW1'] }] }))).toMatchObject({ field: 'destinations.0.postcodes', reason: 'invalidValue' });
    expect(firstProblem(channel({ postcodeDestinations: true }))).toMatchObject({ field: 'destinations', reason: 'required' });
  });
});
