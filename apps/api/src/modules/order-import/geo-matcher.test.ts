import { normalizeGeoText } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { seedGeoReference } from '../../../test/fixtures/geo-spellings';
import { createGeoMatcher, type GeoMatch, type GeoReference } from './geo-matcher';

/** A small reference with the awkward cases: a name shared by two governorates, an area named like a city. */
const reference: GeoReference = {
  governorates: [
    { id: 1, nameAr: 'القاهرة', nameEn: 'Cairo', aliases: ['القاهره', 'Kairo'] },
    { id: 2, nameAr: 'الجيزة', nameEn: 'Giza', aliases: ['الجيزه', 'El Giza'] },
    { id: 3, nameAr: 'الدقهلية', nameEn: 'Dakahlia', aliases: ['الدقهليه', 'Dakahleya'] },
    { id: 4, nameAr: 'الإسكندرية', nameEn: 'Alexandria', aliases: ['اسكندرية', 'Alex'] },
  ],
  areas: [
    { id: 10, governorateId: 1, nameAr: 'مدينة نصر', nameEn: 'Nasr City', aliases: ['Madinet Nasr'] },
    { id: 11, governorateId: 1, nameAr: 'المعادي', nameEn: 'Maadi', aliases: ['El Maadi'] },
    { id: 12, governorateId: 1, nameAr: 'المطرية', nameEn: 'El Matareya', aliases: ['Matareya'] },
    { id: 13, governorateId: 1, nameAr: 'مصر الجديدة', nameEn: 'Heliopolis', aliases: ['Masr El Gedida'] },
    { id: 20, governorateId: 2, nameAr: 'الدقي', nameEn: 'Dokki', aliases: ['El Dokki'] },
    { id: 21, governorateId: 2, nameAr: 'مدينة 6 أكتوبر', nameEn: '6th of October', aliases: ['6 October'] },
    { id: 22, governorateId: 2, nameAr: 'المهندسين', nameEn: 'Mohandessin', aliases: ['Mohandeseen'] },
    { id: 30, governorateId: 3, nameAr: 'المطرية', nameEn: 'El Matareya', aliases: [] },
    { id: 31, governorateId: 3, nameAr: 'المنصورة', nameEn: 'Mansoura', aliases: ['El Mansoura'] },
    { id: 40, governorateId: 4, nameAr: 'سموحة', nameEn: 'Smouha', aliases: ['Smoha'] },
    { id: 41, governorateId: 4, nameAr: 'سيدي جابر', nameEn: 'Sidi Gaber', aliases: [] },
  ],
};

const matcher = createGeoMatcher(reference);
const match = (government: string, area: string) => matcher.match({ government, area });
/** governorate id / area id, and whether the match is confident. */
const outcome = (m: GeoMatch) => [m.governorateId, m.areaId, m.confident];

describe('createGeoMatcher: exact and near-exact names', () => {
  it('matches names exactly with score 1, in Arabic and in English', () => {
    expect(match('القاهرة', 'مدينة نصر')).toMatchObject({
      governorateId: 1,
      areaId: 10,
      score: 1,
      confident: true,
    });
    expect(match('Giza', 'Dokki')).toMatchObject({ governorateId: 2, areaId: 20, score: 1, confident: true });
  });

  it('folds how Arabic is typed: ه/ة, ى/ي, hamza, tatweel, diacritics, Arabic-Indic digits, spaces', () => {
    expect(outcome(match('القاهره', 'مدينه نصر'))).toEqual([1, 10, true]);
    expect(outcome(match('الاسكندريه', 'سموحه'))).toEqual([4, 40, true]);
    expect(outcome(match('القـــاهرة', 'المَعَادِى'))).toEqual([1, 11, true]);
    expect(outcome(match('  الجيزة ', '٦ اكتوبر'))).toEqual([2, 21, true]);
    expect(outcome(match('الجيزة', 'السادس من أكتوبر'))).toEqual([2, 21, true]);
  });

  it('reads English and Franco-Arabic transliterations', () => {
    expect(outcome(match('cairo', 'madinet nasr'))).toEqual([1, 10, true]);
    expect(outcome(match('KAIRO', 'el ma3adi'))).toEqual([1, 11, true]);
    expect(outcome(match('gizeh', 'el mohandiseen'))).toEqual([2, 22, true]);
    expect(outcome(match('Cairo', 'misr el gedida'))).toEqual([1, 13, true]);
    expect(outcome(match('alex', 'sidi gabr'))).toEqual([4, 41, true]);
  });

  it('forgives a typo, with a score below 1', () => {
    const m = match('الجيزة', 'المهندسن');
    expect(outcome(m)).toEqual([2, 22, true]);
    expect(m.score).toBeLessThan(1);
    expect(outcome(match('Dakahlia', 'mansora'))).toEqual([3, 31, true]);
  });

  it('finds the area among extra words in the cell (a street, a sub-district)', () => {
    expect(outcome(match('القاهرة', 'مدينة نصر - الحي العاشر'))).toEqual([1, 10, true]);
    expect(outcome(match('Cairo', 'Maadi, street 9'))).toEqual([1, 11, true]);
  });
});

describe('createGeoMatcher: which governorate', () => {
  it('lets a distinctive area name the governorate when the governorate cell is empty or "Egypt"', () => {
    expect(outcome(match('', 'مدينة نصر'))).toEqual([1, 10, true]);
    expect(outcome(match('مصر', 'الدقي'))).toEqual([2, 20, true]);
    expect(outcome(match('Egypt', 'Smouha'))).toEqual([4, 40, true]);
  });

  it('does not guess between two governorates that share an area name', () => {
    const m = match('', 'المطرية');
    expect(m.confident).toBe(false);
    expect(m.suggestions.map((s) => [s.governorateId, s.areaId])).toEqual(
      expect.arrayContaining([
        [1, 12],
        [3, 30],
      ]),
    );
    expect(outcome(match('الدقهلية', 'المطرية'))).toEqual([3, 30, true]);
    expect(outcome(match('القاهرة', 'المطرية'))).toEqual([1, 12, true]);
  });

  it('reads both names from one cell, either order, either cell', () => {
    expect(outcome(match('القاهرة - مدينة نصر', ''))).toEqual([1, 10, true]);
    expect(outcome(match('', 'Maadi, Cairo'))).toEqual([1, 11, true]);
    expect(outcome(match('القاهرة', 'مدينة نصر - القاهرة'))).toEqual([1, 10, true]);
  });

  it('reads swapped cells, and a city written in the governorate cell', () => {
    expect(outcome(match('سموحة', 'الإسكندرية'))).toEqual([4, 40, true]);
    expect(outcome(match('المنصورة', ''))).toEqual([3, 31, true]);
  });

  it('when the governorate and the area disagree, guesses the area but is not confident', () => {
    const m = match('Cairo', 'Dokki');
    expect(outcome(m)).toEqual([2, 20, false]);
    expect(m.score).toBeLessThan(0.8);
  });

  it('never confidently follows an area whose governorate text it cannot read', () => {
    expect(outcome(match('الخرطوم', 'الدقي'))).toEqual([2, 20, false]);
  });

  it('returns the governorate alone when only it is given, and flags an area it does not know', () => {
    expect(match('الجيزة', '')).toMatchObject({ governorateId: 2, areaId: null, score: 1, confident: true });
    expect(match('الجيزة', 'شارع لا نعرفه')).toMatchObject({
      governorateId: 2,
      areaId: null,
      confident: false,
    });
  });

  it('is not confident about nonsense, and returns nothing for empty cells', () => {
    expect(match('asdf', 'qwer').confident).toBe(false);
    expect(match('Dubai', 'Marina').confident).toBe(false);
    expect(match('', '')).toEqual({
      governorateId: null,
      areaId: null,
      score: 0,
      confident: false,
      suggestions: [],
    });
  });
});

describe('createGeoMatcher: results', () => {
  it('gives at most 5 suggestions, best first, with both names', () => {
    const m = match('Cairo', 'xyz nasr');
    expect(m.suggestions.length).toBeLessThanOrEqual(5);
    const scores = m.suggestions.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(match('Giza', 'Dokki').suggestions[0]).toEqual({
      governorateId: 2,
      areaId: 20,
      score: 1,
      governorateAr: 'الجيزة',
      governorateEn: 'Giza',
      areaAr: 'الدقي',
      areaEn: 'Dokki',
    });
  });

  it('uses the threshold option for confidence', () => {
    expect(match('الجيزة', 'المهندسن').confident).toBe(true);
    const strict = createGeoMatcher(reference, { threshold: 0.99 });
    expect(strict.match({ government: 'الجيزة', area: 'المهندسن' }).confident).toBe(false);
    expect(strict.match({ government: 'الجيزة', area: 'المهندسين' }).confident).toBe(true);
  });

  it('caches per distinct input: the same (frozen) result object for the same cells', () => {
    const first = match('Alex', 'Smoha');
    expect(match('Alex', 'Smoha')).toBe(first);
    expect(match('ALEX ', 'smoha')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('tolerates cells that are not strings (a loosely typed sheet parser)', () => {
    const loose = matcher.match({ government: null, area: 15 } as unknown as {
      government: string;
      area: string;
    });
    expect(loose.confident).toBe(false);
  });
});

describe('createGeoMatcher on the seed reference', () => {
  const seed = seedGeoReference();
  const seeded = createGeoMatcher(seed);

  it('matches every governorate name and alias to its governorate, confidently', () => {
    for (const g of seed.governorates)
      for (const name of [g.nameAr, g.nameEn, ...g.aliases]) {
        const m = seeded.match({ government: name, area: '' });
        expect([m.governorateId, m.confident], name).toEqual([g.id, true]);
      }
  });

  it('matches every area name and alias within its governorate confidently, and alone never wrongly', () => {
    for (const a of seed.areas) {
      const g = seed.governorates.find((x) => x.id === a.governorateId);
      for (const name of [a.nameAr, a.nameEn, ...a.aliases]) {
        for (const government of [g?.nameAr ?? '', g?.nameEn ?? '']) {
          const m = seeded.match({ government, area: name });
          expect([m.areaId, m.confident], `${government} / ${name}`).toEqual([a.id, true]);
        }
        const alone = seeded.match({ government: '', area: name });
        if (alone.confident) expect(alone.areaId, name).toBe(a.id);
      }
    }
  });

  it('has no governorate name or alias that, normalised, names two governorates', () => {
    const owner = new Map<string, string>();
    for (const g of seed.governorates)
      for (const key of new Set([g.nameAr, g.nameEn, ...g.aliases].map(normalizeGeoText))) {
        expect(owner.get(key), `"${key}" names ${owner.get(key)} and ${g.nameEn}`).toBeUndefined();
        owner.set(key, g.nameEn);
      }
  });
});
