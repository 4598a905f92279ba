import { readFileSync } from 'node:fs';
import { createCourierClient } from '@courier/sdk';
import { generatedTypesUrl, typesFromDocument } from '@courier/sdk/types-from-document';
import { describe, expect, it } from 'vitest';
import { createAccount } from './support/factories';
import { useTestApp } from './support/harness';
import { rotateApiKey, unlockApiPage } from './support/merchant-api';

// The typed SDK (issue 40 point 13, decision 074): generated from /api/v1's document, used here as a
// merchant's code would use it, from v1 alone; and the checked-in types are the document's of now.
const t = useTestApp();

/** fetch over the app (no port): what openapi-fetch sends, answered by app.inject. */
const injectFetch = async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  const body = request.body ? await request.text() : undefined;
  const answer = await t.app.inject({
    method: request.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    ...(body === undefined ? {} : { payload: body }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers))
    if (value !== undefined) headers.set(name, String(value));
  return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers });
};

async function keys() {
  const account = await createAccount(t.database.db);
  const token = await t.tokenFor(account.email);
  await unlockApiPage(t, token);
  const live = await rotateApiKey(t, token);
  const test = await t.call({ method: 'POST', url: '/api/client/link-with-apis/test-key/rotate', token });
  return { live, test: test.body.feed.key as string };
}

const client = (apiKey: string) =>
  createCourierClient({ baseUrl: 'http://portal.test', apiKey, fetch: injectFetch });

describe('the SDK (packages/sdk)', () => {
  it('is generated from the document the server answers now', async () => {
    const document = (await t.call({ url: '/api/v1/docs' })).body;
    const checkedIn = readFileSync(generatedTypesUrl, 'utf8');
    // On a difference: `npm run sdk:generate`, and commit packages/sdk/src/generated/v1.ts.
    expect(await typesFromDocument(document)).toBe(checkedIn);
  }, 120_000);

  it('creates, lists, moves (test mode) and cancels orders and opens a ticket, from v1 alone', async () => {
    const { live, test } = await keys();
    const sdk = client(test);
    const governorates = await sdk.GET('/governorates');
    const cairo = governorates.data!.feed.find((g) => g.name === 'القاهرة' || g.name === 'Cairo')!;
    const areas = await sdk.GET('/governorates/{id}/areas', { params: { path: { id: cairo.id } } });
    const form = {
      receiver: 'محمد عبد الله',
      phone1: '01012345678',
      government: cairo.id,
      area: areas.data!.feed[0]!.id,
      address: '12 شارع عباس العقاد',
      contentOrder: 'سماعات',
      collectedAmount: '250.50',
    };
    const created = await sdk.POST('/orders', {
      body: form,
      params: { header: { 'idempotency-key': 'sdk-1' } },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const code = created.data!.code;

    const listed = await sdk.GET('/orders', { params: { query: { limit: 10 } } });
    expect(listed.data!.feed.map((o) => o.code)).toEqual([code]);
    // The live key does not see the test order.
    expect((await client(live).GET('/orders/{code}', { params: { path: { code } } })).response.status).toBe(
      404,
    );

    for (const status of ['sent', 'underway'] as const) {
      const moved = await sdk.POST('/test/orders/{code}/move', {
        params: { path: { code } },
        body: { status },
      });
      expect(moved.response.status, JSON.stringify(moved.error)).toBe(200);
    }
    const one = await sdk.GET('/orders/{code}', { params: { path: { code } } });
    expect(one.data!.feed.status_key).toBe('underway');
    const refused = await client(live).POST('/test/orders/{code}/move', {
      params: { path: { code } },
      body: { status: 'with_captain' },
    });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ success: 0, code: 'TEST_KEY_REQUIRED' });

    const reasons = await sdk.GET('/cancel-reasons', { params: { query: {} } });
    const cancelled = await sdk.POST('/orders/{code}/cancel', {
      params: { path: { code } },
      body: { type: reasons.data!.feed[0]!.id },
    });
    expect(cancelled.response.status, JSON.stringify(cancelled.error)).toBe(200);
    const after = await sdk.GET('/orders/{code}', { params: { path: { code } } });
    expect(after.data!.feed.status_key).toBe('uncompleted');

    // A ticket about a live order, with the ids its lookup gives.
    const liveSdk = client(live);
    const liveOrder = await liveSdk.POST('/orders', { body: form });
    const types = await liveSdk.GET('/ticket-types');
    const complaint = types.data!.feed.complaint_types[0]!;
    const ticket = await liveSdk.POST('/tickets', {
      body: {
        type: 1,
        order_code: liveOrder.data!.code,
        complaint_type_id: complaint.id,
        complaint_type_title_id: complaint.titles[0]!.id,
        description: 'The courier has not arrived yet',
      },
    });
    expect(ticket.response.status, JSON.stringify(ticket.error)).toBe(201);
    const tickets = await liveSdk.GET('/tickets', { params: { query: {} } });
    expect(tickets.data!.feed.data.length).toBe(1);
  });
});
