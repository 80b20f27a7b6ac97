import { describe, expect, it } from 'vitest';
import { billPeriodOf, periodDays } from './bill-period.ts';

describe('settlement periods', () => {
  it('bills each billed settlement type by its period, the others monthly, and never a prepaid or cash customer', () => {
    expect(billPeriodOf('perTicket')).toBe('perTicket');
    expect(billPeriodOf('daily')).toBe('daily');
    expect(billPeriodOf('weekly')).toBe('weekly');
    expect(billPeriodOf('halfMonth')).toBe('halfMonth');
    expect(billPeriodOf('monthly')).toBe('monthly');
    for (const other of ['paidByProxy', 'internal', 'other'] as const) expect(billPeriodOf(other)).toBe('monthly');
    expect(billPeriodOf('prepaid')).toBeNull();
    expect(billPeriodOf('cash')).toBeNull();
  });

  it('finds the days of the period holding a day, at month, year and leap-day edges', () => {
    expect(periodDays('daily', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(periodDays('perTicket', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    // 2026-11-28 is a Saturday; weeks run Monday to Sunday, across a month's and a year's end.
    expect(periodDays('weekly', '2026-11-28')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodDays('weekly', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodDays('weekly', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodDays('weekly', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(periodDays('halfMonth', '2026-11-15')).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(periodDays('halfMonth', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-30' });
    expect(periodDays('halfMonth', '2028-02-20')).toEqual({ from: '2028-02-16', to: '2028-02-29' });
    expect(periodDays('monthly', '2027-02-01')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(periodDays('monthly', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
