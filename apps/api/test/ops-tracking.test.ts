import {
  opsShipmentListResponseSchema,
  opsShipmentResponseSchema,
  trackingSchema,
  translate,
} from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount } from './support/factories';
import { useTestApp } from './support/harness';

/** Decision 020's amendment: staff fill the database tracking provider; merchants find it at once. */
const t = useTestApp();
const base = '/api/ops/international-shipments';

const search = (token: string, code: string, lang: 'ar' | 'en' = 'en') =>
  t.call({ url: `/api/client/order/international-search?code=${encodeURIComponent(code)}`, token, lang });

const shipment = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  carrier: 'Aramex',
  status: 'InTransit',
  origin: 'AE',
  destination: 'EG',
  ...extra,
});

const event = (time: string, extra: Record<string, unknown> = {}) => ({
  time,
  status: 'InTransit',
  description_ar: 'وصلت الشحنة إلى مركز الفرز',
  description_en: 'Arrived at the sorting centre',
  location: 'Dubai',
  ...extra,
});

describe('/api/ops/international-shipments', () => {
  it('staff add a shipment and events; the merchant finds it as a timeline, newest first, in its language', async () => {
    const token = await t.staffTokenFor('ops@demo.test');
    const code = `AX${Date.now()}`.slice(0, 20);
    const merchant = await t.tokenFor('merchant@demo.test');
    expect((await search(merchant, code)).status).toBe(404);

    const added = await t.call({
      method: 'POST',
      url: base,
      token,
      body: shipment(` ${code.toLowerCase()} `),
    });
    expect(added.status, added.raw.body).toBe(200);
    const feed = opsShipmentResponseSchema.parse(added.body).feed;
    expect(feed).toMatchObject({ code, client_id: null, events_count: 0, last_event_at: null, events: [] });

    const first = await t.call({
      method: 'POST',
      url: `${base}/${feed.id}/events`,
      token,
      body: event('2026-11-20T08:00:00Z'),
    });
    expect(first.status, first.raw.body).toBe(200);
    const second = await t.call({
      method: 'POST',
      url: `${base}/${feed.id}/events`,
      token,
      body: event('2026-11-22T09:30:00+02:00', {
        status: 'OutForDelivery',
        description_ar: 'خرجت للتسليم',
        description_en: 'Out for delivery',
        location: '',
      }),
    });
    const withEvents = opsShipmentResponseSchema.parse(second.body).feed;
    expect(withEvents.events_count).toBe(2);
    expect(withEvents.last_event_at).toBe('2026-11-22T07:30:00.000Z');
    expect(withEvents.events.map((e) => e.status)).toEqual(['OutForDelivery', 'InTransit']);
    expect(withEvents.events[0]!.location).toBeNull();

    const found = await search(merchant, code, 'en');
    expect(found.status, found.raw.body).toBe(200);
    const [tracking] = found.body.Tracking.map((x: unknown) => trackingSchema.parse(x));
    expect(tracking).toMatchObject({ code, carrier: 'Aramex', status: 'InTransit', origin: 'AE' });
    expect(tracking.events.map((e: { description: string }) => e.description)).toEqual([
      'Out for delivery',
      'Arrived at the sorting centre',
    ]);
    const ar = await search(merchant, code, 'ar');
    expect(ar.body.Tracking[0].events[0].description).toBe('خرجت للتسليم');

    // Edit the shipment and an event, delete an event: the merchant sees each change.
    const edited = await t.call({
      method: 'PUT',
      url: `${base}/${feed.id}`,
      token,
      body: shipment(code, { status: 'Delivered', carrier: 'DHL' }),
    });
    expect(edited.status, edited.raw.body).toBe(200);
    const eventId = withEvents.events[1]!.id;
    const editedEvent = await t.call({
      method: 'PUT',
      url: `${base}/${feed.id}/events/${eventId}`,
      token,
      body: event('2026-11-20T08:00:00Z', { description_en: 'Sorted in Dubai' }),
    });
    expect(editedEvent.body.feed.events[1].description_en).toBe('Sorted in Dubai');
    const removedEvent = await t.call({
      method: 'DELETE',
      url: `${base}/${feed.id}/events/${withEvents.events[0]!.id}`,
      token,
    });
    expect(removedEvent.body.feed.events_count).toBe(1);
    const after = (await search(merchant, code)).body.Tracking[0];
    expect(after).toMatchObject({ carrier: 'DHL', status: 'Delivered' });
    expect(after.events.map((e: { description: string }) => e.description)).toEqual(['Sorted in Dubai']);

    // The list finds it by a part of its code; delete takes it (and its events) away from the merchant.
    const list = await t.call({ url: `${base}?search=${code.slice(2, 12)}`, token });
    expect(opsShipmentListResponseSchema.parse(list.body).feed.map((s) => s.id)).toEqual([feed.id]);
    expect(list.body.feed_count).toBe(1);
    expect((await t.call({ method: 'DELETE', url: `${base}/${feed.id}`, token })).status).toBe(200);
    expect((await search(merchant, code)).status).toBe(404);
    expect((await t.call({ url: `${base}/${feed.id}`, token })).status).toBe(404);
  });

  it('binds a shipment to one client: that client finds it, another gets 404', async () => {
    const token = await t.staffTokenFor('admin@demo.test');
    const owner = await createAccount(t.database.db);
    const other = await createAccount(t.database.db);
    const code = `PRV-${owner.clientId}-${Date.now() % 100000}`;
    const added = await t.call({
      method: 'POST',
      url: base,
      token,
      body: shipment(code, { client_id: String(owner.clientId) }),
    });
    expect(added.status, added.raw.body).toBe(200);
    expect(added.body.feed.client_id).toBe(owner.clientId);
    await t.call({
      method: 'POST',
      url: `${base}/${added.body.feed.id}/events`,
      token,
      body: event('2026-11-01T10:00:00Z'),
    });
    expect((await search(await t.tokenFor(owner.email), code)).status).toBe(200);
    expect((await search(await t.tokenFor(other.email), code)).status).toBe(404);
  });

  it('answers field errors, 409 for a taken code, 404 for unknown ids, and admits ops and admin only', async () => {
    const token = await t.staffTokenFor('ops@demo.test');
    const bad = await t.call({
      method: 'POST',
      url: base,
      token,
      lang: 'ar',
      body: { code: 'AB', carrier: '', status: 'x', client_id: 999999999 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.code).toEqual([translate('tracking.codeShort', 'ar')]);
    expect(bad.body.errors.carrier).toEqual([translate('validation.required', 'ar')]);

    const noClient = await t.call({
      method: 'POST',
      url: base,
      token,
      lang: 'en',
      body: shipment('NOCLIENT1', { client_id: 999999999 }),
    });
    expect(noClient.status).toBe(422);
    expect(noClient.body.errors.client_id).toEqual([translate('tracking.noSuchClient', 'en')]);

    const code = `DUP${Date.now()}`.slice(0, 18);
    const a = await t.call({ method: 'POST', url: base, token, body: shipment(code) });
    expect(a.status).toBe(200);
    const taken = await t.call({
      method: 'POST',
      url: base,
      token,
      lang: 'en',
      body: shipment(code.toLowerCase()),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.code).toEqual([translate('tracking.codeTaken', 'en')]);
    const b = await t.call({ method: 'POST', url: base, token, body: shipment(`${code}B`) });
    const renamed = await t.call({
      method: 'PUT',
      url: `${base}/${b.body.feed.id}`,
      token,
      body: shipment(code),
    });
    expect(renamed.status).toBe(409);

    const badEvent = await t.call({
      method: 'POST',
      url: `${base}/${a.body.feed.id}/events`,
      token,
      lang: 'en',
      body: event('yesterday', { description_ar: '' }),
    });
    expect(badEvent.status).toBe(422);
    expect(badEvent.body.errors.time).toEqual([translate('validation.date', 'en')]);
    expect(badEvent.body.errors.description_ar).toEqual([translate('validation.required', 'en')]);

    expect(
      (await t.call({ method: 'PUT', url: `${base}/999999`, token, body: shipment('NONE12345') })).status,
    ).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${base}/999999`, token })).status).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `${base}/999999/events`,
          token,
          body: event('2026-11-01T10:00:00Z'),
        })
      ).status,
    ).toBe(404);
    // An event of another shipment is not this one's.
    const own = await t.call({
      method: 'POST',
      url: `${base}/${b.body.feed.id}/events`,
      token,
      body: event('2026-11-01T10:00:00Z'),
    });
    const foreignEvent = own.body.feed.events[0].id;
    expect(
      (await t.call({ method: 'DELETE', url: `${base}/${a.body.feed.id}/events/${foreignEvent}`, token }))
        .status,
    ).toBe(404);

    const support = await t.staffTokenFor('support@demo.test');
    expect((await t.call({ url: base, token: support })).status).toBe(403);
    expect((await t.call({ url: base, token: await t.tokenFor('merchant@demo.test') })).status).toBe(401);
  });
});
