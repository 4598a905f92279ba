import { normalizeGeoText, type Language, type MessageKey } from '@courier/contracts';
import type { GeoReference } from './geo-matcher';

/**
 * The plain upload's view of the reference places: a governorate or area cell is an id or a name (Arabic,
 * English or a known alias) compared after normalisation, never guessed. Guessing is the smart upload's
 * job (geo-matcher.ts). Also answers names by id for the smart upload's suggestions.
 */

export type GeoCell =
  | { ok: true; governorateId: number; areaId: number }
  | { ok: false; field: 'government' | 'area'; message: MessageKey };

export interface GeoNames {
  resolve(government: string, area: string): GeoCell;
  /** Whether the area belongs to the governorate. */
  pairExists(governorateId: number, areaId: number): boolean;
  governorateName(id: number, lang: Language): string;
  areaName(id: number, lang: Language): string;
}

const isId = (text: string) => /^\d{1,9}$/.test(text);

export function createGeoNames(reference: GeoReference): GeoNames {
  const governorates = new Map(reference.governorates.map((g) => [g.id, g]));
  const areas = new Map(reference.areas.map((a) => [a.id, a]));
  const governorateByName = new Map<string, number>();
  for (const g of reference.governorates)
    for (const name of [g.nameAr, g.nameEn, ...g.aliases])
      governorateByName.set(normalizeGeoText(name), g.id);
  // Area names repeat across governorates, so they are looked up per governorate.
  const areaByName = new Map<string, number>();
  for (const a of reference.areas)
    for (const name of [a.nameAr, a.nameEn, ...a.aliases])
      areaByName.set(`${a.governorateId}:${normalizeGeoText(name)}`, a.id);

  const governorateOf = (text: string): number | undefined =>
    isId(text) ? governorates.get(Number(text))?.id : governorateByName.get(normalizeGeoText(text));

  // Most rows of a file repeat a few places: each distinct pair is resolved once per upload's worth.
  const resolved = new Map<string, GeoCell>();
  function resolve(governmentText: string, areaText: string): GeoCell {
    const key = `${governmentText}\u0000${areaText}`;
    let cell = resolved.get(key);
    if (!cell) {
      if (resolved.size >= 50_000) resolved.clear();
      cell = resolveOnce(governmentText, areaText);
      resolved.set(key, cell);
    }
    return cell;
  }

  function resolveOnce(governmentText: string, areaText: string): GeoCell {
    if (governmentText === '') return { ok: false, field: 'government', message: 'validation.required' };
    const governorateId = governorateOf(governmentText);
    if (governorateId === undefined)
      return { ok: false, field: 'government', message: 'import.unknownGovernorate' };
    if (areaText === '') return { ok: false, field: 'area', message: 'validation.required' };
    const areaId = isId(areaText)
      ? areas.get(Number(areaText))?.governorateId === governorateId
        ? Number(areaText)
        : undefined
      : areaByName.get(`${governorateId}:${normalizeGeoText(areaText)}`);
    if (areaId === undefined) return { ok: false, field: 'area', message: 'import.unknownArea' };
    return { ok: true, governorateId, areaId };
  }

  return {
    resolve,
    pairExists: (governorateId, areaId) => areas.get(areaId)?.governorateId === governorateId,
    governorateName: (id, lang) => {
      const g = governorates.get(id);
      return g ? (lang === 'en' ? g.nameEn : g.nameAr) : '';
    },
    areaName: (id, lang) => {
      const a = areas.get(id);
      return a ? (lang === 'en' ? a.nameEn : a.nameAr) : '';
    },
  };
}
