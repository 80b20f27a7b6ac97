import { describe, expect, it } from 'vitest';
import { dateTimeFormatter, fileNameStamp } from './date-format.ts';

/** What Intl itself writes, one call per date (Swedish writes the ISO way): the reference for remembered offsets. */
function byIntl(timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (iso) => format.format(new Date(iso));
}

describe('export dates', () => {
  // Half-hour daylight saving (Lord Howe), a quarter-hour offset (Kathmandu), a half-hour one with daylight saving (St John's).
  it.each(['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns'])(
    'match Intl minute by minute across a year of daylight-saving changes in %s',
    (timeZone) => {
      const [format, reference] = [dateTimeFormatter(timeZone), byIntl(timeZone)];
      const differing: string[] = [];
      // Every 7 minutes 13 seconds through 2025: every minute of the hour, and both sides of each change.
      for (let instant = Date.UTC(2025, 0, 1); instant < Date.UTC(2026, 0, 1); instant += 433_000) {
        const iso = new Date(instant).toISOString();
        if (format(iso) !== reference(iso)) differing.push(iso);
      }
      expect(differing).toEqual([]);
    },
  );

  it('read PostgreSQL\'s JSON timestamps with microseconds and an offset', () => {
    expect(dateTimeFormatter('Asia/Shanghai')('2025-03-03T23:59:59.999999+00:00')).toBe('2025-03-04 07:59');
    expect(dateTimeFormatter('America/New_York')('2025-03-03T10:00:00.123456+08:00')).toBe('2025-03-02 21:00');
  });

  it('stamp a file name in the user\'s zone', () => {
    expect(fileNameStamp(new Date('2026-11-21T07:30:00Z'), 'Asia/Shanghai')).toBe('20261121-153000');
    expect(fileNameStamp(new Date('2026-11-21T07:30:05Z'), 'America/New_York')).toBe('20261121-023005');
  });
});
