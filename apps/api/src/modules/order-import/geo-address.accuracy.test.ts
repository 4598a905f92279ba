/**
 * Accuracy of the whole-address matcher on hand-written addresses (test/fixtures/geo-addresses.ts). Prints
 * a one-line summary to quote and lists every miss. Confident-but-wrong must stay at 0: such an order is
 * saved without asking and the parcel goes to the wrong place. An address with no area (or two) is right
 * only when the matcher is unsure.
 */
import { describe, expect, it } from 'vitest';
import { addressSpellings } from '../../../test/fixtures/geo-addresses';
import { seedGeoReference } from '../../../test/fixtures/geo-spellings';
import { createAddressMatcher } from './geo-address';

const reference = seedGeoReference();
const govId = new Map(reference.governorates.map((g) => [g.nameEn, g.id]));
const areaId = new Map(reference.areas.map((a) => [`${a.governorateId}/${a.nameEn}`, a.id]));
const matcher = createAddressMatcher(reference);

describe('whole-address matcher accuracy', () => {
  const outcomes = addressSpellings.map((s) => {
    const match = matcher.matchAddress(s.address);
    const gov = govId.get(s.expectGovernorate) ?? null;
    const area = s.expectArea === null ? null : (areaId.get(`${gov}/${s.expectArea}`) ?? -1);
    const pairRight = area !== null && match.governorateId === gov && match.areaId === area;
    const right = area === null ? !match.confident : match.confident && pairRight;
    return { s, match, area, right, confidentWrong: match.confident && !pairRight };
  });

  it('names only places of the reference', () => {
    expect(outcomes.filter((o) => o.area === -1).map((o) => o.s.address)).toEqual([]);
  });

  it('is never confident and wrong, and finds most places', () => {
    const right = outcomes.filter((o) => o.right).length;
    const wrong = outcomes.filter((o) => o.confidentWrong);
    const misses = outcomes.filter((o) => !o.right);
    console.info(
      `whole addresses: ${right}/${outcomes.length} right, ${wrong.length} confident but wrong` +
        misses
          .map((o) => `\n  miss: ${o.s.address} → ${o.match.suggestions[0]?.areaEn ?? '—'} ${o.match.score}`)
          .join(''),
    );
    expect(wrong.map((o) => o.s.address)).toEqual([]);
    expect(right / outcomes.length).toBeGreaterThanOrEqual(0.85);
  });
});
