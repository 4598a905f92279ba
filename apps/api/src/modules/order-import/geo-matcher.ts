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
import {
  AREA_ALONE_FUZZY,
  AREA_NOT_FOUND,
  CONFLICT,
  COUNTRY_NAMES,
  DEFAULT_THRESHOLD,
  LOCAL_NEAR_MISS,
  LOOSE_SCORE,
  MAX_CACHED,
  MAX_CELL_LENGTH,
  MAX_SUGGESTIONS,
  MIN_CANDIDATE_SCORE,
  OVERRIDE_OTHER_GOV,
  OVERRIDE_UNKNOWN_GOV,
} from './geo-scores';
import { type Candidate, isConfident, NO_AREA, rankCandidates, toSuggestion } from './geo-candidates';
import { type Query, prepare } from './geo-similarity';
import { NameIndex } from './geo-name-index';
import { type Reading, readingsOf } from './geo-readings';

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

  function compute(government: string, area: string): GeoMatch {
    const [plain, ...rearranged] = readingsOf(government, area);
    let ranked = rankCandidates(candidatesOf(plain!));
    // Cells that name their places plainly and unambiguously need no rearranging (most rows; the other
    // readings cost more than the plain one and could only add far-fetched rivals).
    const settled = isConfident(ranked, threshold) && ranked[0]!.score >= LOOSE_SCORE;
    if (!settled) ranked = rankCandidates([...ranked, ...rearranged.flatMap(candidatesOf)]);
    const suggestions = ranked.slice(0, MAX_SUGGESTIONS).map((c) => toSuggestion(c, reference));
    const top = suggestions[0];
    return Object.freeze({
      governorateId: top ? top.governorateId : null,
      areaId: top ? top.areaId : null,
      score: top ? top.score : 0,
      confident: isConfident(ranked, threshold),
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
