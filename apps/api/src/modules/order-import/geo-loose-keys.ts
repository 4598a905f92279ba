import { MAX_CACHED } from './geo-scores';

/** The geo matcher's loose keys: what a typed place name is reduced to before it is compared. */

/** Filler words dropped from the loose key when another word remains (a name is never only filler). */
const FILLER_WORDS = new Set([
  'مدينه',
  'مركز',
  'حي',
  'قسم',
  'شارع',
  'ش',
  'منطقه',
  'بندر',
  'من',
  'city',
  'district',
  'markaz',
  'center',
  'centre',
  'qism',
  'kism',
  'hay',
  'area',
  'street',
  'st',
  'str',
  'road',
  'of',
  'madinet',
  'medinet',
  'madinat',
]);

/** Number words, Arabic (after ال is removed) and Latin, read as digits: "السادس من أكتوبر" = "6 أكتوبر". */
export const NUMBER_WORDS: Record<string, string> = {
  اول: '1',
  اولي: '1',
  ثاني: '2',
  تاني: '2',
  ثالث: '3',
  تالت: '3',
  رابع: '4',
  خامس: '5',
  سادس: '6',
  سابع: '7',
  ثامن: '8',
  تامن: '8',
  تاسع: '9',
  عاشر: '10',
  واحد: '1',
  اتنين: '2',
  اثنين: '2',
  تلاته: '3',
  ثلاثه: '3',
  اربعه: '4',
  خمسه: '5',
  سته: '6',
  سبعه: '7',
  تمانيه: '8',
  ثمانيه: '8',
  تسعه: '9',
  عشره: '10',
  first: '1',
  second: '2',
  third: '3',
  fourth: '4',
  fifth: '5',
  sixth: '6',
  seventh: '7',
  eighth: '8',
  ninth: '9',
  tenth: '10',
  fifteenth: '15',
  five: '5',
  six: '6',
  ten: '10',
  fifteen: '15',
};
/**
 * "New" in its spellings (جديد/ة, gedida, gdida, jadid, new) as one word, so that "Borg El Arab El Gedida"
 * finds New Borg El Arab rather than Borg El Arab. Arabic keys as looseArabicWord leaves them, Latin ones
 * as skeletons.
 */
const NEW_WORD = 'جديد';
const NEW_SPELLINGS = new Set(['جديد', 'جديدا', 'kadada', 'kdada', 'kadad', 'kdad']);

/** Franco-Arabic ordinals, looked up by their Latin skeleton (khames, 5ames, khamis → kamas). */
const FRANCO_NUMBER_SKELETONS: Record<string, string> = { kamas: '5', sadas: '6', a$ar: '10' };

// 2 is the glottal stop, which in Cairene speech is how ق is said (Abu 2ir, Masr el 2adima): read it as q.
const FRANCO_DIGITS: Record<string, string> = { '2': 'q', '3': '', '5': 'kh', '7': 'h', '8': 'gh', '9': 'q' };

const ARABIC_LETTER = /[\u0621-\u064A]/;
const DIGIT = /\d/;

/** A loose word: its comparison key, and the length of what was typed for it (see `similarity`). */
export interface LooseWord {
  key: string;
  typed: number;
}

/** The loose words of a normalised text, with filler dropped (unless it is all there is). */
export function looseWords(normalized: string): LooseWord[] {
  const words = splitNumberWords(normalized.split(' ').filter((w) => w !== ''));
  const loose: LooseWord[] = [];
  const all: LooseWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const lw = cachedLooseWord(word);
    // "خمسة عشر" = 15: a units word followed by عشر.
    if (words[i + 1] === 'عشر' && /^[1-9]$/.test(lw.key)) {
      const teen = { key: String(10 + Number(lw.key)), typed: 2 };
      loose.push(teen);
      all.push(teen);
      i++;
      continue;
    }
    if (lw.key === '') continue;
    all.push(lw);
    if (!isFiller(word)) loose.push(lw);
  }
  return loose.length > 0 ? loose : all;
}

function isFiller(word: string): boolean {
  return FILLER_WORDS.has(word) || FILLER_WORDS.has(withoutArticle(word));
}

function withoutArticle(word: string): string {
  return word.length >= 4 && word.startsWith('ال') ? word.slice(2) : word;
}

/** "6th" → "6"; "6october" → "6", "october" (but "3ein" is Franco-Arabic, not a number). */
function splitNumberWords(words: string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    if (!DIGIT.test(word)) {
      out.push(word);
      continue;
    }
    const ordinal = /^(\d+)(st|nd|rd|th)$/.exec(word);
    const glued = /^(\d+)([a-z]{3,})$/.exec(word);
    if (ordinal) out.push(ordinal[1] as string);
    else if (glued && !((glued[1] as string) in FRANCO_DIGITS))
      out.push(glued[1] as string, glued[2] as string);
    else out.push(word);
  }
  return out;
}

/** Loose forms by word: the same few thousand words make up every cell, so each is worked out once. */
const looseWordCache = new Map<string, LooseWord>();

function cachedLooseWord(word: string): LooseWord {
  let loose = looseWordCache.get(word);
  if (!loose) {
    if (looseWordCache.size > MAX_CACHED) looseWordCache.clear();
    loose = looseWord(word);
    looseWordCache.set(word, loose);
  }
  return loose;
}

function looseWord(word: string): LooseWord {
  const loose = ARABIC_LETTER.test(word) ? looseArabicWord(word) : looseLatinWord(word);
  return NEW_SPELLINGS.has(loose.key) || word === 'new' ? { key: NEW_WORD, typed: NEW_WORD.length } : loose;
}

function looseArabicWord(word: string): LooseWord {
  const bare = withoutArticle(word);
  const number = NUMBER_WORDS[bare];
  if (number !== undefined) return { key: number, typed: number.length };
  // الزرقاء = الزرقا, اللواء = اللوا; طنطه = طنطا.
  const noHamza = bare.replace(/ء+$/, '');
  const key = noHamza.length >= 3 ? noHamza.replace(/ه$/, 'ا') : noHamza;
  return { key, typed: key.length };
}

function looseLatinWord(word: string): LooseWord {
  const number = /^\d+$/.test(word) ? word : NUMBER_WORDS[word];
  if (number !== undefined) return { key: number, typed: number.length };
  // "elmaadi", "elsheikh": the article glued on. ("al" glued is left: Alexandria, Alamein.)
  const bare = word.length >= 6 && word.startsWith('el') ? word.slice(2) : word;
  const letters = bare.replace(/[0-9]/g, (d) => FRANCO_DIGITS[d] ?? d);
  const skeleton = latinSkeleton(letters);
  const franco = FRANCO_NUMBER_SKELETONS[skeleton];
  return franco !== undefined
    ? { key: franco, typed: franco.length }
    : { key: skeleton, typed: letters.length };
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/**
 * The transliteration skeleton of a Latin word, so that the many ways of spelling one Arabic name agree:
 * Mohandessin / Mohandeseen / Mohandiseen → mahandasan; Abbassia / Abbaseya → abasa; Sharqia / Sharkia.
 * Vowels (a e i o u y, and w next to a vowel) collapse to one 'a', doubled letters to one, and consonants
 * that Egyptian transliteration mixes up fold together ($ stands for sh/ch).
 */
function latinSkeleton(word: string): string {
  const folded = word
    .replace(/x/g, 'ks')
    .replace(/[sc]h/g, '$')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/dh/g, 'd')
    .replace(/[kg]h/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[qgjc]/g, 'k')
    .replace(/v/g, 'f')
    .replace(/p/g, 'b')
    .replace(/([aeiouy])h$/, '$1');
  let out = '';
  for (let i = 0; i < folded.length; i++) {
    const ch = folded[i] as string;
    const vowel =
      VOWELS.has(ch) || (ch === 'w' && (VOWELS.has(folded[i - 1] ?? '') || VOWELS.has(folded[i + 1] ?? '')));
    const symbol = vowel ? 'a' : ch;
    if (!out.endsWith(symbol)) out += symbol;
  }
  return out;
}

/**
 * Whether a key is distinctive enough to be compared fuzzily. Shorter ones are one typo away from too many
 * others: "بدر" / "بحر", and Latin skeletons with fewer than three consonants ("kara" for Cairo is one
 * letter from "karda", El Kurdi). Numbers only ever match exactly.
 */
export function fuzzyWorthy(key: string): boolean {
  if (/\d/.test(key)) return false;
  if (ARABIC_LETTER.test(key)) return key.length >= 4;
  return key.replace(/a/g, '').length >= 3;
}
