import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { shopifyApiVersion } from '../../src/modules/store-plugins/shopify-write-back';

export interface MockRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
/** A scripted answer for the next request matching `method` and `path` (a failure to prove the retries). */
interface Forced extends Reply {
  method: string;
  path: RegExp;
  /** Do the work, then answer this anyway (an answer lost on the way). */
  afterWork?: boolean;
}

export interface StoreApiMock {
  origin: string;
  requests: MockRequest[];
  /** Answer the next request matching method and path with this instead. */
  fail(forced: Forced): void;
  /** The mock's own problems with a request (wrong auth, path, body, content type): must stay empty. */
  complaints: string[];
}

/**
 * A local stand-in for a store's REST API on 127.0.0.1: checks every request as the platform does (path,
 * auth header, content type, body shape), answering its documented errors, and keeps what it was told.
 */
function useMock(
  handle: (req: MockRequest, complain: (status: number, why: string) => Reply) => Reply,
  reset: () => void,
): StoreApiMock {
  let forced: Forced[] = [];
  const mock: StoreApiMock = {
    origin: '',
    requests: [],
    complaints: [],
    fail: (f) => forced.push(f),
  };
  const complain = (status: number, why: string): Reply => {
    mock.complaints.push(why);
    return { status, body: { errors: why } };
  };
  const server = createServer((req, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const request = { method: req.method!, path: req.url!, headers: req.headers, body };
      mock.requests.push(request);
      const i = forced.findIndex((f) => f.method === request.method && f.path.test(request.path));
      const force = i >= 0 ? forced.splice(i, 1)[0] : undefined;
      if (request.method !== 'GET' && !String(req.headers['content-type']).startsWith('application/json'))
        return send(res, complain(415, 'content-type must be application/json'));
      if (force && !force.afterWork) return send(res, force);
      const reply = handle(request, complain);
      send(res, force ?? reply);
    });
  });
  const send = (res: ServerResponse, reply: Reply) => {
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.body));
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    mock.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    mock.requests.length = 0;
    mock.complaints.length = 0;
    forced = [];
    reset();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return mock;
}

export interface ShopifyMock extends StoreApiMock {
  accessToken: string;
  /** Fulfilments made, per Shopify order id. */
  fulfillments: Map<
    string,
    Array<{ id: number; tracking_number: string; tracking_url: string; events: string[] }>
  >;
}

/** Shopify's Admin REST API (fulfilment orders, fulfilments, fulfilment events) for one shop. */
export function useShopifyMock(): ShopifyMock {
  const accessToken = 'shpat_0123456789abcdef0123456789abcdef';
  const fulfillments: ShopifyMock['fulfillments'] = new Map();
  let nextId = 1;
  const prefix = `/admin/api/${shopifyApiVersion}`;
  const mock = useMock(
    (req, complain) => {
      if (req.headers['x-shopify-access-token'] !== accessToken)
        return {
          status: 401,
          body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
        };
      const path = req.path.startsWith(prefix) ? req.path.slice(prefix.length) : null;
      if (path === null) return complain(404, `not an Admin API ${shopifyApiVersion} path: ${req.path}`);
      let m = /^\/orders\/(\d+)\/fulfillment_orders\.json$/.exec(path);
      if (m && req.method === 'GET') {
        const done = (fulfillments.get(m[1]!) ?? []).length > 0;
        return {
          status: 200,
          body: {
            fulfillment_orders: [{ id: 7001, order_id: Number(m[1]), status: done ? 'closed' : 'open' }],
          },
        };
      }
      m = /^\/orders\/(\d+)\/fulfillments\.json$/.exec(path);
      if (m && req.method === 'GET') {
        const list = (fulfillments.get(m[1]!) ?? []).map((f) => ({
          ...f,
          status: 'success',
          events: undefined,
        }));
        return { status: 200, body: { fulfillments: list } };
      }
      if (path === '/fulfillments.json' && req.method === 'POST') {
        const f = (req.body as { fulfillment?: Record<string, unknown> })?.fulfillment;
        const lines = f?.line_items_by_fulfillment_order as
          Array<{ fulfillment_order_id: number }> | undefined;
        const tracking = f?.tracking_info as { number?: string; url?: string; company?: string } | undefined;
        if (!lines?.length || !tracking?.number || !tracking.url)
          return {
            status: 422,
            body: { errors: { fulfillment: ['Required parameter missing or invalid'] } },
          };
        if (lines.some((l) => l.fulfillment_order_id !== 7001))
          return complain(422, 'unknown fulfillment order');
        // The fulfilment order (7001) belongs to the order whose fulfilment orders were read last.
        const read = [...mock.requests].reverse().find((r) => r.path.endsWith('/fulfillment_orders.json'));
        const orderId = /orders\/(\d+)\//.exec(read?.path ?? '')?.[1];
        if (!orderId) return complain(422, 'fulfilment order never read');
        if ((fulfillments.get(orderId) ?? []).length > 0)
          return {
            status: 422,
            body: { errors: ['Fulfillment order 7001 has an unfulfillable status= closed.'] },
          };
        const made = {
          id: nextId++,
          tracking_number: tracking.number,
          tracking_url: tracking.url,
          events: [],
        };
        fulfillments.set(orderId, [made]);
        return {
          status: 201,
          body: { fulfillment: { id: made.id, status: 'success', tracking_number: made.tracking_number } },
        };
      }
      m = /^\/orders\/(\d+)\/fulfillments\/(\d+)\/events\.json$/.exec(path);
      if (m) {
        const f = (fulfillments.get(m[1]!) ?? []).find((x) => String(x.id) === m![2]);
        if (!f) return { status: 404, body: { errors: 'Not Found' } };
        if (req.method === 'GET')
          return {
            status: 200,
            body: { fulfillment_events: f.events.map((status, id) => ({ id, status })) },
          };
        const status = (req.body as { event?: { status?: string } })?.event?.status;
        if (!status)
          return { status: 400, body: { errors: { event: 'Required parameter missing or invalid' } } };
        f.events.push(status);
        return { status: 201, body: { fulfillment_event: { id: f.events.length, status } } };
      }
      return complain(404, `unknown call ${req.method} ${req.path}`);
    },
    () => fulfillments.clear(),
  );
  return Object.assign(mock, { accessToken, fulfillments });
}

export interface WooCommerceMock extends StoreApiMock {
  consumerKey: string;
  consumerSecret: string;
  notes: Map<string, Array<{ note: string; customer_note: boolean }>>;
  statuses: Map<string, string>;
}

const wooStatuses = ['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed'];

/** WooCommerce's REST API v3 (order notes, order status) with Basic auth by consumer key and secret. */
export function useWooCommerceMock(): WooCommerceMock {
  const consumerKey = 'ck_0123456789abcdef0123456789abcdef01234567';
  const consumerSecret = 'cs_0123456789abcdef0123456789abcdef01234567';
  const notes: WooCommerceMock['notes'] = new Map();
  const statuses: WooCommerceMock['statuses'] = new Map();
  const basic = `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`;
  const mock = useMock(
    (req, complain) => {
      if (req.headers.authorization !== basic)
        return {
          status: 401,
          body: {
            code: 'woocommerce_rest_cannot_view',
            message: 'Sorry, you cannot list resources.',
            data: { status: 401 },
          },
        };
      const m = /^\/wp-json\/wc\/v3\/orders\/(\d+)(\/notes)?$/.exec(req.path);
      if (!m) return complain(404, `unknown call ${req.method} ${req.path}`);
      const id = m[1]!;
      if (m[2] && req.method === 'GET') return { status: 200, body: notes.get(id) ?? [] };
      if (m[2] && req.method === 'POST') {
        const body = req.body as { note?: unknown; customer_note?: unknown };
        if (typeof body?.note !== 'string' || typeof body.customer_note !== 'boolean')
          return {
            status: 400,
            body: { code: 'rest_missing_callback_param', message: 'Missing parameter(s): note' },
          };
        notes.set(id, [...(notes.get(id) ?? []), { note: body.note, customer_note: body.customer_note }]);
        return { status: 201, body: { id: notes.get(id)!.length, note: body.note } };
      }
      if (!m[2] && req.method === 'PUT') {
        const status = (req.body as { status?: string })?.status;
        if (!status || !wooStatuses.includes(status))
          return {
            status: 400,
            body: { code: 'rest_invalid_param', message: 'Invalid parameter(s): status' },
          };
        statuses.set(id, status);
        return { status: 200, body: { id: Number(id), status } };
      }
      return complain(404, `unknown call ${req.method} ${req.path}`);
    },
    () => {
      notes.clear();
      statuses.clear();
    },
  );
  return Object.assign(mock, { consumerKey, consumerSecret, notes, statuses });
}
