/**
 * Matches the free-text governorate ("المحافظة") and area ("المنطقة") cells of an uploaded order sheet to
 * reference ids, with a confidence score. Pure: the reference data comes in, nothing is read or written.
 *
 * How a cell is compared with a name (each name and alias of the reference is indexed once):
 *   1. the same normalised text (normalizeGeoText)                                → 1
 *   2. the same "loose" key: Arabic without ال / final ء, final ه≈ا; Latin reduced
 *      to a transliteration skeleton (vowels and doubled letters collapsed, q/k/g/j,
 *      sh/ch, kh, gh, th, p/b folded, Franco digits read); number words as digits;
 *      filler words (مدينة، مركز، حي، city, district, …) dropped; spaces removed      → 0.95
 *   3. fuzzy: edit distance (OSA; an Arabic long vowel added or dropped costs half) on
 *      the loose key, or word-by-word overlap when the cell holds extra words
 *      ("مدينة نصر الحي السابع"); short keys are only matched exactly                 → below 0.95
 * The area is looked for in the governorate the governorate cell names; an area that matches strongly
 * elsewhere can name the governorate when that cell is empty, and is the best guess (not confident) when
 * that cell is unreadable or names another governorate. Swapped cells and both names in one cell
 * ("القاهرة - مدينة نصر") are tried as alternative readings at a small penalty; the best combined reading
 * wins. A match is confident only when its score reaches the threshold AND no other place scores nearly as
 * well: a confident wrong match sends a parcel to the wrong city, an unconfident one just asks the
 * merchant to pick.
 */
import { normalizeGeoText } from '@courier/contracts';

export interface GeoReference {
  governorates: { id: number; nameAr: string; nameEn: string; aliases: string[] }[];
  areas: { id: number; governorateId: number; nameAr: string; nameEn: string; aliases: string[] }[];
}

export interface GeoSuggestion {
  governorateId: number;
  areaId: number | null;
  score: number;
  governorateAr: string;
  governorateEn: string;
  areaAr: string | null;
  areaEn: string | null;
}

export interface GeoMatch {
  governorateId: number | null;
  areaId: number | null;
  /** 0..1, the combined score of the returned governorate and area. */
  score: number;
  confident: boolean;
  /** Best first, at most 5. */
  suggestions: GeoSuggestion[];
}

export interface GeoMatcher {
  match(input: { government: string; area: string }): GeoMatch;
}

const DEFAULT_THRESHOLD = 0.8;
const MAX_SUGGESTIONS = 5;

/** Scores by kind of evidence (see the file comment). */
const LOOSE_SCORE = 0.95;
const FUZZY_CAP = 0.97;
const WORDS_CAP = 0.95;
/** Below this edit similarity two keys are unrelated; also bounds the edit distance worth computing. */
const MIN_FUZZY_SIMILARITY = 0.7;
/** Two words count as the same word from this similarity on. */
const MIN_WORD_SIMILARITY = 0.75;
/** Candidates scoring less are noise, not suggestions. */
const MIN_CANDIDATE_SCORE = 0.4;
/**
 * Word overlap: how much of the name is found weighs most; how much of the cell is explained a little. A
 * cell word that is no known name anywhere (a street, "ميدان") half-counts as explained: it is detail, not
 * a rival place, unlike "الطالبية" in "الهرم الطالبية".
 */
const NAME_COVERAGE_WEIGHT = 0.7;
const UNKNOWN_WORD_EXPLAINED = 0.5;
/**
 * Directions qualify the name before them ("المندرة بحري", "سيدي بشر قبلي", "عين شمس الغربية") even though
 * some are names too (Bahary in Alexandria, El Sharq in Port Said): in a longer cell they are detail, not a
 * rival place. Loose keys (Arabic after ال / final ه, Latin skeletons).
 */
const DIRECTION_WORDS = new Set([
  'بحري',
  'قبلي',
  'شرق',
  'غرب',
  'شرقي',
  'غربي',
  'شرقيا',
  'غربيا',
  'شمال',
  'جنوب',
  'bahara',
  'kabla',
  '$ark',
  'karb',
  'ast',
  'nart',
  'sat',
]);

/** A reading that moved text between cells (swapped, split, one cell used for both) is a little less sure. */
const REARRANGED = 0.97;
/** A reading that leaves a whole non-empty cell unexplained cannot be confident on its own. */
const IGNORED_CELL = 0.8;
/** A local area scoring this much is a near miss: no need to look for the area in other governorates. */
const LOCAL_NEAR_MISS = 0.6;
/** The governorate is known but the (non-empty) area text matched nothing in it. */
const AREA_NOT_FOUND = 0.5;
/** Area found with no governorate text to confirm it: exact names stand alone, fuzzy ones a bit less. */
const AREA_ALONE_FUZZY = 0.95;
/**
 * An area found while the governorate text names no governorate (garbage, a foreign city, the area itself)
 * or names another one: the best guess, but never confident: the text we could not read may be what the
 * merchant meant ("الخرطوم / بحري" is not Bahary in Alexandria).
 */
const OVERRIDE_UNKNOWN_GOV = 0.78;
const OVERRIDE_OTHER_GOV = 0.75;
/** The area text is an exact name in another governorate than the chosen one: doubt the chosen one. */
const CONFLICT = 0.9;
/** A runner-up closer than this to the best (and a different place) makes the best not confident. */
const AMBIGUITY_MARGIN = 0.04;

/** Cells longer than this are addresses, not names: only their start is compared. */
const MAX_CELL_LENGTH = 120;
/** Cells with more words than this are not split into a governorate part and an area part. */
const MAX_SPLIT_WORDS = 6;
/** Results are cached per distinct input; past this many the cache starts afresh (bounded memory). */
const MAX_CACHED = 100_000;

/** What people write in the governorate column when they mean "Egypt", which names no governorate. */
const COUNTRY_NAMES = new Set([
  'مصر',
  'جمهوريه مصر العربيه',
  'مصر العربيه',
  'ج م ع',
  'egypt',
  'misr',
  'masr',
  'eg',
]);

// ---------------------------------------------------------------------------------------------------------
// Loose keys

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
const NUMBER_WORDS: Record<string, string> = {
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
interface LooseWord {
  key: string;
  typed: number;
}

/** The loose words of a normalised text, with filler dropped (unless it is all there is). */
function looseWords(normalized: string): LooseWord[] {
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
function fuzzyWorthy(key: string): boolean {
  if (/\d/.test(key)) return false;
  if (ARABIC_LETTER.test(key)) return key.length >= 4;
  return key.replace(/a/g, '').length >= 3;
}

/** A text prepared for lookups. */
interface Query {
  exact: string;
  words: LooseWord[];
  /** The loose words joined without spaces: the loose key. */
  joined: string;
  /** The loose key ready for fuzzy comparison; null when too short to compare fuzzily. */
  fuzzy: Comparable | null;
}

function prepare(normalized: string): Query {
  const words = looseWords(normalized);
  const joined = words.map((w) => w.key).join('');
  const typed = words.reduce((n, w) => n + w.typed, 0);
  return { exact: normalized, words, joined, fuzzy: fuzzyWorthy(joined) ? comparable(joined, typed) : null };
}

// ---------------------------------------------------------------------------------------------------------
// Similarity

/** Buffers for the edit distance, grown on demand and reused: matching allocates nothing per pair. */
let rowBefore = new Int32Array(64);
let rowPrevious = new Int32Array(64);
let rowCurrent = new Int32Array(64);
let codesB = new Int32Array(64);
let indelB = new Int32Array(64);

/**
 * Letters whose insertion or deletion costs half an edit: the Arabic long vowels ا و ي, which Egyptian
 * typists add and drop freely (الزملك / الزمالك, المهندسن). (Latin skeletons have no vowels left to vary.)
 */
const ALEF = 0x0627;
const WAW = 0x0648;
const YEH = 0x064a;

/** Insertion/deletion cost of a letter, in half edits. */
function indel(code: number): number {
  return code === ALEF || code === WAW || code === YEH ? 1 : 2;
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transposition) in half edits (a long vowel
 * inserted or deleted costs 1, any other edit 2), giving up as soon as it must exceed `max`, returning
 * max + 1 then.
 */
function boundedOsa(a: string, b: string, max: number): number {
  const n = b.length;
  if (rowPrevious.length <= n) {
    rowBefore = new Int32Array(n * 2);
    rowPrevious = new Int32Array(n * 2);
    rowCurrent = new Int32Array(n * 2);
    codesB = new Int32Array(n * 2);
    indelB = new Int32Array(n * 2);
  }
  let before = rowBefore;
  let previous = rowPrevious;
  let current = rowCurrent;
  previous[0] = 0;
  for (let j = 1; j <= n; j++) {
    const code = b.charCodeAt(j - 1);
    codesB[j] = code;
    indelB[j] = indel(code);
    previous[j] = previous[j - 1]! + indelB[j]!;
  }
  let lastA = -1;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    const deleteAi = indel(ai);
    let left = previous[0]! + deleteAi;
    current[0] = left;
    let rowMin = left;
    for (let j = 1; j <= n; j++) {
      const bj = codesB[j]!;
      const diagonal = previous[j - 1]! + (ai === bj ? 0 : 2);
      const up = previous[j]! + deleteAi;
      const insert = left + indelB[j]!;
      let d = diagonal < up ? diagonal : up;
      if (insert < d) d = insert;
      if (j > 1 && ai === codesB[j - 1] && lastA === bj && before[j - 2]! + 2 < d) d = before[j - 2]! + 2;
      current[j] = d;
      left = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    lastA = ai;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return previous[n]!;
}

/**
 * 1 − distance / length, or 0 below `minimum`. The length is that of the longer of what was typed, not of
 * the skeleton: a Latin skeleton has lost its vowels, and one wrong consonant in "faisl" (vs "faisal")
 * weighs against six typed letters, not against four skeleton ones.
 */
function similarity(a: Comparable, b: Comparable, minimum: number): number {
  if (a.key === b.key) return 1;
  const length = Math.max(a.key.length, b.key.length, a.typed, b.typed);
  const max = Math.floor(2 * length * (1 - minimum));
  // Every letter of length difference, and every letter one side has and the other lacks, costs at least
  // half an edit: cheap ways to skip most pairs before the distance itself.
  if (max < 1 || Math.abs(a.key.length - b.key.length) > max) return 0;
  if (missingCost(a, b) > max || missingCost(b, a) > max) return 0;
  const d = boundedOsa(a.key, b.key, max);
  return d > max ? 0 : 1 - d / (2 * length);
}

/**
 * A key ready for fuzzy comparison: the key, the typed length, and its set of letters as a 64-bit mask in
 * two halves (code & 63 tells the 42 basic Arabic letters apart, and the Latin ones), the long vowels
 * apart since they cost less to edit.
 */
interface Comparable {
  key: string;
  typed: number;
  low: number;
  high: number;
  vowels: number;
}

function comparable(key: string, typed: number): Comparable {
  const c: Comparable = { key, typed, low: 0, high: 0, vowels: 0 };
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    const bit = code & 63;
    if (indel(code) === 1) c.vowels |= 1 << (bit & 31);
    else if (bit < 32) c.low |= 1 << bit;
    else c.high |= 1 << (bit - 32);
  }
  return c;
}

/** A lower bound of the distance (half edits): each letter of `a` that `b` lacks needs an edit of its own. */
function missingCost(a: Comparable, b: Comparable): number {
  return 2 * (bitCount(a.low & ~b.low) + bitCount(a.high & ~b.high)) + bitCount(a.vowels & ~b.vowels);
}

function bitCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The distinct words of one index's names, and which of them each query word resembles (cached: a word is
 * compared with the vocabulary once).
 */
class Vocabulary {
  private readonly typed = new Map<string, number>();
  /** The words worth comparing fuzzily, built on first use. */
  private fuzzyWords: Comparable[] | null = null;
  private readonly cache = new Map<string, Map<string, number>>();

  add(word: LooseWord): void {
    this.typed.set(word.key, Math.max(this.typed.get(word.key) ?? 0, word.typed));
    this.fuzzyWords = null;
  }

  /** The vocabulary words like `word`, with their similarity (1 for itself). */
  similar(word: LooseWord): Map<string, number> {
    const cached = this.cache.get(word.key);
    if (cached) return cached;
    const found = new Map<string, number>();
    if (this.typed.has(word.key)) found.set(word.key, 1);
    if (fuzzyWorthy(word.key)) {
      this.fuzzyWords ??= [...this.typed]
        .filter(([key]) => fuzzyWorthy(key))
        .map(([key, typed]) => comparable(key, typed));
      const probe = comparable(word.key, word.typed);
      for (const known of this.fuzzyWords) {
        if (known.key === word.key) continue;
        const s = similarity(probe, known, MIN_WORD_SIMILARITY);
        if (s > 0) found.set(known.key, s);
      }
    }
    if (this.cache.size > MAX_CACHED) this.cache.clear();
    this.cache.set(word.key, found);
    return found;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Name indexes

interface IndexedName {
  entity: number;
  words: string[];
  /** The loose key, for fuzzy comparison; null when too short to compare fuzzily. */
  fuzzy: Comparable | null;
}

/** An entity (governorate or area, by position) and how well a text matches it. */
interface Scored {
  entity: number;
  score: number;
}

/** Every name and alias of a set of entities (the governorates, or some areas), searchable by free text. */
class NameIndex {
  private readonly exact = new Map<string, number[]>();
  private readonly loose = new Map<string, number[]>();
  private readonly names: IndexedName[] = [];
  private readonly byWord = new Map<string, number[]>();
  private readonly vocabulary = new Vocabulary();
  private readonly cache = new Map<string, Scored[]>();
  private readonly hitCache = new Map<string, Scored[]>();

  constructor(
    entries: { entity: number; names: string[] }[],
    /** Every loose word of every index: a cell word outside it names nothing we know. */
    private readonly knownWords: Set<string>,
  ) {
    for (const { entity, names } of entries) {
      for (const name of names) this.addName(entity, normalizeGeoText(name));
    }
  }

  private addName(entity: number, normalized: string): void {
    if (normalized === '') return;
    const q = prepare(normalized);
    addTo(this.exact, q.exact, entity);
    addTo(this.loose, q.joined, entity);
    const position = this.names.length;
    const words = q.words.map((w) => w.key);
    this.names.push({ entity, words, fuzzy: q.fuzzy });
    for (const word of q.words) {
      addTo(this.byWord, word.key, position);
      this.vocabulary.add(word);
      this.knownWords.add(word.key);
    }
  }

  /** Entities named exactly or loosely by the text (hash lookups only: cheap). */
  hits(q: Query): Scored[] {
    const cached = this.hitCache.get(q.exact);
    if (cached) return cached;
    const scores = new Map<number, number>();
    for (const entity of this.loose.get(q.joined) ?? []) raise(scores, entity, LOOSE_SCORE);
    for (const entity of this.exact.get(q.exact) ?? []) raise(scores, entity, 1);
    const found = sortScores(scores);
    if (this.hitCache.size > MAX_CACHED) this.hitCache.clear();
    this.hitCache.set(q.exact, found);
    return found;
  }

  /**
   * Entities the text may name, best first. An exact or loose hit ends the search: a name spelled out
   * (however transliterated) wins over near-spellings of other names, and most cells end here, cheaply.
   */
  search(q: Query): Scored[] {
    const cached = this.cache.get(q.exact);
    if (cached) return cached;
    let found = this.hits(q);
    if (found.length === 0) found = this.fuzzy(q);
    if (this.cache.size > MAX_CACHED) this.cache.clear();
    this.cache.set(q.exact, found);
    return found;
  }

  private fuzzy(q: Query): Scored[] {
    const scores = new Map<number, number>();
    if (q.fuzzy) {
      for (const name of this.names) {
        if (!name.fuzzy) continue;
        const s = similarity(q.fuzzy, name.fuzzy, MIN_FUZZY_SIMILARITY);
        if (s > 0) raise(scores, name.entity, FUZZY_CAP * s);
      }
    }
    this.scoreWords(q, scores);
    return sortScores(scores).filter((s) => s.score >= MIN_CANDIDATE_SCORE);
  }

  /**
   * Word overlap, for cells holding a name plus other words ("المعادي دجلة") or a name's words in another
   * order. Counted in words, so that a long rival name in the cell does not outweigh a short one.
   */
  private scoreWords(q: Query, scores: Map<number, number>): void {
    if (q.words.length === 0) return;
    const similar = q.words.map((w) => this.vocabulary.similar(w));
    const touched = new Set<number>();
    for (const matches of similar) {
      for (const word of matches.keys())
        for (const position of this.byWord.get(word) ?? []) touched.add(position);
    }
    for (const position of touched) {
      const name = this.names[position] as IndexedName;
      let nameFound = 0;
      for (const word of name.words) nameFound += bestOf(similar, word);
      let cellExplained = 0;
      q.words.forEach((word, i) => {
        let best = 0;
        for (const nameWord of name.words) best = Math.max(best, similar[i]?.get(nameWord) ?? 0);
        const detail =
          DIRECTION_WORDS.has(word.key) || (!this.knownWords.has(word.key) && (similar[i]?.size ?? 0) === 0);
        cellExplained += Math.max(best, detail ? UNKNOWN_WORD_EXPLAINED : 0);
      });
      const coverage =
        NAME_COVERAGE_WEIGHT * (nameFound / name.words.length) +
        (1 - NAME_COVERAGE_WEIGHT) * (cellExplained / q.words.length);
      raise(scores, name.entity, WORDS_CAP * coverage);
    }
  }
}

function bestOf(similar: Map<string, number>[], word: string): number {
  let best = 0;
  for (const matches of similar) best = Math.max(best, matches.get(word) ?? 0);
  return best;
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

function raise(scores: Map<number, number>, entity: number, score: number): void {
  if (score > (scores.get(entity) ?? 0)) scores.set(entity, score);
}

function sortScores(scores: Map<number, number>): Scored[] {
  return [...scores]
    .map(([entity, score]) => ({ entity, score }))
    .sort((a, b) => b.score - a.score || a.entity - b.entity);
}

// ---------------------------------------------------------------------------------------------------------
// Readings of a row

/** One way of reading a row: which text names the governorate, which the area, and what it costs. */
interface Reading {
  government: string;
  area: string;
  /** Another part of the row that must name the same governorate ("القاهرة" in "مدينة نصر - القاهرة"). */
  governmentAlso?: string;
  /**
   * Only exact / loose names count for the governorate (rearranged readings: text that moved cells must
   * name its governorate plainly, which also keeps them cheap).
   */
  plainGovernment?: boolean;
  /** Only exact / loose names count for the area (a reading that already ignores a cell must not guess). */
  plainArea?: boolean;
  factor: number;
}

/** The ways a row can be read, the plain one first. Texts are already normalised. */
function readingsOf(government: string, area: string): Reading[] {
  const readings: Reading[] = [{ government, area, factor: 1 }];
  if (government !== '' && area !== '') {
    readings.push({ government: area, area: government, plainGovernment: true, factor: REARRANGED });
    // The governorate cell holds an area and the area cell a street or sub-area we do not know.
    readings.push({ government: '', area: government, plainArea: true, factor: REARRANGED * IGNORED_CELL });
  }
  // A city in the governorate cell and nothing in the area cell ("المنصورة", ""): named plainly, or the
  // governorate fuzzy search of the plain reading is the better guess.
  if (government !== '' && area === '')
    readings.push({ government: '', area: government, plainArea: true, factor: REARRANGED });
  readings.push(...splitReadings(government, area, false), ...splitReadings(area, government, true));
  return readings;
}

/** Readings that cut one cell in two ("القاهرة - مدينة نصر"): one part names the governorate, one the area. */
function splitReadings(cell: string, other: string, cellIsArea: boolean): Reading[] {
  const words = cell.split(' ');
  if (words.length < 2 || words.length > MAX_SPLIT_WORDS) return [];
  const readings: Reading[] = [];
  const split = { plainGovernment: true, factor: REARRANGED };
  for (let k = 1; k < words.length; k++) {
    const head = words.slice(0, k).join(' ');
    const tail = words.slice(k).join(' ');
    if (other === '') {
      readings.push({ government: head, area: tail, ...split }, { government: tail, area: head, ...split });
    } else if (cellIsArea) {
      // Both parts must be explained: one is the area, the other repeats the governorate.
      readings.push(
        { government: other, governmentAlso: head, area: tail, ...split },
        { government: other, governmentAlso: tail, area: head, ...split },
      );
    }
  }
  return readings;
}

// ---------------------------------------------------------------------------------------------------------
// The matcher

/** A (governorate, area) pair with its combined score; positions in the reference, area NO_AREA for none. */
interface Candidate {
  gov: number;
  area: number;
  score: number;
}

const NO_AREA = -1;

type ReferenceGovernorate = GeoReference['governorates'][number];
type ReferenceArea = GeoReference['areas'][number];

/** Builds the indexes once; `match` is then pure and cached per distinct input. */
export function createGeoMatcher(reference: GeoReference, options?: { threshold?: number }): GeoMatcher {
  const threshold = options?.threshold ?? DEFAULT_THRESHOLD;
  const govs = reference.governorates;
  const areas = reference.areas;
  const govPosition = new Map(govs.map((g, i) => [g.id, i]));
  const areaGov = areas.map((a) => govPosition.get(a.governorateId) ?? -1);

  const knownWords = new Set<string>();
  const namesOf = (e: ReferenceGovernorate | ReferenceArea) => [e.nameAr, e.nameEn, ...e.aliases];
  const areasWhere = (keep: (gov: number) => boolean) =>
    areas.flatMap((a, i) => (keep(areaGov[i]!) ? [{ entity: i, names: namesOf(a) }] : []));
  const govIndex = new NameIndex(
    govs.map((g, i) => ({ entity: i, names: namesOf(g) })),
    knownWords,
  );
  const allAreas = new NameIndex(
    areasWhere((g) => g >= 0),
    knownWords,
  );
  const areasByGov = govs.map(
    (_, gov) =>
      new NameIndex(
        areasWhere((g) => g === gov),
        knownWords,
      ),
  );

  const queries = new Map<string, Query>();
  const query = (normalized: string): Query => {
    let q = queries.get(normalized);
    if (!q) {
      if (queries.size > MAX_CACHED) queries.clear();
      q = prepare(normalized);
      queries.set(normalized, q);
    }
    return q;
  };

  /** Governorate scores for a text, by governorate position (shared: do not modify). */
  const govScoreCache = new Map<string, ReadonlyMap<number, number>>();
  const govScores = (text: string, plain: boolean): ReadonlyMap<number, number> => {
    if (text === '') return new Map();
    const key = `${plain ? 'p' : 'f'}${text}`;
    let scores = govScoreCache.get(key);
    if (!scores) {
      const q = query(text);
      scores = new Map((plain ? govIndex.hits(q) : govIndex.search(q)).map((s) => [s.entity, s.score]));
      if (govScoreCache.size > MAX_CACHED) govScoreCache.clear();
      govScoreCache.set(key, scores);
    }
    return scores;
  };

  function candidatesOf(reading: Reading): Candidate[] {
    let byGov = govScores(reading.government, reading.plainGovernment === true);
    if (reading.governmentAlso !== undefined) {
      const also = govScores(reading.governmentAlso, true);
      byGov = new Map([...byGov].map(([g, s]) => [g, Math.min(s, also.get(g) ?? 0)]));
    }
    const govList = [...byGov].filter(([, s]) => s >= MIN_CANDIDATE_SCORE).sort((a, b) => b[1] - a[1]);
    // Rearranged readings stand only on a governorate they name plainly.
    if (reading.government !== '' && govList.length === 0 && reading.plainGovernment) return [];
    const out: Candidate[] = [];
    const push = (gov: number, area: number, score: number) =>
      out.push({ gov, area, score: score * reading.factor });

    if (reading.area === '') {
      for (const [g, s] of govList) push(g, NO_AREA, s);
      return out;
    }
    const areaQuery = query(reading.area);
    const strongElsewhere = allAreas.hits(areaQuery);
    let bestLocal = 0;
    for (const [g, gs] of govList.slice(0, 3)) {
      push(g, NO_AREA, gs * AREA_NOT_FOUND);
      const local = areasByGov[g]!;
      const found = reading.plainArea ? local.hits(areaQuery) : local.search(areaQuery);
      for (const { entity, score } of found.slice(0, MAX_SUGGESTIONS)) {
        bestLocal = Math.max(bestLocal, score);
        const conflict = strongElsewhere.some((h) => areaGov[h.entity] !== g && h.score > score + 0.02);
        push(g, entity, Math.min(gs, score) * (conflict ? CONFLICT : 1));
      }
    }
    // A split reading exists only to explain both parts of the cell; the plain reading covers the rest.
    if (reading.governmentAlso !== undefined) return out;
    // The area text alone: when there is no governorate text, when it is weak, or when the area is not in it.
    const bestGov = govList[0]?.[1] ?? 0;
    const governorateWeak = reading.government === '' || bestGov < threshold;
    if (governorateWeak || bestLocal < threshold) {
      // Fuzzy over all 350-odd areas only when nothing in the named governorate comes near: a near miss
      // there is a better guess than a typo elsewhere, and the search is the costly part of matching.
      const searchAll =
        !reading.plainArea &&
        strongElsewhere.length === 0 &&
        (governorateWeak || bestLocal < LOCAL_NEAR_MISS);
      const found = searchAll ? allAreas.search(areaQuery) : strongElsewhere;
      for (const { entity, score } of found.slice(0, MAX_SUGGESTIONS)) {
        const g = areaGov[entity]!;
        if (reading.government === '') {
          push(g, entity, score >= LOOSE_SCORE ? score : score * AREA_ALONE_FUZZY);
        } else if (score >= threshold || bestGov === 0) {
          // Only a strong area match may outvote a governorate the text names (a vague one says nothing).
          const override = score * (bestGov === 0 ? OVERRIDE_UNKNOWN_GOV : OVERRIDE_OTHER_GOV);
          push(g, entity, Math.max(Math.min(byGov.get(g) ?? 0, score), override));
        }
      }
    }
    return out;
  }

  /** Distinct pairs, best first; "G, no area" is dropped once "G, some area" ranks above it. */
  function rank(candidates: Candidate[]): Candidate[] {
    const merged = new Map<string, Candidate>();
    for (const c of candidates) {
      const key = `${c.gov}:${c.area}`;
      const known = merged.get(key);
      if (!known || c.score > known.score) merged.set(key, c);
    }
    const sorted = [...merged.values()]
      .filter((c) => c.score >= MIN_CANDIDATE_SCORE)
      .sort(
        (a, b) =>
          b.score - a.score || Number(b.area !== NO_AREA) - Number(a.area !== NO_AREA) || a.gov - b.gov,
      );
    const withArea = new Set<number>();
    return sorted.filter((c) => {
      if (c.area !== NO_AREA) withArea.add(c.gov);
      return c.area !== NO_AREA || !withArea.has(c.gov);
    });
  }

  function isConfident(ranked: Candidate[]): boolean {
    const [top, ...rest] = ranked;
    if (!top || top.score < threshold) return false;
    // "G, no area" next to "G, A" is not a rival; any other place is.
    const rival = rest.find((c) => !(c.gov === top.gov && (c.area === NO_AREA || top.area === NO_AREA)));
    return !rival || top.score - rival.score >= AMBIGUITY_MARGIN;
  }

  function suggestion(c: Candidate): GeoSuggestion {
    const gov = govs[c.gov]!;
    const area = c.area === NO_AREA ? null : areas[c.area]!;
    return Object.freeze({
      governorateId: gov.id,
      areaId: area ? area.id : null,
      score: Math.round(c.score * 1000) / 1000,
      governorateAr: gov.nameAr,
      governorateEn: gov.nameEn,
      areaAr: area ? area.nameAr : null,
      areaEn: area ? area.nameEn : null,
    });
  }

  function compute(government: string, area: string): GeoMatch {
    const [plain, ...rearranged] = readingsOf(government, area);
    let ranked = rank(candidatesOf(plain!));
    // Cells that name their places plainly and unambiguously need no rearranging (most rows; the other
    // readings cost more than the plain one and could only add far-fetched rivals).
    const settled = isConfident(ranked) && ranked[0]!.score >= LOOSE_SCORE;
    if (!settled) ranked = rank([...ranked, ...rearranged.flatMap(candidatesOf)]);
    const suggestions = ranked.slice(0, MAX_SUGGESTIONS).map(suggestion);
    const top = suggestions[0];
    return Object.freeze({
      governorateId: top ? top.governorateId : null,
      areaId: top ? top.areaId : null,
      score: top ? top.score : 0,
      confident: isConfident(ranked),
      suggestions: Object.freeze(suggestions) as GeoSuggestion[],
    });
  }

  // Caches: raw cell pairs (the same text on many rows), normalised cells, normalised pairs.
  const byRaw = new Map<string, GeoMatch>();
  const byNormalized = new Map<string, GeoMatch>();
  const cells = new Map<unknown, string>();
  const cellText = (value: unknown): string => {
    let text = cells.get(value);
    if (text === undefined) {
      text = normalizedCell(value);
      if (cells.size > MAX_CACHED) cells.clear();
      cells.set(value, text);
    }
    return text;
  };
  return {
    match(input) {
      const rawKey = `${input.government}\u0000${input.area}`;
      const known = byRaw.get(rawKey);
      if (known) return known;
      const rawGovernment = cellText(input.government);
      const government = COUNTRY_NAMES.has(rawGovernment) ? '' : rawGovernment;
      const area = cellText(input.area);
      const key = `${government}\u0000${area}`;
      let result = byNormalized.get(key);
      if (!result) {
        result = compute(government, area);
        if (byNormalized.size > MAX_CACHED) byNormalized.clear();
        byNormalized.set(key, result);
      }
      if (byRaw.size > MAX_CACHED) byRaw.clear();
      byRaw.set(rawKey, result);
      return result;
    },
  };
}

/** The normalised text of a cell, tolerating non-strings from a loosely typed sheet parser. */
function normalizedCell(value: unknown): string {
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  return normalizeGeoText(text.slice(0, MAX_CELL_LENGTH));
}
