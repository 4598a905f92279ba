import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createOrder } from './support/factories';
import { useFakeS3 } from './support/fake-s3';
import { useTestApp } from './support/harness';
import { fields, samples, sendParts, type Part } from './support/multipart';

// Attachments in an S3-compatible bucket (FILES_S3_*): what the disk store does, through signed requests.
const s3 = useFakeS3();
const t = useTestApp({ env: s3.env });
// A second app whose requests the bucket refuses: signed with a secret the bucket does not know.
const wrongSecret = useFakeS3('not-the-configured-secret');
const refusedApp = useTestApp({ env: wrongSecret.env });

const { pdf } = samples;
let png: Buffer; // a real image, so it gets a thumbnail
beforeAll(async () => {
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
});

async function complaint(app: typeof t, files: Part[]) {
  const account = await createAccount(app.database.db);
  const token = await app.tokenFor(account.email);
  const order = await createOrder(app.database.db, account.clientId);
  const res = await sendParts(
    app.app,
    '/api/client/ticket/create',
    token,
    [
      ...fields({
        type: 1,
        entity_id: order.id,
        complaint_type_id: 1,
        complaint_type_title_id: 12,
        description: 'صورة الطرد التالف',
      }),
      ...files,
    ],
    'en',
  );
  return { res, token };
}

const ticketsOf = async (app: typeof t, token: string) =>
  (await app.call({ url: '/api/client/ticket/get', token })).body.feed.total as number;

describe('attachments in an S3-compatible bucket', () => {
  it('stores each file and thumbnail as a signed object and serves them behind the tenant check', async () => {
    const { res, token } = await complaint(t, [
      { name: 'image[]', file: png, filename: 'photo.png' },
      { name: 'image[]', file: pdf, filename: 'invoice.pdf' },
    ]);
    expect(res.status).toBe(200);
    const [image, document] = res.body.feed.images;
    // the PNG, its WebP thumbnail and the PDF; every request passed the signature check
    expect(s3.objects.size).toBe(3);
    expect(s3.refused).toEqual([]);
    expect([...s3.objects.values()].some((bytes) => bytes.equals(pdf))).toBe(true);

    const own = await t.call({ url: `/api/client/${image.url}`, token });
    expect(own.status).toBe(200);
    expect(own.raw.rawPayload.equals(png)).toBe(true);
    const thumb = await t.call({ url: `/api/client/${image.thumb_url}`, token });
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.raw.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await t.call({ url: `/api/client/${document.url}`, token })).raw.rawPayload.equals(pdf)).toBe(
      true,
    );

    const stranger = await t.tokenFor((await createAccount(t.database.db)).email);
    expect((await t.call({ url: `/api/client/${image.url}`, token: stranger })).status).toBe(404);

    // An object gone from the bucket is a 404, not a server error.
    s3.objects.clear();
    expect((await t.call({ url: `/api/client/${image.url}`, token })).status).toBe(404);
  });

  it('keeps nothing when the bucket fails in the middle of a message: the objects already written are removed', async () => {
    s3.objects.clear();
    s3.failPut(3); // the PNG and its thumbnail are written, the PDF fails
    const { res, token } = await complaint(t, [
      { name: 'image[]', file: png, filename: 'photo.png' },
      { name: 'image[]', file: pdf, filename: 'invoice.pdf' },
    ]);
    expect(res.status).toBe(500);
    expect(res.body.success).toBe(0);
    expect(s3.objects.size).toBe(0);
    expect(await ticketsOf(t, token)).toBe(0);
  });

  it('fails a message whose requests the bucket refuses (wrong secret) and records nothing', async () => {
    const { res, token } = await complaint(refusedApp, [{ name: 'image[]', file: pdf, filename: 'a.pdf' }]);
    expect(res.status).toBe(500);
    expect(wrongSecret.refused.length).toBeGreaterThan(0);
    expect(wrongSecret.objects.size).toBe(0);
    expect(await ticketsOf(refusedApp, token)).toBe(0);
  });
});
