import { randomBytes } from 'node:crypto';
import { importColumnsMissingSchema } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders';
import { createAccount } from './support/factories';
import { useTestApp } from './support/harness';
import { postFile, xlsxOf } from './support/xlsx';

/**
 * Issue 39.6, decision 070: a sheet whose headers the smart upload does not recognise answers 422 with
 * what the mapping step needs; the merchant maps each column once, and the next sheet with the same
 * headers is read with that mapping, for that merchant only.
 */
const t = useTestApp();
const smart = '/api/client/order/add-excelsheet/smart';

// A courier's own export: no header the upload knows for the receiver, phone, address or amount.
const header = ['Consignee full', 'Mob. no', 'Drop point', 'Goods', 'Collect EGP', 'Ref'];
const sheet = async () =>
  xlsxOf(header, [
    [
      'Mona Adel',
      '01012345678',
      '12 شارع عباس العقاد، مدينة نصر، القاهرة',
      'Shoes',
      250,
      `R-${randomBytes(4).toString('hex')}`,
    ],
  ]);
const mapping = {
  'Consignee full': 'receiver',
  'Mob. no': 'phone1',
  'Drop point': 'address',
  Goods: 'contentOrder',
  'Collect EGP': 'collectedAmount',
  Ref: '',
};

async function merchant() {
  const account = await createAccount(t.database.db);
  return { ...account, token: await t.tokenFor(account.email) };
}

describe('column mapping for unrecognised headers (smart upload)', () => {
  it('asks for a mapping, reads the sheet with it, and remembers it for the same headers', async () => {
    const m = await merchant();
    const refused = await postFile(t, smart, await sheet(), { token: m.token, lang: 'en' });
    expect(refused.status, refused.raw.body).toBe(422);
    expect(refused.body.code).toBe('IMPORT_COLUMNS_MISSING');
    const step = importColumnsMissingSchema.parse(refused.body);
    expect(step.headers).toEqual(header);
    expect(step.read_as).toEqual(['', '', '', '', '', '']);
    expect(step.missing).toEqual(['receiver', 'phone1', 'address', 'contentOrder', 'collectedAmount']);
    expect(step.fields.find((f) => f.field === 'receiver')).toEqual({
      field: 'receiver',
      label: expect.any(String),
      required: true,
    });

    // An incomplete mapping is refused the same way, with what was read.
    const partial = await postFile(t, smart, await sheet(), {
      token: m.token,
      lang: 'en',
      fields: { columns: JSON.stringify({ 'Consignee full': 'receiver' }) },
    });
    expect(partial.status).toBe(422);
    expect(importColumnsMissingSchema.parse(partial.body).read_as[0]).toBe('receiver');
    const bad = await postFile(t, smart, await sheet(), {
      token: m.token,
      fields: { columns: JSON.stringify({ 'Consignee full': 'salary' }) },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('columns');

    const mapped = await postFile(t, smart, await sheet(), {
      token: m.token,
      lang: 'en',
      fields: { columns: JSON.stringify(mapping) },
    });
    expect(mapped.status, mapped.raw.body).toBe(200);
    const [created] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.importId, mapped.body.import_id as number));
    expect(created).toMatchObject({
      receiver: 'Mona Adel',
      phone1: '01012345678',
      amountToBeCollected: '250.00',
    });

    // The next sheet with the same headers (spelt loosely the same) needs no mapping.
    const again = await postFile(t, smart, await sheet(), { token: m.token });
    expect(again.status, again.raw.body).toBe(200);
    // Another merchant's mapping teaches nothing here.
    const other = await merchant();
    expect((await postFile(t, smart, await sheet(), { token: other.token })).status).toBe(422);
  });
});
