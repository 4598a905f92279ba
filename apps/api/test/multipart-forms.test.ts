import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/harness';
import { fields, multipart, sendParts } from './support/multipart';
import type { OpenApiDocument } from './support/openapi-fuzz';

// Issue 41.15, decision 056: every form-like call under /api/client takes multipart text fields as it takes
// JSON (the spec's app sends them so). The routes come from the OpenAPI document, so a new route with a
// body is held to the rule as soon as it exists.
const t = useTestApp();

/** Routes that end the session they are called with. */
const endsItsSession = new Set(['/api/client/logout']);

describe('multipart text fields under /api/client', () => {
  it('are taken by every POST route with a body, never 415', async () => {
    const document = (await t.call({ url: '/api/docs/json' })).body as OpenApiDocument;
    const routes = Object.entries(document.paths)
      .filter(([path, operations]) => path.startsWith('/api/client/') && operations.post?.requestBody)
      .map(([path]) => path.replace(/\{[^}]+\}/g, '1'))
      .filter((path) => !endsItsSession.has(path));
    expect(routes).toContain('/api/client/user/export-attendance');
    expect(routes.length).toBeGreaterThan(30);
    const token = await t.tokenFor('merchant@demo.test');
    const refused: string[] = [];
    for (const url of routes) {
      const res = await sendParts(t.app, url, token, fields({ page: 1 }));
      if (res.status === 415 || res.status >= 500) refused.push(`${url}: ${res.status}`);
    }
    expect(refused).toEqual([]);
  });

  it('reach the schema as JSON does: the attendance export answers its file', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { payload, contentType } = multipart(fields({ date_from: '2030-01-01', date_to: '2030-01-31' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/user/export-attendance',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
