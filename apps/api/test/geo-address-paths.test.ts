import { describe, expect, it } from 'vitest';
import { createAddressMatcher } from '../src/modules/order-import/geo-address';
import { shopifyOrder } from '../src/modules/store-plugins/shopify-order';
import { seedGeoReference } from './fixtures/geo-spellings';
import { wholeAddresses } from './fixtures/geo-whole-addresses';

/**
 * Issue 39: the decision 054 set (682 whole addresses) read on both intake paths, as each path hands the
 * text to the matcher: the smart upload reads the address cell as written; the store intake reads
 * Shopify's mapping of the address (the line, then the country). Both must give ≥ 95 % confidently right,
 * 0 confidently wrong, and the same answer for every address. (order-import-addresses.test.ts sends a
 * sample through both HTTP paths and gets identical placements.)
 */
const reference = seedGeoReference();
const govId = new Map(reference.governorates.map((g) => [g.nameEn, g.id]));
const areaId = new Map(reference.areas.map((a) => [`${a.governorateId}/${a.nameEn}`, a.id]));
const matcher = createAddressMatcher(reference);

const paths = {
  'smart upload': (address: string) => address,
  'store intake': (address: string) =>
    shopifyOrder({ id: 1, shipping_address: { address1: address, country: 'Egypt' } })!.fields.address,
};

function measure(textOf: (address: string) => string) {
  return wholeAddresses.map((s) => {
    const match = matcher.matchAddress(textOf(s.address));
    const gov = govId.get(s.expectGovernorate) ?? null;
    const area = s.expectArea === null ? null : (areaId.get(`${gov}/${s.expectArea}`) ?? -1);
    const pairRight = area !== null && match.governorateId === gov && match.areaId === area;
    return {
      read: `${match.areaId}:${match.confident}`,
      right: area === null ? !match.confident : match.confident && pairRight,
      wrong: match.confident && !pairRight ? s.address : null,
    };
  });
}

describe('whole addresses on both intake paths (issue 39)', () => {
  const outcomes = Object.fromEntries(
    Object.entries(paths).map(([name, textOf]) => [name, measure(textOf)]),
  ) as Record<keyof typeof paths, ReturnType<typeof measure>>;

  for (const name of Object.keys(paths) as (keyof typeof paths)[]) {
    it(`${name}: ≥ 95 % confidently right, 0 confidently wrong`, () => {
      const set = outcomes[name];
      const right = set.filter((o) => o.right).length;
      console.info(
        `${name}: ${right}/${set.length} right (${((100 * right) / set.length).toFixed(1)} %), ` +
          `${set.filter((o) => o.wrong).length} confidently wrong`,
      );
      expect(set.map((o) => o.wrong).filter(Boolean)).toEqual([]);
      expect(right / set.length).toBeGreaterThanOrEqual(0.95);
    });
  }

  it('gives the same placement and confidence on both paths, address by address', () => {
    // "بنها، …، Egypt" was flagged by the store path while "بنها، …" was placed (9 Qalyubia addresses).
    expect(outcomes['store intake'].map((o) => o.read)).toEqual(outcomes['smart upload'].map((o) => o.read));
  });
});
