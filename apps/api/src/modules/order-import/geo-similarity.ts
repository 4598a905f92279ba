import { MAX_CACHED, MIN_WORD_SIMILARITY } from './geo-scores';
import { type LooseWord, fuzzyWorthy, looseWords } from './geo-loose-keys';

/** The geo matcher's similarity of two loose keys (a bounded edit distance) and its word vocabulary. */

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
export function similarity(a: Comparable, b: Comparable, minimum: number): number {
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
export interface Comparable {
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
export class Vocabulary {
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

/** A text prepared for lookups. */
export interface Query {
  exact: string;
  words: LooseWord[];
  /** The loose words joined without spaces: the loose key. */
  joined: string;
  /** The loose key ready for fuzzy comparison; null when too short to compare fuzzily. */
  fuzzy: Comparable | null;
}

export function prepare(normalized: string): Query {
  const words = looseWords(normalized);
  const joined = words.map((w) => w.key).join('');
  const typed = words.reduce((n, w) => n + w.typed, 0);
  return { exact: normalized, words, joined, fuzzy: fuzzyWorthy(joined) ? comparable(joined, typed) : null };
}
