import dayjs, { type Dayjs } from 'dayjs';

/** The last seven days, today included: where a log query opens. */
export const lastWeek = (): [Dayjs, Dayjs] => [dayjs().subtract(6, 'day'), dayjs()];

/** lastWeek as a command's dateFrom and dateTo. */
export function lastWeekDays(): { dateFrom: string; dateTo: string } {
  const [from, to] = lastWeek();
  return { dateFrom: from.format('YYYY-MM-DD'), dateTo: to.format('YYYY-MM-DD') };
}

/** A range picker's disabledDate: days more than maxDays from the first one picked, as the server refuses them. */
export const beyondDays = (maxDays: number) => (day: Dayjs, { from }: { from?: Dayjs }) => Boolean(from && Math.abs(day.diff(from, 'day')) > maxDays - 1);
