import { randomBytes } from 'node:crypto';
import { pendingImportsResponseSchema, smartImportResponseSchema } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areas } from '../src/db/schema/geo';
import { orderImportChunks } from '../src/db/schema/order-import-chunks';
import { orderImports, orders } from '../src/db/schema/orders';
import { readFileSync } from 'node:fs';
import { signBody } from '../src/modules/store-plugins/store-signature';
import { wholeAddresses } from './fixtures/geo-whole-addresses';
import { createAccount } from './support/factories';
import { useTestApp } from './support/harness';
import { unlockApiPage } from './support/merchant-api';
import { postFile, xlsxOf } from './support/xlsx';

/** Whole-address sheets as stores export them, and the waiting list they may end in (decision 054). */

const t = useTestApp();
const smart = '/api/client/order/add-excelsheet/smart';
const pendingUrl = '/api/client/order/add-excelsheet/pending';

const areaOf = async (nameEn: string) =>
  (await t.database.db.select().from(areas).where(eq(areas.nameEn, nameEn)))[0]!;

async function freshMerchant() {
  const account = await createAccount(t.database.db);
  return { ...account, token: await t.tokenFor(account.email) };
}

describe('smart upload of a store export', () => {
  // Each header row as a store (or a merchant's own Excel) names its columns; none names a governorate.
  const exports: [string, string[]][] = [
    [
      'Shopify',
      [
        'Name',
        'Shipping Name',
        'Shipping Phone',
        'Shipping Address1',
        'Shipping City',
        'Lineitem name',
        'Total',
      ],
    ],
    [
      'WooCommerce',
      [
        'Order Number',
        'Shipping First Name',
        'Billing Phone',
        'Shipping Address 1',
        'Product Name',
        'Order Total',
      ],
    ],
    ['Salla', ['رقم الطلب', 'اسم العميل', 'رقم الجوال', 'عنوان الشحن', 'المنتجات', 'المجموع']],
    ['Zid', ['رقم الطلب', 'اسم العميل', 'جوال العميل', 'عنوان', 'المنتجات', 'اجمالي الطلب']],
    ['Excel', ['Customer Name', 'Mobile', 'Delivery address', 'Items', 'COD']],
    ['Excel street', ['Customer', 'Phone', 'Shipping Street', 'Description', 'Price']],
    ['Excel address1', ['Customer', 'Phone', 'Address1', 'Description', 'Price']],
    ['Excel customer address', ['Customer', 'Phone', 'Customer Address', 'Description', 'Price']],
  ];
  it.each(exports)('reads a %s export: the address column names the place', async (_store, header) => {
    const { token } = await freshMerchant();
    const salt = randomBytes(3).toString('hex');
    const cells = (address: string, i: number) =>
      header.map((h) => {
        if (/address|street|عنوان/i.test(h)) return address;
        if (/phone|mobile|جوال/i.test(h)) return '01012345678';
        if (/total|cod|price|مجموع|اجمالي/i.test(h)) return 150;
        if (/^(name|order number|رقم الطلب)$/i.test(h)) return `#${salt}${i}`;
        if (/city/i.test(h)) return 'Cairo';
        return `${h} ${i}`;
      });
    const file = await xlsxOf(header, [
      cells('12 ش مصطفى النحاس، مدينة نصر', 0),
      cells('Apt 4, 9 Road 233, Maadi', 1),
    ]);
    const res = await postFile(t, smart, file, { token, lang: 'en' });
    expect(res.status, res.raw.body).toBe(200);
    const body = smartImportResponseSchema.parse(res.body);
    expect(body.created).toBe(2);
    const made = await t.database.db
      .select({ areaId: orders.areaId, receiver: orders.receiver })
      .from(orders)
      .where(eq(orders.importId, body.import_id))
      .orderBy(orders.id);
    expect(made.map((o) => o.areaId)).toEqual([(await areaOf('Nasr City')).id, (await areaOf('Maadi')).id]);
    // Shopify's "Name" is the order number: the receiver comes from "Shipping Name".
    expect(made[0]!.receiver).not.toMatch(/^#/);
  });

  it('asks only for the address column, never for place columns, when none is there', async () => {
    const { token } = await freshMerchant();
    const file = await xlsxOf(['Receiver', 'Phone', 'Content', 'Amount'], [['A', '01012345678', 'x', 1]]);
    const res = await postFile(t, smart, file, { token, lang: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.error_msg).toBe('These columns are missing from the sheet: Address');
  });
});

describe('GET order/add-excelsheet/pending', () => {
  it('pages every waiting upload (page, perPage) and counts them all', async () => {
    const { token, clientId, userId } = await freshMerchant();
    const waiting = Array.from({ length: 55 }, (_, i) => ({
      clientId,
      userId,
      fileHash: `hash-${i}`,
      fileName: `file-${i}.xlsx`,
      kind: 'smart',
      state: 'pending_correction',
      rowCount: 1,
      pending: { rows: [], unpredicted: [{ row: 2, government_text: '', area_text: 'فيصل، الهرم' }] },
    }));
    await t.database.db.insert(orderImports).values(waiting);
    const seen = new Set<string>();
    for (const page of [1, 2, 3]) {
      const res = await t.call({ url: `${pendingUrl}?page=${page}&perPage=20`, token, lang: 'en' });
      expect(res.status, res.raw.body).toBe(200);
      const body = pendingImportsResponseSchema.parse(res.body);
      expect(body.feed_count).toBe(55);
      expect(body.feed).toHaveLength(page === 3 ? 15 : 20);
      for (const item of body.feed) seen.add(item.file_name);
    }
    expect(seen.size).toBe(55);
    expect(seen.has('file-0.xlsx')).toBe(true);
  });
});

describe('the two intake paths read an address alike', () => {
  const shopifyOrder = JSON.parse(
    readFileSync(new URL('./fixtures/shopify-order-created.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

  it('places a sample of the decision 054 set identically by smart upload and by store webhook', async () => {
    const { token } = await freshMerchant();
    const sample = wholeAddresses.filter((_, i) => i % 23 === 0).map((s) => s.address);

    // The smart upload: one sheet, an address column only. Confident rows carry their place, doubtful
    // ones none (created at once when all are confident, otherwise waiting with the rest).
    const salt = randomBytes(3).toString('hex');
    const sheet = await xlsxOf(
      ['Receiver', 'Phone', 'Address', 'Content', 'Amount', 'Invoice'],
      sample.map((address, i) => [`R ${i}`, '01012345678', address, 'Shoes', 100, `S-${salt}-${i}`]),
    );
    const upload = await postFile(t, smart, sheet, { token, lang: 'en' });
    expect([200, 202], upload.raw.body).toContain(upload.status);
    // The waiting rows are kept in chunks (decision 082).
    const chunks = await t.database.db
      .select({ rows: orderImportChunks.rows })
      .from(orderImportChunks)
      .where(eq(orderImportChunks.importId, upload.body.import_id));
    const rows = chunks.flatMap((c) => c.rows as { row: number; area: number | null }[]);
    const bySheet = sample.map((_, i) => rows.find((r) => r.row === i + 2)?.area ?? null);

    // The store: the same text as Shopify sends it (address line, then the country).
    await unlockApiPage(t, token);
    const made = await t.call({
      method: 'POST',
      url: '/api/client/link-with-plugins/connections',
      token,
      body: { platform: 'shopify', name: 'Shop' },
    });
    const connection = made.body.feed as { id: number; webhook_path: string };
    const secret = 'shpss_0123456789abcdef0123456789abcdef';
    await t.call({
      method: 'POST',
      url: `/api/client/link-with-plugins/connections/${connection.id}/secret`,
      token,
      body: { signing_secret: secret },
    });
    const byStore: (number | null)[] = [];
    for (const [i, address] of sample.entries()) {
      const body = {
        ...shopifyOrder,
        id: 7_000_000 + i,
        name: `#${7000 + i}`,
        shipping_address: {
          ...(shopifyOrder.shipping_address as object),
          address1: address,
          address2: '',
          city: '',
          province: '',
          country: 'Egypt',
        },
      };
      const raw = JSON.stringify(body);
      const res = await t.app.inject({
        method: 'POST',
        url: connection.webhook_path,
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': signBody(secret, raw) },
      });
      const outcome = res.json() as { outcome: string; orderId?: number };
      expect(['created', 'queued'], res.body).toContain(outcome.outcome);
      if (outcome.outcome === 'queued') byStore.push(null);
      else {
        const [order] = await t.database.db
          .select({ areaId: orders.areaId })
          .from(orders)
          .where(eq(orders.invoiceNumber, `#${7000 + i}`));
        byStore.push(order?.areaId ?? -1);
      }
    }
    expect(byStore).toEqual(bySheet);
    expect(bySheet.filter((a) => a !== null).length).toBeGreaterThan(sample.length / 2);
  });
});

describe("the merchant's own names for places (order/add-excelsheet/aliases)", () => {
  const aliasesUrl = '/api/client/order/add-excelsheet/aliases';
  const header = ['Receiver', 'Phone', 'Address', 'Content', 'Amount', 'Invoice'];
  const uploadOne = async (token: string, address: string) => {
    const invoice = `L-${randomBytes(4).toString('hex')}`;
    const file = await xlsxOf(header, [['Mona', '01012345678', address, 'Shoes', 100, invoice]]);
    return postFile(t, smart, file, { token, lang: 'en' });
  };
  const placedAreaOf = async (importId: number) =>
    (
      await t.database.db.select({ areaId: orders.areaId }).from(orders).where(eq(orders.importId, importId))
    ).map((o) => o.areaId);

  it('places a text the merchant corrected confidently next time, for them only, until they delete it', async () => {
    const merchant = await freshMerchant();
    const other = await freshMerchant();
    const address = 'بجوار مسجد الرحمن، كفر الجبل، عمارة 4';
    const first = await uploadOne(merchant.token, address);
    expect(first.status, first.raw.body).toBe(202);

    const haram = await areaOf('Haram');
    const corrected = await t.call({
      method: 'POST',
      url: '/api/client/order/add-excelsheet/correct',
      token: merchant.token,
      body: {
        import_id: first.body.import_id,
        corrections: [{ row: 2, government_id: haram.governorateId, area_id: haram.id }],
      },
    });
    expect(corrected.status, corrected.raw.body).toBe(200);

    const listed = await t.call({ url: aliasesUrl, token: merchant.token, lang: 'en' });
    expect(listed.status, listed.raw.body).toBe(200);
    expect(listed.body).toMatchObject({
      feed_count: 1,
      feed: [{ text: address, government: 'Giza', area: 'Haram', area_id: haram.id }],
    });

    // The same text (spaced and spelt a little differently) is now placed without asking.
    const again = await uploadOne(merchant.token, 'بجوار مسجد الرحمن ، كفر الجبل ، عماره 4');
    expect(again.status, again.raw.body).toBe(200);
    expect(await placedAreaOf(again.body.import_id)).toEqual([haram.id]);
    // Another merchant's corrections teach nothing here.
    expect((await uploadOne(other.token, address)).status).toBe(202);
    const othersList = await t.call({ url: aliasesUrl, token: other.token });
    expect(othersList.body.feed_count).toBe(0);

    const id = listed.body.feed[0].id as number;
    const foreign = await t.call({ method: 'POST', url: `${aliasesUrl}/${id}/delete`, token: other.token });
    expect(foreign.status).toBe(404);
    const deleted = await t.call({
      method: 'POST',
      url: `${aliasesUrl}/${id}/delete`,
      token: merchant.token,
    });
    expect(deleted.status, deleted.raw.body).toBe(200);
    expect((await uploadOne(merchant.token, address)).status).toBe(202);
  });

  it('applies a correction to the same text waiting in the merchant’s other uploads (decision 070)', async () => {
    const merchant = await freshMerchant();
    const address = 'بجوار مسجد الرحمن، كفر الجبل، عمارة 4';
    const first = await uploadOne(merchant.token, address);
    const second = await uploadOne(merchant.token, `${address} `);
    expect([first.status, second.status]).toEqual([202, 202]);
    const waiting = async () => {
      const res = await t.call({ url: pendingUrl, token: merchant.token, lang: 'en' });
      expect(res.status, res.raw.body).toBe(200);
      return res.body.feed as {
        import_id: number;
        unpredected_geos: { learnt?: true; best: { area_id: number } | null }[];
      }[];
    };
    expect((await waiting()).flatMap((u) => u.unpredected_geos.map((g) => g.learnt))).toEqual([
      undefined,
      undefined,
    ]);

    const place = await areaOf('Haram');
    const corrected = await t.call({
      method: 'POST',
      url: '/api/client/order/add-excelsheet/correct',
      token: merchant.token,
      body: {
        import_id: first.body.import_id,
        corrections: [{ row: 2, government_id: place.governorateId, area_id: place.id }],
      },
    });
    expect(corrected.status, corrected.raw.body).toBe(200);
    // The other upload still waits for the merchant's word, with their place preselected.
    const left = await waiting();
    expect(left.map((u) => u.import_id)).toEqual([second.body.import_id]);
    expect(left[0]!.unpredected_geos[0]).toMatchObject({
      learnt: true,
      best: { area_id: place.id, score: 1 },
    });
  });
});
