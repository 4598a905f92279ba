import { orderStatuses } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../src/db/schema/support';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { samples, sendParts, type Part } from './support/multipart';

// Issue 38 §1: the merchant's logo, uploaded on its settings through the files module (an image by its
// bytes, at most 1 MB, redrawn as a small WebP), shown on its receivers' pages through a route keyed by
// the page's own token, removed on request.

const t = useTestApp();
const db = () => t.database.db;
const merchantClient = 1;

const image = async (width: number, height: number): Promise<Part> => ({
  name: 'file',
  filename: 'logo.png',
  type: 'image/png',
  file: await sharp({ create: { width, height, channels: 3, background: '#1c5bb8' } })
    .png()
    .toBuffer(),
});

async function tokenOf(clientId: number, merchantToken: string) {
  const order = await createOrder(db(), clientId, { status: orderStatuses.sent });
  const res = await t.call({ url: `/api/client/order/${order.code}/tracking-link`, token: merchantToken });
  expect(res.status, res.raw.body).toBe(200);
  return (res.body.feed.url as string).split('/t/')[1]!.split('?')[0]!;
}

const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.9.1.1' });

describe("the merchant's logo on the receivers' pages", () => {
  it('uploads, shows it on the tracking page through its token, replaces and removes it', async () => {
    const merchant = await t.tokenFor('merchant@demo.test');
    const token = await tokenOf(merchantClient, merchant);
    expect((await get(`/t/${token}`)).body).not.toContain('class="logo"');
    expect((await get(`/t/${token}/logo`)).statusCode).toBe(404);

    const up = await sendParts(t.app, '/api/client/receiver/logo', merchant, [await image(800, 400)]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.feed.logo_url).toMatch(/^files\/\d+$/);
    const seen = await t.call({ url: '/api/client/receiver/logo', token: merchant });
    expect(seen.body.feed.logo_url).toBe(up.body.feed.logo_url);

    const page = await get(`/t/${token}?lang=en`);
    expect(page.body).toContain(`<img class="logo" src="/t/${token}/logo" alt="" width="32" height="32">`);
    expect(page.body).not.toContain('<script');
    const logo = await get(`/t/${token}/logo`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(logo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 96, 48]);

    // A new upload replaces the old one: one logo row for the client.
    await sendParts(t.app, '/api/client/receiver/logo', merchant, [await image(50, 50)]);
    const rows = await db().select().from(storedFiles).where(eq(storedFiles.ownerKind, 'client_logo'));
    expect(rows.filter((r) => r.ownerId === merchantClient)).toHaveLength(1);

    const removed = await t.call({ method: 'DELETE', url: '/api/client/receiver/logo', token: merchant });
    expect(removed.status).toBe(200);
    expect(removed.body.feed.logo_url).toBeNull();
    expect((await get(`/t/${token}`)).body).not.toContain('class="logo"');
    expect((await get(`/t/${token}/logo`)).statusCode).toBe(404);
  });

  it("refuses what is not an image or too large, a sub-user, and never serves another merchant's logo", async () => {
    const merchant = await t.tokenFor('merchant@demo.test');
    const pdf: Part = { name: 'file', file: samples.pdf, filename: 'logo.png', type: 'image/png' };
    expect((await sendParts(t.app, '/api/client/receiver/logo', merchant, [pdf])).status).toBe(415);
    const big: Part = {
      name: 'file',
      filename: 'big.png',
      file: Buffer.concat([samples.png, Buffer.alloc(1024 * 1024)]),
    };
    expect((await sendParts(t.app, '/api/client/receiver/logo', merchant, [big])).status).toBe(413);
    const employee = await t.tokenFor('employee@demo.test');
    expect(
      (await sendParts(t.app, '/api/client/receiver/logo', employee, [await image(60, 60)])).status,
    ).toBe(403);

    // Merchant 1 has a logo; another merchant's token shows none and its logo route is 404.
    expect(
      (await sendParts(t.app, '/api/client/receiver/logo', merchant, [await image(60, 60)])).status,
    ).toBe(200);
    const other = await createAccount(db());
    const otherToken = await tokenOf(other.clientId, await t.tokenFor(other.email));
    expect((await get(`/t/${otherToken}`)).body).not.toContain('class="logo"');
    expect((await get(`/t/${otherToken}/logo`)).statusCode).toBe(404);
    expect((await get('/t/AAAAAAAAAAAAAAAAAAAAAA/logo')).statusCode).toBe(404);
  });
});
