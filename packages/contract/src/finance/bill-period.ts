import { CHARGED_AT_AUDIT } from './ledger.ts';
import type { SettlementType } from '../customer/enums.ts';

/** How often a billed customer gets a bill (docs/finance.md, "Bills"). */
export const BILL_PERIODS = ['perTicket', 'daily', 'weekly', 'halfMonth', 'monthly'] as const;
export type BillPeriod = (typeof BILL_PERIODS)[number];

/**
 * The period a customer of this settlement type is billed by; null for a type charged at audit (prepaid, cash).
 * Paid-by-proxy, internal and other customers are billed monthly, as most carriers settle them.
 */
export function billPeriodOf(settlementType: SettlementType): BillPeriod | null {
  if ((CHARGED_AT_AUDIT as readonly string[]).includes(settlementType)) return null;
  return (BILL_PERIODS as readonly string[]).includes(settlementType) ? (settlementType as BillPeriod) : 'monthly';
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The days (UTC, both included) of the period that holds `day`: the day itself (per ticket, daily), Monday to
 * Sunday, the 1st to the 15th or the 16th to the month's end, or the calendar month.
 */
export function periodDays(period: BillPeriod, day: string): { from: string; to: string } {
  const time = Date.parse(`${day}T00:00:00Z`);
  const date = new Date(time);
  const [year, month, dayOfMonth] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  const monthEnd = isoDay(Date.UTC(year, month + 1, 0));
  switch (period) {
    case 'perTicket':
    case 'daily':
      return { from: day, to: day };
    case 'weekly': {
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      return { from: isoDay(time - sinceMonday * DAY_MS), to: isoDay(time + (6 - sinceMonday) * DAY_MS) };
    }
    case 'halfMonth':
      return dayOfMonth <= 15
        ? { from: isoDay(Date.UTC(year, month, 1)), to: isoDay(Date.UTC(year, month, 15)) }
        : { from: isoDay(Date.UTC(year, month, 16)), to: monthEnd };
    case 'monthly':
      return { from: isoDay(Date.UTC(year, month, 1)), to: monthEnd };
  }
}
