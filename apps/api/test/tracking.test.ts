import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  trackingStatusKeyOf,
  trackingStatusKeys,
  trackingStatusLabelKey,
  translate,
} from '@courier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internationalShipmentEvents, internationalShipments } from '../src/db/schema/stock';
import { seedDemoStock } from '../src/db/seed/demo-stock';
import { createSeventeenTrackProvider } from '../src/modules/tracking/seventeen-track-provider';
import { createAccount } from './support/factories';
import { buildTestApp, useTestApp } from './support/harness';

/** Issue 9 "International tracking": the database provider, the 17TRACK provider on a local mock. */
const t = useTestApp();

const search = (token: string, code: string, lang: 'ar' | 'en' = 'ar') =>
  t.call({ url: `/api/client/order/international-search?code=${encodeURIComponent(code)}`, token, lang });

describe('order/international-search (database provider)', () => {
  it('answers the demo shipment as a Tracking list, newest event first, in the caller’s language', async () => {
    await seedDemoStock(t.database.db);
    const token = await t.tokenFor('merchant@demo.test');
    const en = await search(token, ' rr123456789cn ', 'en');
    expect(en.status).toBe(200);
    expect(en.body.Tracking).toHaveLength(1);
    const [tracking] = en.body.Tracking;
    expect(tracking).toMatchObject({ code: 'RR123456789CN', carrier: 'China Post', status: 'Delivered' });
    expect(tracking.events).toHaveLength(5);
    expect(tracking.events[0]).toMatchObject({
      status: 'Delivered',
      description: 'Delivered',
      location: 'Nasr City',
    });
    const times = tracking.events.map((e: { time: string }) => e.time);
    expect([...times].sort().reverse()).toEqual(times);
    const ar = await search(token, 'RR123456789CN', 'ar');
    expect(ar.body.Tracking[0].events[0].description).toBe('تم تسليم الشحنة');
    // The provider's words mapped to ours and translated (issue 41.8).
    expect(tracking).toMatchObject({ status_key: 'delivered', status_label: 'Delivered' });
    expect(ar.body.Tracking[0]).toMatchObject({ status_key: 'delivered', status_label: 'تم التسليم' });
    const transit = ar.body.Tracking[0].events.find((e: { status: string }) => e.status === 'InTransit');
    expect(transit).toMatchObject({ status_key: 'in_transit', status_label: 'في الطريق' });
  });

  it('maps every main status of 17TRACK, a sub-status, and an unknown word (issue 41.8)', () => {
    const main = {
      NotFound: 'not_found',
      InfoReceived: 'info_received',
      InTransit: 'in_transit',
      Expired: 'expired',
      AvailableForPickup: 'available_for_pickup',
      OutForDelivery: 'out_for_delivery',
      DeliveryFailure: 'delivery_failure',
      Delivered: 'delivered',
      Exception: 'exception',
      InTransit_Other: 'in_transit',
      Teleported: 'unknown',
    };
    for (const [word, key] of Object.entries(main)) expect(trackingStatusKeyOf(word), word).toBe(key);
    for (const key of trackingStatusKeys) {
      expect(translate(trackingStatusLabelKey(key), 'ar')).not.toBe(
        translate(trackingStatusLabelKey(key), 'en'),
      );
    }
  });

  it('answers 404 with the spec’s message when no shipment has the code, and 404 for another client’s', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const none = await search(token, 'ZZ000000000EG', 'en');
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({
      code: 'NO_INTERNATIONAL_SHIPMENT',
      error_msg: 'no international shipment with the entered code',
    });
    const ar = await search(token, 'ZZ000000000EG', 'ar');
    expect(ar.body.error_msg).toBe(translate('errors.NO_INTERNATIONAL_SHIPMENT', 'ar'));

    const other = await createAccount(t.database.db);
    const [shipment] = await t.database.db
      .insert(internationalShipments)
      .values({ clientId: other.clientId, code: 'PRIVATE12345', carrier: 'UPS', status: 'InTransit' })
      .returning({ id: internationalShipments.id });
    await t.database.db.insert(internationalShipmentEvents).values({
      shipmentId: shipment!.id,
      happenedAt: new Date('2026-11-01T10:00:00Z'),
      status: 'InTransit',
      descriptionAr: 'في الطريق',
      descriptionEn: 'On the way',
    });
    expect((await search(token, 'PRIVATE12345')).status).toBe(404);
    expect((await search(await t.tokenFor(other.email), 'PRIVATE12345')).status).toBe(200);
  });

  it('refuses a missing, short or odd code with a field error (422), and a visitor (401)', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const missing = await t.call({ url: '/api/client/order/international-search', token, lang: 'en' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.code).toEqual([translate('validation.required', 'en')]);
    const short = await search(token, 'AB1', 'ar');
    expect(short.body.errors.code).toEqual([translate('tracking.codeShort', 'ar')]);
    const odd = await search(token, "RR1'; drop", 'en');
    expect(odd.body.errors.code).toEqual([translate('tracking.codeInvalid', 'en')]);
    expect((await search('', 'RR123456789CN')).status).toBe(401);
  });
});

/** A local stand-in for 17TRACK's API v2.2 (gettrackinfo, register), recording what it was sent. */
function mockSeventeenTrack() {
  const received: { path: string; token: string | undefined; body: unknown }[] = [];
  let mode: 'ok' | 'unregistered' | 'down' = 'ok';
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || 'null') as { number: string }[];
      received.push({ path: req.url ?? '', token: req.headers['17token'] as string | undefined, body });
      res.setHeader('content-type', 'application/json');
      if (mode === 'down') {
        res.statusCode = 502;
        res.end('{}');
        return;
      }
      const number = body[0]!.number;
      if (req.url?.endsWith('/register')) {
        res.end(JSON.stringify({ code: 0, data: { accepted: [{ number }], rejected: [] } }));
        return;
      }
      if (mode === 'unregistered') {
        res.end(
          JSON.stringify({
            code: 0,
            data: {
              accepted: [],
              rejected: [{ number, error: { code: -18019902, message: 'not registered' } }],
            },
          }),
        );
        return;
      }
      res.end(
        JSON.stringify({
          code: 0,
          data: {
            accepted: [
              {
                number,
                carrier: 3011,
                track_info: {
                  shipping_info: { shipper_address: { country: 'CN' }, recipient_address: { country: 'EG' } },
                  latest_status: { status: 'InTransit', sub_status: 'InTransit_Other' },
                  tracking: {
                    providers: [
                      {
                        provider: { key: 3011, name: 'China Post' },
                        events: [
                          {
                            time_iso: '2026-11-02T18:40:17+08:00',
                            time_utc: '2026-11-02T10:40:17Z',
                            description: 'Departed from the origin facility',
                            location: 'Guangzhou',
                            stage: 'InTransit',
                          },
                          {
                            time_iso: '2026-11-03T08:00:00+08:00',
                            time_utc: '2026-11-03T00:00:00Z',
                            description: 'Arrived at the hub',
                            location: null,
                            stage: 'InTransit',
                          },
                        ],
                      },
                    ],
                  },
                },
              },
            ],
            rejected: [],
          },
        }),
      );
    });
  });
  return {
    received,
    setMode: (m: typeof mode) => (mode = m),
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/track/v2.2`;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('the 17TRACK provider, chosen by TRACKING_PROVIDER=17track', () => {
  const mock = mockSeventeenTrack();
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await mock.start();
  });
  afterAll(() => mock.close());

  it('asks 17TRACK with the key when the database has no shipment, and maps its answer', async () => {
    const app = await buildTestApp({
      env: { TRACKING_PROVIDER: '17track', TRACKING_17TRACK_KEY: 'test-key', TRACKING_17TRACK_URL: baseUrl },
    });
    try {
      mock.setMode('ok');
      const token = await t.tokenFor('merchant@demo.test');
      const res = await app.inject({
        url: '/api/client/order/international-search?code=UA123456789CN',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const tracking = res.json().Tracking[0];
      expect(tracking).toEqual({
        code: 'UA123456789CN',
        carrier: 'China Post',
        status: 'InTransit',
        status_key: 'in_transit',
        status_label: 'في الطريق',
        origin: 'CN',
        destination: 'EG',
        events: [
          {
            time: '2026-11-03T00:00:00.000Z',
            status: 'InTransit',
            status_key: 'in_transit',
            status_label: 'في الطريق',
            description: 'Arrived at the hub',
            location: null,
          },
          {
            time: '2026-11-02T10:40:17.000Z',
            status: 'InTransit',
            status_key: 'in_transit',
            status_label: 'في الطريق',
            description: 'Departed from the origin facility',
            location: 'Guangzhou',
          },
        ],
      });
      expect(mock.received.at(-1)).toEqual({
        path: '/track/v2.2/gettrackinfo',
        token: 'test-key',
        body: [{ number: 'UA123456789CN' }],
      });

      // The database wins when it knows the code: 17TRACK is not asked.
      await seedDemoStock(t.database.db);
      const before = mock.received.length;
      const db = await app.inject({
        url: '/api/client/order/international-search?code=RR123456789CN',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(db.json().Tracking[0].carrier).toBe('China Post');
      expect(db.json().Tracking[0].events).toHaveLength(5);
      expect(mock.received.length).toBe(before);
    } finally {
      await app.close();
    }
  });

  it('registers an unknown number and answers 404; a carrier outage is a 503, never a 500', async () => {
    const provider = createSeventeenTrackProvider({ baseUrl, apiKey: 'k', timeoutMs: 2000 });
    mock.setMode('unregistered');
    expect(await provider.track({ clientId: 1, code: 'NEW1234567', lang: 'ar' })).toEqual([]);
    expect(mock.received.at(-1)!.path).toBe('/track/v2.2/register');
    mock.setMode('down');
    await expect(provider.track({ clientId: 1, code: 'NEW1234567', lang: 'ar' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    const unreachable = createSeventeenTrackProvider({
      baseUrl: 'http://127.0.0.1:1/x',
      apiKey: 'k',
      timeoutMs: 500,
    });
    await expect(unreachable.track({ clientId: 1, code: 'NEW1234567', lang: 'ar' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('refuses to start with TRACKING_PROVIDER=17track and no key', async () => {
    await expect(buildTestApp({ env: { TRACKING_PROVIDER: '17track' } })).rejects.toThrow(
      /TRACKING_17TRACK_KEY/,
    );
  });
});
