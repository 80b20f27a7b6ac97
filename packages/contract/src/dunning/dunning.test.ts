import { describe, expect, it } from 'vitest';
import { problemOfIssue } from '../field-problem.ts';
import { saveDunningRuleInput } from './dunning.ts';

const rule = {
  name: '月结逾期', type: 'monthly', amount: '100.00', currency: 'rmb', billingDate: '2026-01-01', expiryDate: '2026-12-31',
  dueDays: 15, periodDays: 7, modes: ['message', 'mail'],
};
const problemsOf = (given: Record<string, unknown>) => saveDunningRuleInput.safeParse(given).error?.issues.map((issue) => problemOfIssue(issue, given)) ?? [];

describe('saveDunningRuleInput', () => {
  it('takes a rule, the currency upper-cased, with no limits and enabled by default', () => {
    expect(saveDunningRuleInput.parse(rule)).toMatchObject({ currency: 'RMB', amount: '100.00', siteIds: [], userIds: [], enabled: true });
    expect(saveDunningRuleInput.parse({ ...rule, expiryDate: undefined }).expiryDate).toBeNull();
  });

  it('wants the amount as exact decimal text above 0, with at most 2 decimals', () => {
    expect(saveDunningRuleInput.parse({ ...rule, amount: 1500.5 }).amount).toBe('1500.5');
    expect(problemsOf({ ...rule, amount: '0.00' })).toEqual([{ field: 'amount', reason: 'tooSmall' }]);
    expect(problemsOf({ ...rule, amount: '1.005' })).toEqual([{ field: 'amount', reason: 'invalidFormat' }]);
    expect(problemsOf({ ...rule, amount: '1e3' })).toEqual([{ field: 'amount', reason: 'invalidFormat' }]);
  });

  it('keeps the period between 1 and 90 days and the due days between 0 and 365, whole', () => {
    expect(saveDunningRuleInput.safeParse({ ...rule, periodDays: 90, dueDays: 0 }).success).toBe(true);
    expect(problemsOf({ ...rule, periodDays: 0 })).toEqual([{ field: 'periodDays', reason: 'tooSmall', min: 1 }]);
    expect(problemsOf({ ...rule, periodDays: 91 })).toEqual([{ field: 'periodDays', reason: 'tooBig', max: 90 }]);
    expect(problemsOf({ ...rule, periodDays: 1.5 })).toMatchObject([{ field: 'periodDays' }]);
    expect(problemsOf({ ...rule, dueDays: 366 })).toEqual([{ field: 'dueDays', reason: 'tooBig', max: 365 }]);
  });

  it('refuses an expiry date before the billing date, on expiryDate; the same day is fine', () => {
    expect(problemsOf({ ...rule, expiryDate: '2025-12-31' })).toEqual([{ field: 'expiryDate', reason: 'invalidValue' }]);
    expect(saveDunningRuleInput.safeParse({ ...rule, expiryDate: rule.billingDate }).success).toBe(true);
    expect(problemsOf({ ...rule, billingDate: '2026-02-30' })).toEqual([{ field: 'billingDate', reason: 'invalidFormat' }]);
  });

  it('wants at least one mode, each once, of the three', () => {
    expect(problemsOf({ ...rule, modes: [] })).toMatchObject([{ field: 'modes', reason: 'required' }]);
    expect(problemsOf({ ...rule, modes: ['mail', 'mail'] })).toEqual([{ field: 'modes', reason: 'duplicate' }]);
    expect(problemsOf({ ...rule, modes: ['fax'] })).toEqual([{ field: 'modes.0', reason: 'invalidValue' }]);
  });

  it('knows the bill periods and all as types, and refuses a site or user named twice', () => {
    expect(saveDunningRuleInput.safeParse({ ...rule, type: 'all' }).success).toBe(true);
    expect(problemsOf({ ...rule, type: 'yearly' })).toEqual([{ field: 'type', reason: 'invalidValue' }]);
    expect(problemsOf({ ...rule, siteIds: [3, 3] })).toEqual([{ field: 'siteIds', reason: 'duplicate' }]);
    expect(problemsOf({ ...rule, userIds: [0] })).toMatchObject([{ field: 'userIds.0', reason: 'tooSmall' }]);
  });
});
