import { z } from 'zod';

const DAY = 86_400_000;

/** Two days, both included: the span a log query reads. */
export const dayRangeFields = { dateFrom: z.iso.date(), dateTo: z.iso.date() };

/** Refuses a span that ends before it starts (dateFrom invalidValue) or covers more than maxDays (dateTo tooBig). */
export const checkDayRange = (maxDays: number) => (input: { dateFrom: string; dateTo: string }, ctx: z.RefinementCtx) => {
  const days = (Date.parse(input.dateTo) - Date.parse(input.dateFrom)) / DAY + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['dateFrom'], params: { reason: 'invalidValue' } });
  else if (days > maxDays) ctx.addIssue({ code: 'custom', path: ['dateTo'], params: { reason: 'tooBig', max: maxDays } });
};
