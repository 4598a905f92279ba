import type { GeoChoice, UnpredictedGeo } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildCorrections,
  chooseGovernment,
  initialChoice,
  initialChoices,
  optionsOf,
  resolveChoice,
  applyChoice,
  confidenceLine,
  namesGovernorate,
  rowErrorsOf,
  suggestionKey,
  switchToOther,
  twinsOf,
} from './corrections';

// Every place is in the governorate the rows name unless a test says otherwise.
const place = (
  government_id: number,
  area_id: number | null,
  score = 0.8,
  government = 'الجيزة',
): GeoChoice => ({
  government_id,
  area_id,
  government,
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

  it('never preselects a guess below the confidence line', () => {
    expect(initialChoice(geo(2, place(1, 10, confidenceLine - 0.01)))).toEqual({ kind: 'unset' });
    expect(initialChoice(geo(2, place(4, null, 0.5)))).toEqual({ kind: 'unset' });
  });

  it('never preselects a guess in a governorate the text does not name', () => {
    const address = (text: string, best: GeoChoice) => ({
      ...geo(2, best),
      government_text: '',
      area_text: text,
    });
    // A whole address naming no governorate: the merchant chooses even a strong guess.
    expect(initialChoice(address('12 ش عباس العقاد، مدينة نصر', place(1, 10, 0.95, 'القاهرة')))).toEqual({
      kind: 'unset',
    });
    // Another governorate than the one named.
    expect(initialChoice(address('ش الهرم، الجيزة', place(2, 20, 0.9, 'القاهرة')))).toEqual({
      kind: 'unset',
    });
    // Named with another spelling (ة/ه, the article, case) it is preselected.
    expect(initialChoice(address('ش الهرم - جيزه', place(1, 10, 0.9)))).toEqual({
      kind: 'suggestion',
      key: '1:10',
    });
    expect(namesGovernorate(address('Nasr City, CAIRO', place(1, 10)), 'Cairo')).toBe(true);
    expect(namesGovernorate(address('Cairo-Suez road', place(1, 10)), 'Suez')).toBe(true);
    expect(namesGovernorate(address('Nasr City', place(1, 10)), 'Cairo')).toBe(false);
  });

  it('preselects the place the merchant gave the same text in another upload (decision 070)', () => {
    const learnt = { ...geo(2, place(1, 10, 1, 'القاهرة')), area_text: 'عند الجامع', learnt: true as const };
    expect(initialChoice(learnt)).toEqual({ kind: 'suggestion', key: '1:10' });
    expect(initialChoice({ ...learnt, learnt: undefined })).toEqual({ kind: 'unset' });
  });

  it('one choice applies to every row with the same text, unless the merchant chooses them apart', () => {
    const twin = (row: number, area_text: string) => ({
      ...geo(row, null, [place(1, 10), place(1, 11)]),
      area_text,
    });
    const geos = [twin(2, 'الهرم'), twin(5, 'الهرم '), twin(6, 'فيصل'), twin(9, 'ٱلهَرم')];
    expect([...twinsOf(geos).values()]).toEqual([[2, 5, 9], [6]]);
    const choice = { kind: 'suggestion' as const, key: '1:11' };
    const all = applyChoice(geos, initialChoices(geos), 5, choice);
    expect(all).toEqual({ 2: choice, 5: choice, 6: { kind: 'unset' }, 9: choice });
    const key = [...twinsOf(geos).keys()][0]!;
    const one = applyChoice(geos, initialChoices(geos), 5, choice, new Set([key]));
    expect(one).toEqual({ 2: { kind: 'unset' }, 5: choice, 6: { kind: 'unset' }, 9: { kind: 'unset' } });
  });

  it('sends the fixed phone of a row queued for one, or the one the store sent', () => {
    const queued = {
      ...geo(1, null, [place(1, 10)]),
      fix: [{ field: 'phone1' as const, value: '12345', message: 'رقم غير صحيح' }],
    };
    const chosen = { 1: { kind: 'suggestion' as const, key: '1:10' } };
    expect(buildCorrections([queued], chosen, { 1: { phone1: ' 01012345678 ' } }).corrections).toEqual([
      { row: 1, government_id: 1, area_id: 10, phone1: '01012345678' },
    ]);
    expect(buildCorrections([queued], chosen).corrections[0]?.phone1).toBe('12345');
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
