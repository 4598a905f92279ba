import { maxId } from '@courier/contracts';
import { eq, ilike, like, type AnyColumn, type SQL } from 'drizzle-orm';

/** What a client types is matched as text: `%`, `_` and `\` in it are literal, never wildcards. */
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * True when no character of `text` has a case (Arabic, digits, spaces): `like` then finds what `ilike`
 * finds, at half the cost per row, since `ilike` lower-cases every value it reads (a common receiver
 * substring over 1,000,000 orders, docs/quality.md P4). The trigram index serves both.
 */
const caseless = (text: string) => text.toLowerCase() === text && text.toUpperCase() === text;

/** `column` contains `text`, ignoring case. */
export const containsText = (column: AnyColumn | SQL, text: string): SQL =>
  (caseless(text) ? like : ilike)(column, `%${escapeLike(text)}%`);

/** `column` starts with `text`, ignoring case. */
export const startsWithText = (column: AnyColumn | SQL, text: string): SQL =>
  ilike(column, `${escapeLike(text)}%`);

/**
 * `column` starts with `text`, case-sensitive: for digits (phone numbers) case means nothing, and `like`
 * with a fixed prefix can use a `text_pattern_ops` index where `ilike` cannot.
 */
export const startsWithDigits = (column: AnyColumn | SQL, text: string): SQL =>
  like(column, `${escapeLike(text)}%`);

/**
 * `column` (an integer id) equals the number `text` is, when it is one a column can hold; otherwise
 * nothing (undefined, which `or`/`and` drop). Searched text is compared as text, so a number typed in a
 * search box may be past the 32-bit columns (2147483648, 25 digits): given to PostgreSQL as an integer
 * it fails the whole query (a 500, issue 33 point 5).
 */
export const idEqualsText = (column: AnyColumn, text: string): SQL | undefined => {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= maxId ? eq(column, id) : undefined;
};
