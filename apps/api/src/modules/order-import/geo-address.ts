/**
 * Finds the governorate and area inside one free-text address ('12 ش مصطفى النحاس، م نصر، القاهره',
 * 'Apt 4, 9 Road 233, Maadi, Cairo'): what online stores send, and sheets with a single address column.
 * Pure, like geo-matcher.ts, and with the same confidence rule: confident only when the best place reaches
 * the threshold and nothing contradicts it; otherwise the merchant decides among the candidates.
 *
 * How (decision 054): the address is cut at its separators (commas, dashes, new lines), abbreviations are
 * spelled out (م → مدينة, ش → شارع), and its words get their roles (geo-address-roles.ts): street, road,
 * hotel and landmark names, address words, numbers, common words, other countries. Every run of one to
 * four words is then looked up as a governorate and as an area name (exact or loose, as in the matcher);
 * a run inside a longer run that names a place is dropped ("مصر" inside "مصر الجديدة").
 *   - A run of numbers and address words is no place ("عمارة 10" is not 10th of Ramadan).
 *   - A place inside a street's or landmark's name ("شارع جسر السويس", "Cairo-Suez Road", "فندق القاهرة")
 *     and a common word ("الزهور", "south") are weak: the best guess only when nothing else is named, and
 *     confident only when another part names their governorate ("ش الهرم، الجيزة").
 *   - A direction or a direction-like governorate right after a place qualifies it ("عين شمس الشرقية").
 *   - An area counts fully when another run names its governorate. When the address names another
 *     governorate, an area that is the only one of its name wins at a discount (a store writes "Cairo"
 *     for Mohandessin); a name several governorates share stays unsure.
 *   - An area named by a run that also names a governorate elsewhere ("Qena" ≈ "Gouna") is dropped.
 *   - Another country named anywhere outside a street's name: never confident.
 * When no run names an area, the parts' remaining words are searched fuzzily (typos), at a discount.
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
  MAX_SUGGESTIONS,
  OVERRIDE_OTHER_GOV,
  STORE_DEFAULT_CITY,
} from './geo-scores';
import { type Candidate, isConfident, NO_AREA, rankCandidates, toSuggestion } from './geo-candidates';
import { prepare } from './geo-similarity';
import {
  type AddressWords,
  isAddressDetail,
  isCommonWordsOnly,
  isNamingWord,
  MAX_FOREIGN_WORDS,
  namesForeignPlace,
  readRoles,
} from './geo-address-roles';

/** One part of an address: its words, their roles, and per word whether it is a number or address word
 * (`detail`) and whether it is a naming word. */
interface Part extends AddressWords {
  detail: boolean[];
  naming: boolean[];
}

export interface AddressMatcher {
  matchAddress(address: string): GeoMatch;
}

/** Addresses longer than this are cut: a store's address lines are short. */
const MAX_ADDRESS_LENGTH = 300;
/** Distinct address parts kept read (a few hundred bytes each); the cache starts over past it. */
const MAX_CACHED_PARTS = 20_000;
/**
 * Whole addresses kept with their reading (up to five suggestions each). The field matcher's 100,000
 * distinct cells are short; 20,000 distinct addresses kept whole cost the 20,000-row upload ~14 MB of
 * its peak (300 → 286 MB, decision 082). A sheet's or a store's repeated addresses still hit.
 */
const MAX_CACHED_ADDRESSES = 5_000;
/** Longest run of words looked up as one name ("مدينة السادس من أكتوبر"). */
const MAX_RUN_WORDS = 4;
/** A weak place (a street's name, a common word) with nothing to confirm it. */
const WEAK = 0.75;
/** A weak place whose governorate another part names: confident when nothing else is named. */
const WEAK_CONFIRMED = 0.85;
/** A run that names a governorate read as an area of that governorate. */
const GOVERNORATE_AS_AREA = 0.9;
/**
 * An area that is the only one of its name, in an address whose only other governorate is the city stores
 * write by default (a store writes "Cairo" for Mohandessin, Obour, Smouha). Any other governorate is a
 * contradiction: unsure.
 */
const KNOWN_AREA_OVER_GOV = 0.88;
/** A part of the address matched only fuzzily. */
const FUZZY_PART = 0.9;

/** Abbreviations merchants and customers type, spelled out (normalised text). */
const ABBREVIATIONS = new Map([
  ['م', 'مدينه'],
  ['ش', 'شارع'],
  ['st', 'street'],
  ['str', 'street'],
  ['rd', 'road'],
]);
const SEPARATORS = /[،,؛;\n\r\t|/\\]+|\s[-–—]\s|\s[-–—]|[-–—]\s/u;

interface Hit {
  entity: number;
  score: number;
  part: number;
  start: number;
  end: number;
  /** Inside a street's or landmark's name. */
  inName: boolean;
  /** Common words only ("الزهور", "south"). */
  common: boolean;
  /** How many entities the run names exactly or loosely (1: the only place of that name). */
  shared: number;
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
  // Areas named like their governorate (Asyut in Asyut): the governorate's name may mean them; a district
  // whose name only contains it ("حي السويس") is not meant by "السويس".
  const capital = new Set(
    areas.flatMap((a, i) => {
      const gov = govs[areaGov[i]!];
      const govNames = new Set(gov ? [gov.nameAr, gov.nameEn].map(normalizeGeoText) : []);
      return [a.nameAr, a.nameEn].some((n) => govNames.has(normalizeGeoText(n))) ? [i] : [];
    }),
  );
  const defaultCity = govs.findIndex((g) => g.nameEn === STORE_DEFAULT_CITY);
  const isArea = (word: string) => areaIndex.hitsOf(word).length > 0;

  /** The address's parts, each its normalised words (abbreviations spelled out) with their roles. */
  function partsOf(address: string): Part[] {
    const parts: Part[] = [];
    for (const text of address.slice(0, MAX_ADDRESS_LENGTH).split(SEPARATORS)) {
      let part = partCache.get(text);
      if (part === undefined) {
        part = readPart(text);
        if (partCache.size > MAX_CACHED_PARTS) partCache.clear();
        partCache.set(text, part);
      }
      if (part) parts.push(part);
    }
    return parts;
  }

  /**
   * One part read: normalised, abbreviations spelled out, its words' roles. Parts recur from address to
   * address ("مدينة نصر", "Cairo", "الدور 3"), so they are read once and cached (decision 082); a part
   * is never changed once read.
   */
  function readPart(text: string): Part | null {
    const words = normalizeGeoText(text)
      .split(' ')
      .filter((w) => w !== '')
      .map((w) => ABBREVIATIONS.get(w) ?? w);
    // A part that only names Egypt (stores end the address with the country) says nothing of the place;
    // read, it was matched loosely against area names and cost "بنها، Egypt" its confidence (issue 39).
    if (words.length === 0 || COUNTRY_NAMES.has(words.join(' '))) return null;
    return {
      ...readRoles(words, isArea),
      detail: words.map((w) => isAddressDetail([w])),
      naming: words.map(isNamingWord),
    };
  }
  const partCache = new Map<string, Part | null>();

  /** Whether a run outside any street's name names another country. */
  function foreign(parts: Part[]): boolean {
    return parts.some(({ words, named }) => {
      for (let start = 0; start < words.length; start++) {
        let text = '';
        for (let end = start + 1; end <= Math.min(words.length, start + MAX_FOREIGN_WORDS); end++) {
          if (named[end - 1]) break;
          text = end === start + 1 ? words[start]! : `${text} ${words[end - 1]!}`;
          if (namesForeignPlace(text)) return true;
        }
      }
      return false;
    });
  }

  /**
   * Every run of one to four words that names an entity of the index. The run's text grows word by word
   * and is looked up through the index's cache first (decision 082: no slice, join or key per run).
   */
  function runsOf(parts: Part[], index: NameIndex, skip?: (text: string) => boolean): Hit[] {
    const hits: Hit[] = [];
    parts.forEach(({ words, named, detail, naming }, part) => {
      for (let start = 0; start < words.length; start++) {
        let text = '';
        let details = true;
        for (let end = start + 1; end <= Math.min(words.length, start + MAX_RUN_WORDS); end++) {
          text = end === start + 1 ? words[start]! : `${text} ${words[end - 1]!}`;
          details &&= detail[end - 1]!;
          // Numbers and address words only, or a run that starts or ends with a naming word: no place.
          if (details || naming[start]! || naming[end - 1]!) continue;
          if (skip?.(text)) continue;
          const found = index.hitsOf(text);
          if (found.length === 0) continue;
          const inName = named.slice(start, end).some(Boolean);
          const common = isCommonWordsOnly(words.slice(start, end));
          for (const { entity, score } of found) {
            hits.push({ entity, score, part, start, end, inName, common, shared: found.length });
          }
        }
      }
    });
    // A run inside a longer run that names something is part of that name.
    const kept = hits.filter(
      (h) =>
        !hits.some(
          (o) =>
            o.part === h.part && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start,
        ),
    );
    // A common word right after another place qualifies it ("sidi bishr bahary").
    return kept.filter((h) => !(h.common && strongBefore(kept, h)));
  }

  /** Fuzzy search of the parts' place words (no street names, numbers or address words), for typos. */
  function fuzzyParts(parts: Part[], index: NameIndex): Hit[] {
    return parts.flatMap(({ words, named, detail }, part) => {
      const kept = words.filter((_, i) => !named[i] && !detail[i]);
      if (kept.length === 0 || isCommonWordsOnly(kept)) return [];
      return index
        .search(prepare(kept.join(' ')))
        .slice(0, MAX_SUGGESTIONS)
        .map(({ entity, score }) => ({
          entity,
          score: score * FUZZY_PART,
          part,
          start: 0,
          end: words.length,
          inName: false,
          common: false,
          shared: 0,
        }));
    });
  }

  /** A place (not a street's name, not a common word) ends right where the hit starts. */
  const strongBefore = (hits: Hit[], h: Hit) =>
    hits.some((o) => o.part === h.part && o.end === h.start && !o.inName && !o.common);
  const overlaps = (a: Hit, b: Hit) => a.part === b.part && a.start < b.end && b.start < a.end;

  function candidatesOf(parts: Part[]): Candidate[] {
    const govRuns = runsOf(parts, govIndex, (text) => COUNTRY_NAMES.has(text));
    const areaRuns = runsOf(parts, areaIndex);
    const weak = (a: Hit) => a.inName || a.common;
    const covers = (o: Hit, h: Hit) => o.part === h.part && o.start <= h.start && o.end >= h.end;
    // A governorate's name inside a longer area name is part of it ("منيا" in "منيا القمح"); one that is a
    // common word right after an area qualifies it ("عين شمس الشرقية").
    const named = govRuns.filter(
      (g) =>
        !g.inName &&
        !areaRuns.some((a) => covers(a, g) && a.end - a.start > g.end - g.start) &&
        !(g.common && strongBefore(areaRuns, g)),
    );
    const strong = areaRuns.filter((a) => !weak(a));
    const areaHits =
      strong.length > 0 ? strong : areaRuns.length > 0 ? areaRuns : fuzzyParts(parts, areaIndex);
    // A governorate found only fuzzily may confirm an area but never outvotes one ('Maadi' is near no
    // governorate name, yet some name is always nearest).
    const govFound = named.length > 0 ? named : govRuns.length > 0 ? [] : fuzzyParts(parts, govIndex);
    const out: Candidate[] = [];
    for (const g of govFound) out.push({ gov: g.entity, area: NO_AREA, score: g.score * AREA_NOT_FOUND });
    for (const a of areaHits) {
      const gov = areaGov[a.entity]!;
      // The same words name a governorate better ("السويس" is Suez, not its district "حي السويس"), or
      // another governorate as well ("Qena" ≈ "Gouna"): they mean the governorate.
      const meansGov = (g: Hit) =>
        covers(g, a) && (g.entity === gov ? !capital.has(a.entity) && g.score > a.score : g.score >= a.score);
      if (named.some(meansGov)) continue;
      let score = a.score;
      if (govFound.some((g) => g.entity === gov && overlaps(g, a))) score *= GOVERNORATE_AS_AREA;
      const others = named.filter((g) => !overlaps(g, a));
      const own = Math.max(
        0,
        ...govFound.filter((g) => g.entity === gov && !overlaps(g, a)).map((g) => g.score),
      );
      if (weak(a)) score = own > 0 ? Math.min(score, own, WEAK_CONFIRMED) : score * WEAK;
      else if (own > 0) score = Math.min(score, own);
      else if (others.length > 0) {
        const known =
          a.shared === 1 && a.score >= LOOSE_SCORE && others.every((g) => g.entity === defaultCity);
        score *= known ? KNOWN_AREA_OVER_GOV : OVERRIDE_OTHER_GOV;
      } else if (a.score < LOOSE_SCORE) score *= AREA_ALONE_FUZZY;
      out.push({ gov, area: a.entity, score });
    }
    // Weak places next to strong ones: suggestions, never rivals.
    if (areaHits !== areaRuns)
      for (const a of areaRuns)
        if (weak(a)) out.push({ gov: areaGov[a.entity]!, area: a.entity, score: a.score * WEAK * WEAK });
    return out;
  }

  const cache = new Map<string, GeoMatch>();
  return {
    matchAddress(address) {
      const known = cache.get(address);
      if (known) return known;
      const parts = partsOf(typeof address === 'string' ? address : '');
      const ranked = rankCandidates(candidatesOf(parts));
      const suggestions = ranked.slice(0, MAX_SUGGESTIONS).map((c) => toSuggestion(c, reference));
      const top = suggestions[0];
      const result: GeoMatch = Object.freeze({
        governorateId: top ? top.governorateId : null,
        areaId: top ? top.areaId : null,
        score: top ? top.score : 0,
        confident: isConfident(ranked, threshold) && !foreign(parts),
        suggestions: Object.freeze(suggestions) as GeoSuggestion[],
      });
      if (cache.size > MAX_CACHED_ADDRESSES) cache.clear();
      cache.set(address, result);
      return result;
    },
  };
}
