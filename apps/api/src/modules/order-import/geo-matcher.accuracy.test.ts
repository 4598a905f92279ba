/**
 * Accuracy of the geo matcher on hand-written spellings (test/fixtures/geo-spellings.ts), built from the
 * seed reference without a database. Prints a one-line summary to quote, lists every miss, and asserts
 * floors. The number that matters most is confident-but-wrong: such a row is imported without asking and
 * the parcel goes to the wrong place.
 */
import { normalizeGeoText } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { geoSpellings, seedGeoReference, type GeoSpelling } from '../../../test/fixtures/geo-spellings';
import { createGeoMatcher, type GeoMatch, type GeoReference } from './geo-matcher';

const reference = seedGeoReference();
const govId = new Map(reference.governorates.map((g) => [g.nameEn, g.id]));
const areaId = new Map(reference.areas.map((a) => [`${a.governorateId}/${a.nameEn}`, a.id]));

/** Every name and alias of the reference, normalised: what a spelling would match by plain lookup. */
function knownKeys(ref: GeoReference): Set<string> {
  const keys = new Set<string>();
  for (const e of [...ref.governorates, ...ref.areas])
    for (const name of [e.nameAr, e.nameEn, ...e.aliases]) keys.add(normalizeGeoText(name));
  return keys;
}

/** A spelling the reference does not hold verbatim: some non-empty cell is not a normalised name/alias. */
function isNovel(s: GeoSpelling, keys: Set<string>): boolean {
  return [s.government, s.area].some((cell) => {
    const key = normalizeGeoText(cell);
    return key !== '' && !keys.has(key);
  });
}

type Kind = 'negative' | 'unknown-area' | 'governorate-only' | 'pair';

function kindOf(s: GeoSpelling): Kind {
  if (s.expectGovernorate === '') return 'negative';
  if (s.expectArea !== null) return 'pair';
  return normalizeGeoText(s.area) === '' ? 'governorate-only' : 'unknown-area';
}

interface Outcome {
  spelling: GeoSpelling;
  kind: Kind;
  match: GeoMatch;
  governorateRight: boolean;
  pairRight: boolean;
  confidentWrong: boolean;
  /** An expected name that is not in the reference (a typo in the fixture itself). */
  fixtureProblem: string | null;
}

function judge(spelling: GeoSpelling, match: GeoMatch): Outcome {
  const kind = kindOf(spelling);
  const expectedGov = govId.get(spelling.expectGovernorate) ?? null;
  const expectedArea =
    spelling.expectArea === null ? null : (areaId.get(`${expectedGov}/${spelling.expectArea}`) ?? -1);
  const fixtureProblem =
    kind !== 'negative' && expectedGov === null
      ? `no governorate ${spelling.expectGovernorate}`
      : expectedArea === -1
        ? `no area ${spelling.expectArea} in ${spelling.expectGovernorate}`
        : null;
  const governorateRight = kind !== 'negative' && match.governorateId === expectedGov;
  const pairRight = governorateRight && match.areaId === expectedArea;
  const confidentWrong = match.confident && !pairRight;
  return { spelling, kind, match, governorateRight, pairRight, confidentWrong, fixtureProblem };
}

function describeMiss(o: Outcome): string {
  const s = o.spelling;
  const top = o.match.suggestions[0];
  const got = top ? `${top.governorateEn} / ${top.areaEn ?? '—'}` : 'nothing';
  return `  [${o.kind}] ${JSON.stringify(s.government)} + ${JSON.stringify(s.area)} → ${got} (${o.match.score}${o.match.confident ? ', CONFIDENT' : ''}); expected ${s.expectGovernorate || '(none)'} / ${s.expectArea ?? '—'}`;
}

const percent = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)} %`;

describe('geo matcher accuracy on realistic spellings', () => {
  const matcher = createGeoMatcher(reference);
  const outcomes = geoSpellings.map((s) => judge(s, matcher.match(s)));
  const keys = knownKeys(reference);

  const positives = outcomes.filter((o) => o.kind !== 'negative');
  const pairs = outcomes.filter((o) => o.kind === 'pair');
  const unknowns = outcomes.filter((o) => o.kind === 'negative' || o.kind === 'unknown-area');
  const governoratesRight = positives.filter((o) => o.governorateRight).length;
  const pairsRight = pairs.filter((o) => o.pairRight && o.match.confident).length;
  const confidentWrong = outcomes.filter((o) => o.confidentWrong);
  const flagged = unknowns.filter((o) => !o.match.confident).length;
  const novel = geoSpellings.filter((s) => isNovel(s, keys)).length;

  const summary =
    `geo matcher: ${outcomes.length} spellings, governorate ${percent(governoratesRight, positives.length)}, ` +
    `area ${percent(pairsRight, pairs.length)}, confident-but-wrong ${confidentWrong.length}, ` +
    `unknown-correctly-flagged ${flagged}/${unknowns.length}, ${novel} not in aliases`;
  const misses = outcomes.filter(
    (o) =>
      o.confidentWrong ||
      (o.kind === 'pair' && !(o.pairRight && o.match.confident)) ||
      (o.kind !== 'negative' && !o.governorateRight) ||
      (o.kind === 'governorate-only' && !o.match.confident),
  );
  console.log([summary, ...(misses.length > 0 ? ['misses:', ...misses.map(describeMiss)] : [])].join('\n'));

  it('is a real test set: ≥ 300 spellings, every governorate ≥ 5 times, ≥ 150 not verbatim in the aliases', () => {
    expect(outcomes.flatMap((o) => o.fixtureProblem ?? [])).toEqual([]);
    expect(outcomes.length).toBeGreaterThanOrEqual(300);
    for (const g of reference.governorates)
      expect(
        geoSpellings.filter((s) => s.expectGovernorate === g.nameEn).length,
        g.nameEn,
      ).toBeGreaterThanOrEqual(5);
    expect(novel).toBeGreaterThanOrEqual(150);
    expect(outcomes.filter((o) => o.kind === 'negative').length).toBeGreaterThanOrEqual(20);
  });

  it('is almost never confident and wrong (≤ 1 % of the set)', () => {
    const list = confidentWrong.map(describeMiss).join('\n');
    expect(confidentWrong.length, list).toBeLessThanOrEqual(Math.floor(outcomes.length * 0.01));
  });

  it('finds the governorate of ≥ 97 % and the exact area, confidently, of ≥ 90 %', () => {
    expect(governoratesRight / positives.length).toBeGreaterThanOrEqual(0.97);
    expect(pairsRight / pairs.length).toBeGreaterThanOrEqual(0.9);
  });

  it('flags every nonsense row and every unknown area as not confident', () => {
    expect(unknowns.filter((o) => o.match.confident).map(describeMiss)).toEqual([]);
  });
});
// Its speed on 20,000 rows is a benchmark that prints figures: bench/geo-matcher.ts.
