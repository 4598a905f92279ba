/**
 * What the field matcher (geo-matcher.ts) and the whole-address matcher (geo-address.ts) share once each
 * has scored its (governorate, area) candidates: one ranking, one confidence rule, one suggestion shape, so
 * "unsure means the merchant decides" means the same thing for a spreadsheet cell and a store's address.
 */
import type { GeoReference, GeoSuggestion } from './geo-matcher';
import { AMBIGUITY_MARGIN, MIN_CANDIDATE_SCORE } from './geo-scores';

/** A (governorate, area) pair with its combined score; positions in the reference, area NO_AREA for none. */
export interface Candidate {
  gov: number;
  area: number;
  score: number;
}

export const NO_AREA = -1;

/** Distinct pairs, best first; "G, no area" is dropped once "G, some area" ranks above it. */
export function rankCandidates(candidates: Candidate[]): Candidate[] {
  const merged = new Map<string, Candidate>();
  for (const c of candidates) {
    const key = `${c.gov}:${c.area}`;
    const known = merged.get(key);
    if (!known || c.score > known.score) merged.set(key, c);
  }
  const sorted = [...merged.values()]
    .filter((c) => c.score >= MIN_CANDIDATE_SCORE)
    .sort(
      (a, b) => b.score - a.score || Number(b.area !== NO_AREA) - Number(a.area !== NO_AREA) || a.gov - b.gov,
    );
  const withArea = new Set<number>();
  return sorted.filter((c) => {
    if (c.area !== NO_AREA) withArea.add(c.gov);
    return c.area !== NO_AREA || !withArea.has(c.gov);
  });
}

/** The best is sure: over the threshold and clear of every rival by the margin. */
export function isConfident(ranked: Candidate[], threshold: number): boolean {
  const [top, ...rest] = ranked;
  if (!top || top.score < threshold) return false;
  // "G, no area" next to "G, A" is not a rival; any other place is.
  const rival = rest.find((c) => !(c.gov === top.gov && (c.area === NO_AREA || top.area === NO_AREA)));
  return !rival || top.score - rival.score >= AMBIGUITY_MARGIN;
}

export function toSuggestion(c: Candidate, reference: GeoReference): GeoSuggestion {
  const gov = reference.governorates[c.gov]!;
  const area = c.area === NO_AREA ? null : reference.areas[c.area]!;
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
