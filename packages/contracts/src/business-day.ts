/** The courier works on Cairo days: "today", due dates, filters and the dashboard's days are Cairo's. */
export const businessTimeZone = 'Africa/Cairo';
// Built on first use, not when the module loads: a formatter with a time zone loads the zone's data
// (~60 ms of a cold /SavedOrder at 4x throttle, decision 006), and most screens never ask for a day.
let cairoFormat: Intl.DateTimeFormat | undefined;

/** The Cairo day (YYYY-MM-DD) of a moment, optionally moved by whole days. */
export function cairoDay(at: Date, plusDays = 0): string {
  cairoFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: businessTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const day = cairoFormat.format(at);
  if (plusDays === 0) return day;
  const moved = new Date(`${day}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + plusDays);
  return moved.toISOString().slice(0, 10);
}

/** A real calendar day (PostgreSQL refuses 2024-02-30; JavaScript's Date would roll it over). */
export function isCalendarDay(v: string): boolean {
  const parsed = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === v;
}
