import { cairoDay, formatMoney, type Language } from '@courier/contracts';

/**
 * Numbers, money, days and times as every screen shows them: Latin digits in both languages (codes
 * and phone numbers are Latin too, so a screen reads consistently), spec §9's "k" shortening, and
 * 12-hour times with the correct AM/PM (docs/architecture.md corrects the original's inverted labels).
 */
const locales: Record<Language, string> = { ar: 'ar-EG-u-nu-latn', en: 'en-GB' };

/** The morning and afternoon marks of a 12-hour time. */
const dayPeriods: Record<Language, { am: string; pm: string }> = {
  ar: { am: 'ص', pm: 'م' },
  en: { am: 'AM', pm: 'PM' },
};

/**
 * spec §9: a count above 999 is shortened to one decimal followed by "k" (1,234 → "1.2k",
 * 1,000 → "1.0k", 15,050 → "15.1k"); smaller ones stay whole. Rounds half away from zero.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs <= 999) return `${sign}${Math.round(abs)}`;
  const tenths = Math.round(abs / 100);
  return `${sign}${Math.floor(tenths / 10)}.${tenths % 10}k`;
}

/**
 * A money text shortened like a count when above 999 ("6900.00" → "6.9k"), for figures shown big
 * (the dashboard); the exact amount (contracts `formatMoney`, the one money format) goes beside it.
 */
export function formatAmountShort(value: string): string {
  const number = Number(value);
  return Math.abs(number) > 999 ? formatCount(number) : formatMoney(value);
}

/** A YYYY-MM-DD day as a local date (not shifted by the UTC offset), else the moment itself. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
}

/** The hour on a 12-hour clock with its mark: 00:05 → "12:05 AM" ("12:05 ص"), 13:30 → "1:30 PM" ("1:30 م"). */
export function formatTime(value: string | Date, lang: Language): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const period = hours < 12 ? dayPeriods[lang].am : dayPeriods[lang].pm;
  return `${hours % 12 || 12}:${minutes} ${period}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language and options, kept: building an `Intl.DateTimeFormat` costs far more than
 * formatting with it, and a list formats a day on every row (decision 006, /SavedOrder's render).
 */
function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[lang], options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A calendar day (YYYY-MM-DD, or the day of a moment) in the user's language: "22 Nov 2026". */
export function formatDay(value: string | Date, lang: Language, withWeekday = false): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(lang, {
    weekday: withWeekday ? 'long' : undefined,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}

/** A day without its year, for chart axes: "22 Nov" / "22 نوفمبر". */
export function formatDayShort(value: string | Date, lang: Language): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(lang, { month: 'short', day: 'numeric' }).format(date);
}

/** The day of the week of a day or moment: "Sunday" / "الأحد". */
export function formatWeekday(value: string | Date, lang: Language): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(lang, { weekday: 'long' }).format(date);
}

/** A moment as its day and its 12-hour time: "22 Nov 2026, 2:05 PM". */
export function formatDateTime(value: string | Date, lang: Language): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatDay(date, lang)}${lang === 'ar' ? '، ' : ', '}${formatTime(date, lang)}`;
}

/** A month (YYYY-MM) in the user's language: "November 2026". */
export function formatMonth(value: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  return dateFormat(lang, { year: 'numeric', month: 'long' }).format(
    new Date(Number(match[1]), Number(match[2]) - 1, 1),
  );
}

/**
 * "Today" as the courier counts it (the Cairo business day, like the server), as the API wants it
 * (YYYY-MM-DD), optionally moved by whole days: a browser on another clock, or past midnight UTC, still
 * offers the day the server accepts (issue 14: a delay's "today").
 */
export function businessDay(date = new Date(), plusDays = 0): string {
  return cairoDay(date, plusDays);
}

/** How long ago, in hours under two days, else in days: "3 hours ago", "منذ ٣ أيام". */
export function formatAge(value: string | Date, lang: Language, now: Date = new Date()): string {
  const hours = Math.max(0, Math.floor((now.getTime() - toDate(value).getTime()) / 3_600_000));
  const relative = new Intl.RelativeTimeFormat(locales[lang], { numeric: 'auto' });
  return hours < 48 ? relative.format(-hours, 'hour') : relative.format(-Math.floor(hours / 24), 'day');
}
