import { describe, expect, it } from 'vitest';
import { createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { apiKeyFor } from './support/merchant-api';

// Tickets opened from /api/v1's own document (issue 40 point 1, decision 055).
const t = useTestApp();

describe('/api/v1 tickets from the document alone', () => {
  it('documents one shape per kind with its required fields, and serves the type ids', async () => {
    const doc = (await t.call({ url: '/api/v1/docs' })).body;
    const body = doc.paths['/tickets'].post.requestBody.content['application/json'].schema;
    const shapes = JSON.stringify(body);
    expect(shapes).toContain('oneOf');
    const required = (s: { oneOf?: unknown[]; required?: string[] }): string[][] =>
      s.oneOf ? s.oneOf.flatMap((x) => required(x as typeof s)) : [s.required ?? []];
    expect(required(body).map((r) => [...r].sort())).toEqual(
      expect.arrayContaining([
        ['complaint_type_id', 'complaint_type_title_id', 'description', 'order_code', 'type'],
        ['description', 'mission_complaint', 'mission_id', 'type'],
        ['description', 'inquiry_type_id', 'type'],
      ]),
    );
    expect(doc.paths['/ticket-types'].get).toBeDefined();
  });

  it('opens a complaint about an order by its code with ids read from /ticket-types', async () => {
    const key = await apiKeyFor(t, 'merchant@demo.test');
    const order = await createOrder(t.database.db, 1);
    const types = await t.call({ url: '/api/v1/ticket-types', token: key, lang: 'en' });
    expect(types.status).toBe(200);
    const complaint = types.body.feed.complaint_types[0];
    const inquiry = types.body.feed.inquiry_types[0];
    expect(complaint.titles.length).toBeGreaterThan(0);

    const created = await t.call({
      method: 'POST',
      url: '/api/v1/tickets',
      token: key,
      body: {
        type: 1,
        order_code: order.code,
        complaint_type_id: complaint.id,
        complaint_type_title_id: complaint.titles[0].id,
        description: 'The courier has not arrived yet',
      },
    });
    expect(created.status, created.raw.body).toBe(201);
    const asked = await t.call({
      method: 'POST',
      url: '/api/v1/tickets',
      token: key,
      body: { type: 2, inquiry_type_id: inquiry.id, description: 'How do returns work?' },
    });
    expect(asked.status, asked.raw.body).toBe(201);

    const missing = await t.call({
      method: 'POST',
      url: '/api/v1/tickets',
      token: key,
      body: { type: 1, order_code: order.code, description: 'Late' },
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['complaint_type_id', 'complaint_type_title_id']);
    const unknown = await t.call({
      method: 'POST',
      url: '/api/v1/tickets',
      token: key,
      body: {
        type: 1,
        order_code: 'NO-SUCH-CODE',
        complaint_type_id: complaint.id,
        complaint_type_title_id: complaint.titles[0].id,
        description: 'Late',
      },
    });
    expect(unknown.status).toBe(404);
  });
});
