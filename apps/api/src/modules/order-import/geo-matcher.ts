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
 *   3. fuzzy: edit distance (OSA) on the loose key, or word-by-word overlap when the
 *      cell holds extra words ("مدينة نصر الحي السابع")                             → below 0.95
 * The area is looked for in the governorate the governorate cell names; an area that matches strongly
 * elsewhere can name the governorate when that cell is empty, weak or contradicts it (then not confident).
 * Swapped cells and both names in one cell ("القاهرة - مدينة نصر") are tried as alternative readings at a
 * small penalty, and the best combined reading wins. A match is confident only when its score reaches the
 * threshold AND no different place scores nearly as well: a confident wrong match sends a parcel to the
 * wrong city, whereas an unconfident one just asks the merchant to pick.
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
const TOKEN_CAP = 0.95;
/** Below this edit similarity two keys are unrelated; also bounds the edit distance worth computing. */
const MIN_FUZZY_SIMILARITY = 0.65;
/** Two words of a name count as the same word from this similarity on. */
const MIN_WORD_SIMILARITY = 0.75;
/** Candidates scoring less are noise, not suggestions. */
const MIN_CANDIDATE_SCORE = 0.4;

/** A reading that moved text between cells (swapped, split, one cell used for both) is a little less sure. */
const REARRANGED = 0.97;
/** A reading that leaves a whole non-empty cell unexplained cannot be confident on its own. */
const IGNORED_CELL = 0.8;
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
/** Results are cached per distinct input; past this many distinct inputs the cache starts afresh. */
const MAX_CACHED_INPUTS = 100_000;

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
/** Franco-Arabic ordinals, looked up by their Latin skeleton (khames, 5ames, khamis → kamas). */
const FRANCO_NUMBER_SKELETONS: Record<string, string> = { kamas: '5', sadas: '6', a$ar: '10' };

/** Digits standing for Arabic letters inside Franco-Arabic words (tagamo3, 7elwan, 5ames). */
// 2 is the glottal stop, which in Cairene speech is how ق is said (Abu 2ir, Masr el 2adima): read it as q.
const FRANCO_DIGITS: Record<string, string> = { '2': 'q', '3': '', '5': 'kh', '7': 'h', '8': 'gh', '9': 'q' };

const ARABIC_LETTER = /[\u0621-\u064A]/;

/** The loose words of a normalised text, with filler dropped (unless it is all there is). */
function looseWords(normalized: string): string[] {
  const words = splitNumberWords(normalized.split(' ').filter((w) => w !== ''));
  const loose: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    // "خمسة عشر" = 15: a units word followed by عشر.
    const next = words[i + 1];
    const units = looseWord(word);
    if (next === 'عشر' && /^[1-9]$/.test(units)) {
      loose.push(String(10 + Number(units)));
      i++;
      continue;
    }
    if (!FILLER_WORDS.has(word)) loose.push(units);
  }
  return loose.length > 0 ? loose.filter((w) => w !== '') : words.map(looseWord).filter((w) => w !== '');
}

/** "6th" → "6"; "6october" → "6", "october" (but "3ein" is Franco-Arabic, not a number). */
function splitNumberWords(words: string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const ordinal = /^(\d+)(st|nd|rd|th)$/.exec(word);
    const glued = /^(\d+)([a-z]{3,})$/.exec(word);
    if (ordinal) out.push(ordinal[1] as string);
    else if (glued && !((glued[1] as string) in FRANCO_DIGITS))
      out.push(glued[1] as string, glued[2] as string);
    else out.push(word);
  }
  return out;
}

function looseWord(word: string): string {
  return ARABIC_LETTER.test(word) ? looseArabicWord(word) : looseLatinWord(word);
}

function looseArabicWord(word: string): string {
  const bare = word.length >= 4 && word.startsWith('ال') ? word.slice(2) : word;
  const number = NUMBER_WORDS[bare];
  if (number !== undefined) return number;
  // الزرقاء = الزرقا, اللواء = اللوا; طنطه = طنطا.
  const noHamza = bare.replace(/ء+$/, '');
  return noHamza.length >= 3 ? noHamza.replace(/ه$/, 'ا') : noHamza;
}

function looseLatinWord(word: string): string {
  if (/^\d+$/.test(word)) return word;
  const number = NUMBER_WORDS[word];
  if (number !== undefined) return number;
  // "elmaadi", "elsheikh": the article glued on. ("al" glued is left: Alexandria, Alamein.)
  const bare = word.length >= 6 && word.startsWith('el') ? word.slice(2) : word;
  const letters = bare.replace(/[0-9]/g, (d) => FRANCO_DIGITS[d] ?? d);
  const skeleton = latinSkeleton(letters);
  return FRANCO_NUMBER_SKELETONS[skeleton] ?? skeleton;
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

/** A text prepared for lookups: its normalised form, loose words and loose joined key. */
interface Query {
  exact: string;
  words: string[];
  joined: string;
}

function prepare(normalized: string): Query {
  const words = looseWords(normalized);
  return { exact: normalized, words, joined: words.join('') };
}

// ---------------------------------------------------------------------------------------------------------
// Similarity

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transposition), giving up as soon as it must
 * exceed `max`; returns max + 1 then. Cost O(|a|·|b|) at worst, usually far less thanks to the cut-off.
 */
function boundedOsa(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] as number) + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] as number;
}

/** 1 − distance / longer length, or 0 when below `minimum` (not worth telling apart). */
function editSimilarity(a: string, b: string, minimum: number): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  const max = Math.floor(longer * (1 - minimum));
  if (max < 1) return 0;
  const d = boundedOsa(a, b, max);
  return d > max ? 0 : 1 - d / longer;
}

/**
 * Whether a key is long enough to be compared fuzzily. Shorter ones are one typo away from too many others:
 * "بدر" / "بحر", and Latin skeletons, which have already lost their vowels ("kara" for Cairo vs "karda" for
 * El Kurdi). Numbers only ever match exactly.
 */
function fuzzyWorthy(key: string): boolean {
  if (/\d/.test(key)) return false;
  return key.length >= (ARABIC_LETTER.test(key) ? 4 : 5);
}

function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (!fuzzyWorthy(a) || !fuzzyWorthy(b)) return 0;
  return editSimilarity(a, b, MIN_WORD_SIMILARITY);
}

/** Word weights: a short word (a number) still counts as much as a three-letter one. */
function weight(word: string): number {
  return Math.max(word.length, 3);
}

/**
 * Every distinct loose word of the reference, with a cache of which of them each query word resembles,
 * shared by all indexes (a query word is compared with the vocabulary once).
 */
class Lexicon {
  private readonly vocabulary = new Set<string>();
  private readonly cache = new Map<string, Map<string, number>>();

  add(word: string): void {
    this.vocabulary.add(word);
  }

  /** The vocabulary words like `word`, with their similarity (1 for itself). */
  similar(word: string): Map<string, number> {
    const cached = this.cache.get(word);
    if (cached) return cached;
    const found = new Map<string, number>();
    if (this.vocabulary.has(word)) found.set(word, 1);
    for (const known of this.vocabulary) {
      if (known === word) continue;
      const s = wordSimilarity(word, known);
      if (s > 0) found.set(known, s);
    }
    if (this.cache.size > MAX_CACHED_INPUTS) this.cache.clear();
    this.cache.set(word, found);
    return found;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Name indexes

interface IndexedName {
  entity: number;
  words: string[];
  joined: string;
  wordWeight: number;
}

/** An entity (governorate or area, by position) and how well a text matches it. */
interface Scored {
  entity: number;
  score: number;
}

/** Every name and alias of a set of entities (the governorates, or areas), searchable by free text. */
class NameIndex {
  private readonly exact = new Map<string, number[]>();
  private readonly loose = new Map<string, number[]>();
  private readonly names: IndexedName[] = [];
  private readonly byWord = new Map<string, number[]>();
  private readonly cache = new Map<string, Scored[]>();

  constructor(
    entries: { entity: number; names: string[] }[],
    private readonly lexicon: Lexicon,
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
    this.names.push({ entity, words: q.words, joined: q.joined, wordWeight: sumWeights(q.words) });
    for (const word of new Set(q.words)) {
      addTo(this.byWord, word, position);
      this.lexicon.add(word);
    }
  }

  /** Entities named exactly or loosely by the text (hash lookups only: cheap). */
  hits(q: Query): Scored[] {
    const scores = new Map<number, number>();
    for (const entity of this.loose.get(q.joined) ?? []) raise(scores, entity, LOOSE_SCORE);
    for (const entity of this.exact.get(q.exact) ?? []) raise(scores, entity, 1);
    return sortScores(scores);
  }

  /**
   * Entities the text may name, best first. An exact or loose hit ends the search: nothing fuzzy can score
   * within the ambiguity margin of it, so it would change neither the winner nor its confidence.
   */
  search(q: Query): Scored[] {
    const cached = this.cache.get(q.exact);
    if (cached) return cached;
    let found = this.hits(q);
    if (found.length === 0) found = this.fuzzy(q);
    if (this.cache.size > MAX_CACHED_INPUTS) this.cache.clear();
    this.cache.set(q.exact, found);
    return found;
  }

  private fuzzy(q: Query): Scored[] {
    const scores = new Map<number, number>();
    if (fuzzyWorthy(q.joined)) {
      for (const name of this.names) {
        const s = editSimilarity(q.joined, name.joined, MIN_FUZZY_SIMILARITY);
        if (s > 0) raise(scores, name.entity, FUZZY_CAP * s);
      }
    }
    this.scoreWords(q, scores);
    return sortScores(scores).filter((s) => s.score >= MIN_CANDIDATE_SCORE);
  }

  /**
   * Word overlap, for cells holding a name plus other words ("المعادي دجلة") or a name's words in another
   * order: mostly how much of the name is found, a little how much of the cell is explained.
   */
  private scoreWords(q: Query, scores: Map<number, number>): void {
    if (q.words.length === 0) return;
    const similar = q.words.map((w) => this.lexicon.similar(w));
    const touched = new Set<number>();
    for (const matches of similar) {
      for (const word of matches.keys())
        for (const position of this.byWord.get(word) ?? []) touched.add(position);
    }
    const queryWeight = sumWeights(q.words);
    for (const position of touched) {
      const name = this.names[position] as IndexedName;
      let nameFound = 0;
      for (const word of name.words) nameFound += weight(word) * bestOf(similar, word);
      let queryFound = 0;
      q.words.forEach((word, i) => {
        let best = 0;
        for (const nameWord of name.words) best = Math.max(best, similar[i]?.get(nameWord) ?? 0);
        queryFound += weight(word) * best;
      });
      const s = TOKEN_CAP * (0.7 * (nameFound / name.wordWeight) + 0.3 * (queryFound / queryWeight));
      raise(scores, name.entity, s);
    }
  }
}

function bestOf(similar: Map<string, number>[], word: string): number {
  let best = 0;
  for (const matches of similar) best = Math.max(best, matches.get(word) ?? 0);
  return best;
}

function sumWeights(words: string[]): number {
  return words.reduce((sum, w) => sum + weight(w), 0);
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
// Readings of a row and their candidates

/** One way of reading a row: which text names the governorate, which the area, and what it costs. */
interface Reading {
  government: string;
  area: string;
  /** Another part of the row that must name the same governorate ("القاهرة" in "مدينة نصر - القاهرة"). */
  governmentAlso?: string;
  /** Only exact / loose names count (a reading that already ignores a cell must not guess further). */
  hitsOnly?: boolean;
  factor: number;
}

/** A (governorate, area) pair with its combined score; area -1 means "no area". */
interface Candidate {
  gov: number;
  area: number;
  score: number;
}

const NO_AREA = -1;

/** The ways a row can be read, the plain one first. Texts are already normalised. */
function readingsOf(government: string, area: string): Reading[] {
  const readings: Reading[] = [{ government, area, factor: 1 }];
  if (government !== '' && area !== '') {
    readings.push({ government: area, area: government, factor: REARRANGED });
    // The governorate cell holds an area and the area cell a street or sub-area we do not know.
    readings.push({ government: '', area: government, hitsOnly: true, factor: REARRANGED * IGNORED_CELL });
  }
  if (government !== '' && area === '')
    readings.push({ government: '', area: government, factor: REARRANGED });
  for (const [cell, other, isArea] of [
    [government, area, false],
    [area, government, true],
  ] as const) {
    readings.push(...splitReadings(cell, other, isArea));
  }
  return readings;
}

/** Readings that cut one cell in two ("القاهرة - مدينة نصر"): one part names the governorate, one the area. */
function splitReadings(cell: string, other: string, cellIsArea: boolean): Reading[] {
  const words = cell.split(' ');
  if (words.length < 2 || words.length > MAX_SPLIT_WORDS) return [];
  const readings: Reading[] = [];
  for (let k = 1; k < words.length; k++) {
    const head = words.slice(0, k).join(' ');
    const tail = words.slice(k).join(' ');
    if (other === '') {
      readings.push({ government: head, area: tail, factor: REARRANGED });
      readings.push({ government: tail, area: head, factor: REARRANGED });
    } else if (cellIsArea) {
      // Both parts must be explained: one is the area, the other repeats the governorate.
      readings.push({ government: other, governmentAlso: head, area: tail, factor: REARRANGED });
      readings.push({ government: other, governmentAlso: tail, area: head, factor: REARRANGED });
    }
  }
  return readings;
}

// ---------------------------------------------------------------------------------------------------------
// The matcher

/** Builds the indexes once; `match` is then pure and cached per distinct input. */
export function createGeoMatcher(reference: GeoReference, options?: { threshold?: number }): GeoMatcher {
  const threshold = options?.threshold ?? DEFAULT_THRESHOLD;
  const govs = reference.governorates;
  const areas = reference.areas;
  const govPosition = new Map(govs.map((g, i) => [g.id, i]));
  /** Governorate position of each area position. */
  const areaGov = areas.map((a) => govPosition.get(a.governorateId) ?? -1);

  const lexicon = new Lexicon();
  const namesOf = (e: { nameAr: string; nameEn: string; aliases: string[] }) => [
    e.nameAr,
    e.nameEn,
    ...e.aliases,
  ];
  const govIndex = new NameIndex(
    govs.map((g, i) => ({ entity: i, names: namesOf(g) })),
    lexicon,
  );
  const allAreas = new NameIndex(
    areas.flatMap((a, i) => ((areaGov[i] as number) >= 0 ? [{ entity: i, names: namesOf(a) }] : [])),
    lexicon,
  );
  const areasByGov = govs.map(
    (_, g) =>
      new NameIndex(
        areas.flatMap((a, i) => (areaGov[i] === g ? [{ entity: i, names: namesOf(a) }] : [])),
        lexicon,
      ),
  );

  const queries = new Map<string, Query>();
  const query = (normalized: string): Query => {
    let q = queries.get(normalized);
    if (!q) {
      if (queries.size > MAX_CACHED_INPUTS) queries.clear();
      q = prepare(normalized);
      queries.set(normalized, q);
    }
    return q;
  };

  /** Governorate scores for a text, by governorate position. */
  const govScores = (text: string): Map<number, number> =>
    text === '' ? new Map() : new Map(govIndex.search(query(text)).map((s) => [s.entity, s.score]));

  function candidatesOf(reading: Reading): Candidate[] {
    const byGov = govScores(reading.government);
    if (reading.governmentAlso !== undefined) {
      const also = govScores(reading.governmentAlso);
      for (const [g, s] of byGov) byGov.set(g, Math.min(s, also.get(g) ?? 0));
    }
    const govList = [...byGov].filter(([, s]) => s >= MIN_CANDIDATE_SCORE).sort((a, b) => b[1] - a[1]);
    const bestGov = govList[0]?.[1] ?? 0;
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
      for (const { entity, score } of (areasByGov[g] as NameIndex)
        .search(areaQuery)
        .slice(0, MAX_SUGGESTIONS)) {
        bestLocal = Math.max(bestLocal, score);
        const conflict = strongElsewhere.some((h) => areaGov[h.entity] !== g && h.score > score + 0.02);
        push(g, entity, Math.min(gs, score) * (conflict ? CONFLICT : 1));
      }
    }
    // A split reading exists only to explain both parts of the cell; the plain reading covers the rest.
    if (reading.governmentAlso !== undefined) return out;
    // The area text alone: when there is no governorate text, when it is weak, or when the area is not in it.
    if (reading.government === '' || bestGov < threshold || bestLocal < threshold) {
      const found =
        strongElsewhere.length > 0 || reading.hitsOnly ? strongElsewhere : allAreas.search(areaQuery);
      for (const { entity, score } of found.slice(0, MAX_SUGGESTIONS)) {
        const g = areaGov[entity] as number;
        if (reading.government === '') {
          push(g, entity, score >= LOOSE_SCORE ? score : score * AREA_ALONE_FUZZY);
        } else {
          // The area overrides the governorate text: readily when that text names no governorate at all,
          // never confidently when it names another one.
          const override = score * (bestGov === 0 ? OVERRIDE_UNKNOWN_GOV : OVERRIDE_OTHER_GOV);
          push(g, entity, Math.max(Math.min(byGov.get(g) ?? 0, score), override));
        }
      }
    }
    return out;
  }

  function best(candidates: Candidate[]): Candidate[] {
    const merged = new Map<string, Candidate>();
    for (const c of candidates) {
      const key = `${c.gov}:${c.area}`;
      const known = merged.get(key);
      if (!known || c.score > known.score) merged.set(key, c);
    }
    const sorted = [...merged.values()].sort(
      (a, b) => b.score - a.score || Number(b.area !== NO_AREA) - Number(a.area !== NO_AREA) || a.gov - b.gov,
    );
    // "Governorate G, area unknown" says less than "G, area A" ranked above it: not a separate suggestion.
    const withArea = new Set<number>();
    return sorted.filter((c) => {
      if (c.area !== NO_AREA) {
        withArea.add(c.gov);
        return true;
      }
      return !withArea.has(c.gov);
    });
  }

  function isConfident(ranked: Candidate[]): boolean {
    const [top, ...rest] = ranked;
    if (!top || top.score < threshold) return false;
    // "G, no area" below "G, A" is not a rival; any other place is.
    const rival = rest.find((c) => !(c.gov === top.gov && (c.area === NO_AREA || top.area === NO_AREA)));
    return !rival || top.score - rival.score >= AMBIGUITY_MARGIN;
  }

  function suggestion(c: Candidate): GeoSuggestion {
    const gov = govs[c.gov] as GeoReference['governorates'][number];
    const area = c.area === NO_AREA ? null : (areas[c.area] as GeoReference['areas'][number]);
    return Object.freeze({
      governorateId: gov.id,
      areaId: area ? area.id : null,
      score: round(c.score),
      governorateAr: gov.nameAr,
      governorateEn: gov.nameEn,
      areaAr: area ? area.nameAr : null,
      areaEn: area ? area.nameEn : null,
    });
  }

  function compute(government: string, area: string): GeoMatch {
    const candidates = readingsOf(government, area).flatMap(candidatesOf);
    const ranked = best(candidates).filter((c) => c.score >= MIN_CANDIDATE_SCORE);
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

  const byRaw = new Map<string, GeoMatch>();
  const byNormalized = new Map<string, GeoMatch>();
  return {
    match(input) {
      const rawKey = `${input.government}\u0000${input.area}`;
      const known = byRaw.get(rawKey);
      if (known) return known;
      const government = cellText(input.government);
      const area = cellText(input.area);
      const key = `${COUNTRY_NAMES.has(government) ? '' : government}\u0000${area}`;
      let result = byNormalized.get(key);
      if (!result) {
        result = compute(COUNTRY_NAMES.has(government) ? '' : government, area);
        if (byNormalized.size > MAX_CACHED_INPUTS) byNormalized.clear();
        byNormalized.set(key, result);
      }
      if (byRaw.size > MAX_CACHED_INPUTS) byRaw.clear();
      byRaw.set(rawKey, result);
      return result;
    },
  };
}

/** The normalised text of a cell, tolerating non-strings from a loosely typed sheet parser. */
function cellText(value: unknown): string {
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  return normalizeGeoText(text.slice(0, MAX_CELL_LENGTH));
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}
