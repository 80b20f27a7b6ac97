const MINUTE = 60_000;
/** Every UTC offset in use is a whole number of quarter hours, and zones change it at a local quarter hour. */
const QUARTER_HOUR = 15 * MINUTE;

/**
 * An ISO timestamp as `yyyy-mm-dd HH:mm` in a time zone: what the export writes for a date (docs/excel.md: it
 * sorts as text). Intl finds the zone's offset once per quarter hour of UTC rather than once per date: 200,000
 * dates took half a second through Intl alone.
 */
export function dateTimeFormatter(timeZone: string): (iso: string) => string {
  const offsetOf = offsetFinder(timeZone);
  return (iso) => {
    const instant = Date.parse(iso);
    return new Date(instant + offsetOf(instant)).toISOString().slice(0, 16).replace('T', ' ');
  };
}

/** `yyyymmdd-HHmmss` in a time zone, for a file name. */
export function fileNameStamp(value: Date, timeZone: string): string {
  const local = new Date(value.getTime() + offsetFinder(timeZone)(value.getTime()));
  return local.toISOString().slice(0, 19).replace(/\D/g, '').replace(/^(\d{8})/, '$1-');
}

/** The zone's offset from UTC in milliseconds at an instant, remembered per quarter hour. */
function offsetFinder(timeZone: string): (instant: number) => number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
  });
  const offsets = new Map<number, number>();
  return (instant) => {
    const quarter = Math.floor(instant / QUARTER_HOUR) * QUARTER_HOUR;
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const field = Object.fromEntries(parts.formatToParts(quarter).map((part) => [part.type, Number(part.value)]));
      offset = Date.UTC(field.year, field.month - 1, field.day, field.hour, field.minute) - quarter;
      offsets.set(quarter, offset);
    }
    return offset;
  };
}
