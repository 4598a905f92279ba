/**
 * A database timestamp as the API answers it: ISO 8601 in UTC, or null. The driver gives a Date (pg) or a
 * string (PGlite, raw SQL); both read the same way here.
 */
export const isoTime = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
