/**
 * Finds the governorate and area inside one free-text address ('12 ش مصطفى النحاس، م نصر، القاهره',
 * 'Apt 4, 9 Road 233, Maadi, Cairo'): what online stores send, and sheets with a single address column.
 * Pure, like geo-matcher.ts, and with the same confidence rule: confident only when the best place reaches
 * the threshold and no other place comes near it; otherwise the merchant decides.
 *
 * How: the address is cut at its separators (commas, dashes, new lines), common abbreviations are spelled
 * out (م → مدينة, ش → شارع), and every run of one to four words is looked up as a governorate name and as an
 * area name (exact or loose, as in the matcher). A run inside a longer run that names a place is dropped
 * ("مصر" inside "مصر الجديدة"). An area counts fully when another run names its governorate, a little
 * less alone, and is never confident when the address names another governorate. A run right after a street
 * word names a street, not an area ("ش عباس العقاد" is in Nasr City, not in an area called Abbas). A run
 * that names a governorate is a weaker area (the text most likely means the governorate). When no run names
 * an area, each part is searched fuzzily (typos), at a discount.
 */
import { normalizeGeoText } from '@courier/contracts';
import type { GeoMatch, GeoReference, GeoSuggestion } from './geo-matcher';
import { NameIndex } from './geo-name-index';
import {
  AREA_ALONE_FUZZY,
  AREA_NOT_FOUND,
  COUNTRY_NAMES,
  DEFAULT_THRESHOLD,
  LOOSE_SCORE,
  MAX_CACHED,
  MAX_SUGGESTIONS,
  OVERRIDE_OTHER_GOV,
} from './geo-scores';
import { type Candidate, isConfident, NO_AREA, rankCandidates, toSuggestion } from './geo-candidates';
import { prepare } from './geo-similarity';

export interface AddressMatcher {
  matchAddress(address: string): GeoMatch;
}

/** Addresses longer than this are cut: a store's address lines are short. */
const MAX_ADDRESS_LENGTH = 300;
/** Longest run of words looked up as one name ("مدينة السادس من أكتوبر"). */
const MAX_RUN_WORDS = 4;
/** A run that follows a street word names the street. */
const STREET = 0.75;
/** A run that names a governorate read as an area of that governorate. */
const GOVERNORATE_AS_AREA = 0.9;
/** A part of the address matched only fuzzily. */
const FUZZY_PART = 0.9;

/** Abbreviations merchants and customers type, spelled out (normalised text). */
const ABBREVIATIONS = new Map([
  ['م', 'مدينه'],
  ['ش', 'شارع'],
  ['st', 'street'],
  ['rd', 'road'],
]);
const STREET_WORDS = new Set(['شارع', 'street', 'road', 'طريق', 'ميدان', 'حاره', 'عطفه']);
const SEPARATORS = /[،,؛;\n\r\t|/\\]+|\s[-–—]\s|\s[-–—]|[-–—]\s/u;

interface Hit {
  entity: number;
  score: number;
  part: number;
  start: number;
  end: number;
  afterStreet: boolean;
}

export function createAddressMatcher(
  reference: GeoReference,
  options?: { threshold?: number },
): AddressMatcher {
  const threshold = options?.threshold ?? DEFAULT_THRESHOLD;
  const govs = reference.governorates;
  const areas = reference.areas;
  const govPosition = new Map(govs.map((g, i) => [g.id, i]));
  const areaGov = areas.map((a) => govPosition.get(a.governorateId) ?? -1);
  const knownWords = new Set<string>();
  const govIndex = new NameIndex(
    govs.map((g, i) => ({ entity: i, names: [g.nameAr, g.nameEn, ...g.aliases] })),
    knownWords,
  );
  const areaIndex = new NameIndex(
    areas.flatMap((a, i) =>
      areaGov[i]! >= 0 ? [{ entity: i, names: [a.nameAr, a.nameEn, ...a.aliases] }] : [],
    ),
    knownWords,
  );

  /** The address's parts, each a list of normalised words with abbreviations spelled out. */
  function partsOf(address: string): string[][] {
    return address
      .slice(0, MAX_ADDRESS_LENGTH)
      .split(SEPARATORS)
      .map((part) =>
        normalizeGeoText(part)
          .split(' ')
          .filter((w) => w !== '')
          .map((w) => ABBREVIATIONS.get(w) ?? w),
      )
      .filter((words) => words.length > 0);
  }

  function runsOf(parts: string[][], index: NameIndex, skip?: (text: string) => boolean): Hit[] {
    const hits: Hit[] = [];
    parts.forEach((words, part) => {
      for (let start = 0; start < words.length; start++) {
        for (let end = start + 1; end <= Math.min(words.length, start + MAX_RUN_WORDS); end++) {
          const text = words.slice(start, end).join(' ');
          if (skip?.(text)) continue;
          const afterStreet = start > 0 && STREET_WORDS.has(words[start - 1]!);
          for (const { entity, score } of index.hits(prepare(text)))
            hits.push({ entity, score, part, start, end, afterStreet });
        }
      }
    });
    // A run inside a longer run that names something is part of that name.
    return hits.filter(
      (h) =>
        !hits.some(
          (o) =>
            o.part === h.part && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start,
        ),
    );
  }

  /** Fuzzy search of whole parts, for typos no run spells out. */
  function fuzzyParts(parts: string[][], index: NameIndex): Hit[] {
    return parts.flatMap((words, part) =>
      index
        .search(prepare(words.join(' ')))
        .slice(0, MAX_SUGGESTIONS)
        .map(({ entity, score }) => ({
          entity,
          score: score * FUZZY_PART,
          part,
          start: 0,
          end: words.length,
          afterStreet: false,
        })),
    );
  }

  const overlaps = (a: Hit, b: Hit) => a.part === b.part && a.start < b.end && b.start < a.end;

  function candidatesOf(parts: string[][]): Candidate[] {
    const govHits = runsOf(parts, govIndex, (text) => COUNTRY_NAMES.has(text));
    let areaHits = runsOf(parts, areaIndex);
    if (areaHits.length === 0) areaHits = fuzzyParts(parts, areaIndex);
    // A governorate found only fuzzily may confirm an area but never outvotes one ('Maadi' is near no
    // governorate name, yet some name is always nearest).
    const govFound = govHits.length > 0 ? govHits : fuzzyParts(parts, govIndex);
    const named = govHits;
    const out: Candidate[] = [];
    for (const g of govFound) out.push({ gov: g.entity, area: NO_AREA, score: g.score * AREA_NOT_FOUND });
    for (const a of areaHits) {
      const gov = areaGov[a.entity]!;
      let score = a.score * (a.afterStreet ? STREET : 1);
      if (govFound.some((g) => g.entity === gov && overlaps(g, a))) score *= GOVERNORATE_AS_AREA;
      const others = govFound.filter((g) => !overlaps(g, a));
      const own = Math.max(0, ...others.filter((g) => g.entity === gov).map((g) => g.score));
      if (own > 0) score = Math.min(score, own);
      else if (named.some((g) => !overlaps(g, a))) score *= OVERRIDE_OTHER_GOV;
      else if (a.score < LOOSE_SCORE) score *= AREA_ALONE_FUZZY;
      out.push({ gov, area: a.entity, score });
    }
    return out;
  }

  const cache = new Map<string, GeoMatch>();
  return {
    matchAddress(address) {
      const known = cache.get(address);
      if (known) return known;
      const ranked = rankCandidates(candidatesOf(partsOf(typeof address === 'string' ? address : '')));
      const suggestions = ranked.slice(0, MAX_SUGGESTIONS).map((c) => toSuggestion(c, reference));
      const top = suggestions[0];
      const result: GeoMatch = Object.freeze({
        governorateId: top ? top.governorateId : null,
        areaId: top ? top.areaId : null,
        score: top ? top.score : 0,
        confident: isConfident(ranked, threshold),
        suggestions: Object.freeze(suggestions) as GeoSuggestion[],
      });
      if (cache.size > MAX_CACHED) cache.clear();
      cache.set(address, result);
      return result;
    },
  };
}
