import {
  apiOrderDetailsResponseSchema,
  orderDetailsResponseSchema,
  orderStatuses,
  reasonTypes,
} from '@courier/contracts';
import { and, eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveryAttempts } from '../src/db/schema/captain-app';
import { captains } from '../src/db/schema/ops';
import { storedFiles } from '../src/db/schema/support';
import { webhookEvents } from '../src/db/schema/webhooks';
import { demoCaptains } from '../src/db/seed/demo-captains';
import { demoPassword } from '../src/db/seed/seed';
import { createAccount, createOrder, firstReasonId } from './support/factories';
import { useTestApp } from './support/harness';
import { apiKeyFor, unlockApiPage } from './support/merchant-api';
import { multipart, samples, type Part } from './support/multipart';

// Decision 065: a photo or signature proof and a failed attempt's photo go through the files module
// (sniffed, stored, read back only by the order's merchant), and the merchant's order details, the v1
// order and the order.status_changed event carry `proof` and `last_attempts` in one shape.

const t = useTestApp({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } });
const db = () => t.database.db;
const merchantClient = 1;
const merchantEmail = 'merchant@demo.test';
const phone = demoCaptains[0]!.phone;

async function captainToken() {
  const res = await t.call({
    method: 'POST',
    url: '/api/captain/login',
    body: { phone, password: demoPassword },
  });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

async function givenToCaptain() {
  // Another order first: order ids run ahead of attempt ids, so an id compared with the wrong one shows.
  await createOrder(db(), merchantClient);
  const order = await createOrder(db(), merchantClient, {
    status: orderStatuses.underway,
    amountToBeCollected: '120.00',
  });
  const [captain] = await db().select({ id: captains.id }).from(captains).where(eq(captains.phone, phone));
  const moved = await t.call({
    method: 'POST',
    url: '/api/ops/orders/status',
    token: await t.staffTokenFor('ops@demo.test'),
    body: { codes: [order.code], status: 'with_captain', captain_id: captain!.id },
  });
  expect(moved.body.feed.updated).toEqual([order.code]);
  return order;
}

/** A captain action as the phone's queue sends one with an image: the JSON in `data`, the image in `file`. */
async function sendWithImage(token: string, url: string, body: unknown, file: Part | null, key: string) {
  const parts: Part[] = [{ name: 'data', value: JSON.stringify(body) }, ...(file ? [file] : [])];
  const { payload, contentType } = multipart(parts);
  const raw = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': contentType,
      'accept-language': 'en',
      'idempotency-key': key,
    },
    payload,
  });
  return { status: raw.statusCode, body: JSON.parse(raw.body) };
}

const png = (name = 'signature.png'): Part => ({
  name: 'file',
  file: samples.png,
  filename: name,
  type: 'image/png',
});
const jpeg: Part = { name: 'file', file: samples.jpeg, filename: 'door.jpg', type: 'image/jpeg' };

const attemptFiles = () =>
  db().select().from(storedFiles).where(eq(storedFiles.ownerKind, 'delivery_attempt'));

async function webhookOn() {
  const token = await t.tokenFor(merchantEmail);
  await unlockApiPage(t, token);
  const res = await t.call({
    method: 'POST',
    url: '/api/client/update-api',
    token,
    body: { api_url: 'http://127.0.0.1:9/hooks' },
  });
  expect(res.status).toBe(200);
}

const lastOrderEvent = async (code: string) => {
  const rows = await db()
    .select({ payload: webhookEvents.payload })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.clientId, merchantClient), eq(webhookEvents.type, 'order.status_changed')))
    .orderBy(webhookEvents.id);
  const events = rows.map((r) => r.payload as { data: Record<string, unknown> & { code: string } });
  return events.filter((e) => e.data.code === code).at(-1)!.data;
};

describe('delivery proof by signature or photo, and a failed attempt with a photo', () => {
  it('delivers with a signature: stored as a file the merchant alone reads, shown in the details, v1 and the webhook', async () => {
    await webhookOn();
    const token = await captainToken();
    const order = await givenToCaptain();
    const body = {
      collected_amount: '120.00',
      proof: { kind: 'signature' },
      position: { lat: 30.0444, lng: 31.2357 },
      at: '2026-01-01T10:00:00.000Z',
    };
    const res = await sendWithImage(token, `/api/captain/orders/${order.id}/deliver`, body, png(), 'sig-1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.feed.status).toBe('given');

    const [attempt] = await db()
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.orderId, order.id));
    expect(attempt).toMatchObject({ outcome: 'delivered', proofKind: 'signature', lat: 30.0444 });
    const [file] = (await attemptFiles()).filter((f) => f.ownerId === attempt!.id);
    expect(file).toMatchObject({ clientId: merchantClient, mime: 'image/png' });

    const merchant = await t.tokenFor(merchantEmail);
    const details = await t.call({
      method: 'POST',
      url: `/api/client/order/web-details?code=${order.code}`,
      token: merchant,
    });
    const proof = orderDetailsResponseSchema.parse(details.body).feed.proof;
    expect(proof).toMatchObject({
      kind: 'signature',
      at: '2026-01-01T10:00:00.000Z',
      position: { lat: 30.0444, lng: 31.2357 },
      file: { id: file!.id, mime: 'image/png', url: `files/${file!.id}` },
    });
    const download = await t.call({ url: `/api/client/${proof!.file!.url}`, token: merchant });
    expect(download.status).toBe(200);
    expect(download.raw.rawPayload.subarray(0, 4)).toEqual(samples.png.subarray(0, 4));

    // Another merchant: the file is not found, and neither is the order.
    const other = await createAccount(db());
    const otherToken = await t.tokenFor(other.email);
    expect((await t.call({ url: `/api/client/files/${file!.id}`, token: otherToken })).status).toBe(404);

    // The merchant API: the same proof in the order, and the file with the API key (another key: 404).
    const key = await apiKeyFor(t, merchantEmail);
    const v1 = await t.call({ url: `/api/v1/orders/${order.code}`, token: key, lang: 'en' });
    expect(apiOrderDetailsResponseSchema.parse(v1.body).feed.proof).toEqual(proof);
    expect((await t.call({ url: `/api/v1/files/${file!.id}`, token: key })).status).toBe(200);
    const otherKey = await apiKeyFor(t, other.email);
    expect((await t.call({ url: `/api/v1/files/${file!.id}`, token: otherKey })).status).toBe(404);

    // The webhook event written by the move itself carries the proof it made.
    const event = await lastOrderEvent(order.code);
    expect(event).toMatchObject({ status: 'given', proof, last_attempts: [] });
  });

  it('fails an attempt with a reason, a note and a photo once per key; the next event and answers list it', async () => {
    await webhookOn();
    const token = await captainToken();
    const order = await givenToCaptain();
    const body = { reason: 'closed', note: 'Shop shut at 3 pm', position: null };
    const url = `/api/captain/orders/${order.id}/fail`;
    const first = await sendWithImage(token, url, body, jpeg, 'fail-1');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = (await attemptFiles()).length;
    // The queue resends after a dropped answer: the first answer again, no second attempt nor file.
    const again = await sendWithImage(token, url, body, jpeg, 'fail-1');
    expect(again.body).toEqual(first.body);
    expect((await attemptFiles()).length).toBe(before);
    const attempts = await db().select().from(deliveryAttempts).where(eq(deliveryAttempts.orderId, order.id));
    expect(attempts).toHaveLength(1);

    const event = await lastOrderEvent(order.code);
    expect(event).toMatchObject({
      status: 'delayed',
      proof: null,
      last_attempts: [{ outcome: 'failed', reason: 'closed', note: 'Shop shut at 3 pm', position: null }],
    });
    const attempt = (event.last_attempts as Array<{ file: { mime: string; url: string } }>)[0]!;
    expect(attempt.file.mime).toBe('image/jpeg');

    const details = await t.call({
      method: 'POST',
      url: `/api/client/order/web-details?code=${order.code}`,
      token: await t.tokenFor(merchantEmail),
    });
    expect(orderDetailsResponseSchema.parse(details.body).feed.last_attempts).toEqual(event.last_attempts);
  });

  it('refuses a photo proof without its image, a code proof with one and a PDF, keeping no file', async () => {
    const token = await captainToken();
    const order = await givenToCaptain();
    const url = `/api/captain/orders/${order.id}/deliver`;
    const before = (await attemptFiles()).length;
    const photo = { collected_amount: '120.00', proof: { kind: 'photo' } };
    const missing = await sendWithImage(token, url, photo, null, 'p-1');
    expect([missing.status, missing.body.code]).toEqual([422, 'PROOF_FILE_REQUIRED']);
    const pdf: Part = { name: 'file', file: samples.pdf, filename: 'a.pdf', type: 'application/pdf' };
    const refused = await sendWithImage(token, url, photo, pdf, 'p-2');
    expect([refused.status, refused.body.code]).toEqual([415, 'PROOF_IMAGE_ONLY']);
    const code = { collected_amount: '120.00', proof: { kind: 'code', code: '000000' } };
    const withFile = await sendWithImage(token, url, code, png(), 'p-3');
    expect(withFile.status).toBe(422);
    expect((await attemptFiles()).length).toBe(before);
    const [row] = await db()
      .select({ status: deliveryAttempts.id })
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.orderId, order.id));
    expect(row).toBeUndefined();
  });

  it("deletes an attempt's photo, its row and bytes, with its order (archived), and keeps it until then", async () => {
    const token = await captainToken();
    const order = await givenToCaptain();
    const url = `/api/captain/orders/${order.id}/fail`;
    const failed = await sendWithImage(token, url, { reason: 'refused' }, jpeg, 'del-1');
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    const [attempt] = await db()
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.orderId, order.id));
    const [file] = (await attemptFiles()).filter((f) => f.ownerId === attempt!.id);
    const onDisk = (key: string) => join(t.config.DATA_DIR, 'files', key.slice(0, 2), key);
    expect(existsSync(onDisk(file!.storageKey))).toBe(true);
    const keys = [file!.storageKey, ...(file!.thumbKey ? [file!.thumbKey] : [])];
    for (const key of keys) expect(existsSync(onDisk(key))).toBe(true);

    const ops = await t.staffTokenFor('ops@demo.test');
    const reason_id = await firstReasonId(db(), reasonTypes.order_delay);
    const cancelled = await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      token: ops,
      body: { codes: [order.code], status: 'uncompleted', reason_id },
    });
    expect(cancelled.body.feed.updated).toEqual([order.code]);
    // Cancelled, not deleted: the merchant still reads the photo.
    const merchant = await t.tokenFor(merchantEmail);
    expect((await t.call({ url: `/api/client/files/${file!.id}`, token: merchant })).status).toBe(200);

    const archived = await t.call({
      method: 'POST',
      url: `/api/client/order/archive?id=${order.id}`,
      token: merchant,
    });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect((await attemptFiles()).filter((f) => f.ownerId === attempt!.id)).toEqual([]);
    for (const key of keys) expect(existsSync(onDisk(key))).toBe(false);
    expect((await t.call({ url: `/api/client/files/${file!.id}`, token: merchant })).status).toBe(404);
  });

  it("shows the desk an order's attempts and their photos through the orders desk's own file route", async () => {
    const token = await captainToken();
    const order = await givenToCaptain();
    const url = `/api/captain/orders/${order.id}/fail`;
    const failed = await sendWithImage(token, url, { reason: 'closed', note: 'Shut' }, jpeg, 'ops-1');
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    const ops = await t.staffTokenFor('ops@demo.test');
    const seen = await t.call({ url: `/api/ops/orders/attempts?code=${order.code}`, token: ops });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body.feed).toMatchObject({
      proof: null,
      last_attempts: [{ reason: 'closed', note: 'Shut', file: { mime: 'image/jpeg' } }],
    });
    const fileId = seen.body.feed.last_attempts[0].file.id as number;
    const image = await t.call({ url: `/api/ops/attempt-files/${fileId}`, token: ops });
    expect(image.status).toBe(200);
    expect(image.raw.headers['content-type']).toContain('image/jpeg');
    const withThumb = seen.body.feed.last_attempts[0].file.thumb_url !== null;
    expect((await t.call({ url: `/api/ops/attempt-files/${fileId}?thumb=1`, token: ops })).status).toBe(
      withThumb ? 200 : 404,
    );
    // Role and kind checks: the help desk has no orders desk, a client token no staff route, and the
    // orders desk reads no other kind of file (a ticket's attachment is 404 there).
    const support = await t.staffTokenFor('support@demo.test');
    expect((await t.call({ url: `/api/ops/attempt-files/${fileId}`, token: support })).status).toBe(403);
    const merchant = await t.tokenFor(merchantEmail);
    expect((await t.call({ url: `/api/ops/attempt-files/${fileId}`, token: merchant })).status).toBe(401);
    const [ticketFile] = await db()
      .insert(storedFiles)
      .values({
        clientId: merchantClient,
        ownerKind: 'ticket',
        ownerId: 1,
        storageKey: 'nothing.jpg',
        fileName: 'a.jpg',
        mime: 'image/jpeg',
        size: 1,
      })
      .returning({ id: storedFiles.id });
    expect((await t.call({ url: `/api/ops/attempt-files/${ticketFile!.id}`, token: ops })).status).toBe(404);
    expect((await t.call({ url: '/api/ops/orders/attempts?code=NOPE-1', token: ops })).status).toBe(404);
  });
});
