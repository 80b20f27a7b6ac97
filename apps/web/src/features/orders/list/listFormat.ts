import dayjs from 'dayjs';

/** A date and time in the interface language's own format (dayjs follows the language, see app/i18n.ts). */
export function formatDateTime(iso: string | null): string {
  return iso ? dayjs(iso).format('L LT') : '';
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number with exactly `decimals` decimals, grouped the way the language writes numbers. */
export function formatNumber(value: number | null, language: string, decimals: number): string {
  if (value === null) return '';
  const key = `${language}/${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format.format(value);
}
