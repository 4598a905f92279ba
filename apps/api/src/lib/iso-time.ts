import { businessTimeZone } from '@courier/contracts';

/**
 * A database timestamp as the API answers it: ISO 8601 in UTC, or null. The driver gives a Date (pg) or a
 * string (PGlite, raw SQL); both read the same way here.
 */
export const isoTime = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const cairoMinuteFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as every spreadsheet writes it: the Cairo wall clock, 'YYYY-MM-DD HH:mm' (the same text as
 * SQL's `businessLocalMinute`, so the orders and missions exports read alike). A day (YYYY-MM-DD) stays.
 */
export function sheetTime(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const parts = Object.fromEntries(
    cairoMinuteFormat.formatToParts(new Date(value)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
