/**
 * Free-text normalisation for imported spreadsheet cells: governorate / area names typed by hand in Arabic,
 * English or Franco-Arabic, and phone numbers. Pure string functions, shared by the API (matching) and the
 * web app (previewing what will be matched).
 */
import { normalizeDigits } from './digits';

/**
 * Characters that carry no letter of their own: diacritics and other combining marks (Arabic tashkeel
 * U+064B–U+065F and U+0670 included), tatweel, soft hyphen, zero-width and bidi controls, BOM, and
 * apostrophes. They are deleted rather than turned into a space so that the word they sit inside stays one
 * word ("القـاهرة", "Ma'adi", "مَعادي").
 */
const INVISIBLE = /[\p{M}\u0640\u00AD\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF'’‘`´ʼʻ]/gu;

/**
 * Letters written interchangeably by Egyptian typists (and Persian-keyboard look-alikes). Hamza carriers
 * already lose their hamza when marks are stripped after NFD; they are listed for clarity and for inputs
 * that bypass decomposition.
 */
const LETTER_FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ۃ: 'ه',
  ھ: 'ه',
  ہ: 'ه',
  ە: 'ه',
  ى: 'ي',
  ی: 'ي',
  ے: 'ي',
  ؤ: 'و',
  ئ: 'ي',
  ک: 'ك',
  ػ: 'ك',
  ؼ: 'ك',
  // Egyptians pronounce ج as g, so a Persian gaf or che typed for "g" means ج.
  گ: 'ج',
  چ: 'ج',
  پ: 'ب',
  ڤ: 'ف',
};
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/** Everything outside ASCII letters/digits and the basic Arabic letters becomes a word separator. */
const NOT_KEPT = /[^a-z0-9\u0621-\u063A\u0641-\u064A]+/g;
/** An Arabic letter touching a Latin letter or a digit ("6اكتوبر", "القاهرةcairo"): two words. */
const SCRIPT_BOUNDARY = /([\u0621-\u064A])(?=[a-z0-9])|([a-z0-9])(?=[\u0621-\u064A])/g;

/**
 * Words that never tell two places apart, so dropping them loses nothing: the Latin article (El Maadi =
 * Maadi, Masr El Gedida = Masr Gedida) and the word "governorate". Words such as مدينة / مركز / حي / city are
 * NOT dropped here: "مدينة نصر" (Nasr City) and "مدينتي" or "مركز بدر" are names in their own right, so the
 * matcher adds a key without them as an extra variant instead of destroying the information.
 */
const DROPPABLE_WORDS = new Set([
  'el',
  'al',
  'the',
  'محافظه',
  'governorate',
  'governorat',
  'governate',
  'gov',
]);

/**
 * Normalises a free-text place name for matching: NFKC; marks, tatweel and invisible characters removed;
 * Latin lower-cased; Arabic-Indic/Persian digits to ASCII; alef forms, taa marbuta, alef maqsura and hamza
 * carriers unified; punctuation to spaces; spaces collapsed; articles dropped when another word remains.
 * Idempotent: normalizeGeoText(normalizeGeoText(x)) === normalizeGeoText(x).
 */
export function normalizeGeoText(s: string): string {
  // Plain ASCII (most Latin cells) needs neither Unicode normalisation nor letter folding.
  if (PRINTABLE_ASCII.test(s)) return dropNoiseWords(asciiWords(s)).join(' ');
  const folded = normalizeDigits(
    s
      .normalize('NFKC')
      .normalize('NFD')
      .replace(INVISIBLE, '')
      .toLowerCase()
      .replace(FOLDABLE, (ch) => LETTER_FOLDS[ch] ?? ch),
  );
  const words = folded
    .replace(NOT_KEPT, ' ')
    .replace(SCRIPT_BOUNDARY, '$1$2 ')
    .split(' ')
    .filter((w) => w !== '');
  return dropNoiseWords(words).join(' ');
}

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

function asciiWords(s: string): string[] {
  return s
    .replace(/['`]/g, '')
    .toLowerCase()
    .replace(NOT_KEPT, ' ')
    .split(' ')
    .filter((w) => w !== '');
}

/** Drops every droppable word, unless nothing else would remain (then the text is all we have). */
function dropNoiseWords(words: string[]): string[] {
  const kept = words.filter((w) => !DROPPABLE_WORDS.has(w));
  return kept.length > 0 ? kept : words;
}

/** Separators people type inside phone numbers (spaces, dashes of all widths, dots, brackets, bidi marks). */
const PHONE_SEPARATORS = /[\s\-\u2010-\u2015\u2212.()[\]\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Cleans an imported phone number: Arabic-Indic digits to ASCII, separators removed, and the Egyptian
 * country code (+20 / 0020 / a bare 20 on a 12-digit 201… number) replaced by the national leading 0; a
 * 10-digit 1… number (a spreadsheet dropped its leading zero) gets its 0 back. Returns the cleaned text even
 * when it is still not a valid number: validation is the caller's job.
 */
export function normalizePhoneInput(s: string): string {
  const cleaned = normalizeDigits(s.normalize('NFKC'))
    // A numeric spreadsheet cell exported as "1012345678.0": the ".0" is not part of the number.
    .replace(/^(\s*\+?\d{9,})\.0+\s*$/, '$1')
    .replace(PHONE_SEPARATORS, '');
  const national = withoutCountryCode(cleaned);
  if (national !== null) return national;
  if (/^1\d{9}$/.test(cleaned)) return `0${cleaned}`;
  return cleaned;
}

/** The national form of an Egyptian number written with its country code, or null when it has none. */
function withoutCountryCode(phone: string): string | null {
  let rest: string | null = null;
  if (/^\+20\d+$/.test(phone)) rest = phone.slice(3);
  else if (/^0020\d+$/.test(phone)) rest = phone.slice(4);
  else if (/^201\d{9}$/.test(phone)) rest = phone.slice(2);
  if (rest === null) return null;
  // "+20 010…" (country code written before the national 0) is common; keep a single 0.
  return rest.startsWith('0') ? rest : `0${rest}`;
}
