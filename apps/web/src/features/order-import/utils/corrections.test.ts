import type { GeoChoice, UnpredictedGeo } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildCorrections,
  chooseGovernment,
  initialChoice,
  initialChoices,
  optionsOf,
  resolveChoice,
  rowErrorsOf,
  suggestionKey,
  switchToOther,
} from './corrections';

const place = (government_id: number, area_id: number | null, score = 0.8): GeoChoice => ({
  government_id,
  area_id,
  government: `g${government_id}`,
  area: area_id === null ? null : `a${area_id}`,
  score,
});

const geo = (row: number, best: GeoChoice | null, suggestions: GeoChoice[] = []): UnpredictedGeo => ({
  row,
  government_text: 'الجيزه',
  area_text: 'الهرم',
  best,
  suggestions,
});

describe('correction table rules', () => {
  it('offers the best first, then the other suggestions, without repeats or governorate-only places', () => {
    const row = geo(2, place(1, 10, 0.9), [place(1, 10, 0.9), place(1, 11), place(2, null), place(3, 30)]);
    expect(optionsOf(row).map(suggestionKey)).toEqual(['1:10', '1:11', '3:30']);
  });

  it('preselects the best suggestion', () => {
    expect(initialChoice(geo(2, place(1, 10)))).toEqual({ kind: 'suggestion', key: '1:10' });
  });

  it('with a governorate-only best, preselects the governorate and waits for an area', () => {
    expect(initialChoice(geo(2, place(4, null)))).toEqual({ kind: 'other', government_id: 4, area_id: null });
  });

  it('without a best, nothing is chosen', () => {
    expect(initialChoice(geo(2, null, [place(1, 10)]))).toEqual({ kind: 'unset' });
  });

  it('builds the corrections body in row order, from suggestions and free choices', () => {
    const geos = [geo(7, null, [place(5, 50)]), geo(3, place(1, 10), [place(1, 11)])];
    const choices = {
      ...initialChoices(geos),
      3: { kind: 'suggestion' as const, key: '1:11' },
      7: { kind: 'other' as const, government_id: 9, area_id: 90 },
    };
    expect(buildCorrections(geos, choices)).toEqual({
      corrections: [
        { row: 3, government_id: 1, area_id: 11 },
        { row: 7, government_id: 9, area_id: 90 },
      ],
      missing: [],
    });
  });

  it('lists the rows still missing a governorate or an area', () => {
    const geos = [geo(2, place(1, 10)), geo(4, null), geo(6, place(3, null))];
    expect(buildCorrections(geos, initialChoices(geos))).toEqual({
      corrections: [{ row: 2, government_id: 1, area_id: 10 }],
      missing: [4, 6],
    });
  });

  it('a suggestion key that is not offered does not count', () => {
    expect(resolveChoice(geo(2, place(1, 10)), { kind: 'suggestion', key: '8:80' })).toBeNull();
  });

  it('choosing another governorate clears the area; choosing the same keeps it', () => {
    const chosen = { kind: 'other' as const, government_id: 1, area_id: 10 };
    expect(chooseGovernment(chosen, 2)).toEqual({ kind: 'other', government_id: 2, area_id: null });
    expect(chooseGovernment(chosen, 1)).toEqual(chosen);
    expect(chooseGovernment({ kind: 'unset' }, 5)).toEqual({
      kind: 'other',
      government_id: 5,
      area_id: null,
    });
  });

  it('switching to a free choice starts from the chosen suggestion', () => {
    const row = geo(2, place(1, 10), [place(3, 30)]);
    expect(switchToOther(row, { kind: 'suggestion', key: '3:30' })).toEqual({
      kind: 'other',
      government_id: 3,
      area_id: 30,
    });
    expect(switchToOther(geo(2, null), { kind: 'unset' })).toEqual({
      kind: 'other',
      government_id: null,
      area_id: null,
    });
  });

  it('maps the server field errors to their rows', () => {
    const sent = [
      { row: 3, government_id: 1, area_id: 11 },
      { row: 7, government_id: 9, area_id: 90 },
    ];
    expect(
      rowErrorsOf(
        {
          'row.3.area_id': ['المنطقة لا تتبع المحافظة'],
          'corrections.1.government_id': ['محافظة غير معروفة'],
          import_id: ['x'],
        },
        sent,
      ),
    ).toEqual({ 3: 'المنطقة لا تتبع المحافظة', 7: 'محافظة غير معروفة' });
  });
});
