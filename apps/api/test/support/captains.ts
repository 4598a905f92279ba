import { expect } from 'vitest';
import { branches } from '../../src/db/schema/ops';
import type { TestContext } from './harness';

let serial = 0;

/**
 * A captain added through the staff desk (`POST /api/ops/captains`, decision 058) by `admin`'s token, in
 * the first branch, with a phone and national id no other test uses; its id.
 */
export async function newCaptain(t: TestContext, admin: string): Promise<number> {
  serial += 1;
  const [branch] = await t.database.db.select({ id: branches.id }).from(branches).limit(1);
  const n = String(Date.now() % 1_000_000).padStart(6, '0') + String(serial).padStart(2, '0');
  const res = await t.call({
    method: 'POST',
    url: '/api/ops/captains',
    token: admin,
    body: {
      name: `كابتن الاختبار ${serial}`,
      phone: `01${serial % 2 === 0 ? '1' : '2'}${n}`,
      national_id: `29${8 + (serial % 2)}${n}456`,
      branch_id: branch!.id,
    },
  });
  expect(res.status, res.raw.body).toBe(200);
  return res.body.feed.id as number;
}
