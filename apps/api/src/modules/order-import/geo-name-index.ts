import { normalizeGeoText } from '@courier/contracts';
import {
  DIRECTION_WORDS,
  FUZZY_CAP,
  LOOSE_SCORE,
  MAX_CACHED,
  MIN_CANDIDATE_SCORE,
  MIN_FUZZY_SIMILARITY,
  NAME_COVERAGE_WEIGHT,
  UNKNOWN_WORD_EXPLAINED,
  WORDS_CAP,
} from './geo-scores';
import { type Comparable, type Query, Vocabulary, prepare, similarity } from './geo-similarity';

/** The geo matcher's indexes: every name and alias of a set of places, searchable by free text. */

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
export class NameIndex {
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

  /**
   * `hits` of a normalised text, the cache asked before the text is prepared: a whole address looks up
   * every run of its words in both indexes, and most runs recur from address to address.
   */
  hitsOf(normalized: string): Scored[] {
    return this.hitCache.get(normalized) ?? this.hits(prepare(normalized));
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
