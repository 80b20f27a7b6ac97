const DAY_MS = 86_400_000;
/** Day 0 of the 1900 date system, as Excel counts it after its 1900 leap-year bug (serial 61 = 1900-03-01). */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** 9999-12-31, the last day a spreadsheet shows. */
const LAST_SERIAL = 2_958_465;
const TEXT_DATE = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/;

/** yyyy-mm-dd of an Excel serial date number (its fraction is the time of day and is dropped). */
export function isoDateOfSerial(serial: number, date1904: boolean): string | undefined {
  if (!Number.isFinite(serial) || serial < 1 || serial > LAST_SERIAL) return undefined;
  return isoDateOf(new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + Math.floor(serial) * DAY_MS));
}

/** yyyy-mm-dd of a date typed as text: 2024-03-05, 2024/3/5, 2024.3.5 or 2024年3月5日; a day that does not exist is refused. */
export function isoDateOfText(text: string): string | undefined {
  const match = TEXT_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? isoDateOf(date) : undefined;
}

/** ExcelJS gives a date-formatted cell as a Date at that day's UTC midnight. */
export function isoDateOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}
