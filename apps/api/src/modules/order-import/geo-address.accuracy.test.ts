/**
 * Accuracy of the whole-address matcher on hand-written addresses: the small set of the first version
 * (test/fixtures/geo-addresses.ts) and the set of decision 054 (test/fixtures/geo-whole-addresses.ts).
 * Prints a one-line summary to quote and lists every miss. Confident-but-wrong must stay at 0: such an
 * order is saved without asking and the parcel goes to the wrong place. An address with no area (or two)
 * is right only when the matcher is unsure.
 */
import { describe, expect, it } from 'vitest';
import { addressSpellings, type AddressSpelling } from '../../../test/fixtures/geo-addresses';
import { seedGeoReference } from '../../../test/fixtures/geo-spellings';
import { wholeAddresses } from '../../../test/fixtures/geo-whole-addresses';
import { createAddressMatcher } from './geo-address';

const reference = seedGeoReference();
const govId = new Map(reference.governorates.map((g) => [g.nameEn, g.id]));
const areaId = new Map(reference.areas.map((a) => [`${a.governorateId}/${a.nameEn}`, a.id]));
const matcher = createAddressMatcher(reference);

function measure(set: AddressSpelling[]) {
  return set.map((s) => {
    const match = matcher.matchAddress(s.address);
    const gov = govId.get(s.expectGovernorate) ?? null;
    const area = s.expectArea === null ? null : (areaId.get(`${gov}/${s.expectArea}`) ?? -1);
    const pairRight = area !== null && match.governorateId === gov && match.areaId === area;
    const right = area === null ? !match.confident : match.confident && pairRight;
    return { s, match, area, right, confidentWrong: match.confident && !pairRight };
  });
}

function report(name: string, outcomes: ReturnType<typeof measure>) {
  const right = outcomes.filter((o) => o.right).length;
  const wrong = outcomes.filter((o) => o.confidentWrong);
  const misses = outcomes.filter((o) => !o.right);
  const placeable = outcomes.filter((o) => o.area !== null);
  console.info(
    `${name}: ${right}/${outcomes.length} right (${((100 * right) / outcomes.length).toFixed(1)} %), ` +
      `${placeable.filter((o) => o.right).length}/${placeable.length} placeable placed, ` +
      `${wrong.length} confident but wrong` +
      misses
        .map(
          (o) =>
            `\n  ${o.confidentWrong ? 'WRONG' : 'miss'}: ${o.s.address} → ` +
            `${o.match.suggestions[0]?.governorateEn ?? '—'}/${o.match.suggestions[0]?.areaEn ?? '—'} ${o.match.score}`,
        )
        .join(''),
  );
  return { rate: right / outcomes.length, wrong: wrong.map((o) => o.s.address) };
}

describe('whole-address matcher accuracy', () => {
  const first = measure(addressSpellings);
  const whole = measure(wholeAddresses);

  it('names only places of the reference', () => {
    expect([...first, ...whole].filter((o) => o.area === -1).map((o) => o.s.address)).toEqual([]);
  });

  it('is never confident and wrong, and finds most places (first set)', () => {
    const { rate, wrong } = report('whole addresses (first set)', first);
    expect(wrong).toEqual([]);
    expect(rate).toBeGreaterThanOrEqual(0.85);
  });

  it('is never confident and wrong, and places ≥ 95 % right (decision 054 set)', () => {
    const { rate, wrong } = report('whole addresses (decision 054 set)', whole);
    expect(wrong).toEqual([]);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });
});
